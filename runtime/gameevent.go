package runtime

import (
	"strconv"
	"strings"
)

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
//
// An event is either a zone change (Kind EvZoneChange, its fields in
// Move) or a line made of a template and typed arguments: Template is the
// line with each argument written "%s" (and a literal percent sign "%%"),
// and Args are the players, objects, numbers and words that fill it, each
// with a Role that says what it is in the event ("source", "amount", …).
type GameEvent struct {
	// Seq numbers the game's events from 1.
	Seq  int           `json:"seq"`
	Kind GameEventKind `json:"kind"`
	// Combat says damage is combat damage (EvDamage). It follows Kind,
	// whose padding it takes: an event is 64 bytes, the log's array one
	// cache line an event (TestMoveRecordSizes).
	Combat bool `json:"combat,omitempty"`
	// Template and Args make the line of every event but a zone change.
	Template string     `json:"template,omitempty"`
	Args     []EventArg `json:"args,omitempty"`
	// Move is the zone change of an EvZoneChange event.
	Move *ZoneMove `json:"move,omitempty"`
}

// GameEventKind says what a GameEvent reports.
type GameEventKind uint8

// Kinds of game events.
const (
	// EvNote is a line of the log with no kind of its own (a rule noted,
	// a choice announced); its Args still name the players and objects.
	EvNote GameEventKind = iota
	// EvZoneChange: an object moved from one zone to another (Move).
	EvZoneChange
	// EvDamage: "source" dealt "amount" damage to "recipient" (a player,
	// with their "life" after, or an object); Combat says combat damage.
	EvDamage
	// EvLife: "player" gained or lost ("verb") "amount" life, "life" after.
	EvLife
	// EvCounters: "amount" counters of "counter" kind were put on or
	// removed from "object".
	EvCounters
	// EvTap: "player" tapped "object" for mana ("mana"), having paid the
	// "cost" of a mana ability whose cost is more than {T} when it took
	// mana (runtime/mana_costed.go).
	EvTap
	// EvUntap: a permanent untaps or doesn't ("object").
	EvUntap
	// EvAttach: "object" became attached to "host".
	EvAttach
	// EvControl: "player" now controls "object".
	EvControl
	// EvTrigger: the triggered ability of "source" went on the stack,
	// with its "target"s.
	EvTrigger
	// EvCast: "player" cast "spell" with its "target"s.
	EvCast
	// EvActivate: "player" activated an ability of "source".
	EvActivate
	// EvResolve: "object" (a spell or ability) resolved.
	EvResolve
	// EvFizzle: "object" did not resolve: its targets are all illegal
	// (608.2b), or its condition is false (603.4).
	EvFizzle
	// EvCountered: "object" was countered.
	EvCountered
	// EvStep: a step began ("turn", "player" — the active player —
	// and "step"); its line is "--- turn 3 (Bob), draw step ---".
	EvStep
	// EvGameOver: the game ended ("reason"; "winner" if there is one).
	EvGameOver
	// EvLose: "player" lost the game ("reason").
	EvLose
	// EvAttack: "object" attacks "player".
	EvAttack
	// EvBlock: "object" blocks "attacker".
	EvBlock
	// EvReveal: "player" revealed cards ("object"s); those are public.
	EvReveal
	// EvShuffle: "player" shuffled their library.
	EvShuffle
	// EvPlay: "player" played a land ("object").
	EvPlay
	// EvCreate: "player" created a token ("object").
	EvCreate
	// EvPrevent: damage was prevented or redirected.
	EvPrevent
	// EvReplace: a replacement effect applied.
	EvReplace
	// EvChoose: a player chose something ("player", "object"s).
	EvChoose
	// EvSearch: "player" searched a library.
	EvSearch
	// EvMulligan: "player" took a mulligan or bottomed a card.
	EvMulligan
	// EvStateBased: a state-based action applies to "object" (704.5).
	EvStateBased
	evKinds
)

var eventKindNames = [...]string{"note", "zone change", "damage", "life", "counters", "tap", "untap", "attach", "control",
	"trigger", "cast", "activate", "resolve", "does not resolve", "countered", "step", "game over", "lose",
	"attack", "block", "reveal", "shuffle", "play", "create", "prevent", "replace", "choose", "search", "mulligan", "state-based action"}

// String names the kind ("zone change").
func (k GameEventKind) String() string {
	if int(k) < len(eventKindNames) {
		return eventKindNames[k]
	}
	return "kind " + strconv.Itoa(int(k))
}

// MarshalText writes the kind's name.
func (k GameEventKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText reads a kind's name.
func (k *GameEventKind) UnmarshalText(b []byte) error {
	for i, n := range eventKindNames {
		if n == string(b) {
			*k = GameEventKind(i)
			return nil
		}
	}
	return &unknownKindError{string(b)}
}

type unknownKindError struct{ name string }

func (e *unknownKindError) Error() string { return "unknown game event kind " + strconv.Quote(e.name) }

// ArgType says what an EventArg is.
type ArgType uint8

// Types of event arguments.
const (
	// ArgText is words (Text), written as they are.
	ArgText ArgType = iota
	// ArgNumber is a number (Num).
	ArgNumber
	// ArgPlayer is a player (Player; Text is the name).
	ArgPlayer
	// ArgObject is an object, written with its name and reference
	// ("Grizzly Bears #12.2"), or "a card" if hidden.
	ArgObject
	// ArgCard is an object written by its name only, or "a card" if
	// hidden.
	ArgCard
)

var argTypeNames = [...]string{"text", "number", "player", "object", "card"}

// MarshalText writes the type's name.
func (t ArgType) MarshalText() ([]byte, error) {
	if int(t) < len(argTypeNames) {
		return []byte(argTypeNames[t]), nil
	}
	return []byte("text"), nil
}

// UnmarshalText reads a type's name.
func (t *ArgType) UnmarshalText(b []byte) error {
	for i, n := range argTypeNames {
		if n == string(b) {
			*t = ArgType(i)
			return nil
		}
	}
	return &unknownKindError{string(b)}
}

// Seen says who may see an object at the time of an event: SeenAll for
// everyone (a public zone, a revealed card), and bit p+1 for player p
// (players 0 to 51, so that the number stays exact in a JavaScript
// client).
type Seen uint64

// SeenAll marks an object every player and spectator may see.
const SeenAll Seen = 1

// maxSeenPlayers bounds the players Seen can name one by one.
const maxSeenPlayers = 52

// By reports whether viewer may see the object (NoPlayer: a spectator).
func (s Seen) By(viewer PlayerID) bool {
	if s&SeenAll != 0 {
		return true
	}
	return viewer >= 0 && viewer < maxSeenPlayers && s&(2<<uint(viewer)) != 0
}

func seenByPlayer(p PlayerID) Seen {
	if p < 0 || p >= maxSeenPlayers {
		return 0
	}
	return 2 << uint(p)
}

// hiddenCard is how a redacted object is written.
const hiddenCard = "a card"

// EventArg is one argument of an event's line.
type EventArg struct {
	// Role says what the argument is in the event ("player", "source",
	// "amount", …); see the kinds.
	Role string  `json:"role,omitempty"`
	Type ArgType `json:"type"`
	// Text is the words (ArgText), a player's name (ArgPlayer) or an
	// object's name (ArgObject, ArgCard).
	Text   string   `json:"text,omitempty"`
	Num    int      `json:"num,omitempty"`
	Player PlayerID `json:"player,omitempty"`
	Ref    ObjRef   `json:"ref,omitzero"`
	// Seen says who may see the object (ArgObject, ArgCard).
	Seen Seen `json:"seen,omitempty"`
	// Hidden says For removed the object: it is written "a card".
	Hidden bool `json:"hidden,omitempty"`

	frag []EventArg // the arguments of a piece of template (emit)
}

// ZoneMove is a zone change (400.7): the card's name, the old and new
// objects, the zones with their owner, why it moved, and which of 400.7's
// exceptions carried something from the old object to the new.
type ZoneMove struct {
	Name      string   `json:"name,omitempty"`
	Owner     PlayerID `json:"owner"`
	OwnerName string   `json:"ownerName"`
	Old       ObjRef   `json:"old,omitzero"`
	New       ObjRef   `json:"new,omitzero"`
	From      Zone     `json:"from"`
	To        Zone     `json:"to"`
	// Hidden says For removed the card's name: it is written "a card".
	// It follows the zones, whose padding it takes (TestMoveRecordSizes).
	Hidden bool   `json:"hidden,omitempty"`
	Cause  string `json:"cause"`
	// Carried lists the rules of 400.7 under which something carried
	// over to the new object, in the rules' order: "400.7a" effects that
	// changed the permanent spell's characteristics or controller,
	// "400.7b" a static ability's grant to it, "400.7c" prevention of
	// damage from it, "400.7d" the permanent knows what spell it was,
	// "400.7g" an ability granted so the card could be cast stays on the
	// spell, "400.7k" a discarded card's history through madness,
	// "400.7m" stickers.
	Carried []string `json:"carried,omitempty"`
	// OldSeen and NewSeen say who may see the object in its old and its
	// new zone; a card revealed or public in either is known to all.
	OldSeen Seen `json:"oldSeen,omitempty"`
	NewSeen Seen `json:"newSeen,omitempty"`
}

// Text renders the event as its log line.
func (e GameEvent) Text() string {
	if s, ok := e.verbatim(); ok {
		return s
	}
	n := 96
	if e.Move == nil {
		n = len(e.Template) + 16*len(e.Args)
	}
	return string(e.appendText(make([]byte, 0, n)))
}

// verbatim returns the event's line when it is its template as it
// stands: no arguments and nothing to fill in.
func (e GameEvent) verbatim() (string, bool) {
	if e.Move == nil && len(e.Args) == 0 && strings.IndexByte(e.Template, '%') < 0 {
		return e.Template, true
	}
	return "", false
}

// appendText appends the event's log line to b.
func (e GameEvent) appendText(b []byte) []byte {
	if e.Move != nil {
		return e.Move.appendTo(b)
	}
	next := 0
	t := e.Template
	for i := 0; i < len(t); i++ {
		c := t[i]
		if c != '%' || i+1 >= len(t) {
			b = append(b, c)
			continue
		}
		switch t[i+1] {
		case '%':
			b = append(b, '%')
			i++
		case 's':
			if next < len(e.Args) {
				b = e.Args[next].appendTo(b)
			} else {
				b = append(b, "%!s(MISSING)"...)
			}
			next++
			i++
		default:
			b = append(b, c)
		}
	}
	return b
}

func (a EventArg) appendTo(b []byte) []byte {
	switch a.Type {
	case ArgNumber:
		return strconv.AppendInt(b, int64(a.Num), 10)
	case ArgObject:
		if a.Hidden {
			return append(b, hiddenCard...)
		}
		if a.Text == "" {
			return append(b, a.Ref.String()...)
		}
		b = append(b, a.Text...)
		b = append(b, ' ')
		return append(b, a.Ref.String()...)
	case ArgCard:
		if a.Hidden {
			return append(b, hiddenCard...)
		}
		return append(b, a.Text...)
	}
	return append(b, a.Text...)
}

func (m *ZoneMove) appendTo(b []byte) []byte {
	if m.Hidden {
		b = append(b, hiddenCard...)
	} else {
		b = append(b, m.Name...)
	}
	b = append(b, ": "...)
	b = appendZoneName(b, m.From, m.OwnerName)
	if !m.Old.IsZero() {
		b = append(b, ' ')
		b = m.Old.appendTo(b)
	}
	b = append(b, " -> "...)
	b = appendZoneName(b, m.To, m.OwnerName)
	if !m.New.IsZero() {
		b = append(b, ' ')
		b = m.New.appendTo(b)
	}
	b = append(b, " ("...)
	b = append(b, m.Cause...)
	return append(b, ')')
}

func appendZoneName(b []byte, z Zone, owner string) []byte {
	if z.Owned() {
		b = append(b, owner...)
		b = append(b, "'s "...)
	}
	return append(b, z.String()...)
}

// For returns the event as viewer may know it: each object hidden from
// viewer when the event happened loses its name and reference and is
// written "a card". A zone change keeps the reference of each side the
// viewer sees and the card's name if the viewer sees either side. For is
// a pure function of the event: what it needs was stored when the event
// was made.
func (e GameEvent) For(viewer PlayerID) GameEvent {
	if m := e.Move; m != nil {
		oldSeen, newSeen := m.OldSeen.By(viewer), m.NewSeen.By(viewer)
		if oldSeen && newSeen {
			return e
		}
		n := *m
		if !oldSeen {
			n.Old = ObjRef{}
		}
		if !newSeen {
			n.New = ObjRef{}
		}
		if !oldSeen && !newSeen {
			n.Name, n.Hidden, n.Carried = "", true, nil
		}
		e.Move = &n
		return e
	}
	var args []EventArg
	for i, a := range e.Args {
		if (a.Type != ArgObject && a.Type != ArgCard) || a.Hidden || a.Seen.By(viewer) {
			continue
		}
		if args == nil {
			args = append([]EventArg(nil), e.Args...)
		}
		args[i].Text, args[i].Ref, args[i].Hidden = "", ObjRef{}, true
	}
	if args != nil {
		e.Args = args
	}
	return e
}

// Objects returns the references of the objects the event names (after
// For, only those the viewer may see).
func (e GameEvent) Objects() []ObjRef {
	var out []ObjRef
	if m := e.Move; m != nil {
		if !m.Old.IsZero() {
			out = append(out, m.Old)
		}
		if !m.New.IsZero() {
			out = append(out, m.New)
		}
		return out
	}
	for _, a := range e.Args {
		if (a.Type == ArgObject || a.Type == ArgCard) && !a.Ref.IsZero() {
			out = append(out, a.Ref)
		}
	}
	return out
}
