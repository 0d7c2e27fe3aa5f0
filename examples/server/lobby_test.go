package main

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"path/filepath"
	"slices"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// storeGame writes a game of two people to st, created at second
// created, and plays n actions on it (each the first legal one), or plays
// it to its end when n < 0. The actions are appended, so that the store
// records a game that ends as over; with unmarked they are written with
// Create instead, as in a store older than that record.
func storeGame(t *testing.T, st store.Store, id string, created int64, n int, unmarked bool) {
	t.Helper()
	ctx := context.Background()
	s, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: uint64(created)})
	require.NoError(t, err)
	sg := store.Game{ID: id, Seats: []store.Seat{{Color: kanban.Red, Kind: Human, TokenHash: hashToken("red")}, {Color: kanban.Blue, Kind: Human, TokenHash: hashToken("blue")}},
		BotSeed: 1, Created: time.Unix(created, 0)}
	var played []kanban.Event
	for i := 0; i != n && !s.IsOver(); i++ {
		var events []kanban.Event
		s, events, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
		played = append(played, events...)
	}
	if unmarked {
		log, played = append(log, played...), nil
	}
	for _, e := range log {
		b, err := json.Marshal(e)
		require.NoError(t, err)
		sg.Events = append(sg.Events, b)
	}
	sg.Version = uint32(len(sg.Events))
	require.NoError(t, st.Create(ctx, sg))
	require.NoError(t, st.Append(ctx, id, 0, played))
}

// held is the IDs of the games the host holds in memory, sorted.
func (h *host) held() []string {
	var ids []string
	for _, g := range h.srv.held() {
		ids = append(ids, g.id)
	}
	slices.Sort(ids)
	return ids
}

// list is the host's GET /api/games.
func (h *host) list() []GameInfo {
	h.t.Helper()
	status, body := h.client("", "").do("GET", "/api/games", nil)
	require.Equal(h.t, http.StatusOK, status, "%s", body)
	var list []GameInfo
	require.NoError(h.t, json.Unmarshal(body, &list))
	return list
}

// A server starts with the games in play in memory, the newest MaxGames
// of them, and no finished one: those are listed from the store and read
// when asked for. A finished game stored before the store recorded games
// as over is loaded once, and marked over.
func TestStartLoadsOnlyGamesInPlay(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	st, err := store.OpenSQLite(context.Background(), file)
	require.NoError(t, err)
	id := func(i int) string { return fmt.Sprintf("%016x", i) }
	finished, playing := []string{id(1), id(2), id(3)}, []string{id(4), id(5)}
	unmarked := id(6)
	for i, g := range finished {
		storeGame(t, st, g, 1700000000+int64(i), -1, false)
	}
	for i, g := range playing {
		storeGame(t, st, g, 1700000100+int64(i), 7, false)
	}
	storeGame(t, st, unmarked, 1700000200, -1, true)
	require.NoError(t, st.Close())

	h := startHost(t, file)
	assert.Equal(t, append(slices.Clone(playing), unmarked), h.held(), "the games in play, as their rows say")
	assert.Contains(t, metricsOf(t, h), "kanban_games_in_memory 3\n")
	h.stop()

	h = startHost(t, file)
	assert.Equal(t, playing, h.held(), "the unmarked game was marked over")
	assert.Contains(t, metricsOf(t, h), "kanban_games_in_memory 2\n")
	list := h.list()
	require.Len(t, list, 6, "every game listed, in memory or not")
	over := map[string]bool{}
	for _, gi := range list {
		over[gi.ID] = gi.Over
		assert.Len(t, gi.Seats, 2)
		assert.NotZero(t, gi.Version)
	}
	assert.Equal(t, map[string]bool{id(1): true, id(2): true, id(3): true, id(4): false, id(5): false, id(6): true}, over)
	assert.Equal(t, []string{id(1), id(2), id(3), id(4), id(5), id(6)}, ids(list), "oldest first")

	spectated := h.spectate(finished[1])
	assert.True(t, spectated.Over, "a finished game is read when asked for")
	assert.Equal(t, []string{id(2), id(4), id(5)}, h.held())
	h.stop()

	// Beyond MaxGames, the newest games in play are loaded; the others
	// are read when asked for.
	st, err = store.OpenSQLite(context.Background(), file)
	require.NoError(t, err)
	srv, err := NewServer(context.Background(), st, Options{Log: testOptions(&syncBuffer{}).Log, Hosting: Hosting{MaxGames: 1}})
	require.NoError(t, err)
	h = &host{t: t, srv: srv}
	assert.Equal(t, []string{id(5)}, h.held(), "the newest")
	require.NotNil(t, srv.game(context.Background(), id(4)))
	assert.Equal(t, []string{id(4), id(5)}, h.held())
	require.NoError(t, srv.Close())
}

func ids(list []GameInfo) []string {
	var out []string
	for _, gi := range list {
		out = append(out, gi.ID)
	}
	return out
}

// Two instances on one database list the same games: a game created
// through one is listed by the other, which has not read it, and listed
// over once the first has played it to its end.
func TestInstancesListEveryGame(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	people, _ := a.client("", "").create(seats(Human, Human))
	bots, _ := a.client("", "").create(seats(Random, Random))

	byID := func(list []GameInfo) map[string]GameInfo {
		m := map[string]GameInfo{}
		for _, gi := range list {
			m[gi.ID] = gi
		}
		return m
	}
	list := byID(b.list())
	require.Len(t, list, 2)
	require.Contains(t, list, people.ID, "b lists a's games")
	require.Contains(t, list, bots.ID)
	assert.False(t, b.inMemory(people.ID), "from the store, not read")
	assert.False(t, b.inMemory(bots.ID))
	gi := list[people.ID]
	assert.Equal(t, []SeatInfo{{Color: kanban.Red, Kind: Human}, {Color: kanban.Blue, Kind: Human}}, gi.Seats)
	assert.Equal(t, people.Version, gi.Version)
	assert.True(t, people.Created.Equal(gi.Created))
	assert.False(t, gi.Over)

	require.Eventually(t, func() bool { return byID(b.list())[bots.ID].Over }, time.Minute, 20*time.Millisecond,
		"b lists the bots' game over once a has played it out")
	assert.False(t, b.inMemory(bots.ID), "still unread")
	stored := c.stored(bots.ID)
	assert.True(t, stored.Over)
	assert.Equal(t, stored.Version, byID(b.list())[bots.ID].Version)
	assert.Equal(t, a.list(), b.list(), "both list the same")
}
