package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
)

// This file reads from the server's source what each route really
// answers, for openapi.json (openapi_gen_test.go): the statuses its
// handler writes and the code of each refusal, and the server-sent events
// of a stream. It follows the calls of the handler a route registers,
// through the package's functions and methods, by name: a method call
// reaches every method of that name, which can only add answers, never
// hide one.

// A written answer is a status and, for a refusal (an apiError), its
// code; "" for an answer that is none.
type written struct {
	status int
	code   string
}

// codeFacts are what one function, or a route's handler expression,
// writes and calls.
type codeFacts struct {
	answers map[written]bool
	// events are the names of the server-sent events it writes, "" for
	// an event of the game (no "event:" line), "retry" for the frame
	// that tells a client to reconnect.
	events map[string]bool
	calls  []string // functions by name, methods as ".name"
	errs   []string
}

func newFacts() *codeFacts {
	return &codeFacts{answers: map[written]bool{}, events: map[string]bool{}}
}

// serverCode is the package's source, read for the answers of its routes.
type serverCode struct {
	funcs  map[string]*codeFacts // by name, methods as ".name" (all receivers')
	routes map[string]*codeFacts // each registered pattern's handler expression
	order  []string              // the patterns in the order registered
	errs   []string
}

// leaves are the functions whose body is the encoding of an answer, not
// a choice of one: what they write is the call's.
var leaves = map[string]bool{"fail": true, "writeJSON": true, "mustJSON": true}

// readServerCode parses the package's Go files (not its tests).
func readServerCode(dir string) (*serverCode, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	sc := &serverCode{funcs: map[string]*codeFacts{}, routes: map[string]*codeFacts{}}
	fset := token.NewFileSet()
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			key := fd.Name.Name
			if fd.Recv != nil {
				key = "." + key
			}
			facts := sc.funcs[key]
			if facts == nil {
				facts = newFacts()
				sc.funcs[key] = facts
			}
			if !leaves[key] {
				facts.read(fd.Body)
			}
			sc.readRoutes(fset, fd.Body)
		}
	}
	for _, f := range sc.funcs {
		sc.errs = append(sc.errs, f.errs...)
	}
	for _, f := range sc.routes {
		sc.errs = append(sc.errs, f.errs...)
	}
	return sc, nil
}

// readRoutes finds the routes a function registers: mux.HandleFunc and
// mux.Handle with a pattern written out.
func (sc *serverCode) readRoutes(fset *token.FileSet, body *ast.BlockStmt) {
	ast.Inspect(body, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok || (sel.Sel.Name != "HandleFunc" && sel.Sel.Name != "Handle") || len(call.Args) != 2 {
			return true
		}
		if x, ok := sel.X.(*ast.Ident); !ok || x.Name != "mux" {
			return true
		}
		pattern, ok := stringLit(call.Args[0])
		if !ok {
			sc.errs = append(sc.errs, fmt.Sprintf("%s: a route whose pattern is not written out", fset.Position(call.Pos())))
			return true
		}
		facts := newFacts()
		facts.read(call.Args[1])
		if sel, ok := call.Args[1].(*ast.SelectorExpr); ok {
			facts.calls = append(facts.calls, "."+sel.Sel.Name) // s.handleCreate
		}
		sc.routes[pattern] = facts
		sc.order = append(sc.order, pattern)
		return true
	})
}

// eventLine finds the "event:" lines of a server-sent event's text.
var eventLine = regexp.MustCompile(`(?m)^event: ([a-z-]+)$`)

// read records what a function's body or a handler expression writes and
// calls.
func (f *codeFacts) read(n ast.Node) {
	var pending []string // apiError codes not written yet by a literal writeJSON
	var writesVariable []int
	ast.Inspect(n, func(n ast.Node) bool {
		switch x := n.(type) {
		case *ast.CallExpr:
			f.readCall(x, &writesVariable)
			// A method value of the server passed on, as a handler to a
			// wrapper: s.seat(s.handleState).
			for _, a := range x.Args {
				if sel, ok := a.(*ast.SelectorExpr); ok {
					if id, ok := sel.X.(*ast.Ident); ok && id.Name == "s" {
						f.calls = append(f.calls, "."+sel.Sel.Name)
					}
				}
			}
		case *ast.CompositeLit:
			typ, _ := x.Type.(*ast.Ident)
			switch {
			case typ == nil:
			case typ.Name == "errLimit" && len(x.Elts) >= 2:
				f.answer(x.Elts[0], x.Elts[1])
			case typ.Name == "apiError":
				if code, ok := stringLit(errorCode(x)); ok {
					pending = append(pending, code)
				}
			}
		case *ast.BasicLit:
			if s, ok := stringLit(x); ok {
				for _, m := range eventLine.FindAllStringSubmatch(s, -1) {
					f.events[m[1]] = true
				}
				if strings.HasPrefix(s, "id: ") && strings.Contains(s, "\ndata: ") {
					f.events[""] = true
				}
				if strings.HasPrefix(s, "retry: ") {
					f.events["retry"] = true
				}
			}
		}
		return true
	})
	// writeJSON(w, status, e) of an apiError e made above.
	for _, status := range writesVariable {
		if status < 400 {
			continue
		}
		if len(pending) == 0 {
			f.errs = append(f.errs, fmt.Sprintf("a refusal of status %d whose code is not written out", status))
		}
		for _, code := range pending {
			f.answers[written{status, code}] = true
		}
	}
}

// readCall records the answer a call writes, or the function it calls.
func (f *codeFacts) readCall(x *ast.CallExpr, writesVariable *[]int) {
	switch fun := x.Fun.(type) {
	case *ast.Ident:
		f.calls = append(f.calls, fun.Name)
		if len(x.Args) < 3 {
			return // none of the package's answers, such as a closure named fail
		}
		if _, ok := x.Args[0].(*ast.Ident); !ok {
			return
		}
		switch fun.Name {
		case "fail":
			f.answer(x.Args[1], x.Args[2])
		case "writeJSON":
			if cl, ok := x.Args[2].(*ast.CompositeLit); ok {
				if typ, ok := cl.Type.(*ast.Ident); ok && typ.Name == "apiError" {
					f.answer(x.Args[1], errorCode(cl))
					return
				}
			}
			status := f.status(x.Args[1])
			if status >= 400 {
				if _, ok := x.Args[2].(*ast.CompositeLit); !ok {
					*writesVariable = append(*writesVariable, status)
					return
				}
			}
			f.answers[written{status, ""}] = true
		}
	case *ast.SelectorExpr:
		if pkg, ok := fun.X.(*ast.Ident); ok && pkg.Name == "http" {
			switch fun.Sel.Name {
			case "Error":
				f.answers[written{f.status(x.Args[2]), ""}] = true
			case "NotFound":
				f.answers[written{http.StatusNotFound, ""}] = true
			case "Redirect":
				f.answers[written{f.status(x.Args[3]), ""}] = true
			}
			return
		}
		if fun.Sel.Name == "WriteHeader" && len(x.Args) == 1 && exprString(x.Args[0]) != "status" {
			f.answers[written{f.status(x.Args[0]), ""}] = true // not statusWriter's, which passes status on
		}
		f.calls = append(f.calls, "."+fun.Sel.Name)
	}
}

// errorCode is the Error of an apiError literal.
func errorCode(cl *ast.CompositeLit) ast.Expr {
	for _, e := range cl.Elts {
		if kv, ok := e.(*ast.KeyValueExpr); ok {
			if k, ok := kv.Key.(*ast.Ident); ok && k.Name == "Error" {
				return kv.Value
			}
		}
	}
	return &ast.BadExpr{}
}

// answer records a refusal: a status and a code, both written out.
func (f *codeFacts) answer(status, code ast.Expr) {
	c, ok := stringLit(code)
	if !ok {
		// refuseLimit's fail(w, e.status, e.code, ...): the errLimit
		// literals say them.
		if sel, ok := code.(*ast.SelectorExpr); ok && sel.Sel.Name == "code" {
			return
		}
		f.errs = append(f.errs, fmt.Sprintf("a refusal whose code is not written out: %s", exprString(code)))
		return
	}
	f.answers[written{f.status(status), c}] = true
}

// statusCodes are net/http's Status constants by name.
var statusCodes = func() map[string]int {
	m := map[string]int{}
	for code := 100; code < 600; code++ {
		if text := http.StatusText(code); text != "" {
			m["Status"+strings.NewReplacer(" ", "", "-", "", "'", "").Replace(text)] = code
		}
	}
	return m
}()

// status reads http.StatusX.
func (f *codeFacts) status(e ast.Expr) int {
	if sel, ok := e.(*ast.SelectorExpr); ok {
		if code, ok := statusCodes[sel.Sel.Name]; ok {
			return code
		}
	}
	f.errs = append(f.errs, fmt.Sprintf("a status that is no http.Status constant: %s", exprString(e)))
	return 0
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

func exprString(e ast.Expr) string {
	switch x := e.(type) {
	case *ast.Ident:
		return x.Name
	case *ast.SelectorExpr:
		return exprString(x.X) + "." + x.Sel.Name
	}
	return fmt.Sprintf("%T", e)
}

// reach returns what a route's handler, or a function, writes, with
// everything it calls, at any depth.
func (sc *serverCode) reach(start *codeFacts) *codeFacts {
	out := newFacts()
	seen := map[string]bool{}
	queue := []*codeFacts{start}
	for len(queue) > 0 {
		f := queue[0]
		queue = queue[1:]
		for a := range f.answers {
			out.answers[a] = true
		}
		for e := range f.events {
			out.events[e] = true
		}
		for _, c := range f.calls {
			if g := sc.funcs[c]; g != nil && !seen[c] {
				seen[c] = true
				queue = append(queue, g)
			}
		}
	}
	return out
}
