package interp

import "github.com/mtgs/mtgs/grammar"

// selectorList checks a list of alternatives written with commas: the
// words after the commas are alternatives like the one after "or", and
// the list ends with "or" ("artifact, enchantment, or land", "Skeleton,
// Vampire, or Zombie").
func (c *compiler) selectorList(s *grammar.Selector) {
	for i, w := range s.Words {
		if !w.Comma {
			continue
		}
		if i == 0 {
			c.errs.add(w.Pos, "a description can't begin with a comma")
			return
		}
		ended := false
		for _, x := range s.Words[i:] {
			if x.Or || x.And { // "artifact, creature, and land cards" (each_player.go)
				ended = true
			}
		}
		if !ended {
			c.errs.add(w.Pos, "a list of alternatives ends with \"or\" (or \"and\" before plural cards): \"artifact, enchantment, or land\"")
			return
		}
	}
}
