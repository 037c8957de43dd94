package runtime

import "strings"

// "If you do" and "if you don't" after an optional action (608.2c): the
// instruction applies according to whether the player took the action.
// An action the player chose but could not do counts as not done (the
// ruling on Djinn of Wishes: a card that can't be played is exiled).

// IfYouDid applies its effects if the "you may" before it was done (or,
// with Dont, if it was declined or could not be done).
type IfYouDid struct {
	Dont    bool
	Effects []Effect
}

// Apply implements Effect.
func (e IfYouDid) Apply(r *Resolution) error {
	if r.notDone != e.Dont {
		return nil
	}
	for _, x := range e.Effects {
		if err := x.Apply(r); err != nil {
			return err
		}
	}
	return nil
}

func (e IfYouDid) String() string {
	var s []string
	for _, x := range e.Effects {
		s = append(s, describe(x))
	}
	if e.Dont {
		return "if you don't (the optional action before was declined or could not be done, 608.2c): " + strings.Join(s, "; ")
	}
	return "if you do (the optional action before was done, 608.2c): " + strings.Join(s, "; ")
}
