package main

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// The first hello of a session is answered by a program that has only
// just started: a Python bot may take seconds to import its libraries
// before it reads its first line. A Pipe's clock for the hello starts when
// it sends it, with the same limit as a decision's, so the start-up would
// count against it. A gate keeps it out: the host sends the first hello
// itself, the very line the Pipe would send, and waits up to the start-up
// allowance for the program to begin answering; only then does the Pipe
// send its hello, which the gate keeps from the program (it has it
// already), and read the answer, which the gate has held back till then.
// From there on the gate passes everything through.
type gate struct {
	in io.WriteCloser // the program's standard input

	mu     sync.Mutex
	hello  []byte // the first hello, sent by the host, or nil
	passed bool   // the Pipe has written its first line: the gate is open

	open  chan struct{} // closed when the gate opens: the output flows to the Pipe
	ready chan struct{} // closed when the program has written something, or its output ended
	once  sync.Once     // closes open
}

// newGate returns a gate between a Pipe and the program's standard input
// and output, and the reader the Pipe reads the output from.
func newGate(in io.WriteCloser, out io.Reader) (*gate, io.Reader) {
	g := &gate{in: in, open: make(chan struct{}), ready: make(chan struct{})}
	pr, pw := io.Pipe()
	go func() {
		br := bufio.NewReader(out)
		_, err := br.Peek(1)
		close(g.ready)
		<-g.open
		if err == nil {
			_, err = io.Copy(pw, br)
		}
		pw.CloseWithError(err) // nil: the output ended
	}()
	return g, pr
}

// Write writes what the Pipe sends to the program, but for the Pipe's
// first line when it is the hello the host has sent already.
func (g *gate) Write(b []byte) (int, error) {
	g.mu.Lock()
	first := !g.passed
	g.passed = true
	hello := g.hello
	g.mu.Unlock()
	if first {
		defer g.release()
		if hello != nil && bytes.Equal(b, hello) {
			return len(b), nil
		}
	}
	return g.in.Write(b)
}

// Close closes the program's standard input, which tells it to exit.
func (g *gate) Close() error {
	g.release()
	return g.in.Close()
}

// release opens the gate, once.
func (g *gate) release() { g.once.Do(func() { close(g.open) }) }

// startHello sends hello, the Pipe's first line to come, to the program,
// and waits until the program begins to answer, or its output ends, or
// wait has passed.
func (g *gate) startHello(hello []byte, wait time.Duration) {
	g.mu.Lock()
	if g.passed {
		g.mu.Unlock()
		return
	}
	g.hello = hello
	g.mu.Unlock()
	if _, err := g.in.Write(hello); err != nil {
		return // the Pipe finds out when it writes
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-g.ready:
	case <-timer.C:
	}
}

// helloOf returns the first line a Pipe of the given limit sends to open
// a game of cfg for player c: a Pipe of its own writes it, and is closed.
func helloOf(cfg kanban.Config, c kanban.Color, limit time.Duration) ([]byte, error) {
	w := &firstLine{written: make(chan struct{})}
	p := bots.NewPipe(w, w, limit)
	err := p.Start(cfg, c) // its output ends once the hello is written
	p.Close()
	if w.line == nil {
		return nil, errors.Join(errors.New("the Pipe wrote no hello"), err)
	}
	return w.line, nil
}

// firstLine keeps the first Write, then ends its Read.
type firstLine struct {
	line    []byte
	written chan struct{}
	once    sync.Once
}

func (f *firstLine) Write(b []byte) (int, error) {
	f.once.Do(func() { f.line = bytes.Clone(b); close(f.written) })
	return len(b), nil
}

func (f *firstLine) Read([]byte) (int, error) {
	<-f.written
	return 0, io.EOF
}
