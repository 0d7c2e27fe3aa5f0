package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// progress shows how far a tournament has gone: on a terminal a bar
// redrawn in place, elsewhere (a log, a pipe) a line every tenth of the
// games.
type progress struct {
	w     io.Writer
	tty   bool
	total int
	base  int // the games done before start
	start time.Time
	drawn time.Time // when the bar was last drawn
	next  int       // the games done at which to write the next line
}

// redraw is how often the bar is drawn at most.
const redraw = 100 * time.Millisecond

// barWidth is the width of the bar, in characters.
const barWidth = 30

// newProgress returns the progress of total games, written to w, and
// shows it at 0.
func newProgress(w io.Writer, tty bool, total int) *progress {
	return newProgressFrom(w, tty, 0, total)
}

// newProgressFrom returns the progress of total games of which base are
// done already, and shows it: the rate and the time left count the games
// done from now.
func newProgressFrom(w io.Writer, tty bool, base, total int) *progress {
	p := &progress{w: w, tty: tty, total: total, base: base, start: time.Now()}
	p.update(base)
	return p
}

// update shows that done games are done.
func (p *progress) update(done int) {
	if p.total <= 0 {
		return
	}
	now := time.Now()
	if p.tty {
		if done < p.total && done > 0 && now.Sub(p.drawn) < redraw {
			return
		}
		p.drawn = now
		fill := barWidth * done / p.total
		fmt.Fprintf(p.w, "\r[%s%s] %s\x1b[K", strings.Repeat("#", fill), strings.Repeat(".", barWidth-fill), p.status(done, now))
		if done == p.total {
			fmt.Fprintln(p.w)
		}
		return
	}
	if done < p.next {
		return
	}
	fmt.Fprintf(p.w, "tournament: %s\n", p.status(done, now))
	// The next tenth: the least ceil(k·total/10) above done.
	for k := 10 * done / p.total; k <= 10; k++ {
		if p.next = (k*p.total + 9) / 10; p.next > done {
			break
		}
	}
}

// status says how many games are done, how fast, and when the rest will be.
func (p *progress) status(done int, now time.Time) string {
	s := fmt.Sprintf("%d/%d games", done, p.total)
	elapsed := now.Sub(p.start)
	if done <= p.base || elapsed <= 0 {
		return s
	}
	rate := float64(done-p.base) / elapsed.Seconds()
	s += fmt.Sprintf("  %.2f games/s", rate)
	if done < p.total {
		eta := time.Duration(float64(p.total-done) / rate * float64(time.Second))
		if eta >= 10*time.Second {
			eta = eta.Round(time.Second)
		} else {
			eta = eta.Round(100 * time.Millisecond)
		}
		s += fmt.Sprintf("  ETA %v", eta)
	} else {
		s += fmt.Sprintf("  in %v", round(elapsed))
	}
	return s
}

// isTerminal reports whether w is a terminal, where the bar can be redrawn.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
