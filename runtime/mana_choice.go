package runtime

import "strconv"

// Mana abilities that add one of several kinds of mana (106.5): "{T}: Add
// {B} or {R}" (the Magic 2010 dual lands), "{T}: Add one mana of any
// color" (Birds of Paradise). The controller chooses as the ability
// resolves; a payment plan treats each choice as one way of tapping the
// source (mana_sources.go).

// AnyColorMana is what "add one mana of any color" adds: one of the five
// colors.
func AnyColorMana() AddMana {
	e := AddMana{Mana: MustManaCost("{W}")}
	for _, s := range []string{"{U}", "{B}", "{R}", "{G}"} {
		e.Or = append(e.Or, MustManaCost(s))
	}
	return e
}

// choices lists every kind of mana the effect can add, Mana first.
func (e AddMana) choices() []ManaCost {
	return append([]ManaCost{e.Mana}, e.Or...)
}

// appendOptions appends to out the pools the choices add, in their order.
// It reads e in place: a mana source's options are made on every
// look at a player's sources (appendAbilityOptions).
func (e *AddMana) appendOptions(out []ManaPool) []ManaPool {
	if e.Combination > 0 {
		return e.appendCombinations(out)
	}
	out = append(out, choicePool(&e.Mana))
	for i := range e.Or {
		out = append(out, choicePool(&e.Or[i]))
	}
	return out
}

// choicePool is the mana a choice adds. Each amount is put in the empty
// pool as it is, bounded to [0, MaxNumber] (amountNumber); the colorless
// mana's second add can only pass MaxNumber, with no overflow.
func choicePool(m *ManaCost) ManaPool {
	var p ManaPool
	for col := range m.Colored {
		p[col] = amountNumber(m.Colored[col])
	}
	p[Colorless] = min(p[Colorless]+amountNumber(m.Generic), MaxNumber)
	return p
}

// singleColor reports the color of a cost that is one colored mana.
func singleColor(m ManaCost) (Color, bool) {
	if m.Generic != 0 || m.X != 0 {
		return 0, false
	}
	found, col := 0, Color(0)
	for c, n := range m.Colored {
		if n != 0 {
			found += n
			col = Color(c)
		}
	}
	return col, found == 1 && col != Colorless
}

// choose asks player who, who adds the mana, which of the choices to
// add: a color when each choice is one colored mana (a ChooseColor
// decision), else a mode.
func (e AddMana) choose(r *Resolution, who PlayerID) ManaCost {
	cs := e.choices()
	var set ColorSet
	colors := true
	for _, m := range cs {
		c, ok := singleColor(m)
		colors = colors && ok
		set = set.With(c)
	}
	d := &Decision{Player: who, Prompt: "choose the mana to add (" + e.String() + ")", Min: 1, Max: 1}
	if colors {
		d.Kind, d.Options = ChooseColor, ColorOptions(set)
	} else {
		d.Kind = ChooseMode
		for _, m := range cs {
			d.Options = append(d.Options, LabelOption(manaAdded(m)))
		}
	}
	idx, err := r.Game.decide(d)
	if err != nil || len(idx) != 1 || idx[0] < 0 || idx[0] >= len(d.Options) {
		return cs[0]
	}
	if !colors {
		return cs[idx[0]]
	}
	for _, m := range cs {
		if c, _ := singleColor(m); c.String() == d.Options[idx[0]].Label {
			return m
		}
	}
	return cs[0]
}

// maxCombinations bounds the ways an "any combination" ability is listed
// as a source of mana (appendOptions): four mana of five colors make 70.
// An ability with more adds its mana only when it is activated on its
// own, each color chosen as it resolves.
const maxCombinations = 70

// combinationColors lists the colors of e.Colors in Color order.
func (e AddMana) combinationColors() []Color {
	var cs []Color
	for c := White; c <= Green; c++ {
		if e.Colors.Has(c) {
			cs = append(cs, c)
		}
	}
	return cs
}

// appendCombinations appends to out every pool e, an "any combination"
// effect, can add: each multiset of e.Combination mana of its colors,
// the first color's most first ({W}{W}, {W}{U}, {U}{U}); nothing when
// there are more than maxCombinations.
func (e AddMana) appendCombinations(out []ManaPool) []ManaPool {
	cs := e.combinationColors()
	n := e.Combination
	if len(cs) == 0 || n <= 0 || combinations(n, len(cs)) > maxCombinations {
		return out
	}
	var m ManaPool
	var rec func(i, left int)
	rec = func(i, left int) {
		if i == len(cs)-1 {
			m[cs[i]] = left
			out = append(out, m)
			m[cs[i]] = 0
			return
		}
		for k := left; k >= 0; k-- {
			m[cs[i]] = k
			rec(i+1, left-k)
		}
		m[cs[i]] = 0
	}
	rec(0, n)
	return out
}

// combinations is the number of multisets of n things of k kinds,
// (n+k-1 choose k-1), or more than maxCombinations when it is larger.
func combinations(n, k int) int {
	if k <= 1 {
		return 1
	}
	r := 1
	for i := 1; i < k; i++ {
		r = r * (n + i) / i
		if r > maxCombinations {
			return maxCombinations + 1
		}
	}
	return r
}

// chooseCombination asks player who the color of each mana of an "any
// combination" effect in turn, one ChooseColor decision per mana among
// the effect's colors (106.1, 106.5); with one color there is nothing to
// choose. An answer that is no option is taken as the first color, as
// choose does.
func (e AddMana) chooseCombination(r *Resolution, who PlayerID) ManaCost {
	var m ManaCost
	cs := e.combinationColors()
	if len(cs) == 0 {
		return m
	}
	n := min(e.Combination, MaxNumber)
	if len(cs) == 1 {
		m.Colored[cs[0]] = n
		return m
	}
	what := e.combinationText()
	for i := range n {
		d := &Decision{Kind: ChooseColor, Player: who, Options: ColorOptions(e.Colors), Min: 1, Max: 1,
			Prompt: "choose the color of mana " + strconv.Itoa(i+1) + " of " + strconv.Itoa(n) + " to add (" + what + ")"}
		c := cs[0]
		if idx, err := r.Game.decide(d); err == nil && len(idx) == 1 && idx[0] >= 0 && idx[0] < len(cs) {
			c = cs[idx[0]]
		}
		m.Colored[c]++
	}
	return m
}

// combinationText renders the mana of an "any combination" effect:
// "two mana in any combination of colors", "3 mana in any combination
// of {R} and/or {G}".
func (e AddMana) combinationText() string {
	n := strconv.Itoa(e.Combination)
	if e.Combination >= 1 && e.Combination <= len(numberNames) {
		n = numberNames[e.Combination-1]
	}
	s := n + " mana in any combination of "
	cs := e.combinationColors()
	if len(cs) == 5 {
		return s + "colors"
	}
	for i, c := range cs {
		switch {
		case i == 0:
		case i == len(cs)-1 && i > 1:
			s += ", and/or "
		case i == len(cs)-1:
			s += " and/or "
		default:
			s += ", "
		}
		s += oneMana[c]
	}
	return s
}

// numberNames are the words for one to five.
var numberNames = [...]string{"one", "two", "three", "four", "five"}
