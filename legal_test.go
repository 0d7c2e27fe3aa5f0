package kanban_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// R-ENG-3: LegalActions names the acting player's hidden cards: in a
// Logistics turn, the Kanban Order cards of the player's hand, which no
// other player's View shows; so a host must not send the list to another
// player.
func TestLegalActionsShowOwnHand(t *testing.T) {
	s, _, err := kanban.New(seated(3, 5))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(5, 5))
	for !s.IsOver() {
		var cards []int
		for _, a := range s.LegalActions() {
			if a.Kind == kanban.ActKanban && !slices.Contains(cards, int(a.Card)) {
				cards = append(cards, int(a.Card))
			}
		}
		if len(cards) > 0 {
			p := s.Next().Player
			require.ElementsMatch(t, s.Hand(p).Kanban, cards)
			require.ElementsMatch(t, s.View(p).Hand.Kanban, cards)
			for _, other := range s.Players() {
				if other != p {
					require.NotEqual(t, p, s.View(other).Viewer)
					require.Equal(t, s.Hand(other), s.View(other).Hand, "a View shows its viewer's own hand only")
				}
			}
			return
		}
		s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
		require.NoError(t, err)
	}
	t.Fatal("no Kanban Order was ever legal")
}
