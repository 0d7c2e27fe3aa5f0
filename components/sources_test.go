package components

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

// sources.json is the built-in edition's Sources: for each table, the doc
// comment of the package value it stands for, which says where the value
// comes from with its marks (Confirmed, Seed, Inferred, Placeholder...).
// Rewrite it after a change to those comments with
//
//	go test ./components -run TestBuiltinSources -update
func TestBuiltinSources(t *testing.T) {
	items, known := docItems(t)
	byName := map[string]docItem{}
	for _, it := range items {
		byName[it.name] = it
	}
	want := map[string]string{}
	typ := reflect.TypeFor[Edition]()
	for i := range typ.NumField() {
		f := typ.Field(i)
		if f.Name == "Name" || f.Name == "Sources" {
			continue
		}
		it, ok := byName[f.Name]
		require.True(t, ok, "the table %s stands for no package value", f.Name)
		marks, doc := it.marks(known)
		require.NotEmpty(t, marks, "%s: its doc comment carries no mark", f.Name)
		want[jsonName(f)] = doc
	}
	b, err := json.MarshalIndent(want, "", "  ")
	require.NoError(t, err)
	b = append(b, '\n')
	if *update {
		require.NoError(t, os.WriteFile("sources.json", b, 0o644))
	}
	got, err := os.ReadFile("sources.json")
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(string(b), string(got)), "sources.json is out of date; rewrite it with go test ./components -run TestBuiltinSources -update")
	require.Equal(t, want, Builtin().Sources)
}
