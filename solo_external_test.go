package kanban_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The public API of the solo options: a strict JSON form, and New refusing
// a solo game, with a clear error, until the whole mode plays (R-SOLO-1,
// R-SOLO-9).
func TestSoloConfigFromOutside(t *testing.T) {
	var cfg kanban.Config
	require.NoError(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"seed":"3","solo":{"difficulty":["keeping-up","cushy-speech"]}}`), &cfg))
	require.Equal(t, []components.Difficulty{components.KeepingUp, components.CushySpeech}, cfg.Solo.Difficulty)
	require.Error(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"solo":{"dificulty":[]}}`), &cfg))
	require.Error(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"solo":null}`), &cfg))

	_, _, err := kanban.New(cfg)
	require.Error(t, err)
	require.True(t, strings.Contains(err.Error(), "solo mode:") && strings.Contains(err.Error(), "not implemented yet"), err.Error())

	// One player without the solo options is no game (R-SET-1).
	_, _, err = kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}})
	var re *kanban.RuleError
	require.True(t, errors.As(err, &re))
	require.Equal(t, "R-SET-1", re.Rule)

	// A 2-player game's configuration writes no solo member.
	b, err := json.Marshal(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	require.NoError(t, err)
	require.NotContains(t, string(b), "solo")
}
