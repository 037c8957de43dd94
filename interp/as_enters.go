package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers a value chosen as a permanent enters (614.12) and the
// abilities that refer to it (607.2d): "as this enters, choose a basic
// land type." and "enchanted land is the chosen type." The runtime keeps
// one store of chosen values on the object, by kind (runtime/chosen.go).

// choiceKinds are the kinds of value "as this enters, choose a …" can
// name, by their words as the parser captures them (run together).
var choiceKinds = map[string]rt.ChoiceKind{
	"basiclandtype": rt.ChoiceBasicLandType,
	"creaturetype":  rt.ChoiceCreatureType,
	"color":         rt.ChoiceColor,
	"cardname":      rt.ChoiceCardName, // 201.3, card_name.go
}

// choiceWords are a kind's words as written.
var choiceWords = map[string]string{"basiclandtype": "basic land type", "creaturetype": "creature type", "color": "color", "cardname": "card name"}

// asEntersChoice lowers "as this enters, choose a …", a clause of a
// static ability: a replacement effect of the permanent's own (614.12).
func (c *compiler) asEntersChoice(n *grammar.AsEntersChoice) rt.StaticEffect {
	k, ok := choiceKinds[n.Kind]
	if !ok {
		c.errs.add(n.Pos, "\"as this enters, choose a %s\": choosing a %s as a permanent enters is not supported yet", choiceWords[n.Kind], choiceWords[n.Kind])
	}
	if c.cardCtx != nil {
		c.cardCtx.chooses = append(c.cardCtx.chooses, k)
	}
	return rt.StaticEffect{Enters: &rt.EntersWith{Choose: k}}
}

// isChosen lowers "is the chosen type" in a static ability: the basic
// land type an earlier "as this enters, choose a basic land type" of the
// same card chose (607.2d), which replaces the land's types (305.7).
func (c *compiler) isChosen(p *grammar.IsChosen) []rt.Modification {
	want := rt.ChoiceBasicLandType
	if p.Kind == "color" {
		want = rt.ChoiceColor
	}
	chooses := false
	if c.cardCtx != nil {
		for _, k := range c.cardCtx.chooses {
			chooses = chooses || k == want || p.Kind == "type" && k == rt.ChoiceCreatureType
		}
	}
	switch {
	case !chooses:
		c.errs.add(p.Pos, "\"the chosen %s\" refers to nothing: no earlier ability of this card says \"as this enters, choose a …\" (607.2d)", p.Kind)
	case p.Kind == "color":
		c.errs.add(p.Pos, "\"is the chosen color\" is not supported yet")
	case !c.choosesKind(rt.ChoiceBasicLandType):
		c.errs.add(p.Pos, "\"is the chosen type\" of a creature type is not supported yet: only a basic land type (305.7)")
	}
	return []rt.Modification{rt.IsChosenLandType{}}
}

// choosesKind reports whether the card being lowered chooses a value of
// kind k as it enters.
func (c *compiler) choosesKind(k rt.ChoiceKind) bool {
	if c.cardCtx == nil {
		return false
	}
	for _, x := range c.cardCtx.chooses {
		if x == k {
			return true
		}
	}
	return false
}
