package main

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/require"
)

// A request's language: its ?lang=, else the page's cookie, else the
// browser's Accept-Language, else English; a language the server does not
// speak is passed over at each step.
func TestRequestLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, query, cookie, accept string
		want                        kanban.Language
	}{
		{name: "nothing", want: kanban.English},
		{name: "accept", accept: "de-DE,de;q=0.9,en;q=0.8", want: kanban.German},
		{name: "accept weighs", accept: "fr, en;q=0.5, de;q=0.8", want: kanban.German},
		{name: "accept of none spoken", accept: "fr-FR, it", want: kanban.English},
		{name: "cookie over accept", cookie: "en", accept: "de", want: kanban.English},
		{name: "query over cookie", query: "de", cookie: "en", want: kanban.German},
		{name: "unknown query", query: "fr", cookie: "de", want: kanban.German},
		{name: "unknown cookie", cookie: "xx", accept: "de-AT", want: kanban.German},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("GET", "/api/catalogue?lang="+tc.query, nil)
			if tc.cookie != "" {
				r.AddCookie(&http.Cookie{Name: langCookie, Value: tc.cookie})
			}
			if tc.accept != "" {
				r.Header.Set("Accept-Language", tc.accept)
			}
			require.Equal(t, tc.want, requestLanguage(r))
		})
	}
}

// The API's words follow the request's language: the catalogue, what the
// game waits for, the legal actions' descriptions and costs, and the
// streams' texts, each kept apart by language.
func TestAPISpeaksTheRequestsLanguage(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	game, tokens := h.client("", "").create(seats(Human, Random))
	c := h.client(game.ID, tokens[kanban.Red])
	german := http.Header{"Accept-Language": {"de-DE,de;q=0.9"}}

	var cat Catalogue
	status, body := c.doWith("GET", "/api/catalogue", german)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &cat))
	require.Equal(t, kanban.German, cat.Lang)
	require.Equal(t, "F&E", cat.Departments[0].Title)
	require.Equal(t, kanban.German.Measure(cat.Goals[0].Measure), cat.Goals[0].Text)
	status, body = c.doWith("GET", "/api/catalogue?lang=en", german)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &cat))
	require.Equal(t, kanban.English, cat.Lang)
	require.Equal(t, "R&D", cat.Departments[0].Title)

	st := c.waitTurn()
	var de StateResponse
	status, body = c.doWith("GET", "/api/games/"+game.ID+"/state?lang=de", nil)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &de))
	require.Equal(t, st.Version, de.Version)
	require.Equal(t, st.Next.DescribeIn(kanban.German), de.NextAsk)
	require.Equal(t, "Rot: "+de.NextAsk, de.NextText)
	require.Equal(t, st.NextNotation, de.NextNotation)
	require.Len(t, de.Legal, len(st.Legal))
	hosted, _ := h.hosted(game.ID)
	for i, la := range de.Legal {
		want, err := hosted.DescribeIn(kanban.German, la.Action)
		require.NoError(t, err)
		require.Equal(t, want, la.Description)
		require.Equal(t, st.Legal[i].Cost.TextIn(kanban.German), la.CostText)
	}

	// The streams of one viewer in two languages, one after the other and
	// the English again: each its own language's narration.
	_, log := h.hosted(game.ID)
	last := log[len(log)-1].Seq
	in := func(l kanban.Language) []StreamEvent {
		return c.stream("/api/games/"+game.ID+"/events?lang="+l.String(), nil, last)
	}
	en, deEvents, again := in(kanban.English), in(kanban.German), in(kanban.English)
	require.Equal(t, en, again)
	var s kanban.GameState
	for i, e := range log {
		require.Equal(t, s.NarrateIn(kanban.German, e, kanban.Red), deEvents[i].Text)
		require.Equal(t, s.NarrateIn(kanban.English, e, kanban.Red), en[i].Text)
		var err error
		s, err = kanban.Evolve(s, e)
		require.NoError(t, err)
	}
}

// doWith sends a request with headers and returns the status and body.
func (c *client) doWith(method, path string, header http.Header) (int, []byte) {
	c.t.Helper()
	req, err := http.NewRequest(method, c.base+path, nil)
	require.NoError(c.t, err)
	for k, v := range header {
		req.Header[k] = v
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	defer resp.Body.Close()
	var out []byte
	out, err = io.ReadAll(resp.Body)
	require.NoError(c.t, err)
	return resp.StatusCode, out
}

// What the clock tells the table, kept in English, is shown in the
// reader's language; what people say is shown as they said it.
func TestClockSpeaksTheReadersLanguage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ kept, de string }{
		{"blue ran out of time: the seat is handed to a bot", "Blau hat keine Zeit mehr: ein Bot übernimmt den Platz"},
		{"red ran out of time: a bot played the decision", "Rot hat keine Zeit mehr: ein Bot hat die Entscheidung getroffen"},
		{"red ran out of time: a bot played the decision (end-turn)", "Rot hat keine Zeit mehr: ein Bot hat die Entscheidung getroffen"},
		{"something else", "something else"},
	} {
		m := store.Message{Author: store.Clock, Text: tc.kept}
		require.Equal(t, tc.kept, messageOf(m, kanban.English).Text)
		require.Equal(t, tc.de, messageOf(m, kanban.German).Text)
	}
	said := store.Message{Author: "red", Text: "red ran out of time: the seat is handed to a bot"}
	require.Equal(t, said.Text, messageOf(said, kanban.German).Text)
}
