package store_test

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// testChat: messages are numbered in the order said, read back after a
// number, kept apart from the log (a take-back leaves them), and refused
// beyond an author's rate or the chat's size, the bounds holding when
// many are said at once; a game's row keeps whether spectators may talk.
func testChat(t *testing.T, st store.Store) {
	defer st.Close()
	ctx := context.Background()
	g, actions := game(t, "g1", 2)
	g.SpectatorChat = true
	require.NoError(t, st.Create(ctx, g))
	for _, events := range actions {
		require.NoError(t, st.Append(ctx, "g1", 0, events))
	}
	got, err := st.Load(ctx, "g1")
	require.NoError(t, err)
	assert.True(t, got.SpectatorChat)

	b := store.ChatBounds{Burst: 3, Window: time.Minute, Max: 6}
	at := time.UnixMilli(1_700_000_000_123)
	say := func(author, text string, at time.Time) (store.Message, error) {
		return st.Say(ctx, "g1", store.Message{At: at, Version: 7, Author: author, Text: text}, b)
	}
	m, err := say("red", "hello <b>blue</b>", at)
	require.NoError(t, err)
	assert.Equal(t, store.Message{Seq: 1, At: at, Version: 7, Author: "red", Text: "hello <b>blue</b>"}, m)
	for i := range 2 {
		_, err := say("red", "again", at.Add(time.Duration(i+1)*time.Second))
		require.NoError(t, err)
	}
	_, err = say("red", "a fourth within the minute", at.Add(3*time.Second))
	require.ErrorIs(t, err, store.ErrChatRate)
	m, err = say("red", "a minute on", at.Add(time.Minute+time.Second))
	require.NoError(t, err)
	assert.Equal(t, uint32(4), m.Seq)
	_, err = say(store.Spectator, "hi", at.Add(time.Minute+2*time.Second))
	require.NoError(t, err, "another author's rate is its own")
	_, err = st.Say(ctx, "nope", store.Message{At: at, Author: "red", Text: "x"}, b)
	require.ErrorIs(t, err, store.ErrNotFound)

	require.NoError(t, st.Cut(ctx, "g1", 0, got.Version, got.Version-1), "a take-back")
	msgs, damage, err := st.Chat(ctx, "g1", 0)
	require.NoError(t, err)
	assert.Empty(t, damage)
	require.Len(t, msgs, 5, "a take-back leaves the chat")
	for i, m := range msgs {
		assert.Equal(t, uint32(i+1), m.Seq)
	}
	assert.Equal(t, "hello <b>blue</b>", msgs[0].Text, "kept as said")
	msgs, _, err = st.Chat(ctx, "g1", 3)
	require.NoError(t, err)
	require.Len(t, msgs, 2)
	assert.Equal(t, uint32(4), msgs[0].Seq)

	// Many at once: one more fits, numbered after the others, whoever
	// says it; the rest are refused as the chat is full.
	var wg sync.WaitGroup
	var mu sync.Mutex
	var seqs []uint32
	full := 0
	for i, author := range []string{"blue", "yellow", "purple", "blue", "yellow", "purple"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			m, err := say(author, "at once", at.Add(time.Hour+time.Duration(i)*time.Millisecond))
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				assert.ErrorIs(t, err, store.ErrChatFull)
				full++
				return
			}
			seqs = append(seqs, m.Seq)
		}()
	}
	wg.Wait()
	assert.Equal(t, []uint32{6}, seqs)
	assert.Equal(t, 5, full)
}
