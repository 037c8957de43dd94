package runtime

import (
	"slices"
	"strings"
)

// Choosing a card name (201.3): "as this enters, choose a card name"
// (Pithing Needle, a replacement effect applied as the object enters,
// 614.12, the name kept in the object's chosen values, chosen.go) and "that player
// chooses a card name" (Sphinx Ambassador, an instruction of a resolving
// ability, the name kept by the resolution for "that name").
//
// A player may choose the name of any card that exists in the game of
// Magic (201.3): the options are the names the host knows
// (Game.CardNames, the loaded card library) and those of the cards in the
// game. They never depend on what is in a hidden zone: the list is the
// same whatever the libraries hold.

// cardNameOptions lists the names a player may choose, sorted.
func (g *Game) cardNameOptions() []string {
	names := slices.Clone(g.CardNames)
	for _, c := range g.cards {
		if !c.Token && !c.SpellCopy {
			names = append(names, c.Def.Name)
		}
	}
	slices.Sort(names)
	return slices.Compact(names)
}

// chooseCardName asks p to choose a card name (a ChooseCardName
// decision) and returns it ("" if there is none to choose). Its default, for a decider with no preference, is the name
// of a permanent an opponent controls with an activated ability that
// isn't a mana ability, if there is one.
func (g *Game) chooseCardName(p PlayerID, why string) (string, error) {
	names := g.cardNameOptions()
	if len(names) == 0 {
		return "", nil
	}
	d := &Decision{Kind: ChooseCardName, Player: p, Prompt: "choose a card name (" + why + ")", Options: LabelOptions(names...), Min: 1, Max: 1, Default: []int{0}}
	for _, c := range g.battlefieldCards() {
		ch := g.Chars(c.Obj)
		if ch.Controller == p {
			continue
		}
		if slices.ContainsFunc(ch.Abilities, func(a *Ability) bool { return a.Kind == ActivatedAbility && !a.IsMana }) {
			if i, ok := slices.BinarySearch(names, ch.Name); ok {
				d.Default = []int{i}
				break
			}
		}
	}
	idx, err := g.decide(d)
	if err != nil || len(idx) == 0 {
		return "", err
	}
	return names[idx[0]], nil
}

// ChooseName is "PLAYER chooses a card name": the player chooses a name
// as the ability resolves, which later instructions call "that name".
type ChooseName struct{ Player PlayerExpr }

// Apply implements Effect.
func (e ChooseName) Apply(r *Resolution) error {
	for _, p := range e.Player.Players(r) {
		name, err := r.Game.chooseCardName(p, r.Game.Card(r.Source.Card).Def.Name)
		if err != nil {
			return err
		}
		r.chosenName = name
		r.Game.emit(EvChoose, "%s chooses the card name %s (201.3)", r.Game.evPlayer(rolePlayer, p), evText("name", name))
	}
	return nil
}

func (e ChooseName) String() string {
	return playerText(e.Player) + " chooses a card name (201.3), \"that name\" afterwards"
}

// SearchedFor is the condition "if you searched for a SELECTOR card [that
// doesn't have that name]": the card the search of this ability found
// ("it") matches Filter, and, with NotNamed, its name is not the name
// chosen since (ChooseName). A search that found nothing fails it.
type SearchedFor struct {
	Filter   Filter
	NotNamed bool
}

// Holds implements Condition.
func (c SearchedFor) Holds(r *Resolution) bool {
	for _, ref := range r.it {
		o := r.Game.Object(ref)
		if o == nil || !r.Game.Matches(&c.Filter, ref, r.Controller) {
			continue
		}
		if c.NotNamed && strings.EqualFold(r.Game.Chars(o).Name, r.chosenName) {
			continue
		}
		return true
	}
	return false
}

func (c SearchedFor) String() string {
	s := "you searched for " + c.Filter.String()
	if c.NotNamed {
		s += " that doesn't have the card name this ability chose"
	}
	return s
}

// namedAsChosen reports whether an object named name has the name the
// source src chose as it entered ("with the chosen name").
func (g *Game) namedAsChosen(name string, src ObjRef) bool {
	s := g.Object(src)
	if s == nil {
		return false
	}
	chosen, ok := s.chosen(ChoiceCardName)
	return ok && chosen == name
}
