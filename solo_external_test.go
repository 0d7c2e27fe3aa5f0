package kanban_test

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The solo mode through the public API alone: a strict JSON config, a
// game set up by New and played by Apply to its end, the Colleagues never
// asked for anything, the table shown by View and the log replayed by
// Replay (R-SOLO-1, R-SOLO-9, R-SOLO-34).
func TestSoloGameFromOutside(t *testing.T) {
	var cfg kanban.Config
	require.NoError(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"seed":"3","sandra_reward":true,"solo":{"difficulty":["keeping-up","cushy-speech"]}}`), &cfg))
	require.Equal(t, []components.Difficulty{components.KeepingUp, components.CushySpeech}, cfg.Solo.Difficulty)
	require.Error(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"solo":{"dificulty":[]}}`), &cfg))
	require.Error(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"solo":null}`), &cfg))

	s, log, err := kanban.New(cfg)
	require.NoError(t, err)
	v := s.View(kanban.Red)
	require.NotNil(t, v.Solo)
	require.Equal(t, []components.Difficulty{components.CushySpeech, components.KeepingUp}, v.Solo.Difficulty)
	for !s.IsOver() {
		require.Equal(t, kanban.Red, s.Next().Player, "only the human is ever asked")
		legal := s.LegalActions()
		a := legal[len(legal)-1]
		var evs []kanban.Event
		s, evs, err = kanban.Apply(s, a)
		require.NoError(t, err)
		log = append(log, evs...)
	}
	r, over := s.Result()
	require.True(t, over)
	require.Len(t, r.Standings, 3)
	got, err := kanban.Replay(log)
	require.NoError(t, err)
	require.True(t, got == s)

	// A player's copy of the log keeps the decks' orders to the host.
	b, err := json.Marshal(log[0].For(kanban.Red))
	require.NoError(t, err)
	require.NotContains(t, string(b), "department_deck")
	require.NotContains(t, string(b), "selection_deck")

	// One player without the solo options is no game (R-SET-1).
	_, _, err = kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}})
	var re *kanban.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "R-SET-1", re.Rule)

	// A 2-player game's configuration writes no solo member.
	b, err = json.Marshal(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	require.NoError(t, err)
	require.NotContains(t, string(b), "solo")

	// A solo position is stored and read back.
	b, err = json.Marshal(s)
	require.NoError(t, err)
	var back kanban.GameState
	require.NoError(t, json.Unmarshal(b, &back))
	require.True(t, back == s)
}
