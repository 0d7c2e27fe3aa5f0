package main

import "github.com/kanbanev/kanban"

// sandraNext says where Sandra evaluates next and what her evaluation
// there would do to each player if she made it now (View.SandraNext): the
// day and the place, "day 3 at logistics-top (if she chose now)", and a
// verdict for each player she may evaluate, named by name: "you -2 PP",
// "blue safe", "yellow caught, 0 PP" (no PP left to lose); with detail,
// "not evaluated" for a player she does not evaluate. It returns "" once
// the game is over.
func sandraNext(l lang, v kanban.View, name func(kanban.Color) string, detail bool) (where string, verdicts []string) {
	n := v.SandraNext
	if n.Day == 0 {
		return "", nil
	}
	where = l.f("day %d at her desk", n.Day)
	if n.Workstation != kanban.NoWorkstation {
		where = l.f("day %d at %s", n.Day, n.Workstation)
	}
	if !n.Placed {
		where += " " + l.tr("(if she chose now)")
	}
	for _, r := range n.Players {
		verdict := l.tr("safe")
		switch {
		case r.Applies && r.PP == 0:
			verdict = l.tr("caught, 0 PP") // on her penalty side, a player with no PP left
		case r.Applies:
			verdict = l.f("%+d PP", r.PP)
		case detail && !r.Evaluated:
			verdict = l.tr("not evaluated")
		}
		verdicts = append(verdicts, name(r.Player)+" "+verdict)
	}
	return where, verdicts
}

// sandraSide says what Sandra's next evaluation looks at: "penalizing the
// least progress on the logistics track (space 1), counting parts in storage".
func (l lang) sandraSide(n kanban.SandraForecast) string {
	if n.Reward {
		return l.f("rewarding the most progress on the %s track (space %d), counting %s", l.dept(n.Dept), n.Space, prose(l.Measure(n.Measure)))
	}
	return l.f("penalizing the least progress on the %s track (space %d), counting %s", l.dept(n.Dept), n.Space, prose(l.Measure(n.Measure)))
}
