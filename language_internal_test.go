package kanban

import (
	"go/ast"
	"go/parser"
	gotoken "go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// translated names the Language methods (and helpers) whose arguments
// are English phrases they translate, with the indexes of those
// arguments: a string literal passed there is a catalogue key.
var translated = map[string][]int{
	"tr":        {0},
	"f":         {0},
	"count":     {1, 2},
	"orList":    {1, 2},
	"sayTo":     {1, 2}, // the narration's "you …" and "… (another)" forms
	"sayTitled": {1, 2},
	"pick":      {1, 2},
	"person":    {1, 2},
	"persons":   {1, 2},
}

// phrasesInCode returns the English phrases the package's code passes to
// the translating methods, with where each is.
func phrasesInCode(t *testing.T) map[string]string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	fset := gotoken.NewFileSet()
	out := map[string]string{}
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		src, err := os.ReadFile(name)
		require.NoError(t, err)
		f, err := parser.ParseFile(fset, name, src, 0)
		require.NoError(t, err)
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			for _, i := range translated[sel.Sel.Name] {
				if i >= len(call.Args) {
					continue
				}
				if lit, ok := call.Args[i].(*ast.BasicLit); ok && lit.Kind == gotoken.STRING {
					s, err := strconv.Unquote(lit.Value)
					require.NoError(t, err)
					out[s] = fset.Position(lit.Pos()).String()
				}
			}
			return true
		})
	}
	return out
}

// TestGermanCatalogue fails on a phrase the code passes to a translating
// method that has no German, on a phrase in two catalogues and on a
// German format whose verbs do not match its English's. The phrases the
// code translates from tables (the names of departments, parts, models)
// are checked by the narration's and the descriptions' German tests,
// which tell every phrase tr misses.
func TestGermanCatalogue(t *testing.T) {
	used := phrasesInCode(t)
	require.NotEmpty(t, used)
	var missing []string
	for s, where := range used {
		if _, ok := germanOnce()[s]; !ok {
			missing = append(missing, where+": "+strconv.Quote(s))
		}
	}
	sort.Strings(missing)
	require.Empty(t, missing, "phrases with no German")

	seen := map[string]bool{}
	for _, c := range germanCatalogues {
		for k, v := range c {
			require.False(t, seen[k], "%q is in two catalogues", k)
			seen[k] = true
			require.Equal(t, verbs(k), verbs(v), "the German of %q, %q, formats other values", k, v)
		}
	}
}

// verbs returns the fmt verbs of a format by the argument each formats,
// in argument order: "%[2]s … %[1]d" and "%d … %s" both give "d s".
func verbs(format string) string {
	var out []string
	next := 0
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		if i < len(format) && format[i] == '%' {
			continue
		}
		arg := next
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			n, _ := strconv.Atoi(format[i+1 : i+end])
			arg = n - 1
			i += end + 1
		}
		for i < len(format) && strings.IndexByte("+-# 0123456789.", format[i]) >= 0 {
			i++
		}
		if i < len(format) {
			for len(out) <= arg {
				out = append(out, "")
			}
			out[arg] = string(format[i])
		}
		next = arg + 1
	}
	return strings.Join(out, " ")
}

// The English colour names are the colours' text forms.
func TestColorWords(t *testing.T) {
	for c := range Color(components.NumColors) {
		require.Equal(t, c.String(), English.Color(c))
	}
	require.Equal(t, "Blau", German.Color(Blue))
	require.Equal(t, "none", German.Color(NoColor))
}
