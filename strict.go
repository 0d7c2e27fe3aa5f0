package kanban

import (
	"encoding"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strings"
	"sync"

	"github.com/kanbanev/kanban/internal/input"
)

// Decoding the wire format is strict: each value has one spelling, and
// anything else is refused rather than read as something near it. On top of
// JSON's syntax, a value read by strictJSON or readObject
//
//   - has no key twice in an object, and only the keys its type has,
//     spelled exactly (encoding/json would keep the last of two and match
//     keys in any case);
//   - has every member that is not optional (omitempty), and null nowhere
//     (encoding/json would leave the Go zero value, which is often a real
//     value: yellow, motor, the first Design tile);
//   - has exactly as many elements as a fixed-size array holds;
//   - writes integers plainly: no fraction, exponent or "-0", and quoted
//     only where the field is quoted (",string"), with the same plain digits;
//     a quoted field (the seed) may also be written as a plain number, which
//     is how other programs write a 64-bit integer, but the encoder writes
//     it quoted;
//   - is followed by nothing but white space.
//
// Error messages quote at most a short prefix of a bad input.

var (
	errNull     = errors.New("null is not a value here")
	errTrailing = errors.New("trailing data after the value")
)

// atEnd checks that d has nothing left but white space.
func atEnd(d *lexer) error {
	if _, err := d.next(); err != io.EOF {
		return errTrailing
	}
	return nil
}

// syntaxError words an error of the JSON syntax; encoding/json's messages
// name at most one character of the input.
func syntaxError(err error) error {
	if err == io.EOF || err == io.ErrUnexpectedEOF {
		return errors.New("unexpected end of JSON input")
	}
	return err
}

// An object is the members of a JSON object, in the order written, as
// readObject read them: each is taken once by the decoder of its field,
// and what is left over is refused. It holds them in place, so that
// reading an action or an event allocates no map.
type object struct {
	n int
	m [maxMembers]member
}

// maxMembers is the most members an object of the wire format may have:
// more than any action or event has.
const maxMembers = 32

// A member is one key of an object, its value as written, and whether it
// is taken.
type member struct {
	key   []byte
	raw   []byte
	taken bool
}

// find returns the index of the member named key not taken yet, or -1.
func (o *object) find(key string) int {
	for i := range o.n {
		if !o.m[i].taken && string(o.m[i].key) == key {
			return i
		}
	}
	return -1
}

// has reports whether the object has a member named key not taken yet.
func (o *object) has(key string) bool { return o.find(key) >= 0 }

// pop takes the member named key and returns its value.
func (o *object) pop(key string) ([]byte, bool) {
	i := o.find(key)
	if i < 0 {
		return nil, false
	}
	o.m[i].taken = true
	return o.m[i].raw, true
}

// left returns the key of the first member not taken, or false.
func (o *object) left() (string, bool) {
	for i := range o.n {
		if !o.m[i].taken {
			return string(o.m[i].key), true
		}
	}
	return "", false
}

// readObject reads a JSON object into obj, refusing a key given twice and
// data after the object, and returns its "type", taken.
func readObject(b []byte, obj *object) (string, error) {
	d := lexer{b: b}
	tok, err := d.next()
	if err != nil {
		return "", fmt.Errorf("kanban: %w", syntaxError(err))
	}
	if tok.kind != '{' {
		return "", errors.New("kanban: want a JSON object")
	}
	obj.n = 0
	for d.more() {
		tok, err := d.next()
		if err != nil {
			return "", fmt.Errorf("kanban: %w", syntaxError(err))
		}
		for i := range obj.n {
			if string(obj.m[i].key) == string(tok.text) {
				return "", fmt.Errorf("kanban: duplicate key %s", input.Quote(tok.text))
			}
		}
		if obj.n == maxMembers {
			return "", fmt.Errorf("kanban: an object of more than %d members", maxMembers)
		}
		m := &obj.m[obj.n]
		*m = member{key: tok.text}
		if err := d.raw(&m.raw); err != nil {
			return "", fmt.Errorf("kanban: %w", syntaxError(err))
		}
		obj.n++
	}
	if _, err := d.next(); err != nil {
		return "", fmt.Errorf("kanban: %w", syntaxError(err))
	}
	if err := atEnd(&d); err != nil {
		return "", fmt.Errorf("kanban: %w", err)
	}
	var kind string
	if err := take(obj, "type", &kind); err != nil {
		return "", err
	}
	return kind, nil
}

// strictJSON decodes one JSON value from raw into v, a pointer, by the rules
// above.
func strictJSON(raw []byte, v any) error {
	switch u := v.(type) {
	case *Action:
		return u.UnmarshalJSON(raw) // as strict, by its own rules
	case *List:
		return u.UnmarshalJSON(raw)
	case encoding.TextUnmarshaler:
		// the enumerations, most of an event's fields: no reflection
		d := lexer{b: raw}
		tok, err := d.next()
		switch {
		case err != nil:
			return syntaxError(err)
		case tok.kind == 'n':
			return errNull
		case tok.kind != '"':
			return fmt.Errorf("want a string, not %s", describe(tok))
		}
		if err := u.UnmarshalText(tok.text); err != nil {
			return err
		}
		return atEnd(&d)
	}
	d := lexer{b: raw}
	if err := decodeValue(&d, reflect.ValueOf(v).Elem(), false); err != nil {
		return err
	}
	return atEnd(&d)
}

var (
	textUnmarshaler = reflect.TypeFor[encoding.TextUnmarshaler]()
	editionType     = reflect.TypeFor[Edition]()
)

// decodeValue reads the next value of d into v; quoted is for a number
// written in a JSON string (the ",string" option).
func decodeValue(d *lexer, v reflect.Value, quoted bool) error {
	tok, err := d.next()
	if err != nil {
		return syntaxError(err)
	}
	if tok.kind == 'n' {
		return errNull
	}
	if v.Kind() == reflect.Pointer {
		v.Set(reflect.New(v.Type().Elem()))
		v = v.Elem()
	}
	if v.Type() == editionType {
		// an edition is found by its name and digest, as its UnmarshalJSON does
		if tok.kind != '{' {
			return fmt.Errorf("want an object, not %s", describe(tok))
		}
		var j editionJSON
		if err := decodeStruct(d, reflect.ValueOf(&j).Elem()); err != nil {
			return err
		}
		return v.Addr().Interface().(*Edition).find(j)
	}
	if v.Addr().Type().Implements(textUnmarshaler) {
		if tok.kind != '"' {
			return fmt.Errorf("want a string, not %s", describe(tok))
		}
		return v.Addr().Interface().(encoding.TextUnmarshaler).UnmarshalText(tok.text)
	}
	switch v.Kind() {
	case reflect.Struct:
		if tok.kind != '{' {
			return fmt.Errorf("want an object, not %s", describe(tok))
		}
		return decodeStruct(d, v)
	case reflect.Slice, reflect.Array:
		if tok.kind != '[' {
			return fmt.Errorf("want an array, not %s", describe(tok))
		}
		return decodeArray(d, v)
	case reflect.Bool:
		if tok.kind != 't' && tok.kind != 'f' {
			return fmt.Errorf("want true or false, not %s", describe(tok))
		}
		v.SetBool(tok.kind == 't')
		return nil
	case reflect.String:
		if tok.kind != '"' {
			return fmt.Errorf("want a string, not %s", describe(tok))
		}
		v.SetString(string(tok.text))
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return decodeInteger(tok, v, quoted)
	}
	return fmt.Errorf("cannot decode a %s", v.Type())
}

// decodeInteger stores the integer tok in v. A quoted field takes a plain
// number too, with the same digits.
func decodeInteger(tok token, v reflect.Value, quoted bool) error {
	var lit string
	switch tok.kind {
	case '0':
		lit = string(tok.text)
	case '"':
		if !quoted {
			return errors.New("want a number, not a string")
		}
		lit = string(tok.text)
	default:
		if quoted {
			return fmt.Errorf("want a number or a string holding one, not %s", describe(tok))
		}
		return fmt.Errorf("want a number, not %s", describe(tok))
	}
	bits := v.Type().Bits()
	if v.CanInt() {
		n, ok := input.Int(lit, bits)
		if !ok {
			return errors.New(input.IntError(lit, bits, true))
		}
		v.SetInt(n)
		return nil
	}
	n, ok := input.Uint(lit, bits)
	if !ok {
		return errors.New(input.IntError(lit, bits, false))
	}
	v.SetUint(n)
	return nil
}

// decodeArray reads the elements of an array, whose '[' is read, into a
// slice or a fixed-size array, which must get exactly its length.
func decodeArray(d *lexer, v reflect.Value) error {
	fixed := v.Kind() == reflect.Array
	if !fixed {
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	}
	n := 0
	for d.more() {
		if fixed && n == v.Len() {
			return fmt.Errorf("want %d values, not more", v.Len())
		}
		var elem reflect.Value
		if fixed {
			elem = v.Index(n)
		} else {
			elem = reflect.New(v.Type().Elem()).Elem()
		}
		if err := decodeValue(d, elem, false); err != nil {
			return fmt.Errorf("element %d: %w", n, err)
		}
		if !fixed {
			v.Set(reflect.Append(v, elem))
		}
		n++
	}
	if fixed && n < v.Len() {
		return fmt.Errorf("want %d values, not %d", v.Len(), n)
	}
	_, err := d.next()
	return syntaxError(err)
}

// decodeStruct reads the members of an object, whose '{' is read, into the
// fields of a struct, named by their json tags.
func decodeStruct(d *lexer, v reflect.Value) error {
	t := v.Type()
	v.SetZero()
	keys := keysOf(t)
	seen := make([]bool, t.NumField())
	for d.more() {
		tok, err := d.next()
		if err != nil {
			return syntaxError(err)
		}
		i, quoted := keys.named(tok.text)
		if i < 0 {
			return fmt.Errorf("no field %s", input.Quote(tok.text))
		}
		if seen[i] {
			return fmt.Errorf("duplicate key %q", tok.text)
		}
		seen[i] = true
		if err := decodeValue(d, v.Field(i), quoted); err != nil {
			return fmt.Errorf("bad %q: %w", tok.text, err)
		}
	}
	if _, err := d.next(); err != nil {
		return syntaxError(err)
	}
	for i, k := range keys {
		if !seen[i] && k.name != "" && !k.optional {
			return fmt.Errorf("missing %q", k.name)
		}
	}
	return nil
}

// structKeys are the JSON keys of a struct type's fields, by field index.
type structKeys []struct {
	name             string
	optional, quoted bool
}

// keyCache holds the structKeys of each struct type decoded so far.
var keyCache sync.Map // reflect.Type → structKeys

// keysOf returns the JSON keys of the fields of the struct type t.
func keysOf(t reflect.Type) structKeys {
	if k, ok := keyCache.Load(t); ok {
		return k.(structKeys)
	}
	keys := make(structKeys, t.NumField())
	for i := range keys {
		keys[i].name, keys[i].optional, keys[i].quoted = jsonTag(t.Field(i))
	}
	keyCache.Store(t, keys)
	return keys
}

// named returns the index of the field whose JSON key is exactly key, or
// -1, and whether its value is quoted.
func (keys structKeys) named(key []byte) (int, bool) {
	for i, k := range keys {
		if k.name != "" && k.name == string(key) {
			return i, k.quoted
		}
	}
	return -1, false
}

// jsonTag returns the JSON key of a struct field ("" for a field left out
// of JSON), and whether it is optional (omitempty) and quoted (string).
func jsonTag(f reflect.StructField) (name string, optional, quoted bool) {
	if !f.IsExported() {
		return "", false, false
	}
	tag, ok := f.Tag.Lookup("json")
	if !ok {
		return f.Name, false, false
	}
	name, opts, _ := strings.Cut(tag, ",")
	if name == "-" && opts == "" {
		return "", false, false
	}
	if name == "" {
		name = f.Name
	}
	for _, o := range strings.Split(opts, ",") {
		switch o {
		case "omitempty", "omitzero":
			optional = true
		case "string":
			quoted = true
		}
	}
	return name, optional, quoted
}

// describe names the kind of a JSON token, without its text.
func describe(tok token) string {
	switch tok.kind {
	case '{':
		return "an object"
	case '[':
		return "an array"
	case '}', ']':
		return fmt.Sprintf("%q", rune(tok.kind))
	case '"':
		return "a string"
	case '0':
		return "a number"
	case 't', 'f':
		return "true or false"
	}
	return "null"
}
