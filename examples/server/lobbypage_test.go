package main

import (
	"context"
	"encoding/json"
	"fmt"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLobbyPage: the lobby, at 1280×800 and on a 390×844 phone, keeps each
// seat's controls whole (a label with its box, a budget with its unit) and
// within the page; names each Difficulty card by its title with what it
// does; and lists this browser's seats with where each game stands:
// orientation and whose turn, or over and who won. A solo game's page
// names its Difficulty cards the same way. Every page links its icon, and
// none of their requests is answered 404. The page's texts count 1 thing
// in the singular and 2 in the plural.
func TestLobbyPage(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	c := h.client("", "")

	// Two people's game in orientation, both seats this browser's; and a
	// solo game played to its end.
	duel, duelTokens := c.create(seats(Human, Human))
	status, body := c.do("POST", "/api/games", `{"seats":[{"color":"blue","kind":"human"}],"solo":{"difficulty":["cushy-speech","forced-overtime"]}}`)
	require.Equal(t, 201, status, "%s", body)
	var solo CreateResponse
	require.NoError(t, json.Unmarshal(body, &solo))
	h.client(solo.ID, solo.Tokens[0].Token).playTurns(100000)
	soloEnd, _ := h.hosted(solo.ID)
	duelState, _ := h.hosted(duel.ID)
	held := []map[string]string{
		{"id": duel.ID, "color": "red", "token": duelTokens[kanban.Red], "created": "2024-01-01T00:00:00Z"},
		{"id": duel.ID, "color": "blue", "token": duelTokens[kanban.Blue], "created": "2024-01-01T00:00:00Z"},
		{"id": solo.ID, "color": "blue", "token": solo.Tokens[0].Token, "created": "2024-01-01T00:00:00Z"},
	}
	turn := func(c kanban.Color) string {
		if duelState.Next().Player == c {
			return "orientation · your turn"
		}
		return "orientation · " + duelState.Next().Player.String() + "'s turn"
	}
	res, _ := soloEnd.Result()
	soloOver := "over · the Colleagues won"
	if res.Standings[0].Color == kanban.Blue {
		soloOver = "over · you won"
	}
	wantStatus := map[string]string{duel.ID + " red": turn(kanban.Red), duel.ID + " blue": turn(kanban.Blue), solo.ID + " blue": soloOver}

	desk, phone := b.tab(1280, 800, false), b.tab(390, 844, true)
	missing := notFound(t, desk)
	for _, tab := range []context.Context{desk, phone} {
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/"), chromedp.WaitVisible(chromedp.ID("create"))))
		stored, err := json.Marshal(held)
		require.NoError(t, err)
		evaluate[bool](t, tab, fmt.Sprintf(`localStorage.setItem('kanban-games', %q), true`, stored))
		require.NoError(t, chromedp.Do(tab, chromedp.Reload(), chromedp.WaitVisible(chromedp.ID("create"))))
		for i := 1; i < 4; i++ {
			require.NoError(t, chromedp.Do(tab, chromedp.SetValue(chromedp.ID(fmt.Sprintf("seat-%d", i)), "ismcts"), chromedp.WaitVisible(chromedp.ID(fmt.Sprintf("budget-%d", i)))))
		}
		waitFor(t, tab, "the Difficulty cards' texts", `[...document.querySelectorAll('#difficulty-cards .card-text')].every(e => e.textContent !== '')`)
		w := evaluate[int](t, tab, `document.documentElement.clientWidth`)
		assert.Empty(t, evaluate[[]string](t, tab, lobbyLayout), "the lobby's layout at %d px", w)
	}

	// The Difficulty cards, by title and what each does.
	type card struct{ Value, Title, Text string }
	var want []card
	for _, d := range (kanban.Edition{}).DifficultyCards() {
		want = append(want, card{d.Card.String(), fmt.Sprintf("#%d %s", d.Number, d.Title), d.Text})
	}
	got := evaluate[[]card](t, desk, `[...document.querySelectorAll('#difficulty-cards label')].map(l => ({
		Value: l.querySelector('input').value, Title: l.querySelector('.card-title').textContent, Text: l.querySelector('.card-text').textContent}))`)
	assert.Empty(t, cmp.Diff(want, got), "the Difficulty cards (-want +got)")

	// Where each of this browser's games stands.
	waitFor(t, desk, "each game's status", `[...document.querySelectorAll('#my-games .game-status')].every(e => e.textContent !== '…')`)
	shown := evaluate[map[string]string](t, desk, `Object.fromEntries([...document.querySelectorAll('#my-games .game-status')].map(e => [e.dataset.game + ' ' + e.dataset.color, e.textContent]))`)
	assert.Equal(t, wantStatus, shown)

	// The solo game's page names its Difficulty cards, as every fact of
	// the page is its View's.
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+solo.Tokens[0].Page)))
	waitFor(t, desk, "the solo game's page", fmt.Sprintf(`Number(document.body.dataset.version) === %d && document.body.dataset.busy === '0'`, soloEnd.Version()))
	facts, err := pageFacts(desk)
	require.NoError(t, err)
	for k := range facts {
		if strings.HasPrefix(k, "result/") {
			delete(facts, k)
		}
	}
	assert.Empty(t, cmp.Diff(wantFacts(soloEnd.View(kanban.Blue), true), facts), "the solo game's page (-view +page)")
	assert.Contains(t, facts["difficulty/0"], "#2 Cushy Speech: ")

	// The texts the page writes, from a View whose counts are all 1, then
	// all 2.
	for _, n := range []int{1, 2} {
		text := pageTexts(t, desk, soloEnd, n)
		if m := pageOneOfMany.FindString(text); n == 1 && m != "" {
			t.Errorf("the page counts %q", m)
		}
		for _, want := range map[int][]string{
			1: {"1 Banked Shift · 1 Book · 1 Voucher", "1 Demand tile face down", "1 pass in a row", "1 motor, 1 autopilot, 1 battery", "1 car, 1 Tested Design, 1 Banked Shift", "ismcts, 1 iteration"},
			2: {"2 Banked Shifts · 2 Books · 2 Vouchers", "2 Demand tiles face down", "2 passes in a row", "2 motors, 2 autopilots, 2 batteries, 2 bodies, 2 electronics, 2 drivetrains", "2 cars, 2 Tested Designs, 2 Banked Shifts", "ismcts, 2 iterations"},
		}[n] {
			assert.Contains(t, text, want, "counts of %d", n)
		}
	}

	// Every page's icon, and no request answered 404.
	for _, page := range []string{"/", "/replay", solo.Tokens[0].Page} {
		require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+page)))
		waitFor(t, desk, "the page's icon", `(() => { const l = document.querySelector('link[rel=icon]'); return !!l && l.href.endsWith('/static/favicon.svg'); })()`)
		assert.Equal(t, 200, awaited[int](t, desk, `fetch(document.querySelector('link[rel=icon]').href).then(r => r.status)`), page)
		assert.Equal(t, 200, awaited[int](t, desk, `fetch('/favicon.ico').then(r => r.status)`), page)
	}
	assert.Empty(t, missing(), "requests answered 404")
}

// awaited runs a script in the page that returns a promise, and decodes
// the value it resolves to.
func awaited[T any](t *testing.T, ctx context.Context, script string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](script, chromedp.EvalAwaitPromise))
	require.NoError(t, err, "evaluating %.80s", script)
	return v
}

// notFound records the requests of a tab answered 404 from now on, and
// returns a function that lists them.
func notFound(t *testing.T, ctx context.Context) func() []string {
	var mu sync.Mutex
	var urls []string
	chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*network.EventResponseReceived); ok && e.Response.Status == 404 {
			mu.Lock()
			urls = append(urls, e.Response.URL)
			mu.Unlock()
		}
	})
	require.NoError(t, chromedp.Do(ctx, chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
		_, err := cdp.Call(ctx, t, network.Enable, network.EnableParams{})
		return err
	})))
	return func() []string {
		mu.Lock()
		defer mu.Unlock()
		return append([]string(nil), urls...)
	}
}

// lobbyLayout lists what breaks the lobby's layout: a seat's label, budget
// or Difficulty card's box and title broken across lines, or a control
// past the edge of its form or of the page.
const lobbyLayout = `(() => {
	const bad = [];
	const root = document.documentElement;
	if (root.scrollWidth > root.clientWidth) bad.push('the page is ' + root.scrollWidth + ' px wide in ' + root.clientWidth);
	const name = e => e.id || e.className || e.textContent.trim().slice(0, 30);
	// oneLine reports whether the boxes of an element's contents share a
	// line: their middles no further apart than half the tallest.
	const oneLine = (...parts) => {
		const rects = parts.flatMap(p => { const r = document.createRange(); r.selectNodeContents(p); return [...r.getClientRects(), ...(p.getClientRects ? [...p.getClientRects()] : [])]; })
			.filter(r => r.width > 0 && r.height > 0);
		const mids = rects.map(r => r.top + r.height / 2), tall = Math.max(...rects.map(r => r.height));
		return Math.max(...mids) - Math.min(...mids) <= tall / 2;
	};
	document.querySelectorAll('#seats label, #seats .seat-budget:not([hidden])').forEach(e => { if (!oneLine(e)) bad.push(name(e) + ' breaks across lines'); });
	document.querySelectorAll('#difficulty-cards label').forEach(e => {
		const title = e.querySelector('.card-title');
		if (!title) bad.push(name(e) + ' has no title');
		else if (!oneLine(e.querySelector('input'), title)) bad.push(name(e) + ': its box and title break across lines');
	});
	const form = document.getElementById('new-game').getBoundingClientRect();
	document.querySelectorAll('#new-game select, #new-game input, #new-game label').forEach(e => {
		const r = e.getBoundingClientRect();
		if (r.width === 0) return;
		if (r.left < form.left - 1 || r.right > form.right + 1) bad.push(name(e) + ' reaches past the form (' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' in ' + Math.round(form.left) + ' to ' + Math.round(form.right) + ')');
	});
	return bad;
})()`

// pageOneOfMany finds a count of 1 followed by a plural noun in the
// page's texts: "1 Books", "1 Banked Shifts".
var pageOneOfMany = regexp.MustCompile(`(^|[^\w-])1 (?:(?:[A-Z][A-Za-z&]*|unused|stored|empty|own|more) ){0,2}(Shifts|Books|Vouchers|tokens|cars|parts|Designs|tiles|cards|goals|players|` +
	`spaces|certifications|passes|actions|days|motors|autopilots|batteries|bodies|drivetrains|iterations|choices)\b`)

// pageTexts draws the table, the hand, Sandra's panel and the result of
// the page's modules from the end of a game whose counts are all set to
// n, and returns their texts, one a line.
func pageTexts(t *testing.T, ctx context.Context, end kanban.GameState, n int) string {
	t.Helper()
	v := end.View(end.Players()[0])
	for i := range v.Players {
		p := &v.Players[i]
		p.BankedShifts, p.Books, p.Vouchers = n, n, n
		for k := range p.Parts {
			p.Parts[k] = n
		}
	}
	v.DemandStack, v.MeetingPasses = n, n
	for d := range v.AwardStacks {
		v.AwardStacks[d].Tiles = n
	}
	for i := range v.Demand {
		v.Demand[i].Tokens = n
	}
	v.Turn.Player, v.Turn.Workstation, v.Turn.Shifts = v.Viewer, kanban.WorkstationOf(components.Logistics, true), n
	if v.Solo != nil {
		for k := range v.Solo.ColleagueParts {
			v.Solo.ColleagueParts[k] = n
		}
	}
	res, ok := end.Result()
	require.True(t, ok)
	for i := range res.Standings {
		s := &res.Standings[i]
		s.Cars, s.TestedDesigns, s.BankedShifts = n, n, n
	}
	view, err := json.Marshal(v)
	require.NoError(t, err)
	result, err := json.Marshal(res)
	require.NoError(t, err)
	return awaited[string](t, ctx, fmt.Sprintf(`(async (v, result) => {
		const board = await import('/static/board.js'), parts = await import('/static/parts.js'), seats = await import('/static/seats.js');
		const cat = await (await fetch('/api/catalogue')).json();
		const box = document.createElement('div');
		box.append(...board.drawTable(v, cat), ...parts.sandraPanel(v, cat), ...board.handPanel(v, cat), parts.resultPanel({ view: v, result, pp_history: [] }, cat),
			document.createTextNode(seats.botText({ kind: 'ismcts', iterations: %d })));
		const out = [], walk = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
		while (walk.nextNode()) out.push(walk.currentNode.textContent);
		return out.join('\n');
	})(%s, %s)`, n, view, result))
}
