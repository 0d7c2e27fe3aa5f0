package bots_test

import (
	"math"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/stretchr/testify/require"
)

// The bots play a solo game to its end, judging the human's position
// against the Colleagues' (R-SOLO-34).
func TestBotsPlaySolo(t *testing.T) {
	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: 5, Solo: &kanban.SoloConfig{}}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	e := bots.Evaluate(s, kanban.Red)
	require.False(t, math.IsInf(e, 0) || math.IsNaN(e), "a margin over the Colleagues: %v", e)
	for _, b := range []bots.Bot{bots.NewRandom(1), bots.NewGreedy(1), bots.NewISMCTS(1, 20)} {
		s, err := bots.Play(cfg, []bots.Bot{b})
		require.NoError(t, err)
		r, over := s.Result()
		require.True(t, over)
		require.Len(t, r.Standings, 3)
	}
}

// In a solo game ISMCTS's reward goes on rising with the player's PP once
// the game is won (R-SOLO-34): of finished solo games, a won game with
// more PP is worth more, and a win is worth more than a loss with as many
// PP or more; in a game of 2 players a win is worth 1 whatever the PP.
func TestWinRewardSoloKeepsScoring(t *testing.T) {
	type end struct {
		pp     int
		won    bool
		reward float64
	}
	var ends []end
	for seed := range uint64(6) {
		cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: seed, Solo: &kanban.SoloConfig{}}
		var b bots.Bot = bots.NewGreedy(seed)
		if seed%3 == 2 {
			b = bots.NewRandom(seed) // a loss or two among the wins
		}
		s, err := bots.Play(cfg, []bots.Bot{b})
		require.NoError(t, err)
		r, _ := s.Result()
		out := make([]float64, 1)
		bots.WinReward{}.Reward(&s, out)
		e := end{reward: out[0]}
		for _, st := range r.Standings {
			if st.Color == kanban.Red {
				e.pp, e.won = st.PP, st.Place == 1
			}
		}
		require.True(t, e.reward >= 0 && e.reward <= 1, "%+v", e)
		ends = append(ends, e)
	}
	wins, losses := 0, 0
	for _, x := range ends {
		if x.won {
			wins++
			require.Greater(t, x.reward, 0.5, "a win is worth more than half: %+v", x)
		} else {
			losses++
			require.Less(t, x.reward, 0.5, "a loss is worth less than half: %+v", x)
		}
		for _, y := range ends {
			if x.won && y.won && x.pp > y.pp {
				require.Greater(t, x.reward, y.reward, "more PP, more reward: %+v %+v", x, y)
			}
		}
	}
	require.NotZero(t, wins)
	require.NotZero(t, losses)

	s, err := bots.Play(config(2, 4), []bots.Bot{bots.NewGreedy(1), bots.NewRandom(2)})
	require.NoError(t, err)
	out := make([]float64, 2)
	bots.WinReward{}.Reward(&s, out)
	require.ElementsMatch(t, []float64{0, 1}, out)
}
