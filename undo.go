package kanban

import (
	"errors"
	"fmt"
)

// ErrCannotUndo: the action asked to be taken back showed someone
// something that was hidden, or there is no action to take back.
var ErrCannotUndo = errors.New("cannot undo")

// Undo takes back the last action of a host's log: it returns the state
// before it and the log without that action's events, checked as Replay
// checks a log. An action can be taken back only if nobody learnt anything
// hidden from it: it drew no card, turned up no tile or goal, shuffled
// nothing, and showed no Expert the Award tiles. Otherwise Undo refuses it
// with an error that wraps ErrCannotUndo and says what was revealed, as it
// does for a log with no action. Redoing the same action gives the same
// events again (R-ENG-4).
func Undo(log []Event) (GameState, []Event, error) {
	start := lastAction(log)
	if start < 0 {
		return GameState{}, log, &UndoError{Action: -1, Reason: "the log has no action"}
	}
	if why := revealed(log[start:]); why != "" {
		return GameState{}, log, &UndoError{Action: int(log[start].Action), Reason: why}
	}
	s, err := Replay(log[:start])
	if err != nil {
		return GameState{}, log, err
	}
	return s, log[:start:start], nil
}

// UndoTo takes back the last actions of a host's log up to and including
// the last one player p took, so that p faces that decision again: the
// actions others (bots) took after it go too. It takes back all of them or
// none, as Undo takes back each, and returns the state, the log and how
// many actions it took back.
func UndoTo(log []Event, p Color) (GameState, []Event, int, error) {
	end, n := len(log), 0
	for {
		start := lastAction(log[:end])
		if start < 0 {
			return GameState{}, log, 0, &UndoError{Action: -1, Reason: p.String() + " has taken no action"}
		}
		if why := revealed(log[start:end]); why != "" {
			return GameState{}, log, 0, &UndoError{Action: int(log[start].Action), Reason: why}
		}
		n++
		if end = start; log[start].Player == p {
			break
		}
	}
	s, err := Replay(log[:end])
	if err != nil {
		return GameState{}, log, 0, err
	}
	return s, log[:end:end], n, nil
}

// An UndoError is Undo's refusal: the action that cannot be taken back and
// what it revealed. It wraps ErrCannotUndo.
type UndoError struct {
	// Action is the number of the action (as Event.Action), or -1 when the
	// log has none to take back.
	Action int
	// Reason says what the action revealed, such as "drew a card".
	Reason string
}

// Error returns "kanban: cannot undo: action 57 drew a card".
func (e *UndoError) Error() string {
	if e.Action < 0 {
		return "kanban: " + ErrCannotUndo.Error() + ": " + e.Reason
	}
	return fmt.Sprintf("kanban: %v: action %d %s", ErrCannotUndo, e.Action, e.Reason)
}

// Unwrap returns ErrCannotUndo.
func (e *UndoError) Unwrap() error { return ErrCannotUndo }

// Undoable returns how many of the log's last actions Undo can take back
// one after another, for a frontend's undo button.
func Undoable(log []Event) int {
	n := 0
	for end := len(log); ; n++ {
		start := lastAction(log[:end])
		if start < 0 || revealed(log[start:end]) != "" {
			return n
		}
		end = start
	}
}

// lastAction returns the index of the last acted event, or -1.
func lastAction(log []Event) int {
	for i := len(log) - 1; i > 0; i-- {
		if log[i].Kind == EvActed {
			return i
		}
	}
	return -1
}

// revealed says what hidden information an action's events showed anyone,
// or "" if none.
func revealed(events []Event) string {
	for _, e := range events {
		switch e.Kind {
		case EvKanbanDrawn, EvGoalDrawn, EvColumnDrawn, EvSelectionDrawn:
			return "drew a card"
		case EvColleagueKanban:
			return "turned up the Kanban deck's top card"
		case EvRoomGoalDealt:
			return "dealt a goal to the meeting room"
		case EvGoalsRevealed:
			return "revealed the goals put face down"
		case EvGoalDeckReshuffled, EvDemandReplaced, EvDesignsReturned:
			return "shuffled a stack"
		case EvDemandTileTurned:
			return "turned up a Demand tile"
		case EvDisplayRefilled:
			return "refilled the display from the stacks"
		case EvStackReplaced:
			return "turned up the top of the Central stack"
		case EvDesignTaken, EvColleagueDesignTaken:
			if !e.Source.IsDisplay() {
				return "turned up a stack's next tile"
			}
		case EvChoicePending:
			if e.Decision == DecideAward {
				return "showed an Expert the Award tiles"
			}
		case EvAwardKept:
			return "took an Award tile"
		}
		if e.RNG != (GeneratorState{}) {
			return "drew from the random generator"
		}
	}
	return ""
}
