package main

import (
	"sync"

	"github.com/kanbanev/kanban"
)

// PPSeries is one player's PP at the end of each day so far, and at the
// game's end: what a chart of the game draws.
type PPSeries struct {
	Color kanban.Color `json:"color"`
	// Name is a Colleague's name in a solo game, "" for a player.
	Name string `json:"name,omitempty"`
	PP   []int  `json:"pp"`
}

// ppCache is a game's PP history as far as its log has been folded, so
// that a state request folds only the events since the last one: the log
// folded (as it was read), the fold, and the PP at each day's end and the
// game's, one value a series.
type ppCache struct {
	mu     sync.Mutex
	log    []kanban.Event
	gen    uint64 // the game's gen log was read at
	fold   folded
	series []PPSeries // the players, then the Colleagues; PP filled by out
	marks  []ppMark
}

// A ppMark is the PP of each series after event at of the log, a day's
// end or the game's.
type ppMark struct {
	at int
	pp []int
}

// ppHistory returns the game's PP history as of log, read with the game's
// gen: folded on from where the last request left it, or, after a cut,
// from the last day's end the two logs share.
func (g *game) ppHistory(log []kanban.Event, gen uint64) []PPSeries {
	c := &g.pp
	c.mu.Lock()
	defer c.mu.Unlock()
	switch {
	case gen == c.gen && len(log) >= len(c.log):
	case gen <= c.gen:
		// Read before the log the cache has folded: what it has up to
		// there.
		return c.out(len(log))
	default:
		n := agreedPrefix(c.log, log)
		for len(c.marks) > 0 && c.marks[len(c.marks)-1].at >= n {
			c.marks = c.marks[:len(c.marks)-1]
		}
		c.log = c.log[:n]
		c.fold.failed = false
	}
	c.gen = gen
	for i := len(c.log); i < len(log); i++ {
		c.fold.next(log, i)
		if c.series == nil && !c.fold.failed {
			c.name(c.fold.state)
		}
		if k := log[i].Kind; k == kanban.EvDayEnded || k == kanban.EvGameEnded {
			c.mark(i)
		}
	}
	c.log = log
	return c.out(len(log))
}

// name sets the series out of the players and Colleagues of st.
func (c *ppCache) name(st kanban.GameState) {
	for _, p := range st.Players() {
		c.series = append(c.series, PPSeries{Color: p})
	}
	if solo, ok := st.Solo(); ok {
		for _, col := range solo.Colleagues {
			c.series = append(c.series, PPSeries{Color: col.Color, Name: col.Name})
		}
	}
}

// mark records the PP after event i, the fold's state.
func (c *ppCache) mark(i int) {
	st := c.fold.state
	if c.fold.failed {
		return
	}
	solo, isSolo := st.Solo()
	m := ppMark{at: i}
	for _, p := range st.Players() {
		b, _ := st.Player(p)
		m.pp = append(m.pp, b.PP)
	}
	if isSolo {
		for _, col := range solo.Colleagues {
			m.pp = append(m.pp, col.PP)
		}
	}
	c.marks = append(c.marks, m)
}

// out is the history of the marks before event n.
func (c *ppCache) out(n int) []PPSeries {
	out := make([]PPSeries, len(c.series))
	for j, s := range c.series {
		out[j] = PPSeries{Color: s.Color, Name: s.Name, PP: []int{}}
	}
	for _, m := range c.marks {
		if m.at >= n {
			break
		}
		for j := range out {
			if j < len(m.pp) {
				out[j].PP = append(out[j].PP, m.pp[j])
			}
		}
	}
	return out
}
