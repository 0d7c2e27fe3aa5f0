package kanban_test

import (
	"encoding/json"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// R-SOLO-23 with R-DES-4, from outside: the position of a solo game where
// Sandra is in R&D and blue, a Colleague, works in Design, edited so that
// the Central stack is empty and each First Office stack holds one blank
// Design. He takes both tops (neither stack is replaced: the Central stack
// is empty when he empties them), then sends both blanks under the Central
// stack, for 2 PP each.
func TestColleagueBlanksLeaveTheOfficeEmpty(t *testing.T) {
	var cfg kanban.Config
	require.NoError(t, json.Unmarshal([]byte(`{"players":[{"color":"red"}],"seed":"1956319155874","solo":{"difficulty":["increased-quotas"]}}`), &cfg))
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	for _, a := range []string{
		"red cert-space space-0", "red start-part battery", "red start-design top-4",
		"red select logistics-bottom", "red train logistics", "red train logistics", "red train logistics",
		"red cert-space space-3", "red end-turn",
		"red select assembly-top", "red train assembly", "red train assembly",
	} {
		s = mustApply(t, s, a)
	}

	var pos map[string]any
	b, err := json.Marshal(s)
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &pos))
	require.Equal(t, "rnd-top", pos["sandra"])
	board, solo := pos["board"].(map[string]any), pos["solo"].(map[string]any)
	var gone []any
	for _, st := range board["stacks"].([]any) {
		for _, d := range st.([]any) {
			if d != "suv-blank" && d != "concept-blank" {
				gone = append(gone, d)
			}
		}
	}
	board["stacks"] = []any{[]any{}, []any{"suv-blank"}, []any{"concept-blank"}}
	solo["designs_gone"] = gone
	b, err = json.Marshal(pos)
	require.NoError(t, err)
	var edited kanban.GameState
	require.NoError(t, json.Unmarshal(b, &edited))
	before := edited.View(kanban.Red).Solo.Colleagues[1].PP

	after, events, err := kanban.Apply(edited, mustParse(t, "red end-turn"))
	require.NoError(t, err)
	var taken []string
	for _, e := range events {
		if e.Kind == kanban.EvStackReplaced {
			t.Errorf("a First Office stack was replaced from an empty Central stack: %v", e)
		}
		if e.Kind == kanban.EvColleagueDesignTaken {
			taken = append(taken, e.Design.String())
		}
	}
	require.Equal(t, []string{"suv-blank", "concept-blank"}, taken)
	v := after.View(kanban.Red)
	require.Equal(t, before+4, v.Solo.Colleagues[1].PP, "2 PP for each blank")

	b, err = json.Marshal(after)
	require.NoError(t, err)
	var out struct {
		Board struct {
			Stacks [][]string `json:"stacks"`
		} `json:"board"`
	}
	require.NoError(t, json.Unmarshal(b, &out))
	require.Empty(t, out.Board.Stacks[1], "office-top")
	require.Empty(t, out.Board.Stacks[2], "office-bottom")
	require.Equal(t, []string{"suv-blank", "concept-blank"}, out.Board.Stacks[0], "the Central stack, top first, the top-row tile on top")
}

func mustParse(t *testing.T, a string) kanban.Action {
	t.Helper()
	act, err := kanban.ParseAction(a)
	require.NoError(t, err, a)
	return act
}

func mustApply(t *testing.T, s kanban.GameState, a string) kanban.GameState {
	t.Helper()
	s, _, err := kanban.Apply(s, mustParse(t, a))
	require.NoError(t, err, a)
	return s
}
