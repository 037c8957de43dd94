package runtime

import "strings"

// "For each" bonuses of static abilities: "enchanted creature gets +1/+1
// for each Plains you control", "this gets +1/+1 for each other creature
// on the battlefield named Relentless Rats", "each creature gets +1/+1 for
// each other creature on the battlefield that shares at least one creature
// type with it". The number is counted whenever the layer applies (611.3a:
// a static ability's effect is not locked in), in layer 7c (613.4c).
//
// Counting reads the other objects' characteristics before layer 7a: the
// types, names and controllers a count asks about are final by then
// (layers 1–6), and no power/toughness effect is computed, so counts on
// several objects that count each other (Coat of Arms) never recurse.

// Count describes the objects a "for each" counts on the battlefield.
type Count struct {
	Filter Filter
	// Named: only objects with this name ("named Relentless Rats", 201.2).
	Named string
	// SharesTypeWith: only objects that share at least one creature type
	// with the object the effect applies to ("with it", 700.3 for "share").
	SharesTypeWith bool
}

func (n Count) String() string {
	s := "each " + n.Filter.String() + " on the battlefield"
	if n.Named != "" {
		s += " named " + n.Named
	}
	if n.SharesTypeWith {
		s = "each other " + n.Filter.String() + " on the battlefield than the affected object"
		if n.Named != "" {
			s += " named " + n.Named
		}
		s += " that shares a creature type with it"
	}
	return s
}

// count counts the objects on the battlefield n describes, for the ability
// of src controlled by you, applied to o whose characteristics are now c.
func (g *Game) count(n *Count, src ObjRef, you PlayerID, o *Object, c *Chars) int {
	total := 0
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		x := bc.Obj
		xc := g.charsBefore(x, LayerPTDefine)
		if !g.matchChars(&n.Filter, x, &xc, you, src) {
			continue
		}
		if n.Named != "" && !strings.EqualFold(xc.Name, n.Named) {
			continue
		}
		if n.SharesTypeWith && (x == o || !sharesCreatureType(&xc, c)) {
			continue
		}
		total++
	}
	return total
}

// sharesCreatureType reports whether a and b have a creature type in
// common (205.3m).
func sharesCreatureType(a, b *Chars) bool {
	for _, t := range a.Subtypes {
		if IsCreatureType(t) && b.Is(t) {
			return true
		}
	}
	return false
}

// charsBefore computes o's characteristics with the layers before upto
// applied.
func (g *Game) charsBefore(o *Object, upto Layer) Chars {
	c := baseChars(o)
	if len(g.effects) == 0 && (o.Zone != Battlefield && o.Zone != Stack || g.statics == 0) && o.Counters.Len() == 0 && len(o.Stickers) == 0 {
		return c
	}
	l := &layering{g: g}
	return l.compute(o, upto)
}

// ModifyPTPer adds Power and Toughness for each object Count describes
// (layer 7c), counted as the layer applies.
type ModifyPTPer struct {
	Power, Toughness int
	Count            Count
}

// Layer implements Modification.
func (ModifyPTPer) Layer() Layer { return LayerPTModify }

// Apply implements Modification; without a source to count for it does
// nothing. The layer system calls applyFor.
func (ModifyPTPer) Apply(*Chars) {}

func (m ModifyPTPer) String() string {
	return signed(m.Power) + "/" + signed(m.Toughness) + " for " + m.Count.String()
}

func (m ModifyPTPer) explain() string { return "gets " + m.String() }

// applyFor applies the bonus to o, counting for the ability of src
// controlled by you. "Other" in the count is other than o, the object
// that gets the bonus ("each Goblin gets +1/+1 for each other Goblin you
// control"), which is src itself when the ability is "this gets …".
func (m ModifyPTPer) applyFor(g *Game, src *Object, you PlayerID, o *Object, c *Chars) {
	n := g.count(&m.Count, o.Ref, you, o, c)
	c.Power = addNumber(c.Power, satMul(m.Power, n))
	c.Toughness = addNumber(c.Toughness, satMul(m.Toughness, n))
}

// contextMod is a Modification that needs the game, its source and the
// object it applies to.
type contextMod interface {
	applyFor(g *Game, src *Object, you PlayerID, o *Object, c *Chars)
}

// countFor counts the permanents n describes for an ability of src
// controlled by you, as it resolves ("add {G} for each Elf you control").
func (g *Game) countFor(n *Count, src ObjRef, you PlayerID) int {
	var c Chars
	return g.count(n, src, you, nil, &c)
}
