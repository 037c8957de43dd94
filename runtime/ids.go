package runtime

import (
	"fmt"
	"strconv"
)

// CardID identifies a physical card or token for the whole game.
type CardID int32

// PlayerID identifies a player by seat, starting at 0.
type PlayerID int

// NoPlayer is the PlayerID of no player.
const NoPlayer PlayerID = -1

// seat is a PlayerID in the two bytes an object keeps it in, so that an
// object is smaller to copy (a move, a clone). A game has at most
// maxPlayers players (NewGame).
type seat int16

// maxPlayers is how many players a seat can name.
const maxPlayers = 32767

// ObjRef names one incarnation of a card: the object it is in one zone
// (400.7). The zero ObjRef names nothing.
type ObjRef struct {
	Card CardID
	Inc  uint32
}

// IsZero reports whether r names nothing.
func (r ObjRef) IsZero() bool { return r.Card == 0 }

// String prints the reference as #card.incarnation.
func (r ObjRef) String() string {
	if r.IsZero() {
		return "#none"
	}
	return string(r.appendTo(nil))
}

func (r ObjRef) appendTo(b []byte) []byte {
	b = append(b, '#')
	b = strconv.AppendInt(b, int64(r.Card), 10)
	b = append(b, '.')
	return strconv.AppendUint(b, uint64(r.Inc), 10)
}

// Zone is a kind of zone (400.1).
type Zone uint8

// The zones of the game.
const (
	ZoneNone Zone = iota
	Library
	Hand
	Battlefield
	Graveyard
	Stack
	Exile
	Command
	// Anywhere matches every zone in a filter (a replacement effect's "a
	// card would be put into a graveyard from anywhere"). No object is ever
	// in it.
	Anywhere Zone = 255
)

var zoneNames = [...]string{"nowhere", "library", "hand", "battlefield", "graveyard", "stack", "exile", "command"}

func (z Zone) String() string {
	if z == Anywhere {
		return "anywhere"
	}
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return fmt.Sprintf("zone(%d)", int(z))
}

// Public reports whether the zone is public (400.2): libraries and hands are hidden.
func (z Zone) Public() bool { return z != Library && z != Hand && z != ZoneNone }

// hidden reports whether the zone is a library or a hand, where what a
// player sees depends on who they are (seenIn).
func (z Zone) hidden() bool { return z == Library || z == Hand }

// Owned reports whether each player has their own zone of this kind (400.1).
func (z Zone) Owned() bool { return z == Library || z == Hand || z == Graveyard }

// ParseZone returns the zone with the given name.
func ParseZone(s string) (Zone, bool) {
	for i, n := range zoneNames {
		if n == s && i != 0 {
			return Zone(i), true
		}
	}
	return ZoneNone, false
}
