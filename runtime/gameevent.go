package runtime

// GameEvent is one thing that happened in a game, as a client learns of
// it: every state change is one (issue: typed events), and the text log is
// rendered from them (Text). Events are kept in order in Events (unless
// LogOff) and handed to OnEvent as they happen.
//
// INTERFACE CONTRACT (fixed; the fields and kinds are filled in by the
// events work):
//   - GameEvent is a plain value: json.Marshal encodes it, and a client
//     decodes it with json.Unmarshal.
//   - Text renders the event's log line, byte for byte the line Log holds.
//   - For(viewer) returns the event as player viewer may know it: what is
//     hidden from viewer (another player's hand, any library, face-down
//     cards) is removed, and Text of the result names no hidden card.
//     For(NoPlayer) is the event as a spectator who sees no hidden zone
//     knows it.
type GameEvent struct {
	// Seq numbers the game's events from 1.
	Seq  int           `json:"seq"`
	Kind GameEventKind `json:"kind"`
	// text is the rendered line (placeholder until the typed fields land).
	Line string `json:"line"`
}

// GameEventKind says what a GameEvent reports.
type GameEventKind uint8

// Kinds of game events.
const (
	// EvLog is a line of the log not yet given a type of its own.
	EvLog GameEventKind = iota
)

// Text renders the event as its log line.
func (e GameEvent) Text() string { return e.Line }

// For returns the event as viewer may know it.
func (e GameEvent) For(viewer PlayerID) GameEvent { return e }
