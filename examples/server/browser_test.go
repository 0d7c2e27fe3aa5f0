package main

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/require"
)

// chrome returns the path of a Chrome or Chromium to drive, or "".
func chrome() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// needChrome skips the test without a browser, or fails it in CI, which
// must run it.
func needChrome(t *testing.T) string {
	t.Helper()
	p := chrome()
	if p == "" {
		msg := "Chrome or Chromium not found (chromium, chromium-browser, google-chrome on PATH): install it (apt-get install chromium) to run the browser test"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	return p
}

// A person plays a whole game against a bot in the page, by clicking its
// buttons: the lobby creates the game, each turn a legal action is
// clicked, and the final result shows. With KANBAN_SCREENSHOT=1 a
// screenshot taken mid-game is written to docs/server.png.
func TestPlayAWholeGameInTheBrowser(t *testing.T) {
	if testing.Short() {
		t.Skip("a whole game in a browser: without -short")
	}
	path := needChrome(t)
	h := startHost(t, "")

	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1500, 1100),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
	)
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancel()
	ctx, cancel := chromedp.NewContext(actx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 5*time.Minute)
	defer cancel()

	require.NoError(t, chromedp.Do(ctx,
		chromedp.Navigate(h.http.URL+"/"),
		chromedp.WaitVisible(chromedp.ID("create")),
		chromedp.SetValue(chromedp.ID("color"), "blue"),
		chromedp.SetValue(chromedp.CSS(".opponent"), "random"),
		chromedp.Click(chromedp.ID("create")),
		chromedp.WaitVisible(chromedp.ID("next")),
	))
	waitText(t, ctx, "title", "you are blue")

	// choose picks, in the page, a button of a random kind of action (the
	// second word of its notation), scrolls it into view and says where it
	// is; or that the page waits for the others, or shows the result.
	const choose = `(() => {
		const next = document.getElementById('next').textContent;
		if (document.querySelector('#result table')) return {over: true, next};
		const buttons = [...document.querySelectorAll('button.action:not([disabled])')];
		if (!buttons.length) return {wait: true, next};
		const kinds = [...new Set(buttons.map(b => b.dataset.notation.split(' ')[1]))];
		const kind = kinds[Math.floor(Math.random() * kinds.length)];
		const of = buttons.filter(b => b.dataset.notation.split(' ')[1] === kind);
		const b = of[Math.floor(Math.random() * of.length)];
		b.scrollIntoView({block: 'center'});
		const r = b.getBoundingClientRect();
		return {next, x: r.left + r.width / 2, y: r.top + r.height / 2, notation: b.dataset.notation};
	})()`
	type choice struct {
		Over, Wait bool
		Next       string
		X, Y       float64
		Notation   string
	}
	clicks, retries, lastNext, clicked := 0, 0, "", time.Now()
	for {
		c, err := chromedp.Run(ctx, chromedp.Evaluate[choice](choose))
		require.NoError(t, err, "after %d clicks", clicks)
		if c.Over {
			break
		}
		if c.Wait || (c.Next == lastNext && time.Since(clicked) < 3*time.Second) {
			time.Sleep(5 * time.Millisecond)
			continue
		}
		if c.Next == lastNext {
			retries++ // the click did not take: click again
			require.Less(t, retries, 50, "clicks that did nothing")
		}
		require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(c.X, c.Y)), "clicking %s", c.Notation)
		clicks++
		lastNext, clicked = c.Next, time.Now()
		if clicks == 80 && os.Getenv("KANBAN_SCREENSHOT") != "" {
			waitButtons(t, ctx)
			screenshot(t, ctx)
		}
	}
	result, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID("result")))
	require.NoError(t, err)
	errors, err := chromedp.Run(ctx, chromedp.Text(chromedp.ID("error")))
	require.NoError(t, err)
	t.Logf("a whole game in %d clicks (%d again); the page's last error line: %q", clicks, retries, errors)
	require.Contains(t, result, "Final result")
	require.Contains(t, result, "blue")
	require.Contains(t, result, "red")
	s, _ := h.hosted(strings.TrimPrefix(gameIDOf(t, ctx), "/game/"))
	require.True(t, s.IsOver())
}

func gameIDOf(t *testing.T, ctx context.Context) string {
	p, err := chromedp.Run(ctx, chromedp.Evaluate[string](`location.pathname`))
	require.NoError(t, err)
	return p
}

// waitText waits until the element's text holds want.
func waitText(t *testing.T, ctx context.Context, id, want string) {
	t.Helper()
	var got string
	for range 500 {
		var err error
		got, err = chromedp.Run(ctx, chromedp.Text(chromedp.ID(id)))
		require.NoError(t, err)
		if strings.Contains(got, want) {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("#%s says %q, not %q", id, got, want)
}

// waitButtons waits until the page shows the seat's choices again, and
// scrolls to the top.
func waitButtons(t *testing.T, ctx context.Context) {
	t.Helper()
	for range 500 {
		n, err := chromedp.Run(ctx, chromedp.Evaluate[int](`window.scrollTo(0, 0), document.querySelectorAll('button.action:not([disabled])').length`))
		require.NoError(t, err)
		if n > 0 {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// screenshot writes the page as it shows now to docs/server.png.
func screenshot(t *testing.T, ctx context.Context) {
	t.Helper()
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	require.NoError(t, err)
	out := filepath.Join("..", "..", "docs", "server.png")
	require.NoError(t, os.MkdirAll(filepath.Dir(out), 0o755))
	require.NoError(t, os.WriteFile(out, png, 0o644))
	t.Logf("wrote %s", out)
}
