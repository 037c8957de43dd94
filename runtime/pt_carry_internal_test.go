package runtime

import "testing"

// TestPTCarried: effects that change only power and toughness, begun
// and ended on one object alone, are carried onto what the object
// remembers (carryPT) — an object with its card's characteristics, one
// with counters under a static ability adding to power and toughness
// (layer 7c), one whose characteristics read the turn — and the result
// is what a computation gives; sums past the bounds (ptSmall, ptMagMax)
// are computed again instead.
func TestPTCarried(t *testing.T) {
	for _, verify := range []bool{false, true} {
		g := turnOneGame(t, verify)
		plain := g.AddCard(creature("Plain", "Bear"), 1, Battlefield)
		pumped := g.AddCard(creature("Pumped", "Bear"), 0, Battlefield)
		g.AddCard(anthemDef(), 0, Battlefield)
		pumped.Obj.Counters.Add("+1/+1", 2)
		g.changed()
		begin := func(c *Card, p, tg int) *ContinuousEffect {
			e := &ContinuousEffect{Object: c.Obj.Ref, Mods: []Modification{ModifyPT{p, tg}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
			g.effects = append(g.effects, e)
			g.narrowChanged(effectNarrow(e), reachOf(e), []ObjRef{c.Obj.Ref})
			return e
		}
		end := func(e *ContinuousEffect) {
			g.endEffects(func(x *ContinuousEffect) bool { return x == e })
		}
		check := func(what string, c *Card, carried bool, p, tg int) {
			t.Helper()
			if cc := c.Obj.chars; !verify && carried && (cc == nil || cc.of != c.Obj || cc.card || cc.freeVer != g.layerVersion) {
				t.Errorf("%s: %s's characteristics were not carried", what, c.Obj.Name())
			}
			ch := g.Chars(c.Obj)
			if ch.Power != p || ch.Toughness != tg {
				t.Errorf("%s: %s is %d/%d, want %d/%d", what, c.Obj.Name(), ch.Power, ch.Toughness, p, tg)
			}
			if fresh := g.CharsFresh(c.Obj); !charsEqual(ch, fresh) {
				t.Errorf("%s: %s remembers %+v, computed %+v", what, c.Obj.Name(), ch, fresh)
			}
		}
		check("at first", plain, false, 1, 1)
		check("at first", pumped, false, 4, 4)

		// Its card's characteristics (cardStamp), made its own.
		e1 := begin(plain, 3, 3)
		check("a pump on the plain one", plain, true, 4, 4)
		e2 := begin(plain, -1, 2)
		check("a second pump", plain, true, 3, 6)
		end(e1)
		check("the first ended", plain, true, 0, 3)
		end(e2)
		check("both ended", plain, true, 1, 1)

		// Counters and a static ability in layer 7c.
		e3 := begin(pumped, 2, 0)
		check("a pump on the pumped one", pumped, true, 6, 4)
		end(e3)
		check("its end", pumped, true, 4, 4)

		// Past the bounds: computed again, and bounded as a computation
		// bounds them.
		e4 := begin(pumped, MaxNumber, 0)
		check("a pump past the bounds", pumped, false, MaxNumber, 4)
		e5 := begin(pumped, -MaxNumber, 0)
		check("and back", pumped, false, 0, 4) // bounded at MaxNumber, then back
		end(e4)
		end(e5)
		check("both ended", pumped, false, 4, 4)
		g.Chars(pumped.Obj)
		e6 := begin(pumped, ptMax, 0)
		check("a pump past ptMax", pumped, false, ptMax+4, 4)
		end(e6)
		check("its end", pumped, false, 4, 4)
	}
}

// turnOneGame is a game of Alice and Bob in its first turn, in which,
// when verify, every use of remembered characteristics is compared with
// a computation and a difference fails t (VerifyChars).
func turnOneGame(t *testing.T, verify bool) *Game {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	if verify {
		g.VerifyChars(func(o *Object, cached, fresh Chars) {
			t.Errorf("%s: remembered %+v, computed %+v", o.Name(), cached, fresh)
		})
	}
	return g
}
