package kanban_test

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// notation matches a token of the notation: a kebab-case identifier such
// as "logistics-top" or "cert-space", which prose never holds.
var notation = regexp.MustCompile(`\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b`)

func TestDecisionDescribe(t *testing.T) {

	for _, c := range []struct {
		d    kanban.Decision
		want string
	}{
		{kanban.Decision{Kind: kanban.DecideWorkstation, Player: kanban.Red}, "choose a workstation for the day"},
		{kanban.Decision{Kind: kanban.DecideStartSpot, Player: kanban.Red, Spaces: 0b1011}, "put the Certification marker on starting space 0, 1 or 3"},
		{kanban.Decision{Kind: kanban.DecideCertSpace, Player: kanban.Red, Dept: kanban.Logistics, Section: 2, Spaces: 0b100}, "put the Certification marker in section 2: space 2"},
		{kanban.Decision{Kind: kanban.DecideAward, Player: kanban.Red, Dept: kanban.RnD, Tiles: 2}, "keep one of the 2 Award tiles of the R&D track"},
		{kanban.Decision{Kind: kanban.DecideGarage, Player: kanban.Red, Model: kanban.SUV, Spaces: 0b110}, "park the claimed SUV car in garage 1 or 2"},
		{kanban.Decision{Kind: kanban.DecideSpeak, Player: kanban.Red, Goals: 1<<5 | 1<<7 | 1<<10}, "put a Speech token on goals 5, 7 or 10, or pass"},
		{kanban.Decision{Kind: kanban.DecideNothing}, "the game is over"},
	} {
		require.Equal(t, c.want, c.d.Describe(), "%v", c.d)
	}
	require.Equal(t, "R&D top workstation", kanban.Workstation(0).Title())
	require.Equal(t, "Administration bottom workstation", kanban.Workstation(kanban.NumWorkstations-1).Title())
}

// Every decision of random games is described in prose: never empty,
// never a token of the notation.
func TestDecisionDescribeInGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	kinds := map[kanban.DecisionKind]bool{}
	for game := range 4 {
		cfg := kanban.Config{Seed: uint64(game), Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}, {Color: kanban.Yellow}}}
		s, _, err := kanban.New(cfg)
		require.NoError(t, err)
		for !s.IsOver() {
			d := s.Next()
			text := d.Describe()
			kinds[d.Kind] = true
			require.NotEmpty(t, text)
			require.Empty(t, notation.FindAllString(text, -1), "%s: %q", d, text)
			legal := s.LegalActions()
			s, _, err = kanban.Apply(s, legal[rng.IntN(len(legal))])
			require.NoError(t, err)
		}
		require.Equal(t, "the game is over", s.Next().Describe())
	}
	for w := range kanban.Workstation(kanban.NumWorkstations) {
		require.Empty(t, notation.FindAllString(w.Title(), -1))
	}
	t.Logf("%d kinds of decision described", len(kinds))
}
