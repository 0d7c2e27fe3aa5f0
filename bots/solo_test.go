package bots_test

import (
	"math"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/stretchr/testify/require"
)

// The bots play a solo game to its end, judging the human's position
// against the Colleagues' (SOLO.md R-SOLO-34).
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
