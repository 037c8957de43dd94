package runtime

import (
	"strings"
	"testing"
)

// Tests of what Take checks of an action besides its kind and object: the
// fields that describe it must agree with what it would do, or it is
// refused and nothing changes (117.1, 305.1, 400.7, 601.2, 602.2, 605.1a).

var (
	// tfRockDef has a mana ability and, second, one that isn't (605.1a).
	tfRockDef = &CardDef{Name: "Test Take Rock", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"},
		Abilities: []*Ability{
			{Kind: ActivatedAbility, Text: "{T}: Add {G}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}},
			{Kind: ActivatedAbility, Text: "{1}: You gain 1 life.", Cost: Cost{Mana: MustManaCost("{1}")}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}},
		}}
	tfPinger = &CardDef{Name: "Test Take Pinger", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"},
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: 1 damage to any target.", Cost: Cost{Tap: true},
			Targets: []TargetSpec{{Text: "any target", Objects: true, Players: true, Filter: crCreatures, Min: 1, Max: 1}},
			Effects: []Effect{DealDamage{Amount: Const(1), To: TargetRef{0}, ToPlayers: TargetRef{0}}}}}}
	tfShock = crSpell("Test Take Shock", "Instant", "{G}", []TargetSpec{crTargetPlayer()}, DealDamage{Amount: Const(2), ToPlayers: TargetRef{0}})
)

// tfBoard is Alice's first main phase: a Forest to play, Forests to tap,
// the rock, a spell with X and one with a target in hand, a card with
// flashback in her graveyard.
type tfBoard struct {
	g                           *Game
	forest, land, rock, x, fb   *Card
	shock, pinger, bears, other *Card
}

func tfSetUp() *tfBoard {
	g := crGame()
	b := &tfBoard{g: g}
	b.forest = crAdd(g, crForest, 0, Hand, 1)[0]
	b.land = crAdd(g, crForest, 0, Battlefield, 3)[0]
	b.rock = crAdd(g, tfRockDef, 0, Battlefield, 1)[0]
	b.x = crAdd(g, lgX, 0, Hand, 1)[0]
	b.fb = crAdd(g, lgFlash, 0, Graveyard, 1)[0]
	b.shock = crAdd(g, tfShock, 0, Hand, 1)[0]
	b.pinger = crAdd(g, tfPinger, 0, Battlefield, 1)[0]
	b.bears = crAdd(g, crBears, 1, Battlefield, 1)[0]
	b.other = crAdd(g, crIsland, 1, Hand, 1)[0]
	return b
}

// listed is the action LegalActions lists for Alice of kind on c (the
// ability-th activated ability, for ActActivate).
func (b *tfBoard) listed(t *testing.T, kind ActionKind, c *Card, ability int) Action {
	t.Helper()
	var ref ObjRef
	if c != nil {
		ref = c.Obj.Ref
	}
	for _, a := range lgFind(b.g.LegalActions(0), kind, ref) {
		if a.Ability == ability {
			return a
		}
	}
	t.Fatalf("no %s of %s listed: %v", kind, ref, b.g.LegalActions(0))
	return Action{}
}

func TestTakeRefusesFieldsThatDisagree(t *testing.T) {
	cases := []struct {
		name   string
		kind   ActionKind
		obj    func(*tfBoard) *Card
		abil   int
		edit   func(*tfBoard, *Action)
		rule   string
		reason string // a word of the refusal
	}{
		// Player: the action is another player's (0 is Alice, not "unsaid").
		{"a pass listed for Bob", ActPass, nil, 0, func(_ *tfBoard, a *Action) { a.Player = 1 }, "117.3d", "Bob"},
		{"a land play listed for Bob", ActPlayLand, tfForest, 0, func(_ *tfBoard, a *Action) { a.Player = 1 }, "305.1", "Bob"},
		{"a cast listed for Bob", ActCast, tfX, 0, func(_ *tfBoard, a *Action) { a.Player = 1 }, "601.2a", "Bob"},
		{"an activation listed for a player not in the game", ActActivate, tfRock, 1, func(_ *tfBoard, a *Action) { a.Player = 5 }, "602.2a", "nobody"},
		// Name and From: the card and the zone it is in.
		{"a land play naming another card", ActPlayLand, tfForest, 0, func(_ *tfBoard, a *Action) { a.Name = "Island" }, "305.1", "Island"},
		{"a land play from the graveyard", ActPlayLand, tfForest, 0, func(_ *tfBoard, a *Action) { a.From = Graveyard }, "305.1", "graveyard"},
		{"a cast naming another card", ActCast, tfX, 0, func(_ *tfBoard, a *Action) { a.Name = "Test Take Shock" }, "601.2a", "Shock"},
		{"a flashback cast said to be from hand", ActCast, tfFlash, 0, func(_ *tfBoard, a *Action) { a.From = Hand }, "601.2a", "hand"},
		{"a mana tap naming another card", ActTapForMana, tfLand, 0, func(_ *tfBoard, a *Action) { a.Name = "Plains" }, "605.3a", "Plains"},
		// HasX: whether the spell has an X to announce (601.2b).
		{"a spell without X said to have one", ActCast, tfShockCard, 0, func(_ *tfBoard, a *Action) { a.HasX = true }, "601.2b", "X"},
		// Text and Mana: the ability activated (602.2a, 605.1a).
		{"an ability with the other's text", ActActivate, tfRock, 1, func(_ *tfBoard, a *Action) { a.Text = "{T}: Add {G}." }, "602.2a", "gain 1 life"},
		{"another ability said to be a mana ability", ActActivate, tfRock, 1, func(_ *tfBoard, a *Action) { a.Mana = true }, "605.1a", "not a mana ability"},
		// Fields the kind doesn't read.
		{"a pass with an object", ActPass, nil, 0, func(b *tfBoard, a *Action) { a.Object = b.forest.Obj.Ref }, "117.3d", "object"},
		{"a pass with attackers", ActPass, nil, 0, func(b *tfBoard, a *Action) { a.Attacks = []Attack{{Creature: b.bears.Obj.Ref, Defender: 1}} }, "117.3d", "attackers"},
		{"a land play kicked", ActPlayLand, tfForest, 0, func(_ *tfBoard, a *Action) { a.Kicked = []int{0} }, "305.1", "kicker"},
		{"a land play with flashback", ActPlayLand, tfForest, 0, func(_ *tfBoard, a *Action) { a.Flashback = true }, "305.1", "flashback"},
		{"a cast of an ability", ActCast, tfX, 0, func(_ *tfBoard, a *Action) { a.Ability = 1 }, "601.2a", "ability"},
		{"a cast with blockers", ActCast, tfX, 0, func(b *tfBoard, a *Action) { a.Blocks = []Block{{Blocker: b.bears.Obj.Ref}} }, "601.2a", "blockers"},
		{"an activation with X", ActActivate, tfRock, 1, func(_ *tfBoard, a *Action) { a.X = 1 }, "602.2a", "X"},
		{"a mana tap with an ability's text", ActTapForMana, tfLand, 0, func(_ *tfBoard, a *Action) { a.Text = "{T}: Add {G}." }, "605.3a", "text"},
		{"a pass said to be a mana ability", ActPass, nil, 0, func(_ *tfBoard, a *Action) { a.Mana = true }, "117.3d", "mana"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := tfSetUp()
			var c *Card
			if tc.obj != nil {
				c = tc.obj(b)
			}
			a := b.listed(t, tc.kind, c, tc.abil)
			tc.edit(b, &a)
			before := b.g.Dump()
			life := b.g.Players[1].Life
			err := b.g.Take(0, a)
			crRefused(t, err, tc.rule)
			if !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("refusal %q doesn't say %q", err, tc.reason)
			}
			crUnchanged(t, b.g, before)
			if b.g.Players[1].Life != life || len(b.g.Stack()) != 0 {
				t.Fatalf("life %d, stack %d after a refusal", b.g.Players[1].Life, len(b.g.Stack()))
			}
			// The action as listed is still taken.
			crMust(t, b.g.Take(0, b.listed(t, tc.kind, c, tc.abil)))
		})
	}
}

func tfForest(b *tfBoard) *Card    { return b.forest }
func tfX(b *tfBoard) *Card         { return b.x }
func tfFlash(b *tfBoard) *Card     { return b.fb }
func tfLand(b *tfBoard) *Card      { return b.land }
func tfRock(b *tfBoard) *Card      { return b.rock }
func tfShockCard(b *tfBoard) *Card { return b.shock }

// 400.7: an action listed for an object that has since changed zones
// names an object that no longer exists; its card is a new object.
func TestTakeRefusesAnActionWhoseObjectMoved(t *testing.T) {
	b := tfSetUp()
	play := b.listed(t, ActPlayLand, b.forest, 0)
	cast := b.listed(t, ActCast, b.x, 0)
	b.g.Move(MoveRequest{Obj: b.forest.Obj.Ref, To: Exile})
	b.g.Move(MoveRequest{Obj: b.forest.Obj.Ref, To: Hand})
	b.g.Move(MoveRequest{Obj: b.x.Obj.Ref, To: Graveyard})
	before := b.g.Dump()
	crRefused(t, b.g.Take(0, play), "400.7")
	crUnchanged(t, b.g, before)
	crRefused(t, b.g.Take(0, cast), "400.7")
	crUnchanged(t, b.g, before)
	// The card back in hand is a new object, with its own action.
	crMust(t, b.g.Take(0, b.listed(t, ActPlayLand, b.forest, 0)))
}

// An action a host builds by hand says only what it means: NoPlayer
// leaves the player to Take, and an empty Name, From or Text, or Mana or
// HasX false, says nothing.
func TestTakeAcceptsHandBuiltActions(t *testing.T) {
	b := tfSetUp()
	g := b.g
	crMust(t, g.Take(0, Action{Kind: ActPlayLand, Player: NoPlayer, Object: b.forest.Obj.Ref}))
	crMust(t, g.Take(0, Action{Kind: ActTapForMana, Player: 0, Object: b.land.Obj.Ref}))
	crMust(t, g.Take(0, Action{Kind: ActActivate, Player: 0, Object: b.rock.Obj.Ref}))
	if g.Players[0].Pool.Total() != 2 {
		t.Fatalf("pool %v, want two mana", g.Players[0].Pool)
	}
	crMust(t, g.Take(0, Action{Kind: ActCast, Player: 0, Object: b.x.Obj.Ref, HasX: true, X: 1}))
	if s := g.Stack(); len(s) != 1 || g.Object(s[0].Spell).Spell.X != 1 {
		t.Fatalf("want the X spell on the stack with X = 1")
	}
	crMust(t, g.Take(0, Action{Kind: ActPass, Player: NoPlayer}))
	// Bob holds priority: Alice's pass listed earlier is hers, not his.
	before := g.Dump()
	crRefused(t, g.Take(1, Action{Kind: ActPass}), "117.3d")
	crUnchanged(t, g, before)
	crMust(t, g.Take(1, Action{Kind: ActPass, Player: 1}))
}

// tfOne is what the refusal of an ambiguous target says.
const tfOne = "one object, stack item or player"

// 601.2c: each target is one object, one player or one ability on the
// stack. A Target naming more than one is refused by Cast and Activate,
// not read as one of them; Player left at 0 beside an object is its zero
// value.
func TestAmbiguousTargetsRefused(t *testing.T) {
	bears := func(b *tfBoard) ObjRef { return b.bears.Obj.Ref }
	cases := []struct {
		name   string
		act    func(b *tfBoard) error
		reason string
	}{
		{"an ability's target naming a creature and Bob", func(b *tfBoard) error {
			return b.g.Activate(0, b.pinger.Obj.Ref, 0, [][]Target{{{Obj: bears(b), Player: 1}}})
		}, tfOne},
		{"an ability's target naming a creature and a stack item", func(b *tfBoard) error {
			return b.g.Activate(0, b.pinger.Obj.Ref, 0, [][]Target{{{Obj: bears(b), Player: NoPlayer, Item: 1}}})
		}, tfOne},
		{"a spell's target list naming a creature and Bob", func(b *tfBoard) error {
			_, err := b.g.Cast(CastRequest{Player: 0, Card: b.shock.Obj.Ref, TargetList: []Target{{Obj: bears(b), Player: 1}}})
			return err
		}, tfOne},
		{"a spell's target group naming a stack item and Bob", func(b *tfBoard) error {
			_, err := b.g.Cast(CastRequest{Player: 0, Card: b.shock.Obj.Ref, Targets: [][]Target{{{Item: 1, Player: 1}}}})
			return err
		}, tfOne},
		{"a spell's targets given twice", func(b *tfBoard) error {
			_, err := b.g.Cast(CastRequest{Player: 0, Card: b.shock.Obj.Ref, Targets: [][]Target{{{Player: 1}}}, TargetList: []Target{{Player: 0}}})
			return err
		}, "not both"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := tfSetUp()
			before := b.g.Dump()
			err := tc.act(b)
			crRefused(t, err, "601.2c")
			if !strings.Contains(err.Error(), tc.reason) {
				t.Errorf("refusal %q doesn't say %q", err, tc.reason)
			}
			crUnchanged(t, b.g, before)
		})
	}
	// An object with Player at its zero value, or NoPlayer, is the object.
	for _, p := range []PlayerID{0, NoPlayer} {
		b := tfSetUp()
		crMust(t, b.g.Activate(0, b.pinger.Obj.Ref, 0, [][]Target{{{Obj: b.bears.Obj.Ref, Player: p}}}))
		crResolveAll(t, b.g)
		if n := b.bears.Obj.Damage; n != 1 || b.g.Players[1].Life != 20 {
			t.Fatalf("Player %d beside the Bears: damage %d, Bob's life %d; want the Bears dealt 1", p, n, b.g.Players[1].Life)
		}
	}
}
