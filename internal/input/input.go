// Package input holds helpers for reading what comes from outside the
// engine: quoting a bad input in an error message, reading integers in
// their one plain form, and splitting a line of notation into words.
package input

import (
	"strconv"
	"strings"
	"unicode/utf8"
)

// MaxQuoted is the most bytes of an input an error message quotes.
const MaxQuoted = 40

// Quote returns s quoted as by strconv.Quote, cut to its first MaxQuoted
// bytes (at a character boundary) and followed by "…" when longer, so that
// an error message about a bad input stays short however long the input.
func Quote[T string | []byte](s T) string {
	if len(s) <= MaxQuoted {
		return strconv.Quote(string(s))
	}
	cut := MaxQuoted
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strconv.Quote(string(s[:cut])) + "…"
}

// plain reports whether s is an integer in its plain decimal form: digits,
// after a minus sign when signed, with no leading zero and no "-0".
func plain(s string, signed bool) bool {
	if signed && len(s) > 1 && s[0] == '-' {
		s = s[1:]
		if s == "0" {
			return false
		}
	}
	if s == "" || s[0] == '0' && len(s) > 1 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// Int reads a signed integer of the given bit size written in its plain
// form, and reports whether s is one and in range.
func Int(s string, bits int) (int64, bool) {
	if !plain(s, true) {
		return 0, false
	}
	n, err := strconv.ParseInt(s, 10, bits)
	if err != nil {
		return 0, false
	}
	return n, true
}

// Uint reads an unsigned integer of the given bit size written in its plain
// form, and reports whether s is one and in range.
func Uint(s string, bits int) (uint64, bool) {
	if !plain(s, false) {
		return 0, false
	}
	n, err := strconv.ParseUint(s, 10, bits)
	if err != nil {
		return 0, false
	}
	return n, true
}

// IntError returns the reason s, refused by Int or Uint, is not a number of
// the given bit size: not a plain integer, or out of range.
func IntError(s string, bits int, signed bool) string {
	if !plain(s, signed) {
		return Quote(s) + " is not a plain integer"
	}
	if signed {
		return Quote(s) + " is out of range for " + strconv.Itoa(bits) + "-bit integers"
	}
	return Quote(s) + " is out of range for unsigned " + strconv.Itoa(bits) + "-bit integers"
}

// Words splits a line of notation into its words: the separator is the
// ASCII space alone, one or more of them. Any other character, a tab or a
// Unicode space such as U+00A0 or U+0085 included, belongs to a word, so
// that a word carrying one is refused as unknown rather than read as two.
func Words(s string) []string {
	return strings.FieldsFunc(s, func(r rune) bool { return r == ' ' })
}

// TrimLine returns a line of a text file without the ASCII spaces, tabs
// and carriage return around it; other spaces are kept, to be refused
// where they are read.
func TrimLine(s string) string { return strings.Trim(s, " \t\r") }
