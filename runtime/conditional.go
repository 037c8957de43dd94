package runtime

// Conditional does its effects only if a condition holds as it would do
// them ("if this spell was kicked, draw a card"; 608.2c: the instructions
// are followed in order, each checked as it is reached).
type Conditional struct {
	If      Condition
	Effects []Effect
}

// Apply implements Effect.
func (e Conditional) Apply(r *Resolution) error {
	held := e.If != nil && e.If.Holds(r)
	r.otherwise = !held // for "otherwise, …" (library.go)
	if !held {
		return nil
	}
	for _, x := range e.Effects {
		if err := x.Apply(r); err != nil {
			return err
		}
	}
	return nil
}

func (e Conditional) String() string {
	return "if " + describe(e.If) + ": " + effectsText(e.Effects)
}
