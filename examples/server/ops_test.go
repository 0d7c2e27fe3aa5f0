package main

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the generated files: the table of flags in README.md, openapi.json, schema/host.d.ts")

// metricsOf returns the host's /metrics.
func metricsOf(t testing.TB, h *host) string {
	t.Helper()
	status, body := h.client("", "").do("GET", "/metrics", nil)
	require.Equal(t, http.StatusOK, status)
	return string(body)
}

// Liveness answers while the process serves; readiness while the database
// answers a ping and the server is not stopping.
func TestHealthAndReadiness(t *testing.T) {
	st, err := store.OpenSQLite(context.Background(), filepath.Join(t.TempDir(), "games.db"))
	require.NoError(t, err)
	h := startHostOn(t, st)
	c := h.client("", "")
	for _, path := range []string{"/healthz", "/readyz"} {
		status, body := c.do("GET", path, nil)
		assert.Equal(t, http.StatusOK, status, "%s: %s", path, body)
	}
	m := metricsOf(t, h)
	assert.Contains(t, m, `kanban_store_seconds_count{op="ping"} 1`, "readiness pings the database")
	assert.NotContains(t, m, `op="load"`, "and reads no game")
	require.NoError(t, st.Close()) // the database gone
	status, body := c.do("GET", "/readyz", nil)
	assert.Equal(t, http.StatusServiceUnavailable, status, "%s", body)
	assert.Contains(t, string(body), "no_database")
	status, _ = c.do("GET", "/healthz", nil)
	assert.Equal(t, http.StatusOK, status, "alive all the same")

	h2 := startHost(t, "")
	h2.srv.drain()
	status, body = h2.client("", "").do("GET", "/readyz", nil)
	assert.Equal(t, http.StatusServiceUnavailable, status, "%s", body)
	assert.Contains(t, string(body), "stopping")
}

// /metrics tells requests by route and status, the streams open, the
// games in memory, the bots' decisions and their time, and the store's
// latency, on a registry of each server's own.
func TestMetrics(t *testing.T) {
	h := startHost(t, "")
	other := startHost(t, "") // a second server in the process: its own registry
	c := h.client("", "")
	game, _ := c.create(seats(Human, Random))
	c.do("GET", "/api/games", nil)
	c.do("GET", "/api/games/nope/spectate", nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp := openStream(t, ctx, h.http.URL+"/api/games/"+game.ID+"/spectate/events", nil)
	defer resp.Body.Close()
	bots, _ := c.create(seats(Random, Greedy))
	require.Eventually(t, func() bool { s, _ := h.hosted(bots.ID); return s.Version() > 20 }, 20*time.Second, 5*time.Millisecond)

	m := metricsOf(t, h)
	for _, want := range []string{
		`kanban_http_requests_total{route="POST /api/games",status="201"} 2`,
		`kanban_http_requests_total{route="GET /api/games",status="200"} 1`,
		`kanban_http_requests_total{route="GET /api/games/{id}/spectate",status="404"} 1`,
		`kanban_streams_open 1`,
		`kanban_games_in_memory 2`,
		`kanban_bot_decisions_total{kind="greedy",outcome="ok"}`,
		`kanban_bot_decisions_total{kind="random",outcome="ok"}`,
		`kanban_bot_decision_seconds_bucket{kind="greedy",le=`,
		`kanban_store_seconds_bucket{op="create",le=`,
		`kanban_store_seconds_bucket{op="append",le=`,
		`kanban_http_request_seconds_bucket{route="GET /api/games",le=`,
		`go_goroutines `,
	} {
		assert.Contains(t, m, want)
	}
	assert.Contains(t, metricsOf(t, other), `kanban_games_in_memory 0`)
}

// Each flag has an environment variable, which the command line
// overrides; a bad value is an error that names the variable.
func TestConfigByFlagsAndEnvironment(t *testing.T) {
	env := map[string]string{
		"KANBAN_ADDR":                "127.0.0.1:9999",
		"KANBAN_DB":                  "/tmp/from-env.db",
		"KANBAN_MAX_STREAMS":         "7",
		"KANBAN_HOSTS":               "a.example, b.example:8443",
		"KANBAN_IDLE_AFTER":          "90s",
		"KANBAN_LOG_FORMAT":          "json",
		"KANBAN_LOG_LEVEL":           "debug",
		"KANBAN_CLIENT_IP_HEADER":    "X-Forwarded-For",
		"KANBAN_MAX_GAME_ITERATIONS": "-1",
		"KANBAN_MAX_DECISION_TIME":   "500ms",
	}
	cfg, _, err := parseConfig([]string{"-db", "/tmp/from-flag.db", "-max-streams=9"}, func(k string) string { return env[k] }, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, "127.0.0.1:9999", cfg.Addr)
	assert.Equal(t, "/tmp/from-flag.db", cfg.DB, "the flag wins")
	assert.Equal(t, 9, cfg.Hosting.MaxStreams, "the flag wins")
	assert.Equal(t, []string{"a.example", "b.example:8443"}, cfg.Hosting.Hosts)
	assert.Equal(t, 90*time.Second, cfg.Hosting.IdleAfter)
	assert.Equal(t, "json", cfg.LogFormat)
	assert.Equal(t, "X-Forwarded-For", cfg.Hosting.ClientIPHeader)
	assert.Equal(t, 0, cfg.Hosting.withDefaults().MaxGameIterations, "negative: no bound")
	assert.Equal(t, 500*time.Millisecond, cfg.Hosting.MaxDecisionTime)
	assert.Equal(t, defaultMaxGameDecisionTime, cfg.Hosting.withDefaults().MaxGameDecisionTime)

	cfg, _, err = parseConfig(nil, func(string) string { return "" }, io.Discard)
	require.NoError(t, err)
	assert.Equal(t, defaultHosts, cfg.Hosting.Hosts)
	assert.Equal(t, "127.0.0.1:8080", cfg.Addr)

	_, _, err = parseConfig(nil, func(k string) string { return map[string]string{"KANBAN_MAX_GAMES": "many"}[k] }, io.Discard)
	require.ErrorContains(t, err, "KANBAN_MAX_GAMES")
	_, _, err = parseConfig([]string{"-log-format", "xml"}, func(string) string { return "" }, io.Discard)
	require.Error(t, err)
}

// flagTable is README.md's table of the flags, as the FlagSet has them.
func flagTable(t *testing.T) string {
	_, fs, err := parseConfig(nil, func(string) string { return "" }, io.Discard)
	require.NoError(t, err)
	var b strings.Builder
	b.WriteString("| Flag | Environment | Default | What |\n|---|---|---|---|\n")
	fs.VisitAll(func(f *flag.Flag) {
		def := "`" + f.DefValue + "`"
		if f.DefValue == "" {
			def = ""
		}
		fmt.Fprintf(&b, "| `-%s` | `%s` | %s | %s |\n", f.Name, envName(f.Name), def, strings.ReplaceAll(f.Usage, "|", `\|`))
	})
	return b.String()
}

// README.md's table of flags is the command's, generated: rewrite it with
// go test ./examples/server -run TestREADMEFlags -update.
func TestREADMEFlags(t *testing.T) {
	const begin, end = "<!-- flags: generated by `go test ./examples/server -run TestREADMEFlags -update` -->\n", "<!-- end of flags -->\n"
	b, err := os.ReadFile("README.md")
	require.NoError(t, err)
	readme := string(b)
	i, j := strings.Index(readme, begin), strings.Index(readme, end)
	require.True(t, i >= 0 && j > i, "README.md has no table of flags between %q and %q", begin, end)
	now := readme[:i+len(begin)] + flagTable(t) + readme[j:]
	if *update {
		require.NoError(t, os.WriteFile("README.md", []byte(now), 0o644))
		return
	}
	assert.Equal(t, now, readme, "README.md's table of flags is stale: rewrite it with go test ./examples/server -run TestREADMEFlags -update")
}

// The command stops gracefully: it stops taking connections, ends the
// event streams (their clients reconnect elsewhere), stops the bots after
// their decision and closes the store, whose logs are then whole. Its logs
// are JSON with -log-format json.
func TestGracefulShutdown(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	out := &syncBuffer{}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	done := make(chan error, 1)
	go func() {
		done <- run(ctx, []string{"-addr", "127.0.0.1:0", "-db", db, "-log-format", "json"}, func(string) string { return "" }, out)
	}()
	var base string
	require.Eventually(t, func() bool {
		for _, line := range strings.Split(out.String(), "\n") {
			if a, ok := strings.CutPrefix(line, "listening on "); ok {
				base = a
				return true
			}
		}
		return false
	}, 30*time.Second, 5*time.Millisecond, "%s", out)
	c := &client{t: t, base: base}
	slow := seats(ISMCTS, ISMCTS, ISMCTS)
	for i := range slow.Seats {
		slow.Seats[i].Iterations = 300
	}
	game, _ := c.create(slow)
	resp := openStream(t, context.Background(), base+"/api/games/"+game.ID+"/spectate/events", nil)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	ended := make(chan error, 1)
	go func() {
		_, err := io.Copy(io.Discard, resp.Body)
		ended <- err
	}()
	require.Eventually(t, func() bool { // the bots under way
		status, body := c.do("GET", "/api/games/"+game.ID+"/spectate", nil)
		var st StateResponse
		return status == http.StatusOK && json.Unmarshal(body, &st) == nil && st.Version > 3
	}, 30*time.Second, 5*time.Millisecond)

	cancel()
	select {
	case err := <-ended:
		assert.NoError(t, err, "the stream ended cleanly, for the client to reconnect")
	case <-time.After(20 * time.Second):
		t.Fatal("the stream was not ended")
	}
	select {
	case err := <-done:
		require.NoError(t, err)
	case <-time.After(30 * time.Second):
		t.Fatal("run did not return")
	}
	_, err := http.Get(base + "/healthz")
	assert.Error(t, err, "no more connections taken")

	st, err := store.OpenSQLite(context.Background(), db)
	require.NoError(t, err)
	defer st.Close()
	sg, err := st.Load(context.Background(), game.ID)
	require.NoError(t, err)
	log := decodeLog(t, sg)
	_, err = kanban.Replay(log)
	require.NoError(t, err, "the stored log is whole")
	assert.Equal(t, int(sg.Version), len(log))
	t.Logf("stopped with the bots' game at version %d", sg.Version)

	sc := bufio.NewScanner(strings.NewReader(out.String()))
	var msgs []string
	for sc.Scan() {
		if strings.HasPrefix(sc.Text(), "listening on ") {
			continue
		}
		var rec struct{ Msg, Level string }
		require.NoError(t, json.Unmarshal(sc.Bytes(), &rec), "a log line that is not JSON: %s", sc.Text())
		msgs = append(msgs, rec.Msg)
	}
	assert.Contains(t, strings.Join(msgs, "\n"), "stopping")
	assert.Contains(t, strings.Join(msgs, "\n"), "stopped")
}

// SIGTERM stops the server process gracefully: it exits 0, having said so.
func TestSIGTERM(t *testing.T) {
	p := startProc(t, filepath.Join(t.TempDir(), "games.db"))
	status, _ := p.client(t, "", "").do("GET", "/healthz", nil)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, p.cmd.Process.Signal(syscall.SIGTERM))
	// Read what it says before Wait, which closes the pipe.
	require.Eventually(t, func() bool { return strings.Contains(p.stderr.String(), "stopped") }, 30*time.Second, 5*time.Millisecond, "%s", p.stderr)
	require.NoError(t, p.cmd.Wait(), "%s", p.stderr)
}
