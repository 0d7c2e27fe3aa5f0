package main

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// deaf is a shared store whose instance hears nothing of the others'
// writes: it is as far behind as an instance whose notifications have not
// arrived yet, for as long as the test needs.
type deaf struct{ store.Shared }

func (deaf) Listen(ctx context.Context, _ func(string, uint32), _ func(error)) { <-ctx.Done() }

// Lease leaves the bots to the other instance, so that this one writes
// nothing it has not been asked to.
func (deaf) Lease(context.Context, string) (func(), bool, error) { return func() {}, false, nil }

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

// An instance that has not heard of what another stored catches the game
// up from the store before it refuses a request as stale: an action, an
// undo and a hand-over, each decided on a point of the game only the other
// instance has told the client, are played.
func TestLaggingInstanceCatchesUpBeforeRefusing(t *testing.T) {
	behind, ahead := lagging(t)
	game, tokens := ahead.client("", "").create(seats(Human, Random))
	red := ahead.client(game.ID, tokens[kanban.Red])
	redBehind := behind.client(game.ID, tokens[kanban.Red])
	behind.spectate(game.ID) // behind holds the game from now on

	// An action.
	st := red.waitTurn()
	red.act(st.Version, st.Legal[0].Notation)
	st = red.waitTurn()
	require.Less(t, behind.spectate(game.ID).Version, st.Version, "behind has not heard")
	status, body := redBehind.do("POST", "/api/games/"+game.ID+"/actions", ActionRequest{Version: st.Version, StateID: st.StateID, Notation: st.Legal[0].Notation})
	require.Equal(t, http.StatusOK, status, "an action on a point behind had not heard of: %s", body)
	var played ActionResponse
	require.NoError(t, json.Unmarshal(body, &played))
	// ahead hears of it (as a client of several instances, the test reads
	// its own writes: a state older than its action's is not acted on).
	require.Eventually(t, func() bool { return ahead.spectate(game.ID).Version >= played.Version }, 10*time.Second, time.Millisecond)

	// An undo.
	st = red.playUntilUndoable()
	require.Less(t, behind.spectate(game.ID).Version, st.Version, "behind has not heard")
	status, e, r := redBehind.undo(0, UndoRequest{Version: st.Version, StateID: st.StateID})
	require.Equal(t, http.StatusOK, status, "an undo on a point behind had not heard of: %+v", e)
	require.Eventually(t, func() bool { return red.state().StateID == r.StateID }, 10*time.Second, time.Millisecond, "ahead reads the undo")

	// A client that really is behind is refused, told the game's point.
	st = red.waitTurn()
	red.act(st.Version, st.Legal[0].Notation)
	st = red.waitTurn()
	status, body = redBehind.do("POST", "/api/games/"+game.ID+"/actions", ActionRequest{Version: st.Version - 1, Notation: st.Legal[0].Notation})
	require.Equal(t, http.StatusConflict, status, "%s", body)
	var refused apiError
	require.NoError(t, json.Unmarshal(body, &refused))
	assert.Equal(t, st.Version, refused.Version, "the version now, read from the store")
	assert.Equal(t, st.StateID, refused.StateID)

	// A hand-over.
	red.act(st.Version, st.Legal[0].Notation)
	st = red.waitTurn()
	require.Less(t, behind.spectate(game.ID).Version, st.Version, "behind has not heard")
	status, body = behind.client(game.ID, "").handOver(game.Creator, "red", HandOverRequest{Kind: Greedy, Version: st.Version, StateID: st.StateID}, nil)
	require.Equal(t, http.StatusOK, status, "a hand-over on a point behind had not heard of: %s", body)
}
