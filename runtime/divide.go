package runtime

import (
	"fmt"
	"strconv"
	"strings"
)

// Divided damage is defined here, once, for every spell and ability that
// divides damage among its targets.
//
//   - "deals N damage divided as you choose among one, two, or three
//     target creatures", "… among any number of targets": 601.2d: as the
//     spell is cast, or the ability put on the stack (602.2b, 603.3d), its
//     controller announces the division right after choosing the targets;
//     each target gets at least 1 damage, so there are at most N targets
//     (and, for "any number", at least one). The division is the
//     ChooseDivide decision and is kept on the stack item (Division). As
//     it resolves, each target still legal is dealt the damage assigned to
//     it; a target that became illegal is dealt nothing and its share is
//     not redistributed (608.2b). A copy of the spell keeps the division
//     (707.10).
//   - "deals X damage divided evenly, rounded down, among any number of
//     targets": there is no choice; the damage is divided as the spell
//     resolves, among the targets still legal then, each dealt X divided
//     by their number, rounded down (Fireball's rulings).

// Divide is an ability's division of damage among a group of its targets
// (601.2d): N damage, divided as its controller chooses.
type Divide struct {
	Group int // the index of the target group
	N     int
}

// chooseDivision asks p to divide ab's damage among the chosen targets
// (601.2d). It returns the damage each target is assigned, in order, or
// nil when ab divides nothing.
func (g *Game) chooseDivision(ab *Ability, targets [][]Target, p PlayerID, what string) ([]int, error) {
	if ab == nil || ab.Divide == nil || ab.Divide.Group >= len(targets) {
		return nil, nil
	}
	ts, n := targets[ab.Divide.Group], ab.Divide.N
	switch {
	case len(ts) == 0:
		return nil, nil
	case len(ts) > n:
		return nil, refuse("601.2d", "%s: %d damage can't be divided among %d targets: each must be assigned at least 1", what, n, len(ts))
	case len(ts) == 1:
		return []int{n}, nil
	}
	d := &Decision{Kind: ChooseDivide, Player: p, Prompt: fmt.Sprintf("%s: divide %d damage among the targets", what, n), Min: n, Max: n}
	for i, t := range ts {
		d.Options = append(d.Options, Option{Label: g.DescribeTarget(t), Target: t})
		d.Default = append(d.Default, i) // 1 to each, the rest to the first
	}
	for len(d.Default) < n {
		d.Default = append(d.Default, 0)
	}
	idx, err := g.decide(d) // each target named at least once (601.2d, Decision.Check)
	if de, ok := err.(*DecisionError); ok && de.Rule == "601.2d" {
		// An answer leaving a target out refuses the spell or ability
		// being put on the stack by the rule.
		return nil, refuse("601.2d", "%s", de.Msg)
	}
	if err != nil {
		return nil, err
	}
	out := make([]int, len(ts))
	for _, i := range idx {
		out[i]++
	}
	return out, nil
}

// divisionText is how a division is logged: " (2 to Grizzly Bears, 1 to Bob)".
func (g *Game) divisionText(targets [][]Target, ab *Ability, div []int) string {
	if len(div) == 0 {
		return ""
	}
	var parts []string
	for i, t := range targets[ab.Divide.Group] {
		parts = append(parts, strconv.Itoa(div[i])+" to "+g.DescribeTarget(t))
	}
	return ", dividing the damage " + strings.Join(parts, ", ") + " (601.2d)"
}

// DealDivided deals damage divided among the targets of group Group: as
// the stack item's Division says (601.2d), or, when Evenly, Amount divided
// by the number of those targets still legal, rounded down.
type DealDivided struct {
	Group  int
	Evenly bool
	Amount Amount
}

// Apply implements Effect.
func (e DealDivided) Apply(r *Resolution) error {
	g := r.Game
	legal := r.TargetGroup(e.Group)
	var all []Target
	if e.Group < len(r.targets) {
		all = r.targets[e.Group]
	}
	share := func(i int) int { return 0 }
	if e.Evenly {
		if len(legal) > 0 {
			n := amountNumber(e.Amount.Value(r)) / len(legal)
			share = func(int) int { return n }
		}
	} else if r.Item != nil {
		div := r.Item.Division
		share = func(i int) int {
			if i < len(div) {
				return div[i]
			}
			return 0
		}
	}
	src := g.Card(r.Source.Card).Def.Name
	var hit []ObjRef
	var ds []damage // dealt at once (dealAll, redirect.go)
	for i, t := range all {
		if !containsTarget(legal, t) {
			continue // 608.2b: an illegal target is dealt nothing; its share is lost
		}
		n := share(i)
		if !t.Obj.IsZero() {
			if g.permanent(t.Obj) == nil {
				continue
			}
			hit = append(hit, t.Obj)
		}
		ds = append(ds, damage{source: r.Source, name: src, to: t, n: n})
	}
	dealt := 0
	for _, n := range g.dealAll(ds) {
		dealt = addNumber(dealt, n)
	}
	r.SetIt(hit)
	r.setAmount(dealt)
	return g.finishDamage()
}

func containsTarget(ts []Target, t Target) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

func (e DealDivided) String() string {
	if e.Evenly {
		return "deal " + amountText(e.Amount) + " damage divided evenly, rounded down, among target " + strconv.Itoa(e.Group+1) + " still legal"
	}
	return "deal " + amountText(e.Amount) + " damage divided as you choose among target " + strconv.Itoa(e.Group+1) + ", each at least 1, as announced when it was put on the stack (601.2d)"
}

func (d Divide) String() string {
	return "divide " + strconv.Itoa(d.N) + " damage among target " + strconv.Itoa(d.Group+1) + " (601.2d)"
}
