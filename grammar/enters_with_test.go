package grammar

import (
	"strings"
	"testing"
)

// TestEntersWithShapes checks the constructs of costs, counters and
// upkeeps: enters-with replacements (614.1c), conditional clauses, returns
// of several objects with counters, "choose target …", the additional-cost
// item (601.2b) and ability words (207.2c).
func TestEntersWithShapes(t *testing.T) {
	statics := []struct{ src, want string }{
		{`this enters with a +1/+1 counter on it for each color of mana spent to cast it.`,
			`ActionClause{Subject:ThisRef{This:true} Predicate:EntersWith{Counters:CountersOn{Amount:Amount{Number:1} Counter:"+1/+1" ForEach:ForEachColor{Spent:ItRef{It:true}}}}}`},
		{`if this was kicked with its {1}{R} kicker, it enters with two +1/+1 counters on it and with first strike.`,
			`ConditionalClause{Condition:Condition{Subject:ThisRef{This:true} Test:WasKicked{Kicked:true With:{1}{R}}} Clause:ActionClause{Subject:ItRef{It:true} Predicate:EntersWith{Counters:CountersOn{Amount:Amount{Number:2} Counter:"+1/+1"} Keywords:[Keyword{Name:first strike}]}}}`},
		{`this enters with flying and trample.`,
			`ActionClause{Subject:ThisRef{This:true} Predicate:EntersWith{Keywords:[Keyword{Name:flying}, Keyword{Name:trample}]}}`},
		// "would" makes an "if" a replacement, not a condition.
		{`if this would die, exile it instead.`,
			`ReplacementClause{Subject:ThisRef{This:true} Event:WouldDie{Die:true} Instead:ActionClause{Predicate:Exile{Object:ItRef{It:true}}}`},
	}
	for _, tt := range statics {
		f := parseOne(t, "card \"X\" {\n  static: "+tt.src+"\n}")
		s := f.Decls[0].(*Card).Items[0].(*StaticAbility).Effects.Sentences[0]
		if got := dump(s.Clause); !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
	spells := []struct{ src, want string }{
		{`choose target creature card in your graveyard.`,
			`ActionClause{Predicate:Choose{Object:TargetRef{Selector:Selector{Words:[creature, card] Constraints:[ZoneConstraint{Prep:"in" Zone:ZoneRef{Whose:Possessive{Your:true} Zone:"graveyard"}}]}}}}`},
		{`return that card and the sacrificed card to the battlefield under your control at the beginning of your next upkeep.`,
			`ActionClause{Predicate:Return{Object:ThatRef{Noun:"card"} More:[SacrificedRef{Noun:"card"}] Battlefield:true Under:Possessive{Your:true}} Delayed:DelayedSuffix{Your:true Step:Step{Name:"upkeep"}}}`},
		{`at the beginning of the next end step, return that card to the battlefield under its owner's control with a +1/+1 counter on it.`,
			`DelayedClause{At:Step{Name:"end step"} Clause:ActionClause{Predicate:Return{Object:ThatRef{Noun:"card"} Battlefield:true Under:Possessive{Owner:true} With:CountersOn{Amount:Amount{Number:1} Counter:"+1/+1"}}}}`},
		{`if this was kicked, draw a card.`,
			`ConditionalClause{Condition:Condition{Subject:ThisRef{This:true} Test:WasKicked{Kicked:true}} Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}}}`},
	}
	for _, tt := range spells {
		f := parseOne(t, "card \"X\" {\n  spell: "+tt.src+"\n}")
		s := f.Decls[0].(*Card).Items[0].(*SpellAbility).Effects.Sentences[0]
		if got := dump(s.Clause); !strings.HasPrefix(got, tt.want) {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
	items := []struct{ src, want string }{
		{`As an additional cost to cast this spell, sacrifice a creature.`,
			`AdditionalCostItem{Costs:[SacrificeCost{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[creature]}}}]}`},
		{`as an additional cost to cast this spell, discard a card and pay 2 life.`,
			`AdditionalCostItem{Costs:[DiscardCost{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[card]}}}, PayLifeCost{Amount:Amount{Number:2}}]}`},
		{`converge — static: this has flying.`, `AbilityWordItem{Word:"converge"}`},
		{`landfall - whenever a land enters, draw a card.`, `AbilityWordItem{Word:"landfall"}`},
	}
	for _, tt := range items {
		f := parseOne(t, "card \"X\" {\n  "+tt.src+"\n}")
		if got := dump(f.Decls[0].(*Card).Items[0]); got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
		if len(f.Decls[0].(*Card).Items) == 1 && strings.HasPrefix(tt.want, "AbilityWord") {
			t.Errorf("%s: the ability after the ability word is missing", tt.src)
		}
	}
	// A keyword line is not taken for an ability word, and "pt 2" is
	// still reported as a bad power/toughness.
	f := parseOne(t, "card \"X\" {\n  flying, trample\n  kicker {1}{R}\n}")
	if got := dump(f.Decls[0].(*Card).Items[0]); !strings.HasPrefix(got, "KeywordItem") {
		t.Errorf("keyword line parsed as %s", got)
	}
	if _, err := Parse("t.mtgs", []byte("card \"A\" {\n  pt 2\n}")); err == nil || !strings.Contains(err.Error(), "expected a power/toughness") {
		t.Errorf("pt 2: got %v", err)
	}
}
