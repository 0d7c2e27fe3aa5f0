package kanban

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"
)

// Replay refuses a log whose events differ from the ones the rules give
// (R-ENG-5): sameEvent must tell apart two events that differ in any one
// field, the setup's included, however deep. The test walks every
// exported field by reflection, so that a field added later and left out
// of the comparison fails it.
func TestSameEventComparesEveryField(t *testing.T) {
	var bases []Event
	for _, cfg := range []Config{
		{Players: []PlayerConfig{{Color: Red}, {Color: Blue}}, Seed: 3},
		{Players: []PlayerConfig{{Color: Red}}, Seed: 4, Solo: &SoloConfig{Difficulty: nil, RandomDifficulty: true}},
	} {
		_, log, err := New(cfg)
		require.NoError(t, err)
		bases = append(bases, log[0], log[0].For(Red), log[0].For(NoColor))
	}
	s, log, err := New(Config{Players: []PlayerConfig{{Color: Red}, {Color: Blue}}, Seed: 5})
	require.NoError(t, err)
	for range 40 {
		var evs []Event
		s, evs, err = Apply(s, s.LegalActions()[0])
		require.NoError(t, err)
		log = append(log, evs...)
	}
	bases = append(bases, log[1:]...)

	fields := map[string]bool{}
	for _, base := range bases {
		require.True(t, sameEvent(&base, ptr(deepCopy(base))), "an event and its copy")
		for _, m := range mutations(reflect.ValueOf(base), "Event") {
			changed := deepCopy(base)
			m.apply(reflect.ValueOf(&changed).Elem())
			fields[m.path] = true
			require.False(t, sameEvent(&base, &changed), "%s changed in %v", m.path, base)
			require.False(t, sameEvent(&changed, &base), "%s changed in %v", m.path, base)
		}
	}
	for _, path := range []string{"Event.Act.Space", "Event.Setup.Config.Solo.RandomDifficulty", "Event.Setup.Solo.SelectionDeck+", "Event.Setup.Table.Hand.Kanban+", "Event.Setup.Awards[0][0]", "Event.Setup=nil"} {
		require.True(t, fields[path], "the walk never reached %s", path)
	}
}

// A mutation changes one field of an Event, named by its path.
type mutation struct {
	path  string
	apply func(v reflect.Value) // v: the whole Event, settable
}

// mutations lists a change of every exported field that v (the value at
// path, within an Event) holds, recursively: a number or a string changed,
// a bool flipped, an element added to a list and the first one changed, a
// nil pointer set and a set one followed.
func mutations(v reflect.Value, path string) []mutation {
	var out []mutation
	var walk func(get func(reflect.Value) reflect.Value, t reflect.Type, cur reflect.Value, path string)
	walk = func(get func(reflect.Value) reflect.Value, t reflect.Type, cur reflect.Value, path string) {
		switch t.Kind() {
		case reflect.Bool:
			out = append(out, mutation{path, func(r reflect.Value) { f := get(r); f.SetBool(!f.Bool()) }})
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			out = append(out, mutation{path, func(r reflect.Value) { f := get(r); f.SetInt(f.Int() ^ 1) }})
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			out = append(out, mutation{path, func(r reflect.Value) { f := get(r); f.SetUint(f.Uint() ^ 1) }})
		case reflect.String:
			out = append(out, mutation{path, func(r reflect.Value) { f := get(r); f.SetString(f.String() + "x") }})
		case reflect.Struct:
			exported := 0
			for i := range t.NumField() {
				sf := t.Field(i)
				if !sf.IsExported() {
					continue
				}
				exported++
				var sub reflect.Value
				if cur.IsValid() {
					sub = cur.Field(i)
				}
				walk(func(r reflect.Value) reflect.Value { return get(r).Field(i) }, sf.Type, sub, path+"."+sf.Name)
			}
			if exported == 0 && t.Comparable() {
				// A value with no exported field (a List): change it as a
				// whole, to another value of its kind.
				other := reflect.ValueOf(otherOf(t))
				out = append(out, mutation{path, func(r reflect.Value) {
					f := get(r)
					if f.Equal(other) {
						f.Set(reflect.Zero(t))
					} else {
						f.Set(other)
					}
				}})
			}
		case reflect.Array:
			if t.Len() > 0 {
				var sub reflect.Value
				if cur.IsValid() {
					sub = cur.Index(0)
				}
				walk(func(r reflect.Value) reflect.Value { return get(r).Index(0) }, t.Elem(), sub, path+"[0]")
			}
		case reflect.Slice:
			out = append(out, mutation{path + "+", func(r reflect.Value) { f := get(r); f.Set(reflect.Append(f, reflect.Zero(t.Elem()))) }})
			if cur.IsValid() && cur.Len() > 0 {
				walk(func(r reflect.Value) reflect.Value { return get(r).Index(0) }, t.Elem(), cur.Index(0), path+"[0]")
			}
		case reflect.Pointer:
			if !cur.IsValid() || cur.IsNil() {
				out = append(out, mutation{path + "=new", func(r reflect.Value) { get(r).Set(reflect.New(t.Elem())) }})
				return
			}
			out = append(out, mutation{path + "=nil", func(r reflect.Value) { get(r).Set(reflect.Zero(t)) }})
			walk(func(r reflect.Value) reflect.Value { return get(r).Elem() }, t.Elem(), cur.Elem(), path)
		default:
			panic(fmt.Sprintf("%s: no mutation of a %v", path, t))
		}
	}
	walk(func(r reflect.Value) reflect.Value { return r }, v.Type(), v, path)
	return out
}

// otherOf returns a value of a type with no exported field that is not
// its zero value.
func otherOf(t reflect.Type) any {
	switch t {
	case reflect.TypeFor[List]():
		return listOfT(1, 2)
	case reflect.TypeFor[Edition]():
		return Edition{id: 1} // compared, never looked up
	}
	panic(fmt.Sprintf("no other value of %v", t))
}

// deepCopy copies an event, its setup and the setup's lists too, so that a
// mutation of the copy leaves the original as it was.
func deepCopy(e Event) Event {
	return copyValue(reflect.ValueOf(e)).Interface().(Event)
}

func copyValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(copyValue(v.Elem()))
		return c
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			c.Index(i).Set(copyValue(v.Index(i)))
		}
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v) // the unexported fields, which are values
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				c.Field(i).Set(copyValue(v.Field(i)))
			}
		}
		return c
	}
	return v
}
