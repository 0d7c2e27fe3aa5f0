package main

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// TestMain keeps the tests in English whatever the locale of the machine
// running them: the environment's language is the tests' to set.
func TestMain(m *testing.M) {
	getenv = func(string) string { return "" }
	os.Exit(m.Run())
}

// translated are the functions and methods whose arguments are the
// terminal's English, by name, with the positions of those arguments:
// the translator's own (tr, f, count, signed), and those that pass an argument
// through it (session.say, session.warn, table.line, drawCompact's add).
var translated = map[string][]int{
	"tr": {0}, "f": {0}, "count": {1}, "signed": {1},
	"say": {0}, "warn": {0}, "line": {1}, "add": {1},
}

// catalogueKeys parses the package's non-test Go files and returns the
// English strings passed to the functions of translated, with where each
// is; a count's thing gives its plural too.
func catalogueKeys(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	keys := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var fn string
			switch x := call.Fun.(type) {
			case *ast.Ident:
				fn = x.Name
			case *ast.SelectorExpr:
				fn = x.Sel.Name
			}
			for _, i := range translated[fn] {
				if i >= len(call.Args) {
					continue
				}
				// The literals of the argument, not those of a call inside
				// it, which are another call's.
				ast.Inspect(call.Args[i], func(n ast.Node) bool {
					switch x := n.(type) {
					case *ast.CallExpr:
						return false
					case *ast.BasicLit:
						if x.Kind != token.STRING {
							return false
						}
						s, err := strconv.Unquote(x.Value)
						if err != nil {
							t.Fatalf("%s: %v", fset.Position(x.Pos()), err)
						}
						if !hasLetter(s) {
							return false
						}
						where := fset.Position(x.Pos()).String()
						keys[s] = where
						if fn == "count" || fn == "signed" {
							keys[plural(s)] = where
						}
					}
					return true
				})
			}
			return true
		})
	}
	return keys
}

// Every English string the code passes to the translator has its German,
// with the same fmt verbs, and the catalogue holds nothing else.
func TestGermanCatalogue(t *testing.T) {
	keys := catalogueKeys(t)
	if len(keys) < 100 {
		t.Fatalf("found %d strings to translate: the parse misses the translator's calls", len(keys))
	}
	var missing []string
	for k, where := range keys {
		if _, ok := german[k]; !ok {
			missing = append(missing, where+": "+strconv.Quote(k))
		}
	}
	slices.Sort(missing)
	for _, m := range missing {
		t.Errorf("no German for %s", m)
	}
	for k, v := range german {
		if _, ok := keys[k]; !ok {
			t.Errorf("German for a string the code does not translate: %q", k)
		}
		if got, want := formatVerbs(v), formatVerbs(k); !slices.Equal(got, want) {
			t.Errorf("the German of %q has the verbs %v, the English %v: %q", k, got, want, v)
		}
		if strings.TrimSpace(v) == "" {
			t.Errorf("the German of %q is empty", k)
		}
	}
}

// formatVerbs returns the verbs of a format sorted by the argument each
// formats: "%[2]s %[1]d" gives d, s.
func formatVerbs(format string) []string {
	type verb struct {
		arg  int
		kind string
	}
	var vs []verb
	next := 1
	for _, m := range verbPattern.FindAllStringSubmatch(format, -1) {
		if m[2] == "%" {
			continue
		}
		arg := next
		if m[1] != "" {
			arg, _ = strconv.Atoi(strings.Trim(m[1], "[]"))
		}
		vs = append(vs, verb{arg, m[2]})
		next = arg + 1
	}
	slices.SortStableFunc(vs, func(a, b verb) int { return a.arg - b.arg })
	var out []string
	for _, v := range vs {
		out = append(out, v.kind)
	}
	return out
}
