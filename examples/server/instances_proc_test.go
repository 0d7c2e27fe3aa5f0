package main

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startPostgresProc runs the server as a process of its own (this test
// binary, as startProc does) on the PostgreSQL database at dsn.
func startPostgresProc(t *testing.T, dsn string) *proc {
	t.Helper()
	return startProcWith(t, "-addr 127.0.0.1:0 -postgres "+dsn)
}

// Two server processes on one database; the one running the bots is
// killed with SIGKILL in the middle of two games. The other takes the bots
// over, its stream of each game sees every event once and in order, and
// both games end as one server alone would have played them.
func TestKilledInstanceHandsOver(t *testing.T) {
	t.Parallel()
	dsn := pgtest.DSN(t)
	a, b := startPostgresProc(t, dsn), startPostgresProc(t, dsn)
	bots, _ := a.client(t, "", "").create(seats(Greedy, Random, Random))
	person, tokens := a.client(t, "", "").create(seats(Human, Random))

	// b's spectator streams, open from the start.
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var streams sync.WaitGroup
	seen := map[string]*watched{}
	f := &fleet{}
	for _, id := range []string{bots.ID, person.ID} {
		w := &watched{arrived: map[uint32]time.Time{}}
		seen[id] = w
		streams.Go(func() { f.watchAt(ctx, b.base, id, w) })
	}

	red := b.client(t, person.ID, tokens[kanban.Red])
	red.playTurns(20)
	spectator := b.client(t, bots.ID, "")
	deadline := time.Now().Add(20 * time.Second)
	for spectator.spectate().Version < 100 {
		require.True(t, time.Now().Before(deadline), "the bots' game does not move")
		time.Sleep(time.Millisecond)
	}
	a.kill()
	killed := time.Now()
	red.playTurns(1 << 20)
	for !spectator.spectate().Over {
		require.True(t, time.Since(killed) < 30*time.Second, "the bots' game did not end")
		time.Sleep(5 * time.Millisecond)
	}
	t.Logf("both games ended %v after the kill", time.Since(killed).Round(time.Millisecond))

	st, err := store.OpenPostgres(context.Background(), dsn)
	require.NoError(t, err)
	defer st.Close()
	for _, id := range []string{bots.ID, person.ID} {
		sg, err := st.Load(context.Background(), id)
		require.NoError(t, err)
		log := decodeLog(t, sg)
		assert.Equal(t, playedWithoutServer(t, sg), log, "game %s", id)
		w := seen[id]
		require.Eventually(t, func() bool { return w.last() == uint32(len(log)) }, 10*time.Second, time.Millisecond,
			"b's stream of game %s reaches the log's end", id)
		var want, got []string
		for _, e := range log {
			want = append(want, jsonOf(t, e.For(kanban.NoColor)))
		}
		w.mu.Lock()
		for _, e := range w.events {
			got = append(got, jsonOf(t, e))
		}
		w.mu.Unlock()
		assert.Equal(t, want, got, "b's stream of game %s", id)
	}
	cancel()
	streams.Wait()
	assert.NotContains(t, b.stderr.String(), "is broken")
}
