package main

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every answer, the pages' above all, carries the headers that keep other
// sites out: a Content-Security-Policy that lets a page run only the
// server's own scripts and styles and be framed by no page, nosniff, and
// a Referrer-Policy that tells no other site a page's address. Before,
// no answer had any.
func TestSecurityHeaders(t *testing.T) {
	h := startHost(t, "")
	for _, path := range []string{"/", "/game/0123456789abcdef", "/replay", "/static/game.js", "/static/app.css", "/api/games", "/api/games/0123456789abcdef/state", "/nothing-here"} {
		req, err := http.NewRequest("GET", h.http.URL+path, nil)
		require.NoError(t, err)
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		resp.Body.Close()
		assert.Equal(t, "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
			resp.Header.Get("Content-Security-Policy"), path)
		assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"), path)
		assert.Equal(t, "same-origin", resp.Header.Get("Referrer-Policy"), path)
	}
}

// The pages work under their Content-Security-Policy, with no violation
// reported (every browser test's tab reports them, and fails): the lobby
// lists the games, a seat's page draws the board and plays an action, the
// replay viewer steps through a finished game. An inline script, which
// the policy forbids, is blocked and reported: the policy is in force.
func TestPagesUnderTheContentSecurityPolicy(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	c := h.client("", "")
	playing, tokens := c.create(seats(Human, Random))
	over, overTokens := c.create(seats(Human, Random))
	require.True(t, h.client(over.ID, overTokens[kanban.Red]).playTurns(1<<20).Over)

	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, tab, "the lobby's list", `document.querySelectorAll('#all-games a').length >= 2`)

	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/game/"+playing.ID+"#token="+tokens[kanban.Red])))
	waitFor(t, tab, "the board and the choices", `!!document.querySelector('#board svg') && document.querySelectorAll('button.action:not([disabled])').length > 0`)
	before := pageVersion(t, tab)
	clickAt(t, tab, "button.action:not([disabled])", 0)
	waitFor(t, tab, "the action to be played", fmt.Sprintf(`Number(document.body.dataset.version) > %d || document.getElementById('error').textContent !== ''`, before))
	require.Empty(t, evaluate[string](t, tab, `document.getElementById('error').textContent`))

	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/replay#game="+over.ID)))
	waitFor(t, tab, "the replay", `document.body.dataset.step === '0'`)
	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID("last"))))
	waitFor(t, tab, "the replay's end", `!!document.querySelector('#result table.breakdown')`)
	require.Empty(t, b.take(cspViolation), "the pages break no rule of their policy")

	ran := evaluate[string](t, tab, `(() => {
		const s = document.createElement('script');
		s.textContent = 'document.body.dataset.inline = "ran"';
		document.body.append(s);
		return document.body.dataset.inline || 'blocked';
	})()`)
	assert.Equal(t, "blocked", ran, "an inline script")
	deadline := time.Now().Add(time.Minute)
	var reported []string
	for len(reported) == 0 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
		reported = b.take(cspViolation)
	}
	require.NotEmpty(t, reported, "the inline script's violation reported")
	assert.Contains(t, reported[0], "script-src")
}
