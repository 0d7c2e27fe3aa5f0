package kanban

import (
	"errors"
	"fmt"
)

// ErrCannotUndo: the action asked to be taken back showed someone
// something that was hidden, or there is no action to take back.
var ErrCannotUndo = errors.New("cannot undo")

// Undo takes back the last action of a host's log: it returns the log
// without that action's events and the state before it, checked as Replay
// checks a log. An action can be taken back only if nobody learnt anything
// hidden from it: it drew no card, turned up no tile or goal, shuffled
// nothing, and showed no Expert the Award tiles. Otherwise Undo refuses it
// with an error that wraps ErrCannotUndo and says what was revealed, as it
// does for a log with no action. Redoing the same action gives the same
// events again (R-ENG-4).
func Undo(log []Event) ([]Event, GameState, error) {
	start := lastAction(log)
	if start < 0 {
		return log, GameState{}, fmt.Errorf("kanban: %w: the log has no action", ErrCannotUndo)
	}
	if why := revealed(log[start:]); why != "" {
		return log, GameState{}, fmt.Errorf("kanban: %w: action %d %s", ErrCannotUndo, log[start].Action, why)
	}
	s, err := Replay(log[:start])
	if err != nil {
		return log, GameState{}, err
	}
	return log[:start:start], s, nil
}

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
		case EvKanbanDrawn, EvGoalDrawn:
			return "drew a card"
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
		case EvDesignTaken:
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
