package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// notationTokens is a script listing the tokens of the notation a page
// shows a player: kebab-case identifiers such as "logistics-top",
// "upgraded-designs" or "take-design", outside the notation a player may
// ask for (.notation) and outside what is hidden. English compounds are
// not notation.
const notationTokens = `(() => {
	const english = new Set(['built-in', 'face-up', 'face-down', 'end-of-week', 'tie-breakers', 'two-player', 'first-come']);
	const found = [];
	const walk = n => {
		if (n.nodeType === 3) {
			for (const m of n.textContent.matchAll(/\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g)) {
				if (!english.has(m[0])) found.push(m[0] + ' in "' + n.textContent.trim().slice(0, 80) + '"');
			}
			return;
		}
		if (n.nodeType !== 1 || n.matches('.notation, script, style, title, [hidden]') || getComputedStyle(n).display === 'none') return;
		for (const c of n.childNodes) walk(c);
	};
	walk(document.body);
	for (const e of document.querySelectorAll('[data-tip], [aria-label]')) {
		for (const v of [e.dataset.tip, e.getAttribute('aria-label')]) {
			for (const m of (v || '').matchAll(/\b[a-z][a-z0-9]*(?:-[a-z0-9]+)+\b/g)) {
				if (!english.has(m[0])) found.push(m[0] + ' in the tip "' + v.slice(0, 80) + '"');
			}
		}
	}
	return [...new Set(found)];
})()`

// gluedLabels is a script checking the name of each live place on the
// board: it starts with the texts the place shows, each apart from the
// next (a goal's lines read "on a face-up Demand tile", not "on
// aface-up"). It returns the places named wrong and how many places of
// two texts or more it read.
const gluedLabels = `(() => {
	const wrong = [];
	let read = 0;
	for (const g of document.querySelectorAll('#board .place.live')) {
		const texts = [...g.querySelectorAll('text')].map(e => e.textContent.replace(/\s+/g, ' ').trim()).filter(x => x);
		if (texts.length < 2) continue;
		read++;
		const want = texts.join(' ');
		const label = (g.getAttribute('aria-label') || '').replace(/\s+/g, ' ');
		if (!label.startsWith(want)) wrong.push(g.dataset.place + ' is named "' + label.slice(0, 80) + '"');
	}
	return {Wrong: wrong, Read: read};
})()`

// The pages speak the game's words, not the engine's notation: a seat's
// page through a three-player game, a spectator's, the lobby, the end of
// a game and the replay viewer; the notation shows only when asked for.
func TestPagesSpeakInWords(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random, Random))
	seat := h.client(game.ID, tokens[kanban.Red])
	tab := b.tab(1280, 800, false)
	check := func(what, path, ready string) {
		t.Helper()
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+path)))
		waitFor(t, tab, what, ready)
		require.Empty(t, evaluate[[]string](t, tab, notationTokens), "%s shows notation", what)
	}
	// A seat's page names each live place by the texts it shows, apart.
	named := 0
	names := func(what string) {
		t.Helper()
		got := evaluate[struct {
			Wrong []string
			Read  int
		}](t, tab, gluedLabels)
		require.Empty(t, got.Wrong, "%s: live places named by their texts run together", what)
		named += got.Read
	}
	page := `!!document.querySelector('#board svg') && document.body.dataset.busy === '0'`
	// seatPage plays the seat's turns more and checks its page.
	seatPage := func(turns int) StateResponse {
		t.Helper()
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate("about:blank"))) // no page follows the turns played
		st := seat.playTurns(turns)
		what := fmt.Sprintf("a seat's page at version %d", st.Version)
		check(what, game.Tokens[0].Page, page)
		names(what)
		return st
	}
	// From the game's start, every 25 turns.
	for moment := 0; moment < 4; moment++ {
		if seatPage(moment * 25).Over {
			break
		}
	}
	// Where the moments had no live place of two texts or more (the
	// random seats choose differently each run), a few turns more.
	for more := 0; named == 0 && more < 10; more++ {
		if seatPage(1).Over {
			break
		}
	}
	require.Positive(t, named, "no live place of two texts or more was read")
	check("a spectator's page", "/game/"+game.ID, page)

	// The notation, asked for, shows beside the words.
	game, tokens = h.client("", "").create(seats(Human, Random))
	h.client(game.ID, tokens[kanban.Red]).waitTurn()
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, tab, "the page", page+` && document.querySelectorAll('button.action').length > 0`)
	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID("show-notation"))))
	shown := evaluate[string](t, tab, `getComputedStyle(document.querySelector('button.action code.notation')).display`)
	require.Equal(t, "block", shown)
	require.True(t, strings.HasPrefix(evaluate[string](t, tab, `document.querySelector('button.action').dataset.notation`), "red "))
	evaluate[bool](t, tab, `localStorage.setItem('kanban-notation', '0'), true`)

	over, _ := h.client("", "").create(seats(Human, Random))
	require.True(t, h.client(over.ID, over.Tokens[0].Token).playTurns(100000).Over)
	check("a finished game's page", over.Tokens[0].Page, `!!document.querySelector('#result table.breakdown') && document.body.dataset.busy === '0'`)
	check("the lobby", "/", `document.querySelectorAll('#all-games li').length === 3 && [...document.querySelectorAll('.game-status')].every(e => e.textContent !== '…')`)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/replay#game="+over.ID)))
	waitFor(t, tab, "the replay", `document.body.dataset.step === '0'`)
	for _, step := range []string{"forward", "last"} {
		require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID(step))))
		waitFor(t, tab, "the replay's step", `document.body.dataset.step !== '0'`)
		require.Empty(t, evaluate[[]string](t, tab, notationTokens), "the replay viewer shows notation")
	}
}
