package runtime

import (
	"strconv"
	"strings"
)

// EntersWith is a replacement effect on how a permanent enters the
// battlefield (614.1c, 122.6): with Amount counters of the kind Counter on
// it, and with Keywords for as long as it stays there.
//
// In a static ability (StaticEffect.Enters) it applies to its own object as
// that object enters (614.12), if If holds. Its condition and amounts read
// the object as it was before it entered: for a permanent spell, the spell
// as it resolves. So "if this was kicked" and "for each color of mana spent
// to cast it" work without 400.7d, since the spell is still there to ask
// (the article's non-examples, Woodland Wanderer and Cetavolver); an object
// that enters without having been cast was not kicked and had no mana
// spent on it. On a Return it applies to the objects returned (Long Road
// Home's "with a +1/+1 counter on it").
type EntersWith struct {
	Counter  string // "+1/+1"; "" with no counters
	Amount   Amount
	Keywords []Keyword
	If       Condition
	// Tapped: it enters tapped (614.1c), unless Unless holds as it
	// enters ("unless you control a Swamp or a Mountain").
	Tapped bool
	Unless Condition
	// Choose: as it enters, its controller chooses a value of this kind,
	// which it remembers (614.12, 607.2d; chosen.go).
	Choose ChoiceKind
	// AsCopy: "you may have this enter as a copy of …": as it enters, its
	// controller may choose an object on the battlefield that matches
	// AsCopy, and it enters as a copy of it (707, copy_permanent.go).
	AsCopy *Filter
}

// Entering is what one permanent enters the battlefield with, worked out:
// N counters of the kind Counter, and Keywords it has for as long as it
// stays on the battlefield.
type Entering struct {
	Counter  string
	N        int
	Keywords []Keyword
	Tapped   bool
	Choose   ChoiceKind
}

// entering works out what e gives, in resolution r; ok is false if its
// condition does not hold.
func (e *EntersWith) entering(r *Resolution) (Entering, bool) {
	if e.If != nil && !e.If.Holds(r) {
		return Entering{}, false
	}
	out := Entering{Counter: e.Counter, Keywords: e.Keywords, Tapped: e.Tapped && (e.Unless == nil || !e.Unless.Holds(r)), Choose: e.Choose}
	if e.Counter != "" && e.Amount != nil {
		out.N = amountNumber(e.Amount.Value(r))
	}
	return out, true
}

// enterWith applies what n enters the battlefield with (614.1c): what the
// move asked for (asked, its request's EntersWith, if any), then the
// enters-with replacement effects of n's own static abilities as it
// would exist on the battlefield (614.12), each reading old, the object
// it was (for a permanent spell, the spell as it resolves). It returns
// the lines to log once the move is logged.
func (g *Game) enterWith(old ObjRef, asked *Entering, n *Object) []string {
	var lines []string
	if asked != nil {
		if l := g.putEntering(n, *asked); l != "" {
			lines = append(lines, l)
		}
	}
	if !objHasStatics(n) && g.unmodified(n) {
		// Its characteristics are its card's, which has no static
		// ability: nothing to copy as it enters, nothing it enters with.
		if g.verifyCaches != nil && entersWithEffects(g.chars(n)) {
			g.verifyCaches("what "+n.Ref.String()+" enters with", "nothing", "an enters-with effect")
		}
		return lines
	}
	// 614.12: a copy effect applies first; the copied object's own
	// replacements then apply to how it enters (copy_permanent.go).
	for _, a := range n.Card.Def.Abilities {
		for _, se := range a.Statics {
			if e := se.Enters; e != nil && e.AsCopy != nil && a.Kind == StaticAbility {
				l, err := g.enterAsCopy(n, e.AsCopy)
				if err != nil {
					g.Logf("%s: %v", n.Name(), err)
				}
				if l != "" {
					lines = append(lines, l)
				}
			}
		}
	}
	if !entersWithEffects(g.chars(n)) {
		return lines // most permanents have none
	}
	// A copy: putting what it enters with changes the game.
	c := g.Chars(n)
	var r *Resolution // made for the first enters-with effect
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for _, se := range a.Statics {
			if se.Enters == nil || se.Enters.AsCopy != nil {
				continue
			}
			if r == nil {
				// A frame of the game's, given back below: the conditions
				// and amounts read keep nothing of it. "It" is old, one
				// list for both, as SetIt shares one.
				r = g.space.slabs.frames.new()
				it := []ObjRef{old}
				r.Game, r.Source, r.Controller, r.it, r.itKnown = g, old, c.Controller, it, it
			}
			if e, ok := se.Enters.entering(r); ok {
				if l := g.putEntering(n, e); l != "" {
					lines = append(lines, l)
				}
				if l := g.chooseAsEnters(n, c.Controller, e.Choose); l != "" {
					lines = append(lines, l) // chosen.go
				}
			}
		}
	}
	if r != nil {
		giveBack(g, &g.space.slabs.frames, r) // nothing keeps it past the effects read
	}
	return lines
}

// entersWithEffects reports whether characteristics c have a static
// ability with an enters-with effect other than a copy's (enterWith).
func entersWithEffects(c *Chars) bool {
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for _, se := range a.Statics {
			if se.Enters != nil && se.Enters.AsCopy == nil {
				return true
			}
		}
	}
	return false
}

// putEntering gives the new permanent n its counters and keywords, and
// returns a line for the log ("" if there was nothing to give).
func (g *Game) putEntering(n *Object, e Entering) string {
	var parts []string
	if e.Counter != "" && e.N > 0 {
		n.Counters.Add(e.Counter, e.N)
		g.changed()
		parts = append(parts, strconv.Itoa(e.N)+" "+e.Counter+" counter(s)")
	}
	if len(e.Keywords) > 0 {
		g.effects = append(g.effects, &ContinuousEffect{Object: n.Ref, Mods: []Modification{AddKeywords{Keywords: e.Keywords}},
			Timestamp: g.nextTimestamp(), Duration: Forever, Source: n.Ref, Controller: n.Controller})
		g.changed()
		for _, k := range e.Keywords {
			parts = append(parts, k.String())
		}
	}
	if e.Tapped {
		// Tapped is a status, the turn's state (110.5, version.go): as
		// any tap, it moves tapVersion and the version alone.
		g.setTapped(n, true)
		g.turnChanged()
		if len(parts) == 0 {
			return "  " + g.Describe(n.Ref) + " enters tapped (614.1c)"
		}
		parts = append(parts, "tapped")
	}
	if len(parts) == 0 {
		return ""
	}
	return "  " + g.Describe(n.Ref) + " enters with " + strings.Join(parts, " and ") + " (614.1c)"
}

// ColorsSpent is the number of colors of mana spent to cast an object
// (converge): the mana its spell was paid with (601.2h), which a permanent
// reads of the spell it was (400.7d). Colorless mana is not a color (105.1);
// an object that was not cast had no mana spent on it.
type ColorsSpent struct{ Obj ObjExpr }

// Value implements Amount.
func (c ColorsSpent) Value(r *Resolution) int {
	for _, o := range c.Obj.Objects(r) {
		s, ok := r.Game.lastKnown(o)
		if !ok || s.Object.Spell == nil {
			continue
		}
		n := 0
		for col := White; col <= Green; col++ {
			if s.Object.Spell.ManaSpent[col] > 0 {
				n++
			}
		}
		return n
	}
	return 0
}

// PerEach is an amount for each of a count ("a +1/+1 counter … for each
// color of mana spent to cast it"): Amount times Count, at most MaxNumber.
type PerEach struct {
	Amount Amount
	Count  Amount
}

// Value implements Amount.
func (p PerEach) Value(r *Resolution) int {
	a, n := amountNumber(p.Amount.Value(r)), amountNumber(p.Count.Value(r))
	if a != 0 && n > MaxNumber/a {
		return MaxNumber
	}
	return a * n
}

// String renders what the object enters with: "with 2 +1/+1 counters on it
// and with first strike", followed by the condition if there is one.
func (e EntersWith) String() string {
	var parts []string
	if pe, ok := e.Amount.(PerEach); ok && e.Counter != "" {
		each := "for each " + amountText(pe.Count)
		if c, ok := pe.Count.(ColorsSpent); ok {
			each = "for each color of mana spent to cast " + objText(c.Obj)
		}
		parts = append(parts, "with "+quantity(pe.Amount, e.Counter+" counter", e.Counter+" counters")+" on it "+each)
	} else if e.Counter != "" {
		parts = append(parts, "with "+quantity(e.Amount, e.Counter+" counter", e.Counter+" counters")+" on it")
	}
	if len(e.Keywords) > 0 {
		var ks []string
		for _, k := range e.Keywords {
			ks = append(ks, k.String())
		}
		parts = append(parts, "with "+strings.Join(ks, " and ")+" for as long as it stays on the battlefield")
	}
	if e.Tapped {
		t := "tapped"
		if e.Unless != nil {
			t += " unless " + describe(e.Unless)
		}
		parts = append(parts, t)
	}
	if e.Choose != ChoiceNone {
		parts = append(parts, "with a "+e.Choose.String()+" its controller chooses as it enters, which it remembers (614.12)")
	}
	if e.AsCopy != nil {
		parts = append(parts, "as a copy of a "+e.AsCopy.String()+" on the battlefield if its controller chooses one, not a target (707.2, 614.12)") // copy_permanent.go
	}
	if len(parts) == 0 {
		parts = append(parts, "with nothing")
	}
	s := strings.Join(parts, " and ")
	if e.If != nil {
		s += ", if " + describe(e.If)
	}
	return s + " (614.1c)"
}

func (c ColorsSpent) String() string {
	return "the number of colors of mana spent to cast " + objText(c.Obj)
}

func (p PerEach) String() string {
	if c, ok := p.Count.(ColorsSpent); ok {
		return amountText(p.Amount) + " for each color of mana spent to cast " + objText(c.Obj)
	}
	if c, ok := p.Count.(CountOf); ok {
		return amountText(p.Amount) + " for each of " + c.objects() // count.go
	}
	return amountText(p.Amount) + " × " + amountText(p.Count)
}
