package main

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"
)

// The replay viewer: quick key presses add up to the step they aim at;
// its log holds the story up to the step shown, as the viewer may read
// it; it steps by turn, day and Meeting; and its end shows the result
// with the PP chart.
func TestReplayViewer(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	c := h.client("", "")
	game, _ := c.create(seats(Human, Random))
	require.True(t, h.client(game.ID, game.Tokens[0].Token).playTurns(100000).Over)
	status, body := c.do("GET", "/api/games/"+game.ID+"/replay?step=0&story=1", nil)
	require.Equal(t, http.StatusOK, status, "%s", body)
	var full ReplayResponse
	require.NoError(t, json.Unmarshal(body, &full))
	require.NotEmpty(t, full.Story)

	// told is the story's texts up to a step; first the first step after
	// from at which an event of kind begins.
	told := func(step int) []string {
		out := []string{}
		for _, l := range full.Story {
			if l.Step <= step && l.Text != "" {
				out = append(out, l.Text)
			}
		}
		return out
	}
	first := func(kind string, from int, dir int) int {
		best := -1
		for _, l := range full.Story {
			if string(mustJSON(l.Kind)) != fmt.Sprintf("%q", kind) {
				continue
			}
			if dir > 0 && l.Step > from && (best < 0 || l.Step < best) || dir < 0 && l.Step < from && l.Step > best {
				best = l.Step
			}
		}
		return best
	}

	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/replay#game="+game.ID)))
	waitFor(t, tab, "the replay", `document.body.dataset.step === '0'`)
	presses := []chromedp.Action[chromedp.Void]{}
	for range 20 {
		presses = append(presses, chromedp.KeyEvent(kb.ArrowRight))
	}
	require.NoError(t, chromedp.Do(tab, presses...))
	waitFor(t, tab, "step 20", `document.body.dataset.step === '20'`)
	logOf := `[...document.querySelectorAll('#events li')].map(li => li.textContent)`
	require.Equal(t, told(20), evaluate[[]string](t, tab, logOf), "the story up to step 20")

	step := 20
	for _, jump := range []struct{ button, kind string }{
		{"next-turn", "turn-started"}, {"next-turn", "turn-started"}, {"next-day", "day-started"}, {"prev-turn", "turn-started"},
		{"next-meeting", "meeting-started"}, {"prev-day", "day-started"}, {"next-day", "day-started"},
	} {
		dir := 1
		if jump.button[:4] == "prev" {
			dir = -1
		}
		want := first(jump.kind, step, dir)
		if want < 0 {
			want = map[int]int{1: full.Steps, -1: 0}[dir]
		}
		require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID(jump.button))))
		waitFor(t, tab, fmt.Sprintf("%s to step %d", jump.button, want), fmt.Sprintf(`document.body.dataset.step === '%d'`, want))
		step = want
		require.Equal(t, told(step), evaluate[[]string](t, tab, logOf), "the story up to step %d", step)
	}

	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID("last"))))
	waitFor(t, tab, "the end", `!!document.querySelector('#result table.breakdown') && !!document.querySelector('#result svg.chart')`)
	t.Logf("%d steps; the story %d events", full.Steps, len(full.Story))
}
