package kanban

import (
	"errors"
	"io"
	"strconv"
	"unicode/utf16"
	"unicode/utf8"
)

// A lexer reads the JSON tokens of one input, as json.Decoder's Token,
// More and Decode do with UseNumber, and refuses what they refuse, with
// the same words; it reads from the bytes in place and boxes no token in
// an interface, so that the strict decoding of a stored log is not slowed
// by the reader, buffering and allocations that json.Decoder needs for a
// stream.
type lexer struct {
	b     []byte
	i     int
	state lexState
	stack []lexState // the states to go back to after each open container
}

// lexState is where the lexer is in the grammar, as json.Decoder's
// tokenState: what may come next.
type lexState uint8

const (
	lexTop         lexState = iota // a value at the top level
	lexArrayStart                  // after '[': a value or ']'
	lexArrayValue                  // after ',' in an array: a value
	lexArrayComma                  // after an array's value: ',' or ']'
	lexObjectStart                 // after '{': a key or '}'
	lexObjectKey                   // after ',' in an object: a key
	lexObjectColon                 // after a key: ':'
	lexObjectValue                 // after ':': a value
	lexObjectComma                 // after an object's value: ',' or '}'
)

// skipSpace moves past JSON white space and returns the next byte, or
// false at the end.
func (l *lexer) skipSpace() (byte, bool) {
	for l.i < len(l.b) {
		switch c := l.b[l.i]; c {
		case ' ', '\t', '\n', '\r':
			l.i++
		default:
			return c, true
		}
	}
	return 0, false
}

// more reports whether the array or object being read has another
// element.
func (l *lexer) more() bool {
	c, ok := l.skipSpace()
	return ok && c != ']' && c != '}'
}

// valueAllowed reports whether a value may come next.
func (l *lexer) valueAllowed() bool {
	switch l.state {
	case lexTop, lexArrayStart, lexArrayValue, lexObjectValue:
		return true
	}
	return false
}

// valueEnd moves on past a value.
func (l *lexer) valueEnd() {
	switch l.state {
	case lexArrayStart, lexArrayValue:
		l.state = lexArrayComma
	case lexObjectValue:
		l.state = lexObjectComma
	}
}

// A token is what the lexer reads: kind is one of '{', '}', '[', ']',
// '"' for a string (a key or a value), '0' for a number, 't' and 'f' for
// true and false, 'n' for null; text is a string's value or a number as
// written, in the input itself where it can be.
type token struct {
	kind byte
	text []byte
}

// next returns the next token, as json.Decoder's Token does; io.EOF after
// the last value.
func (l *lexer) next() (token, error) {
	for {
		c, ok := l.skipSpace()
		if !ok {
			if l.state != lexTop || len(l.stack) > 0 {
				return token{}, io.ErrUnexpectedEOF
			}
			return token{}, io.EOF
		}
		switch c {
		case '[', '{':
			if !l.valueAllowed() {
				return token{}, l.syntax(c, l.context())
			}
			l.i++
			l.stack = append(l.stack, l.state)
			if c == '[' {
				l.state = lexArrayStart
			} else {
				l.state = lexObjectStart
			}
			return token{kind: c}, nil
		case ']', '}':
			if c == ']' && l.state != lexArrayStart && l.state != lexArrayComma ||
				c == '}' && l.state != lexObjectStart && l.state != lexObjectComma {
				return token{}, l.syntax(c, l.context())
			}
			l.i++
			l.state = l.stack[len(l.stack)-1]
			l.stack = l.stack[:len(l.stack)-1]
			l.valueEnd()
			return token{kind: c}, nil
		case ':':
			if l.state != lexObjectColon {
				return token{}, l.syntax(c, l.context())
			}
			l.i++
			l.state = lexObjectValue
			continue
		case ',':
			switch l.state {
			case lexArrayComma:
				l.i++
				l.state = lexArrayValue
				continue
			case lexObjectComma:
				l.i++
				l.state = lexObjectKey
				continue
			}
			return token{}, l.syntax(c, l.context())
		case '"':
			if l.state == lexObjectStart || l.state == lexObjectKey {
				b, err := l.strBytes(true)
				if err != nil {
					return token{}, err
				}
				l.state = lexObjectColon
				return token{kind: '"', text: b}, nil
			}
		}
		if !l.valueAllowed() {
			return token{}, l.syntax(c, l.context())
		}
		tok, err := l.scalar(c)
		if err != nil {
			return token{}, err
		}
		l.valueEnd()
		return tok, nil
	}
}

// raw reads the next value whole into raw, as json.Decoder's Decode into
// a json.RawMessage does.
func (l *lexer) raw(raw *[]byte) error {
	c, ok := l.skipSpace()
	if !l.valueAllowed() {
		// the separator before the value: a comma in an array, a colon
		// after a key
		sep, then := byte(','), lexArrayValue
		if l.state == lexObjectColon {
			sep, then = ':', lexObjectValue
		}
		switch {
		case !ok:
			return io.ErrUnexpectedEOF
		case c != sep || l.state != lexArrayComma && l.state != lexObjectColon:
			return l.syntax(c, l.context())
		}
		l.i++
		l.state = then
	}
	if _, ok := l.skipSpace(); !ok {
		return io.ErrUnexpectedEOF
	}
	start := l.i
	if err := l.skipValue(0); err != nil {
		return err
	}
	*raw = l.b[start:l.i]
	l.valueEnd()
	return nil
}

// maxDepth is how deeply arrays and objects may nest in a skipped value,
// as encoding/json allows.
const maxDepth = 10000

// skipValue moves past one value, checking its syntax.
func (l *lexer) skipValue(depth int) error {
	c, ok := l.skipSpace()
	if !ok {
		return io.ErrUnexpectedEOF
	}
	if depth > maxDepth {
		return errors.New("exceeded max depth")
	}
	switch c {
	case '[', '{':
		l.i++
		close, first := byte(']'), true
		if c == '{' {
			close = '}'
		}
		for {
			c, ok := l.skipSpace()
			if !ok {
				return io.ErrUnexpectedEOF
			}
			if c == close && first {
				l.i++
				return nil
			}
			if close == '}' {
				if c != '"' {
					return l.syntax(c, "looking for beginning of object key string")
				}
				if err := l.skipString(); err != nil {
					return err
				}
				if c, ok = l.skipSpace(); !ok {
					return io.ErrUnexpectedEOF
				}
				if c != ':' {
					return l.syntax(c, "after object key")
				}
				l.i++
			}
			if err := l.skipValue(depth + 1); err != nil {
				return err
			}
			if c, ok = l.skipSpace(); !ok {
				return io.ErrUnexpectedEOF
			}
			switch {
			case c == close:
				l.i++
				return nil
			case c != ',':
				if close == '}' {
					return l.syntax(c, "after object key:value pair")
				}
				return l.syntax(c, "after array element")
			}
			l.i++
			first = false
		}
	case '"':
		return l.skipString()
	}
	_, err := l.scalar(c)
	return err
}

// context words what the lexer looked for, as encoding/json's messages do.
func (l *lexer) context() string {
	switch l.state {
	case lexObjectStart, lexObjectKey:
		return "looking for beginning of object key string"
	case lexObjectColon:
		return "after object key"
	case lexObjectComma:
		return "after object key:value pair"
	case lexArrayComma:
		return "after array element"
	case lexTop:
		if len(l.stack) == 0 && l.i > 0 {
			return "after top-level value"
		}
	}
	return "looking for beginning of value"
}

// syntax returns the error of an unexpected byte c.
func (l *lexer) syntax(c byte, context string) error {
	return errors.New("invalid character " + quoteChar(c) + " " + context)
}

// quoteChar formats c as encoding/json's messages do.
func quoteChar(c byte) string {
	if c == '\'' {
		return `'\''`
	}
	if c == '"' {
		return `'"'`
	}
	s := strconv.Quote(string(rune(c)))
	return "'" + s[1:len(s)-1] + "'"
}

// scalar reads a string, number, true, false or null starting with c.
func (l *lexer) scalar(c byte) (token, error) {
	switch {
	case c == '"':
		b, err := l.strBytes(true)
		return token{kind: '"', text: b}, err
	case c == '-' || '0' <= c && c <= '9':
		return l.number()
	case c == 't':
		return token{kind: 't'}, l.literal("true")
	case c == 'f':
		return token{kind: 'f'}, l.literal("false")
	case c == 'n':
		return token{kind: 'n'}, l.literal("null")
	}
	return token{}, l.syntax(c, "looking for beginning of value")
}

// literal reads the word w.
func (l *lexer) literal(w string) error {
	for k := range len(w) {
		if l.i >= len(l.b) {
			return io.ErrUnexpectedEOF
		}
		if l.b[l.i] != w[k] {
			return l.syntax(l.b[l.i], "in literal "+w+" (expecting "+quoteChar(w[k])+")")
		}
		l.i++
	}
	return l.afterScalar()
}

// afterScalar checks that a number or literal at the top level is not
// run into the next bytes ("1x", "truex"), as encoding/json does.
func (l *lexer) afterScalar() error {
	if l.i < len(l.b) {
		switch c := l.b[l.i]; {
		case c == ' ', c == '\t', c == '\n', c == '\r', c == ',', c == ']', c == '}', c == ':':
		case c == '"' || c == '[' || c == '{':
		default:
			if l.state == lexTop && len(l.stack) == 0 {
				return l.syntax(c, "after top-level value")
			}
		}
	}
	return nil
}

// number reads a number in JSON's grammar, as written.
func (l *lexer) number() (token, error) {
	start := l.i
	b := l.b
	digits := func() int {
		n := 0
		for l.i < len(b) && '0' <= b[l.i] && b[l.i] <= '9' {
			l.i++
			n++
		}
		return n
	}
	bad := func(context string) error {
		if l.i >= len(b) {
			return io.ErrUnexpectedEOF
		}
		return l.syntax(b[l.i], context)
	}
	if b[l.i] == '-' {
		l.i++
		if l.i >= len(b) || b[l.i] < '0' || b[l.i] > '9' {
			return token{}, bad("in numeric literal")
		}
	}
	if b[l.i] == '0' {
		l.i++
	} else {
		digits()
	}
	if l.i < len(b) && b[l.i] == '.' {
		l.i++
		if digits() == 0 {
			return token{}, bad("after decimal point in numeric literal")
		}
	}
	if l.i < len(b) && (b[l.i] == 'e' || b[l.i] == 'E') {
		l.i++
		if l.i < len(b) && (b[l.i] == '+' || b[l.i] == '-') {
			l.i++
		}
		if digits() == 0 {
			return token{}, bad("in exponent of numeric literal")
		}
	}
	if err := l.afterScalar(); err != nil {
		return token{}, err
	}
	return token{kind: '0', text: b[start:l.i]}, nil
}

// skipString moves past a string, checking it.
func (l *lexer) skipString() error {
	_, err := l.strBytes(false)
	return err
}

// strBytes reads a string whose '"' is next, and with want returns its
// value: the input itself when it holds no escape and is valid UTF-8,
// else the string decoded as encoding/json decodes it (invalid UTF-8 and
// lone surrogates become U+FFFD).
func (l *lexer) strBytes(want bool) ([]byte, error) {
	b := l.b
	l.i++ // the opening quote
	start := l.i
	plain := true
	for l.i < len(b) {
		c := b[l.i]
		switch {
		case c == '"':
			s := b[start:l.i]
			l.i++
			if plain || !want {
				return s, nil
			}
			return unquote(s), nil
		case c == '\\':
			plain = false
			l.i++
			if l.i >= len(b) {
				return nil, io.ErrUnexpectedEOF
			}
			switch b[l.i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				l.i++
			case 'u':
				l.i++
				for range 4 {
					if l.i >= len(b) {
						return nil, io.ErrUnexpectedEOF
					}
					if !isHex(b[l.i]) {
						return nil, l.syntax(b[l.i], "in \\u hexadecimal character escape")
					}
					l.i++
				}
			default:
				return nil, l.syntax(b[l.i], "in string escape code")
			}
		case c < 0x20:
			return nil, l.syntax(c, "in string literal")
		case c < utf8.RuneSelf:
			l.i++
		default:
			r, size := utf8.DecodeRune(b[l.i:])
			if r == utf8.RuneError && size == 1 {
				plain = false
			}
			l.i += size
		}
	}
	return nil, io.ErrUnexpectedEOF
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

// unquote decodes the inside of a string that strBytes checked.
func unquote(s []byte) []byte {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			i++
			switch s[i] {
			case 'b':
				out = append(out, '\b')
			case 'f':
				out = append(out, '\f')
			case 'n':
				out = append(out, '\n')
			case 'r':
				out = append(out, '\r')
			case 't':
				out = append(out, '\t')
			case 'u':
				r := hex4(s[i+1:])
				i += 4
				if utf16.IsSurrogate(r) {
					// a pair is a second \u escape right after; a lone half is U+FFFD
					dec := utf8.RuneError
					if i+6 < len(s) && s[i+1] == '\\' && s[i+2] == 'u' {
						dec = utf16.DecodeRune(r, hex4(s[i+3:]))
					}
					r = dec
					if dec != utf8.RuneError {
						i += 6
					}
				}
				out = utf8.AppendRune(out, r)
			default: // '"', '\\', '/'
				out = append(out, s[i])
			}
			i++
		case c < utf8.RuneSelf:
			out = append(out, c)
			i++
		default:
			r, size := utf8.DecodeRune(s[i:])
			i += size
			out = utf8.AppendRune(out, r)
		}
	}
	return out
}

// hex4 reads the four hexadecimal digits at the start of s.
func hex4(s []byte) rune {
	var r rune
	for _, c := range s[:4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		default:
			c -= 'A' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}
