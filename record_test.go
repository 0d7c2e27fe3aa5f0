package kanban_test

import (
	"encoding/json"
	"errors"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// A record is written and read back unchanged, and playing it gives the
// same events, byte for byte, and the same state (R-ENG-4).
func TestRecordRoundTrip(t *testing.T) {
	for n := 2; n <= 4; n++ {
		g := play(t, n, uint64(n)*13, 5000)
		r, err := kanban.RecordOf(g.log)
		require.NoError(t, err)
		require.Len(t, r.Actions, len(g.starts))
		text := r.String()
		back, err := kanban.ParseRecord(text)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(r, back))
		s, log, err := back.Play()
		require.NoError(t, err)
		require.Equal(t, g.final, s)
		want, _ := json.Marshal(g.log)
		got, _ := json.Marshal(log)
		require.Equal(t, string(want), string(got))

		// Comments and blank lines are ignored.
		lines := strings.Split(text, "\n")
		commented := strings.Join(append(lines[:4:4], append([]string{"# a comment", ""}, lines[4:]...)...), "\n")
		again, err := kanban.ParseRecord(commented)
		require.NoError(t, err)
		require.Empty(t, cmp.Diff(r, again))
	}
}

// The text form of a record does not change by accident.
func TestGoldenRecord(t *testing.T) {
	g := play(t, 2, 7, 60)
	r, err := kanban.RecordOf(g.log)
	require.NoError(t, err)
	golden(t, "testdata/record.golden", r.String())
}

// golden compares text with a file of testdata, or rewrites the file with
// -update.
func golden(t *testing.T, path, text string) {
	t.Helper()
	if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(strings.Split(string(want), "\n"), strings.Split(text, "\n")), "%s differs (-file +now); rewrite it with -update if the change is meant", path)
}

// A bad record is refused with a *RecordError naming the line or the
// action, and a refused action wraps the *RuleError.
func TestRecordRefusals(t *testing.T) {
	g := play(t, 2, 7, 30)
	r, err := kanban.RecordOf(g.log)
	require.NoError(t, err)
	text := r.String()
	lines := strings.Split(text, "\n")
	edit := func(i int, line string) string {
		l := append([]string(nil), lines...)
		l[i] = line
		return strings.Join(l, "\n")
	}
	for _, c := range []struct {
		name string
		text string
		line int
		want string
	}{
		{"not a record", "hello\n", 1, "starts with"},
		{"empty", "", 1, "ends inside its header"},
		{"no schema", edit(1, "rules x"), 2, "schema line"},
		{"bad schema", edit(1, "schema two"), 2, "bad schema"},
		{"bad config", edit(3, `config {"players":[],"players":[]}`), 4, "duplicate"},
		{"bad action", edit(5, "red fly away"), 6, "unknown action kind"},
		{"versioned action", edit(5, lines[5]+" @3"), 6, "no version"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := kanban.ParseRecord(c.text)
			var re *kanban.RecordError
			require.ErrorAs(t, err, &re)
			require.Equal(t, c.line, re.Line, "%v", err)
			require.ErrorContains(t, err, c.want)
		})
	}

	// Actions are checked when the record is played.
	bad := r
	bad.Actions = append([]kanban.Action(nil), r.Actions...)
	bad.Actions[3], bad.Actions[4] = bad.Actions[4], bad.Actions[3]
	_, _, err = bad.Play()
	var re *kanban.RecordError
	require.ErrorAs(t, err, &re)
	require.Equal(t, 4, re.Action)
	var rule *kanban.RuleError
	require.True(t, errors.As(err, &rule), "%v", err)

	other := r
	other.Rules = "2026.01-0000000000000000"
	_, _, err = other.Play()
	require.ErrorContains(t, err, "rules and data")
	other = r
	other.Schema = 1
	_, _, err = other.Play()
	require.ErrorContains(t, err, "schema 1")
	require.Equal(t, components.Version, r.Rules)

	// A player's copy of the log has no seed: it makes no record.
	_, err = kanban.RecordOf([]kanban.Event{g.log[0].For(kanban.Red)})
	require.Error(t, err)
}

// A record of schema 2, whose notation wrote bare numbers and flags, is
// refused at its first action in the old notation; one that parses still
// does not play, its schema being another (R-ENG-5).
func TestOldRecordRefused(t *testing.T) {
	old := "kanban record\nschema 2\nrules " + components.Version + "\n" +
		`config {"players":[{"color":"red"},{"color":"blue"}],"seed":"7"}` + "\n\nblue cert-space 2\n"
	_, err := kanban.ParseRecord(old)
	var re *kanban.RecordError
	require.ErrorAs(t, err, &re)
	require.Equal(t, 6, re.Line)
	require.ErrorContains(t, err, "want space-")

	r, err := kanban.ParseRecord(strings.Replace(old, "blue cert-space 2", "blue cert-space space-2", 1))
	require.NoError(t, err)
	_, _, err = r.Play()
	require.ErrorContains(t, err, "schema 2")
}

// A record carries tags after its header, in order, through its text;
// Play ignores them, and tags that could not be read back are refused on
// both sides.
func TestRecordTags(t *testing.T) {
	g := play(t, 2, 7, 30)
	r, err := kanban.RecordOf(g.log)
	require.NoError(t, err)
	r.Tags = []kanban.Tag{{Name: "seats", Value: "red=you blue=greedy"}, {Name: "event", Value: "club night #3"}, {Name: "seats", Value: "again"}}
	text := r.String()
	require.Contains(t, text, "config ")
	require.Contains(t, text, "\ntag seats red=you blue=greedy\ntag event club night #3\n")
	back, err := kanban.ParseRecord(text)
	require.NoError(t, err)
	require.Empty(t, cmp.Diff(r, back))
	v, ok := back.Tag("seats")
	require.True(t, ok)
	require.Equal(t, "red=you blue=greedy", v)
	_, ok = back.Tag("site")
	require.False(t, ok)
	s, _, err := back.Play()
	require.NoError(t, err)
	require.Equal(t, g.final, s)

	for _, bad := range []kanban.Tag{{Name: "", Value: "x"}, {Name: "Seats", Value: "x"}, {Name: "a b", Value: "x"}, {Name: "a", Value: "two\nlines"}, {Name: "a", Value: " padded"}} {
		r.Tags = []kanban.Tag{bad}
		_, err := r.MarshalText()
		require.Error(t, err, "%+v", bad)
	}
	for _, line := range []string{"tag", "tag Seats x", "tag a\tb"} {
		lines := strings.Split(text, "\n")
		lines[4] = line
		_, err := kanban.ParseRecord(strings.Join(lines, "\n"))
		var re *kanban.RecordError
		require.ErrorAs(t, err, &re, line)
		require.Equal(t, 5, re.Line)
	}
}
