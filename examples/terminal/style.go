package main

import (
	"io"
	"os"

	"github.com/kanbanev/kanban"
)

// style paints text with ANSI escapes, or leaves it plain, and speaks
// the session's language.
type style struct {
	color bool
	lang
}

// colorful reports whether w is a terminal and NO_COLOR is unset, when
// colour is wanted.
func colorful(w io.Writer) bool {
	if _, set := os.LookupEnv("NO_COLOR"); set {
		return false
	}
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}

func (st style) paint(code, s string) string {
	if !st.color || s == "" {
		return s
	}
	return "\x1b[" + code + "m" + s + "\x1b[0m"
}

// head is a section's name.
func (st style) head(s string) string { return st.paint("1", s) }

// dim is what matters less: empty spaces, notation beside a description.
func (st style) dim(s string) string { return st.paint("2", s) }

// warn is a message about bad input or a refusal.
func (st style) warn(s string) string { return st.paint("33", s) }

// player paints s in player c's colour.
func (st style) player(c kanban.Color, s string) string {
	code := map[kanban.Color]string{kanban.Red: "31", kanban.Blue: "34", kanban.Yellow: "33", kanban.Purple: "35"}[c]
	if code == "" {
		return s
	}
	return st.paint("1;"+code, s)
}
