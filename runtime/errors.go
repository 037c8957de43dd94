package runtime

import "fmt"

// RuleError is an illegal game action, refused with the rule that forbids
// it. A refused action leaves the game state unchanged.
type RuleError struct {
	Rule string // e.g. "601.2c"
	Msg  string
}

func (e *RuleError) Error() string { return fmt.Sprintf("%s: %s", e.Rule, e.Msg) }

func refuse(rule, format string, args ...any) error {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// DecisionError reports that a decision could not be answered, or was
// answered in a way the runtime refuses (Decision.Check).
type DecisionError struct {
	Msg string
	// Rule, when set, is the rule the answer breaks ("601.2d",
	// "702.19b"); empty when it doesn't fit the decision's shape.
	Rule string
}

func (e *DecisionError) Error() string {
	if e.Rule != "" {
		return e.Msg + " (" + e.Rule + ")"
	}
	return e.Msg
}
