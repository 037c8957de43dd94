package runtime

import (
	"encoding/json"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// Text and For of hand-made events of each kind: For is a pure function
// of the event.
func TestGameEventTextAndFor(t *testing.T) {
	bear := ObjRef{Card: 3, Inc: 1}
	bolt := ObjRef{Card: 2, Inc: 2}
	alice := EventArg{Role: rolePlayer, Type: ArgPlayer, Player: 0, Text: "Alice"}
	bob := EventArg{Role: rolePlayer, Type: ArgPlayer, Player: 1, Text: "Bob"}
	pub := func(role, name string, r ObjRef) EventArg {
		return EventArg{Role: role, Type: ArgObject, Text: name, Ref: r, Seen: SeenAll}
	}
	inHand := func(role, name string, r ObjRef, owner PlayerID) EventArg {
		return EventArg{Role: role, Type: ArgObject, Text: name, Ref: r, Seen: seenByPlayer(owner)}
	}
	num := func(role string, n int) EventArg { return evNum(role, n) }
	tests := []struct {
		name      string
		e         GameEvent
		text      string
		alice     string // For(0).Text()
		spectator string // For(NoPlayer).Text()
	}{
		{"draw", GameEvent{Kind: EvZoneChange, Move: &ZoneMove{Name: "Bear", Owner: 1, OwnerName: "Bob", Old: ObjRef{3, 1}, New: ObjRef{3, 2}, From: Library, To: Hand, Cause: "draw", OldSeen: 0, NewSeen: seenByPlayer(1)}},
			"Bear: Bob's library #3.1 -> Bob's hand #3.2 (draw)", "a card: Bob's library -> Bob's hand (draw)", "a card: Bob's library -> Bob's hand (draw)"},
		{"cast from hand", GameEvent{Kind: EvZoneChange, Move: &ZoneMove{Name: "Bolt", Owner: 1, OwnerName: "Bob", Old: ObjRef{2, 1}, New: bolt, From: Hand, To: Stack, Cause: "cast", OldSeen: SeenAll, NewSeen: SeenAll}},
			"Bolt: Bob's hand #2.1 -> stack #2.2 (cast)", "Bolt: Bob's hand #2.1 -> stack #2.2 (cast)", "Bolt: Bob's hand #2.1 -> stack #2.2 (cast)"},
		{"own draw seen by owner", GameEvent{Kind: EvZoneChange, Move: &ZoneMove{Name: "Bear", Owner: 0, OwnerName: "Alice", Old: ObjRef{3, 1}, New: ObjRef{3, 2}, From: Library, To: Hand, Cause: "draw", NewSeen: seenByPlayer(0)}},
			"Bear: Alice's library #3.1 -> Alice's hand #3.2 (draw)", "Bear: Alice's library -> Alice's hand #3.2 (draw)", "a card: Alice's library -> Alice's hand (draw)"},
		{"damage", GameEvent{Kind: EvDamage, Combat: true, Template: "%s deals %s damage to %s (life %s)", Args: []EventArg{{Role: roleSource, Type: ArgCard, Text: "Bear", Ref: bear, Seen: SeenAll}, num(roleAmount, 2), bob, num(roleLife, 18)}},
			"Bear deals 2 damage to Bob (life 18)", "Bear deals 2 damage to Bob (life 18)", "Bear deals 2 damage to Bob (life 18)"},
		{"life", GameEvent{Kind: EvLife, Template: "%s %s %s life (life %s)", Args: []EventArg{alice, evText(roleVerb, "gains"), num(roleAmount, 3), num(roleLife, 23)}},
			"Alice gains 3 life (life 23)", "Alice gains 3 life (life 23)", "Alice gains 3 life (life 23)"},
		{"counters", GameEvent{Kind: EvCounters, Template: "%s %s counter(s) put on %s", Args: []EventArg{num(roleAmount, 1), evText(roleCounter, "+1/+1"), pub(roleObject, "Bear", bear)}},
			"1 +1/+1 counter(s) put on Bear #3.1", "1 +1/+1 counter(s) put on Bear #3.1", "1 +1/+1 counter(s) put on Bear #3.1"},
		{"tap", GameEvent{Kind: EvTap, Template: "%s taps %s for %s", Args: []EventArg{alice, pub(roleObject, "Mountain", ObjRef{1, 1}), evText(roleMana, "{R}")}},
			"Alice taps Mountain #1.1 for {R}", "Alice taps Mountain #1.1 for {R}", "Alice taps Mountain #1.1 for {R}"},
		{"cast with targets", GameEvent{Kind: EvCast, Template: "%s casts %s targeting %s", Args: []EventArg{bob, pub(roleSpell, "Bolt", bolt), pub(roleTarget, "Bear", bear)}},
			"Bob casts Bolt #2.2 targeting Bear #3.1", "Bob casts Bolt #2.2 targeting Bear #3.1", "Bob casts Bolt #2.2 targeting Bear #3.1"},
		{"resolve", GameEvent{Kind: EvResolve, Template: "%s ability resolves", Args: []EventArg{{Role: roleObject, Type: ArgCard, Text: "Bear", Ref: bear, Seen: SeenAll}}},
			"Bear ability resolves", "Bear ability resolves", "Bear ability resolves"},
		{"fizzle", GameEvent{Kind: EvFizzle, Template: "%s does not resolve: all its targets are illegal (608.2b)", Args: []EventArg{{Type: ArgCard, Text: "Bolt", Ref: bolt, Seen: SeenAll}}},
			"Bolt does not resolve: all its targets are illegal (608.2b)", "Bolt does not resolve: all its targets are illegal (608.2b)", "Bolt does not resolve: all its targets are illegal (608.2b)"},
		{"turn", GameEvent{Kind: EvStep, Template: "--- turn %s (%s), %s ---", Args: []EventArg{num(roleTurn, 2), bob, evText(roleStep, "untap step")}},
			"--- turn 2 (Bob), untap step ---", "--- turn 2 (Bob), untap step ---", "--- turn 2 (Bob), untap step ---"},
		{"game over", GameEvent{Kind: EvGameOver, Template: "%s wins the game", Args: []EventArg{alice}},
			"Alice wins the game", "Alice wins the game", "Alice wins the game"},
		{"choice in a hand", GameEvent{Kind: EvChoose, Template: "%s chooses %s", Args: []EventArg{bob, inHand(roleObject, "Bear", bear, 1)}},
			"Bob chooses Bear #3.1", "Bob chooses a card", "Bob chooses a card"},
		{"card name hidden", GameEvent{Kind: EvNote, Template: "%s's ability is removed from the stack", Args: []EventArg{{Type: ArgCard, Text: "Bear", Ref: bear, Seen: seenByPlayer(1)}}},
			"Bear's ability is removed from the stack", "a card's ability is removed from the stack", "a card's ability is removed from the stack"},
		{"revealed", GameEvent{Kind: EvReveal, Template: "%s reveals %s (701.16a)", Args: []EventArg{bob, pub(roleObject, "Bear", bear)}},
			"Bob reveals Bear #3.1 (701.16a)", "Bob reveals Bear #3.1 (701.16a)", "Bob reveals Bear #3.1 (701.16a)"},
		{"percent", GameEvent{Kind: EvNote, Template: "100%% %s", Args: []EventArg{alice}}, "100% Alice", "100% Alice", "100% Alice"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			before, _ := json.Marshal(tc.e)
			if got := tc.e.Text(); got != tc.text {
				t.Errorf("Text = %q, want %q", got, tc.text)
			}
			if got := tc.e.For(0).Text(); got != tc.alice {
				t.Errorf("For(Alice).Text = %q, want %q", got, tc.alice)
			}
			if got := tc.e.For(NoPlayer).Text(); got != tc.spectator {
				t.Errorf("For(spectator).Text = %q, want %q", got, tc.spectator)
			}
			after, _ := json.Marshal(tc.e)
			if string(before) != string(after) {
				t.Errorf("For changed the event it was called on")
			}
			// The JSON form decodes to the same event.
			var back GameEvent
			if err := json.Unmarshal(before, &back); err != nil {
				t.Fatal(err)
			}
			if back.Text() != tc.text {
				t.Errorf("decoded Text = %q, want %q", back.Text(), tc.text)
			}
			// Redacted JSON names no hidden ref.
			red, _ := json.Marshal(tc.e.For(0))
			if tc.alice != tc.text {
				for _, r := range tc.e.Objects() {
					if strings.Contains(tc.alice, r.String()) {
						continue
					}
					if strings.Contains(string(red), `"`+r.String()+`"`) {
						t.Errorf("redacted JSON %s names %s", red, r)
					}
				}
			}
		})
	}
}

// A game's events: each kind as the runtime makes it, the log rendered
// from them, and the opponent's view of a draw.
func TestGameEventsOfAGame(t *testing.T) {
	bear := &CardDef{Name: "Bear", ManaCost: MustManaCost("{1}{G}"), Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	mountain := &CardDef{Name: "Mountain", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Mountain"}}
	shock := &CardDef{
		Name: "Shock", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*Ability{{
			Kind:    SpellAbility,
			Targets: []TargetSpec{{Text: "any target", Objects: true, Players: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}},
			Effects: []Effect{DealDamage{Amount: Const(2), To: TargetRef{Index: 0}, ToPlayers: TargetRef{Index: 0}}},
		}},
	}
	g := NewGame("Alice", "Bob")
	g.Decider = FirstOptions
	var heard []GameEvent
	g.OnEvent = func(e GameEvent) { heard = append(heard, e) }
	g.AddCard(mountain, 0, Battlefield)
	spell := g.AddCard(shock, 0, Hand)
	target := g.AddCard(bear, 1, Battlefield)
	bearRef := target.Obj.Ref
	g.AddCard(bear, 1, Library)
	g.Draw(1)
	if _, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref, Targets: [][]Target{{{Obj: target.Obj.Ref, Player: NoPlayer}}}}); err != nil {
		t.Fatal(err)
	}
	if err := g.PassAll(); err != nil {
		t.Fatal(err)
	}
	evs := g.Events()
	if !reflect.DeepEqual(evs, heard) {
		t.Fatalf("OnEvent heard %d events, Events holds %d", len(heard), len(evs))
	}
	if len(evs) != len(g.Log()) {
		t.Fatalf("%d events, %d log lines", len(evs), len(g.Log()))
	}
	var kinds []string
	for i, e := range evs {
		if e.Seq != i+1 {
			t.Errorf("event %d has Seq %d", i, e.Seq)
		}
		if e.Text() != g.Log()[i] {
			t.Errorf("event %d: Text %q, log %q", i, e.Text(), g.Log()[i])
		}
		kinds = append(kinds, e.Kind.String())
	}
	want := []string{"zone change", "zone change", "tap", "cast", "resolve", "damage", "zone change", "state-based action", "zone change"}
	if !reflect.DeepEqual(kinds, want) {
		t.Errorf("kinds %q, want %q", kinds, want)
	}
	draw := evs[0]
	if got, want := draw.Text(), "Bear: Bob's library #4.1 -> Bob's hand #4.2 (draw)"; got != want {
		t.Errorf("draw: %q, want %q", got, want)
	}
	if got, want := draw.For(0).Text(), "a card: Bob's library -> Bob's hand (draw)"; got != want {
		t.Errorf("draw as Alice sees it: %q, want %q", got, want)
	}
	if got, want := draw.For(1).Text(), "Bear: Bob's library -> Bob's hand #4.2 (draw)"; got != want {
		t.Errorf("draw as Bob sees it: %q, want %q", got, want)
	}
	b, _ := json.Marshal(draw.For(0))
	if strings.Contains(string(b), "Bear") || strings.Contains(string(b), "#4.") {
		t.Errorf("Alice's view of Bob's draw names the card: %s", b)
	}
	cast := evs[1].Move
	if cast.From != Hand || cast.To != Stack || cast.Cause != "cast" || !cast.OldSeen.By(1) || !cast.OldSeen.By(NoPlayer) {
		t.Errorf("cast move: %+v", cast)
	}
	dmg := evs[5]
	if dmg.Combat || dmg.Args[1].Role != roleAmount || dmg.Args[1].Num != 2 || dmg.Args[2].Ref != bearRef {
		t.Errorf("damage event: %+v", dmg)
	}
}

// With LogOff and no listener no event is made; with only OnEvent the
// events are handed over but not kept.
func TestGameEventsLogOff(t *testing.T) {
	bear := &CardDef{Name: "Bear", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	g := NewGame("Alice", "Bob")
	g.LogOff = true
	g.AddCard(bear, 1, Library)
	g.Draw(1)
	if len(g.Events()) != 0 || len(g.Log()) != 0 || g.eventSeq != 0 {
		t.Fatalf("LogOff: %d events, %d lines, seq %d", len(g.Events()), len(g.Log()), g.eventSeq)
	}
	n := 0
	g.OnEvent = func(GameEvent) { n++ }
	g.AddCard(bear, 1, Library)
	g.Draw(1)
	if n != 1 || len(g.Events()) != 0 {
		t.Fatalf("OnEvent heard %d, Events holds %d", n, len(g.Events()))
	}
}

// An effect lasting "until your next turn" lasts until its controller's
// next turn (611.2a), not the affected permanent's controller's: Alice's
// spell on Bob's creature is logged "until Alice's next turn", with Alice
// an argument of role "duration".
func TestUntilYourNextTurnNamesItsController(t *testing.T) {
	ward := crSpell("Test Until Ward", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Modify{What: TargetRef{Index: 0}, Mods: []Modification{ModifyPT{Toughness: 3}}, Duration: UntilYourNextTurn})
	g := crGame()
	bears := g.AddCard(crBears, 1, Battlefield)
	crCastResolve(t, g, ward, crObj(bears.Obj.Ref))
	want := "Test Bears #" + strconv.Itoa(int(bears.Obj.Ref.Card)) + "." + strconv.Itoa(int(bears.Obj.Ref.Inc)) + " +0/+3 until Alice's next turn"
	if !slices.Contains(g.Log(), want) {
		t.Fatalf("no line %q in the log:\n%s", want, strings.Join(g.Log(), "\n"))
	}
	for _, e := range g.Events() {
		if e.Text() != want {
			continue
		}
		if !slices.ContainsFunc(e.Args, func(a EventArg) bool { return a.Role == "duration" && a.Type == ArgPlayer && a.Player == 0 }) {
			t.Errorf("event %+v: want Alice as its duration argument", e)
		}
	}
}
