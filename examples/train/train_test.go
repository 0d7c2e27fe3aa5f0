package main

import (
	"context"
	"encoding/json"
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
		require.NoError(t, gamedb.CreateTables(ctx, db.SQL, false))
		_, err = db.SQL.Exec(`INSERT INTO tournament_run (created_at, games, spec) VALUES ('', 2, '{"args":[]}')`)
		require.NoError(t, err)
		for g := range 2 {
			rec, searches := searchedGame(t, uint64(g))
			text, err := rec.MarshalText()
			require.NoError(t, err)
			var js *string
			if searched {
				b, err := json.Marshal(searches)
				require.NoError(t, err)
				js = new(string(b))
			}
			_, err = db.SQL.Exec(`INSERT INTO tournament_game (run, game, result, record, searches, worker, started_ns, finished_ns)
				VALUES (1, $1, '{}', $2, $3, 'test', 0, 0)`, g, string(text), js)
			require.NoError(t, err)
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

// searchedGame plays a game of two ISMCTS bots of 8 iterations, keeping
// the search of each decision with a choice as the tournament's
// -record-search does.
func searchedGame(t *testing.T, seed uint64) (kanban.Record, []gamedb.Search) {
	cfg := kanban.Config{Seed: seed, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	rec := kanban.Record{Schema: kanban.SchemaVersion, Rules: cfg.Edition.Digest(), Config: cfg}
	seats := map[kanban.Color]*bots.ISMCTS{kanban.Red: bots.NewISMCTS(seed, 8), kanban.Blue: bots.NewISMCTS(seed+1, 8)}
	var searches []gamedb.Search
	for !s.IsOver() {
		p := s.Next().Player
		turn, err := bots.NewTurn(s, p)
		require.NoError(t, err)
		a := turn.LegalAt(0)
		if turn.NumLegal() > 1 {
			r, err := seats[p].Search(turn)
			require.NoError(t, err)
			a = r.Action
			sr := gamedb.Search{Ply: len(rec.Actions), Player: p}
			for _, v := range r.Visits {
				sr.Visits = append(sr.Visits, v.Visits)
			}
			searches = append(searches, sr)
		}
		s, _, err = kanban.Apply(s, a)
		require.NoError(t, err)
		a.Version = 0
		rec.Actions = append(rec.Actions, a)
	}
	return rec, searches
}
