package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The Colleagues' decks as the helper prints them, from the data alone.
func TestSoloDecksAsPrinted(t *testing.T) {
	// R-SOLO-10: 10 department cards, two a department, one of each pair
	// with Plan parts, and one reshuffle card.
	deck := components.SoloDepartmentDeck
	require.Len(t, deck, components.SoloDepartmentCards+1)
	var perDept [components.NumDepartments]int
	reshuffles := 0
	for id, c := range deck {
		if c.Reshuffle {
			reshuffles++
			require.Equal(t, components.SoloReshuffleCard, id)
			continue
		}
		perDept[c.Dept]++
		require.LessOrEqual(t, len(c.Plan), 2)
	}
	require.Equal(t, 1, reshuffles)
	require.Equal(t, [components.NumDepartments]int{2, 2, 2, 2, 2}, perDept)
	require.Equal(t, []Part{Electronics, Drivetrain}, deck[3].Plan)
	require.Equal(t, []Part{Motor}, deck[1].Plan)

	// R-SOLO-12: 18 selection cards, 3 a part type, 9 "top" and 9 "bottom".
	var perPart [components.NumParts]int
	tops := 0
	for _, c := range components.SoloSelectionDeck {
		perPart[c.Part]++
		if c.Top {
			tops++
		}
	}
	require.Equal(t, [components.NumParts]int{3, 3, 3, 3, 3, 3}, perPart)
	require.Equal(t, 9, tops)

	// R-SOLO-9: nine Difficulty cards, each with a name that reads back.
	for d := range components.Difficulty(components.SoloDifficultyCards) {
		b, err := d.MarshalText()
		require.NoError(t, err)
		var back components.Difficulty
		require.NoError(t, back.UnmarshalText(b))
		require.Equal(t, d, back)
	}
	// Solo data has its own version, so that the 2- to 4-player logs keep
	// theirs.
	require.NotEqual(t, components.Version, components.SoloVersion)
}

// R-SOLO-21: each Colleague's way at every branch of the conveyor is one
// of its arrows, and every branch has one.
func TestColleagueBranchesOnTheConveyor(t *testing.T) {
	for i := range components.Colleagues {
		for at, sp := range components.Conveyor {
			if len(sp.Next) < 2 {
				require.Zero(t, components.ColleagueBranches[i][at], "no branch at %s", sp.Name)
				continue
			}
			to := components.ColleagueBranches[i][at]
			found := false
			for _, l := range sp.Next {
				found = found || l.To == to
			}
			require.True(t, found, "%s at %s", components.ColleagueNames[i], sp.Name)
		}
	}
}
