package runtime

import (
	"slices"
	"strings"
)

// Values chosen as a permanent enters the battlefield (614.12: "As
// Convincing Mirage enters, choose a basic land type"), remembered by the
// permanent for its other abilities, which refer to "the chosen type"
// (607.2d). One store serves every kind of value: Object.Chosen holds a
// ChosenValue per choice, told apart by ChoiceKind. A new object (400.7)
// starts with none.

// ChoiceKind is the kind of value a player chooses.
type ChoiceKind uint8

// Kinds of chosen values.
const (
	ChoiceNone          ChoiceKind = iota
	ChoiceBasicLandType            // Plains, Island, Swamp, Mountain or Forest (305.6)
	ChoiceCreatureType             // 205.3m
	ChoiceColor                    // 105.1
	ChoiceCardName                 // 201.3 (card_name.go)
)

var choiceKindNames = [...]string{"nothing", "basic land type", "creature type", "color", "card name"}

func (k ChoiceKind) String() string {
	if int(k) < len(choiceKindNames) {
		return choiceKindNames[k]
	}
	return "kind of choice"
}

// ChosenValue is one value a permanent remembers: its kind and the value,
// as its decision labels it ("Island", "Goblin", "red").
type ChosenValue struct {
	Kind  ChoiceKind
	Value string
}

// BasicLandType returns the basic land type a word names, as printed
// ("Island"), 305.6.
func BasicLandType(word string) (string, bool) {
	for _, t := range basicLandTypes {
		if strings.EqualFold(t, word) {
			return t, true
		}
	}
	return "", false
}

// chosen returns the value of kind o remembers.
func (o *Object) chosen(k ChoiceKind) (string, bool) {
	for _, c := range o.Chosen {
		if c.Kind == k {
			return c.Value, true
		}
	}
	return "", false
}

// chooseAsEnters has player p choose a value of kind k for the permanent
// n as it enters (614.12) and records it on n; it returns the line to log.
// A decision that fails takes the first option, as the other choices made
// while an object moves do.
func (g *Game) chooseAsEnters(n *Object, p PlayerID, k ChoiceKind) string {
	var kind DecisionKind
	var options []Option
	switch k {
	case ChoiceBasicLandType:
		kind, options = ChooseLandType, LabelOptions(basicLandTypes[:]...)
	case ChoiceCreatureType:
		kind, options = ChooseCreatureType, LabelOptions(CreatureTypes...)
	case ChoiceColor:
		kind, options = ChooseColor, ColorOptions(AllColors)
	case ChoiceCardName:
		name, err := g.chooseCardName(p, g.Describe(n.Ref)+" enters")
		if err != nil {
			g.Logf("%s: %v", n.Name(), err)
		}
		if name == "" {
			return ""
		}
		n.Chosen = append(n.Chosen, ChosenValue{Kind: k, Value: name})
		g.changed()
		return "  " + g.PlayerName(p) + " chooses the card name " + name + " for " + g.Describe(n.Ref) + " as it enters (614.12, 201.3)"
	default:
		return "" // nothing to choose: no decision is made
	}
	// made only for a kind with something to choose
	d := &Decision{Player: p, Kind: kind, Prompt: "choose a " + k.String() + " for " + n.Name() + " as it enters (614.12)", Min: 1, Max: 1, Options: options}
	v := d.Options[0].Label
	if idx, err := g.decide(d); err == nil && len(idx) == 1 {
		v = d.Options[idx[0]].Label
	}
	n.Chosen = append(n.Chosen, ChosenValue{Kind: k, Value: v})
	g.changed()
	return "  " + g.PlayerName(p) + " chooses " + v + " for " + g.Describe(n.Ref) + " as it enters (614.12)"
}

// IsChosenLandType is "enchanted land is the chosen type" (305.7, layer
// 4): the land's land types become the basic land type its source
// chose as it entered; it loses the abilities of its rules text (those
// the object has before layer 6 — abilities other effects grant stay), and
// has the mana ability of its new type (305.6, which mana abilities read
// of its subtypes). Its card types, supertypes (basic, legendary), other
// subtypes (a Dryad Arbor's Dryad) and name are unchanged. With no chosen
// type it does nothing.
type IsChosenLandType struct{}

// Layer implements Modification.
func (IsChosenLandType) Layer() Layer { return LayerType }

// Apply implements Modification; it needs its source (applyFor).
func (IsChosenLandType) Apply(*Chars) {}

// applyFor implements contextMod.
func (IsChosenLandType) applyFor(_ *Game, src *Object, _ PlayerID, _ *Object, c *Chars) {
	t, ok := src.chosen(ChoiceBasicLandType)
	if !ok {
		return
	}
	subs := slices.DeleteFunc(slices.Clone(c.Subtypes), func(s string) bool { return slices.Contains(LandTypes, s) })
	c.Subtypes = append(subs, t)
	c.Abilities, c.Keywords = nil, nil // 305.7: the abilities of its rules text
}

func (IsChosenLandType) String() string {
	return "is the basic land type chosen as its source entered, instead of its other land types, without the abilities of its rules text (305.7)"
}
