package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// The story of a game as the page tells it: a line per action, with what
// followed folded beneath it and no line twice in a row, headed by its
// days, the whole game kept however long, filtered by player, and a line
// clicked shows the board as it was after its action.
func TestTheStory(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random))
	red := h.client(game.ID, tokens[kanban.Red])
	for st := red.waitTurn(); st.Version < 500 && !st.Over; st = red.playTurns(10) {
	}
	st, log := h.hosted(game.ID)
	acted, days, blue := 0, 0, 0
	for _, e := range log {
		switch e.Kind {
		case kanban.EvActed:
			acted++
			if e.Player == kanban.Blue {
				blue++
			}
		case kanban.EvDayStarted:
			days++
		}
	}
	require.Greater(t, len(log), 400, "a story longer than the page once kept")

	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, tab, "the whole story", fmt.Sprintf(`document.body.dataset.busy === '0' && document.querySelectorAll('#events li.action').length === %d`, acted+1))
	require.Equal(t, days, evaluate[int](t, tab, `document.querySelectorAll('#events li.heading.day').length`), "a heading a day")
	require.Equal(t, "The game is set up", evaluate[string](t, tab, `document.querySelector('#events li.action .line').textContent`), "from the start")
	twice := evaluate[[]string](t, tab, `[...document.querySelectorAll('#events li.action')].flatMap(g => {
		const lines = [g.querySelector('.line').textContent, ...[...g.querySelectorAll('ul.more li')].map(li => li.textContent)];
		return lines.filter((l, i) => i > 0 && l === lines[i - 1]);
	})`)
	require.Empty(t, twice, "lines repeating the one before")

	// Blue's actions only.
	require.NoError(t, chromedp.Do(tab, chromedp.SetValue(chromedp.ID("story-filter"), "blue")))
	evaluate[bool](t, tab, `document.getElementById('story-filter').dispatchEvent(new Event('change')), true`)
	shown := evaluate[[]string](t, tab, `[...document.querySelectorAll('#events li.action')].filter(g => !g.hidden).map(g => g.dataset.player)`)
	require.Len(t, shown, blue)
	for _, p := range shown {
		require.Equal(t, "blue", p)
	}
	require.NoError(t, chromedp.Do(tab, chromedp.SetValue(chromedp.ID("story-filter"), "")))
	evaluate[bool](t, tab, `document.getElementById('story-filter').dispatchEvent(new Event('change')), true`)

	// A line clicked: the board as it was after that action.
	at := evaluate[int](t, tab, `(() => { const gs = document.querySelectorAll('#events li.action'); const g = gs[Math.floor(gs.length / 2)]; g.querySelector('.line').click(); return Number(g.dataset.last); })()`)
	waitFor(t, tab, "the board of the past", fmt.Sprintf(`document.body.dataset.past === '%d' && !document.getElementById('past').hidden`, at))
	then, err := kanban.ReplayUnchecked(log[:at])
	require.NoError(t, err)
	want := wantFacts(then.View(kanban.Red), then.IsOver())
	board := evaluate[map[string]string](t, tab, `Object.fromEntries([...document.querySelectorAll('#board [data-fact]')].map(e => [e.dataset.fact, e.textContent.replace(/\s+/g, ' ').trim()]))`)
	require.Greater(t, len(board), 50)
	var differ []string
	for k, got := range board {
		if want[k] != got {
			differ = append(differ, fmt.Sprintf("%s: %q, then %q", k, got, want[k]))
		}
	}
	require.Empty(t, differ, "the board at version %d", at)
	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID("back-to-now"))))
	waitFor(t, tab, "the present", `!document.body.dataset.past && document.body.dataset.busy === '0'`)
	now := evaluate[string](t, tab, `document.querySelector('#board [data-fact="calendar"]').textContent`)
	require.True(t, strings.HasPrefix(now, fmt.Sprintf("Day %d", st.Day())), now)
}
