package components

import (
	"flag"
	"fmt"
	"github.com/kanbanev/kanban/internal/markdown"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/stretchr/testify/require"
)

// docs/components.md lists every value of this package with its marks. It
// is generated from the values themselves and from their doc comments;
// rewrite it after a change with
//
//	go test ./components -run TestComponentsDoc -update

var update = flag.Bool("update", false, "rewrite docs/components.md")

const componentsDoc = "../docs/components.md"

// notData are the exported values that name the data rather than being
// part of it.
var notData = map[string]bool{"Version": true, "SoloVersion": true, "RulesRelease": true, "BuiltinName": true}

// docFiles is the order in which the files' sections appear, each with its
// title; a file not listed follows, under its own name.
var docFiles = []struct{ file, title string }{
	{"vocabulary.go", "Departments, parts, models and colours"},
	{"board.go", "The player board, workstations and supplies"},
	{"training.go", "Training tracks and Award tiles"},
	{"certification.go", "The Certification track"},
	{"designs.go", "Design tiles and the display"},
	{"kanban.go", "Kanban Order cards and warehouses"},
	{"assembly.go", "The assembly line"},
	{"demand.go", "Demand tiles"},
	{"testtrack.go", "The Test track"},
	{"research.go", "Research & Development"},
	{"factorygoals.go", "Factory Goal tiles"},
	{"goals.go", "Performance Goal cards and the meeting room"},
	{"finalgoals.go", "Final Goal tiles"},
	{"calendar.go", "The calendar, the end of the game and Sandra"},
	{"solo.go", "The solo mode"},
}

// docItem is one exported value with the doc comments that may carry its
// marks: its own, its parenthesized group's and its type's.
type docItem struct {
	name, file       string
	own, group, kind string
	value            reflect.Value
	enum             string // the type's name, for a constant of an enumeration
}

// marks returns the marks an item carries, taken from its own doc comment,
// else its group's, else its type's, and the doc comment they came from.
func (it docItem) marks(known []docMark) ([]string, string) {
	for _, d := range []string{it.own, it.group, it.kind} {
		if m := marksIn(d, known); len(m) > 0 {
			return m, d
		}
	}
	return nil, ""
}

// docMark is one confidence mark and what it means, as the package
// documentation defines them.
type docMark struct{ name, meaning string }

// packageMarks reads the marks from the package documentation's list.
func packageMarks(t *testing.T, files map[string]*ast.File) []docMark {
	t.Helper()
	f := files["doc.go"]
	require.NotNil(t, f, "no doc.go")
	text := f.Doc.Text()
	var marks []docMark
	item := regexp.MustCompile(`^  - ([A-Z][a-z]+): (.*)$`)
	for _, line := range strings.Split(text, "\n") {
		if m := item.FindStringSubmatch(line); m != nil {
			marks = append(marks, docMark{m[1], m[2]})
		} else if len(marks) > 0 && strings.HasPrefix(line, "    ") {
			marks[len(marks)-1].meaning += " " + strings.TrimSpace(line)
		} else if len(marks) > 0 && strings.TrimSpace(line) == "" {
			break
		}
	}
	require.GreaterOrEqual(t, len(marks), 4, "the package documentation lists no marks (\"  - Confirmed: …\")")
	return marks
}

// marksIn returns the marks a doc comment names, in the package
// documentation's order.
func marksIn(doc string, known []docMark) []string {
	var out []string
	for _, m := range known {
		if regexp.MustCompile(`\b` + m.name + `\b`).MatchString(doc) {
			out = append(out, m.name)
		}
	}
	return out
}

// flat joins a doc comment's lines into one.
func flat(g ...*ast.CommentGroup) string {
	var parts []string
	for _, c := range g {
		if c != nil {
			parts = append(parts, strings.Fields(c.Text())...)
		}
	}
	return strings.Join(parts, " ")
}

// docItems parses the package and returns its exported values, file by
// file in the order of docFiles, each in source order.
func docItems(t *testing.T) ([]docItem, []docMark) {
	t.Helper()
	parsed := sourceFiles(t, parser.ParseComments)
	known := packageMarks(t, parsed)

	values := map[string]any{}
	for _, v := range append(data(), soloData()...) {
		values[v.name] = v.value
	}
	// SoloScores restates constants digested already, but is an edition's
	// table and has its entry.
	values["SoloScores"] = SoloScores
	typeDocs := map[string]string{}
	for _, f := range parsed {
		for _, d := range f.Decls {
			if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.TYPE {
				for _, s := range g.Specs {
					ts := s.(*ast.TypeSpec)
					typeDocs[ts.Name.Name] = flat(ts.Doc, g.Doc)
				}
			}
		}
	}

	var files []string
	for _, f := range docFiles {
		files = append(files, f.file)
	}
	var rest []string
	for path := range parsed {
		if !slices.Contains(files, path) {
			rest = append(rest, path)
		}
	}
	slices.Sort(rest)

	var items []docItem
	for _, path := range append(files, rest...) {
		f := parsed[path]
		if f == nil {
			continue
		}
		for _, d := range f.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || (g.Tok != token.CONST && g.Tok != token.VAR) {
				continue
			}
			prev := ""
			for _, s := range g.Specs {
				vs := s.(*ast.ValueSpec)
				own, group := flat(vs.Doc, vs.Comment), flat(g.Doc)
				if !g.Lparen.IsValid() {
					own, group = flat(g.Doc, vs.Comment), ""
				}
				// "EndLow and EndHigh trigger…": a doc comment that names
				// the specs after it speaks for them too.
				if vs.Doc == nil && len(vs.Names) == 1 && regexp.MustCompile(`\b`+vs.Names[0].Name+`\b`).MatchString(prev) {
					own = strings.TrimSpace(prev + " " + flat(vs.Comment))
				} else if vs.Doc != nil {
					prev = flat(vs.Doc)
				}
				for _, n := range vs.Names {
					if !n.IsExported() || notData[n.Name] {
						continue
					}
					v, ok := values[n.Name]
					if !ok {
						t.Errorf("%s: %s is not in data or soloData", path, n.Name)
						continue
					}
					it := docItem{name: n.Name, file: path, own: own, group: group, value: reflect.ValueOf(v)}
					if typ := it.value.Type(); typ.PkgPath() == reflect.TypeFor[Part]().PkgPath() {
						it.kind = typeDocs[typ.Name()]
						if g.Tok == token.CONST && typ.Kind() == reflect.Uint8 && typ.Implements(stringer) {
							it.enum = typ.Name()
						}
					}
					items = append(items, it)
				}
			}
		}
	}
	return items, known
}

// Every exported value carries a mark saying how sure it is, written as the
// package documentation spells it.
func TestComponentsDocMarks(t *testing.T) {
	items, known := docItems(t)
	require.NotEmpty(t, items)
	var names []string
	for _, m := range known {
		names = append(names, m.name)
	}
	lowered := map[string]bool{}
	for _, it := range items {
		if m, _ := it.marks(known); len(m) == 0 {
			t.Errorf("%s: %s has no mark (%s) in its doc comment, its group's or its type's", it.file, it.name, strings.Join(names, ", "))
		}
		// A guess must never hide in lower case.
		for _, d := range []string{it.own, it.group} {
			if regexp.MustCompile(`\bplaceholder\b`).MatchString(d) && !lowered[d] {
				t.Errorf("%s: the doc comment of %s writes \"placeholder\": write the mark \"Placeholder\"", it.file, it.name)
				lowered[d] = true
			}
		}
	}
}

// docs/components.md is what the package holds now.
func TestComponentsDoc(t *testing.T) {
	text := componentsDocText(t)
	if *update {
		require.NoError(t, os.WriteFile(componentsDoc, []byte(text), 0o644))
	}
	want, err := os.ReadFile(componentsDoc)
	require.NoError(t, err, "rewrite it with: go test ./components -run TestComponentsDoc -update")
	require.Empty(t, cmp.Diff(strings.Split(string(want), "\n"), strings.Split(text, "\n")),
		"docs/components.md is stale (-file +now); rewrite it with: go test ./components -run TestComponentsDoc -update")
}

// componentsDocText renders docs/components.md.
func componentsDocText(t *testing.T) string {
	items, known := docItems(t)
	var b strings.Builder
	p := func(format string, a ...any) { fmt.Fprintf(&b, format, a...) }

	p("# Components\n\n")
	p("<!-- Generated from package components by `go test ./components -run TestComponentsDoc -update`. Do not edit. -->\n\n")
	p("Every value of package `components`: the printed contents of the game that the\n")
	p("rules read, with how sure each one is. A value's marks come from its doc comment\n")
	p("(or that of its group or type), where the source is named.\n\n")
	p("Generated from `components.Version` `%s`; the values only a solo game reads\n", Version)
	p("are also in `components.SoloVersion` `%s`.\n\n", SoloVersion)
	p("| mark | meaning |\n|---|---|\n")
	for _, m := range known {
		p("| **%s** | %s |\n", m.name, cell(m.meaning))
	}
	p("\nIf you own the game, compare the **Placeholder** values with your box first:\n")
	p("nothing public confirms them, and each one you can check makes the engine\n")
	p("play the printed game more closely. They are:\n\n")
	sections := map[string]string{}
	for _, it := range items {
		if _, ok := sections[it.file]; !ok {
			sections[it.file] = sectionTitle(it.file)
		}
	}
	var files []string
	placeholders := map[string][]string{}
	for _, it := range items {
		m, _ := it.marks(known)
		if !slices.Contains(m, "Placeholder") {
			continue
		}
		name := "`" + it.name + "`"
		if it.enum != "" {
			name = "`" + it.enum + "`"
		}
		if isList(it.value) || it.enum != "" {
			name = fmt.Sprintf("[%s](#%s)", name, markdown.Anchor(strings.Trim(name, "`")))
		}
		if !slices.Contains(placeholders[it.file], name) {
			placeholders[it.file] = append(placeholders[it.file], name)
		}
		if !slices.Contains(files, it.file) {
			files = append(files, it.file)
		}
	}
	for _, f := range files {
		p("- [%s](#%s): %s\n", f, markdown.Anchor(sections[f]), strings.Join(placeholders[f], ", "))
	}

	for i := 0; i < len(items); {
		file := items[i].file
		j := i
		for j < len(items) && items[j].file == file {
			j++
		}
		renderFile(&b, sections[file], items[i:j], known)
		i = j
	}
	return b.String()
}

// sectionTitle is the heading of a file's section.
func sectionTitle(file string) string {
	for _, f := range docFiles {
		if f.file == file {
			return fmt.Sprintf("%s (%s)", f.title, file)
		}
	}
	return file
}

// renderFile writes one file's section: a table of its single values, then
// its enumerations and its lists, each under its own heading.
func renderFile(b *strings.Builder, title string, items []docItem, known []docMark) {
	p := func(format string, a ...any) { fmt.Fprintf(b, format, a...) }
	p("\n## %s\n", title)
	var single, lists []docItem
	for _, it := range items {
		if it.enum == "" && !isList(it.value) {
			single = append(single, it)
		} else {
			lists = append(lists, it)
		}
	}
	if len(single) > 0 {
		p("\n| name | value | marks | doc comment |\n|---|---|---|---|\n")
		last := ""
		for _, it := range single {
			marks, from := it.marks(known)
			n := note(it, from, known)
			if n == last {
				n = "(as above)"
			} else {
				last = n
			}
			p("| `%s` | %s | %s | %s |\n", it.name, cell(inline(it.name, it.value)), markList(marks), cell(n))
		}
	}
	for i := 0; i < len(lists); i++ {
		it := lists[i]
		marks, from := it.marks(known)
		if it.enum != "" {
			j := i
			for j < len(lists) && lists[j].enum == it.enum {
				j++
			}
			p("\n### %s\n\n%s. %s\n\n| constant | value | name |\n|---|---|---|\n", it.enum, markList(marks), cell(from))
			for _, e := range lists[i:j] {
				p("| `%s` | %d | %s |\n", e.name, e.value.Uint(), cell(fmt.Sprint(e.value.Interface())))
			}
			i = j - 1
			continue
		}
		p("\n### %s\n\n%s. %s\n\n", it.name, markList(marks), cell(note(it, from, known)))
		renderTable(b, it.name, it.value)
	}
}

// note is the doc comment shown beside a value: its own, and the
// sentences with marks of the one its marks come from when that is another.
func note(it docItem, from string, known []docMark) string {
	if from == it.own {
		return from
	}
	var marked []string
	for _, sentence := range regexp.MustCompile(`.+?(?:\.(?:\s|$)|$)`).FindAllString(from, -1) {
		if len(marksIn(sentence, known)) > 0 {
			marked = append(marked, strings.TrimSpace(sentence))
		}
	}
	if it.own == "" {
		return strings.Join(marked, " ")
	}
	return it.own + " — " + strings.Join(marked, " ")
}

func markList(marks []string) string {
	var out []string
	for _, m := range marks {
		out = append(out, "**"+m+"**")
	}
	return strings.Join(out, ", ")
}

// cell makes text fit a table cell.
func cell(s string) string {
	if s == "" {
		return "—"
	}
	return strings.ReplaceAll(s, "|", `\|`)
}

// isList reports whether a value is a list of records or a table: it is
// shown as a table of its own.
func isList(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		e := v.Type().Elem()
		return !isScalar(e)
	case reflect.Struct:
		return !isScalar(v.Type())
	}
	return false
}

var stringer = reflect.TypeFor[fmt.Stringer]()

// isScalar reports whether values of a type fit in one word or phrase.
func isScalar(t reflect.Type) bool {
	if t.Implements(stringer) {
		return true
	}
	switch t.Kind() {
	case reflect.Struct, reflect.Array, reflect.Slice:
		return false
	}
	return true
}

// word writes one value: its name if it has one, a number, yes or no.
func word(v reflect.Value) string {
	if v.Type().Implements(stringer) {
		return fmt.Sprint(v.Interface())
	}
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			return "yes"
		}
		return "no"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.FormatInt(v.Int(), 10)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.FormatUint(v.Uint(), 10)
	case reflect.String:
		return v.String()
	}
	return fmt.Sprint(v.Interface())
}

// inline writes a single value, a list of single values with their labels,
// or a small record.
func inline(name string, v reflect.Value) string {
	switch v.Kind() {
	case reflect.Array, reflect.Slice:
		if v.Type().Elem().Implements(stringer) || isScalar(v.Type().Elem()) {
			var out []string
			for i := range v.Len() {
				label, ok := rowLabel(name, i)
				if !ok {
					continue
				}
				if label == "" {
					out = append(out, word(v.Index(i)))
				} else {
					out = append(out, label+": "+word(v.Index(i)))
				}
			}
			return strings.Join(out, ", ")
		}
		var out []string
		for i := range v.Len() {
			out = append(out, strings.Join(recordCells(v.Index(i)), " "))
		}
		return strings.Join(out, "; ")
	case reflect.Struct:
		if v.Type().Implements(stringer) {
			return word(v)
		}
		var out []string
		for i := range v.NumField() {
			out = append(out, v.Type().Field(i).Name+" "+inline("", v.Field(i)))
		}
		return strings.Join(out, "; ")
	}
	return word(v)
}

// renderTable writes a list of records or a table of values.
func renderTable(b *strings.Builder, name string, v reflect.Value) {
	p := func(format string, a ...any) { fmt.Fprintf(b, format, a...) }
	if v.Kind() == reflect.Struct {
		heads := recordHeads(v)
		p("| %s |\n|%s\n| %s |\n", strings.Join(heads, " | "), strings.Repeat("---|", len(heads)), strings.Join(mapCells(recordCells(v)), " | "))
		return
	}
	elem := v.Type().Elem()
	var heads []string
	if elem.Kind() == reflect.Array || elem.Kind() == reflect.Slice {
		for j := range v.Index(0).Len() {
			heads = append(heads, colLabel(name, j))
		}
	} else {
		heads = recordHeads(v.Index(0))
	}
	var labels []string
	var rows [][]string
	used := make([]bool, len(heads))
	for i := range v.Len() {
		label, ok := rowLabel(name, i)
		if !ok || v.Index(i).IsZero() && strings.HasSuffix(label, " players") {
			continue // a player count no game has, or one this list does not serve
		}
		if label == "" {
			label = strconv.Itoa(i)
		}
		var cells []string
		r := v.Index(i)
		if r.Kind() == reflect.Array || r.Kind() == reflect.Slice {
			for j := range r.Len() {
				cells = append(cells, cellOf(name, r.Index(j)))
			}
		} else {
			cells = recordCells(r)
		}
		for j, c := range cells {
			used[j] = used[j] || c != ""
		}
		labels, rows = append(labels, label), append(rows, cells)
	}
	// A column empty in every row says nothing (a space with no branch).
	keep := func(cells []string) []string {
		var out []string
		for j, c := range cells {
			if used[j] {
				out = append(out, c)
			}
		}
		return out
	}
	heads = keep(heads)
	p("| %s | %s |\n|---|%s\n", rowHead(name), strings.Join(heads, " | "), strings.Repeat("---|", len(heads)))
	for i, cells := range rows {
		p("| %s | %s |\n", labels[i], strings.Join(mapCells(keep(cells)), " | "))
	}
}

func mapCells(cells []string) []string {
	out := make([]string, len(cells))
	for i, c := range cells {
		out[i] = cell(c)
	}
	return out
}

// cellOf writes one entry of a table of values.
func cellOf(name string, v reflect.Value) string {
	if name == "ColleagueBranches" {
		return branch(v.Int())
	}
	if !isScalar(v.Type()) {
		return recordCells(v)[0]
	}
	return word(v)
}

// recordHeads and recordCells are a record's columns and its entries. A
// few records read better with columns of their own.
func recordHeads(v reflect.Value) []string {
	switch v.Interface().(type) {
	case DesignTile:
		return []string{"Model", "Part"}
	case ConveyorSpace:
		return []string{"Model (its colour space)", "Next"}
	case SoloDepartmentCard:
		return []string{"Dept", "Plan", "LacerdaDouble"}
	case Achievement:
		return []string{"achievement"}
	}
	var heads []string
	for i := range v.NumField() {
		heads = append(heads, v.Type().Field(i).Name)
	}
	return heads
}

func recordCells(v reflect.Value) []string {
	switch r := v.Interface().(type) {
	case DesignTile:
		part := "no part"
		if r.HasPart {
			part = r.Part.String()
		}
		return []string{r.Model.String(), part}
	case ConveyorSpace:
		model := ""
		if r.Start {
			model = r.Model.String()
		}
		var next []string
		for _, l := range r.Next {
			next = append(next, link(l))
		}
		return []string{model, strings.Join(next, " or ")}
	case SoloDepartmentCard:
		dept := r.Dept.String()
		if r.Reshuffle {
			dept = "reshuffle card"
		}
		return []string{dept, inline("", reflect.ValueOf(r.Plan)), word(reflect.ValueOf(r.LacerdaDouble))}
	case Achievement:
		return []string{fmt.Sprintf("%v %d (%d PP)", r.Kind, r.N, r.PP)}
	}
	var cells []string
	for i := range v.NumField() {
		cells = append(cells, inline("", v.Field(i)))
	}
	return cells
}

// link writes an arrow of the conveyor.
func link(l ConveyorLink) string {
	if l.To == Exit {
		return fmt.Sprintf("exit (%d PP)", l.PP)
	}
	return Conveyor[l.To].Name
}

// branch writes an entry of ColleagueBranches.
func branch(to int64) string {
	switch {
	case to == 0:
		return ""
	case to == int64(Exit):
		return "exit"
	}
	return Conveyor[to].Name
}

// The labels of the rows and columns of lists, where an index means more
// than a position; "#" and the index elsewhere, the number the engine and
// its notation use.
var (
	byDepartment = func(i int) string { return Department(i).String() }
	byModel      = func(i int) string { return Model(i).String() }
	byPart       = func(i int) string { return Part(i).String() }
	byAward      = func(i int) string { return Award(i).String() }
	byColleague  = func(i int) string { return ColleagueNames[i] }
	bySpace      = func(i int) string { return Conveyor[i].Name }
	byPlayers    = func(i int) string {
		if i < MinPlayers {
			return ""
		}
		return strconv.Itoa(i) + " players"
	}
	ordinal = func(i int) string {
		return strconv.Itoa(i+1) + [...]string{"st", "nd", "rd", "th"}[min(i, 3)]
	}
	numbered = func(word string) func(int) string {
		return func(i int) string { return word + " " + strconv.Itoa(i+1) }
	}
	byIndex = func(word string) func(int) string {
		return func(i int) string { return word + " " + strconv.Itoa(i) }
	}
)

var docRows = map[string]func(int) string{
	"WorkstationShifts":      byDepartment,
	"SoloSandraSelects":      byDepartment,
	"CarValues":              byModel,
	"ModelColors":            byModel,
	"UpgradeSpaces":          byModel,
	"WarehouseAbove":         byPart,
	"AwardBenefits":          byAward,
	"AwardTiles":             byAward,
	"AwardsPerTrack":         byPlayers,
	"TestTracks":             byPlayers,
	"TestTrackOverlay":       byPlayers,
	"SandraDesignColumns":    byPlayers,
	"FactoryGoalTokens":      byPlayers,
	"ColleagueStartTraining": byColleague,
	"ColleagueBottomStation": byColleague,
	"ColleagueStartSpots":    byColleague,
	"ColleagueBranches":      byColleague,
	"Conveyor":               bySpace,
	"KeepingUpPP":            func(i int) string { return ordinal(i) + " scoring" },
	"TrackScores":            ordinal,
	"ClaimCosts":             ordinal,
	"CertStart":              numbered("spot"),
	"CertTrack":              numbered("section"),
	"GarageBenefits":         numbered("garage"),
	"ExpertGarageBenefits":   numbered("garage"),
	"ColumnBonus":            numbered("column"),
	"UpgradeValues":          byIndex("space"),
}

var docColumns = map[string]func(int) string{
	"WorkstationShifts":   func(i int) string { return [...]string{"top", "bottom"}[i] },
	"FactoryGoalTokens":   func(i int) string { return [...]string{"easier tile", "harder tile"}[i] },
	"CertTrack":           numbered("space"),
	"UpgradeSpaces":       numbered("space"),
	"KanbanCards":         numbered("symbol"),
	"FinalGoals":          numbered("achievement"),
	"ColleagueStartSpots": func(i int) string { return [...]string{"space", "if the human took it"}[i] },
	"ColleagueBranches":   bySpace,
}

// rowLabel is the label of row i, "" for a plain index; ok is false for a
// row no game reads (a player count below MinPlayers).
func rowLabel(name string, i int) (label string, ok bool) {
	f := docRows[name]
	if f == nil {
		return "", true
	}
	label = f(i)
	return label, label != ""
}

func rowHead(name string) string {
	if docRows[name] == nil {
		return "#"
	}
	return " "
}

func colLabel(name string, j int) string {
	if f := docColumns[name]; f != nil {
		return f(j)
	}
	return strconv.Itoa(j)
}
