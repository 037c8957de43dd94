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

// DecisionError reports that a decision could not be answered.
type DecisionError struct{ Msg string }

func (e *DecisionError) Error() string { return e.Msg }
