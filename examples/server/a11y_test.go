package main

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// axeSource returns axe-core's script, installed from the npm registry by
// `npm ci` in testdata/browser, or skips the test without it (fails it in
// CI, which installs it).
func axeSource(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "browser", "node_modules", "axe-core", "axe.min.js"))
	if err != nil {
		msg := "axe-core is not installed: run (cd examples/server/testdata/browser && npm ci) to check the pages' accessibility"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return string(b)
}

// axeViolation is one of axe-core's findings.
type axeViolation struct {
	ID, Impact, Help string
	Nodes            []struct{ HTML, FailureSummary string }
}

// audit runs axe-core on the page as it shows now and fails the test on a
// serious or critical violation of WCAG 2.1 A and AA. The story's first
// 150 lines and headings stand for the rest, which repeat their markup: a
// whole game's story would make an audit take seconds.
func audit(t *testing.T, ctx context.Context, axe, page string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Evaluate[bool](axe+";true"))
	require.NoError(t, err)
	found, err := chromedp.Run(ctx, chromedp.Evaluate[[]axeViolation](`axe.run({exclude: [['#events > li:nth-child(n+151)']]}, {resultTypes: ['violations'], runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})
		.then(r => r.violations.map(v => ({id: v.id, impact: v.impact, help: v.help,
			nodes: v.nodes.slice(0, 3).map(n => ({html: n.html.slice(0, 200), failureSummary: n.failureSummary}))})))`, chromedp.EvalAwaitPromise))
	require.NoError(t, err)
	var bad []string
	for _, v := range found {
		t.Logf("%s: axe %s (%s): %s", page, v.ID, v.Impact, v.Help)
		if v.Impact == "serious" || v.Impact == "critical" {
			for _, n := range v.Nodes {
				bad = append(bad, v.ID+": "+n.HTML+" — "+strings.ReplaceAll(n.FailureSummary, "\n", " "))
			}
		}
	}
	require.Empty(t, bad, "%s: serious or critical accessibility violations", page)
}

// TestAccessibility: axe-core finds no serious or critical violation on
// the lobby, a seat's game page mid-game and the replay viewer; on the
// lobby asking to add a restore link's seats, a finished game's page, the
// seat's page on a phone, a spectator's page, and the seat's page, the
// lobby and the replay viewer in German too.
func TestAccessibility(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	axe := axeSource(t)
	h := startHost(t, "")
	c := h.client("", "")
	resp, tokens := c.create(seats(Human, Random))
	seat := h.client(resp.ID, tokens[kanban.Red])
	seat.playTurns(25)

	desk := b.tab(1280, 800, false)
	tabs := []context.Context{desk, b.tab(390, 844, true)} // and a phone
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, desk, "the lobby's list", `document.querySelectorAll('#all-games a').length > 0`)
	audit(t, desk, axe, "the lobby")
	link := restoreLink(t, h.http.URL, []map[string]string{{"id": resp.ID, "color": "red", "token": tokens[kanban.Red]}})
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate("about:blank"), chromedp.Navigate(link), chromedp.WaitVisible(chromedp.ID("restore-accept"))))
	audit(t, desk, axe, "the lobby asking to add a restore link's seats")
	for _, tab := range tabs {
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+resp.Tokens[0].Page)))
		waitFor(t, tab, "the board", `!!document.querySelector('#board svg') && document.querySelectorAll('button.action').length > 0`)
		audit(t, tab, axe, "a seat's game page")
	}
	// A seat's page without the hand.
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+"/game/"+resp.ID)))
	waitFor(t, desk, "the board", `!!document.querySelector('#board svg')`)
	audit(t, desk, axe, "a spectator's game page")

	// A finished game in the replay viewer.
	over, _ := c.create(seats(Human, Random))
	st := h.client(over.ID, over.Tokens[0].Token).playTurns(100000)
	require.True(t, st.Over)
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+"/replay#game="+over.ID)))
	waitFor(t, desk, "the replay", `document.body.dataset.step === '0'`)
	require.NoError(t, chromedp.Do(desk, chromedp.Click(chromedp.ID("last"))))
	waitFor(t, desk, "the replay's end", `!!document.querySelector('#result table.breakdown')`)
	audit(t, desk, axe, "the replay viewer")

	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+over.Tokens[0].Page)))
	waitFor(t, desk, "the result", `!!document.querySelector('#result table.breakdown') && document.body.dataset.busy === '0'`)
	audit(t, desk, axe, "a finished game's page")
	// The pages in German, each saying it is German.
	de := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(de, chromedp.Navigate(h.http.URL+withLang(resp.Tokens[0].Page, "de"))))
	waitFor(t, de, "the German board", `document.documentElement.lang === 'de' && !!document.querySelector('#board svg') && document.querySelectorAll('button.action').length > 0`)
	audit(t, de, axe, "a seat's game page in German")
	require.NoError(t, chromedp.Do(de, chromedp.Navigate(h.http.URL+"/?lang=de"), chromedp.WaitVisible(chromedp.ID("create"))))
	waitFor(t, de, "the German lobby's list", `document.documentElement.lang === 'de' && document.querySelectorAll('#all-games a').length > 0`)
	audit(t, de, axe, "the lobby in German")
	require.NoError(t, chromedp.Do(de, chromedp.Navigate(h.http.URL+"/replay?lang=de#game="+over.ID)))
	waitFor(t, de, "the German replay", `document.body.dataset.step === '0'`)
	require.NoError(t, chromedp.Do(de, chromedp.Click(chromedp.ID("last"))))
	waitFor(t, de, "the German replay's end", `!!document.querySelector('#result table.breakdown')`)
	audit(t, de, axe, "the replay viewer in German")
}
