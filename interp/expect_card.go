package interp

import (
	"fmt"
	"slices"
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// cardCheck compiles an expectation about one card.
func (s *scenarioCompiler) cardCheck(ref string, ch grammar.CardCheck) func(*run) error {
	with := func(f func(r *run, o *rt.Object, c rt.Chars) error) func(*run) error {
		return func(r *run) error {
			card := r.card(ref)
			if card == nil || card.Obj == nil {
				return failf("expected %s to exist, got nothing", ref)
			}
			return f(r, card.Obj, r.g.Chars(card.Obj))
		}
	}
	onBattlefield := func(o *rt.Object, what string) error {
		if o.Zone != rt.Battlefield {
			return failf("expected %s to be %s on the battlefield, got it in %s", ref, what, o.Zone)
		}
		return nil
	}
	switch ch := ch.(type) {
	case *grammar.IsNamed:
		return with(isNamed(ref, ch))
	case *grammar.InZone:
		zone, _ := rt.ParseZone(ch.Zone)
		p := -1
		if ch.Player != "" {
			p = s.player(ch.Pos, ch.Player)
		}
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			where := r.zoneName(o)
			if o.Zone != zone {
				return failf("expected %s in %s, got %s", ref, zoneText(ch.Player, zone), where)
			}
			if p >= 0 {
				holder := o.Card.Owner
				if zone == rt.Battlefield || zone == rt.Stack {
					holder = o.Controller
				}
				if holder != rt.PlayerID(p) {
					return failf("expected %s in %s, got %s", ref, zoneText(ch.Player, zone), where)
				}
			}
			return nil
		})
	case *grammar.IsPT:
		p, t, ok := s.pt(ch.Pos, ch.PT)
		if !ok {
			s.errs.add(ch.Pos, "expected numbers for power and toughness, got %q", ch.PT)
		}
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if c.Power != p || c.Toughness != t {
				return failf("expected %s to be %d/%d, got %d/%d", ref, p, t, c.Power, c.Toughness)
			}
			return nil
		})
	case *grammar.IsColorless:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if c.Colors != 0 {
				return failf("expected %s to be colorless, got %s", ref, c.Colors)
			}
			return nil
		})
	case *grammar.IsColors:
		var want rt.ColorSet
		for _, w := range ch.Colors {
			col, _ := rt.ParseColor(w)
			want = want.With(col)
		}
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if c.Colors != want {
				return failf("expected %s to be %s, got %s", ref, want, c.Colors)
			}
			return nil
		})
	case *grammar.IsType:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if c.Is(ch.Type.Text) == ch.Not {
				not := ""
				if ch.Not {
					not = "not "
				}
				return failf("expected %s %sto be %s, got %s", ref, not, ch.Type.Text, strings.Join(append(append([]string{}, c.Types...), c.Subtypes...), " "))
			}
			return nil
		})
	case *grammar.HasDamage:
		s.gameNumber(ch.Pos, "damage", ch.Damage)
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if o.Damage != ch.Damage {
				return failf("expected %s to have %d damage, got %d", ref, ch.Damage, o.Damage)
			}
			return nil
		})
	case *grammar.HasCounters:
		s.gameNumber(ch.Pos, "a number of counters", ch.Count)
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if n := o.Counters.Get(ch.Counter); n != ch.Count {
				return failf("expected %s to have %d %s counters, got %d", ref, ch.Count, ch.Counter, n)
			}
			return nil
		})
	case *grammar.HasKeyword, *grammar.LacksKeyword:
		var word string
		var from *grammar.Word
		want := true
		if h, ok := ch.(*grammar.HasKeyword); ok {
			word, from = string(h.Keyword), h.From
		} else {
			l := ch.(*grammar.LacksKeyword)
			word, from, want = string(l.Keyword), l.From, false
		}
		kw := strings.ToLower(word)
		info, ok := rt.Keywords[kw]
		if !ok {
			s.errs.add(ch.Position(), "unknown keyword %q%s", word, suggestKeyword(kw))
		}
		quality := ""
		if from != nil {
			quality = strings.ToLower(from.Text)
			if ok && (!info.NeedArg || kw == "enchant") {
				s.errs.add(from.Pos, "%s has no quality: expected \"has %s\" without \"from …\"", kw, kw)
			}
		}
		what := kw
		if quality != "" {
			what += " from " + quality
		}
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if hasKeyword(c, kw, quality) != want {
				if want {
					return failf("expected %s to have %s, got %s", ref, what, keywordList(c))
				}
				return failf("expected %s to lack %s, got %s", ref, what, keywordList(c))
			}
			return nil
		})
	case *grammar.InCombat:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			in := r.g.Attacking()
			if ch.Role == "blocking" {
				in = r.g.Blocking()
			}
			if slices.Contains(in, o.Ref) == ch.Not {
				return failf("expected %s %s, got %s", ref, notText(ch.Not, ch.Role), r.combatText(o))
			}
			return nil
		})
	case *grammar.EnteredThisTurn:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if r.g.EnteredThisTurn(o) == ch.Not {
				got := "it entered this turn"
				switch {
				case o.Zone != rt.Battlefield:
					got = "it in " + r.zoneName(o)
				case o.EnteredTurn == 0:
					got = "a permanent the game was set up with"
				case o.EnteredTurn != r.g.Turn:
					got = fmt.Sprintf("it entered on turn %d", o.EnteredTurn)
				}
				return failf("expected %s %s, got %s", ref, notText(ch.Not, "entered this turn"), got)
			}
			return nil
		})
	case *grammar.ControlledBy:
		p := s.player(ch.Pos, ch.Player)
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if err := onBattlefield(o, "controlled"); err != nil {
				return err
			}
			if c.Controller != rt.PlayerID(p) {
				return failf("expected %s controlled by %s, got %s", ref, ch.Player, r.g.PlayerName(c.Controller))
			}
			return nil
		})
	case *grammar.IsTapped, *grammar.IsUntapped:
		_, want := ch.(*grammar.IsTapped)
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if err := onBattlefield(o, "tapped or untapped"); err != nil {
				return err
			}
			if o.Tapped != want {
				return failf("expected %s %s, got %s", ref, tapText(want), tapText(o.Tapped))
			}
			return nil
		})
	case *grammar.IsSummoningSick:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if err := onBattlefield(o, "checked for summoning sickness"); err != nil {
				return err
			}
			if sick := r.g.Sick(o); sick == ch.Not {
				return failf("expected %s %s, got %s", ref, sickText(!ch.Not), sickText(sick))
			}
			return nil
		})
	case *grammar.AttachedTo:
		host := s.cardRef(ch.To)
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			h := r.card(host)
			if p, ok := r.g.PlayerByName(host); ok && h == nil {
				if o.AttachedPlayer() != p { // an Aura that enchants a player (303.4b)
					return failf("expected %s attached to %s, got %s", ref, host, r.attachedText(o))
				}
				return nil
			}
			if h == nil || h.Obj == nil || o.AttachedTo != h.Obj.Ref {
				return failf("expected %s attached to %s, got %s", ref, host, r.attachedText(o))
			}
			return nil
		})
	case *grammar.Unattached:
		return with(func(r *run, o *rt.Object, c rt.Chars) error {
			if !o.AttachedTo.IsZero() && r.g.Object(o.AttachedTo) != nil || o.AttachedPlayer() != rt.NoPlayer {
				return failf("expected %s unattached, got %s", ref, r.attachedText(o))
			}
			return nil
		})
	}
	s.errs.add(ch.Position(), "unsupported card expectation")
	return nil
}

// hasKeyword reports whether c has keyword kw, with the quality given
// (protection from red) if quality is not empty.
func hasKeyword(c rt.Chars, kw, quality string) bool {
	for _, k := range c.Keywords {
		if k.Name == kw && (quality == "" || strings.EqualFold(k.From, quality)) {
			return true
		}
	}
	return false
}

func notText(not bool, s string) string {
	if not {
		return "not " + s
	}
	return s
}

// combatText says what part o plays in combat.
func (r *run) combatText(o *rt.Object) string {
	switch {
	case o.Zone != rt.Battlefield:
		return "it in " + r.zoneName(o)
	case slices.Contains(r.g.Attacking(), o.Ref):
		return "it attacking"
	case slices.Contains(r.g.Blocking(), o.Ref):
		return "it blocking"
	}
	return "it neither attacking nor blocking"
}

func (r *run) zoneName(o *rt.Object) string {
	owner := r.g.PlayerName(o.Card.Owner)
	if o.Zone == rt.Battlefield || o.Zone == rt.Stack {
		return fmt.Sprintf("%s (controlled by %s)", o.Zone, r.g.PlayerName(o.Controller))
	}
	return fmt.Sprintf("%s's %s", owner, o.Zone)
}

func (r *run) attachedText(o *rt.Object) string {
	if p := o.AttachedPlayer(); p != rt.NoPlayer {
		return "attached to " + r.g.PlayerName(p)
	}
	if o.AttachedTo.IsZero() || r.g.Object(o.AttachedTo) == nil {
		return "unattached"
	}
	return "attached to " + r.g.Describe(o.AttachedTo)
}

func zoneText(player string, z rt.Zone) string {
	if player == "" {
		return z.String()
	}
	return player + "'s " + z.String()
}

func keywordList(c rt.Chars) string {
	if len(c.Keywords) == 0 {
		return "no keywords"
	}
	var ks []string
	for _, k := range c.Keywords {
		ks = append(ks, k.String())
	}
	return strings.Join(ks, ", ")
}

func tapText(t bool) string {
	if t {
		return "tapped"
	}
	return "untapped"
}

func sickText(s bool) string {
	if s {
		return "summoning sick"
	}
	return "not summoning sick"
}
