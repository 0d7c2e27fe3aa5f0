package kanban

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// R-ENG-3: a player's view shows their own hand only, and no deck order,
// unseen Award tile or generator state; it encodes as JSON.
func TestViewHidesOthersHands(t *testing.T) {
	sc := newScene(t, Red, Blue, Yellow)
	sc.orient()
	v := sc.s.View(Red)
	require.Equal(t, sc.s.Hand(Red), v.Hand)
	require.Len(t, v.Players, 3)
	data, err := json.Marshal(v)
	require.NoError(t, err)
	text := string(data)
	require.NotContains(t, text, "rng")
	require.NotContains(t, text, "goal_deck\":[", "deck orders stay hidden")
	for _, c := range []Color{Blue, Yellow} {
		h := sc.s.Hand(c)
		require.NotEqual(t, h, v.Hand)
	}
	require.True(t, strings.Contains(text, `"viewer":"red"`))

	// Only the player choosing an Award tile sees the tiles left.
	sc.workAt(Red, WorkstationOf(RnD, true), 3)
	sc.p(Red).train[RnD] = 4
	sc.do(Train(Red, RnD))
	if sc.s.Next().Kind == DecideAward {
		require.NotEmpty(t, sc.s.View(Red).AwardChoice)
		require.Empty(t, sc.s.View(Blue).AwardChoice)
	}
}

// R-ENG-3: events as a player sees them carry no generator state, no deck
// order and no card another player draws or chooses in secret.
func TestEventsForAPlayer(t *testing.T) {
	_, _, log := randomPlay(t, 3, 3000, 8)
	for _, e := range log {
		v := e.For(Red)
		require.Equal(t, GeneratorState{}, v.RNG)
		switch e.Kind {
		case EvStarted:
			require.Nil(t, v.Setup.GoalDeck)
			require.Nil(t, v.Setup.Designs)
			require.Nil(t, v.Setup.Awards)
			want := e.Setup.Config
			want.Seed = 0 // the seed never leaves the host
			require.Equal(t, want, v.Setup.Config)
		case EvGoalDrawn, EvGoalChosen:
			if e.Player != Red {
				require.Equal(t, NoGoal, v.Goal)
			} else {
				require.Equal(t, e.Goal, v.Goal)
			}
		case EvKanbanDrawn:
			if e.Player != Red {
				require.Equal(t, int8(-1), v.Card)
			}
		case EvDemandReplaced, EvGoalDeckReshuffled, EvDesignsReturned:
			require.Zero(t, v.List.Len())
		}
		// The full event is untouched.
		if e.Kind == EvStarted {
			require.NotNil(t, e.Setup.GoalDeck)
		}
	}
}

// R-ENG-3 R-MTG-3: the View shows a Meeting's face-up goals and tokens, the
// car waiting for a branch and the cars waiting for a garage.
func TestViewShowsChoicesInProgress(t *testing.T) {
	_, _, log := randomPlay(t, 3, 3000, 11)
	s, err := Replay(log[:1])
	require.NoError(t, err)
	sawMeeting, sawBranch := false, false
	for _, e := range log[1:] {
		s = mustEvolve(t, s, e)
		v := s.View(Red)
		switch s.Next().Kind {
		case DecideSpeak:
			sawMeeting = true
			require.NotEmpty(t, v.MeetingGoals)
			for _, g := range v.MeetingGoals {
				if g.PlayedBy == NoColor {
					require.Contains(t, s.MeetingRoom(), int(g.Card))
				} else {
					require.NotContains(t, s.Hand(g.PlayedBy).Goals, int(g.Card))
				}
			}
		case DecideBranch:
			sawBranch = true
			require.NotEqual(t, ExitSpace, v.Pushing)
			require.NotEqual(t, NoModel, s.Conveyor()[v.Pushing])
		case DecideGarage:
			require.NotEmpty(t, v.Parking)
		}
	}
	require.True(t, sawMeeting && sawBranch)
}
