package main

import (
	"bufio"
	"bytes"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/internal/pgtest"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// counted is a shared store that counts its appends and the conflicts
// among them: two instances playing one game's bots would show as
// conflicts, the second refused at a version the first had played.
type counted struct {
	store.Shared
	appends, conflicts *atomic.Int64
	// refused holds the colour that played each refused append, by
	// "GAME SEQ".
	refused *sync.Map
}

func (c counted) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) error {
	err := c.Shared.Append(ctx, id, revision, events)
	switch {
	case err == nil:
		c.appends.Add(1)
	case errors.Is(err, store.ErrConflict):
		c.conflicts.Add(1)
		c.refused.Store(fmt.Sprintf("%s %d", id, events[0].Seq), events[0].Act.Player)
	}
	return err
}

// cluster is n instances in this process on one PostgreSQL database, each
// with a store of its own.
type cluster struct {
	t                  *testing.T
	dsn                string
	hosts              []*host
	appends, conflicts atomic.Int64
	refused            sync.Map
}

func startCluster(t *testing.T, n int) *cluster {
	t.Helper()
	c := &cluster{t: t, dsn: pgtest.DSN(t)}
	for range n {
		st, err := store.OpenPostgres(context.Background(), c.dsn)
		require.NoError(t, err)
		c.hosts = append(c.hosts, startHostOn(t, counted{st.(store.Shared), &c.appends, &c.conflicts, &c.refused}))
	}
	return c
}

// kill stops h at once, as a crash would: its store is closed under it
// (its connections go, and its leases with them), its streams are cut.
func (h *host) kill() {
	if h.http == nil {
		return
	}
	h.srv.store.Close()
	h.http.CloseClientConnections()
	h.srv.cancel()
	h.http.Close()
	h.srv.bots.Wait()
	h.http = nil
}

// spectate reads a spectator's view of a game from h.
func (h *host) spectate(id string) StateResponse {
	h.t.Helper()
	status, body := h.client(id, "").do("GET", "/api/games/"+id+"/spectate", nil)
	require.Equal(h.t, http.StatusOK, status, "%s", body)
	var st StateResponse
	require.NoError(h.t, json.Unmarshal(body, &st))
	return st
}

// waitOver waits until h shows the game over.
func (h *host) waitOver(id string, within time.Duration) StateResponse {
	h.t.Helper()
	deadline := time.Now().Add(within)
	for {
		st := h.spectate(id)
		if st.Over {
			return st
		}
		require.True(h.t, time.Now().Before(deadline), "game %s is not over after %v: at version %d", id, within, st.Version)
		time.Sleep(5 * time.Millisecond)
	}
}

// stored is a game's log as the database holds it.
func (c *cluster) stored(id string) store.Game {
	st, err := store.OpenPostgres(context.Background(), c.dsn)
	require.NoError(c.t, err)
	defer st.Close()
	sg, err := st.Load(context.Background(), id)
	require.NoError(c.t, err)
	return sg
}

// A game of bots on two instances: one instance plays them, the other
// follows; killed, the other takes over and the game ends as one server
// alone would have played it.
func TestInstancesShareOneBotRunner(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	req := seats(Greedy, Random, Random)
	game, _ := a.client("", "").create(req)
	require.Equal(t, game.ID, b.spectate(game.ID).Game, "b loads it from the store")

	deadline := time.Now().Add(time.Minute)
	for b.spectate(game.ID).Version < 150 {
		require.True(t, time.Now().Before(deadline), "b does not see the game move")
		time.Sleep(time.Millisecond)
	}
	ranA := c.appends.Load()
	a.kill()
	killed := time.Now()
	end := b.waitOver(game.ID, 2*time.Minute)
	t.Logf("killed a after %d bot actions; b took over and ended the game at version %d, %v later; %d conflicts",
		ranA, end.Version, time.Since(killed).Round(time.Millisecond), c.conflicts.Load())
	assert.Zero(t, c.conflicts.Load(), "no version played twice")
	assert.Greater(t, c.appends.Load(), ranA, "b played on")
	sg := c.stored(game.ID)
	assert.Equal(t, playedWithoutServer(t, sg), decodeLog(t, sg))
	assert.NotContains(t, a.log.String()+b.log.String(), "is broken")
}

// fleet is the test's clients of a cluster: they spread their requests
// over the instances alive, and move on to another when one dies.
type fleet struct {
	c     *cluster
	mu    sync.Mutex
	alive []bool
	n     atomic.Int64 // spreads the requests
}

func (f *fleet) base() (int, string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for {
		i := int(f.n.Add(1)) % len(f.alive)
		if f.alive[i] {
			return i, f.c.hosts[i].http.URL
		}
	}
}

func (f *fleet) kill(i int) {
	f.mu.Lock()
	f.alive[i] = false
	f.mu.Unlock()
	f.c.hosts[i].kill()
}

// try sends a request to an instance alive, without failing the test on a
// connection cut by a kill.
func (f *fleet) try(method, path, token string, body any) (int, []byte, int, error) {
	i, base := f.base()
	var r io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, i, err
		}
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, base+path, r)
	if err != nil {
		return 0, nil, i, err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, nil, i, err
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return resp.StatusCode, out, i, err
}

// ack is an action an instance acknowledged (200): the acted event it
// answered with, and when it was sent.
type ack struct {
	event kanban.Event
	sent  time.Time
}

// seatWithin bounds a seat's whole game in seatPlayer: a bound on a hang,
// not on speed, since a loaded machine plays a game several times slower
// than an idle one.
const seatWithin = 5 * time.Minute

// seatPlayer plays a human seat with pick, each request to another
// instance, until the game is over; it returns the acknowledged actions.
// Like any client of several instances, it reads its own writes: a state
// older than its last action's answer is an instance not caught up yet.
func (f *fleet) seatPlayer(id, token string, acks chan<- ack, failed func(error)) {
	deadline := time.Now().Add(seatWithin)
	var after uint32
	for time.Now().Before(deadline) {
		status, body, _, err := f.try("GET", "/api/games/"+id+"/state", token, nil)
		if err != nil || status != http.StatusOK {
			time.Sleep(time.Millisecond)
			continue
		}
		var st StateResponse
		if err := json.Unmarshal(body, &st); err != nil {
			failed(err)
			return
		}
		if st.Over {
			return
		}
		if !st.YourTurn || st.Version < after {
			time.Sleep(time.Millisecond)
			continue
		}
		a := st.Legal[pick(st.Version, actions(st.Legal))]
		sent := time.Now()
		status, body, _, err = f.try("POST", "/api/games/"+id+"/actions", token, ActionRequest{Version: st.Version, Notation: a.Notation})
		switch {
		case err != nil, status == http.StatusConflict, status >= 500:
			// cut by a kill, or the instance had not caught up yet:
			// read the state again
		case status == http.StatusOK:
			var resp ActionResponse
			if err := json.Unmarshal(body, &resp); err != nil {
				failed(err)
				return
			}
			acks <- ack{resp.Events[0], sent}
			after = resp.Version
		default:
			failed(fmt.Errorf("game %s: %d %s", id, status, body))
			return
		}
	}
	failed(fmt.Errorf("game %s: not over within %v", id, seatWithin))
}

// watched is what one spectator stream saw: every event, with when it
// arrived; the stream moves to another instance when its own dies,
// resuming after the last event seen with Last-Event-ID.
type watched struct {
	mu      sync.Mutex
	events  []kanban.Event
	arrived map[uint32]time.Time
	resumed int
}

func (w *watched) last() uint32 {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.events) == 0 {
		return 0
	}
	return w.events[len(w.events)-1].Seq
}

func (f *fleet) watch(ctx context.Context, id string, first int, w *watched) {
	f.watchAt(ctx, f.c.hosts[first].http.URL, id, w)
}

// watchAt watches from the instance at base; a fleet without a cluster
// reconnects to base itself.
func (f *fleet) watchAt(ctx context.Context, base, id string, w *watched) {
	for ctx.Err() == nil {
		req, err := http.NewRequestWithContext(ctx, "GET", base+"/api/games/"+id+"/spectate/events", nil)
		if err != nil {
			return
		}
		if last := w.last(); last > 0 {
			req.Header.Set("Last-Event-ID", fmt.Sprint(last))
		}
		if resp, err := http.DefaultClient.Do(req); err == nil {
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(nil, 1<<20)
			for sc.Scan() {
				data, ok := strings.CutPrefix(sc.Text(), "data: ")
				if !ok {
					continue
				}
				var e StreamEvent
				if json.Unmarshal([]byte(data), &e) != nil {
					continue
				}
				w.mu.Lock()
				w.events = append(w.events, e.Event)
				w.arrived[e.Event.Seq] = time.Now()
				w.mu.Unlock()
			}
			resp.Body.Close()
		}
		if ctx.Err() != nil {
			return
		}
		w.mu.Lock()
		w.resumed++
		w.mu.Unlock()
		if f.c != nil {
			_, base = f.base()
		}
		time.Sleep(time.Millisecond)
	}
}

// Three instances on one database, a client spreading its requests over
// them, bots on some seats, a spectator stream open on each instance for
// each game; one instance is killed in the middle. Every game ends on the
// other two as one server alone would have played it: no game broken, no
// action lost or played twice, and every stream saw every event once, in
// order.
func TestThreeInstancesOneKilled(t *testing.T) {
	t.Parallel()
	soak.Only(t, "three instances, one killed")
	c := startCluster(t, 3)
	f := &fleet{c: c, alive: []bool{true, true, true}}
	lineups := [][]string{
		{Human, Random},
		{Human, Human, Greedy},
		{Random, Greedy},
	}
	kill := 40 // acknowledged actions
	if testing.Short() {
		lineups, kill = lineups[:2], 20
	}
	type played struct {
		id      string
		seats   CreateRequest
		tokens  map[kanban.Color]string
		watched []*watched
	}
	var games []*played
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var streams sync.WaitGroup
	start := time.Now()
	for i, kinds := range lineups {
		info, tokens := c.hosts[i%3].client("", "").create(seats(kinds...))
		p := &played{id: info.ID, seats: seats(kinds...), tokens: tokens}
		for h := range c.hosts {
			w := &watched{arrived: map[uint32]time.Time{}}
			p.watched = append(p.watched, w)
			streams.Go(func() { f.watch(ctx, p.id, h, w) })
		}
		games = append(games, p)
	}
	acks := make(chan ack, 1<<16)
	var players sync.WaitGroup
	var failures sync.Map
	for _, p := range games {
		for _, token := range p.tokens {
			players.Go(func() { f.seatPlayer(p.id, token, acks, func(err error) { failures.Store(err.Error(), true) }) })
		}
	}
	// The kill: instance 0, once the humans have played a while.
	for len(acks) < kill {
		time.Sleep(time.Millisecond)
	}
	atKill := c.appends.Load()
	f.kill(0)
	players.Wait()
	failures.Range(func(k, _ any) bool { t.Error(k); return true })
	close(acks)

	stored := map[string][]kanban.Event{}
	events, broken := 0, 0
	for _, p := range games {
		for _, h := range c.hosts[1:] {
			if st := h.waitOver(p.id, 2*time.Minute); !st.Over {
				broken++
			}
		}
		sg := c.stored(p.id)
		log := decodeLog(t, sg)
		assert.Equal(t, playedWithoutServer(t, sg), log, "game %s plays as one server alone would", p.id)
		stored[p.id] = log
		events += len(log)
	}
	elapsed := time.Since(start)
	for _, h := range c.hosts {
		if strings.Contains(h.log.String(), "is broken") {
			broken++
		}
	}

	// Every acknowledged action is in its game's log, once, where it was
	// played.
	nacks, lost := 0, 0
	var latencies []time.Duration
	byGame := map[uint32][]ack{}
	for a := range acks {
		nacks++
		byGame[a.event.Seq] = append(byGame[a.event.Seq], a)
	}
	for _, p := range games {
		log := stored[p.id]
		for _, w := range p.watched {
			require.Eventually(t, func() bool { return w.last() == uint32(len(log)) }, 10*time.Second, time.Millisecond,
				"a stream of game %s ends at the log's end", p.id)
		}
	}
	cancel()
	streams.Wait()
	duplicates := 0
	for _, p := range games {
		log := stored[p.id]
		want := make([]string, len(log))
		for i, e := range log {
			want[i] = jsonOf(t, e.For(kanban.NoColor))
		}
		for i, w := range p.watched {
			got := make([]string, len(w.events))
			seen := map[uint32]bool{}
			for j, e := range w.events {
				got[j] = jsonOf(t, e)
				if seen[e.Seq] {
					duplicates++
				}
				seen[e.Seq] = true
			}
			assert.Equal(t, want, got, "game %s's stream first opened on instance %d (moved %d times)", p.id, i, w.resumed)
		}
	}
	for seq, as := range byGame {
		for _, a := range as {
			found := false
			for _, p := range games {
				log := stored[p.id]
				if int(seq) <= len(log) && log[seq-1].Kind == kanban.EvActed && jsonOf(t, log[seq-1].Act) == jsonOf(t, a.event.Act) {
					found = true
					for _, w := range p.watched {
						w.mu.Lock()
						if at, ok := w.arrived[seq]; ok {
							latencies = append(latencies, at.Sub(a.sent))
						}
						w.mu.Unlock()
					}
				}
			}
			if !found {
				lost++
			}
		}
	}
	// A refused append of a bot's is a version two instances played; a
	// refused append of a person's is a request an instance took before
	// it had caught up, which the store refused as it must (409).
	botTwice, personStale := 0, 0
	c.refused.Range(func(k, v any) bool {
		for _, p := range games {
			if strings.HasPrefix(k.(string), p.id+" ") {
				for _, st := range p.seats.Seats {
					if st.Color == v.(kanban.Color) && st.Kind == Human {
						personStale++
					} else if st.Color == v.(kanban.Color) {
						botTwice++
					}
				}
			}
		}
		return true
	})
	slices.Sort(latencies)
	p50, p90, p99 := latencies[len(latencies)/2], latencies[len(latencies)*9/10], latencies[len(latencies)*99/100]
	t.Logf("3 instances, %d games, %d events (%d acknowledged human actions, %d stored appends, %d before the kill), %v; "+
		"%d broken, %d lost, %d duplicated, %d bot versions played twice, %d stale requests refused by the store; stream latency from the action's request: median %v, p90 %v, p99 %v, max %v",
		len(games), events, nacks, c.appends.Load(), atKill, elapsed.Round(time.Millisecond),
		broken, lost, duplicates, botTwice, personStale, p50, p90, p99, latencies[len(latencies)-1])
	assert.Zero(t, broken, "games broken")
	assert.Zero(t, lost, "acknowledged actions lost")
	assert.Zero(t, duplicates, "events streamed twice")
	assert.Zero(t, botTwice, "bot versions played twice")
	assert.Less(t, p90, 500*time.Millisecond, "streams see an action within a fraction of a second")
}

// racy is a store whose first loads show a log longer than its row, as a
// load at READ COMMITTED would while another instance appends.
type racy struct {
	store.Store
	races atomic.Int32
}

func (r *racy) race(sg store.Game) store.Game {
	if r.races.Add(-1) >= 0 {
		sg.Events = append(sg.Events[:len(sg.Events):len(sg.Events)], sg.Events[len(sg.Events)-1])
	}
	return sg
}

func (r *racy) Load(ctx context.Context, id string) (store.Game, error) {
	sg, err := r.Store.Load(ctx, id)
	return r.race(sg), err
}

func (r *racy) LoadInPlay(ctx context.Context, limit int) ([]store.Game, error) {
	gs, err := r.Store.LoadInPlay(ctx, limit)
	for i := range gs {
		gs[i] = r.race(gs[i])
	}
	return gs, err
}

// A log longer than the row read with it is a race, not damage: the
// server reads the game again rather than mark it broken.
func TestRaceIsNotDamage(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	game, tokens := h.client("", "").create(seats(Human, Random))
	before := h.client(game.ID, tokens[kanban.Red]).playTurns(5)
	h.stop()

	st, err := store.OpenSQLite(context.Background(), file)
	require.NoError(t, err)
	r := &racy{Store: st}
	r.races.Store(3)
	h = startHostOn(t, r)
	after := h.client(game.ID, tokens[kanban.Red]).state()
	assert.Equal(t, before.Version, after.Version)
	assert.NotContains(t, h.log.String(), "is broken")
	assert.Negative(t, r.races.Load(), "the races were read")
}

// An instance whose listening connection is cut reconnects, and its
// streams catch up on what was played meanwhile.
func TestListenerReconnects(t *testing.T) {
	dsn := pgtest.DSN(t)
	name := fmt.Sprintf("kanban-test-%d", time.Now().UnixNano())
	open := func(dsn string) *host {
		st, err := store.OpenPostgres(context.Background(), dsn)
		require.NoError(t, err)
		return startHostOn(t, st)
	}
	a, b := open(dsn), open(dsn+"&application_name="+name)
	game, tokens := a.client("", "").create(seats(Human, Human))
	red, blue := a.client(game.ID, tokens[kanban.Red]), a.client(game.ID, tokens[kanban.Blue])
	// play plays one action through a, the seat's whose turn it is.
	play := func() uint32 {
		for {
			for _, p := range []*client{red, blue} {
				if st := p.state(); st.YourTurn {
					return p.act(st.Version, st.Legal[pick(st.Version, actions(st.Legal))].Notation).Version
				}
			}
		}
	}
	require.Equal(t, game.ID, b.spectate(game.ID).Game)
	// b hears of a's actions.
	version := play()
	b.client(game.ID, "").stream("/api/games/"+game.ID+"/spectate/events?from=1", nil, version)

	db, err := sql.Open("pgx", dsn)
	require.NoError(t, err)
	defer db.Close()
	var cut int
	require.NoError(t, db.QueryRow(`SELECT COUNT(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE application_name = $1`, name+" listen").Scan(&cut))
	require.Equal(t, 1, cut)
	// Played while b's listener is away: b catches up when it is back.
	play()
	version = play()
	events := b.client(game.ID, "").stream("/api/games/"+game.ID+"/spectate/events?from=1", nil, version)
	assert.Equal(t, version, events[len(events)-1].Event.Seq)
	require.Eventually(t, func() bool { return strings.Contains(b.log.String(), "reconnecting") }, 5*time.Second, 10*time.Millisecond)
}
