package main

import (
	"encoding/json"
	"math"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// handOver hands the seat of color to a bot with the key; body, when not
// nil, is sent instead of the request.
func (c *client) handOver(key string, color string, req HandOverRequest, body any) (int, []byte) {
	c.t.Helper()
	if body == nil {
		body = req
	}
	return c.as(key).do("POST", "/api/games/"+c.game+"/seats/"+color+"/bot", body)
}

// A creation answers the creator's key, each seat's invitation and the
// spectators' page.
func TestCreateAnswersTheLinks(t *testing.T) {
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random, Human))
	assert.NotEmpty(t, game.Creator)
	assert.Equal(t, "/game/"+game.ID, game.Spectate)
	require.Len(t, game.Tokens, 2)
	for _, st := range game.Tokens {
		assert.Equal(t, "/game/"+game.ID+"#token="+tokens[st.Color], st.Invite)
		assert.Equal(t, st.Page, st.Invite)
		assert.NotEqual(t, game.Creator, st.Token)
	}
	status, body := h.client("", "").do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	assert.NotContains(t, string(body), game.Creator, "the lobby tells no key")
}

// Handing a seat to a bot takes the creator's key and a bot the server's
// bounds allow, for a person's seat of a game in play.
func TestHandOverRefusals(t *testing.T) {
	t.Parallel()
	h := startHostWith(t, Options{Hosting: Hosting{MaxGameIterations: 400, MaxDecisionTime: 200 * time.Millisecond, MaxGameDecisionTime: 250 * time.Millisecond}}, nil)
	req := seats(Human, Human, ISMCTS)
	req.Seats[2].DecisionTime = DecisionTime(150 * time.Millisecond)
	game, tokens := h.client("", "").create(req)
	c := h.client(game.ID, "")
	version := c.as(tokens[kanban.Red]).state().Version
	for name, tc := range map[string]struct {
		key, color, game string
		req              HandOverRequest
		body             any
		status           int
		code             string
	}{
		"no key":                {key: "-", req: HandOverRequest{Kind: Random}, status: 401, code: "no_key"},
		"a seat's token":        {key: tokens[kanban.Red], req: HandOverRequest{Kind: Random}, status: 403, code: "wrong_key"},
		"a made-up key":         {key: "nope", req: HandOverRequest{Kind: Random}, status: 403, code: "wrong_key"},
		"no such game":          {game: "0123456789abcdef", req: HandOverRequest{Kind: Random}, status: 404, code: "no_game"},
		"no such seat":          {color: "purple", req: HandOverRequest{Kind: Random}, status: 404, code: "no_seat"},
		"no such colour":        {color: "green", req: HandOverRequest{Kind: Random}, status: 404, code: "no_seat"},
		"a bot's seat":          {color: "yellow", req: HandOverRequest{Kind: Random}, status: 409, code: "already_bot"},
		"a stale version":       {req: HandOverRequest{Kind: Random, Version: math.MaxUint32}, status: 409, code: "stale_version"},
		"no version":            {body: `{"kind":"random"}`, status: 400, code: "no_version"},
		"not JSON":              {body: `{"kind":`, status: 400, code: "bad_json"},
		"an unknown member":     {body: `{"kind":"random","version":1,"seed":"1"}`, status: 400, code: "bad_json"},
		"an unknown kind":       {req: HandOverRequest{Kind: "oracle"}, status: 422, code: "bad_bot"},
		"a person":              {req: HandOverRequest{Kind: Human}, status: 422, code: "bad_bot"},
		"iterations of greedy":  {req: HandOverRequest{Kind: Greedy, Iterations: 5}, status: 422, code: "bad_bot"},
		"too many iterations":   {req: HandOverRequest{Kind: ISMCTS, Iterations: MaxIterations + 1}, status: 422, code: "bad_bot"},
		"over the game's bound": {req: HandOverRequest{Kind: ISMCTS, Iterations: 401}, status: 422, code: "bad_bot"},
		"too long a decision":   {req: HandOverRequest{Kind: ISMCTS, DecisionTime: DecisionTime(300 * time.Millisecond)}, status: 422, code: "bad_bot"},
		"time over the game's":  {req: HandOverRequest{Kind: ISMCTS, DecisionTime: DecisionTime(150 * time.Millisecond)}, status: 422, code: "bad_bot"},
		"a time and iterations": {req: HandOverRequest{Kind: ISMCTS, Iterations: 5, DecisionTime: DecisionTime(time.Millisecond)}, status: 422, code: "bad_bot"},
		"a time of random":      {req: HandOverRequest{Kind: Random, DecisionTime: DecisionTime(time.Millisecond)}, status: 422, code: "bad_bot"},
		"a malformed time":      {body: `{"kind":"ismcts","decision_time":"soon","version":1}`, status: 400, code: "bad_json"},
		"learned, too many":     {req: HandOverRequest{Kind: Learned, Iterations: MaxIterations + 1}, status: 422, code: "bad_bot"},
		"learned over the game": {req: HandOverRequest{Kind: Learned, Iterations: 401}, status: 422, code: "bad_bot"},
		"learned, time over":    {req: HandOverRequest{Kind: Learned, DecisionTime: DecisionTime(150 * time.Millisecond)}, status: 422, code: "bad_bot"},
		"learned, both budgets": {req: HandOverRequest{Kind: Learned, Iterations: 5, DecisionTime: DecisionTime(time.Millisecond)}, status: 422, code: "bad_bot"},
		"learned, a bad time":   {body: `{"kind":"learned","decision_time":"soon","version":1}`, status: 400, code: "bad_json"},
	} {
		t.Run(name, func(t *testing.T) {
			key, color, cl := game.Creator, "red", c
			switch tc.key {
			case "":
			case "-":
				key = ""
			default:
				key = tc.key
			}
			if tc.color != "" {
				color = tc.color
			}
			if tc.game != "" {
				d := *c
				d.game = tc.game
				cl = &d
			}
			if tc.req.Version == 0 {
				tc.req.Version = version
			}
			status, body := cl.handOver(key, color, tc.req, tc.body)
			assert.Equal(t, tc.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
			assert.Equal(t, tc.code, e.Error)
		})
	}
	red := c.as(tokens[kanban.Red])
	assert.Equal(t, Human, red.state().Seats[0].Kind, "nothing was handed over")
	// Blue is handed over at a person's turn, red's or blue's own: the
	// version then stays till one of them acts.
	personsTurn := func() uint32 {
		for deadline := time.Now().Add(time.Minute); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
			if st, _ := h.hosted(game.ID); st.Next().Player != kanban.Yellow {
				return st.Version()
			}
		}
		t.Fatal("waited a minute for a person's turn")
		return 0
	}
	status, body := c.handOver(game.Creator, "blue", HandOverRequest{Kind: Learned, DecisionTime: DecisionTime(100 * time.Millisecond), Version: personsTurn()}, nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	var info GameInfo
	require.NoError(t, json.Unmarshal(body, &info))
	assert.Equal(t, SeatInfo{Color: kanban.Blue, Kind: Learned, DecisionTime: DecisionTime(100 * time.Millisecond)}, info.Seats[1], "at the game's bound of time, learned's counted with ismcts's")
	assert.Contains(t, string(body), `{"color":"blue","kind":"learned","decision_time":"100ms"}`)
	status, body = c.handOver(game.Creator, "red", HandOverRequest{Kind: ISMCTS, Iterations: 400, Version: red.waitTurn().Version}, nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	require.NoError(t, json.Unmarshal(body, &info))
	assert.Equal(t, SeatInfo{Color: kanban.Red, Kind: ISMCTS, Iterations: 400}, info.Seats[0], "at the game's bound")
}

// A seat handed to a bot: its token opens it no more, its stream says so
// and ends, the bot plays its turn, and every listing and the store say
// the seat's new kind; the seat is the bot's for good.
func TestHandOverToABot(t *testing.T) {
	t.Parallel()
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	game, tokens := h.client("", "").create(seats(Human, Human))
	c := h.client(game.ID, "")
	st := c.as(tokens[kanban.Red]).state()
	mover := st.Next.Player
	other := kanban.Red
	if mover == kanban.Red {
		other = kanban.Blue
	}
	moverClient := c.as(tokens[mover])
	stream := moverClient.open("/api/games/"+game.ID+"/events", nil)
	stream.until(st.Version)

	status, body := c.handOver(game.Creator, mover.String(), HandOverRequest{Kind: Greedy, Version: st.Version}, nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	status, body = moverClient.do("GET", "/api/games/"+game.ID+"/state", nil)
	assert.Equal(t, http.StatusForbidden, status, "the token is refused at once: %s", body)
	stream.handedOver()
	assert.True(t, stream.ends(5*time.Second), "the seat's stream ends")

	otherClient := c.as(tokens[other])
	turn := otherClient.waitTurn()
	assert.Greater(t, turn.Version, st.Version, "the bot played the seat's turn")
	kinds := func(seats []SeatInfo) map[kanban.Color]string {
		out := map[kanban.Color]string{}
		for _, s := range seats {
			out[s.Color] = s.Kind
		}
		return out
	}
	want := map[kanban.Color]string{mover: Greedy, other: Human}
	assert.Equal(t, want, kinds(turn.Seats), "the state's seats")
	status, body = otherClient.do("GET", "/api/games/"+game.ID+"/seat", nil)
	require.Equal(t, http.StatusOK, status)
	var seat struct {
		Info GameInfo `json:"info"`
	}
	require.NoError(t, json.Unmarshal(body, &seat))
	assert.Equal(t, want, kinds(seat.Info.Seats), "the seat's info")
	status, body = c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	var list []GameInfo
	require.NoError(t, json.Unmarshal(body, &list))
	assert.Equal(t, want, kinds(list[0].Seats), "the lobby's")

	status, body = c.handOver(game.Creator, mover.String(), HandOverRequest{Kind: Random, Version: turn.Version}, nil)
	assert.Equal(t, http.StatusConflict, status, "%s", body)

	h.stop()
	h = startHost(t, file)
	c = h.client(game.ID, "")
	assert.Equal(t, want, kinds(c.as(tokens[other]).state().Seats), "the store's")
	status, _ = c.as(tokens[mover]).do("GET", "/api/games/"+game.ID+"/state", nil)
	assert.Equal(t, http.StatusForbidden, status, "after a restart too")
	c.as(tokens[other]).playTurns(3)
}

// On PostgreSQL, an instance holding a game learns that another handed
// one of its seats to a bot: the token is refused there too, the seat's
// stream there ends, and the bot plays once.
func TestHandOverOnTwoInstances(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	game, tokens := a.client("", "").create(seats(Human, Human))
	st := b.client(game.ID, tokens[kanban.Red]).state()
	mover := st.Next.Player
	other := kanban.Red
	if mover == kanban.Red {
		other = kanban.Blue
	}
	onB := b.client(game.ID, tokens[mover])
	stream := onB.open("/api/games/"+game.ID+"/events", nil)
	stream.until(st.Version)

	status, body := a.client(game.ID, "").handOver(game.Creator, mover.String(), HandOverRequest{Kind: Random, Version: st.Version}, nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	stream.handedOver()
	assert.True(t, stream.ends(5*time.Second), "the seat's stream on b ends")
	require.Eventually(t, func() bool {
		status, _ := onB.do("GET", "/api/games/"+game.ID+"/state", nil)
		return status == http.StatusForbidden
	}, 5*time.Second, 5*time.Millisecond, "b refuses the token")
	turn := b.client(game.ID, tokens[other]).waitTurn()
	assert.Greater(t, turn.Version, st.Version, "the bot played")
	for _, s := range turn.Seats {
		if s.Color == mover {
			assert.Equal(t, Random, s.Kind, "b's seats")
		}
	}
	sg := c.stored(game.ID)
	assert.Equal(t, turn.Version, sg.Version)
	assert.Zero(t, c.conflicts.Load(), "one instance played the bot")
}
