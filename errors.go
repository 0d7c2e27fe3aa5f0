package kanban

import (
	"errors"
	"fmt"
)

// Sentinel errors a host can test with errors.Is. Every refused action is a
// *RuleError; those refused for one of these reasons wrap the sentinel.
var (
	// ErrNotYourTurn: the action's player is not the one who must act.
	ErrNotYourTurn = errors.New("not this player's turn")
	// ErrUnknownAction: the action's kind is not one the engine knows, or not
	// one the waiting decision takes.
	ErrUnknownAction = errors.New("unknown action")
	// ErrGameOver: the game has ended and takes no more actions.
	ErrGameOver = errors.New("game over")
	// ErrStaleVersion: the action names a state version other than the
	// current one; it was built against an older state.
	ErrStaleVersion = errors.New("stale version")
	// ErrInsideAction: the state lies between the events of one action
	// (Next says DecideEvents); fold the rest of them before acting.
	ErrInsideAction = errors.New("inside an action's events")
)

// RuleError is the error for an illegal action: the ID of the rule it breaks
// (such as "R-WRK-2") and why. An action refused with a RuleError left the
// state unchanged.
type RuleError struct {
	Rule   string // the rule's ID, such as "R-WRK-2"
	Reason string // why the action breaks it, in plain English
	// Err is one of the sentinel errors when the refusal is one of theirs.
	Err error
}

// Error returns "rule: reason".
func (e *RuleError) Error() string { return e.Rule + ": " + e.Reason }

// Unwrap returns the sentinel error, if any.
func (e *RuleError) Unwrap() error { return e.Err }

// violation is a refusal inside the engine: a value, so that checking the
// candidates of LegalActions allocates nothing. The zero violation means
// legal.
type violation struct {
	rule   string
	reason string // a format for a1 and a2, when they are set
	a1, a2 any    // small enumerations: boxing them does not allocate
	err    error
}

func (v violation) ok() bool { return v.rule == "" }

func (v violation) error() error {
	if v.ok() {
		return nil
	}
	reason := v.reason
	switch {
	case v.a2 != nil:
		reason = fmt.Sprintf(reason, v.a1, v.a2)
	case v.a1 != nil:
		reason = fmt.Sprintf(reason, v.a1)
	}
	return &RuleError{Rule: v.rule, Reason: reason, Err: v.err}
}

func refuse(rule, reason string) violation { return violation{rule: rule, reason: reason} }

// refusef is refuse with a reason formatted from one or two small values
// (pass nil for an unused second one); the formatting waits until the
// refusal becomes an error.
func refusef(rule, format string, a1, a2 any) violation {
	return violation{rule: rule, reason: format, a1: a1, a2: a2}
}

var legal violation

var errNoDesign = errors.New("kanban: no such Design tile")
