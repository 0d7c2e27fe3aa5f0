package main

import (
	"bytes"
	"fmt"
	"net"
	"net/http"
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Strangers without a token try to knock the server over on loopback:
// many event streams of a whole game's log that they never read, bodies
// sent a byte at a time, connections left idle or half-sent, and a flood
// of game creations from many addresses. The server must answer the lobby
// all along, and its memory stay bounded. The test reports the lobby's
// latency under the load and the heap; with KANBAN_SOAK=1 it runs bigger
// and longer. No bound it asserts depends on the machine's speed.
func TestAbuse(t *testing.T) {
	var (
		streams    = soak.N(400, 2000)
		slowBodies = soak.N(50, 300)
		idle       = soak.N(200, 1000)
		clients    = soak.N(600, 5000)
		duration   = time.Duration(soak.N(1, 30)) * time.Second
	)
	cfg := Config{ReadHeaderTimeout: time.Second, ReadTimeout: 2 * time.Second, WriteTimeout: 5 * time.Second, IdleTimeout: 2 * time.Second, MaxHeaderBytes: 64 << 10}
	h := startHostWith(t, Options{Hosting: Hosting{
		ClientIPHeader:     "X-Forwarded-For",
		MaxStreams:         streams * 3 / 4, // some are refused in all
		MaxStreamsPerGame:  streams,
		StreamWriteTimeout: 2 * time.Second,
		MaxClients:         clients / 2, // the limiters' map fills
		MaxGames:           300,
	}}, &cfg)
	addr := strings.TrimPrefix(h.http.URL, "http://")
	c := h.client("", "")

	// A whole game, so that each stream has its whole log to send.
	game, _ := c.create(seats(Random, Random, Random, Random))
	require.Eventually(t, func() bool { s, _ := h.hosted(game.ID); return s.IsOver() }, 2*time.Minute, 10*time.Millisecond)
	_, log := h.hosted(game.ID)
	g := h.srv.game(t.Context(), game.ID)
	encoded := len(g.frames(kanban.NoColor, kanban.English, log, 0, 0))

	lobby := &http.Client{Timeout: 30 * time.Second, Transport: &http.Transport{DisableKeepAlives: true}}
	probe := func() (time.Duration, error) {
		start := time.Now()
		resp, err := lobby.Get(h.http.URL + "/api/games")
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		var b bytes.Buffer
		b.ReadFrom(resp.Body)
		if resp.StatusCode != http.StatusOK {
			return 0, fmt.Errorf("GET /api/games: %d %s", resp.StatusCode, b.String())
		}
		return time.Since(start), nil
	}
	var idleLatencies []time.Duration
	for range 10 {
		d, err := probe()
		require.NoError(t, err)
		idleLatencies = append(idleLatencies, d)
	}
	heapBefore := heap()

	var conns struct {
		sync.Mutex
		all []net.Conn
	}
	dial := func() net.Conn {
		conn, err := net.Dial("tcp", addr)
		if err != nil {
			return nil
		}
		conns.Lock()
		conns.all = append(conns.all, conn)
		conns.Unlock()
		return conn
	}
	stop := make(chan struct{})
	var wg sync.WaitGroup

	// Streams never read, 8 a client.
	for i := range streams {
		if conn := dial(); conn != nil {
			fmt.Fprintf(conn, "GET /api/games/%s/spectate/events?from=1 HTTP/1.1\r\nHost: %s\r\nX-Forwarded-For: 10.1.%d.%d\r\n\r\n", game.ID, addr, i/8/250, i/8%250)
		}
	}
	// Bodies a byte at a time, and connections idle or half-sent.
	for range slowBodies {
		conn := dial()
		if conn == nil {
			continue
		}
		wg.Go(func() {
			fmt.Fprintf(conn, "POST /api/games HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n", addr)
			tick := time.NewTicker(200 * time.Millisecond)
			defer tick.Stop()
			for {
				select {
				case <-stop:
					return
				case <-tick.C:
					if _, err := conn.Write([]byte("{")); err != nil {
						return
					}
				}
			}
		})
	}
	for i := range idle {
		if conn := dial(); conn != nil && i%2 == 1 {
			fmt.Fprintf(conn, "GET /api/games HTTP/1.1\r\nHost: %s\r\n", addr)
		}
	}
	// The creation flood, from many addresses; the first worker's from
	// one, and more than its burst.
	var created, limited, full, other atomic.Int64
	flood := &http.Client{Timeout: 30 * time.Second}
	for w := range 8 {
		wg.Go(func() {
			for i := w; ; i += 8 {
				select {
				case <-stop:
					if w > 0 || i > 8*defaultCreateBurst {
						return
					}
				default:
				}
				from := fmt.Sprintf("10.2.%d.%d", i%clients/250, i%clients%250)
				if w == 0 {
					from = "10.3.0.1"
				}
				req, _ := http.NewRequest("POST", h.http.URL+"/api/games", strings.NewReader(`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"random"}]}`))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("X-Forwarded-For", from)
				resp, err := flood.Do(req)
				if err != nil {
					other.Add(1)
					continue
				}
				resp.Body.Close()
				switch resp.StatusCode {
				case http.StatusCreated:
					created.Add(1)
				case http.StatusTooManyRequests:
					limited.Add(1)
				case http.StatusServiceUnavailable:
					full.Add(1)
				default:
					other.Add(1)
				}
			}
		})
	}

	// The lobby, all along.
	var latencies []time.Duration
	var errs []error
	peakHeap, peakStreams := heapBefore, 0
	for start := time.Now(); time.Since(start) < duration; time.Sleep(50 * time.Millisecond) {
		d, err := probe()
		if err != nil {
			errs = append(errs, err)
			continue
		}
		latencies = append(latencies, d)
		peakHeap = max(peakHeap, heap())
		h.srv.slots.mu.Lock()
		peakStreams = max(peakStreams, h.srv.slots.all)
		h.srv.slots.mu.Unlock()
	}
	close(stop)
	wg.Wait()
	conns.Lock()
	for _, conn := range conns.all {
		conn.Close()
	}
	conns.Unlock()
	runtime.GC()
	heapAfter := heap()
	h.srv.mu.Lock()
	inMemory := len(h.srv.games)
	h.srv.mu.Unlock()

	slices.Sort(latencies)
	slices.Sort(idleLatencies)
	q := func(l []time.Duration, p float64) time.Duration {
		if len(l) == 0 {
			return 0
		}
		return l[min(len(l)-1, int(float64(len(l))*p))].Round(10 * time.Microsecond)
	}
	t.Logf("load: %d unread streams of a %d-event log (%d KB encoded, once) from %d clients, %d bodies a byte at a time, %d idle or half-sent connections, a creation flood from %d addresses, for %v; GOMAXPROCS %d",
		streams, len(log), encoded>>10, (streams+7)/8, slowBodies, idle, clients, duration, runtime.GOMAXPROCS(0))
	t.Logf("GET /api/games: idle median %v; under the load %d answers, median %v, p99 %v, worst %v; %d errors",
		q(idleLatencies, 0.5), len(latencies), q(latencies, 0.5), q(latencies, 0.99), q(latencies, 1), len(errs))
	t.Logf("streams open at most %d (bound %d); creations: %d created, %d rate-limited, %d refused as full, %d other; %d games in memory (bound %d)",
		peakStreams, h.srv.hosting.MaxStreams, created.Load(), limited.Load(), full.Load(), other.Load(), inMemory, h.srv.hosting.MaxGames)
	t.Logf("heap: %d MB before, %d MB at most under the load, %d MB after", heapBefore>>20, peakHeap>>20, heapAfter>>20)

	assert.Empty(t, errs, "the lobby answered every time")
	require.NotEmpty(t, latencies)
	assert.Less(t, q(latencies, 1), 10*time.Second, "the lobby answers within 10 s under the load")
	assert.LessOrEqual(t, peakStreams, h.srv.hosting.MaxStreams)
	assert.LessOrEqual(t, inMemory, h.srv.hosting.MaxGames)
	assert.Positive(t, limited.Load(), "the flood was limited: at least the address that sent more than its burst")
	assert.Less(t, peakHeap, uint64(1<<30), "the heap stays under 1 GB")
	assert.Less(t, heapAfter, uint64(512<<20), "the heap after the load is under 512 MB")
	d, err := probe()
	require.NoError(t, err, "the server answers after the load")
	t.Logf("GET /api/games after the load: %v", d.Round(10*time.Microsecond))
}

// heap is the bytes of the heap in use.
func heap() uint64 {
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapInuse
}
