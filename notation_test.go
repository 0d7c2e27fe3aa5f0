package kanban_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// R-ENG-4: at every step of random games, every legal action and every
// event, the copies Event.For gives each player included, is written in a
// notation that reads back as itself, each field a word that says what it
// is: no bare true or false.
func TestNotationRoundTrips(t *testing.T) {
	long(t)
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		s, log, err := kanban.New(config(n, seed))
		require.NoError(rt, err)
		r := rand.New(rand.NewPCG(seed, 11))
		for range rapid.IntRange(1, 600).Draw(rt, "steps") {
			if s.IsOver() {
				break
			}
			legal := s.LegalActions()
			for _, a := range legal {
				text := a.String()
				back, err := kanban.ParseAction(text)
				require.NoError(rt, err, "%q", text)
				require.Equal(rt, a, back, "%q", text)
				a.Version = s.Version()
				back, err = kanban.ParseAction(a.String())
				require.NoError(rt, err, "%q", a.String())
				require.Equal(rt, a, back)
				for _, w := range strings.Fields(text) {
					require.NotContains(rt, []string{"true", "false"}, w, "%q", text)
				}
			}
			var evs []kanban.Event
			s, evs, err = kanban.Apply(s, pick(r, legal))
			require.NoError(rt, err)
			log = append(log, evs...)
			for _, e := range evs {
				for _, c := range append(s.Players(), kanban.NoColor) {
					copy := e.For(c)
					back, err := kanban.ParseEvent(copy.String())
					require.NoError(rt, err, "%q", copy.String())
					require.True(rt, reflect.DeepEqual(copy, back), "%q: %#v", copy.String(), back)
				}
			}
		}
		back, err := kanban.ParseEvent(log[0].String())
		require.NoError(rt, err)
		require.True(rt, reflect.DeepEqual(log[0], back))
	})
}
