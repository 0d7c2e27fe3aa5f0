package main

import (
	"bufio"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// startHostWith serves a new SQLite file with opt (its Log set to the
// host's), behind an http.Server configured as cfg says when cfg is not
// nil.
func startHostWith(t testing.TB, opt Options, cfg *Config) *host {
	t.Helper()
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	h := &host{t: t, log: &syncBuffer{}}
	opt.Log = testOptions(h.log).Log
	if opt.clockLimits == nil {
		opt.clockLimits = testOptions(h.log).clockLimits
	}
	h.srv, err = NewServer(context.Background(), st, opt)
	require.NoError(t, err)
	h.http = httptest.NewUnstartedServer(h.srv.Handler())
	if cfg != nil {
		h.http.Config = cfg.httpServer(h.srv.Handler(), h.srv.slog)
	}
	h.http.Start()
	t.Cleanup(h.stop)
	return h
}

// request sends a request to the handler as a client of the host would,
// and returns the answer.
func serve(t testing.TB, h http.Handler, method, target, body string, header map[string]string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(method, target, strings.NewReader(body))
	r.Host = "127.0.0.1:8080"
	if body != "" {
		r.Header.Set("Content-Type", "application/json")
	}
	for k, v := range header {
		if k == "Host" {
			r.Host = v
			continue
		}
		if v == "" {
			r.Header.Del(k)
			continue
		}
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	return w
}

const twoHumans = `{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"}]}`

// Only the configured hosts are served (DNS rebinding); the operator's
// routes are served for any host.
func TestServesOnlyItsHosts(t *testing.T) {
	for name, tc := range map[string]struct {
		hosts  []string
		host   string
		path   string
		status int
	}{
		"127.0.0.1":            {nil, "127.0.0.1:8080", "/api/games", 200},
		"localhost, any port":  {nil, "localhost:1234", "/api/games", 200},
		"localhost, no port":   {nil, "localhost", "/", 200},
		"[::1]":                {nil, "[::1]:8080", "/api/games", 200},
		"another name":         {nil, "attacker.example", "/api/games", 421},
		"another name's port":  {nil, "attacker.example:8080", "/", 421},
		"healthz for any host": {nil, "10.0.0.7:8080", "/healthz", 200},
		"metrics for any host": {nil, "10.0.0.7:8080", "/metrics", 200},
		"configured":           {[]string{"kanban.example"}, "kanban.example", "/api/games", 200},
		"configured, no more":  {[]string{"kanban.example"}, "localhost:8080", "/api/games", 421},
		"host:port, exactly":   {[]string{"kanban.example:443"}, "kanban.example:443", "/api/games", 200},
		"host:port, not other": {[]string{"kanban.example:443"}, "kanban.example:80", "/api/games", 421},
		"any":                  {[]string{"*"}, "whatever.example", "/api/games", 200},
	} {
		t.Run(name, func(t *testing.T) {
			h := startHostWith(t, Options{Hosting: Hosting{Hosts: tc.hosts}}, nil)
			w := serve(t, h.srv.Handler(), "GET", tc.path, "", map[string]string{"Host": tc.host})
			assert.Equal(t, tc.status, w.Code, "%s", w.Body)
		})
	}
}

// A POST must be JSON, and come from no browser page or the server's own
// (or a configured origin's): a cross-site form or text/plain fetch
// creates nothing.
func TestPostsAreJSONFromTheServersOwnPages(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{Origins: []string{"https://friend.example"}}}, nil)
	for name, tc := range map[string]struct {
		header map[string]string
		status int
		code   string
	}{
		"JSON, no origin":        {nil, 201, ""},
		"JSON with charset":      {map[string]string{"Content-Type": "application/json; charset=utf-8"}, 201, ""},
		"text/plain":             {map[string]string{"Content-Type": "text/plain"}, 415, "bad_content_type"},
		"form":                   {map[string]string{"Content-Type": "application/x-www-form-urlencoded"}, 415, "bad_content_type"},
		"no content type":        {map[string]string{"Content-Type": ""}, 415, "bad_content_type"},
		"own origin":             {map[string]string{"Origin": "http://127.0.0.1:8080"}, 201, ""},
		"another origin":         {map[string]string{"Origin": "https://attacker.example"}, 403, "bad_origin"},
		"another port":           {map[string]string{"Origin": "http://127.0.0.1:9999"}, 403, "bad_origin"},
		"null origin":            {map[string]string{"Origin": "null"}, 403, "bad_origin"},
		"configured origin":      {map[string]string{"Origin": "https://friend.example"}, 201, ""},
		"cross-site, no origin":  {map[string]string{"Sec-Fetch-Site": "cross-site"}, 403, "bad_origin"},
		"text/plain cross-site":  {map[string]string{"Content-Type": "text/plain", "Origin": "https://attacker.example"}, 403, "bad_origin"},
		"same-site, own origin":  {map[string]string{"Sec-Fetch-Site": "same-origin", "Origin": "http://127.0.0.1:8080"}, 201, ""},
		"own origin, other host": {map[string]string{"Origin": "http://localhost:8080"}, 403, "bad_origin"},
	} {
		t.Run(name, func(t *testing.T) {
			w := serve(t, h.srv.Handler(), "POST", "/api/games", twoHumans, tc.header)
			require.Equal(t, tc.status, w.Code, "%s", w.Body)
			if tc.code != "" {
				var e apiError
				require.NoError(t, json.Unmarshal(w.Body.Bytes(), &e))
				assert.Equal(t, tc.code, e.Error)
			}
		})
	}
	w := serve(t, h.srv.Handler(), "DELETE", "/api/games", "", nil)
	assert.Equal(t, http.StatusMethodNotAllowed, w.Code, "another method is the routes' to refuse")
}

// The request JSON is read as strictly as the library's: a key in another
// case, or a key twice, is refused, in the body and in what it holds.
func TestRequestJSONIsStrict(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{CreateBurst: 100}}, nil)
	c := h.client("", "")
	for name, body := range map[string]string{
		"a key in capitals":      `{"Seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"}]}`,
		"a seat's key in case":   `{"seats":[{"Color":"red","kind":"human"},{"color":"blue","kind":"human"}]}`,
		"a key twice":            `{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"}],"seats":[]}`,
		"a seat's key twice":     `{"seats":[{"color":"red","kind":"human","kind":"random"},{"color":"blue","kind":"human"}]}`,
		"solo's key in case":     `{"seats":[{"color":"red","kind":"human"}],"solo":{"Random_Difficulty":true}}`,
		"two values":             twoHumans + ` {}`,
		"sandra_reward in upper": `{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"}],"SANDRA_REWARD":true}`,
	} {
		t.Run(name, func(t *testing.T) {
			status, body := c.do("POST", "/api/games", body)
			assert.Equal(t, http.StatusBadRequest, status, "%s", body)
			assert.Contains(t, string(body), `"bad_json"`)
		})
	}
	game, tokens := c.create(seats(Human, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	st := red.waitTurn()
	require.GreaterOrEqual(t, len(st.Legal), 2)
	for name, body := range map[string]string{
		"Version":        fmt.Sprintf(`{"Version":%d,"notation":%q}`, st.Version, st.Legal[0].Notation),
		"notation twice": fmt.Sprintf(`{"version":%d,"notation":%q,"notation":%q}`, st.Version, st.Legal[0].Notation, st.Legal[1].Notation),
		"version twice":  fmt.Sprintf(`{"version":%d,"version":%d,"notation":%q}`, st.Version+5, st.Version, st.Legal[0].Notation),
	} {
		t.Run(name, func(t *testing.T) {
			status, body := red.do("POST", "/api/games/"+game.ID+"/actions", body)
			assert.Equal(t, http.StatusBadRequest, status, "%s", body)
		})
	}
	assert.Equal(t, st.Version, red.state().Version, "nothing was played")
}

// The largest Last-Event-ID is no overflow: the stream waits for events
// that do not exist yet. One beyond 32 bits is refused.
func TestLastEventIDAtTheEndOfItsRange(t *testing.T) {
	h := startHostWith(t, Options{}, nil)
	game, _ := h.client("", "").create(seats(Human, Human))
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	get := func(id string) *http.Response {
		req, err := http.NewRequestWithContext(ctx, "GET", h.http.URL+"/api/games/"+game.ID+"/spectate/events", nil)
		require.NoError(t, err)
		req.Header.Set("Last-Event-ID", id)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		return resp
	}
	resp := get("4294967295")
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	resp.Body.Close()
	resp = get("4294967296")
	assert.Equal(t, http.StatusBadRequest, resp.StatusCode)
	resp.Body.Close()
	assert.NotContains(t, h.log.String(), "panic")
	status, _ := h.client("", "").do("GET", "/api/games", nil)
	assert.Equal(t, http.StatusOK, status, "the server still answers")
}

// A static path that is no file's name is not found, never a 500.
func TestStaticPathsThatAreNoNames(t *testing.T) {
	h := startHostWith(t, Options{}, nil)
	for _, p := range []string{"/static/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd", "/static/%c0%ae%c0%ae/app.css", "/static/%ff", "/static/..%2f..%2fgo.mod", "/static/%2e%2e/%2e%2e/go.mod"} {
		w := serve(t, h.srv.Handler(), "GET", p, "", nil)
		assert.Contains(t, []int{400, 404}, w.Code, "%s: %d %s", p, w.Code, w.Body)
		assert.NotContains(t, w.Body.String(), "module", p)
	}
}

// A game's created time is the same in memory and once stored: the
// lobby's listing does not change when the game is read again.
func TestCreatedIsTheSameInMemoryAndStored(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	game, tokens := h.client("", "").create(seats(Human, Random))
	// The Random seat may move first, in the background: the listing
	// compared is the one after it, when the human must act.
	h.client(game.ID, tokens[kanban.Red]).waitTurn()
	_, before := h.client("", "").do("GET", "/api/games", nil)
	h.stop()
	h = startHost(t, file)
	_, after := h.client("", "").do("GET", "/api/games", nil)
	assert.JSONEq(t, string(before), string(after))
	assert.Zero(t, game.Created.Nanosecond())
}

// A client creates games at the configured rate, after a burst; another
// client is not held back by it. The clients remembered are bounded.
func TestCreationIsLimitedPerClient(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{CreateRate: 1, CreateBurst: 3, ClientIPHeader: "X-Forwarded-For"}}, nil)
	as := func(ip string) int {
		return serve(t, h.srv.Handler(), "POST", "/api/games", twoHumans, map[string]string{"X-Forwarded-For": "203.0.113.9, " + ip}).Code
	}
	for range 3 {
		require.Equal(t, http.StatusCreated, as("198.51.100.1"))
	}
	w := serve(t, h.srv.Handler(), "POST", "/api/games", twoHumans, map[string]string{"X-Forwarded-For": "198.51.100.1"})
	assert.Equal(t, http.StatusTooManyRequests, w.Code)
	assert.Contains(t, w.Body.String(), "rate_limited")
	assert.NotEmpty(t, w.Header().Get("Retry-After"))
	assert.Equal(t, http.StatusCreated, as("198.51.100.2"), "another client")
	// The addresses of one IPv6 /64 are one client.
	for range 3 {
		require.Equal(t, http.StatusCreated, as("2001:db8:1:2::1"))
	}
	assert.Equal(t, http.StatusTooManyRequests, as("2001:db8:1:2:ffff::9"))

	l := newLimiters(1, 2, 2)
	now := time.Now()
	for _, c := range []string{"a", "a", "b"} {
		ok, _ := l.allow(c, now)
		require.True(t, ok, c)
	}
	ok, retry := l.allow("c", now)
	assert.False(t, ok, "a third client while the two others' buckets are not full")
	assert.Positive(t, retry)
	ok, _ = l.allow("c", now.Add(time.Minute))
	assert.True(t, ok, "once full again, a client is forgotten")
	assert.LessOrEqual(t, l.len(), 2)
}

// A request asks for no more bot work than the bounds: an ISMCTS or
// learned seat's iterations or time per decision, and their sums over the
// game, learned seats counted with ismcts ones.
func TestBotWorkARequestMayAskFor(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{CreateBurst: 100, MaxIterations: 500, MaxGameIterations: 800,
		MaxDecisionTime: 100 * time.Millisecond, MaxGameDecisionTime: 150 * time.Millisecond}}, nil)
	c := h.client("", "")
	ms := func(n int) time.Duration { return time.Duration(n) * time.Millisecond }
	type budget struct {
		iterations int
		time       time.Duration
		kind       string // ISMCTS when empty
	}
	for name, tc := range map[string]struct {
		seats  []budget
		status int
	}{
		"within":                  {[]budget{{iterations: 500}, {iterations: 300}}, 201},
		"a seat over":             {[]budget{{iterations: 501}}, 422},
		"the game over":           {[]budget{{iterations: 500}, {iterations: 400}}, 422},
		"the const's bound":       {[]budget{{iterations: MaxIterations + 1}}, 422},
		"three within, none":      {[]budget{{iterations: 200}, {iterations: 200}, {iterations: 200}}, 201},
		"a time within":           {[]budget{{time: ms(100)}, {time: ms(50)}}, 201},
		"a time over":             {[]budget{{time: ms(101)}}, 422},
		"the game's time over":    {[]budget{{time: ms(100)}, {time: ms(51)}}, 422},
		"the const's time":        {[]budget{{time: MaxDecisionTime + 1}}, 422},
		"times and iterations":    {[]budget{{time: ms(100)}, {iterations: 500}, {time: ms(50)}}, 201},
		"each sum by itself over": {[]budget{{time: ms(100)}, {iterations: 500}, {iterations: 301}}, 422},
		"learned within":          {[]budget{{iterations: 500, kind: Learned}, {time: ms(100), kind: Learned}}, 201},
		"learned over":            {[]budget{{iterations: 501, kind: Learned}}, 422},
		"learned time over":       {[]budget{{time: ms(101), kind: Learned}}, 422},
		"learned with ismcts":     {[]budget{{iterations: 500, kind: Learned}, {iterations: 301}}, 422},
		"learned times summed":    {[]budget{{time: ms(100)}, {time: ms(51), kind: Learned}}, 422},
	} {
		t.Run(name, func(t *testing.T) {
			req := seats(Human)
			for i, b := range tc.seats {
				req.Seats = append(req.Seats, SeatRequest{Color: []kanban.Color{kanban.Blue, kanban.Yellow, kanban.Purple}[i], Kind: cmp.Or(b.kind, ISMCTS),
					Iterations: b.iterations, DecisionTime: DecisionTime(b.time)})
			}
			status, body := c.do("POST", "/api/games", req)
			assert.Equal(t, tc.status, status, "%s", body)
			if tc.status == 422 {
				assert.Contains(t, string(body), `"bad_game"`)
			}
		})
	}
}

// The bots of all games share a bounded pool of workers: with its only
// worker taken, no bot plays; given back, they all play on.
func TestBotsShareABoundedPool(t *testing.T) {
	q := followPool(t)
	h := startHostWith(t, Options{Hosting: Hosting{BotWorkers: 1}}, nil)
	busy, err := h.srv.pool.acquire(t.Context(), "the test", "") // the pool's one worker
	require.NoError(t, err)
	c := h.client("", "")
	var ids []string
	for range 3 {
		g, _ := c.create(seats(Random, Random))
		ids = append(ids, g.ID)
	}
	// Each game's first bot decision waits for the worker.
	waiting := map[string]bool{}
	for len(waiting) < len(ids) {
		event, rest, _ := strings.Cut(q.next(t), " ")
		game := rest[strings.LastIndex(rest, " ")+1:]
		if !slices.Contains(ids, game) {
			continue // the test's own hold of the worker
		}
		require.Equal(t, "wait", event, "a bot of %s ran while the pool's worker was busy", game)
		waiting[game] = true
	}
	for _, id := range ids {
		s, _ := h.hosted(id)
		assert.Equal(t, uint32(1), s.Version(), "no bot played while the pool was busy")
	}
	busy()
	for _, id := range ids {
		require.Eventually(t, func() bool { s, _ := h.hosted(id); return s.Version() > 10 }, 20*time.Second, 5*time.Millisecond)
	}
	assert.LessOrEqual(t, h.srv.pool.busy(), 1)
}

// stream opens an event stream and returns its answer, or fails.
func openStream(t testing.TB, ctx context.Context, url string, header map[string]string) *http.Response {
	t.Helper()
	req, err := http.NewRequestWithContext(ctx, "GET", url, nil)
	require.NoError(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	return resp
}

// Event streams are bounded in all, per game and per client; a stream
// closed frees its place.
func TestStreamsAreBounded(t *testing.T) {
	h := startHostWith(t, Options{Hosting: Hosting{MaxStreams: 5, MaxStreamsPerGame: 3, MaxStreamsPerClient: 2, ClientIPHeader: "X-Real-IP"}}, nil)
	c := h.client("", "")
	g1, _ := c.create(seats(Human, Human))
	g2, _ := c.create(seats(Human, Human))
	g3, _ := c.create(seats(Human, Human))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	url := func(g CreateResponse) string { return h.http.URL + "/api/games/" + g.ID + "/spectate/events" }
	open := func(g CreateResponse, ip string, status int) *http.Response {
		t.Helper()
		resp := openStream(t, ctx, url(g), map[string]string{"X-Real-IP": ip})
		require.Equal(t, status, resp.StatusCode, "a stream of %s from %s", g.ID, ip)
		if status != http.StatusOK {
			body, _ := io.ReadAll(resp.Body)
			assert.Contains(t, string(body), "too_many_streams")
			assert.NotEmpty(t, resp.Header.Get("Retry-After"))
			resp.Body.Close()
		}
		return resp
	}
	a1 := open(g1, "192.0.2.1", 200)
	open(g1, "192.0.2.1", 200)
	open(g1, "192.0.2.1", 429) // the client's third
	open(g1, "192.0.2.2", 200)
	open(g1, "192.0.2.3", 429) // the game's fourth
	open(g2, "192.0.2.3", 200)
	open(g3, "192.0.2.4", 200)
	open(g3, "192.0.2.4", 503) // the sixth in all, from an address holding nearly as many as any
	a1.Body.Close()
	require.Eventually(t, func() bool {
		resp := openStream(t, ctx, url(g3), map[string]string{"X-Real-IP": "192.0.2.4"})
		if resp.StatusCode != http.StatusOK {
			resp.Body.Close()
			return false
		}
		return true
	}, 10*time.Second, 10*time.Millisecond, "a closed stream frees its place")
}

// Every stream of one viewer shares one encoding of the log, encoded once
// and appended to as the log grows; what each stream sends is the same.
func TestStreamsShareOneEncoding(t *testing.T) {
	h := startHostWith(t, Options{}, nil)
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	red.playTurns(3)
	st, _ := h.hosted(game.ID)
	last := st.Version()
	a := c.stream("/api/games/"+game.ID+"/spectate/events", nil, last)
	b := c.stream("/api/games/"+game.ID+"/spectate/events?from=2", nil, last)
	require.Equal(t, a[1:], b)
	g := h.srv.game(context.Background(), game.ID)
	// The two streams are closed; once the server has seen it, it drops
	// the encodings of a game nobody streams, so the frames below are
	// encoded with no stream's end racing them.
	require.Eventually(t, func() bool {
		g.feedMu.Lock()
		defer g.feedMu.Unlock()
		return g.streams == 0
	}, 10*time.Second, time.Millisecond, "the closed streams are let go")
	_, log := h.hosted(game.ID)
	first := g.frames(kanban.NoColor, kanban.English, log, 0, 0)
	second := g.frames(kanban.NoColor, kanban.English, log, 0, 0)
	assert.Same(t, &first[0], &second[0], "one encoding, shared")
	g.feedMu.Lock()
	assert.Len(t, g.feeds, 1, "the spectators' only")
	g.feedMu.Unlock()

	// A seat's feed is its own: its hand, which the spectators' is not.
	redEvents := red.stream("/api/games/"+game.ID+"/events", nil, last)
	for i, e := range redEvents {
		assert.JSONEq(t, jsonOf(t, log[i].For(kanban.Red)), jsonOf(t, e.Event))
		assert.JSONEq(t, jsonOf(t, log[i].For(kanban.NoColor)), jsonOf(t, a[i].Event))
	}
	// More events are appended, not encoded anew.
	red.playTurns(2)
	_, log = h.hosted(game.ID)
	more := g.frames(kanban.NoColor, kanban.English, log, 0, 0)
	assert.Equal(t, string(first), string(more[:len(first)]))
}

// The server's read and write timeouts cut slow bodies and idle
// connections, but not the event streams.
func TestTimeouts(t *testing.T) {
	cfg := Config{ReadHeaderTimeout: 200 * time.Millisecond, ReadTimeout: 250 * time.Millisecond, WriteTimeout: 250 * time.Millisecond, IdleTimeout: 250 * time.Millisecond}
	h := startHostWith(t, Options{}, &cfg)
	defer func(d time.Duration) { keepAlive = d }(keepAlive)
	keepAlive = 50 * time.Millisecond
	game, _ := h.client("", "").create(seats(Human, Human))
	addr := strings.TrimPrefix(h.http.URL, "http://")

	// closedWithin reads conn until the server closes it, and says whether
	// it did within d.
	closedWithin := func(conn net.Conn, d time.Duration) bool {
		conn.SetReadDeadline(time.Now().Add(d))
		_, err := io.Copy(io.Discard, conn)
		return err == nil // EOF, not the deadline
	}
	t.Run("a slow body", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		defer conn.Close()
		fmt.Fprintf(conn, "POST /api/games HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{", addr)
		assert.True(t, closedWithin(conn, 5*time.Second))
	})
	t.Run("headers never ended", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/games HTTP/1.1\r\nHost: %s\r\n", addr)
		assert.True(t, closedWithin(conn, 5*time.Second))
	})
	t.Run("an idle keep-alive connection", func(t *testing.T) {
		conn, err := net.Dial("tcp", addr)
		require.NoError(t, err)
		defer conn.Close()
		fmt.Fprintf(conn, "GET /api/games HTTP/1.1\r\nHost: %s\r\n\r\n", addr)
		resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
		require.NoError(t, err)
		io.Copy(io.Discard, resp.Body)
		assert.Equal(t, http.StatusOK, resp.StatusCode)
		assert.True(t, closedWithin(conn, 5*time.Second))
	})
	t.Run("a body too large", func(t *testing.T) {
		status, body := h.client("", "").do("POST", "/api/games", `{"seats":[`+strings.Repeat(`{"color":"red","kind":"human"},`, 4000)+`]}`)
		assert.Equal(t, http.StatusRequestEntityTooLarge, status, "%s", body)
	})
	t.Run("a stream outlives them", func(t *testing.T) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		resp := openStream(t, ctx, h.http.URL+"/api/games/"+game.ID+"/spectate/events", nil)
		defer resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		start := time.Now()
		sc := bufio.NewScanner(resp.Body)
		keepAlives := 0
		for time.Since(start) < 700*time.Millisecond && sc.Scan() {
			if sc.Text() == ": keep-alive" {
				keepAlives++
			}
		}
		require.NoError(t, sc.Err())
		assert.GreaterOrEqual(t, time.Since(start), 700*time.Millisecond, "the stream stayed open past the timeouts")
		assert.Greater(t, keepAlives, 5)
	})
}

// An ID no game could have is not looked for in the store; one that could
// is.
func TestImpossibleIDsAreNotLookedFor(t *testing.T) {
	h := startHostWith(t, Options{}, nil)
	c := h.client("", "")
	for _, id := range []string{"nope", "0123456789ABCDEF", "0123456789abcdef0", "'%20OR%201=1--"} {
		status, _ := c.do("GET", "/api/games/"+id+"/spectate", nil)
		assert.Equal(t, http.StatusNotFound, status, id)
	}
	assert.NotContains(t, metricsOf(t, h), `kanban_store_seconds_count{op="load"}`)
	status, _ := c.do("GET", "/api/games/0123456789abcdef/spectate", nil)
	assert.Equal(t, http.StatusNotFound, status)
	assert.Contains(t, metricsOf(t, h), `kanban_store_seconds_count{op="load"} 1`)
}
