package kanban_test

import (
	"flag"
	"fmt"
	"go/ast"
	"go/build"
	"go/constant"
	"go/importer"
	"go/parser"
	"go/token"
	"go/types"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
	"github.com/stretchr/testify/require"
)

// The exported API of the packages the compatibility promise covers is
// written down under api/, one feature a line in the form of the Go
// project's api/go1.*.txt files. TestAPI fails on any change the files do
// not record; record a change that is meant with
//
//	go test -run TestAPI -update

// module is the path of the library's module.
const module = "github.com/kanbanev/kanban"

// apiPackages are the packages the compatibility promise covers, by their
// directory in the module; api/NAME.txt lists the API of package NAME.
var apiPackages = []struct{ dir, name string }{
	{".", "kanban"},
	{"bots", "bots"},
	{"components", "components"},
}

func TestAPI(t *testing.T) {
	t.Parallel()
	im := newSourceImporter()
	for _, p := range apiPackages {
		t.Run(p.name, func(t *testing.T) {
			file := "api/" + p.name + ".txt"
			pkg, err := im.Import(importPath(p.dir))
			require.NoError(t, err)
			now := apiFeatures(pkg)
			if f := flag.Lookup("update"); f != nil && f.Value.String() == "true" {
				require.NoError(t, os.WriteFile(file, []byte(strings.Join(now, "\n")+"\n"), 0o644))
			}
			text, err := os.ReadFile(file)
			require.NoError(t, err, "write it with go test -run TestAPI -update")
			var recorded []string
			for _, l := range strings.Split(string(text), "\n") {
				if l != "" {
					recorded = append(recorded, l)
				}
			}
			added, removed, data := apiDiff(recorded, now, p.name == "components")
			if len(added) > 0 {
				t.Errorf("%s: new API, not recorded: run go test -run TestAPI -update to record it:\n\t%s", file, strings.Join(added, "\n\t"))
			}
			if len(data) > 0 {
				t.Errorf("%s: component data changed (a compatible change: components.Version changes with it): run go test -run TestAPI -update to record it:\n\t%s", file, strings.Join(data, "\n\t"))
			}
			if len(removed) > 0 {
				t.Errorf("%s: INCOMPATIBLE change: API removed or changed, which breaks programs that use it. "+
					"Before v1.0.0, record it with go test -run TestAPI -update and list it in CHANGELOG.md; "+
					"from v1.0.0, only a new major version may do it:\n\t%s", file, strings.Join(removed, "\n\t"))
			}
		})
	}
}

// apiDiff compares the recorded features with those of the code now:
// added are in the code only, removed in the file only. With dataValues,
// a constant whose value alone changed is data, listed apart as
// "recorded -> now".
func apiDiff(recorded, now []string, dataValues bool) (added, removed, data []string) {
	in := func(list []string) map[string]bool {
		m := make(map[string]bool, len(list))
		for _, f := range list {
			m[f] = true
		}
		return m
	}
	isRecorded, isNow := in(recorded), in(now)
	for _, f := range now {
		if !isRecorded[f] {
			added = append(added, f)
		}
	}
	for _, f := range recorded {
		if !isNow[f] {
			removed = append(removed, f)
		}
	}
	if !dataValues {
		return added, removed, nil
	}
	// valueOf gives the constant a value line names: "pkg P, const X = V".
	valueOf := func(f string) (string, bool) {
		before, _, ok := strings.Cut(f, " = ")
		return before, ok && strings.Contains(before, ", const ")
	}
	nowValue := make(map[string]string)
	for _, f := range added {
		if c, ok := valueOf(f); ok {
			nowValue[c] = f
		}
	}
	changed := make(map[string]bool)
	removed = slices.DeleteFunc(removed, func(f string) bool {
		c, ok := valueOf(f)
		if n, found := nowValue[c]; ok && found {
			data = append(data, f+" -> "+strings.TrimPrefix(n, c+" = "))
			changed[n] = true
			return true
		}
		return false
	})
	added = slices.DeleteFunc(added, func(f string) bool { return changed[f] })
	return added, removed, data
}

// importPath returns the import path of a directory of the module.
func importPath(dir string) string {
	if dir == "." {
		return module
	}
	return module + "/" + filepath.ToSlash(dir)
}

// sourceImporter type-checks the module's packages from their source and
// imports the standard library's from the toolchain's export data.
type sourceImporter struct {
	fset *token.FileSet
	std  types.Importer
	pkgs map[string]*types.Package
}

func newSourceImporter() *sourceImporter {
	fset := token.NewFileSet()
	return &sourceImporter{fset: fset, std: importer.ForCompiler(fset, "gc", nil), pkgs: make(map[string]*types.Package)}
}

// Import returns the package of an import path.
func (im *sourceImporter) Import(path string) (*types.Package, error) {
	if p, ok := im.pkgs[path]; ok {
		return p, nil
	}
	dir, ok := strings.CutPrefix(path, module)
	if !ok || dir != "" && dir[0] != '/' {
		return im.std.Import(path)
	}
	dir = "." + dir
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	var files []*ast.File
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(im.fset, filepath.Join(dir, name), nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		files = append(files, f)
	}
	conf := types.Config{Importer: im}
	p, err := conf.Check(path, im.fset, files, nil)
	if err != nil {
		return nil, err
	}
	im.pkgs[path] = p
	return p, nil
}

// apiFeatures lists the exported API of a package, one feature a line,
// sorted: every exported constant with its type and value, variable,
// function, type, struct field, interface method and method.
func apiFeatures(pkg *types.Package) []string {
	w := apiWriter{pkg: pkg}
	scope := pkg.Scope()
	for _, name := range scope.Names() {
		if !token.IsExported(name) {
			continue
		}
		switch o := scope.Lookup(name).(type) {
		case *types.Const:
			w.add("const %s %s", name, w.constType(o.Type()))
			w.add("const %s = %s", name, constValue(o.Val()))
		case *types.Var:
			w.add("var %s %s", name, w.typ(o.Type()))
		case *types.Func:
			w.add("func %s%s", name, w.signature(o.Type().(*types.Signature), true))
		case *types.TypeName:
			w.typeName(o)
		}
	}
	slices.Sort(w.features)
	return slices.Compact(w.features)
}

// apiWriter writes the features of one package.
type apiWriter struct {
	pkg      *types.Package
	features []string
}

func (w *apiWriter) add(format string, args ...any) {
	w.features = append(w.features, "pkg "+w.pkg.Path()+", "+fmt.Sprintf(format, args...))
}

// typeName adds a type, its exported fields or interface methods, and its
// exported methods.
func (w *apiWriter) typeName(o *types.TypeName) {
	name := o.Name()
	if o.IsAlias() {
		w.add("type %s = %s", name, w.typ(o.Type().(*types.Alias).Rhs()))
		return
	}
	named := o.Type().(*types.Named)
	head := name + w.typeParams(named.TypeParams())
	switch u := named.Underlying().(type) {
	case *types.Struct:
		w.add("type %s struct", head)
		for i := range u.NumFields() {
			f := u.Field(i)
			switch {
			case !f.Exported():
			case f.Embedded():
				w.add("type %s struct, embedded %s", head, w.typ(f.Type()))
			default:
				w.add("type %s struct, %s %s", head, f.Name(), w.typ(f.Type()))
			}
		}
	case *types.Interface:
		var names []string
		for i := range u.NumMethods() {
			m := u.Method(i)
			if !m.Exported() {
				names = append(names, "unexported methods")
				continue
			}
			names = append(names, m.Name())
			w.add("type %s interface, %s%s", head, m.Name(), w.signature(m.Type().(*types.Signature), false))
		}
		slices.Sort(names)
		w.add("type %s interface { %s }", head, strings.Join(slices.Compact(names), ", "))
	default:
		w.add("type %s %s", head, w.typ(u))
	}
	for i := range named.NumMethods() {
		m := named.Method(i)
		if !m.Exported() {
			continue
		}
		sig := m.Type().(*types.Signature)
		recv := name
		if _, ok := sig.Recv().Type().(*types.Pointer); ok {
			recv = "*" + name
		}
		w.add("method (%s) %s%s", recv, m.Name(), w.signature(sig, false))
	}
}

// constType names a constant's type, ideal-int and the like for an untyped
// one, as the Go project's files do.
func (w *apiWriter) constType(t types.Type) string {
	if b, ok := t.(*types.Basic); ok && b.Info()&types.IsUntyped != 0 {
		switch b.Kind() {
		case types.UntypedBool:
			return "ideal-bool"
		case types.UntypedInt:
			return "ideal-int"
		case types.UntypedRune:
			return "ideal-char"
		case types.UntypedFloat:
			return "ideal-float"
		case types.UntypedComplex:
			return "ideal-complex"
		case types.UntypedString:
			return "ideal-string"
		}
	}
	return w.typ(t)
}

// constValue writes a constant's value: a number in decimal, or rounded
// with its exact value in a comment, as the Go project's files do, and a
// string quoted in full.
func constValue(v constant.Value) string {
	if v.Kind() != constant.Float {
		return v.ExactString()
	}
	s := v.String()
	if !constant.Compare(constant.MakeFromLiteral(s, token.FLOAT, 0), token.EQL, v) {
		s += "  // " + v.ExactString()
	}
	return s
}

// typeParams writes a type parameter list, or nothing.
func (w *apiWriter) typeParams(tps *types.TypeParamList) string {
	if tps.Len() == 0 {
		return ""
	}
	var params []string
	for i := range tps.Len() {
		tp := tps.At(i)
		params = append(params, tp.Obj().Name()+" "+w.typ(tp.Constraint()))
	}
	return "[" + strings.Join(params, ", ") + "]"
}

// signature writes a function's parameter and result types without their
// names, which are no part of the API; with typeParams, its type
// parameters first.
func (w *apiWriter) signature(sig *types.Signature, typeParams bool) string {
	var b strings.Builder
	if typeParams {
		b.WriteString(w.typeParams(sig.TypeParams()))
	}
	b.WriteString("(")
	for i := range sig.Params().Len() {
		if i > 0 {
			b.WriteString(", ")
		}
		t := sig.Params().At(i).Type()
		if sig.Variadic() && i == sig.Params().Len()-1 {
			b.WriteString("..." + w.typ(t.(*types.Slice).Elem()))
			continue
		}
		b.WriteString(w.typ(t))
	}
	b.WriteString(")")
	switch res := sig.Results(); res.Len() {
	case 0:
	case 1:
		b.WriteString(" " + w.typ(res.At(0).Type()))
	default:
		b.WriteString(" (")
		for i := range res.Len() {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(w.typ(res.At(i).Type()))
		}
		b.WriteString(")")
	}
	return b.String()
}

// typ writes a type, naming the package's own types bare and other
// packages' types by package name, and writing function types without
// their parameters' names.
func (w *apiWriter) typ(t types.Type) string {
	switch t := t.(type) {
	case *types.Signature:
		return "func" + w.signature(t, false)
	case *types.Pointer:
		return "*" + w.typ(t.Elem())
	case *types.Slice:
		return "[]" + w.typ(t.Elem())
	case *types.Array:
		return fmt.Sprintf("[%d]%s", t.Len(), w.typ(t.Elem()))
	case *types.Map:
		return "map[" + w.typ(t.Key()) + "]" + w.typ(t.Elem())
	case *types.Chan:
		switch t.Dir() {
		case types.SendOnly:
			return "chan<- " + w.typ(t.Elem())
		case types.RecvOnly:
			return "<-chan " + w.typ(t.Elem())
		}
		return "chan " + w.typ(t.Elem())
	case *types.Named, *types.Alias:
		// a named type or an alias: its name, and its type arguments
		n := t.(interface {
			Obj() *types.TypeName
			TypeArgs() *types.TypeList
		})
		s := w.qualified(n.Obj())
		if args := n.TypeArgs(); args.Len() > 0 {
			var a []string
			for i := range args.Len() {
				a = append(a, w.typ(args.At(i)))
			}
			s += "[" + strings.Join(a, ", ") + "]"
		}
		return s
	case *types.Struct:
		var fields []string
		for i := range t.NumFields() {
			f := t.Field(i)
			if f.Embedded() {
				fields = append(fields, w.typ(f.Type()))
			} else {
				fields = append(fields, f.Name()+" "+w.typ(f.Type()))
			}
		}
		if len(fields) == 0 {
			return "struct{}"
		}
		return "struct{ " + strings.Join(fields, "; ") + " }"
	case *types.Interface:
		var parts []string
		for i := range t.NumEmbeddeds() {
			parts = append(parts, w.typ(t.EmbeddedType(i)))
		}
		for i := range t.NumExplicitMethods() {
			m := t.ExplicitMethod(i)
			parts = append(parts, m.Name()+w.signature(m.Type().(*types.Signature), false))
		}
		if len(parts) == 0 {
			return "interface{}"
		}
		return "interface{ " + strings.Join(parts, "; ") + " }"
	case *types.Union:
		var terms []string
		for i := range t.Len() {
			term := t.Term(i)
			s := w.typ(term.Type())
			if term.Tilde() {
				s = "~" + s
			}
			terms = append(terms, s)
		}
		return strings.Join(terms, " | ")
	}
	return types.TypeString(t, w.qualifier)
}

// qualified names a type by its package's name, or bare in its own
// package or the universe.
func (w *apiWriter) qualified(o *types.TypeName) string {
	if o.Pkg() == nil || o.Pkg() == w.pkg {
		return o.Name()
	}
	return o.Pkg().Name() + "." + o.Name()
}

func (w *apiWriter) qualifier(p *types.Package) string {
	if p == w.pkg {
		return ""
	}
	return p.Name()
}

// The comparison tells additions, incompatible changes and changed data
// apart.
func TestAPIDiff(t *testing.T) {
	const p = "pkg example.com/p, "
	for _, tc := range []struct {
		name                   string
		recorded, now          []string
		data                   bool
		added, removed, values []string
	}{
		{name: "same", recorded: []string{p + "func F()"}, now: []string{p + "func F()"}},
		{name: "added", recorded: []string{p + "func F()"}, now: []string{p + "func F()", p + "func G()"},
			added: []string{p + "func G()"}},
		{name: "removed", recorded: []string{p + "func F()", p + "func G()"}, now: []string{p + "func F()"},
			removed: []string{p + "func G()"}},
		{name: "changed", recorded: []string{p + "func F(int)"}, now: []string{p + "func F(int8)"},
			added: []string{p + "func F(int8)"}, removed: []string{p + "func F(int)"}},
		{name: "value of API", recorded: []string{p + "const N = 3"}, now: []string{p + "const N = 4"},
			added: []string{p + "const N = 4"}, removed: []string{p + "const N = 3"}},
		{name: "value of data", recorded: []string{p + "const N = 3", p + "const N ideal-int"}, now: []string{p + "const N = 4", p + "const N ideal-int"}, data: true,
			values: []string{p + "const N = 3 -> 4"}},
		{name: "type of data", recorded: []string{p + "const N int8"}, now: []string{p + "const N int16"}, data: true,
			added: []string{p + "const N int16"}, removed: []string{p + "const N int8"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			added, removed, values := apiDiff(tc.recorded, tc.now, tc.data)
			require.Empty(t, cmp.Diff(tc.added, added, cmpopts.EquateEmpty()), "added")
			require.Empty(t, cmp.Diff(tc.removed, removed, cmpopts.EquateEmpty()), "removed")
			require.Empty(t, cmp.Diff(tc.values, values, cmpopts.EquateEmpty()), "data")
		})
	}
}
