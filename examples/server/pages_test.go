package main

import (
	"encoding/json"
	"io"
	"net/http"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPagesAreServed(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	for path, want := range map[string]string{
		"/":                      "<html",
		"/game/0123456789abcdef": "<html",
		"/static/app.css":        "body",
		"/static/game.js":        "EventSource",
		"/static/lobby.js":       "/api/games",
		"/static/board.js":       "export function drawTable",
		"/static/parts.js":       "export function resultPanel",
		"/static/seats.js":       "export function restoreLink",
		"/static/replay.js":      "/api/replay",
		"/replay":                "<html",
	} {
		status, body := c.do("GET", path, nil)
		assert.Equal(t, http.StatusOK, status, path)
		assert.Contains(t, string(body), want, path)
	}
	status, _ := c.do("GET", "/nothing-here", nil)
	assert.Equal(t, http.StatusNotFound, status)
}

// Every page links an icon, which is served; /favicon.ico, which browsers
// ask for by themselves, is sent to it rather than found missing.
func TestFavicon(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	for _, path := range []string{"/", "/game/0123456789abcdef", "/replay"} {
		_, body := c.do("GET", path, nil)
		assert.Contains(t, string(body), `<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">`, path)
	}
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Get(h.http.URL + "/favicon.ico")
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusMovedPermanently, resp.StatusCode)
	assert.Equal(t, "/static/favicon.svg", resp.Header.Get("Location"))
	resp, err = http.Get(h.http.URL + "/favicon.ico")
	require.NoError(t, err)
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.NoError(t, err)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Equal(t, "image/svg+xml", resp.Header.Get("Content-Type"))
	assert.Contains(t, string(body), "<svg")
}

// The catalogue is the printed contents as package components holds them:
// what a page needs to draw the table and say what each card says.
func TestCatalogue(t *testing.T) {
	h := startHost(t, "")
	status, body := h.client("", "").do("GET", "/api/catalogue", nil)
	require.Equal(t, http.StatusOK, status)
	var c Catalogue
	require.NoError(t, json.Unmarshal(body, &c))
	assert.Equal(t, components.Version, c.Rules)
	require.Len(t, c.Conveyor, int(components.NumConveyorSpaces))
	for i, sp := range components.Conveyor {
		assert.Equal(t, sp.Name, c.Conveyor[i].Name)
		require.Len(t, c.Conveyor[i].Next, len(sp.Next), sp.Name)
		for j, l := range sp.Next {
			if l.To == components.Exit {
				assert.Equal(t, "exit", c.Conveyor[i].Next[j].To)
				assert.Equal(t, l.PP, c.Conveyor[i].Next[j].PP)
			} else {
				assert.Equal(t, components.Conveyor[l.To].Name, c.Conveyor[i].Next[j].To)
			}
		}
	}
	require.Len(t, c.Goals, components.NumGoals)
	for i, g := range components.Goals {
		assert.Equal(t, catalogueGoal{kanban.GoalCard(i), g.Measure, g.Measure.Description(), g.PP, g.Icons}, c.Goals[i])
	}
	require.Len(t, c.Kanban, components.NumKanbanCards)
	assert.Equal(t, components.KanbanCards[3][:], c.Kanban[3])
	assert.Equal(t, "at least 5 cars in garages", c.FinalGoals[0][0].Text)
	assert.Equal(t, components.WorkstationShifts[components.Administration][:], c.Departments[components.Administration].Shifts)
	assert.Equal(t, kanban.Edition{}.DifficultyCards(), c.Difficulty, "the Difficulty cards with what each does")
}
