package main

import (
	"io"
	"os"
	"path/filepath"
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
