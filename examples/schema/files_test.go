package schema

import (
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the schema files")

// dir is the checked-in schemas' folder.
const dir = "../../schema"

// TestSchemaFiles regenerates the schemas and compares them with the
// checked-in files; -update rewrites them.
func TestSchemaFiles(t *testing.T) {
	files, err := Generate()
	require.NoError(t, err)
	old, err := filepath.Glob(filepath.Join(dir, "*.schema.json"))
	require.NoError(t, err)
	if *update {
		for _, p := range old {
			if _, ok := files[filepath.Base(p)]; !ok {
				require.NoError(t, os.Remove(p))
			}
		}
		for name, b := range files {
			require.NoError(t, os.WriteFile(filepath.Join(dir, name), b, 0o644))
		}
		return
	}
	var have []string
	for _, p := range old {
		have = append(have, filepath.Base(p))
	}
	var want []string
	for name := range files {
		want = append(want, name)
	}
	slices.Sort(want)
	require.Equal(t, want, have, "the schema files differ; rewrite them with go test -run TestSchemaFiles -update")
	for name, b := range files {
		disk, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		if d := cmp.Diff(strings.Split(string(disk), "\n"), strings.Split(string(b), "\n")); d != "" {
			t.Fatalf("%s differs (-file +now); if the change is meant, rewrite it with go test -run TestSchemaFiles -update:\n%s", name, d)
		}
	}
}
