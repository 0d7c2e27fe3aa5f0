package main

import (
	"encoding/json"
	"errors"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCreateAGameAgainstBots(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	req := seats(Human, Random, Greedy)
	req.Seats[2].Kind = ISMCTS
	req.Seats[2].Iterations = 50
	game, tokens := c.create(req)
	require.Len(t, game.Seats, 3)
	require.Len(t, game.Tokens, 1, "a token for the human seat only")
	assert.Equal(t, kanban.Red, game.Tokens[0].Color)
	assert.Equal(t, "/game/"+game.ID+"#token="+tokens[kanban.Red], game.Tokens[0].Page)

	status, body := c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	var list []GameInfo
	require.NoError(t, json.Unmarshal(body, &list))
	require.Len(t, list, 1)
	assert.Equal(t, game.ID, list[0].ID)
	assert.NotContains(t, string(body), tokens[kanban.Red], "the lobby lists no token")
	assert.NotContains(t, string(body), "token")

	red := c.as(tokens[kanban.Red])
	red.game = game.ID
	status, body = red.do("GET", "/api/games/"+game.ID+"/seat", nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	assert.Contains(t, string(body), `"color":"red"`)

	st := red.playTurns(5)
	assert.Greater(t, st.Version, uint32(1))
	assert.Equal(t, kanban.Red, st.Color)
}

func TestCreateRefusesBadGames(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	for name, tc := range map[string]struct {
		body   string
		status int
		code   string
	}{
		"not JSON":                     {`{"seats":`, http.StatusBadRequest, "bad_json"},
		"unknown member":               {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"}],"seed":"1"}`, http.StatusBadRequest, "bad_json"},
		"unknown colour":               {`{"seats":[{"color":"green","kind":"human"},{"color":"blue","kind":"human"}]}`, http.StatusBadRequest, "bad_json"},
		"one seat":                     {`{"seats":[{"color":"red","kind":"human"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"five seats":                   {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"human"},{"color":"yellow","kind":"human"},{"color":"purple","kind":"human"},{"color":"red","kind":"human"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"unknown kind":                 {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"oracle"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"same colour":                  {`{"seats":[{"color":"red","kind":"human"},{"color":"red","kind":"random"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"iterations":                   {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","iterations":1000000}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"decision_time not a duration": {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":"fast"}]}`, http.StatusBadRequest, "bad_json"},
		"decision_time a number":       {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":100}]}`, http.StatusBadRequest, "bad_json"},
		"decision_time without a unit": {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":"100"}]}`, http.StatusBadRequest, "bad_json"},
		"decision_time zero":           {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":"0s"}]}`, http.StatusBadRequest, "bad_json"},
		"decision_time negative":       {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":"-5ms"}]}`, http.StatusBadRequest, "bad_json"},
		"decision_time over the const": {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","decision_time":"1m"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"decision_time and iterations": {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"ismcts","iterations":300,"decision_time":"100ms"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"decision_time of greedy":      {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"greedy","decision_time":"100ms"}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"learned iterations":           {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"learned","iterations":1000000}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"learned iterations negative":  {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"learned","iterations":-1}]}`, http.StatusUnprocessableEntity, "bad_game"},
		"learned decision_time":        {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"learned","decision_time":"fast"}]}`, http.StatusBadRequest, "bad_json"},
		"learned with both budgets":    {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"learned","iterations":300,"decision_time":"100ms"}]}`, http.StatusUnprocessableEntity, "bad_game"},
	} {
		t.Run(name, func(t *testing.T) {
			status, body := c.do("POST", "/api/games", tc.body)
			assert.Equal(t, tc.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
			assert.Equal(t, tc.code, e.Error)
			assert.NotEmpty(t, e.Message)
		})
	}
	status, body := c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	assert.JSONEq(t, `[]`, string(body), "nothing was created")
}

// Every seat route refuses a request without the seat's token: 401 with
// none, 403 with another game's or a made-up one, 404 for no such game.
func TestSeatRoutesNeedTheSeatsToken(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	other, otherTokens := c.create(seats(Human, Random))
	require.NotEqual(t, game.ID, other.ID)
	routes := []struct{ method, path string }{
		{"GET", "/seat"}, {"GET", "/state"}, {"POST", "/actions"}, {"GET", "/events"},
	}
	for _, r := range routes {
		path := "/api/games/" + game.ID + r.path
		body := any(nil)
		if r.method == "POST" {
			body = ActionRequest{Version: 1, Notation: "red cert-space space-0"}
		}
		t.Run(r.path, func(t *testing.T) {
			status, out := c.do(r.method, path, body)
			assert.Equal(t, http.StatusUnauthorized, status, "no token: %s", out)
			assert.Contains(t, string(out), `"no_token"`)
			for name, token := range map[string]string{"made up": "not-a-token", "another game's": otherTokens[kanban.Red]} {
				status, out = c.as(token).do(r.method, path, body)
				assert.Equal(t, http.StatusForbidden, status, "%s token: %s", name, out)
				assert.Contains(t, string(out), `"wrong_token"`)
			}
			status, out = c.as(tokens[kanban.Red]).do(r.method, "/api/games/0000000000000000"+r.path, body)
			assert.Equal(t, http.StatusNotFound, status, "%s", out)
		})
	}

	// The token may come as X-Kanban-Token; in the query only for a
	// stream, which a browser's EventSource opens without headers.
	req, _ := http.NewRequest("GET", h.http.URL+"/api/games/"+game.ID+"/seat", nil)
	req.Header.Set("X-Kanban-Token", tokens[kanban.Red])
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	status, _ := c.do("GET", "/api/games/"+game.ID+"/state?token="+tokens[kanban.Red], nil)
	assert.Equal(t, http.StatusUnauthorized, status, "no token in the query of a non-stream route")
	events := c.stream("/api/games/"+game.ID+"/events?from=1&token="+tokens[kanban.Red], nil, 1)
	assert.Equal(t, uint32(1), events[0].Event.Seq)
}

func TestActionsAndTheirRefusals(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Human))
	red := c.as(tokens[kanban.Red])
	red.game = game.ID
	blue := c.as(tokens[kanban.Blue])
	blue.game = game.ID

	// The first player is dealt at random: call them red.
	if !red.state().YourTurn {
		red, blue = blue, red
	}
	st := red.state()
	require.True(t, st.YourTurn, "%s", st.NextText)
	me, other := st.Color, blue.state().Color
	require.False(t, blue.state().YourTurn)
	assert.Empty(t, blue.state().Legal, "the seat that waits gets no legal actions")
	require.NotEmpty(t, st.Legal)
	for _, l := range st.Legal {
		assert.NotEmpty(t, l.Notation)
		assert.NotEmpty(t, l.Description)
		assert.NotEmpty(t, l.CostText)
	}
	post := func(c *client, body any) (int, apiError) {
		t.Helper()
		status, out := c.do("POST", "/api/games/"+game.ID+"/actions", body)
		var e apiError
		if status != http.StatusOK {
			require.NoError(t, json.Unmarshal(out, &e), "%s", out)
		}
		return status, e
	}

	// Malformed: 400, and the game does not move.
	for name, body := range map[string]any{
		"not JSON":           `{"version":1,`,
		"no version":         ActionRequest{Notation: st.Legal[0].Notation},
		"no action":          ActionRequest{Version: st.Version},
		"both":               ActionRequest{Version: st.Version, Notation: st.Legal[0].Notation, Action: json.RawMessage(jsonOf(t, st.Legal[0].Action))},
		"bad notation":       ActionRequest{Version: st.Version, Notation: "red fly-to-the-moon"},
		"bad action JSON":    ActionRequest{Version: st.Version, Action: json.RawMessage(`{"type":"teleport","player":"red"}`)},
		"unknown member":     `{"version":1,"notation":"red cert-space space-0","seat":"blue"}`,
		"two JSON values":    `{"version":1,"notation":"red cert-space space-0"} {}`,
		"versions disagree":  ActionRequest{Version: st.Version, Action: json.RawMessage(`{"type":"cert-space","player":"red","space":0,"version":7}`)},
		"action not an obj.": ActionRequest{Version: st.Version, Action: json.RawMessage(`"red cert-space space-0"`)},
	} {
		status, e := post(red, body)
		assert.Equal(t, http.StatusBadRequest, status, "%s: %+v", name, e)
	}

	// Another seat's action, with or without its turn: 403.
	status, e := post(red, ActionRequest{Version: st.Version, Notation: strings.Replace(st.Legal[0].Notation, me.String(), other.String(), 1)})
	assert.Equal(t, http.StatusForbidden, status, "%+v", e)
	assert.Equal(t, "other_seat", e.Error)

	// Stale: 409, with the version now.
	status, e = post(red, ActionRequest{Version: st.Version + 1, Notation: st.Legal[0].Notation})
	assert.Equal(t, http.StatusConflict, status, "%+v", e)
	assert.Equal(t, st.Version, e.Version)

	// Illegal: 422 with the rule and the reason of the engine's RuleError.
	s, _ := h.hosted(game.ID)
	illegal := kanban.CertSpace(me, 7)
	_, _, err := kanban.Apply(s, illegal)
	var rule *kanban.RuleError
	require.True(t, errors.As(err, &rule), "%v", err)
	status, e = post(red, ActionRequest{Version: st.Version, Action: json.RawMessage(jsonOf(t, illegal))})
	assert.Equal(t, http.StatusUnprocessableEntity, status, "%+v", e)
	assert.Equal(t, "illegal_action", e.Error)
	assert.Equal(t, rule.Rule, e.Rule)
	assert.Equal(t, rule.Reason, e.Reason)
	assert.NotEmpty(t, e.Rule)

	// Blue's own action out of turn: illegal too, R-ENG-1's not your turn.
	status, e = post(blue, ActionRequest{Version: st.Version, Notation: other.String() + " cert-space space-0"})
	assert.Equal(t, http.StatusUnprocessableEntity, status, "%+v", e)
	assert.NotEmpty(t, e.Rule)

	assert.Equal(t, st.Version, red.state().Version, "no refusal moved the game")

	// As JSON, then in the notation.
	status, _ = post(red, ActionRequest{Version: st.Version, Action: json.RawMessage(jsonOf(t, st.Legal[0].Action))})
	require.Equal(t, http.StatusOK, status)
	st = blue.waitTurn()
	resp := blue.act(st.Version, st.Legal[len(st.Legal)-1].Notation)
	assert.Greater(t, resp.Version, st.Version)
	assert.Equal(t, resp.Version, resp.Events[len(resp.Events)-1].Seq)
	assert.Equal(t, resp.Version, red.state().Version)
	// The same action again is now stale.
	status, e = post(blue, ActionRequest{Version: st.Version, Notation: st.Legal[0].Notation})
	assert.Equal(t, http.StatusConflict, status, "%+v", e)
}

// No seat's answer holds another seat's hand or anything hidden: each
// seat's View and events are the engine's View(p) and For(p), and a
// spectator's have no hand at all.
func TestNoSeatSeesAnothersHand(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Human, Random))
	red := c.as(tokens[kanban.Red])
	red.game = game.ID
	blue := c.as(tokens[kanban.Blue])
	blue.game = game.ID
	spectator := c.as("")
	spectator.game = game.ID

	differ := 0
	for turn := 0; turn < 120; turn++ {
		s, _ := h.hosted(game.ID)
		if s.IsOver() {
			break
		}
		for _, seat := range []*client{red, blue} {
			st := seat.state()
			if st.Version != s.Version() {
				continue // a bot moved meanwhile
			}
			assert.JSONEq(t, jsonOf(t, s.View(st.Color)), jsonOf(t, st.View))
			assert.Equal(t, s.Hand(st.Color), st.View.Hand)
		}
		if len(s.Hand(kanban.Red).Goals)+len(s.Hand(kanban.Red).Kanban) > 0 && jsonOf(t, s.Hand(kanban.Red)) != jsonOf(t, s.Hand(kanban.Blue)) {
			differ++
		}
		status, body := spectator.do("GET", "/api/games/"+game.ID+"/spectate", nil)
		require.Equal(t, http.StatusOK, status)
		var sp StateResponse
		require.NoError(t, json.Unmarshal(body, &sp))
		assert.Empty(t, sp.View.Hand.Goals)
		assert.Empty(t, sp.View.Hand.Kanban)
		assert.Empty(t, sp.Legal)
		assert.NotContains(t, string(body), `"seed"`)

		var seat *client
		switch s.Next().Player {
		case kanban.Red:
			seat = red
		case kanban.Blue:
			seat = blue
		default:
			time.Sleep(2 * time.Millisecond) // the bot's turn
			continue
		}
		st := seat.waitTurn()
		if st.Over {
			break
		}
		for _, o := range []*client{red, blue} {
			if o != seat {
				assert.Empty(t, o.state().Legal)
			}
		}
		seat.act(st.Version, st.Legal[pick(st.Version, actions(st.Legal))].Notation)
	}
	require.Positive(t, differ, "the game dealt the two hands apart")

	s, log := h.hosted(game.ID)
	last := s.Version()
	hidden := 0
	for _, seat := range []*client{red, blue, spectator} {
		path := "/api/games/" + game.ID + "/events?from=1"
		color := kanban.NoColor
		if seat == spectator {
			path = "/api/games/" + game.ID + "/spectate/events?from=1"
		} else if seat == red {
			color = kanban.Red
		} else {
			color = kanban.Blue
		}
		events := seat.stream(path, nil, last)
		require.Len(t, events, int(last))
		var before kanban.GameState // the state each event is told against
		for i, e := range events {
			want := log[i].For(color)
			assert.JSONEq(t, jsonOf(t, want), jsonOf(t, e.Event), "event %d for %s", i+1, color)
			assert.Equal(t, before.Narrate(log[i], color), e.Text, "event %d told to %s", i+1, color)
			var err error
			before, err = kanban.Evolve(before, log[i])
			require.NoError(t, err)
			if color == kanban.Red && jsonOf(t, want) != jsonOf(t, log[i].For(kanban.Blue)) {
				hidden++
				assert.NotEqual(t, jsonOf(t, log[i].For(kanban.Blue)), jsonOf(t, e.Event))
			}
		}
	}
	assert.Positive(t, hidden, "some events differ between red and blue")
}

// A stream resumes after the Last-Event-ID an EventSource sends, or from
// ?from=, and sends new events as they happen.
func TestStreamsResume(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	red := c.as(tokens[kanban.Red])
	red.game = game.ID
	st := red.playTurns(6)
	path := "/api/games/" + game.ID + "/events"

	all := red.stream(path, nil, st.Version)
	require.Len(t, all, int(st.Version))
	from := red.stream(path+"?from=5", nil, st.Version)
	assert.Equal(t, all[4:], from)
	after := red.stream(path, http.Header{"Last-Event-Id": {"5"}}, st.Version)
	assert.Equal(t, all[5:], after)

	for _, bad := range []string{"?from=0", "?from=x"} {
		status, _ := red.do("GET", path+bad, nil)
		assert.Equal(t, http.StatusBadRequest, status, bad)
	}

	// Events played after the stream opened arrive on it.
	done := make(chan []StreamEvent)
	go func() { done <- red.stream(path+"?from=1", nil, st.Version+1) }()
	red.act(st.Version, st.Legal[0].Notation)
	got := <-done
	assert.Equal(t, st.Version+1, got[len(got)-1].Event.Seq)
}
