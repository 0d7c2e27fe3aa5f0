package main

import (
	"context"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chrome returns the path of a Chrome or Chromium to drive, or "": Chromium's
// headless shell first, which renders the same pages for about half the
// CPU of the whole browser.
func chrome() string {
	for _, name := range []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// needChrome skips the test in a default run, since the browser tests are
// soak runs (KANBAN_SOAK=1), and without a browser, or fails it in CI,
// which must run it.
func needChrome(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("a browser test: without -short")
	}
	soak.Only(t, "a browser test")
	p := chrome()
	if p == "" {
		msg := "Chrome or Chromium not found (chromium-headless-shell, chromium, chromium-browser, google-chrome on PATH): install it (apt-get install chromium-headless-shell, or chromium) to run the browser tests"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return p
}

// browser is a test's part of the one Chromium the package's tests share
// (sharedBrowser): each tab is a browser context of its own, with its own
// storage, as two people's browsers are.
type browser struct {
	t     *testing.T
	alloc context.Context
	mu    sync.Mutex
	errs  []string // the pages' uncaught exceptions and console errors
}

// sharedBrowser is the Chromium the package's browser tests share, started
// by the first that needs it and stopped by TestMain: starting one a test
// cost more than some tests themselves.
var sharedBrowser struct {
	once   sync.Once
	root   context.Context
	stop   func()
	dir    string
	failed error
}

func startBrowser(t *testing.T) *browser {
	path := needChrome(t)
	sb := &sharedBrowser
	sb.once.Do(func() {
		dir, err := os.MkdirTemp("", "kanban-chromium-")
		if err != nil {
			sb.failed = err
			return
		}
		sb.dir = dir
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.UserDataDir(dir),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
		)
		alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
		// The first context starts the browser, in which each tab then
		// makes a browser context of its own.
		root, cancelRoot := chromedp.NewContext(alloc)
		sb.root, sb.stop = root, func() { cancelRoot(); cancelAlloc() }
		sb.failed = chromedp.Do(root)
	})
	require.NoError(t, sb.failed, "starting Chromium")
	b := &browser{t: t, alloc: sb.root}
	t.Cleanup(func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		require.Empty(t, b.errs, "the pages' script errors")
	})
	return b
}

// stopBrowser stops the shared Chromium, if one was started.
func stopBrowser() {
	sb := &sharedBrowser
	if sb.stop != nil {
		sb.stop()
	}
	if sb.dir != "" {
		os.RemoveAll(sb.dir)
	}
}

// tab opens a page in a new browser context with a w×h viewport (a phone's
// with mobile true).
func (b *browser) tab(w, h int64, mobile bool) context.Context {
	ctx, cancel := chromedp.NewContext(b.alloc, chromedp.WithNewBrowserContext())
	b.t.Cleanup(cancel)
	ctx, cancel = context.WithTimeout(ctx, 8*time.Minute)
	b.t.Cleanup(cancel)
	chromedp.Listen(ctx, func(ev any) {
		var msg string
		switch e := ev.(type) {
		case *runtime.EventExceptionThrown:
			msg = e.ExceptionDetails.Text
			if e.ExceptionDetails.Exception != nil {
				msg += " " + e.ExceptionDetails.Exception.Description
			}
		case *runtime.EventConsoleAPICalled:
			if e.Type != runtime.ConsoleAPICalledTypeError {
				return
			}
			for _, a := range e.Args {
				msg += string(a.Value) + a.Description + " "
			}
		default:
			return
		}
		b.mu.Lock()
		b.errs = append(b.errs, msg)
		b.mu.Unlock()
	})
	opt := []chromedp.EmulateViewportOption{}
	if mobile {
		opt = append(opt, chromedp.EmulateMobile)
	}
	require.NoError(b.t, chromedp.Do(ctx, reportCSPViolations, chromedp.EmulateViewport(w, h, opt...)))
	return ctx
}

// cspViolation starts the console error each page of a tab reports a
// Content-Security-Policy violation with, which fails the test.
const cspViolation = "Content-Security-Policy violation"

// reportCSPViolations has every page of the tab report each violation of
// its Content-Security-Policy as a console error: a script or style the
// policy blocked, which would leave the page broken.
var reportCSPViolations = addScript(`addEventListener('securitypolicyviolation', e => console.error(` + strconv.Quote(cspViolation+": ") +
	` + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'an inline one') + ' at ' + e.sourceFile + ':' + e.lineNumber), true);`)

// addScript runs a script in every document the tab loads, before the
// page's own.
func addScript(src string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: src})
		return err
	})
}

// touch dispatches a touch event of typ with a finger at each point (x,
// y); the end of a touch takes none.
func touch(typ input.DispatchTouchEventType, points ...[2]float64) chromedp.Action[chromedp.Void] {
	pts := []*input.TouchPoint{}
	for i, pt := range points {
		id := float64(i + 1)
		pts = append(pts, &input.TouchPoint{X: pt[0], Y: pt[1], ID: &id})
	}
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		_, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
		return err
	})
}

// take removes and returns the errors reported that contain what.
func (b *browser) take(what string) []string {
	b.mu.Lock()
	defer b.mu.Unlock()
	var taken, kept []string
	for _, e := range b.errs {
		if strings.Contains(e, what) {
			taken = append(taken, e)
		} else {
			kept = append(kept, e)
		}
	}
	b.errs = kept
	return taken
}

// evaluate runs a script in the page and decodes its value.
func evaluate[T any](t *testing.T, ctx context.Context, script string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](script))
	require.NoError(t, err, "evaluating %.80s", script)
	return v
}

// waitFor waits, for at most ten seconds, until a script returns true.
// The page checks it every 10 ms itself, answering once it holds or after
// a second: one call into the browser a second rather than a hundred. A
// navigation under way, which loses the page's answer, is asked again.
func waitFor(t *testing.T, ctx context.Context, what, script string) {
	t.Helper()
	wait := fmt.Sprintf(`new Promise(done => {
		const end = Date.now() + 1000;
		const check = () => {
			let ok = false;
			try { ok = !!(%s); } catch (e) {}
			if (ok || Date.now() >= end) done(ok); else setTimeout(check, 10);
		};
		check();
	})`, script)
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); {
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool](wait, chromedp.EvalAwaitPromise))
		if err == nil && ok {
			return
		}
		if err != nil {
			time.Sleep(10 * time.Millisecond)
		}
	}
	t.Fatalf("waiting for %s: %s stayed false", what, script)
}

// clickAt scrolls the n-th element of a selector into view and clicks its
// middle (its first rectangle's, for a place on the board) with the mouse,
// as a person does.
func clickAt(t *testing.T, ctx context.Context, selector string, n int) string {
	t.Helper()
	type point struct {
		X, Y float64
		What string
	}
	p := evaluate[point](t, ctx, fmt.Sprintf(`((sel, i) => {
		const e = document.querySelectorAll(sel)[i];
		const target = e.matches('g') ? (e.querySelector('rect') || e) : e;
		target.scrollIntoView({block: 'center', inline: 'center'});
		const r = target.getBoundingClientRect();
		const x = r.left + Math.min(r.width / 2, 12), y = r.top + r.height / 2;
		const at = document.elementFromPoint(x, y);
		const what = (e.dataset.place || e.dataset.notation || e.id) + (e.contains(at) ? '' : ' (covered by ' + (at ? at.outerHTML.slice(0, 120) : 'nothing') + ')');
		return {x, y, what};
	})(%q, %d)`, selector, n))
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(p.X, p.Y)), "clicking %s #%d", selector, n)
	return p.What
}

// seatTab is a person's browser at one seat of a game.
type seatTab struct {
	ctx   context.Context
	color kanban.Color
}

// player clicks through a game in its seats' tabs as people would, and
// checks at each decision that every page shows the View of its seat.
type player struct {
	t *testing.T
	// bot, when set, chooses each action, which is then clicked: a
	// random clicker gets fired early in solo.
	bot     bots.Bot
	h       *host
	game    string
	rng     *rand.Rand
	clicks  int
	places  int // clicks on the board rather than the list
	checked int // decisions whose page was compared with the View
	// checking and playing are the time spent comparing pages with Views
	// and clicking and waiting for the action to be played.
	checking, playing time.Duration
}

// pageVersion is the version of the game the page shows.
func pageVersion(t *testing.T, ctx context.Context) uint32 {
	return evaluate[uint32](t, ctx, `Number(document.body.dataset.version || 0)`)
}

// check compares what the tab shows with its seat's View.
func (p *player) check(tab seatTab) {
	t := p.t
	t.Helper()
	st, _ := p.h.hosted(p.game)
	waitFor(t, tab.ctx, "the page to show the game's version", fmt.Sprintf(`Number(document.body.dataset.version) === %d && document.body.dataset.busy === '0'`, st.Version()))
	got, err := pageFacts(tab.ctx)
	require.NoError(t, err)
	want := wantFacts(st.View(tab.color), st.IsOver())
	for k := range got {
		if strings.HasPrefix(k, "result/") {
			delete(got, k) // the Result's, not the View's: checkResult compares them
		}
	}
	if maps.Equal(want, got) {
		p.checked++
		return
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Fatalf("the page of %s at version %d differs from its View (-view +page):\n%s", tab.color, st.Version(), diff)
	}
	p.checked++
}

// decide makes the decision the game waits for in the tab of its seat: a
// click on the board where a choice has a place there, else on a button
// of the list, of a kind picked at random first. It returns false when it
// is none of the tabs' turn yet.
func (p *player) decide(tabs []seatTab, checkEvery int) (over bool) {
	t := p.t
	st, _ := p.h.hosted(p.game)
	if st.IsOver() {
		return true
	}
	var tab seatTab
	for _, x := range tabs {
		if x.color == st.Next().Player {
			tab = x
		}
	}
	require.NotNil(t, tab.ctx, "no tab for %s", st.Next().Player)
	start := time.Now()
	defer func() { p.playing += time.Since(start) }()
	if checkEvery > 0 && p.clicks%checkEvery == 0 {
		p.check(tab)
		p.checking += time.Since(start)
		start = time.Now()
	} else {
		waitFor(t, tab.ctx, "the page to show the decision", fmt.Sprintf(`Number(document.body.dataset.version) === %d && document.body.dataset.busy === '0' && document.querySelectorAll('button.action:not([disabled])').length > 0`, st.Version()))
	}
	before := st.Version()
	if p.bot != nil {
		p.decideAs(tab, st)
		return false
	}
	filtered := evaluate[bool](t, tab.ctx, `!document.getElementById('filter').hidden`)
	live := evaluate[int](t, tab.ctx, `document.querySelectorAll('#board .place.live, #hand li.card.live').length`)
	if !filtered && live > 0 && p.rng.IntN(3) == 0 {
		// A place on the board: it plays its only choice, or shows its
		// choices in the list.
		what := clickAt(t, tab.ctx, "#board .place.live, #hand li.card.live", p.rng.IntN(live))
		p.places++
		waitFor(t, tab.ctx, "the choice of "+what+" to be played or listed", fmt.Sprintf(`Number(document.body.dataset.version) !== %d || !document.getElementById('filter').hidden`, before))
		if pageVersion(t, tab.ctx) != before {
			p.clicks++
			return false
		}
	}
	n := evaluate[int](t, tab.ctx, `(() => {
		const buttons = [...document.querySelectorAll('button.action:not([disabled])')];
		const kinds = [...new Set(buttons.map(b => b.dataset.notation.split(' ')[1]))];
		const kind = kinds[Math.floor(Math.random() * kinds.length)];
		const of = buttons.filter(b => b.dataset.notation.split(' ')[1] === kind);
		return buttons.indexOf(of[Math.floor(Math.random() * of.length)]);
	})()`)
	clickAt(t, tab.ctx, "button.action:not([disabled])", n)
	p.clicks++
	waitFor(t, tab.ctx, "the action to be played", fmt.Sprintf(`Number(document.body.dataset.version) !== %d || document.getElementById('error').textContent !== ''`, before))
	require.Empty(t, evaluate[string](t, tab.ctx, `document.getElementById('error').textContent`), "a legal action was refused")
	return false
}

// decideAs clicks the bot's choice: on the board, where it has a place
// there, every other time, and then in the list if the place has several.
func (p *player) decideAs(tab seatTab, st kanban.GameState) {
	t := p.t
	turn, err := bots.NewTurn(st, tab.color)
	require.NoError(t, err)
	a, err := p.bot.Act(turn)
	require.NoError(t, err)
	notation := a.String()
	before := st.Version()
	place := evaluate[string](t, tab.ctx, fmt.Sprintf(`(() => {
		const b = [...document.querySelectorAll('button.action')].find(b => b.dataset.notation === %q);
		return b ? b.dataset.place || '' : 'missing';
	})()`, notation))
	require.NotEqual(t, "missing", place, "the page does not list %s", notation)
	if place != "" && p.rng.IntN(2) == 0 {
		require.True(t, evaluate[bool](t, tab.ctx, fmt.Sprintf(`!!document.querySelector('[data-place=%q].live')`, place)), "%s chooses %s, which the board does not offer", notation, place)
		clickAt(t, tab.ctx, fmt.Sprintf(`[data-place=%q].live`, place), 0)
		p.places++
		waitFor(t, tab.ctx, "the choice of "+place, fmt.Sprintf(`Number(document.body.dataset.version) !== %d || !document.getElementById('filter').hidden`, before))
	}
	if pageVersion(t, tab.ctx) == before {
		n := evaluate[int](t, tab.ctx, fmt.Sprintf(`[...document.querySelectorAll('button.action:not([disabled])')].findIndex(b => b.dataset.notation === %q)`, notation))
		require.GreaterOrEqual(t, n, 0, "the list does not show %s", notation)
		clickAt(t, tab.ctx, "button.action:not([disabled])", n)
	}
	p.clicks++
	waitFor(t, tab.ctx, "the action to be played", fmt.Sprintf(`Number(document.body.dataset.version) !== %d || document.getElementById('error').textContent !== ''`, before))
	require.Empty(t, evaluate[string](t, tab.ctx, `document.getElementById('error').textContent`), "a legal action was refused")
	now, log := p.h.hosted(p.game)
	require.GreaterOrEqual(t, now.Version(), before)
	require.Equal(t, notation, log[before].Act.String(), "the click played another action")
}

// TestFriendsPlayAWholeGame: two people in two browsers, one creating the
// game in the lobby with a seat for a friend and sending the invite link,
// play a whole game by clicking the board and the list; each page shows
// its seat's View at every decision; one of them takes back a move; at
// the end the result shows each player's breakdown and the PP chart, the
// record downloads, and the replay viewer steps through the game showing
// the View of each step.
func TestFriendsPlayAWholeGame(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	alice, bob := b.tab(1280, 800, false), b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(alice,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.SetValue(chromedp.ID("seat-1"), "friend"),
		chromedp.SetValue(chromedp.ID("color-0"), "blue"),
		chromedp.SetValue(chromedp.ID("color-1"), "red"),
		chromedp.Click(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("invite-red")),
	))
	invite := evaluate[string](t, alice, `document.getElementById('invite-red').value`)
	require.Contains(t, invite, "#token=")
	spectate := evaluate[string](t, alice, `document.getElementById('spectate-link').value`)
	require.NotContains(t, spectate, "token")
	require.NoError(t, chromedp.Do(alice, chromedp.Click(chromedp.ID("play-blue")), chromedp.WaitVisible(chromedp.ID("next"))))
	require.NoError(t, chromedp.Do(bob, chromedp.Navigate(invite), chromedp.WaitVisible(chromedp.ID("next"))))
	id := strings.TrimPrefix(evaluate[string](t, alice, `location.pathname`), "/game/")
	waitFor(t, bob, "the invited seat's page", `document.getElementById('title').textContent.includes('you are red')`)

	p := &player{t: t, h: h, game: id, rng: rand.New(rand.NewPCG(1, 2))}
	tabs := []seatTab{{alice, kanban.Blue}, {bob, kanban.Red}}
	undone := false
	for !p.decide(tabs, 1) {
		if !undone && p.clicks >= 12 {
			undone = p.takeBack(tabs)
		}
		if p.clicks == 16 && os.Getenv("KANBAN_SCREENSHOT") != "" {
			screenshots(t, b, h, id, tabs)
		}
	}
	t.Logf("two people in %d clicks, %d on the board; %d pages compared with their View, in %v; the clicks and their answers took %v", p.clicks, p.places, p.checked, p.checking.Round(time.Millisecond), p.playing.Round(time.Millisecond))
	require.True(t, undone, "no move could be taken back")
	p.finish(tabs)
	for _, tab := range tabs {
		p.check(tab)
		waitFor(t, tab.ctx, "the result", `!!document.querySelector('#result table.breakdown') && !!document.querySelector('#result svg.chart polyline')`)
	}
	st, _ := h.hosted(id)
	checkResult(t, alice, st, kanban.Blue)

	// The record: the page's link downloads the game's record, which plays
	// to the same end.
	href := evaluate[string](t, alice, `document.getElementById('record').href`)
	code, body := h.client("", "").do("GET", strings.TrimPrefix(href, h.http.URL), nil)
	require.Equal(t, 200, code, "%s", body)
	rec, err := kanban.ParseRecord(string(body))
	require.NoError(t, err)
	end, _, err := rec.Play()
	require.NoError(t, err)
	require.Equal(t, st.Version(), end.Version())

	// The replay, opened from the game's page, and a record pasted into the
	// viewer.
	require.NoError(t, chromedp.Do(alice, chromedp.Click(chromedp.ID("replay"))))
	checkReplay(t, alice, rec, kanban.NoColor, p.rng)
	viewer := bob // a tab of its own, done with its game
	require.NoError(t, chromedp.Do(viewer, chromedp.Navigate(h.http.URL+"/replay"), chromedp.WaitVisible(chromedp.ID("load")),
		chromedp.SetValue(chromedp.ID("record-text"), string(body)), chromedp.Click(chromedp.ID("load"))))
	waitFor(t, viewer, "the viewer to load", `document.body.dataset.step === '0' && document.getElementById('as').options.length > 1`)
	evaluate[bool](t, viewer, `(e => { e.value = 'red'; e.dispatchEvent(new Event('change')); return true; })(document.getElementById('as'))`)
	waitFor(t, viewer, "the view of red", `!!document.querySelector('[data-fact="hand/goal/0"]')`)
	checkReplay(t, viewer, rec, kanban.Red, p.rng)
}

// finish plays the rest of the game, if any, through the API with each
// tab's seat token (every seat is a tab's), with the player's bot or the
// test players' pick, while
// the tabs wait on a blank page; then it opens each tab's game page again,
// which must show the end of the game.
func (p *player) finish(tabs []seatTab) {
	t := p.t
	if st, _ := p.h.hosted(p.game); st.IsOver() {
		return
	}
	urls := map[kanban.Color]string{}
	tokens := map[kanban.Color]string{}
	for _, tab := range tabs {
		u := evaluate[string](t, tab.ctx, `location.href`)
		urls[tab.color] = u
		_, tok, ok := strings.Cut(u, "#token=")
		require.True(t, ok, "no seat token in %s", u)
		tokens[tab.color] = tok
		require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate("about:blank")))
	}
	c := p.h.client(p.game, "")
	rest := 0
	for {
		st, _ := p.h.hosted(p.game)
		if st.IsOver() {
			break
		}
		next := st.Next().Player
		tok, ok := tokens[next]
		require.True(t, ok, "no tab for %s", next)
		legal := st.LegalActions()
		a := legal[pick(st.Version(), legal)]
		if p.bot != nil {
			turn, err := bots.NewTurn(st, next)
			require.NoError(t, err)
			a, err = p.bot.Act(turn)
			require.NoError(t, err)
		}
		c.as(tok).act(st.Version(), a.String())
		rest++
	}
	for _, tab := range tabs {
		require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(urls[tab.color]), chromedp.WaitVisible(chromedp.ID("next"))))
	}
	t.Logf("the game's other %d decisions played through the API", rest)
}

// takeBack clicks the take-back button of the seat that just acted, if the
// page offers it, and checks the game and the page went back to that
// seat's decision.
func (p *player) takeBack(tabs []seatTab) bool {
	t := p.t
	for _, tab := range tabs {
		if !evaluate[bool](t, tab.ctx, `!!document.getElementById('undo')`) {
			continue
		}
		st, log := p.h.hosted(p.game)
		_, back, _, err := kanban.UndoTo(log, tab.color)
		require.NoError(t, err)
		require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.ID("undo"))))
		waitFor(t, tab.ctx, "the take-back", fmt.Sprintf(`Number(document.body.dataset.version) === %d`, len(back)))
		now, _ := p.h.hosted(p.game)
		require.Less(t, now.Version(), st.Version())
		require.Equal(t, tab.color, now.Next().Player)
		p.check(tab)
		return true
	}
	return false
}

// checkResult compares the final result panel with the game's result.
func checkResult(t *testing.T, ctx context.Context, st kanban.GameState, viewer kanban.Color) {
	t.Helper()
	res, ok := st.Result()
	require.True(t, ok)
	got, err := pageFacts(ctx)
	require.NoError(t, err)
	for _, s := range res.Standings {
		c := s.Color.String()
		b := s.Breakdown
		for k, n := range map[string]int{"place": s.Place, "pp": s.PP, "play": b.Play, "final_goal": b.FinalGoal, "cars": b.Cars, "training": b.Training,
			"tested_designs": b.TestedDesigns, "banked_shifts": b.BankedShifts, "speech_tokens": b.SpeechTokens, "books": b.Books, "vouchers": b.Vouchers} {
			require.Equal(t, fmt.Sprint(n), got["result/"+c+"/"+k], "%s's %s", c, k)
		}
	}
}

// checkReplay steps the viewer forward and back through the record with
// its buttons and keys and compares the board at each step with the View
// of as after that many actions.
func checkReplay(t *testing.T, ctx context.Context, rec kanban.Record, as kanban.Color, rng *rand.Rand) {
	t.Helper()
	states := []kanban.GameState{}
	st, _, err := kanban.New(rec.Config)
	require.NoError(t, err)
	states = append(states, st)
	for _, a := range rec.Actions {
		a.Version = st.Version()
		st, _, err = kanban.Apply(st, a)
		require.NoError(t, err)
		states = append(states, st)
	}
	at := func(step int) {
		t.Helper()
		waitFor(t, ctx, fmt.Sprintf("step %d", step), fmt.Sprintf(`document.body.dataset.step === '%d'`, step))
		got, err := pageFacts(ctx)
		require.NoError(t, err)
		for k := range got {
			if strings.HasPrefix(k, "result/") {
				delete(got, k) // the Result's: checkResult compares them
			}
		}
		v := states[step].View(as)
		if diff := cmp.Diff(wantFacts(v, states[step].IsOver()), got); diff != "" {
			t.Fatalf("the replay at step %d as %s differs from the View (-view +page):\n%s", step, as, diff)
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.WaitVisible(chromedp.ID("forward"))))
	at(0)
	step := 0
	for range 12 {
		require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("forward"))))
		step++
		at(step)
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("back"))))
	step--
	at(step)
	for range 3 {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)))
		step++
		at(step)
	}
	for range 4 {
		step = rng.IntN(len(rec.Actions) + 1)
		evaluate[bool](t, ctx, fmt.Sprintf(`(e => { e.value = '%d'; e.dispatchEvent(new Event('input')); return true; })(document.getElementById('step'))`, step))
		at(step)
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("last"))))
	at(len(rec.Actions))
	waitFor(t, ctx, "the replay's result", `!!document.querySelector('#result table.breakdown')`)
}

// TestSoloGameInTheBrowser: a solo game created in the lobby and played to
// its end through the page, which shows the Colleagues and every other
// fact of the View at each decision.
func TestSoloGameInTheBrowser(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.Click(chromedp.ID("solo")),
		chromedp.Click(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("next")),
	))
	id := strings.TrimPrefix(evaluate[string](t, tab, `location.pathname`), "/game/")
	waitFor(t, tab, "the Colleagues", `!!document.querySelector('[data-fact="colleague/lacerda"]')`)
	p := &player{t: t, h: h, game: id, rng: rand.New(rand.NewPCG(3, 4)), bot: bots.NewGreedy(5)}
	for !p.decide([]seatTab{{tab, kanban.Red}}, 2) {
	}
	p.finish([]seatTab{{tab, kanban.Red}})
	p.check(seatTab{tab, kanban.Red})
	waitFor(t, tab, "the result", `!!document.querySelector('#result table.breakdown')`)
	st, _ := h.hosted(id)
	checkResult(t, tab, st, kanban.Red)
	t.Logf("a solo game in %d clicks, %d on the board; %d pages compared with the View", p.clicks, p.places, p.checked)
}

// screenshots writes the game's page at 1280×800, and a seat's page on a
// 390×844 phone at its top (the choices) and at the board, to docs/, for
// the README; and the game's page and the phone's top in German.
func screenshots(t *testing.T, b *browser, h *host, id string, tabs []seatTab) {
	t.Helper()
	seat := evaluate[string](t, tabs[0].ctx, `location.href`)
	phone, desk, phoneDE := b.tab(390, 844, true), b.tab(1280, 800, false), b.tab(390, 844, true)
	for _, tab := range []struct {
		ctx context.Context
		url string
	}{{phone, seat}, {desk, withLang(seat, "de")}, {phoneDE, withLang(seat, "de")}} {
		require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(tab.url)))
		waitFor(t, tab.ctx, "the board", `!!document.querySelector('#board svg') && document.body.dataset.busy === '0'`)
	}
	for _, shot := range []struct {
		file   string
		ctx    context.Context
		scroll string
	}{
		{"server.png", tabs[0].ctx, `window.scrollTo(0, 0), true`},
		{"server-phone.png", phone, `window.scrollTo(0, 0), true`},
		{"server-phone-board.png", phone, `document.querySelector('.zoom-bar').scrollIntoView(), window.scrollBy(0, -50), true`},
		{"server-de.png", desk, `window.scrollTo(0, 0), true`},
		{"server-phone-de.png", phoneDE, `window.scrollTo(0, 0), true`},
	} {
		evaluate[bool](t, shot.ctx, shot.scroll)
		evaluate[bool](t, shot.ctx, `(t => { if (t) t.hidden = true; return true; })(document.getElementById('tip'))`) // a tip under the last click
		png, err := chromedp.Run(shot.ctx, chromedp.CaptureScreenshot())
		require.NoError(t, err)
		out := filepath.Join("..", "..", "docs", shot.file)
		require.NoError(t, os.WriteFile(out, png, 0o644))
		t.Logf("wrote %s", out)
	}
}

// TestSeatsComeBack: the lobby's restore link carries a browser's seats to
// another browser, which then, once its reader agrees, lists them and
// plays them; the game's
// creator hands the seat of a friend who left to a bot in the page, after
// which the friend's link no longer plays and the bot does; and a person
// can choose on the board with the keyboard alone.
func TestSeatsComeBack(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	alice := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(alice,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.SetValue(chromedp.ID("seat-1"), "friend"),
		chromedp.Click(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("invite-blue")),
	))
	invite := evaluate[string](t, alice, `document.getElementById('invite-blue').value`)
	restore := evaluate[string](t, alice, `document.getElementById('restore-link').value`)
	require.Contains(t, restore, "#restore=")
	id := strings.TrimPrefix(strings.SplitN(invite, "#", 2)[0], h.http.URL+"/game/")

	// Another browser, with nothing stored, opens the restore link, and
	// agrees to add its seats.
	other := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(other, chromedp.Navigate(restore), chromedp.WaitVisible(chromedp.ID("restore-accept")), chromedp.Click(chromedp.ID("restore-accept"))))
	waitFor(t, other, "the restored seat", fmt.Sprintf(`[...document.querySelectorAll('#my-games a')].some(a => a.title === 'game %s' && a.textContent.endsWith(' as red'))`, id))
	require.Equal(t, "/", evaluate[string](t, other, `location.pathname + location.hash`), "the link leaves the address bar")
	require.NoError(t, chromedp.Do(other, chromedp.Click(chromedp.CSS("#my-games a"))))
	waitFor(t, other, "the seat's page", `document.getElementById('title').textContent.includes('you are red')`)

	// The friend, blue, opens the invite.
	bob := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(bob, chromedp.Navigate(invite)))
	waitFor(t, bob, "blue's page", `document.getElementById('title').textContent.includes('you are blue')`)

	// Whoever begins chooses by keyboard: Tab to a place on the board,
	// Enter.
	p := &player{t: t, h: h, game: id, rng: rand.New(rand.NewPCG(5, 6))}
	st, _ := h.hosted(id)
	first := seatTab{other, kanban.Red}
	if st.Next().Player == kanban.Blue {
		first = seatTab{bob, kanban.Blue}
	}
	p.check(first)
	for range 400 {
		if evaluate[bool](t, first.ctx, `!!document.activeElement.closest('#board .place.live')`) {
			break
		}
		require.NoError(t, chromedp.Do(first.ctx, chromedp.KeyEvent(kb.Tab)))
	}
	focused := evaluate[string](t, first.ctx, `document.activeElement.closest('#board .place.live').dataset.place`)
	require.NoError(t, chromedp.Do(first.ctx, chromedp.KeyEvent(kb.Enter)))
	waitFor(t, first.ctx, "the place's choice", fmt.Sprintf(`Number(document.body.dataset.version) !== %d || !document.getElementById('filter').hidden`, st.Version()))
	if pageVersion(t, first.ctx) == st.Version() {
		// Several choices there: the list shows them, the first focused.
		require.NoError(t, chromedp.Do(first.ctx, chromedp.KeyEvent(kb.Enter)))
		waitFor(t, first.ctx, "the choice", fmt.Sprintf(`Number(document.body.dataset.version) !== %d`, st.Version()))
	}
	now, log := h.hosted(id)
	require.Greater(t, now.Version(), st.Version(), "Enter on %s played", focused)
	require.Equal(t, first.color, log[st.Version()].Act.Player)

	// Blue leaves; the creator hands the seat to a bot.
	require.NoError(t, chromedp.Do(alice, chromedp.Click(chromedp.ID("play-red"))))
	waitFor(t, alice, "the creator's seats panel", `!!document.getElementById('bot-blue')`)
	require.NoError(t, chromedp.Do(alice, chromedp.Click(chromedp.ID("bot-blue"))))
	waitFor(t, alice, "the seat handed over", `!document.getElementById('bot-blue') && document.getElementById('seats-panel').textContent.includes('blue: greedy bot')`)
	code, _ := h.client(id, strings.SplitN(invite, "#token=", 2)[1]).do("GET", "/api/games/"+id+"/state", nil)
	require.Equal(t, 403, code, "the friend's token no longer plays")
	// The bot plays blue's turns from now on: red plays on till blue has acted.
	handed := now.Version()
	for range 2000 {
		_, log := h.hosted(id)
		if blueActed(log[handed:]) {
			return
		}
		if st, _ := h.hosted(id); st.Next().Player != kanban.Red {
			time.Sleep(10 * time.Millisecond) // the bot's turn
			continue
		}
		p.decide([]seatTab{{other, kanban.Red}}, 0)
	}
	t.Fatal("blue's bot never acted")
}

// blueActed says whether blue took an action in the events.
func blueActed(events []kanban.Event) bool {
	for _, e := range events {
		if e.Kind == kanban.EvActed && e.Player == kanban.Blue {
			return true
		}
	}
	return false
}

// TestLobbyBotBudgets: the lobby gives each ISMCTS, learned or neural seat
// a budget of its own, iterations or a time per decision, which the server
// stores with the seat and the lobby's list and the game page show; the
// budget box shows for those kinds alone, and the creator's hand-over
// menu offers learned too.
func TestLobbyBotBudgets(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("budget-1")),
		chromedp.SetValue(chromedp.ID("budget-1"), "5"),
		chromedp.SetValue(chromedp.ID("unit-1"), "ms"),
		chromedp.SetValue(chromedp.ID("seat-2"), "ismcts"),
		chromedp.SetValue(chromedp.ID("budget-2"), "40"),
		chromedp.SetValue(chromedp.ID("seat-3"), "learned"),
		chromedp.WaitVisible(chromedp.ID("budget-3")),
		chromedp.SetValue(chromedp.ID("budget-3"), "5"),
		chromedp.Click(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("next")),
	))
	id := strings.TrimPrefix(evaluate[string](t, tab, `location.pathname`), "/game/")
	g := h.srv.game(context.Background(), id)
	require.NotNil(t, g)
	g.mu.Lock()
	stored := g.seats
	g.mu.Unlock()
	assert.Equal(t, []store.Seat{{Color: kanban.Blue, Kind: ISMCTS, DecisionTime: 5 * time.Millisecond}, {Color: kanban.Yellow, Kind: ISMCTS, Iterations: 40},
		{Color: kanban.Purple, Kind: Learned, Iterations: 5}}, stored[1:])
	waitFor(t, tab, "the seats on the game page", `document.getElementById('seats-panel').textContent.includes('blue: ismcts bot, 5ms a decision')
		&& document.getElementById('seats-panel').textContent.includes('yellow: ismcts bot, 40 iterations')
		&& document.getElementById('seats-panel').textContent.includes('purple: learned bot, 5 iterations')
		&& document.getElementById('seats-panel').textContent.includes('red: a person')`)
	assert.True(t, evaluate[bool](t, tab, `[...document.querySelectorAll('#seats-panel select option')].some(o => o.textContent === 'learned, 100ms a decision')`),
		"the creator may hand red to a learned bot")
	require.NoError(t, chromedp.Do(tab, chromedp.Navigate(h.http.URL+"/")))
	waitFor(t, tab, "the game in the lobby's list", `document.getElementById('all-games').textContent.includes('blue (ismcts, 5ms a decision), yellow (ismcts, 40 iterations), purple (learned, 5 iterations)')`)
	assert.True(t, evaluate[bool](t, tab, `document.getElementById('budget-box-2').hidden && !document.getElementById('budget-box-1').hidden`),
		"a budget only for an ISMCTS seat")
	for kind, shown := range map[string]bool{"learned": true, "greedy": false, "ismcts": true, "friend": false} {
		require.NoError(t, chromedp.Do(tab, chromedp.SetValue(chromedp.ID("seat-2"), kind)))
		assert.Equal(t, shown, evaluate[bool](t, tab, `!document.getElementById('budget-box-2').hidden`), "the budget box of a %s seat", kind)
	}
}
