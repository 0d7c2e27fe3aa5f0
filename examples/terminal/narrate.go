package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/kanbanev/kanban"
)

// narrate tells user, a line each, what an action's events showed them, in
// the library's words (GameState.Narrate): another player's action, every
// Colleague's event, and what matters among the consequences — cards the
// user drew, goals revealed, Sandra, Meetings, the end of the week and of
// the game. It folds the events one by one from before, the state the
// action was taken in, since each is told from the state it is applied
// to; Narrate reads each as Event.For(user) gives it, so nothing hidden
// from the user is told.
func narrate(w io.Writer, st style, before kanban.GameState, user kanban.Color, events []kanban.Event) {
	n := narration{st: st, user: user, names: map[kanban.Color]string{}, colleague: map[kanban.Color]bool{}}
	for _, c := range before.Players() {
		n.names[c] = st.name(c)
	}
	n.names[user] = st.you()
	if so, ok := before.Solo(); ok {
		for _, c := range so.Colleagues {
			n.names[c.Color], n.colleague[c.Color] = title(c.Name), true
		}
	}
	s := before
	for _, e := range events {
		if line, ok := n.line(s, e); ok {
			fmt.Fprintf(w, "  %s\n", line)
		}
		next, err := kanban.Evolve(s, e)
		if err != nil {
			return // not the events of an action on before: nothing more can be told
		}
		s = next
	}
}

// narration is what narrate tells one user: how Narrate names each player
// and Colleague, and who the Colleagues are.
type narration struct {
	st        style
	user      kanban.Color
	names     map[kanban.Color]string
	colleague map[kanban.Color]bool
}

// line returns the line for an event applied to s, and whether the user
// is shown it.
func (n narration) line(s kanban.GameState, e kanban.Event) (string, bool) {
	st := n.st
	mine := e.For(n.user)
	c := mine.Player
	text := n.paint(c, prose(s.NarrateIn(st.Language, mine, n.user)))
	if n.colleague[c] {
		return text, true
	}
	switch e.Kind {
	case kanban.EvActed:
		if c == n.user {
			return "", false // the user knows what they chose
		}
		notation := strings.TrimPrefix(mine.Act.String(), c.String()+" ")
		return text + " " + st.dim("["+notation+"]"), true
	case kanban.EvDayStarted, kanban.EvMeetingStarted, kanban.EvWeekAdvanced, kanban.EvGameEnded:
		return st.head(text), true
	case kanban.EvFired:
		return st.warn(text), true
	case kanban.EvSandraEvaluated:
		if c == n.user && e.N < 0 {
			return st.warn(text), true
		}
		return text, true
	case kanban.EvKanbanDrawn:
		return text, c == n.user
	case kanban.EvSpoke:
		return text, e.N != 0
	case kanban.EvSandraTurn, kanban.EvPaceCarAdvanced, kanban.EvMeetingScheduled, kanban.EvGoalDrawn, kanban.EvRoomGoalDealt,
		kanban.EvGoalsRevealed, kanban.EvMeetingEnded, kanban.EvWeekScored, kanban.EvCertified, kanban.EvExpert,
		kanban.EvFactoryGoalReached, kanban.EvFinalGoalClaimed:
		return text, true
	}
	return "", false
}

// paint paints the name of player c in their colour where a sentence
// opens with it, as Narrate opens the sentences of a player's own doings
// ("blue trains", "Lacerda's turn").
func (n narration) paint(c kanban.Color, text string) string {
	name, ok := n.names[c]
	if !ok {
		return text
	}
	rest, ok := strings.CutPrefix(text, name)
	if !ok || rest != "" && !strings.ContainsRune(" ',", rune(rest[0])) {
		return text
	}
	return n.st.player(c, name) + rest
}
