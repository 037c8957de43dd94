package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers the constructs of the "text and qualities" cards:
// text-changing effects (612), types added in addition to others (205.1b),
// "other" descriptions, revealing, "is sacrificed by its controller",
// names originally printed in an expansion, protection qualities (702.16)
// and the "reveal this and shuffle it into its owner's library instead"
// replacement.

// wordKinds maps the words of "one creature type", "one color word" to
// the runtime's kinds of words.
var wordKinds = map[string]rt.WordKind{"creature type": rt.CreatureTypeWord, "color word": rt.ColorWord, "color": rt.ColorWord}

// textAction lowers the effects of this file that are actions; ok is false
// for any other predicate.
func (c *compiler) textAction(ctx *abilityCtx, cl *grammar.ActionClause) (rt.Effect, bool) {
	switch p := cl.Predicate.(type) {
	case *grammar.ChangeText:
		return rt.ChangeText{What: c.objRef(ctx, p.Object), Kind: wordKinds[string(p.Kind)]}, true
	case *grammar.Reveal:
		return rt.Reveal{What: c.objRef(ctx, p.Object)}, true
	case *grammar.IsSacrificed:
		if cl.Subject == nil {
			c.errs.add(cl.Pos, "expected a subject: what is sacrificed by its controller?")
			return nil, true
		}
		return rt.SacrificedByControllers{What: c.objRef(ctx, cl.Subject)}, true
	case *grammar.IsTypes:
		return c.isTypesEffect(ctx, cl, p), true // onto.go
	case *grammar.NewWordCantBe:
		c.errs.add(p.Pos, "\"the new %s can't be …\" must follow an effect that changes the text of an object by replacing a %s", p.Kind, p.Kind)
		return nil, true
	}
	return nil, false
}

// newWordCantBe applies "the new creature type can't be Wall" to the text
// change just before it in the ability, and reports whether cl is such a
// clause.
func (c *compiler) newWordCantBe(cl *grammar.ActionClause, prev *[]rt.Effect) bool {
	p, ok := cl.Predicate.(*grammar.NewWordCantBe)
	if !ok {
		return false
	}
	n := len(*prev)
	if n == 0 {
		return false // refused by textAction
	}
	ct, ok := (*prev)[n-1].(rt.ChangeText)
	if !ok || ct.Kind != wordKinds[string(p.Kind)] {
		return false
	}
	if cl.Subject != nil || cl.May || cl.Dur() != nil || cl.Delayed != nil {
		c.errs.add(cl.Pos, "\"the new %s can't be …\" takes nothing else", p.Kind)
	}
	w, ok := c.kindWord(ct.Kind, p.Word)
	if !ok {
		return true
	}
	ct.Except = append(ct.Except, w)
	(*prev)[n-1] = ct
	return true
}

// kindWord checks that a word is a word of the kind: a color, or a
// creature type, and returns it as the runtime writes it.
func (c *compiler) kindWord(k rt.WordKind, w *grammar.Word) (string, bool) {
	switch k {
	case rt.ColorWord:
		if col, ok := rt.ParseColor(w.Text); ok && len(w.Text) > 2 {
			return col.String(), true
		}
		c.errs.add(w.Pos, "%q is not a color (105.1)", w.Text)
	case rt.CreatureTypeWord:
		if t, ok := rt.CreatureType(w.Text); ok {
			return t, true
		}
		c.errs.add(w.Pos, "%q is not a creature type (205.3m)", w.Text)
	}
	return "", false
}

// addTypes lowers "is a Warrior in addition to its other types" and
// "becomes a Human in addition to its other types" (205.1b): card types
// and subtypes (creature types, land types, artifact and enchantment
// types) that the object gets.
func (c *compiler) addTypes(words []*grammar.Word, other string) []rt.Modification {
	var m rt.AddTypes
	var colors rt.ColorSet
	for _, w := range words {
		lw := strings.ToLower(w.Text)
		if col, ok := rt.ParseColor(lw); ok && len(lw) > 1 && other == "colors and types" {
			colors = colors.With(col) // "a black Zombie in addition to its other colors and types" (onto.go)
		} else if t, ok := cardTypes[lw]; ok {
			m.Types = append(m.Types, t)
		} else if t, ok := cardTypes[singular(lw)]; ok {
			m.Types = append(m.Types, t)
		} else if t, ok := rt.CreatureType(w.Text); ok {
			m.Subtypes = append(m.Subtypes, t)
		} else if t, ok := rt.LandType(w.Text); ok {
			m.Subtypes = append(m.Subtypes, t)
		} else {
			c.errs.add(w.Pos, "%q is not a card type or a subtype (205.2, 205.3)", w.Text)
		}
	}
	if other == "creature types" {
		for _, t := range m.Types {
			c.errs.add(words[0].Pos, "\"in addition to its other creature types\" adds creature types, and %s is a card type", strings.ToLower(t))
		}
		for _, t := range m.Subtypes {
			if !rt.IsCreatureType(t) {
				c.errs.add(words[0].Pos, "\"in addition to its other creature types\" adds creature types, and %s is not one", t)
			}
		}
	}
	if colors != 0 {
		return []rt.Modification{m, rt.AddColors{Colors: colors}}
	}
	if other == "colors and types" {
		c.errs.add(words[0].Pos, "\"in addition to its other colors and types\" needs a color")
	}
	return []rt.Modification{m}
}

// otherFilter lowers "other SELECTOR", the subject of a static ability:
// every object the selector describes but the one whose ability it is.
func (c *compiler) otherFilter(r *grammar.OtherRef) rt.Filter {
	f, _ := c.selector(r.Selector, false)
	f.Other = true
	return f
}

// printedIn lowers "with a name originally printed in the NAME expansion":
// the runtime knows the names of some expansions (runtime/printings).
func (c *compiler) printedIn(k *grammar.PrintedInConstraint, f *rt.Filter) {
	for _, e := range rt.Expansions() {
		if strings.EqualFold(e, k.Expansion) {
			f.PrintedIn = e
			return
		}
	}
	c.errs.add(k.Pos, "the names originally printed in the %s expansion are not known: the runtime knows %s", k.Expansion, strings.Join(rt.Expansions(), ", "))
}

// protectionQuality checks the quality of a protection keyword (702.16a)
// and returns it as the runtime writes it.
func (c *compiler) protectionQuality(w *grammar.Word) string {
	q, ok := rt.ParseQuality(w.Text)
	if !ok {
		c.errs.add(w.Pos, "protection from %q: expected a color, \"everything\", a card type (\"creatures\") or a creature type (\"Goblins\")", w.Text)
		return strings.ToLower(w.Text)
	}
	return q.String()
}

// shuffleInstead reads the instructions of a replacement effect that
// reveals an object and shuffles it into its owner's library ("reveal
// this and shuffle it into its owner's library instead", or the shuffle
// alone): ok reports whether rc has that form, reveal whether it reveals.
func (c *compiler) shuffleInstead(rc *grammar.ReplacementClause) (reveal, ok bool) {
	cls := append([]grammar.Clause{rc.Instead}, joinedClauses(rc.Rest)...)
	if len(cls) > 2 {
		return false, false
	}
	for i, cl := range cls {
		ac, isAction := cl.(*grammar.ActionClause)
		if !isAction || ac.Subject != nil || ac.May || ac.Dur() != nil || ac.Delayed != nil {
			return false, false
		}
		switch p := ac.Predicate.(type) {
		case *grammar.Reveal:
			if i > 0 || len(cls) == 1 || !selfOrIt(p.Object) {
				return false, false
			}
			reveal = true
		case *grammar.Shuffle:
			if i != len(cls)-1 || p.Object == nil || !selfOrIt(p.Object) {
				return false, false
			}
			c.ownersLibrary(p) // prevention.go
		default:
			return false, false
		}
	}
	return reveal, true
}

// selfOrIt reports whether an object reference is "this" or "it", which
// in a replacement effect about this object both name it.
func selfOrIt(r grammar.ObjectRef) bool {
	switch r.(type) {
	case *grammar.ThisRef, *grammar.ItRef:
		return true
	}
	return false
}
