package schema

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

// needNode returns node, skipping the test when it or the schema folder's
// npm packages are missing — failing instead under CI=true.
func needNode(t *testing.T) string {
	t.Helper()
	node, err := exec.LookPath("node")
	msg := "the TypeScript declarations' test needs node and the schema folder's packages: (cd schema && npm ci)"
	if err == nil {
		if _, err = os.Stat(filepath.Join(dir, "node_modules", ".bin", "tsc")); err == nil {
			return node
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// TestSchemaTypeScript generates the TypeScript declarations from the
// checked-in schemas with json-schema-to-typescript and fails when
// schema/kanban.d.ts differs (-update rewrites it, after TestSchemaFiles
// has rewritten the schemas); then it type-checks the declarations and
// schema/check.ts, which uses them, with tsc --strict.
func TestSchemaTypeScript(t *testing.T) {
	node := needNode(t)
	out := filepath.Join(t.TempDir(), "kanban.d.ts")
	if *update {
		abs, err := filepath.Abs(filepath.Join(dir, "kanban.d.ts"))
		require.NoError(t, err)
		out = abs
	}
	run(t, node, "generate.mjs", out)
	if !*update {
		want, err := os.ReadFile(filepath.Join(dir, "kanban.d.ts"))
		require.NoError(t, err, "run go test -run TestSchema -update to write schema/kanban.d.ts")
		got, err := os.ReadFile(out)
		require.NoError(t, err)
		if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
			t.Fatalf("schema/kanban.d.ts differs (-file +now); if the change is meant, rewrite it with go test -run TestSchema -update:\n%s", d)
		}
	}
	run(t, filepath.Join("node_modules", ".bin", "tsc"), "--noEmit", "--strict", "kanban.d.ts", "check.ts")
}

// run runs a command in the schema folder.
func run(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = dir
	b, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %s:\n%s", name, strings.Join(args, " "), b)
}
