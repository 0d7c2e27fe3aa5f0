package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// TestMain lets the test binary run as the server itself, for the tests
// that kill a server process: KANBAN_SERVER_ARGS holds its flags.
func TestMain(m *testing.M) {
	if args, ok := os.LookupEnv("KANBAN_SERVER_ARGS"); ok {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
		defer stop()
		if err := run(ctx, strings.Fields(args), os.Getenv, os.Stderr); err != nil {
			fmt.Fprintln(os.Stderr, "server:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	// An instance tries again for a game's bots every tenth of a second,
	// so that the tests of several instances see a lease change hands
	// quickly; set once, before any test, so that those tests run in
	// parallel.
	leaseRetry = 100 * time.Millisecond
	// Most of the package's tests wait, on a browser, a server process or
	// a timer, more than they compute: unless -parallel says otherwise,
	// twice as many run at once as there are cores.
	flag.Parse()
	soak.Default("test.parallel", strconv.Itoa(2*runtime.GOMAXPROCS(0)))
	code := m.Run()
	stopBrowser()
	pgtest.Stop()
	os.Exit(code)
}

// syncBuffer is a log the test reads while the server writes it.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.b.String()
}

// host is a server under test, in this process, over HTTP.
type host struct {
	t    testing.TB
	srv  *Server
	http *httptest.Server
	log  *syncBuffer
}

// startHost serves the SQLite file (a new one in a temp dir when "").
func startHost(t testing.TB, file string) *host {
	t.Helper()
	if file == "" {
		file = filepath.Join(t.TempDir(), "games.db")
	}
	st, err := store.OpenSQLite(context.Background(), file)
	require.NoError(t, err)
	return startHostOn(t, st)
}

func startHostOn(t testing.TB, st store.Store) *host {
	t.Helper()
	h := &host{t: t, log: &syncBuffer{}}
	var err error
	h.srv, err = NewServer(context.Background(), st, testOptions(h.log))
	require.NoError(t, err)
	h.http = httptest.NewServer(h.srv.Handler())
	t.Cleanup(h.stop)
	return h
}

// testOptions are the options of a test's server, logging to w: the
// defaults, but for the creation rate, which the tests that create many
// games would pass.
func testOptions(w io.Writer) Options {
	return Options{Log: log.New(w, "", 0), Hosting: Hosting{CreateBurst: 1000}, clockLimits: &quickClocks}
}

// quickClocks let tests' clocks run in fractions of a second.
var quickClocks = clockLimits{50 * time.Millisecond, time.Hour, 100 * time.Millisecond, time.Hour, time.Hour}

// stop closes the host; a second call does nothing.
func (h *host) stop() {
	if h.http == nil {
		return
	}
	h.http.CloseClientConnections()
	h.srv.cancel()
	h.http.Close()
	require.NoError(h.t, h.srv.Close())
	h.http = nil
}

// client calls the API of a server at base as the seat of token ("" for
// none).
type client struct {
	t     testing.TB
	base  string
	game  string
	token string
	// h is the host in this process, whose games playTurns reads
	// directly rather than asking for a state at each decision.
	h *host
}

func (h *host) client(game, token string) *client {
	return &client{t: h.t, base: h.http.URL, game: game, token: token, h: h}
}

// do sends a request and returns the status and body.
func (c *client) do(method, path string, body any) (int, []byte) {
	c.t.Helper()
	var r io.Reader
	switch b := body.(type) {
	case nil:
	case string:
		r = strings.NewReader(b)
	default:
		j, err := json.Marshal(b)
		require.NoError(c.t, err)
		r = bytes.NewReader(j)
	}
	req, err := http.NewRequest(method, c.base+path, r)
	require.NoError(c.t, err)
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, out
}

// create makes a game and returns it with its tokens by colour.
func (c *client) create(req CreateRequest) (CreateResponse, map[kanban.Color]string) {
	c.t.Helper()
	status, body := c.do("POST", "/api/games", req)
	require.Equal(c.t, http.StatusCreated, status, "%s", body)
	var resp CreateResponse
	require.NoError(c.t, json.Unmarshal(body, &resp))
	tokens := map[kanban.Color]string{}
	for _, t := range resp.Tokens {
		tokens[t.Color] = t.Token
	}
	return resp, tokens
}

func seats(kinds ...string) CreateRequest {
	colors := []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}
	var req CreateRequest
	for i, k := range kinds {
		req.Seats = append(req.Seats, SeatRequest{Color: colors[i], Kind: k})
	}
	return req
}

func (c *client) as(token string) *client {
	d := *c
	d.token = token
	return &d
}

// state is the game as the client's seat sees it.
func (c *client) state() StateResponse { return c.stateOf("state") }

// spectate is the game as a spectator sees it.
func (c *client) spectate() StateResponse { return c.stateOf("spectate") }

// stateOf gets the game's state from the route of the game's path and
// requires a 200.
func (c *client) stateOf(path string) StateResponse {
	c.t.Helper()
	status, body := c.do("GET", "/api/games/"+c.game+"/"+path, nil)
	require.Equal(c.t, http.StatusOK, status, "%s", body)
	var st StateResponse
	require.NoError(c.t, json.Unmarshal(body, &st))
	return st
}

// waitTurn polls the state until the seat must act or the game is over.
func (c *client) waitTurn() StateResponse {
	c.t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		st := c.state()
		if st.YourTurn || st.Over {
			return st
		}
		if time.Now().After(deadline) {
			c.t.Fatalf("game %s: waited a minute for %s's turn; at version %d, %s", c.game, st.Color, st.Version, st.NextText)
		}
		time.Sleep(2 * time.Millisecond)
	}
}

// act plays the notation against the version and requires a 200.
func (c *client) act(version uint32, notation string) ActionResponse {
	c.t.Helper()
	status, body := c.do("POST", "/api/games/"+c.game+"/actions", ActionRequest{Version: version, Notation: notation})
	require.Equal(c.t, http.StatusOK, status, "%s", body)
	var resp ActionResponse
	require.NoError(c.t, json.Unmarshal(body, &resp))
	return resp
}

// pick is the test players' choice among n legal actions at a version: a
// function of the two alone, so that a game can be played again the same
// way without the server. It picks a kind of action first, then one of
// that kind, so that the many ways to recycle do not crowd out the rest.
func pick(version uint32, legal []kanban.Action) int {
	var kinds []kanban.ActionKind
	for _, a := range legal {
		if !containsKind(kinds, a.Kind) {
			kinds = append(kinds, a.Kind)
		}
	}
	r := mix(uint64(version), 0x5eed)
	k := kinds[r%uint64(len(kinds))]
	var of []int
	for i, a := range legal {
		if a.Kind == k {
			of = append(of, i)
		}
	}
	return of[(r>>32)%uint64(len(of))]
}

func containsKind(ks []kanban.ActionKind, k kanban.ActionKind) bool {
	for _, x := range ks {
		if x == k {
			return true
		}
	}
	return false
}

func actions(legal []LegalAction) []kanban.Action {
	as := make([]kanban.Action, len(legal))
	for i, l := range legal {
		as[i] = l.Action
	}
	return as
}

// playTurns plays up to n of the seat's decisions with pick, or to the end
// of the game, and returns the last state seen.
func (c *client) playTurns(n int) StateResponse {
	c.t.Helper()
	if c.h != nil && c.h.srv != nil {
		return c.playTurnsHere(n)
	}
	st := c.waitTurn()
	for i := 0; i < n && !st.Over; i++ {
		a := st.Legal[pick(st.Version, actions(st.Legal))]
		c.act(st.Version, a.Notation)
		st = c.waitTurn()
	}
	return st
}

// stream reads the server-sent events of path (a seat's or the spectator's
// stream) from the query's start until one with Seq last arrives.
func (c *client) stream(path string, header http.Header, last uint32) []StreamEvent {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", c.base+path, nil)
	require.NoError(c.t, err)
	for k, v := range header {
		req.Header[k] = v
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	require.Equal(c.t, http.StatusOK, resp.StatusCode)
	require.Equal(c.t, "text/event-stream", resp.Header.Get("Content-Type"))
	var out []StreamEvent
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 1<<20)
	var id, kind string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			kind = ""
		case strings.HasPrefix(line, "event: "):
			kind = strings.TrimPrefix(line, "event: ") // a chat message, a reset: not the log's
		case strings.HasPrefix(line, "id: "):
			id = strings.TrimPrefix(line, "id: ")
		case strings.HasPrefix(line, "data: ") && kind == "":
			var e StreamEvent
			require.NoError(c.t, json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &e))
			require.Equal(c.t, fmt.Sprint(e.Event.Seq), id, "an event's id is its Seq")
			out = append(out, e)
			if e.Event.Seq >= last {
				return out
			}
		}
	}
	c.t.Fatalf("the stream %s ended after %d events, before event %d: %v", path, len(out), last, sc.Err())
	return nil
}

// hosted returns the server's game, to compare the API with the engine.
func (h *host) hosted(id string) (kanban.GameState, []kanban.Event) {
	h.t.Helper()
	g := h.srv.game(context.Background(), id)
	require.NotNil(h.t, g)
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.state, g.log
}

func jsonOf(t testing.TB, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// told is events as the streams and replays send them to viewer: each as
// the viewer may see it, with the library's narration of it against the
// state before it, folded from before.
func told(t testing.TB, before kanban.GameState, events []kanban.Event, viewer kanban.Color) []StreamEvent {
	t.Helper()
	var out []StreamEvent
	for _, e := range events {
		out = append(out, StreamEvent{e.For(viewer), before.Narrate(e, viewer)})
		var err error
		before, err = kanban.Evolve(before, e)
		require.NoError(t, err)
	}
	return out
}

// playTurnsHere is playTurns for a host in this process: the same
// choices, read from the game in memory, each action sent through the
// API, waiting for the bots on the game's changes rather than polling.
func (c *client) playTurnsHere(n int) StateResponse {
	c.t.Helper()
	me := c.state().Color
	g := c.h.srv.game(context.Background(), c.game)
	require.NotNil(c.t, g)
	deadline := time.Now().Add(60 * time.Second)
	for played := 0; played < n; {
		g.mu.Lock()
		st, changed := g.state, g.changed
		seat := g.seatOf(me)
		human := seat >= 0 && g.seats[seat].Kind == Human
		g.mu.Unlock()
		if st.IsOver() || !human {
			break
		}
		if st.Next().Player != me {
			select {
			case <-changed:
			case <-time.After(time.Until(deadline)):
				c.t.Fatalf("game %s: waited a minute for %s's turn; at version %d", c.game, me, st.Version())
			}
			continue
		}
		legal := st.LegalActions()
		c.act(st.Version(), legal[pick(st.Version(), legal)].String())
		played++
	}
	return c.waitTurn()
}
