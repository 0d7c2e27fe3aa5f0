package main

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// englishWords is a script listing the English a page shows: the words
// of a stop list that are never German, in its visible text (outside the
// notation a player may ask for and the language switch, which names
// English in English), its data-tips, aria-labels and titles, each with
// the text it is in. Terms both languages share (Design, Meeting, SUV,
// City, Truck, Concept, Sandra, and the Safety Car of the German edition)
// are not on the list.
const englishWords = `(() => {
	const stop = ['the', 'and', 'your', 'you', 'turn', 'of', 'with', 'from', 'take', 'takes', 'game', 'choose', 'player', 'players',
		'to', 'is', 'are', 'for', 'on', 'at', 'by', 'has', 'each', 'none', 'nothing', 'day', 'week', 'space', 'spaces', 'goal', 'goals',
		'seat', 'seats', 'car', 'cars', 'left', 'empty', 'would', 'this', 'that', 'which', 'its', 'or', 'not', 'yet', 'here', 'board',
		'show', 'back', 'step', 'next', 'previous', 'waiting', 'over', 'shift', 'shifts', 'book', 'books', 'part', 'parts', 'workstation'];
	const re = new RegExp('(?<![\\p{L}\\p{N}_-])(' + stop.join('|') + ')(?![\\p{L}\\p{N}_-])', 'iu');
	const found = [];
	const check = (s, where) => {
		const m = (s || '').replaceAll('Safety Car', '').match(re);
		if (m) found.push('"' + m[1] + '" in ' + where + ' "' + s.replace(/\s+/g, ' ').trim().slice(0, 100) + '"');
	};
	const walk = n => {
		if (n.nodeType === 3) { check(n.textContent, 'the text'); return; }
		if (n.nodeType !== 1 || n.matches('.notation, #languages, script, style, [hidden]') || getComputedStyle(n).display === 'none') return;
		for (const c of n.childNodes) walk(c);
	};
	walk(document.body);
	check(document.title, 'the title');
	for (const e of document.querySelectorAll('[data-tip], [aria-label], [title]')) {
		if (e.closest('#languages')) continue;
		check(e.dataset.tip, 'the tip');
		check(e.getAttribute('aria-label'), 'the aria-label');
		check(e.getAttribute('title'), 'the title attribute');
	}
	return [...new Set(found)];
})()`

// withLang adds lang=l to a page's address, before its fragment.
func withLang(path, l string) string {
	base, frag, hasFrag := strings.Cut(path, "#")
	sep := "?"
	if strings.Contains(base, "?") {
		sep = "&"
	}
	out := base + sep + "lang=" + l
	if hasFrag {
		out += "#" + frag
	}
	return out
}

// acceptLanguage has every request of a tab ask for the languages given,
// as a German browser does.
func acceptLanguage(langs string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
			return err
		}
		_, err := cdp.Call(ctx, tg, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: network.Headers{"Accept-Language": langs}})
		return err
	})
}

// The pages speak German: asked with ?lang=de, and by a browser whose
// Accept-Language is German alone, the lobby, a seat's page at four
// moments of a three-player game, a spectator's page, a finished game's
// and the replay viewer say <html lang="de">, show no string without
// German and no English word; and the switch on a German page goes back
// to English.
func TestPagesSpeakGerman(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random, Random))
	seat := h.client(game.ID, tokens[kanban.Red])
	over, _ := h.client("", "").create(seats(Human, Random))
	require.True(t, h.client(over.ID, over.Tokens[0].Token).playTurns(100000).Over)

	byQuery, byHeader := b.tab(1280, 800, false), b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(byHeader, acceptLanguage("de-DE,de;q=0.9")))
	tabs := []struct {
		how string
		ctx context.Context
		url func(string) string
	}{
		{"?lang=de", byQuery, func(p string) string { return withLang(p, "de") }},
		{"Accept-Language", byHeader, func(p string) string { return p }},
	}
	// Every page is checked asked for by ?lang=de; the lobby and a seat's
	// page by Accept-Language too.
	check := func(what, path, ready string, byBoth bool) {
		t.Helper()
		for i, tab := range tabs {
			if i > 0 && !byBoth {
				continue
			}
			require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(h.http.URL+tab.url(path))))
			waitFor(t, tab.ctx, what, ready)
			checkGerman(t, tab.ctx, what+" ("+tab.how+")")
		}
	}
	page := `!!document.querySelector('#board svg') && document.body.dataset.busy === '0'`
	// A seat's page at its start and every 25 turns, its story soon long
	// enough to hold most kinds of event, and a spectator's page.
	for moment := 0; moment < 4; moment++ {
		st := seat.playTurns(moment * 25)
		check(fmt.Sprintf("a seat's page at version %d", st.Version), game.Tokens[0].Page, page, moment <= 1)
	}
	check("a spectator's page", "/game/"+game.ID, page, false)
	check("a finished game's page", over.Tokens[0].Page, `!!document.querySelector('#result table.breakdown') && document.body.dataset.busy === '0'`, false)
	check("the lobby", "/", `document.querySelectorAll('#all-games li').length === 2 && !!document.querySelector('#difficulty-cards .card-text')?.textContent`, true)
	require.NoError(t, chromedp.Do(byQuery, chromedp.Navigate(h.http.URL+"/replay?lang=de#game="+over.ID)))
	waitFor(t, byQuery, "the replay", `document.body.dataset.step === '0'`)
	require.NoError(t, chromedp.Do(byQuery, chromedp.Click(chromedp.ID("last"))))
	waitFor(t, byQuery, "the replay's end", `!!document.querySelector('#result table.breakdown')`)
	checkGerman(t, byQuery, "the replay viewer")

	// The switch: English on a German page is the same page in English,
	// its seat's token kept.
	require.NoError(t, chromedp.Do(byQuery, chromedp.Navigate(h.http.URL+withLang(game.Tokens[0].Page, "de"))))
	waitFor(t, byQuery, "the German page", page)
	assert.Equal(t, "true", evaluate[string](t, byQuery, `document.querySelector('#languages a[data-lang="de"]').getAttribute('aria-current')`))
	require.NoError(t, chromedp.Do(byQuery, chromedp.Click(chromedp.CSS(`#languages a[data-lang="en"]`))))
	waitFor(t, byQuery, "the English page", `document.documentElement.lang === 'en' && `+page)
	assert.Contains(t, evaluate[string](t, byQuery, `location.href`), "#token=")
	assert.Contains(t, evaluate[string](t, byQuery, `document.getElementById('title').textContent`), "you are red")
	assert.Equal(t, "Your choices", evaluate[string](t, byQuery, `document.getElementById('choices-title').textContent`))
	// The choice is kept: the lobby, asked for with no ?lang=, is English.
	require.NoError(t, chromedp.Do(byQuery, chromedp.Navigate(h.http.URL+"/")))
	waitFor(t, byQuery, "the lobby", `!!document.getElementById('create')`)
	assert.Equal(t, "Create game", evaluate[string](t, byQuery, `document.getElementById('create').textContent`))
}

// checkGerman checks that the page shown says it is German, met no
// string without German and shows no English word.
func checkGerman(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	assert.Equal(t, "de", evaluate[string](t, ctx, `document.documentElement.lang`), "%s: <html lang>", what)
	assert.Empty(t, evaluate[[]string](t, ctx, `window.untranslated`), "%s: strings shown with no German", what)
	assert.Empty(t, evaluate[[]string](t, ctx, englishWords), "%s shows English", what)
}
