package main

import (
	"fmt"
	"os"
	"regexp"
	"strconv"
	"strings"
	"unicode"

	"github.com/kanbanev/kanban"
)

// lang is the language the terminal speaks to the player: its own words
// from the message catalogue (german.go), the library's prose through the
// In forms of kanban.Language's methods. The zero lang is English.
//
// The catalogue's keys are the English as the code writes it, fmt formats
// where there are verbs (gettext style): the code reads as English, and
// TestGermanCatalogue finds a literal without German by parsing it.
type lang struct{ kanban.Language }

// english is the terminal's English.
var english = lang{kanban.English}

// missingGerman, when set (by tests), is told each string tr finds no
// German for.
var missingGerman func(string)

// tr returns the terminal's English s in l: s itself in English, its
// German from the catalogue in German. A string without a letter ("%s",
// " · ") is the same in every language. A string the catalogue lacks is
// left in English and told to missingGerman.
func (l lang) tr(s string) string {
	if l.Language != kanban.German || !hasLetter(s) {
		return s
	}
	if t, ok := german[s]; ok {
		return t
	}
	if missingGerman != nil {
		missingGerman(s)
	}
	return s
}

// f formats the English format, as translated by tr, with args; the
// German may put the verbs in another order with %[n]s.
func (l lang) f(format string, args ...any) string {
	return fmt.Sprintf(l.tr(format), args...)
}

// count writes n of a thing in l, in the singular for 1: "1 book", "2
// books", "0 passes"; the English plural is the singular with s, or es
// after an s, and both are keys of the catalogue.
func (l lang) count(n int, thing string) string {
	if n == 1 {
		return "1 " + l.tr(thing)
	}
	return strconv.Itoa(n) + " " + l.tr(plural(thing))
}

// signed writes a change of n things in l with its sign: "+1 book", "-2
// vouchers"; nothing for none.
func (l lang) signed(n int, thing string) string {
	switch {
	case n > 0:
		return "+" + l.count(n, thing)
	case n < 0:
		return "-" + l.count(-n, thing)
	}
	return ""
}

// plural is the English plural of a thing count names.
func plural(thing string) string {
	if strings.HasSuffix(thing, "s") {
		return thing + "es"
	}
	return thing + "s"
}

// name names player c in l, as the library's prose does: "blue" in
// English, "Blau" in German.
func (l lang) name(c kanban.Color) string { return l.Color(c) }

// you names the user in l: "you", "du".
func (l lang) you() string { return l.tr("you") }

// hasLetter reports whether s has a letter outside its fmt verbs: "%s,
// %s:" has none.
func hasLetter(s string) bool {
	return strings.IndexFunc(verbPattern.ReplaceAllString(s, ""), unicode.IsLetter) >= 0
}

// verbPattern matches a fmt verb with its flags, width and argument
// index: "%-7s", "%[2]d", "%+d", "%%".
var verbPattern = regexp.MustCompile(`%[-+# 0-9.]*(\[\d+\])?[-+# 0-9.]*([a-zA-Z%])`)

// envLanguage is the language the environment asks for, as a terminal
// program reads it: the first of LC_ALL, LC_MESSAGES and LANG that is set
// and not empty, such as "de_DE.UTF-8"; English for "C", "POSIX", none, or
// a language the terminal does not speak.
func envLanguage(getenv func(string) string) kanban.Language {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if locale := getenv(v); locale != "" {
			return localeLanguage(locale)
		}
	}
	return kanban.English
}

// localeLanguage reads a POSIX locale, language[_territory][.codeset][@modifier].
func localeLanguage(locale string) kanban.Language {
	locale, _, _ = strings.Cut(locale, ".")
	locale, _, _ = strings.Cut(locale, "@")
	if locale == "C" || locale == "POSIX" {
		return kanban.English
	}
	l, err := kanban.ParseLanguage(locale)
	if err != nil {
		return kanban.English
	}
	return l
}

// proseHook, when set (by tests), rewrites each of the library's words
// the terminal passes on rather than writes: the prose of its In forms
// and the text of an error (the library's, the system's).
var proseHook func(string) string

// prose returns s, words of the library's (or an error's text) the
// terminal passes on: prose(s.NarrateIn(…)), prose(plain(err)). It marks
// them apart from the terminal's own words, which go through tr.
func prose(s string) string {
	if proseHook != nil {
		return proseHook(s)
	}
	return s
}

// getenv reads the environment; tests replace it.
var getenv = os.Getenv

// dept names a department as the table labels it: its notation in
// English ("rnd"), its name in German ("F&E").
func (l lang) dept(d kanban.Department) string {
	if l.Language == kanban.English {
		return d.String()
	}
	return l.Department(d)
}

// marker says where a Certification marker is: "section 1 space 2", or
// "not placed yet" before orientation places it.
func (l lang) marker(section, space int) string {
	if space < 0 {
		return l.tr("not placed yet")
	}
	return l.f("section %d space %d", section, space)
}
