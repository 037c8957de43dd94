package runtime

import (
	"strconv"
	"strings"
)

// Explain renders what the engine will do with a card, generated from the
// card's values rather than from any text: its characteristics, its
// keywords with their parameters, and for each ability its kind, trigger,
// intervening condition, costs, targets with their filters, and effects
// with their objects, players, amounts, durations and delays (nested
// effects indented). Card authors read it to see what the engine
// understood; a host that builds cards in Go gets the same reading.
func Explain(d *CardDef) string {
	return strings.Join(explainLines(d), "\n") + "\n"
}

// explainLines renders a card as lines, nested lines indented by two
// spaces per level.
func explainLines(d *CardDef) []string {
	if d == nil {
		return []string{"no card"}
	}
	x := &explanation{}
	x.add(0, cardHeader(d))
	for _, k := range d.Keywords {
		s := "keyword " + k.explain()
		if info, ok := Keywords[k.Name]; ok {
			s += " (" + info.Rule + ")"
		}
		x.add(1, s)
	}
	if d.HasXMana {
		x.add(1, "spend only "+d.XMana.String()+" mana on X (107.3, 601.2h)") // xmana.go
	}
	if d.AdditionalCost != (Cost{}) {
		x.add(1, "additional cost to cast it: "+d.AdditionalCost.String()+", chosen and paid as it is cast (601.2b, 601.2h)")
	}
	if d.CostPerTarget.Present {
		x.add(1, "it costs "+d.CostPerTarget.String()+" more to cast for each target beyond the first (601.2f)") // cost_per_target.go
	}
	if d.AnyNumberInDeck {
		x.add(1, "a deck can have any number of cards named "+d.Name+" (100.2a's limit of four doesn't apply)")
	}
	for i, t := range basicLandTypes {
		if slicesContainFold(d.Subtypes, t) {
			x.add(1, "intrinsic ability of its land type "+t+": {T}: add {"+colorLetters[i:i+1]+"} (305.6)")
		}
	}
	// Each kind is numbered on its own: an activated ability's number is
	// the one Game.Activate and a scenario's "activate X ability N" take.
	var nth [len(abilityKinds) + 1]int
	for _, a := range d.Abilities {
		k := min(int(a.Kind), len(abilityKinds))
		nth[k]++
		x.ability(nth[k], a)
	}
	return x.lines
}

// basicLandTypes are the basic land types in WUBRG order (305.6).
var basicLandTypes = [...]string{"Plains", "Island", "Swamp", "Mountain", "Forest"}

func slicesContainFold(list []string, s string) bool {
	for _, x := range list {
		if strings.EqualFold(x, s) {
			return true
		}
	}
	return false
}

type explanation struct{ lines []string }

func (x *explanation) add(depth int, s string) {
	x.lines = append(x.lines, strings.Repeat("  ", depth)+s)
}

func cardHeader(d *CardDef) string {
	name := d.Name
	if name == "" {
		name = "(no name)"
	}
	s := name + " —"
	if d.ManaCost != (ManaCost{}) {
		s += " " + d.ManaCost.explain()
	}
	if tl := d.TypeLine(); tl != "" {
		s += " " + tl
	} else {
		s += " (no type line)"
	}
	if d.HasPT && d.PTCount != nil {
		s += ", */*" // pt_count.go
	} else if d.HasPT {
		s += ", " + strconv.Itoa(d.Power) + "/" + strconv.Itoa(d.Toughness)
	}
	if d.HasLoyalty {
		s += ", loyalty " + strconv.Itoa(d.Loyalty)
	}
	if d.HasIndicator {
		s += ", color indicator " + d.ColorIndicator.String()
	}
	return s
}

var abilityKinds = [...]string{"spell ability", "activated ability", "triggered ability", "static ability"}

func (x *explanation) ability(n int, a *Ability) {
	if a == nil {
		x.add(1, "no ability")
		return
	}
	kind := "ability kind " + strconv.Itoa(int(a.Kind))
	if int(a.Kind) < len(abilityKinds) {
		kind = abilityKinds[a.Kind]
	}
	head := kind
	if n > 0 {
		head += " " + strconv.Itoa(n)
	}
	switch {
	case a.Kind == SpellAbility && a.Trigger == nil:
	case a.Kind == TriggeredAbility || a.Trigger != nil:
		if a.Trigger == nil {
			head += ": never triggers (no trigger condition)"
		} else {
			head += ": " + a.Trigger.String()
		}
	}
	if a.Kind == ActivatedAbility || a.Cost != (Cost{}) && a.Kind != TriggeredAbility {
		head += ": cost " + a.Cost.String()
	} else if a.Cost != (Cost{}) {
		head += "; cost " + a.Cost.String()
	}
	if a.IsMana {
		head += "; a mana ability (605)"
	}
	if a.SorcerySpeed {
		head += "; activate only as a sorcery (602.5d)"
	}
	if a.Word != "" {
		head += " (" + a.Word + ": an ability word, no rules meaning, 207.2c)"
	}
	switch {
	case a.FunctionsIn == ZoneNone:
	case a.Kind == TriggeredAbility:
		head += "; triggers only while this card is " + where(a.FunctionsIn) + " (113.6k)"
	default:
		head += "; activated only while this card is " + where(a.FunctionsIn) + " (113.6)"
	}
	if a.Keyword != "" {
		head += "; the " + a.Keyword + " keyword ability"
		if info, ok := Keywords[a.Keyword]; ok {
			head += " (" + info.Rule + ")"
		}
	}
	x.add(1, head)
	if a.If != nil {
		x.add(2, "only if "+describe(a.If)+" (intervening if, 603.4)")
	}
	if a.Modes != 0 || a.ModeCount != 0 {
		x.add(2, "choose "+strconv.Itoa(a.ModeCount)+" of "+strconv.Itoa(a.Modes)+" modes (700.2)")
	}
	for i, t := range a.Targets {
		x.add(2, "target "+strconv.Itoa(i+1)+": "+t.String())
	}
	for _, e := range a.Effects {
		x.effect(2, e)
	}
	for _, s := range a.Statics {
		x.add(2, s.String())
	}
	if len(a.Effects) == 0 && len(a.Statics) == 0 && a.Kind != StaticAbility {
		x.add(2, "does nothing")
	}
}

// effect renders one effect; effects that hold other effects put them on
// the lines below, indented.
func (x *explanation) effect(depth int, e Effect) {
	var head string
	var inner []Effect
	switch e := e.(type) {
	case May:
		head, inner = "you may:", e.Effects
	case CreateDelayed:
		head, inner = delayedHead(e)+" (a delayed trigger, 603.7, acting on what \"it\" is now):", e.Effects
	case CreateCastTrigger:
		head, inner = castTriggerHead+":", e.Effects // castwatch.go
	case ModeEffects:
		head, inner = "mode "+strconv.Itoa(e.Mode)+":", e.Effects
	case Conditional:
		head, inner = "if "+describe(e.If)+" as this happens:", e.Effects // conditional.go
	case CreateToken:
		x.add(depth, "create "+quantity(e.Amount, "token", "tokens")+" under your control:")
		for _, l := range explainLines(e.Def) {
			x.add(depth+1, l)
		}
		return
	default:
		x.add(depth, describe(e))
		return
	}
	x.add(depth, head)
	for _, in := range inner {
		x.effect(depth+1, in)
	}
	if len(inner) == 0 {
		x.add(depth+1, "nothing")
	}
}
