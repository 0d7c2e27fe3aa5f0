package main

import (
	"errors"
	"fmt"
	"io"
	"os/exec"
	"strings"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// A program is an entry's process, started once for the whole session and
// spoken to through its Pipe: its standard input and output.
type program struct {
	name string
	cmd  *exec.Cmd
	pipe *bots.Pipe
	// stderr writes the program's standard error a line at a time, each
	// after the colour the program plays.
	stderr *lineWriter
	// gone is why the program can no longer play (it exited, or closed its
	// output), or "" while it can.
	gone string
}

// startProgram starts command, which plays color in every game, with its
// standard error going to stderr through con, and wires its standard input
// and output to a Pipe of the given limit; the first hello has startup.
func startProgram(name string, command []string, limit, startup time.Duration, con *console, stderr io.Writer, color kanban.Color) (*program, error) {
	p := &program{name: name}
	p.stderr = con.writer(stderr, color.String()+"| ")
	cmd := exec.Command(command[0], command[1:]...)
	cmd.Stderr = p.stderr
	cmd.WaitDelay = time.Second // a child that keeps its standard error open cannot make Wait hang
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("starting %s: %w", name, err)
	}
	p.cmd, p.pipe = cmd, bots.NewPipe(in, out, limit)
	p.pipe.SetStartup(startup)
	return p, nil
}

// hello opens a game of cfg for the program, playing c (Pipe.Start). The
// session's first hello has the start-up allowance rather than the
// Pipe's limit (Pipe.SetStartup): the program may take that long to start
// and answer it.
func (p *program) hello(cfg kanban.Config, c kanban.Color) error {
	return p.pipe.Start(cfg, c)
}

// stop ends the session of the program: its standard input is closed,
// which tells it to exit, and it is killed if it has not after grace. It
// returns how the program ended when that was not a clean exit. The last
// line of its standard error is written, ended, if it was not.
func (p *program) stop(grace time.Duration) error {
	defer p.stderr.Flush()
	p.pipe.Close()
	done := make(chan error, 1)
	go func() { done <- p.cmd.Wait() }()
	select {
	case err := <-done:
		return err
	case <-time.After(grace):
		p.cmd.Process.Kill()
		<-done
		return fmt.Errorf("killed: it did not exit within %v of the end of its input", grace)
	}
}

// A programSeat plays one seat of a game for a program. It asks the
// program for each decision; when the answer is refused, the fallback
// plays that decision and the program is asked for the next one. Once the
// program is gone, or after strikes refusals in a row, the fallback plays
// the seat for the rest of the game.
type programSeat struct {
	prog     *program
	color    kanban.Color
	fallback bots.Bot
	strikes  int
	say      func(format string, args ...any)

	inARow int
	// out is why the fallback plays the seat for the rest of the game, or
	// "" while the program does.
	out string
	// decisions counts the seat's decisions, refused the program's
	// refused answers, byFallback the decisions the fallback played, and
	// discarded the program's late lines dropped in the game.
	decisions, refused, byFallback, discarded int
	// discardedBefore is the program's late lines dropped before the game.
	discardedBefore int
}

// Act asks the program, or the fallback when the program's answer is
// refused or the program is out of the game.
func (s *programSeat) Act(t *bots.Turn) (kanban.Action, error) {
	s.decisions++
	if s.out == "" {
		a, err := s.prog.pipe.Act(t)
		if err == nil {
			s.inARow = 0
			return a, nil
		}
		var refused *bots.RefusedError
		if !errors.As(err, &refused) {
			s.prog.gone = brief(err)
			s.leave(s.prog.gone)
			return s.play(t)
		}
		s.refused++
		s.inARow++
		a, ferr := s.play(t)
		if ferr != nil {
			return a, ferr
		}
		s.say("  %v: %s; the fallback plays %v\n", s.color, brief(err), a)
		if s.inARow >= s.strikes {
			s.leave(fmt.Sprintf("%d answers in a row were refused", s.inARow))
		}
		return a, nil
	}
	return s.play(t)
}

// play has the fallback play the decision.
func (s *programSeat) play(t *bots.Turn) (kanban.Action, error) {
	s.byFallback++
	return s.fallback.Act(t)
}

// leave hands the seat to the fallback for the rest of the game.
func (s *programSeat) leave(why string) {
	s.out = why
	s.say("  %v: %s; the fallback plays %v for the rest of the game\n", s.color, why, s.color)
}

// summary says how the program's answers went in the game.
func (s *programSeat) summary() string {
	out := count(s.decisions, "decision", "decisions")
	if s.refused == 0 && s.byFallback == 0 {
		out += ", every answer taken"
	}
	if s.refused > 0 {
		out += ", " + count(s.refused, "answer", "answers") + " refused"
	}
	if s.byFallback > 0 {
		out += fmt.Sprintf(", %d played by the fallback", s.byFallback)
	}
	if s.discarded > 0 {
		out += ", " + count(s.discarded, "late line", "late lines") + " discarded"
	}
	if s.out != "" {
		out += "; out of the game: " + s.out
	}
	return out
}

// count returns "1 thing" or "n things".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// brief returns an error's text without package bots' prefix.
func brief(err error) string { return strings.TrimPrefix(err.Error(), "bots: ") }
