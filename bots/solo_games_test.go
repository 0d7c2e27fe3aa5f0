package bots_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
)

// soloConfig is solo game number g: a colour, and no Difficulty card, two
// at random, one card alone or a pair of cards, by g.
func soloConfig(g uint64) kanban.Config {
	so := &kanban.SoloConfig{}
	n := components.Difficulty(components.SoloDifficultyCards)
	switch g % 4 {
	case 1:
		so.RandomDifficulty = true
	case 2:
		so.Difficulty = []components.Difficulty{components.Difficulty(g/4) % n}
	case 3:
		a, b := components.Difficulty(g/4)%n, components.Difficulty(g/4+1+g/36)%n
		if a == b {
			b = (b + 1) % n
		}
		so.Difficulty = []components.Difficulty{a, b}
	}
	return kanban.Config{
		Players:      []kanban.PlayerConfig{{Color: colors[g%4]}},
		Seed:         g,
		SandraReward: g%8 >= 4,
		Solo:         so,
	}
}

// R-SOLO-1 R-SOLO-34 R-ENG-4: 200 whole solo games played by Greedy, which
// plays them to their end rather than being fired early as random play
// is, over every Difficulty card alone and in pairs: every few steps the
// position decodes to the same state under the position format's checks
// (the invariants, the Colleagues' pieces counted), only the human is ever
// asked, and at the end the log replays, checked and unchecked, to the
// final state, and the ranking has the human and both Colleagues.
func TestSoloGamesByGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("a long property test: run go test without -short")
	}
	const games = 200
	for shard := range uint64(2) {
		t.Run(fmt.Sprint("shard-", shard), func(t *testing.T) {
			t.Parallel()
			for g := shard; g < games; g += 2 {
				cfg := soloConfig(g)
				s, log, err := kanban.New(cfg)
				require.NoError(t, err, "game %d", g)
				me := cfg.Players[0].Color
				bot := bots.NewGreedy(g)
				for step := 0; !s.IsOver(); step++ {
					require.Equal(t, me, s.Next().Player, "game %d: the state waits for another", g)
					turn, err := bots.NewTurn(s, me)
					require.NoError(t, err)
					a, err := bot.Act(turn)
					require.NoError(t, err)
					if s, log, err = kanban.AppendApply(log, s, a); err != nil {
						t.Fatalf("game %d: %v refused: %v", g, a, err)
					}
					if step%16 == 0 && !s.IsOver() {
						data, err := json.Marshal(s)
						require.NoError(t, err)
						var back kanban.GameState
						require.NoError(t, json.Unmarshal(data, &back), "game %d step %d", g, step)
						require.True(t, back == s, "game %d: a position does not come back", g)
					}
				}
				for _, replay := range []func([]kanban.Event) (kanban.GameState, error){kanban.Replay, kanban.ReplayUnchecked} {
					got, err := replay(log)
					require.NoError(t, err, "game %d", g)
					require.True(t, got == s, "game %d: the log replays to another state", g)
				}
				r, ok := s.Result()
				require.True(t, ok)
				require.Len(t, r.Standings, 1+components.Colleagues)
			}
		})
	}
}
