package kanban_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// A position decodes to the very state it was encoded from (==), at every
// step of random games of each player count.
func TestPositionRoundTrip(t *testing.T) {
	t.Parallel()
	long(t)
	for seed := range uint64(6) {
		n := 2 + int(seed%3)
		s, _, err := kanban.New(config(n, seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 5))
		for step := 0; ; step++ {
			b, err := json.Marshal(s)
			require.NoError(t, err)
			var back kanban.GameState
			require.NoError(t, json.Unmarshal(b, &back), "seed %d step %d", seed, step)
			require.True(t, back == s, "seed %d step %d: the decoded state differs", seed, step)
			if s.IsOver() {
				break
			}
			s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
			require.NoError(t, err)
		}
	}
}

// midGame is a 3-player game some way in: a position with something of
// everything on the table.
func midGame(t *testing.T) kanban.GameState {
	return play(t, 3, 7, 150).final
}

// The position format does not change by accident.
func TestGoldenPosition(t *testing.T) {
	b, err := json.MarshalIndent(midGame(t), "", "  ")
	require.NoError(t, err)
	golden(t, "testdata/position.golden", string(b)+"\n")
}

// setAt decodes a JSON document, sets the value at path (object keys and
// array indexes) to v, or deletes it when v is deleted, and encodes it
// again.
func setAt(t require.TestingT, doc []byte, path []any, v any) []byte {
	var root any
	d := json.NewDecoder(bytes.NewReader(doc))
	d.UseNumber()
	require.NoError(t, d.Decode(&root))
	parent := root
	for i, k := range path {
		last := i == len(path)-1
		switch node := parent.(type) {
		case map[string]any:
			key := k.(string)
			if last {
				if v == deleted {
					delete(node, key)
				} else {
					node[key] = v
				}
			}
			parent = node[key]
		case []any:
			if last {
				node[k.(int)] = v
			}
			parent = node[k.(int)]
		default:
			t.Errorf("no %v in the document", path[:i+1])
			t.FailNow()
		}
	}
	out, err := json.Marshal(root)
	require.NoError(t, err)
	return out
}

// deleted is the value setAt takes to delete a member.
var deleted = &struct{}{}

// A position the rules cannot reach, or one written for other rules, is
// refused with an error that names what is wrong, and the state decoded
// into is left as it was.
func TestPositionRefusals(t *testing.T) {
	s := midGame(t)
	doc, err := json.Marshal(s)
	require.NoError(t, err)
	num := func(n int) json.Number { return json.Number(strconv.Itoa(n)) }
	for _, c := range []struct {
		name string
		path []any
		v    any
		want string
	}{
		{"other schema", []any{"schema"}, num(kanban.SchemaVersion + 1), "schema"},
		{"other rules", []any{"rules"}, "0000", "rules"},
		{"unknown member", []any{"board", "spare_parts"}, num(1), `no field "spare_parts"`},
		{"missing member", []any{"players", 0, "pp"}, deleted, `missing "pp"`},
		{"null", []any{"day"}, nil, "null"},
		{"a part too many", []any{"board", "supply", 0}, num(99), "parts"},
		{"a Book too many", []any{"players", 1, "books"}, num(40), "Books"},
		{"an unknown colour", []any{"workstations", 0}, "green", "workstations"},
		{"a seat not in the game", []any{"order", 0}, "purple", "not in the game"},
		{"a player out of order", []any{"players", 0, "color"}, "yellow", "config seats"},
		{"a goal card twice", []any{"players", 0, "goals"}, []any{"3", "3"}, "listed twice"},
		{"a Design out of range", []any{"board", "stacks", 0}, []any{"design-99"}, "stacks"},
		{"an impossible choice", []any{"pending"}, map[string]any{"kind": "garage", "player": "red", "dept": "rnd", "path": []any{}}, "pending choice"},
		{"a choice of nobody", []any{"pending"}, map[string]any{"kind": "garage", "player": "none", "dept": "rnd", "path": []any{}}, "no player"},
		{"a mid-action count", []any{"version"}, num(0), "version"},
		{"an Award stack too high", []any{"board", "award_stacks", 0}, []any{"shift", "shift", "shift", "shift", "shift", "shift", "shift"}, "Award stack has 7 tiles"},
		{"players and config differ", []any{"players"}, []any{}, "players"},
		// R-ENG-3: the memory of the hidden orders must fit them.
		{"more Kanban cards known than the deck holds", []any{"memory", "kanban_known"}, num(99), "known Kanban cards"},
		{"a Design set past the known part", []any{"memory", "central_sets"}, []any{num(30)}, "Central"},
		{"memory for a seat too many", []any{"memory", "awards_seen"}, []any{[]any{}, []any{}, []any{}, []any{}}, "more seats"},
	} {
		t.Run(c.name, func(t *testing.T) {
			bad := setAt(t, doc, c.path, c.v)
			got := s
			err := json.Unmarshal(bad, &got)
			require.Error(t, err)
			require.ErrorContains(t, err, "bad position")
			require.ErrorContains(t, err, c.want)
			require.True(t, got == s, "a refused position changed the state")
		})
	}
	var zero kanban.GameState
	_, err = json.Marshal(zero)
	require.ErrorContains(t, err, "no game")
	require.Error(t, json.Unmarshal([]byte(`{}`), &zero))
	require.Error(t, json.Unmarshal(append(doc, []byte(` {}`)...), &zero))
}

// R-ENG-3: a position without the memory member, as one written before
// the state kept it, loads knowing nothing of the hidden orders' history:
// the View shows no known part, and Determinize deals those places anew.
func TestPositionWithoutMemory(t *testing.T) {
	s := midGame(t)
	doc, err := json.Marshal(s)
	require.NoError(t, err)
	require.Contains(t, string(doc), `"memory":`)
	var old kanban.GameState
	require.NoError(t, json.Unmarshal(setAt(t, doc, []any{"memory"}, deleted), &old))
	v := old.View(kanban.Red)
	require.Empty(t, v.KanbanKnown)
	require.Empty(t, v.CentralKnown)
	require.NotEmpty(t, s.View(kanban.Red).KanbanKnown)
	want := s.View(kanban.Red)
	want.KanbanKnown, want.KanbanHeld, want.CentralKnown = v.KanbanKnown, v.KanbanHeld, v.CentralKnown
	want.AwardStacks = v.AwardStacks
	require.Equal(t, want, v, "only the memory is gone")
	_, err = old.Determinize(kanban.Red, 1)
	require.NoError(t, err)
}

// R-ENG-5: a state between the events of one action is no position.
func TestPositionBetweenEvents(t *testing.T) {
	g := play(t, 2, 3, 40)
	s, err := kanban.Replay(g.log[:1])
	require.NoError(t, err)
	for _, e := range g.log[1:] {
		s, err = kanban.Evolve(s, e)
		require.NoError(t, err)
		b, err := json.Marshal(s)
		if s.Next().Kind == kanban.DecideEvents {
			require.ErrorContains(t, err, "R-ENG-5")
			continue
		}
		require.NoError(t, err)
		var back kanban.GameState
		require.NoError(t, json.Unmarshal(b, &back))
		require.True(t, back == s)
	}
}

// leaves lists the paths to the numbers, strings and booleans of a JSON
// document decoded with UseNumber.
func leaves(node any, path []any, out *[][]any) {
	switch n := node.(type) {
	case map[string]any:
		for _, k := range slices.Sorted(maps.Keys(n)) {
			leaves(n[k], append(slices.Clip(path), k), out)
		}
	case []any:
		for i, v := range n {
			leaves(v, append(slices.Clip(path), i), out)
		}
	default:
		*out = append(*out, path)
	}
}

// A position with any one value edited is refused or gives a state that
// encodes to itself and plays on without a panic: what a host loads from a
// damaged or doctored store cannot break it later.
func TestEditedPositionsNeverPanic(t *testing.T) {
	var docs [][]byte
	var paths [][][]any
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(50+n), 60*n)
		doc, err := json.Marshal(g.final)
		require.NoError(t, err)
		var root any
		d := json.NewDecoder(bytes.NewReader(doc))
		d.UseNumber()
		require.NoError(t, d.Decode(&root))
		var ps [][]any
		leaves(root, nil, &ps)
		docs, paths = append(docs, doc), append(paths, ps)
	}
	words := []string{"none", "red", "blue", "purple", "sandra", "desk", "motor", "wheels", "suv", "rnd",
		"administration-top", "working", "meeting", "over", "branch", "garage", "design-3", "12", "0", "car"}
	rapid.Check(t, func(rt *rapid.T) {
		i := rapid.IntRange(0, len(docs)-1).Draw(rt, "game")
		path := rapid.SampledFrom(paths[i]).Draw(rt, "path")
		var v any
		switch rapid.IntRange(0, 2).Draw(rt, "kind") {
		case 0:
			v = json.Number(strconv.Itoa(rapid.IntRange(-2, 40).Draw(rt, "number")))
		case 1:
			v = rapid.SampledFrom(words).Draw(rt, "word")
		case 2:
			v = rapid.Bool().Draw(rt, "flag")
		}
		var s kanban.GameState
		if json.Unmarshal(setAt(rt, docs[i], path, v), &s) != nil {
			return
		}
		b, err := json.Marshal(s)
		require.NoError(rt, err)
		var back kanban.GameState
		require.NoError(rt, json.Unmarshal(b, &back))
		require.True(rt, back == s)
		useAndPlay(rt, s)
	})
}

// The options a frontend lists for a turn — each legal action's notation,
// description and cost in JSON — do not change by accident.
func TestGoldenOptions(t *testing.T) {
	g := play(t, 3, 7, 150)
	s := g.final
	for s.Next().Kind != kanban.DecideWork {
		var err error
		s, _, err = kanban.Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
	}
	var sb strings.Builder
	fmt.Fprintln(&sb, s.Next())
	for _, a := range s.LegalActions() {
		what, err := s.Describe(a)
		require.NoError(t, err)
		cost, err := s.Cost(a)
		require.NoError(t, err)
		b, err := json.Marshal(cost)
		require.NoError(t, err)
		fmt.Fprintf(&sb, "%v\n\t%s\n\t%s\n", a, what, b)
	}
	golden(t, "testdata/options.golden", sb.String())
}
