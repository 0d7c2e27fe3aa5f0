package main

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// proc is the server running as a process of its own (this test binary,
// run as the server by TestMain), so that a test can kill it.
type proc struct {
	cmd    *exec.Cmd
	base   string
	stderr *syncBuffer
}

func startProc(t *testing.T, db string) *proc {
	t.Helper()
	return startProcWith(t, "-addr 127.0.0.1:0 -db "+db, "KANBAN_POSTGRES=")
}

// startProcWith runs the server as a process of its own, this test binary
// with KANBAN_SERVER_ARGS set to args, the environment's other variables
// set as env gives them, and waits until it listens.
func startProcWith(t *testing.T, args string, env ...string) *proc {
	t.Helper()
	exe, err := os.Executable()
	require.NoError(t, err)
	cmd := exec.Command(exe)
	cmd.Env = append(append(os.Environ(), "KANBAN_SERVER_ARGS="+args), env...)
	out, err := cmd.StderrPipe()
	require.NoError(t, err)
	require.NoError(t, cmd.Start())
	p := &proc{cmd: cmd, stderr: &syncBuffer{}}
	t.Cleanup(p.kill)
	addr := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			p.stderr.Write([]byte(sc.Text() + "\n"))
			if a, ok := strings.CutPrefix(sc.Text(), "listening on "); ok {
				addr <- a
			}
		}
	}()
	select {
	case p.base = <-addr:
	case <-time.After(30 * time.Second):
		t.Fatalf("the server did not start: %s", p.stderr)
	}
	return p
}

// kill ends the process at once, as a crash would: no graceful shutdown,
// nothing flushed.
func (p *proc) kill() {
	if p.cmd.ProcessState != nil {
		return
	}
	p.cmd.Process.Kill()
	p.cmd.Wait()
}

func (p *proc) client(t *testing.T, game, token string) *client {
	return &client{t: t, base: p.base, game: game, token: token}
}

// A server killed in the middle of games and started again on the same
// file serves them on from where they were, and they end as the same games
// played without the restart.
func TestKilledServerRestartsWhereItStopped(t *testing.T) {
	t.Parallel()
	db := filepath.Join(t.TempDir(), "games.db")
	p := startProc(t, db)
	c := p.client(t, "", "")
	game, tokens := c.create(seats(Human, Random))
	// A game of bots alone, slow enough to be under way when the server
	// is killed: it must play on by itself after the restart.
	slow := seats(Random, ISMCTS, Greedy)
	slow.Seats[1].Iterations = 300
	bots, _ := c.create(slow)
	red := p.client(t, game.ID, tokens[kanban.Red])

	before := red.playTurns(40)
	require.False(t, before.Over)
	status, body := c.do("GET", "/api/games/"+bots.ID+"/spectate", nil)
	require.Equal(t, http.StatusOK, status)
	var mid StateResponse
	require.NoError(t, json.Unmarshal(body, &mid))
	t.Logf("killed with the bots' game at version %d (over: %v)", mid.Version, mid.Over)
	p.kill()

	p = startProc(t, db)
	red = p.client(t, game.ID, tokens[kanban.Red])
	after := red.state()
	assert.Equal(t, before.Version, after.Version)
	assert.JSONEq(t, jsonOf(t, before), jsonOf(t, after), "the same View, legal actions and all")
	events := red.stream("/api/games/"+game.ID+"/events?from="+strconv.Itoa(int(before.Version)), nil, before.Version)
	assert.Equal(t, before.Version, events[0].Event.Seq)

	end := red.playTurns(1 << 20)
	require.True(t, end.Over)
	require.NotNil(t, end.Result)
	spectator := p.client(t, bots.ID, "")
	deadline := time.Now().Add(2 * time.Minute)
	for {
		status, body := spectator.do("GET", "/api/games/"+bots.ID+"/spectate", nil)
		require.Equal(t, http.StatusOK, status)
		var st StateResponse
		require.NoError(t, json.Unmarshal(body, &st))
		if st.Over {
			break
		}
		require.True(t, time.Now().Before(deadline), "the bots' game did not end")
		time.Sleep(20 * time.Millisecond)
	}
	p.kill()

	st, err := store.OpenSQLite(context.Background(), db)
	require.NoError(t, err)
	defer st.Close()
	for _, id := range []string{game.ID, bots.ID} {
		sg, err := st.Load(context.Background(), id)
		require.NoError(t, err)
		stored := decodeLog(t, sg)
		assert.Equal(t, playedWithoutServer(t, sg), stored, "game %s", id)
	}
}

func decodeLog(t *testing.T, sg store.Game) []kanban.Event {
	t.Helper()
	log := make([]kanban.Event, len(sg.Events))
	for i, raw := range sg.Events {
		require.NoError(t, json.Unmarshal(raw, &log[i]))
	}
	return log
}

// playedWithoutServer plays a stored game again from its configuration,
// the people choosing with pick and the bots as the server does.
func playedWithoutServer(t *testing.T, sg store.Game) []kanban.Event {
	t.Helper()
	first, err := kanban.Replay(decodeLog(t, sg)[:1])
	require.NoError(t, err)
	s, log, err := kanban.New(first.Config())
	require.NoError(t, err)
	g := &game{seats: sg.Seats}
	for !s.IsOver() {
		seat := sg.Seats[g.seatOf(s.Next().Player)]
		var a kanban.Action
		if seat.Kind == Human {
			legal := s.LegalActions()
			a = legal[pick(s.Version(), legal)]
		} else {
			a, err = botAction(s, seat, sg.BotSeed)
			require.NoError(t, err)
		}
		var events []kanban.Event
		s, events, err = kanban.Apply(s, a)
		require.NoError(t, err)
		log = append(log, events...)
	}
	return log
}

// A stored log that fails the checked replay is reported and its game
// refused, by every route, with 410; the other games are served.
func TestBrokenLogIsReportedAndRefused(t *testing.T) {
	db := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, db)
	c := h.client("", "")
	var ids []string
	tokens := map[string]string{}
	for range 4 {
		g, tok := c.create(seats(Human, Random))
		ids = append(ids, g.ID)
		tokens[g.ID] = tok[kanban.Red]
		h.client(g.ID, tok[kanban.Red]).playTurns(5)
	}
	h.stop()

	raw, err := sql.Open("sqlite", db)
	require.NoError(t, err)
	edit := func(query string, args ...any) {
		t.Helper()
		res, err := raw.Exec(query, args...)
		require.NoError(t, err)
		n, err := res.RowsAffected()
		require.NoError(t, err)
		require.Equal(t, int64(1), n, query)
	}
	// An edited event that still reads as an event; one that is no JSON;
	// a log cut short of what its game row counts.
	edit(`UPDATE events SET body = replace(body, '"seq":5,', '"seq":6,') WHERE game_id = ? AND seq = 5 AND body LIKE '%"seq":5,%'`, ids[0])
	edit(`UPDATE events SET body = substr(body, 1, 12) WHERE game_id = ? AND seq = 3`, ids[1])
	edit(`DELETE FROM events WHERE game_id = ? AND seq = (SELECT max(seq) FROM events WHERE game_id = ?)`, ids[2], ids[2])
	require.NoError(t, raw.Close())

	h = startHost(t, db)
	c = h.client("", "")
	for _, id := range ids[:3] {
		assert.NotEmpty(t, errorsLogged(t, h.log.String(), id), "game %s is logged broken at ERROR", id)
		seat := c.as(tokens[id])
		for _, r := range []struct{ method, path string }{
			{"GET", "/seat"}, {"GET", "/state"}, {"POST", "/actions"}, {"GET", "/events"}, {"GET", "/spectate"}, {"GET", "/spectate/events"},
		} {
			status, body := seat.do(r.method, "/api/games/"+id+r.path, ActionRequest{Version: 9, Notation: "red end-turn"})
			assert.Equal(t, http.StatusGone, status, "%s %s: %s", r.method, r.path, body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e))
			assert.Equal(t, "broken_game", e.Error)
			assert.Contains(t, e.Message, "broken")
		}
	}
	assert.Contains(t, h.log.String(), "loaded 4 games in play (3 broken)")
	status, body := c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	var list []GameInfo
	require.NoError(t, json.Unmarshal(body, &list))
	broken := map[string]string{}
	for _, g := range list {
		broken[g.ID] = g.Broken
	}
	for _, id := range ids[:3] {
		assert.NotEmpty(t, broken[id], id)
	}
	assert.Empty(t, broken[ids[3]])
	st := h.client(ids[3], tokens[ids[3]]).playTurns(5)
	assert.Greater(t, st.Version, uint32(10), "the sound game plays on")
}
