package main

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// -edition plays every game with the box's printed contents, and the
// results name it: in the text, and in the JSON by name and digest.
func TestEditionFlag(t *testing.T) {
	t.Parallel()
	const file = "../../testdata/edition-other.json"
	for _, args := range [][]string{
		{"-bots", "greedy,random", "-games", "2", "-quiet"},
		{"-solo", "-bots", "greedy", "-games", "2", "-quiet"},
	} {
		var out, errs bytes.Buffer
		if err := run(append(args, "-edition", file), &out, &errs); err != nil {
			t.Fatalf("%q: %v\n%s", args, err, errs.String())
		}
		if !strings.Contains(out.String(), ", edition other") {
			t.Errorf("%q: the results do not name the edition:\n%s", args, out.String())
		}
		out.Reset()
		if err := run(append(args, "-edition", file, "-json"), &out, &errs); err != nil {
			t.Fatal(err)
		}
		var r struct {
			Edition struct{ Name, Digest string } `json:"edition"`
			Errors  int                           `json:"errors"`
		}
		if err := json.Unmarshal(out.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.Edition.Name != "other" || r.Edition.Digest == "" || r.Errors != 0 {
			t.Errorf("%q: JSON edition %+v, %d errors", args, r.Edition, r.Errors)
		}
	}
	var out, errs bytes.Buffer
	if err := run([]string{"-edition", "missing.json"}, &out, &errs); err == nil || !strings.Contains(err.Error(), "-edition") {
		t.Errorf("a missing file: %v", err)
	}

	// The neural bot plays another edition's games without its network,
	// and the results say so.
	const aside = "neural played as learned"
	for _, tc := range []struct {
		args []string
		says bool
	}{
		{[]string{"-bots", "neural:4,greedy", "-games", "2", "-quiet", "-edition", file}, true},
		{[]string{"-bots", "neural:4,greedy", "-games", "2", "-quiet"}, false},
		{[]string{"-bots", "learned:4,greedy", "-games", "2", "-quiet", "-edition", file}, false},
	} {
		out.Reset()
		if err := run(tc.args, &out, &errs); err != nil {
			t.Fatalf("%q: %v", tc.args, err)
		}
		if strings.Contains(out.String(), aside) != tc.says {
			t.Errorf("%q: says %q: %v, want %v\n%s", tc.args, aside, !tc.says, tc.says, out.String())
		}
	}
}
