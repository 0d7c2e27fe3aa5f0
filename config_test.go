package kanban_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// The seed is written as a string of digits, and read from that string or
// from a plain JSON number of the same digits, wherever a configuration is
// read: on its own, in the setup event and in a record's header (R-SET-2).
func TestConfigSeedAsNumber(t *testing.T) {
	cfg := kanban.Config{
		Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue, ExpertSide: true}},
		Seed:    18446744073709551615,
	}
	b, err := json.Marshal(cfg)
	require.NoError(t, err)
	require.Contains(t, string(b), `"seed":"18446744073709551615"`, "the encoder writes one form")

	for _, c := range []struct {
		name string
		seed string // as written in the JSON
		want uint64
	}{
		{"string", `"18446744073709551615"`, 18446744073709551615},
		{"number", `18446744073709551615`, 18446744073709551615},
		{"zero string", `"0"`, 0},
		{"zero number", `0`, 0},
		{"small number", `7`, 7},
	} {
		t.Run(c.name, func(t *testing.T) {
			in := strings.Replace(string(b), `"18446744073709551615"`, c.seed, 1)
			var got kanban.Config
			require.NoError(t, json.Unmarshal([]byte(in), &got), "%s", in)
			want := cfg
			want.Seed = c.want
			require.Empty(t, cmp.Diff(want, got))

			// The same in a record's header and in a setup event.
			s, log, err := kanban.New(want)
			require.NoError(t, err)
			r, err := kanban.RecordOf(log)
			require.NoError(t, err)
			text := r.String()
			header := "config " + string(mustJSON(t, want))
			require.Contains(t, text, header)
			back, err := kanban.ParseRecord(strings.Replace(text, header, "config "+in, 1))
			require.NoError(t, err)
			require.Equal(t, c.want, back.Config.Seed)

			started := string(mustJSON(t, log[0]))
			seedJSON := string(mustJSON(t, want))
			require.Contains(t, started, seedJSON)
			var e kanban.Event
			require.NoError(t, json.Unmarshal([]byte(strings.Replace(started, seedJSON, in, 1)), &e))
			replayed, err := kanban.Replay([]kanban.Event{e})
			require.NoError(t, err)
			require.Equal(t, s, replayed)
		})
	}
}

// Config's own decoder is as strict as the setup event's (R-ENG-1).
func TestConfigJSONRefusals(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":07}`, "invalid character"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":"07"}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":+7}`, "invalid character"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":-7}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":-0}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":7.0}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":7e0}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":18446744073709551616}`, "out of range"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":" 7"}`, "not a plain integer"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":null}`, "null"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":7,"seed":8}`, "duplicate"},
		{`{"players":[{"color":"red"},{"color":"blue"}],"Seed":7}`, `no field "Seed"`},
		{`{"seed":7}`, `missing "players"`},
		{`{"players":[{"color":"red"},{"color":"blue"}],"seed":7} 1`, "invalid character"},
	} {
		var cfg kanban.Config
		err := json.Unmarshal([]byte(c.in), &cfg)
		require.Error(t, err, "accepted %s", c.in)
		require.ErrorContains(t, err, c.want, "%s", c.in)
	}
}

// A configuration that decodes encodes to the string form, which decodes to
// the same configuration; nothing panics.
func FuzzConfigJSON(f *testing.F) {
	for _, in := range []string{
		`{"players":[{"color":"red"},{"color":"blue"}],"seed":"7"}`,
		`{"players":[{"color":"red"},{"color":"blue"}],"seed":7}`,
		`{"players":[{"color":"red","expert_side":true},{"color":"blue"}],"seed":18446744073709551615,"sandra_reward":true}`,
		`{"players":[{"color":"red"}]}`,
		`{"players":[],"seed":-0}`, `{"seed":1e3}`, `null`, `{}`,
	} {
		f.Add(in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var cfg kanban.Config
		if json.Unmarshal([]byte(in), &cfg) != nil {
			return
		}
		b, err := json.Marshal(cfg)
		require.NoError(t, err)
		if cfg.Seed != 0 {
			require.Contains(t, string(b), `"seed":"`)
		}
		var again kanban.Config
		require.NoError(t, json.Unmarshal(b, &again), "%s", b)
		require.Empty(t, cmp.Diff(cfg, again))
	})
}

// mustJSON encodes v.
func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return b
}
