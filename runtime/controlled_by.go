package runtime

import (
	"slices"
	"strings"
)

// EachControlledBy is every permanent matching Filter that one of Players
// controls: "each creature that player controls". The set is fixed as the
// effect happens (611.2c).
type EachControlledBy struct {
	Filter  Filter
	Players PlayerExpr
}

// Objects implements ObjExpr.
func (e EachControlledBy) Objects(r *Resolution) []ObjRef {
	g := r.Game
	ps := e.Players.Players(r)
	var os []ObjRef
	for _, o := range g.candidates(&e.Filter) {
		if o.Zone == Battlefield && slices.Contains(ps, g.Chars(o).Controller) && g.Matches(&e.Filter, o.Ref, r.Controller) {
			os = append(os, o.Ref)
		}
	}
	return os
}

func (e EachControlledBy) String() string {
	return "each " + e.Filter.String() + " controlled by " + playerText(e.Players)
}

// PlayerOrController is the player a target of the ability is, or the
// controller of the permanent it is: "that player or that planeswalker's
// controller" after "target player or planeswalker". A permanent that has
// left the battlefield answers with its controller as it last existed
// (608.2h).
type PlayerOrController struct{ Target TargetRef }

// Players implements PlayerExpr.
func (p PlayerOrController) Players(r *Resolution) []PlayerID {
	ps := p.Target.Players(r)
	for _, o := range p.Target.Objects(r) {
		if c := r.Game.controllerOf(o); c != NoPlayer && !slices.Contains(ps, c) {
			ps = append(ps, c)
		}
	}
	return ps
}

func (p PlayerOrController) String() string {
	t := p.Target.String()
	return t + " if it is a player, or else by the controller of " + t
}

// Plus is the sum of two amounts: "that many cards plus one".
type Plus struct{ A, B Amount }

// Value implements Amount.
func (p Plus) Value(r *Resolution) int {
	return addNumber(amountNumber(p.A.Value(r)), amountNumber(p.B.Value(r)))
}

func (p Plus) String() string { return amountText(p.A) + " plus " + amountText(p.B) }

// JoinObjects returns an expression for the objects of both a and b (each
// once, AllOf), either of which may be nil.
func JoinObjects(a, b ObjExpr) ObjExpr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return AllOf{Objs: []ObjExpr{a, b}}
}

// JoinPlayers returns an expression for the players of both a and b (each
// once), either of which may be nil.
func JoinPlayers(a, b PlayerExpr) PlayerExpr {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	return AllPlayersOf{Exprs: []PlayerExpr{a, b}}
}

// AllPlayersOf is the players of several references, each once: the
// players dealt damage "to target creature and each player".
type AllPlayersOf struct{ Exprs []PlayerExpr }

// Players implements PlayerExpr.
func (a AllPlayersOf) Players(r *Resolution) []PlayerID {
	var ps []PlayerID
	for _, e := range a.Exprs {
		for _, p := range e.Players(r) {
			if !slices.Contains(ps, p) {
				ps = append(ps, p)
			}
		}
	}
	return ps
}

func (a AllPlayersOf) String() string {
	var parts []string
	for _, e := range a.Exprs {
		parts = append(parts, playerText(e))
	}
	if len(parts) == 0 {
		return "nobody"
	}
	return strings.Join(parts, " and ")
}
