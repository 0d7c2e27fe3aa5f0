package schema

import (
	"fmt"
	"go/ast"
	"go/types"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"golang.org/x/tools/go/packages"
)

// The library's packages, whose Go types the generator reads.
const (
	kanbanPath     = "github.com/kanbanev/kanban"
	componentsPath = "github.com/kanbanev/kanban/components"
	botsPath       = "github.com/kanbanev/kanban/bots"
)

// source is the library's Go types and their doc comments, read with
// go/packages: the position and the protocol's messages are unexported
// types, which reflection from outside the library cannot reach.
type source struct {
	pkgs map[string]*packages.Package
	docs map[string]string // doc comments by "pkg.Type" and "pkg.Type.Field"
}

// load reads the library's packages.
func load() (*source, error) {
	cfg := &packages.Config{Mode: packages.NeedName | packages.NeedTypes | packages.NeedSyntax | packages.NeedTypesInfo}
	list, err := packages.Load(cfg, kanbanPath, componentsPath, botsPath)
	if err != nil {
		return nil, err
	}
	src := &source{pkgs: map[string]*packages.Package{}, docs: map[string]string{}}
	for _, p := range list {
		if len(p.Errors) > 0 {
			return nil, fmt.Errorf("%s: %v", p.PkgPath, p.Errors[0])
		}
		src.pkgs[p.PkgPath] = p
		for _, f := range p.Syntax {
			src.readDocs(p.Name, f)
		}
	}
	return src, nil
}

// readDocs records the doc comments of a file's types, their fields and
// its constants.
func (src *source) readDocs(pkg string, f *ast.File) {
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok {
			continue
		}
		for _, spec := range gd.Specs {
			switch spec := spec.(type) {
			case *ast.TypeSpec:
				doc := spec.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				name := pkg + "." + spec.Name.Name
				src.docs[name] = doc.Text()
				if st, ok := spec.Type.(*ast.StructType); ok {
					var lastDoc string
					for _, fl := range st.Fields.List {
						text := fl.Doc.Text()
						if text == "" && len(fl.Names) > 0 && fl.Comment != nil {
							text = fl.Comment.Text()
						}
						// "A and B are ..." documents the fields declared
						// right after it too.
						if text == "" && fl.Doc == nil && len(fl.Names) > 0 && strings.Contains(lastDoc, fl.Names[0].Name+" ") {
							text = lastDoc
						} else {
							lastDoc = text
						}
						for _, n := range fl.Names {
							src.docs[name+"."+n.Name] = text
						}
					}
				}
			case *ast.ValueSpec:
				doc := spec.Doc
				if doc == nil && len(gd.Specs) == 1 {
					doc = gd.Doc
				}
				for _, n := range spec.Names {
					src.docs[pkg+"."+n.Name] = doc.Text()
				}
			}
		}
	}
}

// lookup returns a named type of a package.
func (src *source) lookup(pkgPath, name string) types.Type {
	obj := src.pkgs[pkgPath].Types.Scope().Lookup(name)
	if obj == nil {
		panic("schema: no " + pkgPath + "." + name)
	}
	return obj.Type()
}

// stringList returns the string constants of a package-level composite
// literal, such as a table of names.
func (src *source) stringList(pkgPath, name string) []string {
	var out []string
	for _, f := range src.pkgs[pkgPath].Syntax {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok {
				continue
			}
			for _, spec := range gd.Specs {
				vs, ok := spec.(*ast.ValueSpec)
				if !ok || len(vs.Names) != 1 || vs.Names[0].Name != name || len(vs.Values) != 1 {
					continue
				}
				lit, _ := vs.Values[0].(*ast.CompositeLit)
				if lit == nil {
					continue
				}
				for _, e := range lit.Elts {
					if kv, ok := e.(*ast.KeyValueExpr); ok {
						e = kv.Value
					}
					if bl, ok := e.(*ast.BasicLit); ok {
						s, err := strconv.Unquote(bl.Value)
						if err == nil {
							out = append(out, s)
						}
					}
				}
			}
		}
	}
	return out
}

// describe turns a doc comment into a description: one paragraph.
func describe(doc string) string {
	return strings.Join(strings.Fields(doc), " ")
}

// typeName returns "pkg.Name" of a named type, and "" for others.
func typeName(t types.Type) string {
	n, ok := types.Unalias(t).(*types.Named)
	if !ok || n.Obj().Pkg() == nil {
		return ""
	}
	return n.Obj().Pkg().Name() + "." + n.Obj().Name()
}

// field is what the generator knows of the struct field a type belongs to.
type field struct {
	key   string // "View.Upgrades": the struct and the Go field
	depth int    // how many array levels deep
}

// defName returns the name of a named type's definition.
func defName(t types.Type) string {
	name := typeName(t)
	if r, ok := renames[name]; ok {
		return r
	}
	_, short, _ := strings.Cut(name, ".")
	r := []rune(short)
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// typeSchema returns the schema of a Go type: a reference to a
// definition for a named struct or enumeration, written into g.defs.
func (g *gen) typeSchema(t types.Type, f field) *Schema {
	t = types.Unalias(t)
	name := typeName(t)
	if name != "" {
		if _, ok := inline[name]; !ok {
			return g.namedSchema(t, name)
		}
	}
	switch u := t.Underlying().(type) {
	case *types.Basic:
		return basicSchema(u)
	case *types.Pointer:
		return g.typeSchema(u.Elem(), f)
	case *types.Array:
		s := &Schema{Type: "array", Items: g.typeSchema(u.Elem(), field{f.key, f.depth + 1}),
			MinItems: ptr(int(u.Len())), MaxItems: ptr(int(u.Len()))}
		g.index(s, f, int(u.Len()))
		return s
	case *types.Slice:
		if b, ok := u.Elem().Underlying().(*types.Basic); ok && b.Kind() == types.Uint8 && typeName(u.Elem()) == "" {
			g.fail("%s: a []byte encodes as base64", f.key)
		}
		s := &Schema{Type: "array", Items: g.typeSchema(u.Elem(), field{f.key, f.depth + 1})}
		g.index(s, f, -1)
		return s
	case *types.Struct:
		return g.structSchema(name, u)
	case *types.Map:
		if k, ok := u.Key().Underlying().(*types.Basic); ok && k.Kind() == types.String {
			return &Schema{Type: "object", AdditionalProperties: g.typeSchema(u.Elem(), field{f.key, f.depth})}
		}
	}
	g.fail("%s: no schema for %s", f.key, t)
	return &Schema{}
}

// basicSchema returns the schema of a number, string or bool, with the
// range of its Go type.
func basicSchema(b *types.Basic) *Schema {
	switch b.Kind() {
	case types.Bool:
		return &Schema{Type: "boolean"}
	case types.String:
		return &Schema{Type: "string"}
	case types.Float32, types.Float64:
		return &Schema{Type: "number"}
	}
	bits := map[types.BasicKind]int{
		types.Int8: 8, types.Int16: 16, types.Int32: 32, types.Int64: 64, types.Int: 64,
		types.Uint8: 8, types.Uint16: 16, types.Uint32: 32, types.Uint64: 64, types.Uint: 64,
	}[b.Kind()]
	s := &Schema{Type: "integer"}
	if b.Info()&types.IsUnsigned != 0 {
		s.Minimum = ptr(int64(0))
		if bits < 64 {
			s.Maximum = ptr(uint64(1)<<bits - 1)
		}
	} else if bits < 64 {
		s.Minimum = ptr(-int64(1) << (bits - 1))
		s.Maximum = ptr(uint64(1)<<(bits-1) - 1)
	}
	return s
}

// namedSchema returns a reference to the definition of a named type,
// making it the first time.
func (g *gen) namedSchema(t types.Type, name string) *Schema {
	def := defName(t)
	if owner, ok := g.owners[def]; ok {
		if owner != name {
			g.fail("two types are named %s: %s and %s", def, owner, name)
		}
		return ref(def)
	}
	g.owners[def] = name
	g.defs.Set(def, &Schema{}) // a place, for types that refer to themselves
	var s *Schema
	switch {
	case g.custom[name] != nil:
		s = g.custom[name]()
	case g.enums[name] != nil:
		s = &Schema{Type: "string", Enum: g.enums[name]}
	default:
		if hasMethod(t, "MarshalText") || hasMethod(t, "MarshalJSON") {
			g.fail("%s has its own encoding, and the generator no schema for it", name)
		}
		if st, ok := t.Underlying().(*types.Struct); ok {
			s = g.structSchema(name, st)
		} else {
			s = g.typeSchema(t.Underlying(), field{key: shortName(name)})
		}
	}
	if s.Description == "" {
		s.Description = describe(g.src.docs[name])
	}
	g.defs.Set(def, s)
	return ref(def)
}

// hasMethod reports whether a value of type t has the method.
func hasMethod(t types.Type, method string) bool {
	obj, _, _ := types.LookupFieldOrMethod(t, false, nil, method)
	_, ok := obj.(*types.Func)
	return ok
}

// structSchema returns the schema of a struct's JSON object, as
// encoding/json writes it: the tagged and exported fields, those without
// omitempty or omitzero required.
func (g *gen) structSchema(name string, st *types.Struct) *Schema {
	s := object()
	short := shortName(name)
	for i := range st.NumFields() {
		v := st.Field(i)
		tag := reflect.StructTag(st.Tag(i)).Get("json")
		if tag == "-" || !v.Exported() && tag == "" {
			continue
		}
		if v.Embedded() && tag == "" {
			// encoding/json writes an embedded struct's fields in place.
			es, ok := v.Type().Underlying().(*types.Struct)
			if !ok {
				g.fail("%s: embedded field %s", name, v.Name())
				continue
			}
			inner := g.structSchema(typeName(v.Type()), es)
			for _, key := range inner.Properties.Names() {
				s.Properties.Set(key, inner.Properties.Get(key))
			}
			s.Required = append(s.Required, inner.Required...)
			continue
		}
		key, opts, _ := strings.Cut(tag, ",")
		if key == "" {
			key = v.Name()
		}
		fs := g.typeSchema(v.Type(), field{key: short + "." + v.Name()})
		if strings.Contains(","+opts+",", ",string,") {
			fs = &Schema{Type: "string", Pattern: "^(0|[1-9][0-9]*)$", Description: "a number written as a string of decimal digits"}
		}
		if _, ok := playerColors[short+"."+v.Name()]; ok {
			fs = g.playerColor()
		}
		if _, ok := nullable[short+"."+v.Name()]; ok {
			fs = &Schema{OneOf: []*Schema{fs, {Type: "null"}}}
		}
		doc := describe(g.src.docs[name+"."+v.Name()])
		if doc == "" {
			doc = notes[short+"."+v.Name()]
		}
		fs = withDescription(fs, doc)
		s.Properties.Set(key, fs)
		if !strings.Contains(","+opts+",", ",omitempty,") && !strings.Contains(","+opts+",", ",omitzero,") {
			s.Required = append(s.Required, key)
		}
	}
	return s
}

// shortName returns a type's name as the table of array meanings gives
// it: without the package for the library's and the protocol's types.
func shortName(name string) string {
	return strings.TrimPrefix(strings.TrimPrefix(name, "kanban."), "bots.")
}

// withDescription puts a description before a schema's own: on the schema
// itself, or beside a reference.
func withDescription(s *Schema, desc string) *Schema {
	switch {
	case desc == "":
		return s
	case s.Description == "":
		s.Description = desc
	default:
		s.Description = desc + " " + s.Description
	}
	return s
}
