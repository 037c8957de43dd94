package runtime

import "unsafe"

// logLines writes the log's lines one after another into arrays of bytes
// it never writes to again, and cuts each line out of its array as a
// string that shares the array's bytes: a line costs no allocation of its
// own, only its share of an array. Each line is exactly what
// GameEvent.Text renders.
//
// The bytes of a line are written once, before the string is made, and
// only bytes past every line already cut are ever written, so each
// string stays as it was made. The array is the game's alone: a clone
// starts with none, for two games writing past the same line would
// overwrite each other's lines.
type logLines struct {
	buf []byte // the current array; lines end at len(buf)
}

// lineArray is the size of the arrays lines are written into.
const lineArray = 4096

// lineRoom is the room left in an array below which the next line starts
// a new array rather than risk being copied with the lines before it.
const lineRoom = 256

// text returns e's log line.
func (l *logLines) text(e GameEvent) string {
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
