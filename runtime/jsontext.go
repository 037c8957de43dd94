package runtime

import (
	"fmt"
	"strconv"
	"strings"
)

// The identifiers a client sees — object references, zones, steps, kinds
// of actions and decisions — are written in JSON as the same text the log
// uses ("#12.2", "battlefield", "declare attackers step", "cast"), and read
// back from it, so a message names things the way the log does.

// MarshalText writes r as "#card.incarnation" ("#none" for the zero ref).
func (r ObjRef) MarshalText() ([]byte, error) {
	if r.IsZero() {
		return []byte("#none"), nil
	}
	return r.appendTo(nil), nil
}

// UnmarshalText reads a reference written by MarshalText; "12.2" without
// the '#' is accepted too.
func (r *ObjRef) UnmarshalText(b []byte) error {
	s := strings.TrimPrefix(string(b), "#")
	if s == "none" || s == "" {
		*r = ObjRef{}
		return nil
	}
	card, inc, ok := strings.Cut(s, ".")
	c, err1 := strconv.ParseInt(card, 10, 32)
	n, err2 := strconv.ParseUint(inc, 10, 32)
	if !ok || err1 != nil || err2 != nil || c <= 0 {
		return fmt.Errorf("object reference %q: want #card.incarnation, like #12.2", string(b))
	}
	*r = ObjRef{Card: CardID(c), Inc: uint32(n)}
	return nil
}

// MarshalText writes the zone's name ("battlefield").
func (z Zone) MarshalText() ([]byte, error) { return []byte(z.String()), nil }

// UnmarshalText reads a zone's name.
func (z *Zone) UnmarshalText(b []byte) error {
	if string(b) == "anywhere" {
		*z = Anywhere
		return nil
	}
	for i, n := range zoneNames {
		if n == string(b) {
			*z = Zone(i)
			return nil
		}
	}
	return fmt.Errorf("unknown zone %q", string(b))
}

// MarshalText writes the step's name ("declare attackers step").
func (s Step) MarshalText() ([]byte, error) {
	if int(s) >= len(stepNames) {
		return nil, fmt.Errorf("step %d out of range", int(s))
	}
	return []byte(s.String()), nil
}

// UnmarshalText reads a step's name or short name (ParseStep).
func (s *Step) UnmarshalText(b []byte) error {
	st, ok := ParseStep(string(b))
	if !ok {
		return fmt.Errorf("unknown step %q", string(b))
	}
	*s = st
	return nil
}

// MarshalText writes the kind's name ("cast").
func (k ActionKind) MarshalText() ([]byte, error) {
	if int(k) >= len(actionKindNames) {
		return nil, fmt.Errorf("action kind %d out of range", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name.
func (k *ActionKind) UnmarshalText(b []byte) error {
	for i, n := range actionKindNames {
		if n == string(b) {
			*k = ActionKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown action kind %q", string(b))
}

// MarshalText writes the kind's name ("targets").
func (k DecisionKind) MarshalText() ([]byte, error) {
	if int(k) >= len(decisionNames) {
		return nil, fmt.Errorf("decision kind %d out of range", int(k))
	}
	return []byte(k.String()), nil
}

// UnmarshalText reads a kind's name.
func (k *DecisionKind) UnmarshalText(b []byte) error {
	for i, n := range decisionNames {
		if n == string(b) {
			*k = DecisionKind(i)
			return nil
		}
	}
	return fmt.Errorf("unknown decision kind %q", string(b))
}
