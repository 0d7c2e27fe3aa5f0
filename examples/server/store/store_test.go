package store_test

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	code := m.Run()
	pgtest.Stop()
	os.Exit(code)
}

func TestSQLite(t *testing.T) {
	open := func(t *testing.T) store.Store {
		st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
		require.NoError(t, err)
		return st
	}
	testStore(t, open)
}

func TestPostgres(t *testing.T) {
	open := func(t *testing.T) store.Store {
		st, err := store.OpenPostgres(context.Background(), pgtest.DSN(t))
		require.NoError(t, err)
		return st
	}
	testStore(t, open)
}

// game plays n actions of a 2-player game and returns its config's game
// record for the store and the rest of its events, action by action.
func game(t *testing.T, id string, n int) (store.Game, [][]kanban.Event) {
	t.Helper()
	s, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 7})
	require.NoError(t, err)
	g := store.Game{ID: id, Seats: []store.Seat{{Color: kanban.Red, Kind: "human", TokenHash: "ab"}, {Color: kanban.Blue, Kind: "ismcts", Iterations: 9},
		{Color: kanban.Yellow, Kind: "ismcts", DecisionTime: 5 * time.Millisecond}, {Color: kanban.Purple, Kind: "learned", Iterations: 5}},
		BotSeed: 1<<63 + 5, Created: time.Unix(1700000000, 0), Version: uint32(len(log))}
	for _, e := range log {
		b, err := json.Marshal(e)
		require.NoError(t, err)
		g.Events = append(g.Events, b)
	}
	var actions [][]kanban.Event
	for range n {
		var events []kanban.Event
		s, events, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
		actions = append(actions, events)
	}
	return g, actions
}

func testStore(t *testing.T, open func(t *testing.T) store.Store) {
	ctx := context.Background()
	t.Run("chat", func(t *testing.T) { testChat(t, open(t)) })
	t.Run("create, append, load", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, actions := game(t, "g1", 5)
		require.NoError(t, st.Create(ctx, g))
		require.Error(t, st.Create(ctx, g), "an ID is taken once")
		for _, events := range actions[:3] {
			require.NoError(t, st.Append(ctx, "g1", 0, events))
		}
		require.NoError(t, st.Append(ctx, "g1", 0, append(append([]kanban.Event{}, actions[3]...), actions[4]...)), "two actions in one transaction")

		got, err := st.Load(ctx, "g1")
		require.NoError(t, err)
		assert.Equal(t, g.Seats, got.Seats)
		assert.Equal(t, g.BotSeed, got.BotSeed)
		assert.True(t, g.Created.Equal(got.Created))
		var want []kanban.Event
		for _, raw := range g.Events {
			var e kanban.Event
			require.NoError(t, json.Unmarshal(raw, &e))
			want = append(want, e)
		}
		for _, events := range actions {
			want = append(want, events...)
		}
		require.Len(t, got.Events, len(want))
		assert.Equal(t, uint32(len(want)), got.Version)
		var log []kanban.Event
		for _, raw := range got.Events {
			var e kanban.Event
			require.NoError(t, json.Unmarshal(raw, &e))
			log = append(log, e)
		}
		assert.Equal(t, want, log)
		_, err = kanban.Replay(log)
		assert.NoError(t, err)
	})
	t.Run("an append that does not follow the log writes nothing", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, actions := game(t, "g2", 3)
		require.NoError(t, st.Create(ctx, g))
		require.NoError(t, st.Append(ctx, "g2", 0, actions[0]))
		err := st.Append(ctx, "g2", 0, actions[0])
		assert.True(t, errors.Is(err, store.ErrConflict), "the same events again: %v", err)
		err = st.Append(ctx, "g2", 0, actions[2])
		assert.True(t, errors.Is(err, store.ErrConflict), "a gap: %v", err)
		err = st.Append(ctx, "nope", 0, actions[1])
		assert.True(t, errors.Is(err, store.ErrNotFound), "%v", err)
		got, err := st.Load(ctx, "g2")
		require.NoError(t, err)
		assert.Len(t, got.Events, len(g.Events)+len(actions[0]))
		_, err = st.Load(ctx, "nope")
		assert.True(t, errors.Is(err, store.ErrNotFound), "%v", err)
	})
	t.Run("two writers of one game: one wins", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, actions := game(t, "g3", 1)
		require.NoError(t, st.Create(ctx, g))
		errs := make(chan error, 8)
		for range 8 {
			go func() { errs <- st.Append(ctx, "g3", 0, actions[0]) }()
		}
		won := 0
		for range 8 {
			if err := <-errs; err == nil {
				won++
			} else {
				assert.True(t, errors.Is(err, store.ErrConflict), "%v", err)
			}
		}
		assert.Equal(t, 1, won)
	})
	t.Run("the append that ends a game records it over; the lobby's list and the games in play", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		for i, id := range []string{"b", "a", "c"} {
			g, _ := game(t, id, 0)
			g.Created = time.Unix(1700000000+int64(i), 0)
			require.NoError(t, st.Create(ctx, g))
		}
		_, all := ended(t, "a")
		require.NoError(t, st.Append(ctx, "a", 0, all[:len(all)-1]))
		sg, err := st.Load(ctx, "a")
		require.NoError(t, err)
		assert.False(t, sg.Over, "not over before the last action")
		require.NoError(t, st.Append(ctx, "a", 0, all[len(all)-1:]))
		sg, err = st.Load(ctx, "a")
		require.NoError(t, err)
		assert.True(t, sg.Over, "the game's end appended")

		type row struct {
			ID      string
			Version uint32
			Over    bool
			Events  int
		}
		rows := func(gs []store.Game) []row {
			var out []row
			for _, g := range gs {
				out = append(out, row{g.ID, g.Version, g.Over, len(g.Events)})
			}
			return out
		}
		start := uint32(len(sg.Events) - len(all))
		end := all[len(all)-1].Seq
		list, err := st.List(ctx, 0)
		require.NoError(t, err)
		assert.Equal(t, []row{{"c", start, false, 0}, {"a", end, true, 0}, {"b", start, false, 0}}, rows(list), "newest first, no logs")
		assert.Equal(t, sg.Seats, list[1].Seats)
		assert.True(t, sg.Created.Equal(list[1].Created))
		list, err = st.List(ctx, 2)
		require.NoError(t, err)
		assert.Equal(t, []row{{"c", start, false, 0}, {"a", end, true, 0}}, rows(list), "the newest 2")

		playing, err := st.LoadInPlay(ctx, 0)
		require.NoError(t, err)
		assert.Equal(t, []row{{"c", start, false, int(start)}, {"b", start, false, int(start)}}, rows(playing), "the games not over, with their logs")
		playing, err = st.LoadInPlay(ctx, 1)
		require.NoError(t, err)
		assert.Equal(t, []row{{"c", start, false, int(start)}}, rows(playing), "the newest 1")

		require.NoError(t, st.MarkOver(ctx, "c"))
		playing, err = st.LoadInPlay(ctx, 0)
		require.NoError(t, err)
		assert.Equal(t, []row{{"b", start, false, int(start)}}, rows(playing))
		assert.ErrorIs(t, st.MarkOver(ctx, "nope"), store.ErrNotFound)
	})
	t.Run("seats set and a log cut back, each against the revision", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, actions := game(t, "g4", 3)
		g.CreatorHash = "cd"
		require.NoError(t, st.Create(ctx, g))
		for _, events := range actions {
			require.NoError(t, st.Append(ctx, "g4", 0, events))
		}
		sg, err := st.Load(ctx, "g4")
		require.NoError(t, err)
		assert.Equal(t, "cd", sg.CreatorHash)
		assert.Zero(t, sg.Revision)
		top := sg.Version

		seats := append([]store.Seat{}, g.Seats...)
		seats[0] = store.Seat{Color: kanban.Red, Kind: "ismcts", DecisionTime: 1500 * time.Millisecond}
		assert.ErrorIs(t, st.SetSeats(ctx, "g4", 0, top-1, seats), store.ErrConflict, "decided against another version")
		require.NoError(t, st.SetSeats(ctx, "g4", 0, top, seats))
		assert.ErrorIs(t, st.SetSeats(ctx, "g4", 0, top, seats), store.ErrConflict, "revision 0 is gone")
		assert.ErrorIs(t, st.SetSeats(ctx, "nope", 0, top, seats), store.ErrNotFound)
		assert.ErrorIs(t, st.Append(ctx, "g4", 0, actions[0]), store.ErrConflict, "an append decided against revision 0")
		sg, err = st.Load(ctx, "g4")
		require.NoError(t, err)
		assert.Equal(t, seats, sg.Seats)
		assert.Equal(t, uint32(1), sg.Revision)

		to := actions[0][len(actions[0])-1].Seq
		for name, tc := range map[string]struct{ revision, version uint32 }{
			"an old revision": {0, top},
			"another version": {1, top - 1},
		} {
			assert.ErrorIs(t, st.Cut(ctx, "g4", tc.revision, tc.version, to), store.ErrConflict, name)
		}
		assert.ErrorIs(t, st.Cut(ctx, "nope", 1, top, to), store.ErrNotFound)
		require.NoError(t, st.Cut(ctx, "g4", 1, top, to))
		sg, err = st.Load(ctx, "g4")
		require.NoError(t, err)
		assert.Equal(t, to, sg.Version)
		assert.Len(t, sg.Events, int(to), "the events after it are gone")
		assert.Equal(t, uint32(2), sg.Revision)
		assert.ErrorIs(t, st.Append(ctx, "g4", 1, actions[1]), store.ErrConflict, "decided before the cut")
		require.NoError(t, st.Append(ctx, "g4", 2, actions[1]), "the log grows again from the cut")
		sg, err = st.Load(ctx, "g4")
		require.NoError(t, err)
		assert.Equal(t, actions[1][len(actions[1])-1].Seq, sg.Version)
		assert.Len(t, sg.Events, int(sg.Version))
	})
	t.Run("a cut of a game over makes it in play", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, all := ended(t, "g5")
		require.NoError(t, st.Create(ctx, g))
		require.NoError(t, st.Append(ctx, "g5", 0, all))
		end := all[len(all)-1].Seq
		require.NoError(t, st.Cut(ctx, "g5", 0, end, all[0].Seq-1))
		playing, err := st.LoadInPlay(ctx, 0)
		require.NoError(t, err)
		require.Len(t, playing, 1)
		assert.False(t, playing[0].Over)
		assert.Len(t, playing[0].Events, len(g.Events))
	})
	t.Run("ping", func(t *testing.T) {
		st := open(t)
		require.NoError(t, st.Ping(ctx))
		require.NoError(t, st.Close())
		assert.Error(t, st.Ping(ctx), "closed")
	})
}

// ended plays game id of game to its end, each action its first legal
// one, and returns its record and the events of every action.
func ended(t *testing.T, id string) (store.Game, []kanban.Event) {
	t.Helper()
	g, actions := playable(t, id, 1<<20)
	var all []kanban.Event
	for _, events := range actions {
		all = append(all, events...)
	}
	require.Equal(t, kanban.EvGameEnded, all[len(all)-1].Kind, "the game ends")
	return g, all
}

// A seat stored before seats had a time per decision loads with none: its
// bot searches its iterations, as it did.
func TestSQLiteSeatOfBefore(t *testing.T) {
	ctx := context.Background()
	file := filepath.Join(t.TempDir(), "games.db")
	st, err := store.OpenSQLite(ctx, file)
	require.NoError(t, err)
	g, _ := game(t, "old", 0)
	require.NoError(t, st.Create(ctx, g))
	require.NoError(t, st.Close())
	db, err := sql.Open("sqlite", file)
	require.NoError(t, err)
	_, err = db.Exec(`UPDATE games SET seats = ? WHERE id = 'old'`, `[{"color":"red","kind":"human","token_hash":"ab"},{"color":"blue","kind":"ismcts","iterations":300}]`)
	require.NoError(t, err)
	require.NoError(t, db.Close())
	st, err = store.OpenSQLite(ctx, file)
	require.NoError(t, err)
	defer st.Close()
	sg, err := st.Load(ctx, "old")
	require.NoError(t, err)
	assert.Equal(t, []store.Seat{{Color: kanban.Red, Kind: "human", TokenHash: "ab"}, {Color: kanban.Blue, Kind: "ismcts", Iterations: 300}}, sg.Seats)
}
