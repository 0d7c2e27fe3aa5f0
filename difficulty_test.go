package kanban_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// R-DIFF-1..9: each Difficulty card reads as its number, title and what it
// does, in the edition's numbers; its JSON names it as SoloConfig does.
func TestDifficultyCards(t *testing.T) {
	t.Parallel()
	cards := kanban.Edition{}.DifficultyCards()
	require.Len(t, cards, components.SoloDifficultyCards)
	for i, c := range cards {
		require.Equal(t, components.Difficulty(i), c.Card)
		require.Equal(t, i+1, c.Number)
		require.NotEmpty(t, c.Title)
		require.True(t, strings.HasSuffix(c.Text, "."), "%s: %q", c.Title, c.Text)
		require.NotRegexp(t, kanban.OneOfMany, c.Text)
	}
	for _, tc := range []struct {
		card  components.Difficulty
		title string
		text  string
	}{
		{components.CertifiedLacerda, "Certified Lacerda", "Lacerda takes his extra action in every department from the start"}, // R-DIFF-1
		{components.CushySpeech, "Cushy Speech", "scores him 2 PP instead of 1 PP"},                                             // R-DIFF-2
		{components.OptimizedUpgrades, "Optimized Upgrades", "a Banked Shift or a Book, he scores 1 PP"},                        // R-DIFF-5
		{components.IncreasedQuotas, "Increased Quotas", "scores 3 PP, not 2 PP, for each Upgraded Design"},                     // R-DIFF-6
		{components.ForcedOvertime, "Forced Overtime", "you lose 1 Banked Shift instead, if you have one"},                      // R-DIFF-7
		{components.KeepingUp, "Keeping up with the Colleagues", "also scores 2, 4, 6 and 8 PP, and 8 PP at every later one"},   // R-DIFF-8
		{components.TerminationClause, "The Immediate Termination Clause", "the moment your PP fall to 0"},                      // R-DIFF-9
	} {
		c := cards[tc.card]
		require.Equal(t, tc.title, c.Title)
		require.Contains(t, c.Text, tc.text, tc.title)
	}
	b, err := json.Marshal(cards[components.CushySpeech])
	require.NoError(t, err)
	require.JSONEq(t, `{"card":"cushy-speech","number":2,"title":"Cushy Speech","text":"Each Generic Speech token a Colleague gains scores him 2 PP instead of 1 PP."}`, string(b))

	// An edition that corrects the numbers says its own.
	e := components.Builtin()
	e.Name = "harder"
	e.SoloScores.CushySpeechPP = 3
	e.SoloScores.ForcedOvertimeShifts = 2
	e.KeepingUpPP = [4]int8{1, 3, 5, 7}
	ed, err := kanban.NewEdition(e)
	require.NoError(t, err)
	harder := ed.DifficultyCards()
	require.Contains(t, harder[components.CushySpeech].Text, "scores him 3 PP instead of 1 PP")
	require.Contains(t, harder[components.ForcedOvertime].Text, "you lose 2 Banked Shifts instead, as many as you have")
	require.Contains(t, harder[components.KeepingUp].Text, "also scores 1, 3, 5 and 7 PP, and 7 PP at every later one")
}
