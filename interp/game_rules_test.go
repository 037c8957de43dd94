package interp

import (
	"strings"
	"testing"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// The AST-coverage lines and samples of the constructs of game_rules.go.
func init() {
	uses := map[any]map[string]astUse{
		(*grammar.PlayerRules)(nil):        {"Rules": low("gameRulesAction: PlayerRules")},
		(*grammar.PlayerRule)(nil):         {"Cant": low("gameRulesAction: CantCast, CantActivate"), "Revealed": low("gameRulesAction: HandRevealed")},
		(*grammar.Prohibition)(nil):        {"Cast": low("gameRulesAction: CantCast"), "Activate": low("gameRulesAction: CantActivate")},
		(*grammar.PlayFrom)(nil):           {"Lands": low("gameRulesAction: PlayFrom.Lands"), "Spells": low("gameRulesAction: PlayFrom.Spells"), "From": low("playZone")},
		(*grammar.LifeTotalBecomes)(nil):   {"Whose": low("possessivePlayer: SetLife.Who"), "Starting": low("possessivePlayer: StartingLife"), "Amount": low("amountIn: SetLife.Amount")},
		(*grammar.WouldLoseGame)(nil):      {"Lose": mark()},
		(*grammar.OpeningHandAbility)(nil): {"This": mark(), "Battlefield": mark()},
	}
	for k, v := range uses {
		astUses[k] = v
	}
	add := func(typ any, field string, u astUse) {
		if _, ok := astUses[typ][field]; !ok {
			astUses[typ][field] = u
		}
	}
	add((*grammar.ReplacementClause)(nil), "LeadInstead", spell("insteadForm: \"instead\" before or after the instructions means the same"))
	add((*grammar.ReplacementClause)(nil), "CloseInstead", spell("insteadForm: \"instead\" before or after the instructions means the same"))
	add((*grammar.ReplacementClause)(nil), "Rest", low("lossReplacement; refused elsewhere (insteadForm)"))
	add((*grammar.ActionClause)(nil), "Lead", low("action: a leading duration is the clause's duration"))
	add((*grammar.Possessive)(nil), "ThatPlayer", low("possessivePlayer; refused where a zone's owner is a relation"))
	add((*grammar.Possessive)(nil), "Opponent", low("staticReplacement: ZoneReplacement.Owner; possessivePlayer"))

	astSamples = append(astSamples,
		astSample{"ReplacementClause.LeadInstead", "static: if this would die, exile it instead.", "static: if this would die, instead exile it.", spelling},
		astSample{"ReplacementClause.CloseInstead", "static: if this would die, instead exile it.", "static: if this would die, exile it instead.", spelling},
		astSample{"ReplacementClause.CloseInstead", "static: if this would die, instead exile it.", "static: if this would die, instead exile it instead.", refused},
		astSample{"ReplacementClause.Rest", "static: if you would lose the game, instead exile this.", "static: if you would lose the game, instead exile this and you gain 2 life.", ""},
		astSample{"ReplacementClause.Rest", "static: if this would die, exile it instead.", "static: if this would die, exile it and draw a card instead.", refused},
		astSample{"ActionClause.Lead", "spell: target player can't cast spells until your next turn.", "spell: this turn, target player can't cast spells.", ""},
		astSample{"Possessive.ThatPlayer", "at the beginning of your upkeep, choose target opponent. you may cast spells from your hand this turn.", "at the beginning of your upkeep, choose target opponent. you may cast spells from that player's hand this turn.", ""},
		astSample{"Possessive.ThatPlayer", "spell: return target creature card in a graveyard to the battlefield.", "spell: return target creature card in a graveyard to the battlefield under that player's control.", refused},
		astSample{"Possessive.Opponent", "static: if a card would be put into a graveyard from anywhere, exile it instead.", "static: if a card would be put into an opponent's graveyard from anywhere, exile it instead.", ""},
		astSample{"Possessive.Opponent", "spell: you may cast spells from your graveyard this turn.", "spell: you may cast spells from an opponent's graveyard this turn.", ""},
		astSample{"PlayerRules.Rules", "spell: target player can't cast spells this turn.", "spell: target player can't cast spells and plays with their hand revealed this turn.", ""},
		astSample{"PlayerRule.Cant", "spell: target player plays with their hand revealed this turn.", "spell: target player can't cast spells this turn.", ""},
		astSample{"PlayerRule.Revealed", "spell: target player can't cast spells this turn.", "spell: target player plays with their hand revealed this turn.", ""},
		astSample{"Prohibition.Cast", "spell: target player can't activate abilities this turn.", "spell: target player can't cast spells this turn.", ""},
		astSample{"Prohibition.Activate", "spell: target player can't cast spells this turn.", "spell: target player can't activate abilities this turn.", ""},
		astSample{"PlayFrom.Lands", "spell: you may cast spells from your graveyard this turn.", "spell: you may play lands from your graveyard this turn.", ""},
		astSample{"PlayFrom.Spells", "spell: you may play lands from your graveyard this turn.", "spell: you may play lands and cast spells from your graveyard this turn.", ""},
		astSample{"PlayFrom.From", "spell: you may cast spells from your graveyard this turn.", "spell: you may cast spells from your hand this turn.", ""},
		astSample{"PlayFrom.From", "spell: you may cast spells from your graveyard this turn.", "spell: you may cast spells from your library this turn.", refused},
		astSample{"LifeTotalBecomes.Whose", "spell: choose target player. your life total becomes 20.", "spell: choose target player. that player's life total becomes 20.", ""},
		astSample{"LifeTotalBecomes.Starting", "spell: your life total becomes 20.", "spell: your life total becomes equal to your starting life total.", ""},
		astSample{"LifeTotalBecomes.Amount", "spell: your life total becomes 20.", "spell: your life total becomes 10.", ""},
	)
}

// TestGameRulesLowering checks what the constructs of game_rules.go
// compile to.
func TestGameRulesLowering(t *testing.T) {
	lib := stdlib(t)
	card := func(t *testing.T, body string) *rt.CardDef {
		t.Helper()
		typ := "Sorcery"
		if !strings.HasPrefix(body, "spell:") {
			typ = "Enchantment" // a static ability works on the battlefield
		}
		p, err := Compile(lib, Source{Name: "x.mtgs", Text: []byte("card \"X\" {\n  type " + typ + "\n  " + body + "\n}\n")})
		if err != nil {
			t.Fatal(err)
		}
		d, ok := p.Library.Card("X")
		if !ok {
			t.Fatal("no card X")
		}
		return d
	}
	t.Run("that player is the chosen target", func(t *testing.T) {
		d := card(t, "spell: choose target opponent. this turn, that player can't cast spells or activate abilities and plays with their hand revealed. you may play lands and cast spells from that player's hand this turn.")
		a := d.Abilities[0]
		if len(a.Targets) != 1 || !a.Targets[0].Opponent || !a.Targets[0].Players {
			t.Fatalf("targets = %+v, want one target opponent", a.Targets)
		}
		if len(a.Effects) != 2 {
			t.Fatalf("effects = %v, want the rules and the permission (choosing a target does nothing as it resolves)", a.Effects)
		}
		want := rt.PlayerRules{Who: rt.TargetRef{Index: 0}, CantCast: true, CantActivate: true, HandRevealed: true, Duration: rt.UntilEndOfTurn}
		if got, ok := a.Effects[0].(rt.PlayerRules); !ok || got != want {
			t.Errorf("effect 1 = %#v, want %#v", a.Effects[0], want)
		}
		pf, ok := a.Effects[1].(rt.PlayFrom)
		if !ok || pf.Zone != rt.Hand || pf.Whose != (rt.TargetRef{Index: 0}) || !pf.Lands || !pf.Spells || pf.Duration != rt.UntilEndOfTurn {
			t.Errorf("effect 2 = %#v, want a permission to play from target 1's hand this turn (not a \"you may\" asked on resolution)", a.Effects[1])
		}
	})
	t.Run("an opponent's graveyard", func(t *testing.T) {
		d := card(t, "static: if a card would be put into an opponent's graveyard from anywhere, exile it instead.")
		zr := d.Abilities[0].Statics[0].Replace
		if zr == nil || zr.Owner != rt.RelOpponent || zr.Instead != rt.Exile || zr.From != rt.ZoneNone {
			t.Fatalf("replacement = %+v, want cards opponents own, from anywhere, to exile", zr)
		}
		if !zr.Filter.Alts[0].NonToken {
			t.Errorf("a card is never a token (108.2b): the filter must leave tokens out")
		}
	})
	t.Run("losing the game", func(t *testing.T) {
		d := card(t, "static: if you would lose the game, instead exile this and your life total becomes equal to your starting life total.")
		lr := d.Abilities[0].Statics[0].LoseGame
		if lr == nil || len(lr.Effects) != 2 {
			t.Fatalf("loss replacement = %+v, want two instructions", lr)
		}
		if e, ok := lr.Effects[0].(rt.ExileObjects); !ok || e.What != (rt.This{}) {
			t.Errorf("instruction 1 = %#v, want exile this", lr.Effects[0])
		}
		want := rt.SetLife{Who: rt.You{}, Amount: rt.StartingLife{Who: rt.You{}}}
		if lr.Effects[1] != want {
			t.Errorf("instruction 2 = %#v, want %#v", lr.Effects[1], want)
		}
	})
	t.Run("opening hand", func(t *testing.T) {
		d := card(t, "if this is in your opening hand, you may begin the game with it on the battlefield.")
		if a := d.Abilities[0]; a.Kind != rt.StaticAbility || !a.Statics[0].BeginOnBattlefield {
			t.Errorf("ability = %+v, want a static ability that begins the game on the battlefield", a)
		}
	})
}

// TestGameRulesRefusals checks that what the runtime can't run is refused
// with a positioned message naming what is missing.
func TestGameRulesRefusals(t *testing.T) {
	lib := stdlib(t)
	for _, c := range []struct{ body, want string }{
		{"spell: that player draws a card.", "x.mtgs:3:10: \"that player\" refers to nothing"},
		{"spell: you draw a card. that player draws a card.", "\"that player\" refers to nothing"},
		{"spell: target player can't cast spells.", "needs a duration"},
		{"spell: target player can't cast spells until this leaves the battlefield.", "lasts \"this turn\" or \"until your next turn\""},
		{"spell: you play lands from your graveyard this turn.", "is written \"you may"},
		{"spell: target player may play lands from your graveyard this turn.", "only you can do this"},
		{"spell: you may cast spells from exile this turn.", "only from a hand or a graveyard"},
		{"spell: you may cast spells from their graveyard this turn.", "write \"your\", \"that player's\" or \"an opponent's\""},
		{"spell: you may choose target opponent.", "a target is chosen as the ability is put on the stack"},
		{"spell: target player chooses target opponent.", "only you choose targets"},
		{"spell: your life total becomes 20 until end of turn.", "takes no duration"},
		{"static: if target player would lose the game, instead draw a card.", "only \"if you would lose the game\""},
		{"static: if you would lose the game, draw a card.", "a replacement effect says \"instead\""},
		{"static: if you would lose the game, instead destroy target creature.", "can't target"},
		{"spell: if you would lose the game, instead draw a card.", "only \"would die\" and \"would be put into a graveyard\""},
		{"static: if this would die, instead exile it instead.", "\"instead\" is said twice"},
		{"spell: this turn, target creature gets +1/+1 until end of turn.", "already has a duration"},
		{"static: if a card would be put into that player's graveyard, exile it instead.", "would be put into that player's graveyard"},
	} {
		src := "card \"X\" {\n  type Sorcery\n  " + c.body + "\n}\n"
		_, err := Compile(lib, Source{Name: "x.mtgs", Text: []byte(src)})
		if err == nil {
			t.Errorf("%s: checks; want an error containing %q", c.body, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: got\n%v\nwant an error containing %q", c.body, err, c.want)
		}
		for _, e := range Errors(err) {
			if p := errPos(e); p.Line < 1 {
				t.Errorf("%s: unpositioned error %v", c.body, e)
			}
		}
	}
}
