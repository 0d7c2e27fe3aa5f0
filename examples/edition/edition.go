package main

import (
	"encoding/json"
	"fmt"
	"io"
	"reflect"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// placeholderFlag opens the source of a table whose values are, at least
// in part, placeholders.
const placeholderFlag = "PLACEHOLDER: "

// template writes the built-in edition with its placeholders flagged, and
// names them on stderr.
func template(stdout, stderr io.Writer) error {
	e := components.Builtin()
	var flagged []string
	for table, src := range e.Sources {
		if strings.Contains(src, "Placeholder") {
			e.Sources[table] = placeholderFlag + src
			flagged = append(flagged, table)
		}
	}
	slices.Sort(flagged)
	b, err := json.MarshalIndent(e, "", "  ")
	if err != nil {
		return err
	}
	if _, err := stdout.Write(append(b, '\n')); err != nil {
		return err
	}
	fmt.Fprintf(stderr, "%d of %d tables hold placeholders: %s\n", len(flagged), len(e.Sources), strings.Join(flagged, ", "))
	return nil
}

// check reads an edition as the engine does, lists how it differs from
// the built-in one, and plays that many random games with it, reporting their
// progress to stderr.
func check(data []byte, games int, stdout, stderr io.Writer) error {
	e, err := components.ParseEdition(data)
	if err != nil {
		return err
	}
	diffs := differences(components.Builtin(), e)
	fmt.Fprintf(stdout, "edition %q: valid, digest %s\n", e.Name, e.Digest())
	if len(diffs) == 0 {
		fmt.Fprintln(stdout, "the same values as the built-in edition")
	} else {
		fmt.Fprintf(stdout, "%d values differ from the built-in edition:\n", len(diffs))
		for _, d := range diffs {
			fmt.Fprintln(stdout, "  "+d)
		}
	}
	if games == 0 {
		return nil
	}
	ed, err := kanban.NewEdition(e)
	if err != nil {
		return err
	}
	if err := playGames(ed, games, stderr); err != nil {
		return fmt.Errorf("a random game with the edition breaks the rules: %w", err)
	}
	fmt.Fprintf(stdout, "%d random games played, every invariant held after every event\n", games)
	return nil
}

// differences lists, by the path of each table and entry in the JSON form
// ("goals/3/pp"), the values of b that differ from a's, as "path: a → b".
func differences(a, b *components.Edition) []string {
	var out []string
	va, vb := reflect.ValueOf(a).Elem(), reflect.ValueOf(b).Elem()
	t := va.Type()
	for i := range t.NumField() {
		f := t.Field(i)
		if f.Name == "Name" || f.Name == "Sources" {
			continue
		}
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		out = diffValues(out, name, va.Field(i), vb.Field(i))
	}
	return out
}

// diffValues appends the differences of two values of one type at path.
func diffValues(out []string, path string, a, b reflect.Value) []string {
	if reflect.DeepEqual(a.Interface(), b.Interface()) {
		return out
	}
	switch a.Kind() {
	case reflect.Array:
		for i := range a.Len() {
			out = diffValues(out, fmt.Sprintf("%s/%d", path, i), a.Index(i), b.Index(i))
		}
		return out
	case reflect.Struct:
		for i := range a.NumField() {
			name, _, _ := strings.Cut(a.Type().Field(i).Tag.Get("json"), ",")
			if name == "" {
				name = a.Type().Field(i).Name
			}
			out = diffValues(out, path+"/"+name, a.Field(i), b.Field(i))
		}
		return out
	}
	return append(out, fmt.Sprintf("%s: %s → %s", path, jsonText(a), jsonText(b)))
}

// jsonText is a value as the edition file writes it.
func jsonText(v reflect.Value) string {
	b, err := json.Marshal(v.Interface())
	if err != nil {
		return fmt.Sprint(v.Interface())
	}
	return string(b)
}
