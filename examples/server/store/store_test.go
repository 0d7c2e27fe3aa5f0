package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/internal/pgtest"
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
	g := store.Game{ID: id, Seats: []store.Seat{{Color: kanban.Red, Kind: "human", TokenHash: "ab"}, {Color: kanban.Blue, Kind: "ismcts", Iterations: 9}},
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
	t.Run("create, append, load", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		g, actions := game(t, "g1", 5)
		require.NoError(t, st.Create(ctx, g))
		require.Error(t, st.Create(ctx, g), "an ID is taken once")
		for _, events := range actions[:3] {
			require.NoError(t, st.Append(ctx, "g1", events))
		}
		require.NoError(t, st.Append(ctx, "g1", append(append([]kanban.Event{}, actions[3]...), actions[4]...)), "two actions in one transaction")

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
		require.NoError(t, st.Append(ctx, "g2", actions[0]))
		err := st.Append(ctx, "g2", actions[0])
		assert.True(t, errors.Is(err, store.ErrConflict), "the same events again: %v", err)
		err = st.Append(ctx, "g2", actions[2])
		assert.True(t, errors.Is(err, store.ErrConflict), "a gap: %v", err)
		err = st.Append(ctx, "nope", actions[1])
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
			go func() { errs <- st.Append(ctx, "g3", actions[0]) }()
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
	t.Run("load all, oldest first", func(t *testing.T) {
		st := open(t)
		defer st.Close()
		for i, id := range []string{"b", "a", "c"} {
			g, _ := game(t, id, 0)
			g.Created = time.Unix(1700000000+int64(i), 0)
			require.NoError(t, st.Create(ctx, g))
		}
		all, err := st.LoadAll(ctx)
		require.NoError(t, err)
		var ids []string
		for _, g := range all {
			ids = append(ids, g.ID)
			assert.NotEmpty(t, g.Events)
		}
		assert.Equal(t, []string{"b", "a", "c"}, ids)
	})
}
