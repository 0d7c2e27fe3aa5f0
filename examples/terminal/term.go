package main

import (
	"io"
	"os"
	"strconv"
)

// The whole table and a decision's options want a terminal of at least
// fullWidth columns and fullHeight rows; a smaller one gets the compact
// view.
const (
	fullWidth  = 100
	fullHeight = 60
)

// chooseView resolves viewAuto for output w: compact when w is a terminal
// smaller than fullWidth×fullHeight, full otherwise (a file or a pipe
// gets the whole table). Its size is the terminal's own, or, where that
// cannot be read, the COLUMNS and LINES variables'.
func chooseView(v view, w io.Writer) view {
	if v != viewAuto {
		return v
	}
	f, ok := w.(*os.File)
	if !ok {
		return viewFull
	}
	if fi, err := f.Stat(); err != nil || fi.Mode()&os.ModeCharDevice == 0 {
		return viewFull
	}
	cols, rows, ok := terminalSize(f)
	if !ok {
		cols, _ = strconv.Atoi(os.Getenv("COLUMNS"))
		rows, _ = strconv.Atoi(os.Getenv("LINES"))
	}
	return viewFor(cols, rows)
}

// viewFor returns the view for a terminal of cols columns and rows rows,
// 0 when not known.
func viewFor(cols, rows int) view {
	if (cols > 0 && cols < fullWidth) || (rows > 0 && rows < fullHeight) {
		return viewCompact
	}
	return viewFull
}
