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
	t.Parallel()
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

// R-ENG-4: the notation's one separator is the ASCII space (runs of it
// read as one); a tab or a Unicode space inside an action, an event or a
// record line makes an unknown word, refused, never a second separator.
func TestNotationSeparator(t *testing.T) {
	e, err := kanban.ParseEvent("12:3 red trained rnd space-2")
	require.NoError(t, err, "the event the table is built on")
	for _, tc := range []struct {
		name string
		sep  string
		ok   bool
	}{
		{"space", " ", true},
		{"spaces", "   ", true},
		{"tab", "\t", false},
		{"no-break space", "\u00a0", false},
		{"next line", "\u0085", false},
		{"em space", "\u2003", false},
		{"ideographic space", "\u3000", false},
		{"vertical tab", "\v", false},
		{"line feed", "\n", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, err := kanban.ParseAction(strings.Join([]string{"red", "train", "rnd"}, tc.sep))
			ev, everr := kanban.ParseEvent(strings.ReplaceAll(e.String(), " ", tc.sep))
			recerr := parseRecordWith(t, tc.sep)
			if tc.ok {
				require.NoError(t, err)
				require.Equal(t, kanban.Train(kanban.Red, kanban.RnD), a)
				require.NoError(t, everr)
				require.Equal(t, e, ev)
				return
			}
			require.Error(t, err, "%q read as a separator", tc.sep)
			require.Error(t, everr, "%q read as a separator", tc.sep)
			require.Error(t, recerr, "%q read as a separator in a record", tc.sep)
		})
	}
}

// parseRecordWith parses the record of a game's first action with sep
// between the words of the action's line.
func parseRecordWith(t *testing.T, sep string) error {
	s, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 5})
	require.NoError(t, err)
	a := s.LegalActions()[0]
	_, evs, err := kanban.Apply(s, a)
	require.NoError(t, err)
	rec, err := kanban.RecordOf(append(log, evs...))
	require.NoError(t, err)
	text := rec.String()
	line := a.String()
	require.Contains(t, text, line+"\n")
	_, err = kanban.ParseRecord(strings.Replace(text, line+"\n", strings.ReplaceAll(line, " ", sep)+"\n", 1))
	return err
}
