package kanban

import (
	"fmt"
	"strings"
)

// String returns the breakdown as its parts in final-scoring order, each
// named: "play 180, final goal 10, banked shifts 2, …".
func (b Breakdown) String() string {
	parts := []struct {
		name string
		pp   int
	}{
		{"play", b.Play}, {"final goal", b.FinalGoal}, {"banked shifts", b.BankedShifts},
		{"speech tokens", b.SpeechTokens}, {"books", b.Books}, {"vouchers", b.Vouchers},
		{"cars", b.Cars}, {"training", b.Training}, {"tested designs", b.TestedDesigns},
	}
	var sb strings.Builder
	for i, p := range parts {
		if i > 0 {
			sb.WriteString(", ")
		}
		fmt.Fprintf(&sb, "%s %d", p.name, p.pp)
	}
	return sb.String()
}

// String returns the standing on one line: place, colour, PP and where
// they came from, "1. red 248 PP (play 180, final goal 10, …)".
func (st Standing) String() string {
	return fmt.Sprintf("%d. %v %d PP (%v)", st.Place, st.Color, st.PP, st.Breakdown)
}

// String returns the result as a table, a line for each standing, best
// first, the colours and PP aligned; players tied on PP show the
// tie-breakers that ranked them (R-FIN-6). A Result with no standings is
// "no result".
func (r Result) String() string {
	if len(r.Standings) == 0 {
		return "no result"
	}
	tied := map[int]int{}
	for _, st := range r.Standings {
		tied[st.PP]++
	}
	var sb strings.Builder
	for i, st := range r.Standings {
		if i > 0 {
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "%d. %-6v %4d PP  (%v)", st.Place, st.Color, st.PP, st.Breakdown)
		if tied[st.PP] > 1 {
			fmt.Fprintf(&sb, "; ties broken by cars %d, tested designs %d, banked shifts %d", st.Cars, st.TestedDesigns, st.BankedShifts)
		}
	}
	return sb.String()
}
