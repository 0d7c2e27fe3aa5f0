package main

import (
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// fitsTheScreen is a script listing what makes the page wider than its
// viewport: the page's own width, and each element reaching beyond the
// right edge outside the board's frame, which pans within itself.
const fitsTheScreen = `(() => {
	const w = document.documentElement.clientWidth, out = [];
	if (document.documentElement.scrollWidth > w) out.push('the page is ' + document.documentElement.scrollWidth + ' px wide');
	for (const e of document.querySelectorAll('body *')) {
		if (e.closest('.board-frame') || e.closest('[hidden]')) continue;
		const r = e.getBoundingClientRect();
		if (r.width && r.right > w + 0.5) out.push(e.tagName.toLowerCase() + (e.id ? '#' + e.id : '') + ' reaches ' + Math.round(r.right));
	}
	return out.slice(0, 10);
})()`

// smallTargets is a script listing the live places on the board whose
// target is smaller than 24 px either way, or whose middle, scrolled into
// view, a tap would not reach.
const smallTargets = `(() => {
	const out = [];
	for (const e of document.querySelectorAll('#board .place.live')) {
		e.scrollIntoView({block: 'center', inline: 'center'});
		const r = e.getBoundingClientRect();
		if (r.width < 24 || r.height < 24) out.push(e.dataset.place + ' is ' + r.width.toFixed(1) + '×' + r.height.toFixed(1));
		const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
		if (!at || at.closest('.place') !== e) out.push(e.dataset.place + ': a tap at its middle reaches ' + (at ? at.tagName : 'nothing'));
	}
	window.scrollTo(0, 0);
	return out;
})()`

// On a 390×844 phone no page is wider than the screen (the lobby, a
// seat's page, a spectator's, a finished game's and the replay viewer, in
// English and in German);
// a seat's page shows its choices and hand before the board; the board
// zooms by its buttons and by pinching inside its own frame; and every
// live place is a target of at least 24 px.
func TestOnAPhone(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Random))
	h.client(game.ID, tokens[kanban.Red]).playTurns(12)
	over, _ := c.create(seats(Human, Random))
	require.True(t, h.client(over.ID, over.Tokens[0].Token).playTurns(100000).Over)

	phone := b.tab(390, 844, true)
	for _, lang := range []string{"en", "de"} {
		for _, page := range []struct{ what, path, ready string }{
			{"the lobby", "/", `document.querySelectorAll('#all-games li').length === 2`},
			{"a seat's page", game.Tokens[0].Page, `!!document.querySelector('#board svg') && document.body.dataset.busy === '0'`},
			{"a spectator's page", "/game/" + game.ID, `!!document.querySelector('#board svg') && document.body.dataset.busy === '0'`},
			{"a finished game's page", over.Tokens[0].Page, `!!document.querySelector('#result table.breakdown') && document.body.dataset.busy === '0'`},
			{"the replay viewer", "/replay#game=" + over.ID, `document.body.dataset.step === '0'`},
		} {
			require.NoError(t, chromedp.Do(phone, chromedp.Navigate(h.http.URL+withLang(page.path, lang))))
			waitFor(t, phone, page.what, page.ready)
			if page.what == "the replay viewer" {
				require.NoError(t, chromedp.Do(phone, chromedp.Click(chromedp.ID("last"))))
				waitFor(t, phone, "the replay's end", `!!document.querySelector('#result table.breakdown')`)
			}
			require.Empty(t, evaluate[[]string](t, phone, fitsTheScreen), "%s in %s at 390×844", page.what, lang)
		}
	}
	// The German pages set the lang cookie: the rest is in English again.
	require.NoError(t, chromedp.Do(phone, chromedp.Navigate(h.http.URL+"/?lang=en")))

	require.NoError(t, chromedp.Do(phone, chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, phone, "the board", `!!document.querySelector('#board svg') && document.body.dataset.busy === '0' && document.querySelectorAll('button.action').length > 0`)
	order := evaluate[[]float64](t, phone, `['#actions-panel', '.panel.hand', '.board-frame', '#log'].map(s => document.querySelector(s).getBoundingClientRect().top)`)
	require.IsIncreasing(t, order, "the choices, the hand, the board, then the story")
	require.Empty(t, evaluate[[]string](t, phone, smallTargets), "the live places' targets")
	evaluate[bool](t, phone, `window.scrollTo(0, 2000), true`)
	status := evaluate[struct{ Top, Bottom float64 }](t, phone, `(() => { const r = document.getElementById('status').getBoundingClientRect(); return {Top: r.top, Bottom: r.bottom}; })()`)
	require.True(t, status.Top >= 0 && status.Bottom < 60, "the status pinned at the top, the header's other rows scrolled away: %+v", status)
	evaluate[bool](t, phone, `window.scrollTo(0, 0), true`)

	width := func() float64 {
		return evaluate[float64](t, phone, `document.getElementById('board').getBoundingClientRect().width`)
	}
	before := width()
	require.NoError(t, chromedp.Do(phone, chromedp.Click(`[aria-label="zoom in"]`)))
	require.InDelta(t, before*1.25, width(), 1, "+ zooms in by a quarter")
	require.NoError(t, chromedp.Do(phone, chromedp.Click(`[aria-label="fit the board to the frame's width"]`)))
	frame := evaluate[float64](t, phone, `document.querySelector('.board-frame').clientWidth`)
	require.InDelta(t, frame, width(), 2, "fit: the board as wide as its frame")
	require.Empty(t, evaluate[[]string](t, phone, fitsTheScreen), "zoomed")

	// Two fingers moving apart on the board's frame zoom it in.
	fitted := width()
	r := evaluate[struct{ X, Y float64 }](t, phone, `(() => { const f = document.querySelector('.board-frame'); f.scrollIntoView(); const r = f.getBoundingClientRect(); return {X: r.left + r.width / 2, Y: r.top + Math.min(r.height, 300) / 2}; })()`)
	fingers := func(typ input.DispatchTouchEventType, apart float64) chromedp.Action[chromedp.Void] {
		return touch(typ, [2]float64{r.X - apart, r.Y}, [2]float64{r.X + apart, r.Y})
	}
	actions := []chromedp.Action[chromedp.Void]{fingers(input.DispatchTouchEventTypeTouchStart, 30)}
	for d := 40.0; d <= 90; d += 10 {
		actions = append(actions, fingers(input.DispatchTouchEventTypeTouchMove, d))
	}
	actions = append(actions, touch(input.DispatchTouchEventTypeTouchEnd))
	require.NoError(t, chromedp.Do(phone, actions...))
	pinched := width()
	require.Greater(t, pinched, fitted*2, "fingers moving from 60 to 180 px apart zoom in about threefold")
	require.Empty(t, evaluate[[]string](t, phone, fitsTheScreen), "pinched")
	require.Empty(t, evaluate[[]string](t, phone, smallTargets), "the live places' targets, zoomed in")
	t.Logf("the board %.0f px wide by default, %.0f fitted, %.0f pinched", before, fitted, pinched)
}

// stubAlerts replaces the page's Notification API and visibility with
// ones the test reads and sets: __asked counts the permission prompts,
// __notes holds the notifications shown, __hidden hides the tab.
const stubAlerts = `
window.__asked = 0; window.__notes = []; window.__hidden = false;
window.Notification = class {
	constructor(title, o) { window.__notes.push(title + ': ' + (o && o.body)); }
	static requestPermission() { window.__asked++; window.Notification.permission = 'granted'; return Promise.resolve('granted'); }
};
window.Notification.permission = 'default';
Object.defineProperty(Document.prototype, 'visibilityState', { get() { return window.__hidden ? 'hidden' : 'visible'; } });
`

// Knowing it is one's turn: the title says so and what is asked; the
// header with the status stays in view; a notification, asked for by a
// click and never on load, comes when the turn comes while the tab is
// hidden; the creator's hand-over turns the seat's page into a
// spectator's at once; and at the end the page goes to the result,
// which the side panel sums up with each player's PP.
func TestKnowingItIsYourTurn(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	c := h.client("", "")
	game, tokens := c.create(seats(Human, Human))
	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab, addScript(stubAlerts), chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, tab, "the page", `document.body.dataset.busy === '0' && !!document.querySelector('#board svg')`)
	require.Zero(t, evaluate[int](t, tab, `window.__asked`), "no permission asked on load")

	// play acts for whoever's turn it is until it is until's turn.
	play := func(until kanban.Color) kanban.GameState {
		for {
			st, _ := h.hosted(game.ID)
			if st.IsOver() || st.Next().Player == until {
				return st
			}
			legal := st.LegalActions()
			h.client(game.ID, tokens[st.Next().Player]).act(st.Version(), legal[pick(st.Version(), legal)].String())
		}
	}
	st := play(kanban.Red)
	waitFor(t, tab, "red's turn", fmt.Sprintf(`Number(document.body.dataset.version) === %d && document.body.dataset.busy === '0'`, st.Version()))
	require.Equal(t, "▶ Your turn: "+st.Next().Describe()+" · Kanban EV", evaluate[string](t, tab, `document.title`))

	require.NoError(t, chromedp.Do(tab, chromedp.Click(chromedp.ID("notify"))))
	waitFor(t, tab, "the notifications on", `document.getElementById('notify').getAttribute('aria-pressed') === 'true'`)
	require.Equal(t, 1, evaluate[int](t, tab, `window.__asked`))

	// The header stays in view when the page scrolls.
	evaluate[bool](t, tab, `window.scrollTo(0, 1500), true`)
	require.InDelta(t, 0, evaluate[float64](t, tab, `document.querySelector('header').getBoundingClientRect().top`), 0.5)
	require.Equal(t, "your turn", evaluate[string](t, tab, `document.getElementById('status').textContent`))

	// Red acts; blue's turn; the tab hidden, red's turn comes again.
	legal := st.LegalActions()
	h.client(game.ID, tokens[kanban.Red]).act(st.Version(), legal[pick(st.Version(), legal)].String())
	st = play(kanban.Blue)
	waitFor(t, tab, "blue's turn", fmt.Sprintf(`Number(document.body.dataset.version) === %d && document.body.dataset.busy === '0'`, st.Version()))
	require.Equal(t, "Kanban EV · game "+game.ID, evaluate[string](t, tab, `document.title`))
	evaluate[bool](t, tab, `window.__hidden = true`)
	st = play(kanban.Red)
	waitFor(t, tab, "the notification", `window.__notes.length === 1`)
	require.Equal(t, "Kanban EV: your turn: "+st.Next().Describe(), evaluate[string](t, tab, `window.__notes[0]`))

	// The creator hands red to a bot: red's tab says so and follows the
	// game as a spectator.
	status, body := c.as(game.Creator).do("POST", "/api/games/"+game.ID+"/seats/red/bot", HandOverRequest{Kind: Greedy, Version: st.Version()})
	require.Equal(t, 200, status, "%s", body)
	waitFor(t, tab, "the hand-over told", `!document.getElementById('handed-over').hidden && document.querySelectorAll('button.action').length === 0`)
	require.Contains(t, evaluate[string](t, tab, `document.getElementById('status').textContent`), "handed to a bot")
	require.Empty(t, evaluate[string](t, tab, `location.hash`), "the token is dropped")

	// Blue plays on against the bot to the end, the page following; it
	// goes to the result at the end.
	evaluate[bool](t, tab, `window.__hidden = false, window.scrollTo(0, 99999), true`)
	blue := h.client(game.ID, tokens[kanban.Blue])
	end := blue.playTurns(100000)
	require.True(t, end.Over)
	waitFor(t, tab, "the end", `document.title.startsWith('Game over: ') && document.body.dataset.busy === '0'`)
	top := evaluate[float64](t, tab, `document.getElementById('result').getBoundingClientRect().top`)
	require.True(t, top >= 0 && top < 100, "the result in view, at %.0f px", top)
	res := end.Result
	want := []string{}
	for _, s := range res.Standings {
		who := s.Color.String()
		want = append(want, fmt.Sprintf("%s%s %d PP", string([]rune(who)[0]-32), who[1:], s.PP))
	}
	require.Equal(t, want, evaluate[[]string](t, tab, `[...document.querySelectorAll('ol.standings li')].map(li => li.textContent)`))
	require.Contains(t, evaluate[string](t, tab, `document.getElementById('winner').textContent`), "Game over: ")
}
