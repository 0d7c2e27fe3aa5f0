package main

import (
	"encoding/json"
	"net/http"
	"path/filepath"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A solo game, one human seat against the Colleagues, played to its end
// through the API by posting the first legal action each time.
func TestSoloGameToTheEnd(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	c := h.client("", "")
	status, body := c.do("POST", "/api/games", `{"seats":[{"color":"blue","kind":"human"}],
		"solo":{"difficulty":["keeping-up","cushy-speech"]},"sandra_reward":true}`)
	require.Equal(t, http.StatusCreated, status, "%s", body)
	var game CreateResponse
	require.NoError(t, json.Unmarshal(body, &game))
	require.Len(t, game.Seats, 1)
	require.Len(t, game.Tokens, 1)
	assert.True(t, game.Solo)

	blue := c.as(game.Tokens[0].Token)
	blue.game = game.ID
	// The seat's info tells where the game stands: orientation, blue to
	// choose.
	seatStatus := func() GameStatus {
		t.Helper()
		status, body := blue.do("GET", "/api/games/"+game.ID+"/seat", nil)
		require.Equal(t, http.StatusOK, status, "%s", body)
		var seat struct {
			Info GameInfo `json:"info"`
		}
		require.NoError(t, json.Unmarshal(body, &seat))
		require.NotNil(t, seat.Info.Status, "%s", body)
		return *seat.Info.Status
	}
	require.NotNil(t, game.Status)
	assert.Equal(t, GameStatus{Day: 0, Next: kanban.Blue, Winners: []kanban.Color{}}, *game.Status)
	assert.Equal(t, GameStatus{Day: 0, Next: kanban.Blue, Winners: []kanban.Color{}}, seatStatus())
	st := blue.waitTurn()
	require.NotNil(t, st.View.Solo, "the view shows the Colleagues")
	assert.Equal(t, []components.Difficulty{components.CushySpeech, components.KeepingUp}, st.View.Solo.Difficulty)
	for _, co := range st.View.Solo.Colleagues {
		assert.NotEmpty(t, co.Name)
		assert.NotEqual(t, kanban.Blue, co.Color)
	}
	for n := 0; !st.Over; n++ {
		require.Less(t, n, 5000, "the game should be over by now")
		require.NotEmpty(t, st.Legal, "version %d: %s", st.Version, st.NextText)
		blue.act(st.Version, st.Legal[0].Notation)
		st = blue.waitTurn()
	}
	require.NotNil(t, st.Result)
	require.Len(t, st.Result.Standings, 3, "the player and both Colleagues")
	var me kanban.Standing
	best := -1
	for _, s := range st.Result.Standings {
		if s.Color == kanban.Blue {
			me = s
		} else {
			best = max(best, s.PP)
		}
	}
	assert.Equal(t, me.PP > best, me.Place == 1, "the player wins with strictly more PP than each Colleague: %+v", st.Result)
	var winners []kanban.Color
	for _, s := range st.Result.Standings {
		if s.Place == 1 {
			winners = append(winners, s.Color)
		}
	}
	assert.Equal(t, GameStatus{Day: st.View.Day, Next: kanban.NoColor, Winners: winners}, seatStatus(), "the seat's info tells who won")
	require.NotNil(t, st.View.Solo)
	for _, co := range st.View.Solo.Colleagues {
		found := false
		for _, s := range st.Result.Standings {
			found = found || (s.Color == co.Color && s.PP == co.PP)
		}
		assert.True(t, found, "colleague %s's PP %d is in the result", co.Name, co.PP)
	}

	status, body = c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	var list []GameInfo
	require.NoError(t, json.Unmarshal(body, &list))
	require.Len(t, list, 1)
	assert.True(t, list[0].Solo && list[0].Over)
}

func TestSoloRandomDifficulty(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	status, body := c.do("POST", "/api/games", `{"seats":[{"color":"red","kind":"human"}],"solo":{"random_difficulty":true}}`)
	require.Equal(t, http.StatusCreated, status, "%s", body)
	var game CreateResponse
	require.NoError(t, json.Unmarshal(body, &game))
	red := c.as(game.Tokens[0].Token)
	red.game = game.ID
	st := red.waitTurn()
	require.NotNil(t, st.View.Solo)
	assert.Len(t, st.View.Solo.Difficulty, components.SoloDifficultyPick)
}

// The engine refuses a solo game of two seats, and other bad solo options:
// the API answers 422 with the engine's reason, and creates nothing.
func TestSoloRefusals(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	for name, tc := range map[string]struct {
		body   string
		status int
		want   string
	}{
		"two seats":         {`{"seats":[{"color":"red","kind":"human"},{"color":"blue","kind":"random"}],"solo":{}}`, http.StatusUnprocessableEntity, "a solo game has 1 player, not 2"},
		"no seat":           {`{"seats":[],"solo":{}}`, http.StatusUnprocessableEntity, ""},
		"card twice":        {`{"seats":[{"color":"red","kind":"human"}],"solo":{"difficulty":["keeping-up","keeping-up"]}}`, http.StatusUnprocessableEntity, ""},
		"chosen and random": {`{"seats":[{"color":"red","kind":"human"}],"solo":{"difficulty":["keeping-up"],"random_difficulty":true}}`, http.StatusUnprocessableEntity, ""},
		"unknown card":      {`{"seats":[{"color":"red","kind":"human"}],"solo":{"difficulty":["hard"]}}`, http.StatusBadRequest, ""},
		"unknown option":    {`{"seats":[{"color":"red","kind":"human"}],"solo":{"level":3}}`, http.StatusBadRequest, ""},
	} {
		t.Run(name, func(t *testing.T) {
			status, body := c.do("POST", "/api/games", tc.body)
			assert.Equal(t, tc.status, status, "%s", body)
			var e apiError
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
			assert.NotEmpty(t, e.Message)
			assert.Contains(t, e.Message, tc.want)
			t.Logf("%s: %d %s", name, status, e.Message)
		})
	}
	status, body := c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	assert.JSONEq(t, `[]`, string(body), "nothing was created")
}

// A solo game survives a restart: its stored log replays, solo options and
// all, and it plays on.
func TestSoloGameSurvivesARestart(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	c := h.client("", "")
	// A random Difficulty card may be the Immediate Termination Clause
	// (R-DIFF-9), which can fire the test player within ten turns: the
	// first of a few games still in play after them is the one restarted.
	var game CreateResponse
	var red *client
	var before StateResponse
	for try := 0; try == 0 || before.Over; try++ {
		require.Less(t, try, 10, "every game was over within ten turns")
		status, body := c.do("POST", "/api/games", `{"seats":[{"color":"red","kind":"human"}],"solo":{"random_difficulty":true}}`)
		require.Equal(t, http.StatusCreated, status, "%s", body)
		require.NoError(t, json.Unmarshal(body, &game))
		red = c.as(game.Tokens[0].Token)
		red.game = game.ID
		before = red.playTurns(10)
	}
	h.stop()

	h = startHost(t, file)
	red = h.client(game.ID, game.Tokens[0].Token)
	after := red.waitTurn()
	assert.Equal(t, before.Version, after.Version)
	require.NotNil(t, after.View.Solo)
	assert.Equal(t, before.View.Solo.Difficulty, after.View.Solo.Difficulty)
	assert.Greater(t, red.playTurns(5).Version, after.Version)
	assert.Regexp(t, `loaded [1-9]\d* games in play \(0 broken\)`, h.log.String())
}
