package main

import (
	"bufio"
	"context"
	"database/sql"
	"encoding/json"
	"net/http"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// say posts a message as the client's seat (or as a spectator, with no
// token) and returns the status and the body.
func (c *client) say(text string) (int, []byte) {
	c.t.Helper()
	return c.do("POST", "/api/games/"+c.game+"/chat", SayRequest{Text: text})
}

// chat reads the game's chat after message after.
func (c *client) chat(after uint32) []Message {
	c.t.Helper()
	status, body := c.do("GET", "/api/games/"+c.game+"/chat?after="+strconv.FormatUint(uint64(after), 10), nil)
	require.Equal(c.t, http.StatusOK, status, "%s", body)
	var resp ChatResponse
	require.NoError(c.t, json.Unmarshal(body, &resp))
	return resp.Messages
}

// chatStream opens an event stream of path and returns a function that
// waits for its next chat message.
func (c *client) chatStream(path string) func() Message {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	c.t.Cleanup(cancel)
	req, err := http.NewRequestWithContext(ctx, "GET", c.base+path, nil)
	require.NoError(c.t, err)
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	c.t.Cleanup(func() { resp.Body.Close() })
	require.Equal(c.t, http.StatusOK, resp.StatusCode)
	msgs := make(chan Message, 64)
	go func() {
		defer close(msgs)
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		kind := ""
		for sc.Scan() {
			switch line := sc.Text(); {
			case line == "":
				kind = ""
			case strings.HasPrefix(line, "event: "):
				kind = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "data: ") && kind == "chat":
				var m Message
				if json.Unmarshal([]byte(strings.TrimPrefix(line, "data: ")), &m) == nil {
					msgs <- m
				}
			}
		}
	}()
	return func() Message {
		c.t.Helper()
		select {
		case m, ok := <-msgs:
			require.True(c.t, ok, "the stream ended")
			return m
		case <-ctx.Done():
			c.t.Fatal("no chat message came")
			return Message{}
		}
	}
}

// The seated players talk at the table: each message numbered, kept with
// the game (a take-back leaves it), told on every stream of the game, those
// said before the stream opened first, and read back with GET; spectators
// talk only where the creator allowed it.
func TestTableTalk(t *testing.T) {
	h := startHost(t, "")
	c := h.client("", "")
	resp, tokens := c.create(seats(Human, Human))
	red, blue := h.client(resp.ID, tokens[kanban.Red]), h.client(resp.ID, tokens[kanban.Blue])
	spectator := h.client(resp.ID, "")

	status, body := red.say("  hello <b>blue</b> & all  ")
	require.Equal(t, http.StatusCreated, status, "%s", body)
	var first Message
	require.NoError(t, json.Unmarshal(body, &first))
	assert.Equal(t, Message{Seq: 1, At: first.At, Version: red.state().Version, Author: "red", Text: "hello <b>blue</b> & all"}, first)

	blueHears := blue.chatStream("/api/games/" + resp.ID + "/events")
	watched := spectator.chatStream("/api/games/" + resp.ID + "/spectate/events")
	assert.Equal(t, first, blueHears(), "said before the stream opened")
	assert.Equal(t, first, watched())

	now, _ := h.hosted(resp.ID)
	mover := h.client(resp.ID, tokens[now.Next().Player])
	st := mover.waitTurn()
	mover.act(st.Version, st.Legal[0].Notation)
	status, body = blue.say("your move was good\nwell played")
	require.Equal(t, http.StatusCreated, status, "%s", body)
	m := blueHears()
	assert.Equal(t, "blue", m.Author)
	assert.Equal(t, "your move was good\nwell played", m.Text)
	assert.Equal(t, m, watched())

	status, body = spectator.say("may I?")
	assert.Equal(t, http.StatusUnauthorized, status, "%s", body)
	status, _ = h.client(resp.ID, "not-a-token").say("hi")
	assert.Equal(t, http.StatusForbidden, status)

	// A take-back leaves the chat.
	now, _ = h.hosted(resp.ID)
	status, body = mover.do("POST", "/api/games/"+resp.ID+"/undo", UndoRequest{Version: now.Version()})
	require.Equal(t, http.StatusOK, status, "%s", body)
	assert.Len(t, red.chat(0), 2)
	assert.Equal(t, []Message{m}, spectator.chat(1))

	// A table where spectators talk.
	open := seats(Human, Human)
	open.SpectatorChat = true
	opened, _ := c.create(open)
	status, body = h.client(opened.ID, "").say("hello from the rail")
	require.Equal(t, http.StatusCreated, status, "%s", body)
	assert.Equal(t, "spectator", h.client(opened.ID, "").chat(0)[0].Author)
	var listed []GameInfo
	status, body = c.do("GET", "/api/games", nil)
	require.Equal(t, http.StatusOK, status)
	require.NoError(t, json.Unmarshal(body, &listed))
	for _, g := range listed {
		assert.Equal(t, g.ID == opened.ID, g.SpectatorChat, "game %s", g.ID)
	}
}

// What one author may say is bounded: a message's length and characters,
// and a rate; a refusal stores nothing.
func TestTableTalkBounds(t *testing.T) {
	h := startHost(t, "")
	resp, tokens := h.client("", "").create(seats(Human, Human))
	red := h.client(resp.ID, tokens[kanban.Red])
	for _, tc := range []struct {
		text   string
		status int
	}{
		{"", http.StatusUnprocessableEntity},
		{" \n\t ", http.StatusUnprocessableEntity},
		{strings.Repeat("é", maxChatText+1), http.StatusUnprocessableEntity},
		{"a bell \a", http.StatusUnprocessableEntity},
		{strings.Repeat("é", maxChatText), http.StatusCreated},
	} {
		status, body := red.do("POST", "/api/games/"+resp.ID+"/chat", `{"text":`+string(mustJSON(tc.text))+`}`)
		assert.Equal(t, tc.status, status, "%.20q: %s", tc.text, body)
	}
	status, body := red.do("POST", "/api/games/"+resp.ID+"/chat", `{"text":"hi","extra":1}`)
	assert.Equal(t, http.StatusBadRequest, status, "%s", body)
	for range chatBounds.Burst - 1 {
		status, body := red.say("again")
		require.Equal(t, http.StatusCreated, status, "%s", body)
	}
	status, body = red.say("one too many")
	assert.Equal(t, http.StatusTooManyRequests, status, "%s", body)
	assert.Contains(t, string(body), "chat_rate")
	assert.Len(t, red.chat(0), chatBounds.Burst, "the refused message is not kept")
	status, _ = h.client(resp.ID, tokens[kanban.Blue]).say("blue's own rate")
	assert.Equal(t, http.StatusCreated, status)
	status, _ = h.client("nope", tokens[kanban.Red]).say("hi")
	assert.Equal(t, http.StatusNotFound, status)
}

// Over several instances on one PostgreSQL database: a message said on one
// is told on the streams another holds, in the order the database
// numbered them, and one author's rate holds across instances.
func TestTableTalkOnTwoInstances(t *testing.T) {
	t.Parallel()
	c := startCluster(t, 2)
	a, b := c.hosts[0], c.hosts[1]
	resp, tokens := a.client("", "").create(seats(Human, Human))
	onA, onB := a.client(resp.ID, tokens[kanban.Red]), b.client(resp.ID, tokens[kanban.Red])
	blueOnB := b.client(resp.ID, tokens[kanban.Blue]).chatStream("/api/games/" + resp.ID + "/events")
	for i := range chatBounds.Burst {
		says := []*client{onA, onB}[i%2]
		status, body := says.say("message " + strconv.Itoa(i+1))
		require.Equal(t, http.StatusCreated, status, "%s", body)
	}
	for i := range chatBounds.Burst {
		m := blueOnB()
		assert.Equal(t, uint32(i+1), m.Seq)
		assert.Equal(t, "message "+strconv.Itoa(i+1), m.Text)
	}
	status, body := onB.say("one too many, on the other instance")
	assert.Equal(t, http.StatusTooManyRequests, status, "%s", body)
	assert.Len(t, a.client(resp.ID, "").chat(0), chatBounds.Burst)
}

// Two people talk in the browser: what one says shows in the other's page
// and a spectator's, as text (markup in it is shown, never run); a
// spectator of a table where only players talk has no box to talk in; the
// replay shows each message from the step it was said at.
func TestTableTalkInTheBrowser(t *testing.T) {
	t.Parallel()
	b := startBrowser(t)
	h := startHost(t, "")
	resp, tokens := h.client("", "").create(seats(Human, Random))
	page := func(token string) context.Context {
		tab := b.tab(1280, 800, false)
		url := h.http.URL + "/game/" + resp.ID
		if token != "" {
			url += "#token=" + token
		}
		require.NoError(t, chromedp.Do(tab, chromedp.Navigate(url)))
		waitFor(t, tab, "the page", `document.body.dataset.busy === '0' && !!document.querySelector('#board svg')`)
		return tab
	}
	red, watching := page(tokens[kanban.Red]), page("")
	require.False(t, evaluate[bool](t, watching, `!document.getElementById('chat-form').hidden`), "a spectator may not talk here")
	waitFor(t, red, "the chat box", `!document.getElementById('chat-form').hidden`)

	said := `<img src=x onerror="window.pwned=1"> hello, blue & all`
	require.NoError(t, chromedp.Do(red,
		chromedp.SendKeys("#chat-text", said),
		chromedp.Click(`#chat-form button[type=submit]`),
	))
	for _, tab := range []context.Context{red, watching} {
		waitFor(t, tab, "the message", `document.querySelectorAll('#chat li').length === 1`)
		assert.Equal(t, said, evaluate[string](t, tab, `document.querySelector('#chat li .said').textContent`))
		assert.Equal(t, "red", evaluate[string](t, tab, `document.querySelector('#chat li .chip').textContent`))
		assert.False(t, evaluate[bool](t, tab, `!!document.querySelector('#chat img') || !!window.pwned`), "markup in a message was run")
	}
	require.Empty(t, evaluate[string](t, red, `document.getElementById('chat-text').value`), "the box is emptied once sent")

	// The replay of the game, once over, shows the message from the step
	// it was said at.
	at := h.client(resp.ID, "").chat(0)[0].Version
	require.NoError(t, chromedp.Do(red, chromedp.Navigate("about:blank")))
	require.NoError(t, chromedp.Do(watching, chromedp.Navigate("about:blank")))
	st := h.client(resp.ID, tokens[kanban.Red]).playTurns(100000)
	require.True(t, st.Over)
	viewer := watching // the spectator's tab, its page closed while the game was played
	require.NoError(t, chromedp.Do(viewer, chromedp.Navigate(h.http.URL+"/replay#game="+resp.ID)))
	waitFor(t, viewer, "the replay", `document.body.dataset.step === '0' && !document.getElementById('chat-panel').hidden`)
	before := evaluate[int](t, viewer, `document.querySelectorAll('#chat li').length`)
	if at > 4 { // the setup's events come before the first step's
		assert.Zero(t, before, "said later in the game")
	}
	require.NoError(t, chromedp.Do(viewer, chromedp.Click("#last")))
	waitFor(t, viewer, "the last step", `document.querySelector('#result table') !== null`)
	assert.Equal(t, said, evaluate[string](t, viewer, `document.querySelector('#chat li .said')?.textContent || ''`))
}

// A message of the chat that no server could have written (an author no
// seat is, a time that is no number) is left out, logged at ERROR: the
// rest of the chat, and the game, are served.
func TestDamagedMessageIsLeftOut(t *testing.T) {
	file := filepath.Join(t.TempDir(), "games.db")
	h := startHost(t, file)
	resp, tokens := h.client("", "").create(seats(Human, Human))
	red := h.client(resp.ID, tokens[kanban.Red])
	for _, text := range []string{"one", "two", "three"} {
		status, body := red.say(text)
		require.Equal(t, http.StatusCreated, status, "%s", body)
	}
	h.stop()
	raw, err := sql.Open("sqlite", file)
	require.NoError(t, err)
	defer raw.Close()
	for _, q := range []string{
		`UPDATE chat SET author = 'mallory' WHERE seq = 1`,
		`UPDATE chat SET at = 'noon' WHERE seq = 3`,
	} {
		_, err := raw.Exec(q)
		require.NoError(t, err)
	}
	h = startHost(t, file)
	msgs := h.client(resp.ID, "").chat(0)
	require.Len(t, msgs, 1)
	assert.Equal(t, "two", msgs[0].Text)
	assert.Contains(t, h.log.String(), "level=ERROR")
	assert.Contains(t, h.log.String(), "does not read")
	status, body := h.client(resp.ID, tokens[kanban.Blue]).say("four")
	assert.Equal(t, http.StatusCreated, status, "%s", body)
}

// An instance that has not heard of a message said on another (its
// notification not yet come) and takes the next one reads the first with
// it: its streams tell both, in order. Before, it told only its own, and
// the first never.
func TestTableTalkOnALaggingInstance(t *testing.T) {
	behind, ahead := lagging(t)
	resp, tokens := ahead.client("", "").create(seats(Human, Human))
	hears := behind.client(resp.ID, tokens[kanban.Blue]).chatStream("/api/games/" + resp.ID + "/events")
	status, body := ahead.client(resp.ID, tokens[kanban.Red]).say("said elsewhere")
	require.Equal(t, http.StatusCreated, status, "%s", body)
	status, body = behind.client(resp.ID, tokens[kanban.Blue]).say("said here")
	require.Equal(t, http.StatusCreated, status, "%s", body)
	assert.Equal(t, "said elsewhere", hears().Text)
	assert.Equal(t, "said here", hears().Text)
}
