package main

import (
	"encoding/base64"
	"encoding/json"
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// restoreLink is a lobby's restore link carrying seats, as the lobby
// writes one (seats.js): anyone can write one.
func restoreLink(t *testing.T, base string, seats []map[string]string) string {
	t.Helper()
	b, err := json.Marshal(seats)
	require.NoError(t, err)
	return base + "/#restore=" + base64.RawURLEncoding.EncodeToString(b)
}

// TestRestoreLinkAsksFirst: a restore link crafted by someone else does
// not slip their seats into a reader's lobby: the page lists what the link
// carries and adds it only once the reader agrees; declined, nothing is
// added, and the link leaves the address bar, so that a reload asks
// nothing again.
func TestRestoreLinkAsksFirst(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	// The stranger's game and seats.
	game, tokens := h.client("", "").create(seats(Human, Human))
	link := restoreLink(t, h.http.URL, []map[string]string{
		{"id": game.ID, "color": "red", "token": tokens[kanban.Red], "created": "2024-01-01T00:00:00Z"},
		{"id": game.ID, "creator": game.Creator, "created": "2024-01-01T00:00:00Z"},
		{"id": "not an id", "color": "blue", "token": "x"},
	})
	listed := fmt.Sprintf(`[...document.querySelectorAll('#my-games a')].some(a => a.title === 'game %s' && a.textContent.endsWith(' as red'))`, game.ID)
	stored := `JSON.parse(localStorage.getItem('kanban-games') || '[]').length`

	victim := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(victim, chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, victim, "the page to ask", `!!document.getElementById('restore-decline')`)
	offered := evaluate[[]string](t, victim, `[...document.querySelectorAll('#restore-seats li')].map(li => li.textContent)`)
	assert.Equal(t, []string{"game " + game.ID + " as red", "game " + game.ID + ": its creator's key (hands its people's seats to bots)"}, offered, "what the link carries, the malformed left out")
	assert.Equal(t, "Add these 2 seats", evaluate[string](t, victim, `document.getElementById('restore-accept').textContent`))
	assert.Zero(t, evaluate[int](t, victim, stored), "nothing added before the reader agrees")
	assert.False(t, evaluate[bool](t, victim, listed))
	assert.Equal(t, "/", evaluate[string](t, victim, `location.pathname + location.hash`), "the link leaves the address bar")

	require.NoError(t, chromedp.Do(victim, chromedp.Click(chromedp.ID("restore-decline")), chromedp.WaitNotVisible(chromedp.ID("restore-offer"))))
	assert.Zero(t, evaluate[int](t, victim, stored), "declined: nothing added")
	require.NoError(t, chromedp.Do(victim, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, victim, "the lobby's lists", `document.querySelectorAll('#all-games li a').length > 0`)
	assert.True(t, evaluate[bool](t, victim, `document.getElementById('restore-offer').hidden`), "a reload asks nothing")
	assert.Zero(t, evaluate[int](t, victim, stored))

	// Opened again and accepted, the seats are added and listed. (A
	// fragment alone changed loads no page: another page comes first.)
	require.NoError(t, chromedp.Do(victim, chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("restore-accept")), chromedp.Click(chromedp.ID("restore-accept"))))
	waitFor(t, victim, "the seat added", listed)
	assert.Equal(t, 2, evaluate[int](t, victim, stored))
	// A link of seats held already asks nothing.
	require.NoError(t, chromedp.Do(victim, chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, victim, "the lobby's lists", listed)
	assert.True(t, evaluate[bool](t, victim, `document.getElementById('restore-offer').hidden`))
}
