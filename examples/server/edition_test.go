package main

import (
	"context"
	"encoding/json"
	"math/rand/v2"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// testEditions loads the edition file of the library's testdata, and
// the built-in edition renamed and with its goals worth more, a second one.
func testEditions(t *testing.T) (other, richer kanban.Edition) {
	data, err := os.ReadFile("../../testdata/edition-other.json")
	require.NoError(t, err)
	e, err := components.ParseEdition(data)
	require.NoError(t, err)
	other, err = kanban.NewEdition(e)
	require.NoError(t, err)
	r := components.Builtin()
	r.Name = "richer"
	for i := range r.Goals {
		r.Goals[i].PP++
	}
	richer, err = kanban.NewEdition(r)
	require.NoError(t, err)
	return other, richer
}

// A host keeps several editions side by side: each game plays the one it
// was created with, its view names it, and the catalogue of each says its
// cards' values.
func TestHostPlaysSeveralEditions(t *testing.T) {
	t.Parallel()
	other, richer := testEditions(t)
	h := startHostWith(t, Options{Editions: []kanban.Edition{other, richer}}, nil)
	c := h.client("", "")
	for _, ed := range []kanban.Edition{{}, other, richer} {
		req := seats(Human, "greedy")
		if !ed.IsZero() {
			req.Edition = ed.Name()
		}
		resp, tokens := c.create(req)
		st := h.client(resp.ID, tokens[kanban.Red]).state()
		require.True(t, st.View.Edition.Equal(ed), "the game plays %s, not %s", ed, st.View.Edition)

		path := "/api/catalogue"
		if !ed.IsZero() {
			path += "?edition=" + st.View.Edition.Digest()
		}
		status, body := c.do("GET", path, nil)
		require.Equal(t, http.StatusOK, status, "%s", body)
		var cat Catalogue
		require.NoError(t, json.Unmarshal(body, &cat))
		require.Equal(t, ed.Digest(), cat.Rules)
		require.Equal(t, ed.Name(), cat.Edition)
		require.Equal(t, ed.Contents().Goals[0].PP, cat.Goals[0].PP)
	}

	status, body := c.do("POST", "/api/games", CreateRequest{Seats: seats(Human, "greedy").Seats, Edition: "mine"})
	require.Equal(t, http.StatusUnprocessableEntity, status, "a request understood and refused, as other settings")
	require.Contains(t, string(body), `no edition \"mine\": it plays builtin, other, richer`)
	status, _ = c.do("GET", "/api/catalogue?edition=nothing", nil)
	require.Equal(t, http.StatusNotFound, status)

	_, err := NewServer(context.Background(), h.srv.store, Options{Editions: []kanban.Edition{other, other}})
	require.ErrorContains(t, err, `two editions are named "other"`)
}

// A server started without a stored game's edition serves it as broken,
// saying which edition it needs, and loses nothing: started again with
// the edition, it serves the game.
func TestServerWithoutTheEdition(t *testing.T) {
	testEditions(t) // this process decodes the views, which name the edition
	file, err := filepath.Abs("../../testdata/edition-other.json")
	require.NoError(t, err)
	db := filepath.Join(t.TempDir(), "games.db")
	with := "-addr 127.0.0.1:0 -db " + db + " -edition " + file
	p := startProcWith(t, with, "KANBAN_POSTGRES=")
	req := seats(Human, Greedy)
	req.Edition = "other"
	game, tokens := p.client(t, "", "").create(req)
	before := p.client(t, game.ID, tokens[kanban.Red]).state()
	require.Equal(t, "other", before.View.Edition.Name())
	p.kill()

	p = startProcWith(t, "-addr 127.0.0.1:0 -db "+db, "KANBAN_POSTGRES=")
	status, body := p.client(t, game.ID, tokens[kanban.Red]).do("GET", "/api/games/"+game.ID+"/state", nil)
	require.NotEqual(t, http.StatusOK, status, "%s", body)
	require.Contains(t, p.stderr.String(), `the edition \"other\"`, "the log says which edition the game needs")
	p.kill()

	p = startProcWith(t, with, "KANBAN_POSTGRES=")
	after := p.client(t, game.ID, tokens[kanban.Red]).state()
	require.GreaterOrEqual(t, after.Version, before.Version, "nothing lost (the bot may have played on)")
	require.Equal(t, "other", after.View.Edition.Name())
}

// A game of another edition in the browser: the page draws the values of
// that edition's cards (its hand's goals are worth a PP more than the
// built-in's), as the facts compared with the View say.
func TestEditionGameInTheBrowser(t *testing.T) {
	t.Parallel()
	other, _ := testEditions(t)
	b := startBrowser(t)
	h := startHostWith(t, Options{Editions: []kanban.Edition{other}}, nil)
	req := seats(Human, Greedy)
	req.Edition = "other"
	game, tokens := h.client("", "").create(req)
	tab := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(tab,
		chromedp.Navigate(h.http.URL+"/game/"+game.ID+"#token="+tokens[kanban.Red]),
		chromedp.WaitVisible(chromedp.ID("next")),
	))
	p := &player{t: t, h: h, game: game.ID, rng: rand.New(rand.NewPCG(5, 6)), bot: bots.NewGreedy(7)}
	for i := 0; i < 20 && !p.decide([]seatTab{{tab, kanban.Red}}, 1); i++ {
	}
	p.check(seatTab{tab, kanban.Red})
	require.Positive(t, p.checked)
	t.Logf("%d pages of a game of the edition %q compared with the View", p.checked, other.Name())
}

// Where players see the edition: the lobby offers the server's editions,
// each with its count of placeholder tables, and lists each game's; a
// game's page names its edition, lists the tables of placeholder values
// with links, and marks the hand's cards drawn from one with ≈. An edition
// whose sources name no placeholder shows none.
func TestEditionsWherePlayersSeeThem(t *testing.T) {
	t.Parallel()
	other, _ := testEditions(t)
	b := startBrowser(t)
	h := startHostWith(t, Options{Editions: []kanban.Edition{other}}, nil)
	builtin, tokens := h.client("", "").create(seats(Human, Greedy))

	lobby := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(lobby, chromedp.Navigate(h.http.URL+"/")))
	waitFor(t, lobby, "the editions", `!document.getElementById('edition-choice').hidden`)
	options := evaluate[[]string](t, lobby, `[...document.querySelectorAll('#edition option')].map(o => o.value + ': ' + o.textContent)`)
	require.Equal(t, []string{"builtin: the built-in edition, 23 tables of placeholder values", "other: other"}, options)
	require.NoError(t, chromedp.Do(lobby,
		chromedp.SetValue(chromedp.ID("edition"), "other"),
		chromedp.Click(chromedp.ID("create")),
	))
	waitFor(t, lobby, "the new game's page", `location.pathname.startsWith('/game/')`)
	made := strings.TrimPrefix(evaluate[string](t, lobby, `location.pathname`), "/game/")
	var list []GameInfo
	status, body := h.client("", "").do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &list))
	require.Len(t, list, 2)
	editions := map[string]string{}
	for _, g := range list {
		editions[g.ID] = g.Edition
	}
	require.Equal(t, map[string]string{made: "other", builtin.ID: ""}, editions, "the built-in edition is left out")
	require.NoError(t, chromedp.Do(lobby, chromedp.Navigate(h.http.URL+"/")))
	waitFor(t, lobby, "the list", `document.querySelectorAll('#all-games li').length === 2`)
	require.Contains(t, evaluate[string](t, lobby, `document.getElementById('all-games').textContent`), "edition other")

	page := b.tab(1280, 800, false)
	require.NoError(t, chromedp.Do(page, chromedp.Navigate(h.http.URL+"/game/"+builtin.ID+"#token="+tokens[kanban.Red])))
	waitFor(t, page, "the page", `document.body.dataset.busy === '0' && !!document.querySelector('#hand li.card')`)
	require.Equal(t, "the built-in edition", evaluate[string](t, page, `document.getElementById('edition').textContent`))
	require.Equal(t, "23", evaluate[string](t, page, `document.querySelector('#placeholders p').dataset.placeholders`))
	notice := evaluate[string](t, page, `document.querySelector('#placeholders p').textContent`)
	require.Contains(t, notice, "the Performance Goal cards")
	require.Equal(t, 2, evaluate[int](t, page, `document.querySelectorAll('#placeholders a[href^="https://"]').length`))
	cards := evaluate[int](t, page, `document.querySelectorAll('#hand li.card').length`)
	require.Positive(t, cards)
	require.Equal(t, cards, evaluate[int](t, page, `document.querySelectorAll('#hand li.card .placeholder').length`), "every goal and Kanban card of the hand is marked")

	require.NoError(t, chromedp.Do(page, chromedp.Navigate(h.http.URL+"/game/"+made)))
	waitFor(t, page, "the other edition's page", `document.body.dataset.busy === '0' && document.getElementById('edition').textContent === 'edition other'`)
	require.Zero(t, evaluate[int](t, page, `document.querySelectorAll('#placeholders p, .placeholder').length`), "its sources name no placeholder")
}
