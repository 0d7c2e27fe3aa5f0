package main

import (
	"fmt"

	"github.com/kanbanev/kanban"
)

// sandraNext says where Sandra evaluates next and what her evaluation
// there would do to each player if she made it now (View.SandraNext): the
// day and the place, "day 3 at logistics-top (if she chose now)", and a
// verdict for each player she may evaluate, named by name: "you -2 PP",
// "blue safe", "yellow caught, 0 PP" (no PP left to lose); with detail,
// "not evaluated" for a player she does not evaluate. It returns "" once
// the game is over.
func sandraNext(v kanban.View, name func(kanban.Color) string, detail bool) (where string, verdicts []string) {
	n := v.SandraNext
	if n.Day == 0 {
		return "", nil
	}
	place := "her desk"
	if n.Workstation != kanban.NoWorkstation {
		place = n.Workstation.String()
	}
	where = fmt.Sprintf("day %d at %s", n.Day, place)
	if !n.Placed {
		where += " (if she chose now)"
	}
	for _, r := range n.Players {
		verdict := "safe"
		switch {
		case r.Applies && r.PP == 0:
			verdict = "caught, 0 PP" // on her penalty side, a player with no PP left
		case r.Applies:
			verdict = fmt.Sprintf("%+d PP", r.PP)
		case detail && !r.Evaluated:
			verdict = "not evaluated"
		}
		verdicts = append(verdicts, name(r.Player)+" "+verdict)
	}
	return where, verdicts
}

// sandraSide says what Sandra's next evaluation looks at: "penalizing the
// least progress on the logistics track (space 1), counting parts in storage".
func sandraSide(n kanban.SandraForecast) string {
	side := "penalizing the least"
	if n.Reward {
		side = "rewarding the most"
	}
	return fmt.Sprintf("%s progress on the %s track (space %d), counting %s", side, n.Dept, n.Space, n.Measure.Description())
}
