package table

import (
	"encoding/json"

	rt "github.com/mtgs/mtgs/runtime"
)

// Version is the protocol's version, sent in the hello message. It
// changes when a message changes in a way an existing client would
// misread; adding a field or a message does not change it.
const Version = 1

// Request is a message from a client. Type says which it is; the other
// fields belong to some types only (docs/protocol.md):
//
//   - "newGame": Seats (each with a Deck and Auto or not), Seed,
//     MaxTurns, Life, AutoPass, and optionally Game, the id to give the
//     game.
//   - "act": Seat (optional: the seat that acts), and either ID, the
//     id of an action of the latest "actions" message, or Action, an
//     action as listed; X, Attacks and Blocks complete it.
//   - "answer": Seat (optional), Decision, the id of the decision
//     answered, and Choices, the indices of the options chosen.
//   - "view": Seat (optional): the seat's view is sent, for a seat the
//     client plays or rt.NoPlayer (-1, a spectator's view); the automatic
//     player's seats are refused, their hands being hidden (402.3).
//   - "concede": Seat (optional): that seat of the client's concedes
//     the game (104.3a), at any time.
//   - "close": the game ends for the client and is forgotten.
//
// Ref, if set, is copied into the error a request causes, so a client
// can tell which request failed.
type Request struct {
	Type string `json:"type"`
	Game string `json:"game,omitempty"`
	Ref  string `json:"ref,omitempty"`

	Seats    []SeatSpec `json:"seats,omitempty"`
	Seed     uint64     `json:"seed,omitempty"`
	MaxTurns int        `json:"maxTurns,omitempty"`
	Life     int        `json:"life,omitempty"`
	// AutoPass: when a client's seat may do nothing but pass (or make
	// mana), the server passes for it without asking.
	AutoPass bool `json:"autoPass,omitempty"`

	Seat    *rt.PlayerID `json:"seat,omitempty"`
	ID      *int         `json:"id,omitempty"`
	Action  *Action      `json:"action,omitempty"`
	X       *int         `json:"x,omitempty"`
	Attacks []Attack     `json:"attacks,omitempty"`
	Blocks  []Block      `json:"blocks,omitempty"`

	Decision *int  `json:"decision,omitempty"`
	Choices  []int `json:"choices,omitempty"`
}

// SeatSpec is one seat of a new game: the player's name, their deck (a
// deck name the server knows, or a deck file's path when the server
// allows files) and whether the automatic player plays it (Auto) or the
// client does.
type SeatSpec struct {
	Name string `json:"name,omitempty"`
	Deck string `json:"deck"`
	Auto bool   `json:"auto"`
}

// Hello is the first message a server sends: its protocol version and
// the decks it knows by name.
type Hello struct {
	Type    string   `json:"type"` // "hello"
	Version int      `json:"version"`
	Server  string   `json:"server"`
	Decks   []string `json:"decks"`
}

// Started says a game has begun: its id, seats and seed.
type Started struct {
	Type     string     `json:"type"` // "started"
	Game     string     `json:"game"`
	Ref      string     `json:"ref,omitempty"`
	Seed     uint64     `json:"seed"`
	AutoPass bool       `json:"autoPass"`
	Seats    []SeatInfo `json:"seats"`
}

// SeatInfo is a seat of a started game.
type SeatInfo struct {
	Seat rt.PlayerID `json:"seat"`
	Name string      `json:"name"`
	Deck string      `json:"deck"`
	Auto bool        `json:"auto"`
}

// ViewMsg carries a seat's View.
type ViewMsg struct {
	Type string      `json:"type"` // "view"
	Game string      `json:"game"`
	Seat rt.PlayerID `json:"seat"`
	View View        `json:"view"`
}

// ActionsMsg lists what a seat may do now, each action with an id an
// "act" request may name. It is sent whenever the seat is to act.
type ActionsMsg struct {
	Type    string         `json:"type"` // "actions"
	Game    string         `json:"game"`
	Seat    rt.PlayerID    `json:"seat"`
	Actions []ListedAction `json:"actions"`
}

// ListedAction is an action with its id in an ActionsMsg.
type ListedAction struct {
	ID     int    `json:"id"`
	Text   string `json:"text"`
	Action Action `json:"action"`
}

// DecisionMsg asks a seat to decide; an "answer" request answers it.
type DecisionMsg struct {
	Type     string      `json:"type"` // "decision"
	Game     string      `json:"game"`
	Seat     rt.PlayerID `json:"seat"`
	Decision Decision    `json:"decision"`
}

// EventsMsg carries the events a seat may know, in order: each event as
// GameEvent.For(seat) gives it, with its text.
type EventsMsg struct {
	Type   string      `json:"type"` // "events"
	Game   string      `json:"game"`
	Seat   rt.PlayerID `json:"seat"`
	Events []Event     `json:"events"`
}

// Event is one game event as a seat knows it (runtime.GameEvent.For) and
// its text (runtime.GameEvent.Text).
type Event struct {
	Event json.RawMessage `json:"event"`
	Text  string          `json:"text"`
}

// GameOverMsg says how a game ended.
type GameOverMsg struct {
	Type   string `json:"type"` // "gameOver"
	Game   string `json:"game"`
	Result Result `json:"result"`
}

// ClosedMsg confirms a "close" request: the game is forgotten.
type ClosedMsg struct {
	Type string `json:"type"` // "closed"
	Game string `json:"game"`
	Ref  string `json:"ref,omitempty"`
}

// ErrorMsg reports a request that was refused. A refused request changes
// nothing. Code is one of the Err… codes; Field names the request's field
// at fault when there is one; Request is the type of the request.
type ErrorMsg struct {
	Type    string `json:"type"` // "error"
	Code    string `json:"code"`
	Message string `json:"message"`
	Game    string `json:"game,omitempty"`
	Ref     string `json:"ref,omitempty"`
	Request string `json:"request,omitempty"`
	Field   string `json:"field,omitempty"`
}

// Error codes of ErrorMsg.
const (
	ErrMalformed   = "malformed"       // not a JSON object of the protocol, or a field of the wrong type
	ErrUnknownType = "unknownType"     // no such request type
	ErrBadField    = "badField"        // a field missing or out of range
	ErrUnknownGame = "unknownGame"     // no game with that id
	ErrDeck        = "deck"            // a deck that can't be found or loaded
	ErrNotYourTurn = "notYourTurn"     // the seat is not the one to act, or is played automatically
	ErrIllegal     = "illegalAction"   // the rules refuse the action
	ErrBadAnswer   = "badAnswer"       // an answer that doesn't fit its decision
	ErrNoDecision  = "noDecision"      // no such decision is pending
	ErrPending     = "decisionPending" // an action while a decision waits for its answer
	ErrGameOver    = "gameOver"        // the game has ended
	ErrBusy        = "busy"            // too many requests wait for the game, or too many games
	ErrGame        = "gameError"       // the game stopped on an error of the engine
)

// Action is a runtime.Action in the protocol's JSON. See runtime.Action
// for the meaning of each field.
type Action struct {
	Kind          rt.ActionKind  `json:"kind"`
	Player        rt.PlayerID    `json:"player"`
	Object        rt.ObjRef      `json:"object,omitzero"`
	Name          string         `json:"name,omitempty"`
	From          rt.Zone        `json:"from,omitzero"`
	Flashback     bool           `json:"flashback,omitempty"`
	Kicked        []int          `json:"kicked,omitempty"`
	X             int            `json:"x,omitempty"`
	MaxX          int            `json:"maxX,omitempty"`
	HasX          bool           `json:"hasX,omitempty"`
	Ability       int            `json:"ability,omitempty"`
	Text          string         `json:"text,omitempty"`
	Mana          bool           `json:"mana,omitempty"`
	AttackOptions []AttackOption `json:"attackOptions,omitempty"`
	Attacks       []Attack       `json:"attacks,omitempty"`
	BlockOptions  []Block        `json:"blockOptions,omitempty"`
	Blocks        []Block        `json:"blocks,omitempty"`
}

// AttackOption is a creature that may attack and whom: the players and
// the planeswalkers (506.2; runtime.AttackOption).
type AttackOption struct {
	Creature      rt.ObjRef     `json:"creature"`
	Defenders     []rt.PlayerID `json:"defenders"`
	Planeswalkers []rt.ObjRef   `json:"planeswalkers,omitempty"`
	Must          bool          `json:"must,omitempty"`
}

// Attack is one creature attacking a player, or a planeswalker when
// Planeswalker is set (its controller is then the defending player, and
// Defender may be left out); runtime.Attack.
type Attack struct {
	Creature     rt.ObjRef   `json:"creature"`
	Defender     rt.PlayerID `json:"defender"`
	Planeswalker rt.ObjRef   `json:"planeswalker,omitzero"`
}

// Block is a creature blocking attackers (runtime.Block).
type Block struct {
	Blocker   rt.ObjRef   `json:"blocker"`
	Attackers []rt.ObjRef `json:"attackers"`
}

// Decision is a runtime.Decision as its seat sees it, with the id an
// answer names.
type Decision struct {
	ID      int             `json:"id"`
	Kind    rt.DecisionKind `json:"kind"`
	Player  rt.PlayerID     `json:"player"`
	Prompt  string          `json:"prompt"`
	Options []Option        `json:"options"`
	Min     int             `json:"min"`
	Max     int             `json:"max"`
	Default []int           `json:"default,omitempty"`
	// Lethal, on a trampler's division of combat damage, is how many
	// times an answer must name each blocker option before it may name
	// the last, the player or planeswalker attacked (702.19b;
	// runtime.Decision.Lethal).
	Lethal []int `json:"lethal,omitempty"`
}

// Option is one option of a Decision: its label, and the object or player
// it is when it is one.
type Option struct {
	Label  string  `json:"label"`
	Target *Target `json:"target,omitempty"`
}

// Result is how a game ended (runtime.GameResult).
type Result struct {
	Over   bool        `json:"over"`
	Winner rt.PlayerID `json:"winner"`
	Draw   bool        `json:"draw"`
	Rule   string      `json:"rule"`
	Reason string      `json:"reason"`
	Losses []Loss      `json:"losses"`
}

// Loss is a player losing (runtime.Loss).
type Loss struct {
	Player rt.PlayerID `json:"player"`
	Rule   string      `json:"rule"`
	Reason string      `json:"reason"`
	Turn   int         `json:"turn"`
}

// ActionOf converts a runtime action to the protocol's form.
func ActionOf(a rt.Action) Action {
	out := Action{Kind: a.Kind, Player: a.Player, Object: a.Object, Name: a.Name, From: a.From, Flashback: a.Flashback,
		Kicked: a.Kicked, X: a.X, MaxX: a.MaxX, HasX: a.HasX, Ability: a.Ability, Text: a.Text, Mana: a.Mana}
	for _, o := range a.AttackOptions {
		out.AttackOptions = append(out.AttackOptions, AttackOption{Creature: o.Creature, Defenders: o.Defenders, Planeswalkers: o.Planeswalkers, Must: o.Must})
	}
	for _, o := range a.BlockOptions {
		out.BlockOptions = append(out.BlockOptions, Block{Blocker: o.Blocker, Attackers: o.Attackers})
	}
	out.Attacks = attacksOf(a.Attacks)
	out.Blocks = blocksOf(a.Blocks)
	return out
}

func attacksOf(as []rt.Attack) []Attack {
	var out []Attack
	for _, x := range as {
		out = append(out, Attack{Creature: x.Creature, Defender: x.Defender, Planeswalker: x.Planeswalker})
	}
	return out
}

func blocksOf(bs []rt.Block) []Block {
	var out []Block
	for _, x := range bs {
		out = append(out, Block{Blocker: x.Blocker, Attackers: x.Attackers})
	}
	return out
}

// ResultOf converts a runtime result to the protocol's form.
func ResultOf(r rt.GameResult) Result {
	out := Result{Over: r.Over, Winner: r.Winner, Draw: r.Draw, Rule: r.Rule, Reason: r.Reason, Losses: []Loss{}}
	for _, l := range r.Losses {
		out.Losses = append(out.Losses, Loss{Player: l.Player, Rule: l.Rule, Reason: l.Reason, Turn: l.Turn})
	}
	return out
}

// DecisionOf converts a runtime decision to the protocol's form, with id.
func DecisionOf(g *rt.Game, id int, d *rt.Decision) Decision {
	out := Decision{ID: id, Kind: d.Kind, Player: d.Player, Prompt: d.Prompt, Min: d.Min, Max: d.Max, Default: d.Default, Lethal: d.Lethal, Options: []Option{}}
	for _, o := range d.Options {
		opt := Option{Label: o.Label}
		// An option that names nothing has no target (runtime.LabelOption).
		if t := o.Target; !t.Obj.IsZero() || t.Item != 0 || t.IsPlayer() && int(t.Player) < len(g.Players) {
			x := targetOf(g, t)
			opt.Target = &x
		}
		out.Options = append(out.Options, opt)
	}
	return out
}
