package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"runtime"
	"sync"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Many games at once on loopback: in each, one seat is played by the
// test's client and the three others by the server's Random bots. Each
// client plays a fixed number of its decisions; the test reports the
// actions stored per second and every error.
func TestLoad(t *testing.T) {
	if testing.Short() {
		t.Skip("the load test: without -short")
	}
	games, decisions := soak.N(20, 50), soak.N(20, 40)
	h := startHost(t, "")
	c := h.client("", "")
	type seat struct{ id, token string }
	seatsOf := make([]seat, games)
	for i := range seatsOf {
		g, tokens := c.create(seats(Human, Random, Random, Random))
		seatsOf[i] = seat{g.ID, tokens[kanban.Red]}
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: games}, Timeout: 30 * time.Second}
	var mu sync.Mutex
	var errs []string
	var latencies []time.Duration
	report := func(format string, args ...any) {
		mu.Lock()
		defer mu.Unlock()
		errs = append(errs, fmt.Sprintf(format, args...))
	}
	call := func(method, url, token string, body any, out any) (int, error) {
		var b bytes.Buffer
		if body != nil {
			json.NewEncoder(&b).Encode(body)
		}
		req, _ := http.NewRequest(method, h.http.URL+url, &b)
		req.Header.Set("Authorization", "Bearer "+token)
		if body != nil {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := client.Do(req)
		if err != nil {
			return 0, err
		}
		defer resp.Body.Close()
		if out != nil && resp.StatusCode == http.StatusOK {
			return resp.StatusCode, json.NewDecoder(resp.Body).Decode(out)
		}
		return resp.StatusCode, nil
	}

	start := time.Now()
	var wg sync.WaitGroup
	for _, s := range seatsOf {
		wg.Add(1)
		go func() {
			defer wg.Done()
			deadline := time.Now().Add(2 * time.Minute)
			for played := 0; played < decisions && time.Now().Before(deadline); {
				var st StateResponse
				status, err := call("GET", "/api/games/"+s.id+"/state", s.token, nil, &st)
				if err != nil || status != http.StatusOK {
					report("game %s: state: %d %v", s.id, status, err)
					return
				}
				if st.Over {
					return
				}
				if !st.YourTurn {
					time.Sleep(2 * time.Millisecond)
					continue
				}
				a := st.Legal[pick(st.Version, actions(st.Legal))]
				t0 := time.Now()
				status, err = call("POST", "/api/games/"+s.id+"/actions", s.token, ActionRequest{Version: st.Version, Notation: a.Notation}, nil)
				if err != nil || status != http.StatusOK {
					report("game %s: %s at %d: %d %v", s.id, a.Notation, st.Version, status, err)
					return
				}
				mu.Lock()
				latencies = append(latencies, time.Since(t0))
				mu.Unlock()
				played++
			}
		}()
	}
	wg.Wait()
	elapsed := time.Since(start)
	// The bots finish the turns they are playing before the count: each
	// game waits for its person again, or is over.
	for _, s := range seatsOf {
		require.Eventually(t, func() bool {
			st, _ := h.hosted(s.id)
			return st.IsOver() || st.Next().Player == kanban.Red
		}, time.Minute, time.Millisecond, "the bots of game %s", s.id)
	}
	total := 0
	for _, s := range seatsOf {
		_, log := h.hosted(s.id)
		total += int(log[len(log)-1].Action) + 1
	}
	var sum, worst time.Duration
	for _, l := range latencies {
		sum += l
		worst = max(worst, l)
	}
	mean := time.Duration(0)
	if len(latencies) > 0 {
		mean = sum / time.Duration(len(latencies))
	}
	t.Logf("%d games at once, %d client actions in %v: %.0f client actions/s, %d actions stored in all (the bots' included, about %.0f/s); POST latency mean %v, worst %v; %d errors; GOMAXPROCS %d",
		games, len(latencies), elapsed.Round(time.Millisecond), float64(len(latencies))/elapsed.Seconds(), total, float64(total)/elapsed.Seconds(), mean.Round(time.Microsecond), worst.Round(time.Microsecond), len(errs), runtime.GOMAXPROCS(0))
	for _, e := range errs {
		t.Log(e)
	}
	assert.Empty(t, errs)
	assert.Equal(t, games*decisions, len(latencies), "every client played its decisions")
}
