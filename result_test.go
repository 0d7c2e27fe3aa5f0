package kanban_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

func ExampleResult_String() {
	r := kanban.Result{Standings: []kanban.Standing{
		{Color: kanban.Red, Place: 1, PP: 248, Breakdown: kanban.Breakdown{Play: 180, FinalGoal: 10, BankedShifts: 2, SpeechTokens: 4, Books: 1, Vouchers: 1, Cars: 20, Training: 15, TestedDesigns: 15}},
		{Color: kanban.Blue, Place: 2, PP: 201, Breakdown: kanban.Breakdown{Play: 170, Cars: 16, Training: 15}},
	}}
	fmt.Println(r)
	// Output:
	// 1. red     248 PP  (play 180, final goal 10, banked shifts 2, speech tokens 4, books 1, vouchers 1, cars 20, training 15, tested designs 15)
	// 2. blue    201 PP  (play 170, final goal 0, banked shifts 0, speech tokens 0, books 0, vouchers 0, cars 16, training 15, tested designs 0)
}

// R-FIN-6: the printed result shows the tie-breakers of players tied on
// PP, and a finished game prints a line a standing, its place and colour
// first.
func TestResultString(t *testing.T) {
	tie := kanban.Result{Standings: []kanban.Standing{
		{Color: kanban.Yellow, Place: 1, PP: 90, Cars: 3, TestedDesigns: 2, BankedShifts: 1, Breakdown: kanban.Breakdown{Play: 90}},
		{Color: kanban.Purple, Place: 2, PP: 90, Cars: 3, TestedDesigns: 1, Breakdown: kanban.Breakdown{Play: 90}},
		{Color: kanban.Red, Place: 3, PP: 12, Breakdown: kanban.Breakdown{Play: 12}},
	}}
	lines := strings.Split(tie.String(), "\n")
	require.Len(t, lines, 3)
	require.True(t, strings.HasSuffix(lines[0], "; ties broken by cars 3, tested designs 2, banked shifts 1"), lines[0])
	require.True(t, strings.HasSuffix(lines[1], "; ties broken by cars 3, tested designs 1, banked shifts 0"), lines[1])
	require.NotContains(t, lines[2], "ties")
	require.Equal(t, "no result", kanban.Result{}.String())
	require.Equal(t, "1. yellow 90 PP (play 90, final goal 0, banked shifts 0, speech tokens 0, books 0, vouchers 0, cars 0, training 0, tested designs 0)", tie.Standings[0].String())

	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}, {Color: kanban.Yellow}}, Seed: 8})
	require.NoError(t, err)
	for !s.IsOver() {
		s, _, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
	}
	r, over := s.Result()
	require.True(t, over)
	lines = strings.Split(fmt.Sprint(r), "\n")
	require.Len(t, lines, len(r.Standings))
	for i, st := range r.Standings {
		require.True(t, strings.HasPrefix(lines[i], fmt.Sprintf("%d. %v", st.Place, st.Color)), lines[i])
		require.Contains(t, lines[i], fmt.Sprintf("%d PP", st.PP))
	}
}
