package main

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// python returns a Python 3 with NumPy and pytest: $KANBAN_PYTHON, the
// system's /usr/bin/python3 (Debian's python3-numpy and python3-pytest
// install there), or python3 on the PATH. Without one it skips the test,
// saying what to install, or fails it when CI=true.
func python(t *testing.T) string {
	t.Helper()
	candidates := []string{os.Getenv("KANBAN_PYTHON"), "/usr/bin/python3", "python3"}
	for _, c := range candidates {
		if c == "" {
			continue
		}
		if exec.Command(c, "-c", "import numpy, pytest").Run() == nil {
			return c
		}
	}
	msg := "no Python 3 with NumPy and pytest: apt-get install python3-numpy python3-pytest (or set KANBAN_PYTHON) to run the Python package's tests"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// buildLibrary builds libkanban into a temporary folder and returns its
// path.
func buildLibrary(t *testing.T) string {
	t.Helper()
	out := filepath.Join(t.TempDir(), "libkanban.so")
	cmd := exec.Command("go", "build", "-buildmode=c-shared", "-o", out, ".")
	b, err := cmd.CombinedOutput()
	require.NoError(t, err, "building libkanban: %s", b)
	return out
}

// check is a game a Python test played through one of the interfaces:
// its configuration, the notation of its actions and the final PP it saw.
type check struct {
	Config  json.RawMessage `json:"config"`
	Edition string          `json:"edition"`
	Actions []string        `json:"actions"`
	FinalPP []int           `json:"final_pp"`
}

// The Python package's tests (python/tests, with pytest) pass against the
// library built from these sources; and each whole game they played
// through an interface, replayed here by the Go API from its
// configuration and actions, ends with the final PP the interface gave.
func TestPython(t *testing.T) {
	py := python(t)
	lib := buildLibrary(t)
	checks := t.TempDir()
	root, err := filepath.Abs("../..")
	require.NoError(t, err)
	cmd := exec.Command(py, "-m", "pytest", "-q", "-p", "no:cacheprovider", filepath.Join(root, "python", "tests"))
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "KANBAN_EV_LIB="+lib, "KANBAN_EV_CHECK_DIR="+checks,
		"PYTHONPATH="+filepath.Join(root, "python"), "PYTHONDONTWRITEBYTECODE=1")
	if soak.On() {
		cmd.Env = append(cmd.Env, "KANBAN_SOAK=1")
	}
	out, err := cmd.CombinedOutput()
	t.Logf("pytest:\n%s", out)
	require.NoError(t, err, "pytest failed")

	files, err := filepath.Glob(filepath.Join(checks, "*.json"))
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(files), 12, "the games the Python tests played")
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		var c check
		require.NoError(t, json.Unmarshal(b, &c))
		name := strings.TrimSuffix(filepath.Base(f), ".json")
		var cfg kanban.Config
		require.NoError(t, json.Unmarshal(c.Config, &cfg), name)
		cfg.Edition, err = editionfile.Load(c.Edition)
		require.NoError(t, err, name)
		s, _, err := kanban.New(cfg)
		require.NoError(t, err, name)
		for i, text := range c.Actions {
			a, err := kanban.ParseAction(text)
			require.NoError(t, err, "%s: action %d", name, i)
			a.Version = s.Version()
			s, _, err = kanban.Apply(s, a)
			require.NoError(t, err, "%s: action %d, %s", name, i, text)
		}
		r, over := s.Result()
		require.True(t, over, "%s: the game is not over after its actions", name)
		var pp []int
		for _, c := range s.Players() {
			for _, st := range r.Standings {
				if st.Color == c {
					pp = append(pp, st.PP)
				}
			}
		}
		require.Equal(t, pp, c.FinalPP, "%s: the final PP", name)
	}
}
