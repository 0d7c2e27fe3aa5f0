package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// streamsOf opens event streams and tells when each ends.
type streamsOf struct {
	t     *testing.T
	ctx   context.Context
	base  string
	ended chan string // the name of each stream that ends
}

// open opens a stream of path from the address ip, named name, and
// requires status; a stream opened is read to its end in the background.
func (s *streamsOf) open(name, path, ip string, status int) {
	s.t.Helper()
	resp := openStream(s.t, s.ctx, s.base+path, map[string]string{"X-Real-IP": ip})
	require.Equal(s.t, status, resp.StatusCode, "stream %s", name)
	if status != http.StatusOK {
		resp.Body.Close()
		return
	}
	go func() {
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		s.ended <- name
	}()
}

// endedOne waits for a stream to end and returns its name.
func (s *streamsOf) endedOne() string {
	s.t.Helper()
	select {
	case name := <-s.ended:
		return name
	case <-s.ctx.Done():
		s.t.Fatal("no stream ended")
		return ""
	}
}

// A seated player's stream of their own game always finds a place, and a
// spectator's from an address that holds fewer than the busiest: a stream
// with less claim gives its place, the newcomer's own older one first,
// then one of the address holding the most (of all, or of the game's),
// and at the newcomer's address's own bound one of its spectators'. Any
// other stream beyond a bound is refused, as before.
func TestStreamsMakeRoomForPlayers(t *testing.T) {
	type env struct {
		s     *streamsOf
		watch func(g CreateResponse) string
		seat  func(g CreateResponse, token string) string
		c     *client
	}
	start := func(t *testing.T, hosting Hosting) env {
		hosting.ClientIPHeader = "X-Real-IP"
		h := startHostWith(t, Options{Hosting: hosting}, nil)
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		t.Cleanup(cancel)
		return env{
			s:     &streamsOf{t: t, ctx: ctx, base: h.http.URL, ended: make(chan string, 64)},
			watch: func(g CreateResponse) string { return "/api/games/" + g.ID + "/spectate/events" },
			seat: func(g CreateResponse, token string) string {
				return "/api/games/" + g.ID + "/events?token=" + url.QueryEscape(token)
			},
			c: h.client("", ""),
		}
	}
	t.Run("the server full of strangers' streams", func(t *testing.T) {
		e := start(t, Hosting{MaxStreams: 6, MaxStreamsPerClient: 2})
		watched, _ := e.c.create(seats(Human, Human))
		mine, tokens := e.c.create(seats(Human, Human))
		strangers := map[byte]string{'a': "203.0.113.1", 'b': "203.0.113.2", 'c': "203.0.113.3"}
		for _, name := range []string{"a1", "b1", "c1", "a2", "b2", "c2"} {
			e.s.open(name, e.watch(watched), strangers[name[0]], 200)
		}
		e.s.open("c3", e.watch(watched), strangers['c'], 429) // c's third
		e.s.open("red", e.seat(mine, tokens[kanban.Red]), "198.51.100.1", 200)
		assert.Contains(t, []string{"a1", "b1", "c1"}, e.s.endedOne(), "the oldest of an address holding the most")
		e.s.open("blue", e.seat(mine, tokens[kanban.Blue]), "198.51.100.2", 200)
		e.s.endedOne()
		e.s.open("spectator", e.watch(mine), "198.51.100.1", 503) // 1 held, the busiest 2
		e.s.open("newcomer", e.watch(mine), "198.51.100.3", 200)  // none held
		e.s.endedOne()
	})
	t.Run("a game full of spectators", func(t *testing.T) {
		e := start(t, Hosting{MaxStreamsPerGame: 3})
		mine, tokens := e.c.create(seats(Human, Human))
		e.s.open("a1", e.watch(mine), "203.0.113.1", 200)
		e.s.open("b1", e.watch(mine), "203.0.113.2", 200)
		e.s.open("b2", e.watch(mine), "203.0.113.2", 200)
		e.s.open("a2", e.watch(mine), "203.0.113.1", 429)
		e.s.open("red", e.seat(mine, tokens[kanban.Red]), "198.51.100.1", 200)
		assert.Equal(t, "b1", e.s.endedOne(), "the oldest of the address holding most of the game's")
		e.s.open("blue", e.seat(mine, tokens[kanban.Blue]), "198.51.100.2", 200)
		assert.Contains(t, []string{"a1", "b2"}, e.s.endedOne())
		e.s.open("blue again", e.seat(mine, tokens[kanban.Blue]), "198.51.100.3", 200)
		assert.Equal(t, "blue", e.s.endedOne(), "the seat's own older stream first")
	})
	t.Run("an address at its most", func(t *testing.T) {
		e := start(t, Hosting{MaxStreamsPerClient: 2})
		mine, tokens := e.c.create(seats(Human, Human))
		other, _ := e.c.create(seats(Human, Human))
		const home = "198.51.100.1"
		e.s.open("watching", e.watch(other), home, 200)
		e.s.open("red", e.seat(mine, tokens[kanban.Red]), home, 200)
		e.s.open("red reloaded", e.seat(mine, tokens[kanban.Red]), home, 200)
		assert.Equal(t, "red", e.s.endedOne(), "the seat's own older stream first")
		e.s.open("watching more", e.watch(mine), home, 429)
		e.s.open("blue", e.seat(mine, tokens[kanban.Blue]), home, 200)
		assert.Equal(t, "watching", e.s.endedOne(), "a spectator's before a player's")
		e.s.open("red again", e.seat(mine, tokens[kanban.Red]), home, 200)
		assert.Equal(t, "red reloaded", e.s.endedOne())
	})
}

// The stream that gives its place is the newcomer's own seat's older one,
// else one whose client does not read (the longest stuck first), else a
// spectator's, else a seat's, the oldest first.
func TestVictim(t *testing.T) {
	g, other := &game{}, &game{}
	mk := func(n uint64, g *game, seat string, writing int64) *slot {
		sl := &slot{g: g, seat: seat, n: n}
		sl.writing.Store(writing)
		return sl
	}
	var (
		oldSpectator = mk(1, g, "", 0)
		newSpectator = mk(2, g, "", 0)
		stuckLong    = mk(5, g, "x", 100)
		stuckShort   = mk(3, g, "", 200)
		seatX        = mk(4, g, "x", 0)
		seatYOther   = mk(6, other, "y", 0)
		seatY        = mk(7, g, "y", 0)
		// A spectator caught in the middle of a write that began just
		// now: its client reads, it is not stuck.
		midWrite = mk(8, g, "", time.Now().UnixNano())
	)
	set := func(sls ...*slot) map[*slot]struct{} {
		m := map[*slot]struct{}{}
		for _, sl := range sls {
			m[sl] = struct{}{}
		}
		return m
	}
	for _, tc := range []struct {
		name  string
		set   map[*slot]struct{}
		seat  string
		worst rank
		want  *slot
	}{
		{"its own seat's first", set(oldSpectator, stuckLong, seatY, seatYOther), "y", seated, seatY},
		{"not another game's", set(seatYOther, seatX), "y", seated, seatX},
		{"the longest stuck", set(oldSpectator, stuckShort, stuckLong), "y", seated, stuckLong},
		{"the oldest spectator", set(newSpectator, oldSpectator, seatX), "y", seated, oldSpectator},
		{"no reading seat's below its rank", set(seatX, seatYOther), "y", spectator, nil},
		{"only its own seat's", set(oldSpectator, stuckLong), "y", sameSeat, nil},
		{"a spectator asks", set(seatY, newSpectator), "", spectator, newSpectator},
		{"a write under way is not stuck", set(midWrite, newSpectator), "y", seated, newSpectator},
	} {
		t.Run(tc.name, func(t *testing.T) {
			assert.Same(t, tc.want, victim(tc.set, g, tc.seat, tc.worst))
		})
	}
}

// A stream whose client does not read, stuck in a write, gives its place
// at once when it is evicted: its write is cut, though its write timeout
// is an hour away, and its connection closed with the log half sent.
func TestEvictedStreamIsCut(t *testing.T) {
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	h := &host{t: t, log: &syncBuffer{}}
	opt := testOptions(h.log)
	opt.Hosting = Hosting{MaxStreams: 1, StreamWriteTimeout: time.Hour, ClientIPHeader: "X-Real-IP"}
	h.srv, err = NewServer(context.Background(), st, opt)
	require.NoError(t, err)
	h.http = httptest.NewUnstartedServer(h.srv.Handler())
	// Small buffers on both sides, so that the log does not fit in them.
	h.http.Config.ConnContext = func(ctx context.Context, c net.Conn) context.Context {
		if tc, ok := c.(*net.TCPConn); ok {
			tc.SetWriteBuffer(4 << 10)
		}
		return ctx
	}
	h.http.Start()
	t.Cleanup(h.stop)

	c := h.client("", "")
	watched, _ := c.create(seats(Random, Random))
	require.Eventually(t, func() bool { s, _ := h.hosted(watched.ID); return s.IsOver() }, time.Minute, 5*time.Millisecond)
	_, log := h.hosted(watched.ID)
	whole := len(h.srv.game(t.Context(), watched.ID).frames(kanban.NoColor, kanban.English, log, 0, 0))

	conn, err := net.Dial("tcp", strings.TrimPrefix(h.http.URL, "http://"))
	require.NoError(t, err)
	defer conn.Close()
	require.NoError(t, conn.(*net.TCPConn).SetReadBuffer(4<<10))
	fmt.Fprintf(conn, "GET /api/games/%s/spectate/events HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Real-IP: 203.0.113.1\r\n\r\n", watched.ID)
	require.Eventually(t, func() bool {
		h.srv.slots.mu.Lock()
		defer h.srv.slots.mu.Unlock()
		for sl := range h.srv.slots.ofClient["203.0.113.1"] {
			return sl.writing.Load() != 0
		}
		return false
	}, 10*time.Second, time.Millisecond, "the stream is stuck in its write")

	mine, tokens := c.create(seats(Human, Human))
	resp := openStream(t, t.Context(), h.http.URL+"/api/games/"+mine.ID+"/events?token="+url.QueryEscape(tokens[kanban.Red]), map[string]string{"X-Real-IP": "198.51.100.1"})
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)

	conn.SetReadDeadline(time.Now().Add(20 * time.Second))
	got, err := io.Copy(io.Discard, conn)
	var timeout net.Error
	require.False(t, errors.As(err, &timeout) && timeout.Timeout(), "the evicted stream's connection was not closed")
	assert.Less(t, int(got), whole, "the write was cut")
}
