package kanban_test

import (
	"github.com/kanbanev/kanban/internal/markdown"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The rules reference, docs/rules.md, is the page an error's rule ID links
// to. These tests keep it whole: every ID the project cites has an entry,
// every entry is a rule some test checks, and what an entry points to exists.

const rulesDoc = "docs/rules.md"

// thisFile names no rule of its own; it is left out of the tests that name
// rules, so that it cannot vouch for one.
const thisFile = "rules_doc_test.go"

// ruleIDPattern is the form of a rule ID: a family and a number.
var ruleIDPattern = regexp.MustCompile(`\bR-[A-Z]+-[0-9]+\b`)

// ruleEntry is the heading that opens an entry of the reference; its
// GitHub anchor is the ID in lower case.
var ruleEntry = regexp.MustCompile(`^### (R-[A-Z]+-[0-9]+)$`)

// citedFiles are the kinds of file that may cite a rule.
var citedFiles = []string{".go", ".md", ".html", ".js", ".css", ".txt", ".golden"}

// ruleCitations walks the repository, both modules, and returns every rule
// ID cited outside the reference, with the files citing it (slash paths),
// and separately the IDs named by test files.
func ruleCitations(t *testing.T) (cited map[string][]string, tested map[string]bool) {
	t.Helper()
	cited, tested = map[string][]string{}, map[string]bool{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		slash := filepath.ToSlash(path)
		if d.IsDir() {
			if d.Name() == ".git" || d.Name() == "node_modules" || strings.HasSuffix(slash, "testdata/rapid") {
				return filepath.SkipDir
			}
			return nil
		}
		if slash == rulesDoc || !slices.Contains(citedFiles, filepath.Ext(path)) {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		ids := ruleIDPattern.FindAllString(string(b), -1)
		slices.Sort(ids)
		for _, id := range slices.Compact(ids) {
			cited[id] = append(cited[id], slash)
			if strings.HasSuffix(slash, "_test.go") && slash != thisFile {
				tested[id] = true
			}
		}
		return nil
	})
	require.NoError(t, err)
	return cited, tested
}

// ruleEntries returns the IDs of the reference's entries in their order, and
// the reference's text.
func ruleEntries(t *testing.T) ([]string, string) {
	t.Helper()
	b, err := os.ReadFile(rulesDoc)
	require.NoError(t, err)
	var ids []string
	for _, line := range strings.Split(string(b), "\n") {
		if m := ruleEntry.FindStringSubmatch(line); m != nil {
			ids = append(ids, m[1])
		}
	}
	require.NotEmpty(t, ids, "%s has no entries (headings like \"### R-FAM-N\")", rulesDoc)
	return ids, string(b)
}

// Every rule ID cited anywhere in the repository has an entry in the
// reference.
func TestRulesDocCoversCitedRules(t *testing.T) {
	ids, _ := ruleEntries(t)
	cited, _ := ruleCitations(t)
	require.NotEmpty(t, cited, "no rule ID is cited anywhere: is the test run from the repository root?")
	var missing []string
	for id := range cited {
		if !slices.Contains(ids, id) {
			missing = append(missing, id)
		}
	}
	slices.Sort(missing)
	for _, id := range missing {
		t.Errorf("%s is cited in %s but has no entry in %s", id, strings.Join(cited[id], ", "), rulesDoc)
	}
}

// Every entry of the reference is a rule that some test names, so that the
// reference lists no rule the engine does not check.
func TestRulesDocEntriesTested(t *testing.T) {
	ids, _ := ruleEntries(t)
	_, tested := ruleCitations(t)
	for _, id := range ids {
		if !tested[id] {
			t.Errorf("%s has an entry in %s but no _test.go file names it", id, rulesDoc)
		}
	}
}

// The reference has each entry once, each with a statement, in one form of
// anchor, and its links and components names lead somewhere.
func TestRulesDocWellFormed(t *testing.T) {
	ids, text := ruleEntries(t)
	seen := map[string]bool{}
	for _, id := range ids {
		if seen[id] {
			t.Errorf("%s has two entries", id)
		}
		seen[id] = true
	}

	lines := strings.Split(text, "\n")
	anchors := map[string]bool{}
	for i, line := range lines {
		if strings.HasPrefix(line, "#") {
			anchors[markdown.Anchor(strings.TrimLeft(line, "# "))] = true
		}
		if strings.Contains(line, "<a ") || strings.Contains(line, "id=\"") {
			t.Errorf("%s:%d: an HTML anchor; entries are headings \"### R-FAM-N\"", rulesDoc, i+1)
		}
		if strings.HasPrefix(line, "#") && ruleIDPattern.MatchString(line) && !ruleEntry.MatchString(line) {
			t.Errorf("%s:%d: %q: an entry's heading is \"### \" and the ID alone", rulesDoc, i+1, line)
		}
		if ruleEntry.MatchString(line) {
			body := ""
			for _, next := range lines[i+1:] {
				if strings.HasPrefix(next, "#") {
					break
				}
				body += strings.TrimSpace(next)
			}
			if body == "" {
				t.Errorf("%s:%d: %s has no statement", rulesDoc, i+1, strings.TrimPrefix(line, "### "))
			}
		}
	}
	for _, m := range regexp.MustCompile(`\]\(#([^)]+)\)`).FindAllStringSubmatch(text, -1) {
		if !anchors[m[1]] {
			t.Errorf("%s links to #%s, which is no heading of it", rulesDoc, m[1])
		}
	}

	exported, named := componentsNames(t), map[string]bool{}
	for _, m := range regexp.MustCompile(`\bcomponents\.([A-Z][A-Za-z0-9]*)`).FindAllStringSubmatch(text, -1) {
		if !exported[m[1]] && !named[m[1]] {
			t.Errorf("%s names components.%s, which package components does not declare", rulesDoc, m[1])
		}
		named[m[1]] = true
	}
}

// componentsNames returns the exported top-level names of package
// components.
func componentsNames(t *testing.T) map[string]bool {
	t.Helper()
	names := map[string]bool{}
	fset := token.NewFileSet()
	files, err := filepath.Glob("components/*.go")
	require.NoError(t, err)
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		require.NoError(t, err)
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil {
					names[d.Name.Name] = true
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						names[s.Name.Name] = true
					case *ast.ValueSpec:
						for _, n := range s.Names {
							names[n.Name] = true
						}
					}
				}
			}
		}
	}
	require.NotEmpty(t, names, "package components declares nothing")
	return names
}
