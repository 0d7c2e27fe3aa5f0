package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// sse is an open event stream, read frame by frame: events, and the
// resets an undo sends.
type sse struct {
	t      testing.TB
	frames chan sseFrame
	cancel context.CancelFunc
}

// An sseFrame is one server-sent event: its type ("" for an event of the
// game), id and data.
type sseFrame struct {
	event, id, data string
}

// open opens the stream of path as c's seat (or a spectator), with the
// header given; it is closed when the test ends.
func (c *client) open(path string, header http.Header) *sse {
	c.t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	req, err := http.NewRequestWithContext(ctx, "GET", c.base+path, nil)
	require.NoError(c.t, err)
	for k, v := range header {
		req.Header[k] = v
	}
	if c.token != "" {
		req.Header.Set("Authorization", "Bearer "+c.token)
	}
	resp, err := http.DefaultClient.Do(req)
	require.NoError(c.t, err)
	require.Equal(c.t, http.StatusOK, resp.StatusCode)
	s := &sse{t: c.t, frames: make(chan sseFrame, 1<<14), cancel: cancel}
	c.t.Cleanup(cancel)
	go func() {
		defer close(s.frames)
		defer resp.Body.Close()
		sc := bufio.NewScanner(resp.Body)
		sc.Buffer(nil, 1<<20)
		var f sseFrame
		for sc.Scan() {
			line := sc.Text()
			switch {
			case line == "":
				if f.data != "" {
					s.frames <- f
				}
				f = sseFrame{}
			case strings.HasPrefix(line, "event: "):
				f.event = strings.TrimPrefix(line, "event: ")
			case strings.HasPrefix(line, "id: "):
				f.id = strings.TrimPrefix(line, "id: ")
			case strings.HasPrefix(line, "data: "):
				f.data = strings.TrimPrefix(line, "data: ")
			}
		}
	}()
	return s
}

// next returns the next frame; ok is false once the stream has ended.
func (s *sse) next() (sseFrame, bool) {
	s.t.Helper()
	select {
	case f, ok := <-s.frames:
		return f, ok
	case <-time.After(20 * time.Second):
		s.t.Fatal("no frame on the stream in 20 s")
		return sseFrame{}, false
	}
}

// event returns the next frame, which must be an event of the game.
func (s *sse) event() StreamEvent {
	s.t.Helper()
	f, ok := s.next()
	require.True(s.t, ok, "the stream ended")
	require.Equal(s.t, "", f.event, "an event of the game, not %s %s", f.event, f.data)
	var e StreamEvent
	require.NoError(s.t, json.Unmarshal([]byte(f.data), &e))
	return e
}

// until reads the events up to the one of Seq last.
func (s *sse) until(last uint32) []StreamEvent {
	s.t.Helper()
	var out []StreamEvent
	for {
		e := s.event()
		out = append(out, e)
		if e.Event.Seq >= last {
			return out
		}
	}
}

// reset returns the version of the next frame, which must be a reset.
func (s *sse) reset() uint32 {
	s.t.Helper()
	f, ok := s.next()
	require.True(s.t, ok, "the stream ended")
	require.Equal(s.t, "reset", f.event, "a reset, not %s", f.data)
	var r Reset
	require.NoError(s.t, json.Unmarshal([]byte(f.data), &r))
	require.Equal(s.t, f.id, jsonOf(s.t, r.Version), "a reset's id is its version")
	return r.Version
}

// handedOver requires the next frame to be the event that tells a seat's
// stream its seat was handed to a bot.
func (s *sse) handedOver() {
	s.t.Helper()
	f, ok := s.next()
	require.True(s.t, ok, "the stream ended without a word")
	require.Equal(s.t, "handed-over", f.event, "the seat's stream is told, not sent %s", f.data)
	var e apiError
	require.NoError(s.t, json.Unmarshal([]byte(f.data), &e))
	require.Equal(s.t, "handed_over", e.Error)
}

// ends says whether the stream ends within d, after any frames.
func (s *sse) ends(d time.Duration) bool {
	deadline := time.After(d)
	for {
		select {
		case _, ok := <-s.frames:
			if !ok {
				return true
			}
		case <-deadline:
			return false
		}
	}
}
