package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/soak"
	"github.com/stretchr/testify/require"
)

// The template is the built-in edition, its placeholders flagged: it reads
// back to the same values and digest.
func TestTemplate(t *testing.T) {
	var out, errOut bytes.Buffer
	require.NoError(t, run([]string{"template"}, &out, &errOut))
	e, err := components.ParseEdition(out.Bytes())
	require.NoError(t, err)
	require.Equal(t, components.Version, e.Digest())
	require.True(t, strings.HasPrefix(e.Sources["goals"], placeholderFlag), e.Sources["goals"])
	require.False(t, strings.HasPrefix(e.Sources["claim_costs"], placeholderFlag), "a Seed value is not flagged")
	require.Contains(t, errOut.String(), "goals")
}

func TestCheck(t *testing.T) {
	var tpl bytes.Buffer
	require.NoError(t, run([]string{"template"}, &tpl, new(bytes.Buffer)))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(tpl.Bytes(), &doc))
	doc["name"] = "my-box"
	doc["goals"].([]any)[3].(map[string]any)["pp"] = 9
	doc["kanban_cards"].([]any)[0].([]any)[1] = "body"
	b, err := json.Marshal(doc)
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "box.json")
	require.NoError(t, os.WriteFile(path, b, 0o644))

	var out bytes.Buffer
	require.NoError(t, run([]string{"check", "-games", "8", path}, &out, new(bytes.Buffer)))
	require.Contains(t, out.String(), `edition "my-box": valid`)
	require.Contains(t, out.String(), "8 random games played")
	require.Contains(t, out.String(), "2 values differ")
	require.Contains(t, out.String(), "goals/3/pp: ")
	require.Contains(t, out.String(), `kanban_cards/0/1: "motor" → "body"`)

	require.NoError(t, os.WriteFile(path, []byte(`{"name":"x"}`), 0o644))
	err = run([]string{"check", "-games", "0", path}, &out, new(bytes.Buffer))
	require.ErrorContains(t, err, `the document: no "start_pp"`)
}

func TestUsage(t *testing.T) {
	for _, args := range [][]string{nil, {"frobnicate"}, {"check"}, {"template", "x"}, {"check", "-games", "-1", "x"}, {"check", "-frob", "x"}} {
		var usage usageError
		require.ErrorAs(t, run(args, new(bytes.Buffer), new(bytes.Buffer)), &usage, "%q", args)
	}
}

// check plays the test edition of the library's testdata through random
// games, every invariant checked after every event: 40 of them by default,
// its own 1,000 in a soak run (KANBAN_SOAK=1).
func TestCheckPlaysTheTestEdition(t *testing.T) {
	args := []string{"check", "-games", "40", "../../testdata/edition-other.json"}
	games := 40
	if soak.On() {
		args = []string{"check", "../../testdata/edition-other.json"}
		games = 1000
	}
	var out, progress bytes.Buffer
	require.NoError(t, run(args, &out, &progress))
	require.Contains(t, out.String(), fmt.Sprintf("%d random games played", games))
	require.Contains(t, out.String(), "values differ from the built-in edition")
	require.Contains(t, progress.String(), fmt.Sprintf("%d of %d games played", games, games))
}
