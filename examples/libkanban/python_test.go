package main

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/editionfile"
	"github.com/kanbanev/kanban/examples/internal/gamedb"
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
	stored := storedGames(t)
	cmd := exec.Command(py, "-m", "pytest", "-q", "-p", "no:cacheprovider", filepath.Join(root, "python", "tests"))
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "KANBAN_EV_LIB="+lib, "KANBAN_EV_CHECK_DIR="+checks, "KANBAN_EV_STORED_DB="+stored,
		"PYTHONPATH="+filepath.Join(root, "python"), "PYTHONDONTWRITEBYTECODE=1")
	if soak.On() {
		cmd.Env = append(cmd.Env, "KANBAN_SOAK=1")
	}
	out, err := cmd.CombinedOutput()
	t.Logf("pytest:\n%s", out)
	require.NoError(t, err, "pytest failed")

	checkNetwork(t, checks)

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

// storedGames writes games of searching bots, with their searches, to a
// SQLite file as the tournament's workers store them, for the Python
// package's reader (kanban_ev.stored) to read, and returns its path.
func storedGames(t *testing.T) string {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "games.db")
	db, err := gamedb.Open(ctx, path)
	require.NoError(t, err)
	defer db.Close()
	run, err := db.AddRun(ctx, 2, nil)
	require.NoError(t, err)
	colors := []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow}
	for g, players := range []int{2, 3} {
		cfg := kanban.Config{Seed: uint64(20 + g)}
		var seats []*bots.ISMCTS
		for i := range players {
			cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: colors[i]})
			seats = append(seats, bots.NewISMCTS(uint64(g*10+i), 6))
		}
		rec, searches, err := gamedb.PlaySearched(cfg, seats)
		require.NoError(t, err)
		require.NoError(t, db.StoreGame(ctx, run, g, rec, searches))
	}
	return path
}

// checkNetwork reads the network file the Python tests wrote
// (kanban_ev.network) with bots.DecodeNetwork, and evaluates with it the
// observations they evaluated with NumPy: the same values and priors.
func checkNetwork(t *testing.T, dir string) {
	b, err := os.ReadFile(filepath.Join(dir, "network.bin"))
	require.NoError(t, err)
	n, err := bots.DecodeNetwork(b)
	require.NoError(t, err, "the network file the Python tests wrote")
	var cases []struct {
		Index  []int     `json:"index"`
		Values []float32 `json:"values"`
		Legal  []int     `json:"legal"`
		Value  []float64 `json:"value"`
		Priors []float64 `json:"priors"`
	}
	b, err = os.ReadFile(filepath.Join(dir, "network.cases"))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &cases))
	require.NotEmpty(t, cases)
	e := n.NewEvaluator()
	for k, c := range cases {
		obs := make([]float32, bots.ObservationSize)
		for i, at := range c.Index {
			obs[at] = c.Values[i]
		}
		value, priors := make([]float32, bots.NetworkSeats), make([]float32, len(c.Legal))
		e.Evaluate(obs, c.Legal, value, priors)
		for i := range value {
			require.InDelta(t, c.Value[i], value[i], 1e-4, "case %d, seat %d", k, i)
		}
		for i := range priors {
			require.InDelta(t, c.Priors[i], priors[i], 1e-4, "case %d, action %d", k, i)
		}
	}
}
