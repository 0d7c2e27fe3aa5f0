package main

import (
	"io"
	"sync"
)

// A console is where the host's output and the programs' standard error
// go: each through a lineWriter of its own, which writes whole lines only,
// under the console's one lock. So when both streams go to one terminal,
// a program's line never lands in the middle of one of the host's, nor
// between the lines of one write of the host's, such as a result table.
type console struct {
	mu sync.Mutex
}

// writer returns a lineWriter of the console that writes to w, each line
// after prefix.
func (c *console) writer(w io.Writer, prefix string) *lineWriter {
	return &lineWriter{c: c, w: w, prefix: prefix}
}

// maxLine is the longest line a lineWriter holds: a longer one is written
// in pieces of maxLine bytes, each as a line of its own.
const maxLine = 16 << 10

// A lineWriter holds what is written to it until a line ends, then writes
// the whole lines of each Write at once, under its console's lock.
type lineWriter struct {
	c      *console
	w      io.Writer
	prefix string // begins every line
	part   []byte // the line begun, not ended yet
}

// Write takes b, and writes the lines it ends. It never fails: the
// stream it writes to is the host's and a failure there stops nothing.
func (l *lineWriter) Write(b []byte) (int, error) {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	var out []byte
	for _, c := range b {
		l.part = append(l.part, c)
		if c == '\n' || len(l.part) >= maxLine {
			out = l.line(out)
		}
	}
	if len(out) > 0 {
		l.w.Write(out)
	}
	return len(b), nil
}

// Flush writes the line begun, if any, ended with a newline.
func (l *lineWriter) Flush() {
	l.c.mu.Lock()
	defer l.c.mu.Unlock()
	if len(l.part) > 0 {
		l.w.Write(l.line(nil))
	}
}

// line appends the line begun to out, after the prefix and ended with a
// newline, and starts a new one.
func (l *lineWriter) line(out []byte) []byte {
	out = append(out, l.prefix...)
	out = append(out, l.part...)
	if out[len(out)-1] != '\n' {
		out = append(out, '\n')
	}
	l.part = l.part[:0]
	return out
}
