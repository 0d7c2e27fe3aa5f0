package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/kanbanev/kanban"
)

// narrate tells user, in a few lines, what an action's events showed them:
// another player's action with its description, and what matters among its
// consequences — cards the user drew, goals revealed, Sandra, Meetings,
// the end of the week and of the game. It reads each event through
// Event.For(user), so it tells nothing hidden from them; before is the
// state the action was taken in, to describe it.
func narrate(w io.Writer, st style, before kanban.GameState, user kanban.Color, events []kanban.Event) {
	who := func(c kanban.Color) string {
		if c == user {
			return st.player(c, "you")
		}
		return st.player(c, c.String())
	}
	// verb picks the verb's form for the user ("you are") or another player
	// ("blue is").
	verb := func(c kanban.Color, you, other string) string {
		if c == user {
			return you
		}
		return other
	}
	say := func(format string, args ...any) { fmt.Fprintf(w, "  "+format+"\n", args...) }
	// A Colleague's events are told in one line for each run of them (a
	// selection, a working turn, a scoring): his name, then each event's
	// kind and fields in the notation.
	names := colleagues(before)
	var run []string
	runOf := kanban.NoColor
	flush := func() {
		if len(run) > 0 {
			say("%s %s", st.player(runOf, names[runOf]+":"), strings.Join(run, "; "))
		}
		run, runOf = nil, kanban.NoColor
	}
	defer flush()
	for _, full := range events {
		e := full.For(user)
		if name, ok := names[e.Player]; ok && name != "" {
			if e.Player != runOf || e.Kind == kanban.EvColleagueTurn || e.Kind == kanban.EvSelectionDrawn {
				flush()
			}
			runOf = e.Player
			run = append(run, colleagueEvent(e))
			continue
		}
		flush()
		switch e.Kind {
		case kanban.EvActed:
			if e.Player == user {
				continue // the user knows what they chose
			}
			desc := ""
			if e.Act == full.Act { // nothing of it is hidden from the user
				if d, err := before.Describe(full.Act); err == nil {
					desc = ": " + d
				}
			} else {
				desc = ": put a goal face down for the meeting room"
			}
			notation := strings.TrimPrefix(e.Act.String(), e.Player.String()+" ")
			say("%s %s%s", st.player(e.Player, fmt.Sprintf("%-7s", e.Player)), st.dim(notation), desc)
		case kanban.EvDayStarted:
			say("%s", st.head(fmt.Sprintf("-- day %d --", e.N)))
		case kanban.EvSandraTurn:
			if e.Workstation == kanban.NoWorkstation {
				say("Sandra works at her desk")
			} else {
				say("Sandra works at %s", e.Workstation)
			}
		case kanban.EvSandraEvaluated:
			say("Sandra's evaluation: %s %+d PP", who(e.Player), e.N)
		case kanban.EvPaceCarAdvanced:
			say("the Pace Car moves to space %d", e.Space)
		case kanban.EvMeetingScheduled:
			say("a Meeting will be held at the end of the day")
		case kanban.EvKanbanDrawn:
			if e.Player == user {
				say("you draw Kanban Order card %d (%s)", e.Card, kanbanCard(int(e.Card)))
			}
		case kanban.EvGoalDrawn:
			if e.Player == user {
				say("you draw Performance Goal %s", goalCard(int(e.Goal)))
			} else {
				say("%s draws a Performance Goal", who(e.Player))
			}
		case kanban.EvRoomGoalDealt:
			say("goal %s is dealt to the meeting room", goalCard(int(e.Goal)))
		case kanban.EvGoalsRevealed:
			say("the goals put face down are revealed and go to the meeting room")
		case kanban.EvMeetingStarted:
			say("%s", st.head("the Meeting begins"))
		case kanban.EvSpoke:
			if e.N != 0 {
				say("%s %s %d PP on goal %s", who(e.Player), verb(e.Player, "score", "scores"), e.N, e.On)
			}
		case kanban.EvMeetingEnded:
			say("the Meeting ends; the Production Cycle marker is on %d", e.N)
		case kanban.EvWeekScored:
			say("end of the week: %s %+d PP", who(e.Player), e.N)
		case kanban.EvWeekAdvanced:
			say("%s", st.head(fmt.Sprintf("week %d", e.N)))
		case kanban.EvCertified:
			say("%s %s certified in %s", who(e.Player), verb(e.Player, "are", "is"), e.Dept)
		case kanban.EvExpert:
			say("%s %s an Expert in %s", who(e.Player), verb(e.Player, "are", "is"), e.Dept)
		case kanban.EvFactoryGoalReached:
			say("%s %s a Factory Goal", who(e.Player), verb(e.Player, "reach", "reaches"))
		case kanban.EvFinalGoalClaimed:
			say("%s %s a Final Goal achievement for %d PP", who(e.Player), verb(e.Player, "claim", "claims"), e.N)
		case kanban.EvFired:
			say("%s", st.warn(fmt.Sprintf("%s %s fired at 0 PP: the game ends at once", who(e.Player), verb(e.Player, "are", "is"))))
		case kanban.EvGameEnded:
			say("%s", st.head("the game is over"))
		}
	}
}

// colleagueEvent writes a Colleague's event as its kind and fields in the
// notation, without its numbers and colour: "colleague-trained rnd space-3".
func colleagueEvent(e kanban.Event) string {
	f := strings.SplitN(e.String(), " ", 3)
	if len(f) < 3 {
		return e.Kind.String()
	}
	return strings.TrimPrefix(f[2], "colleague-")
}
