package main

import (
	"context"
	"encoding/json"
	"math"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/require"
)

// clocked is a game of two people with a time control.
func clocked(t *testing.T, h *host, tc TimeControl) (CreateResponse, map[kanban.Color]string) {
	req := seats(Human, Human)
	req.Clock = &tc
	return h.client("", "").create(req)
}

// waitMoved waits until the game's version passes v, and returns its
// spectator's state.
func waitMoved(t *testing.T, h *host, id string, v uint32) StateResponse {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		st := h.spectate(id)
		if st.Version > v || st.Over {
			return st
		}
		require.True(t, time.Now().Before(deadline), "game %s still at version %d", id, v)
		time.Sleep(5 * time.Millisecond)
	}
}

// clockSaid is what the clock told a game's table.
func clockSaid(t *testing.T, h *host, id string) []string {
	return clockSaidUpTo(t, h, id, math.MaxUint32)
}

// clockSaidUpTo is what the clock told a game's table up to version v.
func clockSaidUpTo(t *testing.T, h *host, id string, v uint32) []string {
	status, body := h.client(id, "").do("GET", "/api/games/"+id+"/chat", nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	var out ChatResponse
	require.NoError(t, json.Unmarshal(body, &out))
	var said []string
	for _, m := range out.Messages {
		if m.Author == store.Clock && m.Version <= v {
			said = append(said, m.Text)
		}
	}
	return said
}

// A limit on each decision: the state tells whose time runs and when it
// is up; a person out of time has a bot play that decision, the table is
// told, and the seat stays theirs.
func TestClockLimitsADecision(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	game, tokens := clocked(t, h, TimeControl{PerDecision: DecisionTime(500 * time.Millisecond)})
	st := h.spectate(game.ID)
	require.NotNil(t, st.Clock)
	require.Equal(t, st.Next.Player, st.Clock.Running)
	require.InDelta(t, 250, st.Clock.Deadline-st.Clock.Now, 250, "the deadline, 500 ms after the decision began")

	after := waitMoved(t, h, game.ID, st.Version)
	require.Greater(t, after.Version, st.Version, "a bot played the decision")
	said := clockSaid(t, h, game.ID)
	require.NotEmpty(t, said)
	require.Contains(t, said[0], " ran out of time: a bot played the decision")
	for _, seat := range after.Seats {
		require.Equal(t, Human, seat.Kind, "the seats stay the people's")
	}
	// The seat plays on with its token.
	h.client(game.ID, tokens[after.Next.Player]).waitTurn()
}

// Out of time with on_timeout "hand_over": the seat is a bot's for good.
func TestClockHandsTheSeatOver(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	game, tokens := clocked(t, h, TimeControl{PerDecision: DecisionTime(150 * time.Millisecond), OnTimeout: timeoutHandOver})
	st := h.spectate(game.ID)
	who := st.Next.Player
	deadline := time.Now().Add(10 * time.Second)
	for {
		st = h.spectate(game.ID)
		if st.Seats[slicesIndex(st.Seats, who)].Kind != Human {
			break
		}
		require.True(t, time.Now().Before(deadline), "the seat is still a person's")
		time.Sleep(5 * time.Millisecond)
	}
	require.Equal(t, Greedy, st.Seats[slicesIndex(st.Seats, who)].Kind)
	require.Contains(t, clockSaid(t, h, game.ID), who.String()+" ran out of time: the seat is handed to a bot")
	status, _ := h.client(game.ID, tokens[who]).do("GET", "/api/games/"+game.ID+"/state", nil)
	require.Equal(t, http.StatusForbidden, status, "the seat's token no longer opens it")
}

func slicesIndex(seats []SeatInfo, c kanban.Color) int {
	for i, s := range seats {
		if s.Color == c {
			return i
		}
	}
	return -1
}

// A clock a player for the game, with an increment a decision: quick
// decisions bank the increment, time spent is taken off, out of time a
// bot plays; the clocks are read again from the store's times after a
// restart.
func TestClockForTheGame(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	game, tokens := clocked(t, h, TimeControl{PerGame: DecisionTime(600 * time.Millisecond), Increment: DecisionTime(500 * time.Millisecond)})
	st := h.spectate(game.ID)
	first := st.Next.Player
	seat := h.client(game.ID, tokens[first])
	// Three quick decisions of first's, if they come one after another.
	played := 0
	for ; played < 3; played++ {
		me := seat.state()
		if !me.YourTurn {
			break
		}
		seat.act(me.Version, me.Legal[pick(me.Version, actions(me.Legal))].Notation)
	}
	require.Positive(t, played)
	st = h.spectate(game.ID)
	left := st.Clock.Left[first]
	if st.Clock.Running == first {
		left = st.Clock.Deadline - st.Clock.Now
	}
	require.Greater(t, left, int64(600), "%d quick decisions banked their increments: %d ms left", played, left)
	require.LessOrEqual(t, left, int64(600+500*played))

	// Restarted, the server reads the same clocks from the store.
	before := h.spectate(game.ID)
	h.stop()
	h = startHost(t, file)
	again := h.spectate(game.ID)
	// The store's times are those of the decisions' writes, a few
	// milliseconds from the clock's own reading on a busy machine (7 ms
	// seen under the race detector): 50 ms of slack, a tenth of the
	// increment, still tells a clock read again from one started afresh.
	const slack = 50
	for _, c := range []kanban.Color{kanban.Red, kanban.Blue} {
		if c != again.Clock.Running && c != before.Clock.Running {
			require.InDelta(t, before.Clock.Left[c], again.Clock.Left[c], slack, "%s's time left", c)
		}
	}
	require.InDelta(t, before.Clock.Deadline, again.Clock.Deadline, slack, "the deadline of the decision under way")

	// Nobody acts now: the one deciding runs out, and a bot plays.
	moved := waitMoved(t, h, game.ID, again.Version)
	require.Greater(t, moved.Version, again.Version)
	require.NotEmpty(t, clockSaid(t, h, game.ID))
}

// On two instances of one PostgreSQL database a decision out of time is
// played once: one action, one word to the table.
func TestClockOnTwoInstances(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	game, _ := clocked(t, a, TimeControl{PerDecision: DecisionTime(150 * time.Millisecond)})
	st := b.spectate(game.ID) // both instances hold the game
	moved := waitMoved(t, a, game.ID, st.Version)
	require.Greater(t, moved.Version, st.Version)
	// The next decision's time runs on: wait for a second time-out, then
	// count the words.
	waitMoved(t, b, game.ID, moved.Version)
	stored := c.stored(game.ID)
	acted := 0
	for _, raw := range stored.Events {
		var e kanban.Event
		require.NoError(t, json.Unmarshal(raw, &e))
		if e.Kind == kanban.EvActed {
			acted++
		}
	}
	require.GreaterOrEqual(t, acted, 2)
	// Every action was a time-out (nobody acted), each told once. The
	// clock runs on while the log is read, and a time-out's word follows
	// its action's write: the words of the log's versions are counted,
	// waiting for the last to be said, never more than one a time-out.
	deadline := time.Now().Add(10 * time.Second)
	for {
		said := clockSaidUpTo(t, a, game.ID, stored.Version)
		require.LessOrEqual(t, len(said), acted, "one word a time-out: %s", strings.Join(said, "; "))
		if len(said) == acted {
			break
		}
		require.True(t, time.Now().Before(deadline), "%d time-outs told of %d: %s", len(said), acted, strings.Join(said, "; "))
		time.Sleep(5 * time.Millisecond)
	}
}

// A time control out of bounds is refused, saying why.
func TestClockRefusals(t *testing.T) {
	t.Parallel()
	h := startHostWith(t, Options{clockLimits: &defaultClockLimits}, nil)
	for _, c := range []struct {
		tc   TimeControl
		want string
	}{
		{TimeControl{}, "per_decision"},
		{TimeControl{PerDecision: DecisionTime(time.Second)}, "per_decision must be from 5s"},
		{TimeControl{PerDecision: DecisionTime(time.Minute), PerGame: DecisionTime(time.Hour)}, "one of them"},
		{TimeControl{PerDecision: DecisionTime(time.Minute), Increment: DecisionTime(time.Second)}, "an increment goes with per_game"},
		{TimeControl{PerGame: DecisionTime(time.Hour), OnTimeout: "lose"}, `on_timeout is`},
	} {
		req := seats(Human, Human)
		req.Clock = &c.tc
		status, body := h.client("", "").do("POST", "/api/games", req)
		require.Equal(t, http.StatusUnprocessableEntity, status, "%s", body)
		require.Contains(t, string(body), c.want)
	}
}

// The clock in the browser, two people at the table: the header shows the
// seat's time counting down, the seats panel everyone's and the time
// control, and a time-out is told in both tabs' story and chat.
func TestClockInTheBrowser(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := clocked(t, h, TimeControl{PerGame: DecisionTime(3 * time.Second), Increment: DecisionTime(100 * time.Millisecond)})
	st := h.spectate(game.ID)
	who := st.Next.Player
	tabs := map[kanban.Color]context.Context{}
	for _, c := range []kanban.Color{kanban.Red, kanban.Blue} {
		tab := b.tab(1280, 800, false)
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/game/"+game.ID+"#token="+tokens[c])))
		waitFor(t, tab, "the page", `document.body.dataset.busy === '0' && !!document.querySelector('#seats-panel [data-clock]')`)
		tabs[c] = tab
	}
	mine := tabs[who]
	require.Equal(t, "Clock: 3s a player + 100ms a decision; out of time, a bot plays that decision.", evaluate[string](t, mine, `document.getElementById('clock-control').textContent`))
	waitFor(t, mine, "the seat's clock counting", `/^0:0[0-2]$/.test(document.querySelector('#my-clock .clock').textContent) && document.querySelector('#my-clock .clock').classList.contains('running')`)
	for c, tab := range tabs {
		waitFor(t, tab, c.String()+"'s story told of the time-out", `[...document.querySelectorAll('#events li.timeout')].some(li => li.textContent.includes('ran out of time'))`)
		waitFor(t, tab, c.String()+"'s chat told of it", `[...document.querySelectorAll('#chat li')].some(li => li.textContent.includes('ran out of time'))`)
	}

	// The lobby creates a game with a clock.
	lobby := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(lobby, chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.SetValue(chromedp.ID("clock-kind"), "game")))
	evaluate[bool](t, lobby, `document.getElementById('clock-kind').dispatchEvent(new Event('change')), true`)
	require.NoError(t, chromedp.Do(lobby, chromedp.SetValue(chromedp.ID("clock-minutes"), "25"), chromedp.SetValue(chromedp.ID("clock-increment"), "5"),
		chromedp.SetValue(chromedp.ID("clock-on-timeout"), "hand_over"), chromedp.Click(chromedp.ID("create"))))
	waitFor(t, lobby, "the new game's page", `location.pathname.startsWith('/game/')`)
	made := strings.TrimPrefix(evaluate[string](t, lobby, `location.pathname`), "/game/")
	got := h.spectate(made).Clock
	require.NotNil(t, got)
	require.Equal(t, TimeControl{PerGame: DecisionTime(25 * time.Minute), Increment: DecisionTime(5 * time.Second), OnTimeout: timeoutHandOver}, got.TimeControl)
}
