package kanban_test

import (
	"fmt"
	"go/ast"
	"go/build"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// Every exported name of the packages the compatibility promise covers
// has a doc comment: functions, types, methods of exported types,
// constants and variables (in a parenthesised group, the group's doc
// comment or the name's own comment is enough), and struct fields and
// interface methods (a doc or a line comment). The doc comment of a
// function, a method or a type opens with its name, as the standard
// library's do: "New sets up", "A Turn is".
func TestDocComments(t *testing.T) {
	for _, p := range apiPackages {
		t.Run(p.name, func(t *testing.T) {
			missing, err := undocumented(p.dir)
			if err != nil {
				t.Fatal(err)
			}
			for _, m := range missing {
				t.Error(m)
			}
		})
	}
}

// undocumented lists what is wrong with the doc comments of the exported
// names of the package in dir, each as "file:line: what".
func undocumented(dir string) ([]string, error) {
	bp, err := build.ImportDir(dir, 0)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var missing []string
	report := func(n ast.Node, format string, args ...any) {
		pos := fset.Position(n.Pos())
		missing = append(missing, fmt.Sprintf("%s:%d: %s", filepath.ToSlash(pos.Filename), pos.Line, fmt.Sprintf(format, args...)))
	}
	for _, name := range bp.GoFiles {
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, parser.ParseComments|parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if !d.Name.IsExported() {
					continue
				}
				what := "func " + d.Name.Name
				if d.Recv != nil {
					recv := receiverName(d.Recv.List[0].Type)
					if !token.IsExported(recv) {
						continue
					}
					what = "method " + recv + "." + d.Name.Name
				}
				if d.Doc == nil {
					report(d, "%s has no doc comment", what)
				} else if !namedFirst(d.Doc, d.Name.Name) {
					report(d, "%s: the doc comment does not open with its name", what)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					switch s := s.(type) {
					case *ast.TypeSpec:
						if !s.Name.IsExported() {
							continue
						}
						doc := s.Doc
						if doc == nil && !d.Lparen.IsValid() {
							doc = d.Doc
						}
						if doc == nil {
							report(s, "type %s has no doc comment", s.Name.Name)
						} else if !namedFirst(doc, s.Name.Name) {
							report(s, "type %s: the doc comment does not open with its name", s.Name.Name)
						}
						members(s.Name.Name, s.Type, func(n ast.Node, what string) { report(n, "%s", what) })
					case *ast.ValueSpec:
						documented := s.Doc != nil || s.Comment != nil || d.Doc != nil
						if !d.Lparen.IsValid() {
							documented = d.Doc != nil
						}
						for _, n := range s.Names {
							if n.IsExported() && !documented {
								report(n, "%s %s has no doc comment", d.Tok, n.Name)
							}
						}
					}
				}
			}
		}
	}
	return missing, nil
}

// namedFirst reports whether a doc comment opens with name, or with "A" or
// "An" and name.
func namedFirst(doc *ast.CommentGroup, name string) bool {
	words := strings.Fields(doc.Text())
	if len(words) > 1 && (words[0] == "A" || words[0] == "An") {
		words = words[1:]
	}
	return len(words) > 0 && strings.TrimRight(words[0], ",:") == name
}

// members reports the exported fields of a struct type and the exported
// methods of an interface type that have neither a doc nor a line
// comment, looking into the struct types of fields too.
func members(owner string, typ ast.Expr, report func(ast.Node, string)) {
	switch typ := typ.(type) {
	case *ast.StructType:
		for _, f := range typ.Fields.List {
			names := f.Names
			if len(names) == 0 { // embedded: the type's name is the field's
				names = []*ast.Ident{{Name: receiverName(f.Type), NamePos: f.Pos()}}
			}
			exported := false
			for _, n := range names {
				if n.IsExported() {
					exported = true
					if f.Doc == nil && f.Comment == nil {
						report(n, "field "+owner+"."+n.Name+" has no doc comment")
					}
				}
			}
			if exported {
				members(owner+"."+names[0].Name, elem(f.Type), report)
			}
		}
	case *ast.InterfaceType:
		for _, m := range typ.Methods.List {
			for _, n := range m.Names {
				if n.IsExported() && m.Doc == nil && m.Comment == nil {
					report(n, "method "+owner+"."+n.Name+" has no doc comment")
				}
			}
		}
	}
}

// elem returns the element type of arrays, slices, maps and pointers, to
// reach a struct type written inside them.
func elem(t ast.Expr) ast.Expr {
	for {
		switch e := t.(type) {
		case *ast.ArrayType:
			t = e.Elt
		case *ast.MapType:
			t = e.Value
		case *ast.StarExpr:
			t = e.X
		default:
			return t
		}
	}
}

// receiverName returns the name of the type a receiver or an embedded
// field names: T, *T, T[P], pkg.T.
func receiverName(t ast.Expr) string {
	for {
		switch e := t.(type) {
		case *ast.StarExpr:
			t = e.X
		case *ast.IndexExpr:
			t = e.X
		case *ast.IndexListExpr:
			t = e.X
		case *ast.SelectorExpr:
			return e.Sel.Name
		case *ast.Ident:
			return e.Name
		default:
			return ""
		}
	}
}
