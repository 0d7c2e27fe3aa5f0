package components_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// The built-in edition is the package's values: its digest is Version, so
// that every recorded game keeps its meaning.
func TestBuiltinDigestIsVersion(t *testing.T) {
	require.Equal(t, components.Version, components.Builtin().Digest())
}

func TestBuiltinIsACopy(t *testing.T) {
	e := components.Builtin()
	e.Goals[0].PP = 99
	e.Conveyor[0].Next[0].To = 3
	e.SoloDepartmentDeck[1].Plan[0] = components.Body
	require.NotEqual(t, int8(99), components.Goals[0].PP)
	require.NotEqual(t, int8(3), components.Conveyor[0].Next[0].To)
	require.Equal(t, components.Motor, components.SoloDepartmentDeck[1].Plan[0])
	require.Equal(t, components.Version, components.Builtin().Digest())
	require.NotEqual(t, components.Version, e.Digest(), "a changed value changes the digest")
}

// The digest names the values only: not the name, not the sources.
func TestDigestIsOfTheValues(t *testing.T) {
	e := components.Builtin()
	e.Name, e.Sources = "my-box", map[string]string{"goals": "printed, checked against my copy"}
	require.Equal(t, components.Version, e.Digest())
}

func TestEditionRoundTrip(t *testing.T) {
	b, err := json.Marshal(components.Builtin())
	require.NoError(t, err)
	e, err := components.ParseEdition(b)
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(components.Builtin(), e))
	require.Equal(t, components.Version, e.Digest())
}

// editJSON returns the built-in edition's JSON with one change made to
// its decoded form.
func editJSON(t *testing.T, change func(doc map[string]any)) []byte {
	t.Helper()
	b, err := json.Marshal(components.Builtin())
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(b, &doc))
	change(doc)
	b, err = json.Marshal(doc)
	require.NoError(t, err)
	return b
}

func TestParseEditionRefuses(t *testing.T) {
	tests := []struct {
		name   string
		doc    []byte
		errHas string
	}{
		{"not JSON", []byte(`{"name":`), "unexpected EOF"},
		{"two values", append(editJSON(t, func(map[string]any) {}), []byte(" {}")...), "more than one JSON value"},
		{"a list", []byte(`[]`), "the document: not an object"},
		{"a goal short", editJSON(t, func(d map[string]any) {
			d["goals"] = d["goals"].([]any)[1:]
		}), "goals: 31 entries, the rules are built on 32"},
		{"a goal's icons long", editJSON(t, func(d map[string]any) {
			g := d["goals"].([]any)[3].(map[string]any)
			g["icons"] = []any{3, 2, 1, 1}
		}), "goals/3/icons: 4 entries, the rules are built on 3"},
		{"a table missing", editJSON(t, func(d map[string]any) {
			delete(d, "kanban_cards")
		}), `the document: no "kanban_cards"`},
		{"a field missing", editJSON(t, func(d map[string]any) {
			delete(d["goals"].([]any)[5].(map[string]any), "pp")
		}), `goals/5: no "pp"`},
		{"an unknown table", editJSON(t, func(d map[string]any) {
			d["speedcharger"] = []any{}
		}), `the document: unknown member "speedcharger"`},
		{"an unknown measure", editJSON(t, func(d map[string]any) {
			d["goals"].([]any)[0].(map[string]any)["measure"] = "happiness"
		}), "happiness"},
		{"a number out of range", editJSON(t, func(d map[string]any) {
			d["goals"].([]any)[0].(map[string]any)["pp"] = 300
		}), "cannot unmarshal number 300"},
		{"no name", editJSON(t, func(d map[string]any) {
			d["name"] = ""
		}), "no name"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e, err := components.ParseEdition(tt.doc)
			require.Nil(t, e)
			require.ErrorContains(t, err, tt.errHas)
			require.True(t, strings.HasPrefix(err.Error(), "components: edition: "), err.Error())
		})
	}
}

// FuzzParseEdition: the loader never panics, and what it accepts writes
// out and reads back to the same edition.
func FuzzParseEdition(f *testing.F) {
	b, err := json.Marshal(components.Builtin())
	require.NoError(f, err)
	f.Add(b)
	f.Add([]byte(`{"name":"x"}`))
	f.Add([]byte(`{"goals":[1,2]}`))
	f.Fuzz(func(t *testing.T, doc []byte) {
		e, err := components.ParseEdition(doc)
		if err != nil {
			return
		}
		out, err := json.Marshal(e)
		require.NoError(t, err)
		again, err := components.ParseEdition(out)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(e, again))
		require.Equal(t, e.Digest(), again.Digest())
	})
}
