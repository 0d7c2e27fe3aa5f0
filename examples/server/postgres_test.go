package main

import (
	"context"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The server over PostgreSQL: a game played, the server closed and a new
// one started on the same database serves it on, and two instances on
// one database do not both write an action.
func TestServerOnPostgres(t *testing.T) {
	dsn := pgtest.DSN(t)
	open := func() store.Store {
		st, err := store.OpenPostgres(context.Background(), dsn)
		require.NoError(t, err)
		return st
	}
	h := startHostOn(t, open())
	game, tokens := h.client("", "").create(seats(Human, Random))
	before := h.client(game.ID, tokens[kanban.Red]).playTurns(15)
	h.stop()

	h = startHostOn(t, open())
	red := h.client(game.ID, tokens[kanban.Red])
	after := red.state()
	assert.JSONEq(t, jsonOf(t, before), jsonOf(t, after))

	// A second instance on the same database learns of the game from
	// the store; an action it stores first makes the first instance's
	// stale, and that one reloads.
	h2 := startHostOn(t, open())
	red2 := h2.client(game.ID, tokens[kanban.Red])
	require.Equal(t, after.Version, red2.state().Version)
	red2.act(after.Version, after.Legal[0].Notation)
	status, body := red.do("POST", "/api/games/"+game.ID+"/actions", ActionRequest{Version: after.Version, Notation: after.Legal[0].Notation})
	assert.Equal(t, 409, status, "%s", body)
	h2.stop()

	end := red.playTurns(1 << 20)
	require.True(t, end.Over)
	s, log := h.hosted(game.ID)
	replayed, err := kanban.Replay(log)
	require.NoError(t, err)
	assert.Equal(t, s.Version(), replayed.Version())
}
