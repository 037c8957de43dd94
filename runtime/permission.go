package runtime

import (
	"slices"
	"strings"
)

// CastPermission is the effect of a static ability that lets its
// controller cast spells from a zone other than their hand (601.3a):
// "during each of your turns, you may cast a Zombie creature spell from
// your graveyard". It changes the rules of the game rather than granting
// the cards an ability, so nothing about the card is tracked from the zone
// it was in to the stack (the Gisa and Geralf example of 400.7g).
//
// Filter says which cards may be cast, as the spells they would be (the
// zone of its alternatives is ignored; From is where the cards are, and
// Filter.Owner whose they must be). With YourTurns it applies only during
// its controller's turns; with Once it allows one spell each turn, counted
// for each object that has the ability (a new object is a new permission,
// as a Gisa and Geralf ruling says). Grant lists what a spell cast this way
// gains; the permanent that spell becomes keeps it (611.3d, 400.7b) for
// GrantDuration, which is Forever (the rest of the game) unless the ability
// says otherwise.
type CastPermission struct {
	Filter        Filter
	From          Zone
	YourTurns     bool
	Once          bool
	Grant         []Modification
	GrantDuration Duration
	Text          string
}

func (p *CastPermission) String() string {
	var b strings.Builder
	if p.YourTurns {
		b.WriteString("during each of your turns, ")
	}
	b.WriteString("you may cast ")
	if p.Once {
		b.WriteString("one ")
	}
	b.WriteString(p.Filter.String())
	b.WriteString(" from ")
	b.WriteString(p.From.String())
	if p.Once {
		b.WriteString(" (one spell each turn for each object with this ability)")
	}
	if len(p.Grant) > 0 {
		var gs []string
		for _, m := range p.Grant {
			gs = append(gs, m.String())
		}
		b.WriteString("; a spell cast this way, and the permanent it becomes, " + strings.Join(gs, " and "))
		switch p.GrantDuration {
		case Forever:
			b.WriteString(" for the rest of the game (611.3d)")
		case UntilEndOfTurn:
			b.WriteString(" until end of turn")
		case UntilYourNextTurn:
			b.WriteString(" until your next turn")
		case UntilSourceLeaves:
			b.WriteString(" until the permission's source leaves the battlefield")
		}
	}
	return b.String()
}

// permitUse records that the permission perm of the object src let a spell
// be cast during turn.
type permitUse struct {
	src  ObjRef
	perm *CastPermission
	turn int
}

// permit is a permission found for a cast: the object whose static ability
// gives it.
type permit struct {
	src  ObjRef
	perm *CastPermission
}

// castPermission finds a static ability of a permanent p controls that lets
// p cast o from where it is now. If none does, why says why not when some
// permission could have but does not apply now.
func (g *Game) castPermission(o *Object, p PlayerID) (found *permit, why string) {
	if g.statics == 0 {
		return nil, ""
	}
	c := g.Chars(o)
	for _, sc := range g.battlefieldCards() {
		src := sc.Obj
		for _, a := range g.staticAbilities(src) { // as its text now says (612, reveal.go)
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				perm := a.Statics[i].Permit
				if perm == nil || perm.From != o.Zone || !g.permitCovers(perm, o, &c, p) {
					continue
				}
				switch {
				case g.Chars(src).Controller != p:
					continue
				case perm.YourTurns && g.Active != p:
					why = g.Describe(src.Ref) + " allows it only during its controller's turns"
				case perm.Once && slices.Contains(g.permitsUsed, permitUse{src.Ref, perm, g.Turn}):
					why = g.Describe(src.Ref) + " has already let " + g.PlayerName(p) + " cast a spell this turn"
				default:
					return &permit{src.Ref, perm}, ""
				}
			}
		}
	}
	return nil, why
}

// permitCovers reports whether perm lets player p cast o, whose
// characteristics are c, as a spell: its owner and what it would be as a
// spell (its types, colors and mana value), wherever it is.
func (g *Game) permitCovers(perm *CastPermission, o *Object, c *Chars, p PlayerID) bool {
	f := perm.Filter
	f.Alts = slices.Clone(f.Alts)
	for i := range f.Alts {
		f.Alts[i].Zone, f.Alts[i].Spell = o.Zone, false
	}
	return g.matchChars(&f, o, c, p, ObjRef{})
}

// usePermit records the use of a permission for a cast and makes the
// effect of what it grants on the spell (611.3d).
func (g *Game) usePermit(pm *permit, spell ObjRef, p PlayerID) {
	if pm.perm.Once {
		// Uses from earlier turns no longer matter.
		g.permitsUsed = slices.DeleteFunc(g.permitsUsed, func(u permitUse) bool { return u.turn != g.Turn })
		g.permitsUsed = append(g.permitsUsed, permitUse{pm.src, pm.perm, g.Turn})
	}
	if len(pm.perm.Grant) > 0 {
		g.effects = append(g.effects, &ContinuousEffect{Object: spell, Mods: pm.perm.Grant, Timestamp: g.nextTimestamp(),
			Duration: pm.perm.GrantDuration, Source: pm.src, Controller: p, FromStatic: true})
		g.changed()
		if g.logging() {
			g.emit(EvNote, "%s %s", g.evObj(roleSpell, spell), g.evMods(pm.perm.Grant, pm.perm.GrantDuration, p))
		}
	}
}
