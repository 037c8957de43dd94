package grammar

import (
	"strings"
	"testing"
)

// TestSheetShapes checks the sticker sheet declaration.
func TestSheetShapes(t *testing.T) {
	src := `sheet "Ancestral Hot Dog Minotaur" {
  name "Ancestral", "Hot Dog", "Minotaur"
  art "Balloon"
  ability {TK}{TK}: afflict 2
  ability {TK}{TK}{TK}: flying, haste
  pt {TK}{TK} 1/4
  pt 8/6
}`
	f := parseOne(t, src)
	want := `Sheet{Name:"Ancestral Hot Dog Minotaur" Items:[` +
		`StickerItem{Kind:"name" Words:["Ancestral", "Hot Dog", "Minotaur"]}, ` +
		`StickerItem{Kind:"art" Words:["Balloon"]}, ` +
		`StickerItem{Kind:"ability" Tickets:{TK}{TK} Keywords:[Keyword{Name:afflict N:2}]}, ` +
		`StickerItem{Kind:"ability" Tickets:{TK}{TK}{TK} Keywords:[Keyword{Name:flying}, Keyword{Name:haste}]}, ` +
		`StickerItem{Kind:"pt" Tickets:{TK}{TK} PT:"1/4"}, ` +
		`StickerItem{Kind:"pt" PT:"8/6"}]}`
	if got := dump(f.Decls[0]); got != want {
		t.Errorf("\n got: %s\nwant: %s", got, want)
	}
	// A sheet is a declaration of its own: one that is broken does not hide
	// the next.
	_, err := Parse("s.mtgs", []byte("sheet \"A\" {\n  name\n}\nsheet \"B\" {\n  pt {TK}\n}\ncard \"C\" { type Instant }"))
	if err == nil || !strings.Contains(err.Error(), "s.mtgs:3:1: unexpected \"}\", expected a string") || !strings.Contains(err.Error(), "s.mtgs:6:1: unexpected \"}\"") {
		t.Errorf("expected an error in each broken sheet, got %v", err)
	}
}

// TestStickerEffectShapes checks the sticker and permission effects, the
// selector constraints and the sorcery-speed restriction.
func TestStickerEffectShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`you may put a name sticker on a nonland permanent you own.`,
			`ActionClause{Subject:YouRef{You:true} May:true Predicate:PutSticker{Kind:"name" Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[nonland, permanent] Constraints:[OwnerConstraint{You:true}]}}}}`},
		{`put a sticker on it.`, `ActionClause{Predicate:PutSticker{Object:ItRef{It:true}}}`},
		{`put an art sticker on this.`, `ActionClause{Predicate:PutSticker{Kind:"art" Object:ThisRef{This:true}}}`},
		{`put a +1/+1 counter on another target creature with a name sticker on it.`,
			`ActionClause{Predicate:PutCounters{Amount:Amount{Number:1} Counter:"+1/+1" On:TargetRef{Another:true Selector:Selector{Words:[creature] Constraints:[StickerConstraint{Kind:"name"}]}}}}`},
		{`put a name counter on this.`, `ActionClause{Predicate:PutCounters{Amount:Amount{Number:1} Counter:"name" On:ThisRef{This:true}}}`},
		{`you get {TK}, then you may put a sticker on a nonland permanent you own.`,
			`Sentence{Clause:ActionClause{Subject:YouRef{You:true} Predicate:GetTickets{Tickets:{TK}}} Rest:[Joined{Join:",then" Clause:ActionClause{Subject:YouRef{You:true} May:true Predicate:PutSticker{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[nonland, permanent] Constraints:[OwnerConstraint{You:true}]}}}}}]}`},
		{`target creature with a sticker on it gains flying until end of turn.`,
			`ActionClause{Subject:TargetRef{Selector:Selector{Words:[creature] Constraints:[StickerConstraint{}]}} Predicate:HasKeywords{Keywords:[Keyword{Name:flying}]} Trail:Duration{EndOfTurn:true}}`},
		{`destroy target stickered creature with flying.`,
			`ActionClause{Predicate:Destroy{Object:TargetRef{Selector:Selector{Words:[stickered, creature] Constraints:[KeywordConstraint{Keyword:Keyword{Name:flying}}]}}}}`},
		{`activate only as a sorcery.`, `ActionClause{Predicate:SorceryOnly{Sorcery:true}}`},
		{`during each of your turns, you may cast a Zombie creature spell from your graveyard.`,
			`DuringClause{Your:true Clause:ActionClause{Subject:YouRef{You:true} May:true Predicate:Cast{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[Zombie, creature, spell] Constraints:[ZoneConstraint{Prep:"from" Zone:ZoneRef{Whose:Possessive{Your:true} Zone:"graveyard"}}]}}}}}`},
	}
	for _, tt := range tests {
		f := parseOne(t, "card \"X\" {\n  static: "+tt.src+"\n}")
		s := f.Decls[0].(*Card).Items[0].(*StaticAbility).Effects.Sentences[0]
		var got string
		if len(s.Rest) > 0 {
			got = dump(s)
		} else {
			got = dump(s.Clause)
		}
		if got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

// TestStickerScenarioShapes checks the scenario statements for sticker
// sheets, tickets, sticker choices and names.
func TestStickerScenarioShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`Alice sticker sheets: "Ancestral Hot Dog Minotaur", "Cool Fluffy Loxodon"`,
			`StickerSheetsSetup{Player:"Alice" Sheets:["Ancestral Hot Dog Minotaur", "Cool Fluffy Loxodon"]}`},
		{`Bob sticker sheet: "Demonic Tourist Laser"`, `StickerSheetsSetup{Player:"Bob" Sheets:["Demonic Tourist Laser"]}`},
		{`tickets Alice 3`, `TicketsSetup{Player:"Alice" Tickets:3}`},
		{`choose sticker "Hot Dog" after 1 word`, `StickerChoice{Sticker:"Hot Dog" After:1}`},
		{`Alice chooses sticker "Ancestral" after 0 words`, `StickerChoice{Actor:"Alice" Sticker:"Ancestral" After:0}`},
		{`choose sticker "8/6"`, `StickerChoice{Sticker:"8/6"}`},
		{`choose bears`, `ChooseAction{Answers:[Answer{Card:bears}]}`},
		{`expect Alice tickets 2`, `Expect{Check:ExpectTickets{Player:"Alice" Tickets:2}}`},
		{`expect bears named "Ancestral Grizzly Bears"`, `Expect{Check:ExpectCard{Card:bears Check:IsNamed{Name:"Ancestral Grizzly Bears"}}}`},
		{`expect refused "601.3": cast zombies`, `Expect{Check:ExpectRefused{Rule:"601.3" Action:CastAction{Card:zombies}}}`},
	}
	checkStatements(t, tests)
}
