package runtime

import "unsafe"

// logLines holds the log's lines, rendered from the game's events when
// the log is read (Game.Log) or when a listener (OnLog) wants each line
// as it happens. The events are the log; the lines are a cache of what
// the events render to, so a move does not pay for its line unless
// someone reads it.
//
// The lines are written one after another into arrays of bytes never
// written to again, and each line is cut out of its array as a string
// that shares the array's bytes: a line costs no allocation of its own,
// only its share of an array. Each line is exactly what GameEvent.Text
// renders.
//
// The bytes of a line are written once, before the string is made, and
// only bytes past every line already cut are ever written, so each
// string stays as it was made. The array is the game's alone: a clone
// shares the lines already cut but starts with no array, for two games
// writing past the same line would overwrite each other's lines.
type logLines struct {
	buf   []byte   // the current array; lines end at len(buf)
	lines []string // the lines of the first done events, those that render to a line
	done  int      // how many of the game's events have been rendered
}

// lineArray is the size of the arrays lines are written into.
const lineArray = 4096

// lineRoom is the room left in an array below which the next line starts
// a new array rather than risk being copied with the lines before it.
const lineRoom = 256

// text returns e's log line.
func (l *logLines) text(e *GameEvent) string {
	if s, ok := e.verbatim(); ok {
		return s
	}
	if cap(l.buf)-len(l.buf) < lineRoom {
		l.buf = make([]byte, 0, lineArray)
	}
	start := len(l.buf)
	// A line longer than the room left moves the array: the new one holds
	// a copy of the lines before it, never written to either.
	l.buf = e.appendText(l.buf)
	n := len(l.buf) - start
	if n == 0 {
		return ""
	}
	return unsafe.String(&l.buf[start], n)
}

// catchUp renders the events of evs not rendered yet. Each event is
// rendered once, so reading the log after every action costs, in all,
// what reading it once at the end costs.
func (l *logLines) catchUp(evs []GameEvent) {
	for ; l.done < len(evs); l.done++ {
		if s := l.text(&evs[l.done]); s != "" {
			l.lines = append(l.lines, s)
		}
	}
}

// Log returns the game's log: the line of each event so far that has one
// (none when LogOff is set). The lines of the events not read before are
// rendered now, from what each event recorded when it happened, never
// from the game as it stands. The caller must not change the lines; it
// may append to the slice, which copies it.
func (g *Game) Log() []string {
	g.ready()
	g.lines.catchUp(g.events)
	return g.lines.lines[:len(g.lines.lines):len(g.lines.lines)]
}
