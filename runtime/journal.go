package runtime

import (
	"fmt"
	"slices"
)

// A game's journal records its inputs: each action a player took that the
// game accepted, as the call that took it, and each answer given to a
// decision, in the order they happened. A game is deterministic given its
// set-up, its seed and these inputs (Clone's tests prove it), so playing
// the journal again on a game set up the same way makes the same game, log
// line for log line: that is how replays and saved games work (package
// replay). Effects hold compiled closures, so the state itself is never
// written out.
//
// Only what the host does is recorded: an action taken from inside
// another (an effect casting a spell) is part of that action, and
// LegalActions' trial runs are not actions. An action that is refused
// changes nothing, so neither it nor the answers given while it was tried
// are kept. An action that fails after it changed the game (a Decider
// that returned an error while a spell resolved) is kept with its error in
// Failed, and playing it again must fail too.

// Journal calls: what JournalAction.Call names.
const (
	CallTake             = "take"              // Take(Player, *Take)
	CallPass             = "pass"              // Pass(Player)
	CallPassAll          = "pass all"          // PassAll()
	CallPlayLand         = "play land"         // PlayLand(Player, *Object)
	CallCast             = "cast"              // Cast(*Cast)
	CallActivate         = "activate"          // Activate(Player, *Object, Ability, Targets)
	CallTapForMana       = "tap for mana"      // TapForMana(Player, *Object)
	CallDeclareAttackers = "declare attackers" // DeclareAttackers(Player, Attackers, *Defender)
	CallDeclareAttacks   = "declare attacks"   // DeclareAttacks(Player, Attacks)
	CallDeclare          = "declare"           // Declare(Player)
	CallDeclareBlocks    = "declare blocks"    // DeclareBlocks(Player, Blocks)
	CallEndInDraw        = "end in draw"       // EndInDraw(Why)
	CallConcede          = "concede"           // Concede(Player): recorded where it happened, even inside another call
)

// JournalEntry is one input of a game: an action or a decision's answer.
// Exactly one of the two is set.
type JournalEntry struct {
	Action   *JournalAction   `json:"action,omitempty"`
	Decision *JournalDecision `json:"decision,omitempty"`
}

// JournalAction is one call a host made on the game, with its arguments:
// Call says which (CallTake, CallPass, …) and which fields it uses.
type JournalAction struct {
	Call   string   `json:"call"`
	Player PlayerID `json:"player"`
	// Take is the action given to Take.
	Take *TakenAction `json:"take,omitempty"`
	// Cast is the request given to Cast.
	Cast *CastRequest `json:"cast,omitempty"`
	// Object is the land played, the source activated or the permanent
	// tapped for mana; Ability the index of the ability, Targets the
	// targets given (nil: asked through the Decider).
	Object  *ObjRef    `json:"object,omitempty"`
	Ability int        `json:"ability,omitempty"`
	Targets [][]Target `json:"targets,omitempty"`
	// NoTargets: Targets was given empty, not nil.
	NoTargets bool `json:"no_targets,omitempty"`
	// Attackers and Defender are a declaration of attackers, Attacks a
	// declaration of attacks, Blocks a declaration of blocks.
	Attackers []ObjRef  `json:"attackers,omitempty"`
	Defender  *PlayerID `json:"defender,omitempty"`
	Attacks   []Attack  `json:"attacks,omitempty"`
	Blocks    []Block   `json:"blocks,omitempty"`
	// Why is the reason given to EndInDraw.
	Why string `json:"why,omitempty"`
	// Failed is the error the call returned after it had changed the
	// game; empty for an action that succeeded.
	Failed string `json:"failed,omitempty"`
}

// TakenAction is an Action as Take reads it: what a listed action says
// for a person (Name, From, Text, Mana) is kept to make a journal
// readable; the options of a declaration and MaxX are not.
type TakenAction struct {
	Kind      ActionKind `json:"kind"`
	Object    ObjRef     `json:"object,omitzero"`
	Name      string     `json:"name,omitempty"`
	From      Zone       `json:"from,omitzero"`
	Flashback bool       `json:"flashback,omitempty"`
	Kicked    []int      `json:"kicked,omitempty"`
	X         int        `json:"x,omitempty"`
	HasX      bool       `json:"has_x,omitempty"`
	Ability   int        `json:"ability,omitempty"`
	Text      string     `json:"text,omitempty"`
	Mana      bool       `json:"mana,omitempty"`
	Attacks   []Attack   `json:"attacks,omitempty"`
	Blocks    []Block    `json:"blocks,omitempty"`
}

// Action returns the action for player p.
func (t *TakenAction) Action(p PlayerID) Action {
	return Action{Kind: t.Kind, Player: p, Object: t.Object, Name: t.Name, From: t.From, Flashback: t.Flashback,
		Kicked: slices.Clone(t.Kicked), X: t.X, HasX: t.HasX, Ability: t.Ability, Text: t.Text, Mana: t.Mana,
		Attacks: slices.Clone(t.Attacks), Blocks: cloneBlocks(t.Blocks)}
}

// JournalDecision is the answer given to one decision, with the decision's
// kind and player so that a replay can check it is asked the same thing.
// Failed says the Decider returned an error instead of an answer.
type JournalDecision struct {
	Kind   DecisionKind `json:"kind"`
	Player PlayerID     `json:"player"`
	Answer []int        `json:"answer"`
	Failed bool         `json:"failed,omitempty"`
}

// journal is a game's record of its inputs while Record is on.
type journal struct {
	entries []JournalEntry
	depth   int // calls of the host's in progress: only the outermost is recorded
}

// Record turns the game's journal on or off. Turning it on starts an
// empty journal (a journal already on is kept); turning it off drops it.
// Record it before the game is set up (before DrawOpeningHands) so that
// the set-up's decisions are recorded too.
func (g *Game) Record(on bool) {
	switch {
	case !on:
		g.journal = nil
	case g.journal == nil:
		g.journal = &journal{}
	}
}

// Recording reports whether the game records its journal.
func (g *Game) Recording() bool { return g.journal != nil }

// Journal returns a copy of the game's journal so far: nil unless Record
// is on.
func (g *Game) Journal() []JournalEntry {
	g.ready()
	if g.journal == nil {
		return nil
	}
	return cloneJournal(g.journal.entries)
}

func cloneJournal(es []JournalEntry) []JournalEntry {
	out := make([]JournalEntry, len(es))
	for i, e := range es {
		if e.Action != nil {
			a := *e.Action
			if a.Take != nil {
				t := a.Take.Action(a.Player)
				a.Take = journalTake(a.Player, t).Take
			}
			out[i].Action = &a
		}
		if e.Decision != nil {
			d := *e.Decision
			d.Answer = slices.Clone(d.Answer)
			out[i].Decision = &d
		}
	}
	return out
}

func (j *journal) clone() *journal {
	if j == nil {
		return nil
	}
	// Entries never change once their call has ended: they are shared.
	return &journal{entries: slices.Clone(j.entries), depth: j.depth}
}

// journalling reports whether a call of the host's should be recorded (or
// counted as nested): the journal is on and LegalActions is not trying
// the call.
func (g *Game) journalling() bool { return g.journal != nil && !g.legalProbe }

// journalCall records the call a as it begins and returns its end, which
// the call's deferred function runs with the call's error (callEnd.end).
func (g *Game) journalCall(a JournalAction) callEnd {
	j := g.journal
	j.depth++
	if j.depth > 1 {
		return callEnd{j: j, nested: true}
	}
	e := callEnd{j: j, mark: len(j.entries), work: g.work, seq: g.eventSeq, ts: g.timestamp, over: g.over, losses: len(g.losses)}
	j.entries = append(j.entries, JournalEntry{Action: &a})
	return e
}

// callEnd is what the end of a journalled call needs: where its entry is
// and the game's counters as it began. A plain value, so that a call's
// error stays off the heap when no journal is kept.
type callEnd struct {
	j               *journal
	nested          bool // within another journalled call: nothing of its own is recorded
	mark            int
	work            int64
	seq, ts, losses int
	over            bool
}

// end closes the call: a refused call that changed nothing is forgotten
// with every answer given during it; a refused call that changed the game
// keeps its entry, marked failed.
func (e callEnd) end(g *Game, err *error) {
	j := e.j
	j.depth--
	if e.nested || g.journal != j || err == nil || *err == nil {
		return
	}
	if g.work == e.work && g.eventSeq == e.seq && g.timestamp == e.ts && g.over == e.over && len(g.losses) == e.losses {
		clear(j.entries[e.mark:])
		j.entries = j.entries[:e.mark]
		return
	}
	j.entries[e.mark].Action.Failed = (*err).Error()
}

// journalDecision records the answer a Decider gave to d.
func (g *Game) journalDecision(d *Decision, idx []int, err error) {
	if g.journal == nil || g.probing && g.legalProbe {
		return // LegalActions asks: its answers are its own
	}
	g.journal.entries = append(g.journal.entries, JournalEntry{Decision: &JournalDecision{
		Kind: d.Kind, Player: d.Player, Answer: slices.Clone(idx), Failed: err != nil}})
}

// Perform makes the call a journal entry records, as the host made it:
// Take for a CallTake, Pass for a CallPass and so on. Decisions are asked
// through the Decider as usual. A replay feeds a journal back with it.
func (g *Game) Perform(a JournalAction) error {
	g.ready()
	obj := func() (ObjRef, error) {
		if a.Object == nil {
			return ObjRef{}, fmt.Errorf("journal: a %q call without its object", a.Call)
		}
		return *a.Object, nil
	}
	switch a.Call {
	case CallTake:
		if a.Take == nil {
			return fmt.Errorf("journal: a %q call without its action", a.Call)
		}
		return g.Take(a.Player, a.Take.Action(a.Player))
	case CallPass:
		return g.Pass(a.Player)
	case CallPassAll:
		return g.PassAll()
	case CallPlayLand:
		r, err := obj()
		if err != nil {
			return err
		}
		return g.PlayLand(a.Player, r)
	case CallCast:
		if a.Cast == nil {
			return fmt.Errorf("journal: a %q call without its request", a.Call)
		}
		_, err := g.Cast(*a.Cast)
		return err
	case CallActivate:
		r, err := obj()
		if err != nil {
			return err
		}
		ts := a.Targets
		if ts == nil && a.NoTargets {
			ts = [][]Target{}
		}
		return g.Activate(a.Player, r, a.Ability, ts)
	case CallTapForMana:
		r, err := obj()
		if err != nil {
			return err
		}
		return g.TapForMana(a.Player, r)
	case CallDeclareAttackers:
		if a.Defender == nil {
			return fmt.Errorf("journal: a %q call without its defender", a.Call)
		}
		return g.DeclareAttackers(a.Player, a.Attackers, *a.Defender)
	case CallDeclareAttacks:
		return g.DeclareAttacks(a.Player, a.Attacks)
	case CallDeclare:
		return g.Declare(a.Player)
	case CallDeclareBlocks:
		return g.DeclareBlocks(a.Player, a.Blocks)
	case CallEndInDraw:
		g.EndInDraw(a.Why)
		return nil
	case CallConcede:
		return g.Concede(a.Player)
	}
	return fmt.Errorf("journal: unknown call %q", a.Call)
}

// journalTake is the record of Take(p, a): the action without the options
// a listed action carries, which Take doesn't read.
func journalTake(p PlayerID, a Action) JournalAction {
	return JournalAction{Call: CallTake, Player: p, Take: &TakenAction{Kind: a.Kind, Object: a.Object, Name: a.Name, From: a.From,
		Flashback: a.Flashback, Kicked: slices.Clone(a.Kicked), X: a.X, HasX: a.HasX, Ability: a.Ability, Text: a.Text, Mana: a.Mana,
		Attacks: slices.Clone(a.Attacks), Blocks: cloneBlocks(a.Blocks)}}
}

// journalCast is the record of Cast(req).
func journalCast(req CastRequest) JournalAction {
	r := req
	r.Targets = cloneTargets(req.Targets)
	r.Kicked, r.Modes = slices.Clone(req.Kicked), slices.Clone(req.Modes)
	r.TargetList = slices.Clone(req.TargetList)
	r.Sacrifice, r.Discard = slices.Clone(req.Sacrifice), slices.Clone(req.Discard)
	return JournalAction{Call: CallCast, Player: req.Player, Cast: &r}
}

func cloneBlocks(bs []Block) []Block {
	if bs == nil {
		return nil
	}
	out := make([]Block, len(bs))
	for i, b := range bs {
		out[i] = Block{Blocker: b.Blocker, Attackers: slices.Clone(b.Attackers)}
	}
	return out
}

// ptr returns a pointer to a copy of v: a journal entry's optional field,
// made only when an entry is.
func ptr[T any](v T) *T { return &v }
