package main

import (
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// undo asks to take back the seat's last action against version; body,
// when not nil, is sent instead of the request.
func (c *client) undo(version uint32, body any) (int, apiError, UndoResponse) {
	c.t.Helper()
	if body == nil {
		body = UndoRequest{Version: version}
	}
	status, out := c.do("POST", "/api/games/"+c.game+"/undo", body)
	var e apiError
	var r UndoResponse
	if status == http.StatusOK {
		require.NoError(c.t, json.Unmarshal(out, &r), "%s", out)
	} else {
		require.NoError(c.t, json.Unmarshal(out, &e), "%s", out)
	}
	return status, e, r
}

// playUntilUndoable plays the seat's turns with pick until, its turn come
// again, its last action can be taken back: the state that says so.
func (c *client) playUntilUndoable() StateResponse {
	c.t.Helper()
	st := c.waitTurn()
	for i := 0; i < 200 && !st.Over; i++ {
		a := st.Legal[pick(st.Version, actions(st.Legal))]
		c.act(st.Version, a.Notation)
		if st = c.waitTurn(); st.Undoable {
			return st
		}
	}
	c.t.Fatalf("game %s: no action of %s could be taken back in 200", c.game, st.Color)
	return st
}

// ppFold is the PP history of a log as the test folds it: each player's
// and Colleague's PP after each day's end and the game's.
func ppFold(t *testing.T, log []kanban.Event) []PPSeries {
	t.Helper()
	var st kanban.GameState
	var out []PPSeries
	for i, e := range log {
		var err error
		st, err = kanban.Evolve(st, e)
		require.NoError(t, err, "event %d", i+1)
		if i == 0 {
			for _, p := range st.Players() {
				out = append(out, PPSeries{Color: p, PP: []int{}})
			}
			if solo, ok := st.Solo(); ok {
				for _, c := range solo.Colleagues {
					out = append(out, PPSeries{Color: c.Color, Name: c.Name, PP: []int{}})
				}
			}
		}
		if e.Kind != kanban.EvDayEnded && e.Kind != kanban.EvGameEnded {
			continue
		}
		j := 0
		for _, p := range st.Players() {
			b, _ := st.Player(p)
			out[j].PP = append(out[j].PP, b.PP)
			j++
		}
		if solo, ok := st.Solo(); ok {
			for _, c := range solo.Colleagues {
				out[j].PP = append(out[j].PP, c.PP)
				j++
			}
		}
	}
	return out
}

// An undo is refused when the version is not the game's, when another
// person acted after the seat's last action, when the seat has none, or
// when its action revealed something; the body is read as strictly as an
// action's.
func TestUndoRefusals(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Human))
	by := map[kanban.Color]*client{}
	for color, token := range tokens {
		by[color] = h.client(game.ID, token)
	}
	st := by[kanban.Red].state()
	first := st.Next.Player
	second := kanban.Red
	if first == kanban.Red {
		second = kanban.Blue
	}
	for _, color := range []kanban.Color{first, second} {
		status, e, _ := by[color].undo(st.Version, nil)
		assert.Equal(t, http.StatusUnprocessableEntity, status, "%s has not acted", color)
		assert.Equal(t, "cannot_undo", e.Error)
		assert.Contains(t, e.Message, "has taken no action")
		assert.False(t, by[color].state().Undoable)
	}

	// first acts, then second: first's action is second's no more to
	// take back, nor first's.
	p := by[first].waitTurn()
	by[first].act(p.Version, p.Legal[0].Notation)
	q := by[second].waitTurn()
	by[second].act(q.Version, q.Legal[0].Notation)
	now := by[second].state()
	require.True(t, now.Undoable, "second's action revealed nothing")
	assert.False(t, by[first].state().Undoable)
	spectator := h.spectate(game.ID)
	assert.False(t, spectator.Undoable, "a spectator takes nothing back")

	for name, tc := range map[string]struct {
		seat   kanban.Color
		token  string
		body   any
		status int
		code   string
	}{
		"another person acted after": {seat: first, body: UndoRequest{Version: now.Version}, status: 422, code: "cannot_undo"},
		"a stale version":            {seat: second, body: UndoRequest{Version: now.Version - 1}, status: 409, code: "stale_version"},
		"no version":                 {seat: second, body: `{}`, status: 400, code: "no_version"},
		"not JSON":                   {seat: second, body: `{"version":`, status: 400, code: "bad_json"},
		"an unknown member":          {seat: second, body: `{"version":1,"seat":0}`, status: 400, code: "bad_json"},
		"a key spelled otherwise":    {seat: second, body: `{"Version":1}`, status: 400, code: "bad_json"},
		"no token":                   {token: "-", body: UndoRequest{Version: now.Version}, status: 401, code: "no_token"},
		"a made-up token":            {token: "nope", body: UndoRequest{Version: now.Version}, status: 403, code: "wrong_token"},
	} {
		t.Run(name, func(t *testing.T) {
			cl := h.client(game.ID, "")
			if tc.token == "" {
				cl = by[tc.seat]
			} else if tc.token != "-" {
				cl = cl.as(tc.token)
			}
			status, e, _ := cl.undo(0, tc.body)
			assert.Equal(t, tc.status, status, "%+v", e)
			assert.Equal(t, tc.code, e.Error)
			if tc.status == http.StatusConflict {
				assert.Equal(t, now.Version, e.Version)
			}
		})
	}
	assert.Equal(t, now.Version, by[second].state().Version, "nothing was taken back")

	status, e, r := by[second].undo(now.Version, nil)
	require.Equal(t, http.StatusOK, status, "%+v", e)
	assert.Equal(t, UndoResponse{Version: q.Version, StateID: q.StateID, Undone: 1}, r, "back at q, with its ID")
	back := by[second].state()
	assert.True(t, back.YourTurn)
	assert.Equal(t, q.Version, back.Version)
	assert.True(t, by[first].state().Undoable, "first's action is the last again")

	// Played on until an action reveals something: it is refused, and the
	// state said so.
	for i := 0; ; i++ {
		require.Less(t, i, 300, "no action revealed anything")
		var cl *client
		var s StateResponse
		for _, color := range []kanban.Color{first, second} {
			if s = by[color].state(); s.YourTurn {
				cl = by[color]
				break
			}
		}
		require.NotNil(t, cl, "nobody's turn at version %d", s.Version)
		a := s.Legal[pick(s.Version, actions(s.Legal))]
		resp := cl.act(s.Version, a.Notation)
		if after := cl.state(); !after.Undoable && after.Version == resp.Version {
			status, e, _ := cl.undo(after.Version, nil)
			assert.Equal(t, http.StatusUnprocessableEntity, status, "%s after %s", e.Message, a.Notation)
			assert.Equal(t, "cannot_undo", e.Error)
			assert.Contains(t, e.Message, "cannot undo")
			t.Logf("%s: %s", a.Notation, e.Message)
			break
		}
	}
}

// An undo takes back the seat's last action and the bots' after it, as
// kanban.UndoTo does, in memory and in the store; the seat faces its
// decision again, and the PP history is the new log's.
func TestUndoTakesBackTheBotsActions(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	game, tokens := h.client("", "").create(seats(Human, Random, Greedy))
	red := h.client(game.ID, tokens[kanban.Red])
	var st StateResponse
	var wantState kanban.GameState
	var wantLog []kanban.Event
	var n int
	for i := 0; n < 2; i++ {
		require.Less(t, i, 50, "no action of red's that bots' actions follow could be taken back")
		st = red.playUntilUndoable()
		_, before := h.hosted(game.ID)
		var err error
		wantState, wantLog, n, err = kanban.UndoTo(before, kanban.Red)
		require.NoError(t, err)
	}

	status, e, r := red.undo(st.Version, nil)
	require.Equal(t, http.StatusOK, status, "%+v", e)
	assert.Equal(t, UndoResponse{Version: wantState.Version(), StateID: r.StateID, Undone: n}, r)
	assert.NotEqual(t, st.StateID, r.StateID)
	hostedState, hostedLog := h.hosted(game.ID)
	assert.Empty(t, cmp.Diff(wantLog, hostedLog), "the log in memory")
	assert.Equal(t, wantState.Version(), hostedState.Version())
	back := red.state()
	assert.True(t, back.YourTurn)
	assert.Equal(t, r.StateID, back.StateID)
	assert.Empty(t, cmp.Diff(jsonTree(t, wantState.View(kanban.Red)), jsonTree(t, back.View)))
	assert.Equal(t, ppFold(t, wantLog), back.PPHistory)

	// The store holds the log cut back: a server started on it serves
	// the same, and plays on.
	h.stop()
	h = startHost(t, file)
	red = h.client(game.ID, tokens[kanban.Red])
	again := red.state()
	assert.JSONEq(t, jsonOf(t, back), jsonOf(t, again))
	red.playTurns(3)
	_, log := h.hosted(game.ID)
	_, err := kanban.Replay(log)
	require.NoError(t, err)
	assert.Empty(t, cmp.Diff(wantLog, log[:len(wantLog)]))
}

// jsonTree is v's JSON decoded as any, to compare what the API says with
// what the engine holds.
func jsonTree(t testing.TB, v any) any {
	t.Helper()
	var out any
	require.NoError(t, json.Unmarshal([]byte(jsonOf(t, v)), &out))
	return out
}

// A bot that decided before an undo does not play its decision after it,
// even when the game is back at the version it decided at: it decides
// again.
func TestUndoWhileABotDecides(t *testing.T) {
	// The hook is set before the host starts, and put back once it has
	// stopped. Once armed, it holds back the bot's first decision.
	var once sync.Once
	var mu sync.Mutex
	var armed atomic.Bool
	decisions := map[uint32]int{}
	decided, release := make(chan struct{}), make(chan struct{})
	old := botDecided
	botDecided = func(_ string, version uint32) {
		if !armed.Load() {
			return
		}
		mu.Lock()
		decisions[version]++
		mu.Unlock()
		once.Do(func() { close(decided); <-release })
	}
	t.Cleanup(func() { botDecided = old })
	// The seeds are the test's, so that the game has the decision below.
	h := startHostWith(t, Options{Rand: rand.NewChaCha8([32]byte{7})}, nil)
	game, tokens := h.client("", "").create(seats(Human, Greedy))
	red := h.client(game.ID, tokens[kanban.Red])

	// A decision of red's after which blue acts, that can be taken back,
	// and another that brings the game to the same version with another
	// state.
	var st StateResponse
	var a, other kanban.Action
	for {
		st = red.waitTurn()
		require.False(t, st.Over, "no such decision of red's")
		s, log := h.hosted(game.ID)
		var found bool
		a, other, found = twoWaysToOneVersion(s, log)
		if found {
			break
		}
		red.act(st.Version, st.Legal[pick(st.Version, actions(st.Legal))].Notation)
	}

	armed.Store(true)
	resp := red.act(st.Version, a.String())
	<-decided // blue has decided, at resp.Version
	status, e, r := red.undo(resp.Version, nil)
	require.Equal(t, http.StatusOK, status, "%+v", e)
	require.Equal(t, st.Version, r.Version)
	again := red.act(st.Version, other.String())
	require.Equal(t, resp.Version, again.Version, "the same version, another state")
	close(release)

	red.waitTurn()
	_, log := h.hosted(game.ID)
	_, err := kanban.Replay(log)
	require.NoError(t, err, "the bot played on the log as it is")
	mu.Lock()
	assert.Equal(t, 2, decisions[again.Version], "blue decided again")
	mu.Unlock()
	at, err := kanban.Replay(log[:again.Version])
	require.NoError(t, err)
	g := h.srv.game(t.Context(), game.ID)
	want, err := botAction(at, g.seats[1], g.botSeed)
	require.NoError(t, err)
	assert.Equal(t, want.String(), log[again.Version].Act.String(), "blue's action is its choice of the state it played at")
}

// twoWaysToOneVersion finds two of the actions of s (red's turn) that
// bring the game to one version by different states, the first of which
// gives blue the turn and can be taken back.
func twoWaysToOneVersion(s kanban.GameState, log []kanban.Event) (kanban.Action, kanban.Action, bool) {
	type outcome struct {
		a     kanban.Action
		state string
	}
	byVersion := map[uint32][]outcome{}
	for _, a := range s.LegalActionsFor(kanban.Red) {
		next, events, err := kanban.Apply(s, a)
		if err != nil || next.Next().Player != kanban.Blue {
			continue
		}
		if kanban.Undoable(append(log[:len(log):len(log)], events...)) == 0 {
			continue
		}
		byVersion[next.Version()] = append(byVersion[next.Version()], outcome{a, next.String()})
	}
	for _, os := range byVersion {
		for _, o := range os[1:] {
			if o.state != os[0].state {
				return os[0].a, o.a, true
			}
		}
	}
	return kanban.Action{}, kanban.Action{}, false
}

// After an undo every open stream of the game, a seat's and a
// spectator's, says reset with the version it went back to, then goes on
// with the new events; a stream resumed after an event the log no longer
// has is reset too.
func TestUndoResetsTheStreams(t *testing.T) {
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	st := red.playUntilUndoable()
	testUndoResets(t, red, red, h.client(game.ID, ""), st, func() []kanban.Event { _, log := h.hosted(game.ID); return log })
}

// testUndoResets undoes st's last action through undoer, a seat's client,
// with that seat's stream and a spectator's open on the instance of
// watcher and spectator; log is the game's log there.
func testUndoResets(t *testing.T, undoer, watcher, spectator *client, st StateResponse, log func() []kanban.Event) {
	game := undoer.game
	seatStream := watcher.open("/api/games/"+game+"/events", nil)
	spectatorStream := spectator.open("/api/games/"+game+"/spectate/events", nil)
	seatStream.until(st.Version)
	spectatorStream.until(st.Version)

	status, e, r := undoer.undo(st.Version, nil)
	require.Equal(t, http.StatusOK, status, "%+v", e)
	assert.Equal(t, r.Version, seatStream.reset())
	assert.Equal(t, r.Version, spectatorStream.reset())
	resumed := spectator.open("/api/games/"+game+"/spectate/events", http.Header{"Last-Event-Id": {jsonOf(t, st.Version)}})
	assert.Equal(t, r.Version, resumed.reset(), "a Last-Event-ID beyond the log")

	next := undoer.waitTurn()
	require.Equal(t, r.Version, next.Version)
	played := undoer.act(next.Version, next.Legal[len(next.Legal)-1].Notation)
	got := map[kanban.Color][]StreamEvent{
		watcher.state().Color: seatStream.until(played.Version),
		kanban.NoColor:        spectatorStream.until(played.Version),
	}
	assert.Equal(t, got[kanban.NoColor], resumed.until(played.Version))
	var full []kanban.Event
	require.Eventually(t, func() bool { full = log(); return len(full) >= int(played.Version) }, 5*time.Second, 5*time.Millisecond)
	before, err := kanban.Replay(full[:r.Version])
	require.NoError(t, err)
	for viewer, events := range got {
		want := told(t, before, full[r.Version:played.Version], viewer)
		assert.Empty(t, cmp.Diff(jsonTree(t, want), jsonTree(t, events)), "%s's stream goes on with the new events", viewer)
	}
}

// On PostgreSQL, an undo on one instance resets the streams open on
// another, which goes on with the new events; that instance's bots do not
// play on the log cut back.
func TestUndoOnTwoInstances(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	game, tokens := a.client("", "").create(seats(Human, Random))
	red := a.client(game.ID, tokens[kanban.Red])
	st := red.playUntilUndoable()
	require.Eventually(t, func() bool { return b.spectate(game.ID).Version == st.Version }, 5*time.Second, 5*time.Millisecond)
	testUndoResets(t, red, b.client(game.ID, tokens[kanban.Red]), b.client(game.ID, ""), st, func() []kanban.Event { _, log := b.hosted(game.ID); return log })
	end := red.playTurns(5)
	require.Eventually(t, func() bool { return b.spectate(game.ID).Version >= end.Version }, 5*time.Second, 5*time.Millisecond)
	sg := c.stored(game.ID)
	var log []kanban.Event
	for _, raw := range sg.Events {
		var e kanban.Event
		require.NoError(t, json.Unmarshal(raw, &e))
		log = append(log, e)
	}
	_, err := kanban.Replay(log)
	require.NoError(t, err, "the stored log")
	_, held := b.hosted(game.ID)
	assert.Empty(t, cmp.Diff(log, held[:len(log)]), "b's log is the store's")
}

// An action chosen before an undo is refused once the game is back at the
// same version by other actions: the revision the client sends with the
// version names the point it chose at, which no later point has.
func TestActionChosenBeforeAnUndoIsStale(t *testing.T) {
	h := startHostWith(t, Options{Rand: rand.NewChaCha8([32]byte{7})}, nil)
	game, tokens := h.client("", "").create(seats(Human, Human))
	red, blue := h.client(game.ID, tokens[kanban.Red]), h.client(game.ID, tokens[kanban.Blue])

	// A decision of red's after which blue acts, that can be taken back,
	// and another that brings the game to the same version with another
	// state.
	var st StateResponse
	var a, other kanban.Action
	for i := 0; ; i++ {
		require.Less(t, i, 500, "no such decision of red's")
		s, log := h.hosted(game.ID)
		mover := red
		if s.Next().Player == kanban.Blue {
			mover = blue
		}
		st = mover.state()
		require.False(t, st.Over, "no such decision of red's")
		if mover == red {
			var found bool
			if a, other, found = twoWaysToOneVersion(s, log); found {
				break
			}
		}
		mover.act(st.Version, st.Legal[pick(st.Version, actions(st.Legal))].Notation)
	}

	red.act(st.Version, a.String())
	chosen := blue.state() // blue chooses on this state…
	require.True(t, chosen.YourTurn)
	status, e, _ := red.undo(chosen.Version, nil) // …red takes a back…
	require.Equal(t, http.StatusOK, status, "%+v", e)
	again := red.act(st.Version, other.String()) // …and plays another way to the same version
	require.Equal(t, chosen.Version, again.Version)
	require.NotEqual(t, chosen.StateID, again.StateID)

	status, body := blue.do("POST", "/api/games/"+game.ID+"/actions", ActionRequest{Version: chosen.Version, StateID: chosen.StateID, Notation: chosen.Legal[0].Notation})
	require.Equal(t, http.StatusConflict, status, "blue's choice of the state before the undo: %s", body)
	var refused apiError
	require.NoError(t, json.Unmarshal(body, &refused))
	assert.Equal(t, "stale_version", refused.Error)
	assert.Equal(t, again.Version, refused.Version)
	assert.Equal(t, again.StateID, refused.StateID)
	now := blue.state()
	assert.Equal(t, again.Version, now.Version, "nothing was played")
	assert.Equal(t, again.StateID, now.StateID)
	blue.act(now.Version, now.Legal[0].Notation) // chosen on the state as it is
}
