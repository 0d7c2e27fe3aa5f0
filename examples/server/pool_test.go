package main

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// queued follows the pool's waits and grants (botQueued) for a test, and
// puts the hook back when the test ends.
type queued struct {
	mu     sync.Mutex
	events []string // "wait OWNER GAME", "run OWNER GAME"
	news   chan string
}

func followPool(t *testing.T) *queued {
	q := &queued{news: make(chan string, 1<<12)}
	old := botQueued
	botQueued = func(event, owner, game string) {
		e := event + " " + owner + " " + game
		q.mu.Lock()
		q.events = append(q.events, e)
		q.mu.Unlock()
		select {
		case q.news <- e:
		default:
		}
	}
	t.Cleanup(func() { botQueued = old })
	return q
}

// next waits for the pool's next event.
func (q *queued) next(t *testing.T) string {
	t.Helper()
	select {
	case e := <-q.news:
		return e
	case <-time.After(10 * time.Second):
		t.Fatal("the pool did nothing")
		return ""
	}
}

// The pool gives a worker set free to the owner with the fewest decisions
// running, then to the one served least lately, then to the longest
// waiting game: another owner's decision goes before those of an owner
// whose many games wait, and each owner's games take turns.
func TestPoolServesOwnersFairly(t *testing.T) {
	q := followPool(t)
	p := newPool(2)
	ctx := t.Context()
	held := map[string]func(){}
	// wait has a decision of owner's game wait, in the background, and
	// checks whether it runs at once.
	wait := func(owner, game string, runs bool) {
		t.Helper()
		got := make(chan func(), 1)
		go func() {
			release, err := p.acquire(ctx, owner, game)
			if err == nil {
				got <- release
			}
		}()
		require.Equal(t, "wait "+owner+" "+game, q.next(t))
		if runs {
			require.Equal(t, "run "+owner+" "+game, q.next(t))
		}
		held[game] = func() { (<-got)() }
	}
	// done ends game's decision; then runs is the next one given the
	// worker.
	done := func(game, runs string) {
		t.Helper()
		held[game]()
		require.Equal(t, "run "+runs, q.next(t), "after %s", game)
	}

	wait("a", "a1", true)
	wait("a", "a2", true)
	wait("a", "a3", false)
	wait("a", "a4", false)
	wait("a", "a5", false)
	wait("b", "b1", false)
	done("a1", "b b1") // b has none running
	wait("a", "a1", false)
	done("a2", "a a3") // each has one running: a waited longest
	wait("a", "a2", false)
	wait("c", "c1", false)
	done("b1", "c c1") // c has none running
	done("a3", "a a4") // a has none running now, c one
	wait("a", "a3", false)
	done("c1", "a a5")
	done("a4", "a a1") // a's games in turn
	done("a5", "a a2")
	done("a1", "a a3")

	// One worker: the owner whose decision ends waits behind another.
	p = newPool(1)
	wait("a", "a1", true)
	wait("a", "a2", false)
	wait("b", "b1", false)
	done("a1", "b b1") // none running either: b was served less lately
	wait("b", "b2", false)
	done("b1", "a a2")
	done("a2", "b b2")
}

// A decision that stops waiting, its server closing, gives back the
// worker it was given meanwhile or leaves the queue.
func TestPoolWaitEnds(t *testing.T) {
	p := newPool(1)
	release, err := p.acquire(t.Context(), "a", "a1")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(t.Context())
	ended := make(chan error)
	go func() {
		_, err := p.acquire(ctx, "b", "b1")
		ended <- err
	}()
	require.Eventually(t, func() bool { p.mu.Lock(); defer p.mu.Unlock(); return len(p.waiting) == 1 }, 10*time.Second, time.Millisecond)
	cancel()
	require.ErrorIs(t, <-ended, context.Canceled)
	release()
	assert.Zero(t, p.busy())
	p.mu.Lock()
	assert.Empty(t, p.waiting)
	assert.Empty(t, p.owners, "nothing kept of owners with nothing to do")
	p.mu.Unlock()
}

// One address starts ten games of ISMCTS bots, which keep every worker
// busy and more decisions waiting; another address's Greedy bot is given
// the first worker set free, before any other of the first address's
// decisions, so that it waits one decision's budget at most, however many
// games the first address plays.
func TestBotsShareTheWorkersFairly(t *testing.T) {
	q := followPool(t)
	h := startHostWith(t, Options{Hosting: Hosting{BotWorkers: 2, CreateBurst: 1000, ClientIPHeader: "X-Real-IP"}}, nil)
	create := func(ip, body string) string {
		t.Helper()
		w := serve(t, h.srv.Handler(), "POST", "/api/games", body, map[string]string{"X-Real-IP": ip})
		require.Equal(t, http.StatusCreated, w.Code, "%s", w.Body)
		return strings.Split(strings.TrimPrefix(w.Body.String(), `{"id":"`), `"`)[0]
	}
	const ismcts = `{"seats":[{"color":"red","kind":"ismcts","iterations":300},{"color":"blue","kind":"ismcts","iterations":300}]}`
	for range 10 {
		create("203.0.113.1", ismcts)
	}
	waiting := func(prefix string) int {
		q.mu.Lock()
		defer q.mu.Unlock()
		n := 0
		for _, e := range q.events {
			switch {
			case strings.HasPrefix(e, "wait "+prefix):
				n++
			case strings.HasPrefix(e, "run "+prefix):
				n--
			}
		}
		return n
	}
	require.Eventually(t, func() bool { return waiting("client 203.0.113.1") >= 5 }, 10*time.Second, time.Millisecond, "the first address's decisions wait")

	create("198.51.100.1", `{"seats":[{"color":"red","kind":"greedy"},{"color":"blue","kind":"greedy"}]}`)
	require.Eventually(t, func() bool {
		q.mu.Lock()
		defer q.mu.Unlock()
		return slices.ContainsFunc(q.events, func(e string) bool { return strings.HasPrefix(e, "run client 198.51.100.1") })
	}, 20*time.Second, time.Millisecond, "the Greedy bot decides")
	q.mu.Lock()
	events := slices.Clone(q.events)
	q.mu.Unlock()
	from := slices.IndexFunc(events, func(e string) bool { return strings.HasPrefix(e, "wait client 198.51.100.1") })
	to := slices.IndexFunc(events, func(e string) bool { return strings.HasPrefix(e, "run client 198.51.100.1") })
	require.GreaterOrEqual(t, from, 0)
	var before []string
	for _, e := range events[from:to] {
		if strings.HasPrefix(e, "run ") {
			before = append(before, e)
		}
	}
	assert.Empty(t, before, "decisions given a worker while the Greedy bot's waited")
}
