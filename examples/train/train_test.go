package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/gamedb"
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

// Games stored as the tournament's workers store them with -record-search
// are what -db learns from: a decision for each search, the same weights
// every time; a database without searches is refused, saying why.
func TestTrainFromQueue(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	store := func(name string, searched bool) string {
		path := filepath.Join(dir, name)
		db, err := gamedb.Open(ctx, path)
		require.NoError(t, err)
		defer db.Close()
		run, err := db.AddRun(ctx, 2, nil)
		require.NoError(t, err)
		for g := range 2 {
			cfg := kanban.Config{Seed: uint64(g), Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}}
			rec, searches, err := gamedb.PlaySearched(cfg, []*bots.ISMCTS{bots.NewISMCTS(uint64(g), 8), bots.NewISMCTS(uint64(g)+1, 8)})
			require.NoError(t, err)
			if !searched {
				searches = nil
			}
			require.NoError(t, db.StoreGame(ctx, run, g, rec, searches))
		}
		return path
	}
	db := store("games.db", true)
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
	empty := store("empty.db", false)
	require.ErrorContains(t, run([]string{"-db", empty, "-out", filepath.Join(dir, "x.bin")}, io.Discard), "-record-search")
}
