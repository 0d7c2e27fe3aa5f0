package kanban

import "fmt"

// String returns a short description of the state for people and logs:
// its version, day and week, and what it waits for, such as
// "kanban.GameState{version 37, day 2, week 1: red: work}". It shows
// nothing hidden: the position, json.Marshal of the state, holds the rest.
func (s GameState) String() string {
	return fmt.Sprintf("kanban.GameState{version %d, day %d, week %d: %v}", s.Version(), s.Day(), s.Week(), s.Next())
}

// Format prints the state as String does for every verb and flag, %#v and
// %+v included: a state holds the decks' orders, every hand and the
// generator's state, which a host must not print into a log by accident.
func (s GameState) Format(f fmt.State, verb rune) { fmt.Fprint(f, s.String()) }
