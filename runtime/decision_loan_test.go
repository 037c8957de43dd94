package runtime

import (
	"slices"
	"testing"
)

// borrower is a Decider that borrows decisions: it answers as FirstOptions
// and notes each decision it was asked.
type borrower struct {
	borrows bool
	asked   []*Decision
}

func (b *borrower) Decide(g *Game, d *Decision) ([]int, error) {
	b.asked = append(b.asked, d)
	return FirstOptions.Decide(g, d)
}

func (b *borrower) BorrowsDecisions() bool { return b.borrows }

// A DecisionBorrower is lent one decision after another in the same
// storage; a Decider that doesn't borrow, or a game keeping a journal,
// gets decisions of its own. A decision asked while the loan is out (a
// choice made as a card chosen earlier enters) gets its own too.
func TestDecisionLoan(t *testing.T) {
	bolt := crSpell("Test Loan Bolt", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		DealDamage{Amount: Const(1), To: TargetRef{Index: 0}})
	for _, tc := range []struct {
		name    string
		borrows bool
		journal bool
		same    bool
	}{
		{"a borrower: the same storage", true, false, true},
		{"not a borrower: its own", false, false, false},
		{"a journal kept: its own", true, true, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			if tc.journal {
				g.Record(true)
			}
			b := &borrower{borrows: tc.borrows}
			g.Decider = b
			a := g.AddCard(crBears, 1, Battlefield)
			c := g.AddCard(crBears, 1, Battlefield)
			crCastResolve(t, g, bolt)
			crCastResolve(t, g, bolt)
			if len(b.asked) != 2 {
				t.Fatalf("asked %d decisions, want the two spells' targets", len(b.asked))
			}
			if same := b.asked[0] == b.asked[1]; same != tc.same {
				t.Errorf("the two target decisions in one storage: %v, want %v", same, tc.same)
			}
			if a.Obj.Zone != Graveyard || c.Obj.Damage != 0 {
				t.Errorf("the first Bears in the %v, the second with %d damage: want both spells' damage on the first, dead\n%s", a.Obj.Zone, c.Obj.Damage, crLog(g))
			}
		})
	}
	g := crGame()
	g.Decider = &borrower{borrows: true}
	d1, lent1 := g.newDecision(nil, 2, 1)
	d2, lent2 := g.newDecision(nil, 2, 1)
	if !lent1 || lent2 || d1 == d2 {
		t.Fatalf("a second decision while the first is lent: lent %v and %v, same %v; want only the first lent", lent1, lent2, d1 == d2)
	}
	d1.Options = append(d1.Options, LabelOption("keep"))
	g.giveBack(d2, lent2)
	g.giveBack(d1, lent1)
	d3, lent3 := g.newDecision(nil, 1, 0)
	if !lent3 || d3 != d1 || len(d3.Options) != 0 || d3.Default != nil || d3.Prompt != "" {
		t.Errorf("the loan given back and lent again: %+v (lent %v), want it empty", d3, lent3)
	}
	if !slices.Equal(g.space.loan.options[:1], []Option{{}}) {
		t.Errorf("the loan's options keep %v, want them cleared", g.space.loan.options[:1])
	}
}

// listingPayer is a Decider that takes the default payment itself
// (DefaultTaker) and lists p's legal actions whenever it is asked
// anything else, then answers as FirstOptions.
type listingPayer struct {
	p      PlayerID
	listed int // decisions asked
	during int // actions listed while one was
}

func (l *listingPayer) Decide(g *Game, d *Decision) ([]int, error) {
	l.during += len(g.LegalActions(l.p))
	l.listed++
	return FirstOptions.Decide(g, d)
}

func (l *listingPayer) TakesDefault(k DecisionKind) bool {
	return k == ChoosePayment || k == ChooseSpend
}

// The payment plan a real cast made before asking for an additional
// cost (castPlan, in the game's list for it) is the one it pays with: a
// Decider listing the legal actions meanwhile gets none (117.1: no
// action while a decision is asked), so no probe runs to disturb it.
// Alice casts Test Bargain ({R}, discard a card and pay 3 life) with two
// Mountains and, while asked which card to discard, lists her actions;
// then the plan pays: one Mountain tapped, its {R} spent.
func TestPaymentPlanKeptWhileDeciderLists(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	m1, m2 := g.AddCard(crMountain, 0, Battlefield), g.AddCard(crMountain, 0, Battlefield)
	bargain := g.AddCard(crBargain, 0, Hand)
	g.AddCard(crBolt, 0, Hand)
	g.AddCard(crBolt, 0, Hand)
	// The listing an automatic player makes first: its probe keeps the
	// plan the cast then takes (castPlan).
	g.LegalActions(0)
	l := &listingPayer{p: 0}
	g.Decider = l
	if _, err := g.Cast(CastRequest{Player: 0, Card: bargain.Obj.Ref}); err != nil {
		t.Fatalf("%v\n%s", err, crLog(g))
	}
	if l.listed == 0 || l.during != 0 {
		t.Fatalf("%d decisions asked, %d actions listed while asked: want the discard asked and nothing listed", l.listed, l.during)
	}
	if m1.Obj.Tapped == m2.Obj.Tapped || g.Players[0].Pool.Total() != 0 || g.Players[0].Life != 17 {
		t.Errorf("Mountains tapped %v and %v, pool %v, life %d: want one tapped, its {R} spent, 17 life\n%s",
			m1.Obj.Tapped, m2.Obj.Tapped, g.Players[0].Pool, g.Players[0].Life, crLog(g))
	}
}

// The targets a spell is cast with are the spell's own: a host that
// reuses the slices it named them in (a client's buffer) after Cast
// returns changes nothing on the stack (601.2c: targets are chosen as
// the spell is cast).
func TestCastTargetsAreTheSpells(t *testing.T) {
	bolt := crSpell("Test Own Bolt", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		DealDamage{Amount: Const(3), To: TargetRef{Index: 0}})
	g := crGame()
	a, b := g.AddCard(crBears, 1, Battlefield), g.AddCard(crBears, 1, Battlefield)
	c := g.AddCard(bolt, 0, Hand)
	buf := [][]Target{crObj(a.Obj.Ref)}
	if _, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, Targets: buf}); err != nil {
		t.Fatal(err)
	}
	buf[0][0] = Target{Obj: b.Obj.Ref, Player: NoPlayer} // the host's buffer, used again
	crMust(t, g.PassAll())
	if a.Obj.Zone != Graveyard || b.Obj.Zone != Battlefield {
		t.Errorf("first Bears in the %v, second in the %v: want the one targeted dead, the other alive\n%s", a.Obj.Zone, b.Obj.Zone, crLog(g))
	}
}
