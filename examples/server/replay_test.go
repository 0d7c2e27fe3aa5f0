package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// finishedGame is a game of bots played to its end on h, and its record's
// text as the server tells it.
func finishedGame(t *testing.T, h *host, req CreateRequest) (CreateResponse, string) {
	t.Helper()
	c := h.client("", "")
	game, _ := c.create(req)
	h.waitOver(game.ID, 2*time.Minute)
	status, body := c.do("GET", "/api/games/"+game.ID+"/record", nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	return game, string(body)
}

// A game's record is told once it is over, as a file, with who played
// each colour; it plays to the game's very end.
func TestRecordOnceOver(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	playing, _ := c.create(seats(Human, Random))
	for _, path := range []string{"/record", "/replay?step=1"} {
		status, body := c.do("GET", "/api/games/"+playing.ID+path, nil)
		assert.Equal(t, http.StatusConflict, status, "%s: %s", path, body)
		var e apiError
		require.NoError(t, json.Unmarshal(body, &e))
		assert.Equal(t, "in_play", e.Error)
		assert.NotZero(t, e.Version, "the version now")
	}
	status, _ := c.do("GET", "/api/games/0123456789abcdef/record", nil)
	assert.Equal(t, http.StatusNotFound, status)

	game := c.createOnly(seats(Random, Greedy, Random))
	h.waitOver(game.ID, 2*time.Minute)
	req, err := http.NewRequest("GET", h.http.URL+"/api/games/"+game.ID+"/record", nil)
	require.NoError(t, err)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "text/plain; charset=utf-8", resp.Header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="kanban-`+game.ID+`.txt"`, resp.Header.Get("Content-Disposition"))
	var text strings.Builder
	_, err = fmt.Fprint(&text, readAll(t, resp))
	require.NoError(t, err)

	rec, err := kanban.ParseRecord(text.String())
	require.NoError(t, err)
	for tag, want := range map[string]string{"game": game.ID, "red": Random, "blue": Greedy, "yellow": Random} {
		got, ok := rec.Tag(tag)
		assert.True(t, ok, tag)
		assert.Equal(t, want, got, tag)
	}
	st, log, err := rec.Play()
	require.NoError(t, err)
	hostedState, hostedLog := h.hosted(game.ID)
	assert.Empty(t, cmp.Diff(hostedLog, log), "the record plays the game's log")
	want, _ := hostedState.Result()
	got, ok := st.Result()
	require.True(t, ok)
	assert.Equal(t, want, got)
}

// createOnly creates a game and returns it.
func (c *client) createOnly(req CreateRequest) CreateResponse {
	c.t.Helper()
	game, _ := c.create(req)
	return game
}

func readAll(t *testing.T, resp *http.Response) string {
	t.Helper()
	var b strings.Builder
	buf := make([]byte, 32<<10)
	for {
		n, err := resp.Body.Read(buf)
		b.Write(buf[:n])
		if err != nil {
			return b.String()
		}
	}
}

// A replay at a step is the game after that many of its actions, as the
// viewer sees it, with the step's events: the same from a record sent and
// from a finished game's stored log.
func TestReplaySteps(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	game, text := finishedGame(t, h, seats(Random, Greedy, Random))
	rec, err := kanban.ParseRecord(text)
	require.NoError(t, err)
	total := len(rec.Actions)
	c := h.client("", "")
	for _, step := range []int{0, 1, 2, 7, total / 2, total - 1, total} {
		// The state after step actions, played here, and the step's
		// events.
		st, events, err := kanban.New(rec.Config)
		require.NoError(t, err)
		var before kanban.GameState // the state the step's events are told against
		for _, a := range rec.Actions[:step] {
			before = st
			st, events, err = kanban.Apply(st, a)
			require.NoError(t, err)
		}
		for _, as := range []kanban.Color{kanban.NoColor, kanban.Red, kanban.Yellow} {
			t.Run(fmt.Sprintf("step %d as %s", step, as), func(t *testing.T) {
				status, body := c.do("POST", "/api/replay", ReplayRequest{Record: text, Step: step, As: as})
				require.Equal(t, http.StatusOK, status, "%s", body)
				var got ReplayResponse
				require.NoError(t, json.Unmarshal(body, &got))
				assert.Equal(t, total, got.Steps)
				assert.Equal(t, step, got.Step)
				assert.Equal(t, st.Version(), got.Version)
				assert.Empty(t, cmp.Diff(st.View(as), got.View), "the view")
				assert.Empty(t, cmp.Diff(told(t, before, events, as), got.Events), "the step's events")
				assert.Equal(t, st.Next().String(), got.NextNotation)
				assert.Equal(t, st.IsOver(), got.Over)
				if res, ok := st.Result(); ok {
					require.NotNil(t, got.Result)
					assert.Equal(t, res, *got.Result)
				} else {
					assert.Nil(t, got.Result)
				}

				status, stored := c.do("GET", fmt.Sprintf("/api/games/%s/replay?step=%d&as=%s", game.ID, step, as), nil)
				require.Equal(t, http.StatusOK, status, "%s", stored)
				assert.JSONEq(t, string(body), string(stored), "from the stored log")
			})
		}
	}
}

// A replay's request is bounded, and a record that does not read or play
// is refused naming its line.
func TestReplayRefusals(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	game, text := finishedGame(t, h, seats(Random, Random))
	lines := strings.Split(text, "\n")
	first := 0 // the line of the first action, from 0
	for i, l := range lines {
		if i > 3 && l != "" && !strings.HasPrefix(l, "tag ") {
			first = i
			break
		}
	}
	with := func(i int, l ...string) string {
		out := append(append(append([]string{}, lines[:i]...), l...), lines[i+1:]...)
		return strings.Join(out, "\n")
	}
	rec, err := kanban.ParseRecord(text)
	require.NoError(t, err)
	long := strings.Join(lines[:first], "\n") + "\n" + strings.Repeat(lines[first]+"\n", maxReplayActions+1)
	for name, tc := range map[string]struct {
		body   any
		status int
		code   string
		line   int
	}{
		"a body too large":     {body: ReplayRequest{Record: text + strings.Repeat("#\n", maxReplayBody/2)}, status: 413, code: "too_large"},
		"a bad first line":     {body: ReplayRequest{Record: with(0, "kanban recording")}, status: 422, code: "bad_record", line: 1},
		"a schema not played":  {body: ReplayRequest{Record: with(1, "schema 99")}, status: 422, code: "bad_record", line: 2},
		"an action unread":     {body: ReplayRequest{Record: with(first+2, "red fly-to-the-moon")}, status: 422, code: "bad_record", line: first + 3},
		"an action refused":    {body: ReplayRequest{Record: with(first, lines[first], lines[first])}, status: 422, code: "bad_record", line: first + 2},
		"too many actions":     {body: ReplayRequest{Record: long}, status: 422, code: "record_too_long"},
		"a step before":        {body: ReplayRequest{Record: text, Step: -1}, status: 422, code: "bad_step"},
		"a step after":         {body: ReplayRequest{Record: text, Step: len(rec.Actions) + 1}, status: 422, code: "bad_step"},
		"a colour not playing": {body: ReplayRequest{Record: text, As: kanban.Purple}, status: 422, code: "bad_viewer"},
		"no such colour":       {body: `{"record":"","as":"green"}`, status: 400, code: "bad_json"},
		"an unknown member":    {body: `{"record":"","steps":1}`, status: 400, code: "bad_json"},
		"a key twice":          {body: `{"step":1,"step":2}`, status: 400, code: "bad_json"},
	} {
		t.Run(name, func(t *testing.T) {
			status, body := h.client("", "").do("POST", "/api/replay", tc.body)
			assert.Equal(t, tc.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
			assert.Equal(t, tc.code, e.Error, "%s", e.Message)
			if tc.line > 0 {
				assert.Equal(t, tc.line, e.Line, "%s", e.Message)
				assert.Contains(t, e.Message, fmt.Sprintf("line %d", tc.line))
			}
		})
	}
	for query, want := range map[string]int{"step=x": 400, "as=green": 400, "step=-1": 422, "as=purple": 422, "": 200} {
		status, body := h.client("", "").do("GET", "/api/games/"+game.ID+"/replay?"+query, nil)
		assert.Equal(t, want, status, "%s: %s", query, body)
	}
}

// The PP history is each player's PP at each day's end and the game's, as
// a fold of the log says, Colleagues included; mid-game it holds the days
// ended so far.
func TestPPHistory(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	var st StateResponse
	for st = red.waitTurn(); !st.Over && len(st.PPHistory[0].PP) < 2; st = red.playTurns(5) {
	}
	_, log := h.hosted(game.ID)
	assert.Equal(t, ppFold(t, log[:st.Version]), st.PPHistory, "mid-game")
	assert.Equal(t, st.PPHistory, h.spectate(game.ID).PPHistory, "the spectators' too")

	for name, req := range map[string]CreateRequest{
		"three players": seats(Random, Greedy, Random),
		"solo":          {Seats: []SeatRequest{{Color: kanban.Blue, Kind: Greedy}}, Solo: &kanban.SoloConfig{}},
	} {
		t.Run(name, func(t *testing.T) {
			game := c.createOnly(req)
			end := h.waitOver(game.ID, 2*time.Minute)
			_, log := h.hosted(game.ID)
			want := ppFold(t, log)
			assert.Equal(t, want, end.PPHistory)
			series := len(req.Seats)
			if req.Solo != nil {
				series += 2 // the Colleagues
			}
			assert.Len(t, end.PPHistory, series)
			require.NotNil(t, end.Result)
			res := *end.Result
			for _, s := range end.PPHistory {
				require.NotEmpty(t, s.PP)
				for _, standing := range res.Standings {
					if standing.Color == s.Color {
						assert.Equal(t, standing.PP, s.PP[len(s.PP)-1], "%s ends with the PP of the result", s.Color)
					}
				}
			}
		})
	}
}
