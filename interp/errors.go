package interp

import (
	"errors"
	"fmt"
	"sort"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/hashicorp/go-multierror"

	"github.com/mtgs/mtgs/grammar"
)

// Error is a checking error at a position in a source file.
type Error struct {
	Pos lexer.Position
	Msg string
}

func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.Pos.Filename, e.Pos.Line, e.Pos.Column, e.Msg)
}

// errorList collects errors from every phase and file.
type errorList struct{ errs []error }

func (l *errorList) add(pos lexer.Position, format string, args ...any) {
	l.errs = append(l.errs, &Error{Pos: pos, Msg: fmt.Sprintf(format, args...)})
}

func (l *errorList) addErr(err error) {
	if err == nil {
		return
	}
	var m *multierror.Error
	if errors.As(err, &m) {
		l.errs = append(l.errs, m.Errors...)
		return
	}
	l.errs = append(l.errs, err)
}

// err returns the collected errors as one go-multierror, sorted by file,
// line and column, one per line; nil if there were none.
func (l *errorList) err() error {
	if len(l.errs) == 0 {
		return nil
	}
	sort.SliceStable(l.errs, func(i, j int) bool {
		pi, pj := errPos(l.errs[i]), errPos(l.errs[j])
		if pi.Filename != pj.Filename {
			return pi.Filename < pj.Filename
		}
		if pi.Line != pj.Line {
			return pi.Line < pj.Line
		}
		return pi.Column < pj.Column
	})
	m := &multierror.Error{Errors: l.errs}
	m.ErrorFormat = func(es []error) string {
		s := ""
		for i, e := range es {
			if i > 0 {
				s += "\n"
			}
			s += e.Error()
		}
		return s
	}
	return m
}

// positioned is implemented by errors that know where they are.
type positioned interface{ Position() lexer.Position }

func errPos(err error) lexer.Position {
	var e *Error
	if errors.As(err, &e) {
		return e.Pos
	}
	var ge *grammar.Error
	if errors.As(err, &ge) {
		return ge.Pos
	}
	var p positioned
	if errors.As(err, &p) {
		return p.Position()
	}
	return lexer.Position{}
}

// Errors splits an error returned by this package into its parts.
func Errors(err error) []error {
	var m *multierror.Error
	if errors.As(err, &m) {
		return m.Errors
	}
	if err == nil {
		return nil
	}
	return []error{err}
}
