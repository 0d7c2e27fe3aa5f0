package main

import (
	"context"
	"net/http"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deaf is a shared store whose instance hears nothing of the others'
// writes: it is as far behind as an instance whose notifications have not
// arrived yet, for as long as the test needs.
type deaf struct{ store.Shared }

func (deaf) Listen(ctx context.Context, _ func(string, uint32), _ func(error)) { <-ctx.Done() }

// lagging is two instances on one PostgreSQL database: behind hears
// nothing of ahead's writes, but reads them from the store when it looks.
func lagging(t *testing.T) (behind, ahead *host) {
	t.Helper()
	dsn := pgtest.DSN(t)
	open := func() store.Shared {
		st, err := store.OpenPostgres(context.Background(), dsn)
		require.NoError(t, err)
		return st.(store.Shared)
	}
	return startHostOn(t, deaf{open()}), startHostOn(t, open())
}

// actOnce plays c's seat's first legal action at st, returning the answer.
func (c *client) actOnce(st StateResponse) ActionResponse {
	c.t.Helper()
	require.True(c.t, st.YourTurn, "%s's turn", st.Color)
	return c.act(st.Version, st.Legal[0].Notation)
}

// A hand-over decided against a version is refused once another instance
// has stored an action after it, though the instance that takes it has
// not heard of that action yet: the store's check covers the version, as
// an append's does, and not both sides of the race succeed.
func TestHandOverRacesAnActionOnAnotherInstance(t *testing.T) {
	behind, ahead := lagging(t)
	game, tokens := ahead.client("", "").create(seats(Human, Human))
	st := behind.client(game.ID, tokens[kanban.Red]).state() // behind holds the game
	mover := st.Next.Player
	ahead.client(game.ID, tokens[mover]).actOnce(ahead.client(game.ID, tokens[mover]).state())

	status, body := behind.client(game.ID, "").handOver(game.Creator, mover.String(), HandOverRequest{Kind: Greedy, Version: st.Version}, nil)
	assert.Equal(t, http.StatusConflict, status, "%s", body)
	sg, err := behind.srv.store.Load(context.Background(), game.ID)
	require.NoError(t, err)
	for _, seat := range sg.Seats {
		assert.Equal(t, Human, seat.Kind, "the seats stored")
	}
}
