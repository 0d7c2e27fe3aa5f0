package kanban_test

import (
	"fmt"
	"reflect"
	"runtime/debug"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// callEvery calls every exported method of v's type (a GameState, a View,
// …) with every argument from arguments, and fails on a panic. A method
// taking an argument of a type arguments has no values for fails the
// test, so that a method added later is called too.
func callEvery(tb require.TestingT, v any, arguments map[reflect.Type][]reflect.Value) {
	rv := reflect.ValueOf(v)
	ptr := reflect.New(rv.Type())
	ptr.Elem().Set(rv)
	t := ptr.Type() // the pointer's method set holds both receivers
	for i := range t.NumMethod() {
		m := t.Method(i)
		switch m.Name {
		case "UnmarshalJSON":
			continue // it writes through its receiver; the position tests cover it
		case "Format":
			for _, verb := range []string{"%v", "%+v", "%#v", "%s", "%d"} {
				_ = fmt.Sprintf(verb, v) // called by fmt, with its fmt.State
			}
			continue
		}
		args := [][]reflect.Value{{}}
		for j := 1; j < m.Type.NumIn(); j++ {
			values, ok := arguments[m.Type.In(j)]
			if !ok {
				tb.Errorf("%v.%s takes a %v: give the test values for it", rv.Type(), m.Name, m.Type.In(j))
				tb.FailNow()
			}
			var more [][]reflect.Value
			for _, a := range args {
				for _, x := range values {
					more = append(more, append(append([]reflect.Value(nil), a...), x))
				}
			}
			args = more
		}
		for _, a := range args {
			call(tb, rv.Type(), m, ptr, a)
		}
	}
}

// call calls one method on a fresh copy of the value ptr points to.
func call(tb require.TestingT, typ reflect.Type, m reflect.Method, ptr reflect.Value, args []reflect.Value) {
	defer func() {
		if r := recover(); r != nil {
			tb.Errorf("%v.%s%v panics: %v\n%s", typ, m.Name, args, r, debug.Stack())
			tb.FailNow()
		}
	}()
	c := reflect.New(typ)
	c.Elem().Set(ptr.Elem())
	res := m.Func.Call(append([]reflect.Value{c}, args...))
	for _, r := range res {
		if s, ok := r.Interface().(fmt.Stringer); ok && r.Kind() != reflect.Pointer {
			_ = s.String()
		}
	}
}

// methodArguments gives the values every method of a GameState is called
// with: each colour (NoColor and an unseated one included), department,
// part, model, Design source, the state's own legal actions and events
// that fit no state.
func methodArguments(s kanban.GameState) map[reflect.Type][]reflect.Value {
	of := func(xs ...any) []reflect.Value {
		vs := make([]reflect.Value, len(xs))
		for i, x := range xs {
			vs[i] = reflect.ValueOf(x)
		}
		return vs
	}
	args := map[reflect.Type][]reflect.Value{}
	add := func(xs ...any) { args[reflect.TypeOf(xs[0])] = of(xs...) }
	colors := []any{kanban.NoColor}
	for c := range kanban.Color(5) {
		colors = append(colors, c)
	}
	add(colors...)
	var depts, parts, models, sources []any
	for d := range kanban.Department(components.NumDepartments + 1) {
		depts = append(depts, d)
	}
	for p := range kanban.Part(components.NumParts + 1) {
		parts = append(parts, p)
	}
	for m := range kanban.Model(components.NumModels + 1) {
		models = append(models, m)
	}
	for src := range kanban.DesignSource(components.DesignStacks + 2) {
		sources = append(sources, src)
	}
	add(append(depts, kanban.Department(0xFF))...)
	add(append(parts, kanban.NoPart)...)
	add(append(models, kanban.NoModel)...)
	add(sources...)
	add(uint64(1), uint64(7))
	add(kanban.English, kanban.German, kanban.Language(7))
	actions := []any{kanban.EndTurn(kanban.Red)}
	for _, a := range s.LegalActions() {
		actions = append(actions, a)
	}
	add(actions...)
	args[reflect.TypeFor[[]kanban.Action]()] = of([]kanban.Action(nil), make([]kanban.Action, 0, 4))
	// Events that fit no state, or not this one, out-of-range fields and
	// an unknown kind among them.
	add(kanban.Event{}, kanban.Event{Kind: kanban.EvStarted}, kanban.Event{Kind: kanban.EvSandraEvaluated, Player: kanban.Red, N: -3},
		kanban.Event{Kind: kanban.EvConveyorAdvanced, Player: kanban.Blue, List: mustList(1, 2, 200), To: 40, Dept: 9},
		kanban.Event{Kind: 250, Player: 9})
	return args
}
