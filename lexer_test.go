package kanban

import (
	"bytes"
	"encoding/json"
	"io"
	"testing"

	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// lexValid reports whether the lexer's tokens read b as one JSON value
// and nothing after it, as json.Valid does; when they do, it also returns
// every string and number token read, in order.
func lexValid(b []byte) (bool, []string) {
	l := lexer{b: b}
	var toks []string
	depth := 0
	for {
		tok, err := l.next()
		if err != nil {
			return false, nil // io.EOF too: no value at all
		}
		switch tok.kind {
		case '{', '[':
			depth++
		case '}', ']':
			depth--
		case '"', '0':
			toks = append(toks, string(tok.text))
		}
		if depth == 0 {
			return atEnd(&l) == nil, toks
		}
	}
}

// jsonTokens returns the string and number tokens encoding/json reads in
// b, in order.
func jsonTokens(t *testing.T, b []byte) []string {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var toks []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return toks
		}
		require.NoError(t, err)
		switch v := tok.(type) {
		case string:
			toks = append(toks, v)
		case json.Number:
			toks = append(toks, string(v))
		}
	}
}

// checkLexer compares the lexer with encoding/json on b: the same inputs
// are valid JSON, their strings decode to the same text, and a value
// read whole by raw is what encoding/json reads as one.
func checkLexer(t *testing.T, b []byte) {
	valid := json.Valid(b)
	ok, toks := lexValid(b)
	require.Equal(t, valid, ok, "tokens of %q", b)
	l := lexer{b: b}
	var raw []byte
	whole := l.raw(&raw) == nil && atEnd(&l) == nil
	require.Equal(t, valid, whole, "the whole value %q", b)
	if !valid {
		return
	}
	require.Equal(t, jsonTokens(t, b), toks, "%q", b)
	require.True(t, json.Valid(raw), "%q", raw)
}

// The strict decoders' lexer reads JSON as encoding/json does: random
// inputs over JSON's alphabet and escapes, valid or not, are valid for
// both or neither, and give the same strings and numbers.
func TestLexerIsJSON(t *testing.T) {
	pieces := []string{"{", "}", "[", "]", ":", ",", " ", "\n", `"`, `"a"`, `"\u00e9"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\x"`, `\`, `\n`, `\u12`,
		"0", "1", "-", "01", "-0", "1.5", "1.", ".5", "1e5", "1E+2", "1e", "true", "false", "null", "tru", "nul", "x", "\xff", "\u00a0", "\t", "\x01", "é"}
	for _, seed := range []string{`{}`, `[]`, `{"a":[1,2,{"b":null}]}`, `"\u0041\\\/"`, ` 1 `, `1 2`, `{"a":1,}`, `[1,]`, `{"a" 1}`, `{1:2}`, `[`, `"abc`, "\"\x7f\"", `-`, `1.e1`} {
		checkLexer(t, []byte(seed))
	}
	rapid.Check(t, func(rt *rapid.T) {
		parts := rapid.SliceOfN(rapid.SampledFrom(pieces), 0, 24).Draw(rt, "pieces")
		var b []byte
		for _, p := range parts {
			b = append(b, p...)
		}
		checkLexer(t, b)
	})
}

// FuzzLexer compares the lexer with encoding/json on any input.
func FuzzLexer(f *testing.F) {
	for _, seed := range []string{`{}`, `{"seq":1,"action":0,"type":"passed","player":"red"}`, `[1,"\u00e9",true,null]`, `"\ud83d\ude00"`} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, b []byte) { checkLexer(t, b) })
}
