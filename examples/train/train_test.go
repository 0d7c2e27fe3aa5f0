package main

import (
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban/bots"
)

// A short run writes weights a LinearPolicy takes, the same bytes whatever
// -parallel is.
func TestTrainWritesWeights(t *testing.T) {
	if testing.Short() {
		t.Skip("plays self-play games")
	}
	dir := t.TempDir()
	var files [][]byte
	for _, par := range []string{"1", "2"} {
		out := filepath.Join(dir, "w"+par+".bin")
		err := run([]string{"-games", "4", "-iterations", "4", "-epochs", "2", "-parallel", par, "-out", out}, io.Discard)
		require.NoError(t, err)
		b, err := os.ReadFile(out)
		require.NoError(t, err)
		w, err := bots.DecodeWeights(b)
		require.NoError(t, err)
		_, err = bots.NewLinearPolicy(w)
		require.NoError(t, err)
		files = append(files, b)
	}
	require.Equal(t, files[0], files[1], "the fit follows from -seed alone")
}

// Flags it cannot use are refused before any game.
func TestTrainFlags(t *testing.T) {
	for _, args := range [][]string{
		{"-games", "0"},
		{"-policy", "greedy"},
		{"-epochs", "-1"},
		{"-players", "1"},
		{"-players", "2,5"},
		{"-players", "2,,4"},
		{"-nonsense"},
	} {
		require.Error(t, run(args, io.Discard), "%v", args)
	}
}

// Games queued with -record-search and played by the tournament's worker
// are what -db learns from: a decision for each search, the same weights
// every time.
func TestTrainFromQueue(t *testing.T) {
	dir := t.TempDir()
	exe := filepath.Join(dir, "tournament")
	build := exec.Command("go", "build", "-o", exe, "../tournament")
	out, err := build.CombinedOutput()
	require.NoError(t, err, "%s", out)
	db := filepath.Join(dir, "games.db")
	for _, args := range [][]string{
		{"-db", db, "enqueue", "-bots", "ismcts:8,ismcts:8,greedy", "-games", "2", "-record-search"},
		{"-db", db, "work", "-quiet"},
	} {
		out, err := exec.Command(exe, args...).CombinedOutput()
		require.NoError(t, err, "%s", out)
	}
	var files [][]byte
	for i := range 2 {
		w := filepath.Join(dir, fmt.Sprint(i, ".bin"))
		var log strings.Builder
		require.NoError(t, run([]string{"-db", db, "-epochs", "2", "-out", w}, &log))
		require.Regexp(t, `\d+ decisions of 2 games from `, log.String())
		b, err := os.ReadFile(w)
		require.NoError(t, err)
		weights, err := bots.DecodeWeights(b)
		require.NoError(t, err)
		_, err = bots.NewLinearPolicy(weights)
		require.NoError(t, err)
		files = append(files, b)
	}
	require.Equal(t, files[0], files[1])
	// A database without searches is refused, saying why.
	empty := filepath.Join(dir, "empty.db")
	out, err = exec.Command(exe, "-db", empty, "enqueue", "-bots", "greedy,random", "-games", "1").CombinedOutput()
	require.NoError(t, err, "%s", out)
	require.ErrorContains(t, run([]string{"-db", empty, "-out", filepath.Join(dir, "x.bin")}, io.Discard), "-record-search")
}
