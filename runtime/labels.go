package runtime

import "slices"

// setLabels gives opts[i] the i-th of the labels written one after
// another in buf, the i-th ending at ends[i]: the labels are pieces of one
// string, so that a decision of n options makes one allocation for its
// labels rather than two or three for each. An empty piece leaves its
// option's label as it is: one labelled apart. buf and ends may be arrays
// on the caller's stack.
func setLabels(opts []Option, buf []byte, ends []int) {
	s := string(buf)
	start := 0
	for i, e := range ends {
		if e > start {
			opts[i].Label = s[start:e]
		}
		start = e
	}
}

// appendDescribe appends what Describe names r: its card's name and the
// reference.
func (g *Game) appendDescribe(b []byte, r ObjRef) []byte {
	if c := g.Card(r.Card); c != nil {
		b = append(append(b, c.Def.Name...), ' ')
	}
	if r.IsZero() {
		return append(b, "#none"...)
	}
	return r.appendTo(b)
}

// appendTargetOptions appends an option for each of ts to opts, labelled
// as the log names the target — but not while LegalActions probes, whose
// answers never read a label. A player's label is the player's name
// itself, already a string; the objects' labels are pieces of one string
// (setLabels).
func (g *Game) appendTargetOptions(opts []Option, ts []Target) []Option {
	at := len(opts)
	opts = appendTargets(opts, ts)
	if g.legalProbe {
		return opts
	}
	if !slices.ContainsFunc(ts, describedTogether) {
		// Every target is labelled apart: no buffer to build.
		for i, t := range ts {
			opts[at+i].Label = g.DescribeTarget(t)
		}
		return opts
	}
	var bb [256]byte
	var eb [16]int
	buf, ends := bb[:0], eb[:0]
	for i, t := range ts {
		if !describedTogether(t) {
			opts[at+i].Label = g.DescribeTarget(t) // labelled apart
		} else {
			buf = g.appendDescribe(buf, t.Obj) // never empty
		}
		ends = append(ends, len(buf))
	}
	setLabels(opts[at:], buf, ends)
	return opts
}

// describedTogether reports whether t is an object whose label is a piece
// of the one string appendTargetOptions builds; the others (players,
// items) are labelled apart.
func describedTogether(t Target) bool { return t.Item == 0 && !t.Obj.IsZero() }

// appendTargets appends an option for each of ts to opts, with no label:
// for a Decider that reads none (LabelReader) and for LabelLegalActions'
// probes (appendTargetOptions).
func appendTargets(opts []Option, ts []Target) []Option {
	// Grown once and written by index: the options are most often the
	// loan's, with room for ts already (newDecision).
	at := len(opts)
	opts = slices.Grow(opts, len(ts))[:at+len(ts)]
	for i := range ts {
		opts[at+i] = Option{Target: ts[i]}
	}
	return opts
}
