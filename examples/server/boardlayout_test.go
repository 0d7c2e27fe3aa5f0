package main

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// boardOverlaps is a script listing the board's texts that overlap
// another's box or reach outside their drawing.
const boardOverlaps = `(() => {
	const out = [];
	for (const svg of document.querySelectorAll('#board svg.board')) {
		const sr = svg.getBoundingClientRect();
		const ts = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim() !== '').map(t => ({t, r: t.getBoundingClientRect()}));
		for (const a of ts) {
			if (a.r.left < sr.left - 0.5 || a.r.right > sr.right + 0.5 || a.r.top < sr.top - 0.5 || a.r.bottom > sr.bottom + 0.5) out.push('outside its panel: ' + a.t.textContent);
		}
		for (let i = 0; i < ts.length; i++) for (let j = i + 1; j < ts.length; j++) {
			const a = ts[i].r, b = ts[j].r;
			const w = Math.min(a.right, b.right) - Math.max(a.left, b.left), h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
			if (w > 1 && h > 1) out.push(ts[i].t.textContent + ' | ' + ts[j].t.textContent);
		}
	}
	return out;
})()`

// No two texts of the board overlap and none reaches outside its panel,
// on a desk's screen and a phone's, in English and on a desk's screen in
// German, at four moments of a four-player game from its start.
func TestBoardTextsApart(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random, Random, Random))
	seat := h.client(game.ID, tokens[kanban.Red])
	desk, phone := b.tab(1280, 800, false), b.tab(390, 844, true)
	for moment := 0; moment < 4; moment++ {
		st := seat.playTurns(moment * 30)
		for _, tab := range []struct {
			ctx  context.Context
			page string
		}{{desk, withLang(game.Tokens[0].Page, "en")}, {phone, game.Tokens[0].Page}, {desk, withLang(game.Tokens[0].Page, "de")}} {
			require.NoError(t, chromedp.Do(tab.ctx, chromedp.Navigate(h.http.URL+tab.page)))
			waitFor(t, tab.ctx, "the board", fmt.Sprintf(`!!document.querySelector('#board svg') && document.body.dataset.busy === '0' && Number(document.body.dataset.version) >= %d`, st.Version))
			w := evaluate[int](t, tab.ctx, `document.documentElement.clientWidth`)
			require.Empty(t, evaluate[[]string](t, tab.ctx, boardOverlaps), "at version %d, %d px wide, %s", st.Version, w, tab.page)
		}
		if st.Over {
			break
		}
	}
}

// Every place on the board says what it is and what it does: on hover
// with a mouse, and on a long press with a finger, which chooses
// nothing. The highlight of a place leaves a marker on it in view.
func TestBoardTips(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random))
	st := h.client(game.ID, tokens[kanban.Red]).playTurns(6)
	desk := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(desk, chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, desk, "the board", `!!document.querySelector('#board svg') && document.body.dataset.busy === '0' && document.querySelectorAll('#board .place.live').length > 0`)
	bare := evaluate[[]string](t, desk, `[...document.querySelectorAll('#board .place')].filter(p => !/^[^:]+: .{12,}/.test(p.dataset.tip || '')).map(p => p.dataset.place + ': ' + p.dataset.tip)`)
	require.Empty(t, bare, "places whose tip does not say what they are and do")
	kinds := evaluate[[]string](t, desk, `[...new Set([...document.querySelectorAll('#board .place')].map(p => p.dataset.place.split(':')[0]))].sort()`)
	t.Logf("tips on %d kinds of place: %v", len(kinds), kinds)

	// Hover: the mouse resting on a place shows its tip.
	type point struct {
		X, Y float64
		Tip  string
	}
	middle := func(ctx context.Context, sel string) point {
		return evaluate[point](t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.scrollIntoView({block: 'center', inline: 'center'});
			const r = e.getBoundingClientRect(); return {X: r.left + r.width / 2, Y: r.top + r.height / 2, Tip: e.dataset.tip}; })()`, sel))
	}
	p := middle(desk, `#board .place[data-place^="ws:"]`)
	require.NoError(t, chromedp.Do(desk, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, p.X, p.Y)))
	waitFor(t, desk, "the tip", `!document.getElementById('tip').hidden`)
	require.Equal(t, p.Tip, evaluate[string](t, desk, `document.getElementById('tip').textContent`))
	require.Contains(t, p.Tip, "Shift")

	// The highlight of a training track keeps its marker's colour.
	fill := `(() => { const r = document.querySelector('#board .place[data-place="track:design"] > rect'); return getComputedStyle(r).fill; })()`
	before := evaluate[string](t, desk, fill)
	evaluate[bool](t, desk, `document.querySelector('#board .place[data-place="track:design"]').classList.add('hover'), true`)
	require.Equal(t, before, evaluate[string](t, desk, fill), "the marker on space 0 stays in view under the highlight")

	// A long press on a live place shows its tip and chooses nothing.
	phone := b.tab(390, 844, true)
	require.NoError(t, chromedp.Do(phone, chromedp.Navigate(h.http.URL+game.Tokens[0].Page)))
	waitFor(t, phone, "the board", `!!document.querySelector('#board svg') && document.body.dataset.busy === '0' && document.querySelectorAll('#board .place.live').length > 0`)
	// The finger's pointer events are the page's own: a touch held through
	// CDP also runs the browser's long-press gesture, which can stall a
	// headless browser once the press outlasts it.
	p = middle(phone, `#board .place.live`)
	evaluate[bool](t, phone, fmt.Sprintf(`(() => {
		const e = document.elementFromPoint(%f, %f);
		window.__finger = {e, o: {pointerType: 'touch', pointerId: 7, isPrimary: true, clientX: %f, clientY: %f, bubbles: true}};
		e.dispatchEvent(new PointerEvent('pointerdown', window.__finger.o));
		return true;
	})()`, p.X, p.Y, p.X, p.Y))
	waitFor(t, phone, "the tip of a long press", `!document.getElementById('tip').hidden`)
	evaluate[bool](t, phone, `(f => {
		f.e.dispatchEvent(new PointerEvent('pointerup', f.o));
		f.e.dispatchEvent(new MouseEvent('click', {bubbles: true, clientX: f.o.clientX, clientY: f.o.clientY}));
		return true;
	})(window.__finger)`)
	require.Equal(t, p.Tip, evaluate[string](t, phone, `document.getElementById('tip').textContent`))
	waitFor(t, phone, "the page settled", `document.body.dataset.busy === '0'`)
	now, _ := h.hosted(game.ID)
	require.Equal(t, st.Version, now.Version(), "the long press played nothing")
	require.False(t, evaluate[bool](t, phone, `!document.getElementById('filter').hidden`), "nor filtered the choices")
}
