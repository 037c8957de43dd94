package table

import (
	"slices"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// View is what one player may know of a game at one moment (400.2): the
// public zones in full, their own hand, every player's hand and library
// sizes, and the cards revealed to everyone. It holds no card hidden from
// its seat: another player's unrevealed hand, any library (except a top
// card played revealed). (Face-down cards, 708, would be hidden too; no
// card of the runtime turns face down yet.) A View is plain data: it
// encodes to JSON with lower-camel keys, references written as in the log
// ("#12.2") and zones and steps by name.
type View struct {
	Game   string      `json:"game,omitempty"`
	Seat   rt.PlayerID `json:"seat"`
	Turn   int         `json:"turn"`
	Active rt.PlayerID `json:"active"`
	Step   rt.Step     `json:"step"`
	// Priority is the player who holds priority: -1 while the declaration
	// of attackers or blockers that begins its step is yet to be made, as
	// no player has priority until it is (508.1, 509.1).
	Priority rt.PlayerID `json:"priority"`
	// Actor is the player who is to act now: the player with priority, or
	// the one to make that declaration — the active player declaring
	// attackers, a defending player declaring blockers. -1 once the game
	// is over.
	Actor   rt.PlayerID  `json:"actor"`
	Players []PlayerView `json:"players"`
	// Battlefield lists the permanents in card order, with their current
	// characteristics (after every continuous effect, 613).
	Battlefield []Permanent `json:"battlefield"`
	// Stack lists the stack from bottom to top.
	Stack  []StackEntry `json:"stack"`
	Combat *Combat      `json:"combat,omitempty"`
	// Decision is the decision the seat must answer now, if any; a
	// Server fills it in (ViewOf doesn't know of decisions being asked).
	Decision *Decision `json:"decision,omitempty"`
	Over     bool      `json:"over"`
}

// PlayerView is one player as the viewing seat sees them.
type PlayerView struct {
	ID          rt.PlayerID `json:"id"`
	Name        string      `json:"name"`
	Life        int         `json:"life"`
	Lost        bool        `json:"lost"`
	HandSize    int         `json:"handSize"`
	LibrarySize int         `json:"librarySize"`
	// Hand is the player's hand when the viewer may see it: their own, or
	// one played revealed (HandRevealed). Otherwise it is absent.
	Hand         []Card `json:"hand,omitempty"`
	HandRevealed bool   `json:"handRevealed"`
	// RevealedTop is the top card of the player's library when an ability
	// has them play with it revealed (400.2).
	RevealedTop *Card  `json:"revealedTop,omitempty"`
	Graveyard   []Card `json:"graveyard"`
	Exile       []Card `json:"exile"`
	// Pool is the player's mana pool as the log prints it ("{R}{G}"),
	// empty when it is empty.
	Pool      string `json:"pool,omitempty"`
	Mulligans int    `json:"mulligans"`
}

// Card is a card in a zone as its printed characteristics show it.
type Card struct {
	Ref      rt.ObjRef   `json:"ref"`
	Name     string      `json:"name,omitempty"`
	ManaCost string      `json:"manaCost,omitempty"`
	Types    []string    `json:"types,omitempty"`
	Owner    rt.PlayerID `json:"owner"`
	Token    bool        `json:"token,omitempty"`
}

// Permanent is a permanent on the battlefield with its current
// characteristics.
type Permanent struct {
	Card
	Controller rt.PlayerID `json:"controller"`
	Colors     []string    `json:"colors,omitempty"`
	// Power and Toughness after layers (613.4), when HasPT.
	Power     int            `json:"power"`
	Toughness int            `json:"toughness"`
	HasPT     bool           `json:"hasPT"`
	Loyalty   int            `json:"loyalty,omitempty"`
	Keywords  []string       `json:"keywords,omitempty"`
	Counters  map[string]int `json:"counters,omitempty"`
	Damage    int            `json:"damage,omitempty"`
	Tapped    bool           `json:"tapped"`
	// AttachedTo is the object it is attached to (Auras, Equipment).
	AttachedTo rt.ObjRef `json:"attachedTo,omitzero"`
	// AttachedPlayer is the player it is attached to, for an Aura that
	// enchants a player (303.4b); absent otherwise.
	AttachedPlayer *rt.PlayerID `json:"attachedPlayer,omitempty"`
	// Sick: a creature its controller hasn't controlled continuously
	// since their most recent turn began (302.6).
	Sick bool `json:"sick"`
}

// StackEntry is a spell or ability on the stack.
type StackEntry struct {
	ID int `json:"id"`
	// Kind is "spell" or "ability".
	Kind       string      `json:"kind"`
	Name       string      `json:"name"`
	Source     rt.ObjRef   `json:"source"`
	Controller rt.PlayerID `json:"controller"`
	Text       string      `json:"text"`
	Targets    []Target    `json:"targets,omitempty"`
}

// Target is an object, a player or a stack item chosen as a target or
// offered as an option, with its description as the log writes it.
type Target struct {
	Object *rt.ObjRef   `json:"object,omitempty"`
	Player *rt.PlayerID `json:"player,omitempty"`
	Item   int          `json:"item,omitempty"`
	Name   string       `json:"name"`
}

// Combat is the combat going on: each attacking creature, the player it
// attacks and its blockers in damage assignment order.
type Combat struct {
	AttackersDeclared bool       `json:"attackersDeclared"`
	BlockersDeclared  bool       `json:"blockersDeclared"`
	Attackers         []Attacker `json:"attackers"`
}

// Attacker is one attacking creature (508.1).
type Attacker struct {
	Creature rt.ObjRef   `json:"creature"`
	Defender rt.PlayerID `json:"defender"`
	Blockers []rt.ObjRef `json:"blockers,omitempty"`
}

// ViewOf returns what player seat may know of g now. It reads g and
// changes nothing; call it from the goroutine that plays g.
func ViewOf(g *rt.Game, seat rt.PlayerID) View {
	v := View{Seat: seat, Turn: g.Turn, Active: g.Active, Step: g.Step, Priority: g.Priority, Over: g.Over(),
		Battlefield: []Permanent{}, Stack: []StackEntry{}}
	v.Actor = autoplay.Actor(g) // whom a Server asks to act
	if d, due := g.DeclarationDue(); due && d == v.Actor {
		v.Priority = rt.NoPlayer
	}
	if v.Over {
		v.Actor = rt.NoPlayer
	}
	for _, p := range g.Players {
		pv := PlayerView{ID: p.ID, Name: p.Name, Life: p.Life, Lost: p.Lost, Mulligans: p.Mulligans,
			HandSize: len(g.ZoneCards(rt.Hand, p.ID)), LibrarySize: g.LibrarySize(p.ID),
			HandRevealed: g.HandRevealed(p.ID), Graveyard: []Card{}, Exile: []Card{}}
		if p.Pool.Total() > 0 {
			pv.Pool = p.Pool.String()
		}
		if p.ID == seat || pv.HandRevealed {
			pv.Hand = cardsOf(g, g.ZoneCards(rt.Hand, p.ID))
		}
		if g.TopRevealed(p.ID) {
			if o := g.TopOfLibrary(p.ID); o != nil {
				c := cardOf(g, o)
				pv.RevealedTop = &c
			}
		}
		pv.Graveyard = append(pv.Graveyard, cardsOf(g, g.ZoneCards(rt.Graveyard, p.ID))...)
		pv.Exile = append(pv.Exile, cardsOf(g, g.ZoneCards(rt.Exile, p.ID))...)
		v.Players = append(v.Players, pv)
	}
	for _, o := range g.Battlefield() {
		v.Battlefield = append(v.Battlefield, permanentOf(g, o))
	}
	for _, it := range g.Stack() {
		e := StackEntry{ID: it.ID, Kind: "ability", Name: g.ItemName(it), Source: it.Source, Controller: it.Controller, Text: it.Text}
		if it.Kind == rt.ItemSpell {
			e.Kind = "spell"
		}
		for _, group := range it.Targets {
			for _, t := range group {
				e.Targets = append(e.Targets, targetOf(g, t))
			}
		}
		v.Stack = append(v.Stack, e)
	}
	if as := g.Attacking(); len(as) > 0 || combatStep(g.Step) {
		atk, blk := g.CombatDeclared()
		c := &Combat{AttackersDeclared: atk, BlockersDeclared: blk, Attackers: []Attacker{}}
		for _, a := range as {
			d, _ := g.Defending(a)
			c.Attackers = append(c.Attackers, Attacker{Creature: a, Defender: d, Blockers: g.BlockersOf(a)})
		}
		v.Combat = c
	}
	return v
}

// combatStep reports whether s is a step of the combat phase (506.1).
func combatStep(s rt.Step) bool {
	return s >= rt.BeginCombat && s <= rt.EndCombat
}

func cardsOf(g *rt.Game, cs []*rt.Card) []Card {
	out := make([]Card, 0, len(cs))
	for _, c := range cs {
		if c.Obj != nil {
			out = append(out, cardOf(g, c.Obj))
		}
	}
	return out
}

// cardOf shows an object by its printed characteristics.
func cardOf(g *rt.Game, o *rt.Object) Card {
	c := Card{Ref: o.Ref, Owner: o.Card.Owner, Token: o.Card.Token}
	d := o.Card.Def
	c.Name = d.Name
	if d.ManaCost.Present {
		c.ManaCost = d.ManaCost.String()
	}
	c.Types = typeLine(d.Supertypes, d.Types, d.Subtypes)
	return c
}

func typeLine(super, types, sub []string) []string {
	out := slices.Concat(super, types, sub)
	if len(out) == 0 {
		return nil
	}
	return out
}

func permanentOf(g *rt.Game, o *rt.Object) Permanent {
	p := Permanent{Card: cardOf(g, o), Tapped: o.Tapped, AttachedTo: o.AttachedTo, Damage: o.Damage}
	if ap := o.AttachedPlayer(); ap != rt.NoPlayer {
		p.AttachedPlayer = &ap
	}
	ch := g.Chars(o)
	p.Controller = ch.Controller
	p.Name = ch.Name
	if ch.ManaCost.Present {
		p.ManaCost = ch.ManaCost.String()
	} else {
		p.ManaCost = ""
	}
	p.Types = typeLine(ch.Supertypes, ch.Types, ch.Subtypes)
	for c := rt.White; c <= rt.Green; c++ {
		if ch.Colors.Has(c) {
			p.Colors = append(p.Colors, c.String())
		}
	}
	p.Power, p.Toughness, p.HasPT = ch.Power, ch.Toughness, ch.HasPT
	if ch.Is("Planeswalker") {
		p.Loyalty = o.Counters.Get("loyalty")
	}
	for _, k := range ch.Keywords {
		p.Keywords = append(p.Keywords, k.String())
	}
	for k, n := range o.Counters.All() {
		if p.Counters == nil {
			p.Counters = make(map[string]int, o.Counters.Len())
		}
		p.Counters[k] = n
	}
	p.Sick = ch.Is("Creature") && g.Sick(o)
	return p
}

func targetOf(g *rt.Game, t rt.Target) Target {
	out := Target{Name: g.DescribeTarget(t)}
	switch {
	case t.Item != 0:
		out.Item = t.Item
	case !t.Obj.IsZero():
		r := t.Obj
		out.Object = &r
	default:
		p := t.Player
		out.Player = &p
	}
	return out
}
