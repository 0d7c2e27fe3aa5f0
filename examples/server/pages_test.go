package main

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
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
	} {
		status, body := c.do("GET", path, nil)
		assert.Equal(t, http.StatusOK, status, path)
		assert.Contains(t, string(body), want, path)
	}
	status, _ := c.do("GET", "/nothing-here", nil)
	assert.Equal(t, http.StatusNotFound, status)
}
