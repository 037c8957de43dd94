package runtime

// Reveal shows objects to every player (701.16a); the log says what was
// revealed. Revealing moves nothing: a revealed card stays where it is.
type Reveal struct{ What ObjExpr }

// Apply implements Effect.
func (e Reveal) Apply(r *Resolution) error {
	g := r.Game
	objs := e.What.Objects(r)
	for _, o := range objs {
		if g.Object(o) != nil {
			if g.logging() {
				g.emit(EvReveal, "%s reveals %s (701.16a)", g.evPlayer(rolePlayer, r.Controller), g.evRevealed(roleObject, o))
			}
		}
	}
	r.SetIt(objs)
	return nil
}

func (e Reveal) String() string { return "reveal " + objText(e.What) }

// SacrificedByControllers has each permanent What names sacrificed by the
// player who controls it (701.21a): "each … is sacrificed by its
// controller". Unlike SacrificeObjects, which sacrifices only what the
// ability's controller controls, every controller sacrifices their own.
type SacrificedByControllers struct{ What ObjExpr }

// Apply implements Effect.
func (e SacrificedByControllers) Apply(r *Resolution) error {
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		if obj := r.Game.permanent(o); obj != nil {
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseSacrifice, Source: r.Source})
		}
	}
	r.move(reqs)
	return nil
}

func (e SacrificedByControllers) String() string {
	return objText(e.What) + " is sacrificed by its controller (701.21a)"
}

// staticAbilities returns the abilities of permanent o as they are now, a
// text change included (612), when it may have a static ability: one is
// printed on it, or an effect or a sticker is on it. Otherwise it returns
// nil without computing anything.
func (g *Game) staticAbilities(o *Object) []*Ability {
	if !g.mayHaveStatics(o) {
		return nil
	}
	return g.chars(o).Abilities // the list Chars(o) holds, without copying the rest of the characteristics
}

// mayHaveStatics reports whether o may have a static ability: its card
// prints one (or a copy effect's values do), a sticker is on it, or an
// effect names it (and may have granted one).
func (g *Game) mayHaveStatics(o *Object) bool {
	return objHasStatics(o) || g.mayBeGiven(o)
}

// mayBeGiven reports whether o may have an ability its card doesn't
// print: a sticker is on it, or an effect names it.
func (g *Game) mayBeGiven(o *Object) bool { return len(o.Stickers) > 0 || g.hasEffectOn(o) }

// hasEffectOn reports whether a continuous effect of a resolved spell or
// ability is on o.
func (g *Game) hasEffectOn(o *Object) bool {
	for _, e := range g.effects {
		if e.Object == o.Ref {
			return true
		}
	}
	return false
}

// ownReplacements adds to out the replacement effects of o's own static
// abilities about itself that apply to it going to zone to, when o is not
// on the battlefield (there the abilities of permanents are found with the
// others): an object about to move is looked at for abilities that would
// affect the move, and they apply (400.6). This is how "if this would be
// put into a graveyard from anywhere, … instead" works from a hand, a
// library or the stack.
func (g *Game) ownReplacements(o *Object, to Zone, out []replacing) []replacing {
	if o.Zone == Battlefield || !hasStatics(o.Def()) && !g.hasEffectOn(o) {
		return out
	}
	for _, a := range g.Chars(o).Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			zr := a.Statics[i].Replace
			if zr == nil || !zr.Self || zr.To != to || to == zr.Instead || zr.From != ZoneNone && zr.From != o.Zone {
				continue
			}
			if !relHolds(zr.Owner, o.Card.Owner, o.Card.Owner) {
				continue
			}
			out = append(out, g.staticReplacing(o, zr))
		}
	}
	return out
}

// staticReplacing is the replacement effect zr of src's static ability as
// replaceDestination applies it: revealing the object first and shuffling
// its owner's library after, if zr says so.
func (g *Game) staticReplacing(src *Object, zr *ZoneReplacement) replacing {
	r := replacing{key: staticKey{src.Ref, zr}, text: src.Name() + ": " + zr.Text, instead: zr.Instead}
	if zr.Reveal || zr.Shuffle {
		reveal, shuffle := zr.Reveal, zr.Shuffle
		r.then = func(n ObjRef) {
			c := g.Card(n.Card)
			if c == nil {
				return
			}
			if reveal {
				if g.logging() {
					g.emit(EvReveal, "%s reveals %s (701.16a)", g.evPlayer(rolePlayer, c.Owner), g.evRevealedCard(roleObject, n, c.Def.Name))
				}
			}
			if shuffle && c.Obj != nil && c.Obj.Zone == Library {
				g.Shuffle(c.Owner, g.Rand)
				if g.logging() {
					g.emit(EvShuffle, "%s shuffles %s into their library (701.24a)", g.evPlayer(rolePlayer, c.Owner), EventArg{Role: roleObject, Type: ArgCard, Ref: n, Text: c.Def.Name, Seen: SeenAll})
				}
			}
		}
	}
	return r
}
