package main

import (
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// recordOf plays a game of first legal actions and returns its record.
func recordOf(t *testing.T, seed uint64) kanban.Record {
	return played(t, kanban.Config{Seed: seed, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}}, -1)
}

// played plays the first legal action n times (to the end for n < 0) and
// returns the record.
func played(t *testing.T, cfg kanban.Config, n int) kanban.Record {
	t.Helper()
	s, log, err := kanban.New(cfg)
	require.NoError(t, err)
	for ; n != 0 && !s.IsOver(); n-- {
		var events []kanban.Event
		s, events, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
		log = append(log, events...)
	}
	r, err := kanban.RecordOf(log)
	require.NoError(t, err)
	return r
}

// A whole record prints turn by turn, with the table after each day and
// the ranking at the end.
func TestReplayPrintsTheGame(t *testing.T) {
	r := recordOf(t, 3)
	var out strings.Builder
	require.NoError(t, run(r.String(), &out))
	text := out.String()
	for _, want := range []string{"2 players", "day 1\n", "-- end of day 1:", "red select", "Sandra works at", "game over after", "1. "} {
		require.Contains(t, text, want)
	}
	require.Equal(t, strings.Count(text, "\nday "), strings.Count(text, "-- end of day"), "a table after each day")
}

// A solo record says so, rather than counting 1 players.
func TestReplayPrintsASoloGame(t *testing.T) {
	r := played(t, kanban.Config{Seed: 5, Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Solo: &kanban.SoloConfig{}}, 30)
	var out strings.Builder
	require.NoError(t, run(r.String(), &out))
	require.True(t, strings.HasPrefix(out.String(), "a solo game, rules "), "%.80s", out.String())
}

// A record that breaks off prints as far as it goes; a bad one is an
// error naming the action.
func TestReplayStopsAndRefuses(t *testing.T) {
	r := recordOf(t, 4)
	part := r
	part.Actions = r.Actions[:40]
	var out strings.Builder
	require.NoError(t, run(part.String(), &out))
	require.Contains(t, out.String(), "the record stops on day")

	bad := r
	bad.Actions = append([]kanban.Action{kanban.EndTurn(kanban.Red)}, r.Actions...)
	out.Reset()
	err := run(bad.String(), &out)
	require.ErrorContains(t, err, "action 1")

	require.Error(t, run("not a record\n", &out))
}
