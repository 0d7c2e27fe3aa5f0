// Package botspec reads what an ISMCTS seat may spend on a decision, as
// the example programs' -bots flags write it after the kind's colon:
// iterations (ismcts:500), a time per decision (ismcts:50ms), workers
// (ismcts:w2), or a budget and workers (ismcts:500:w2).
package botspec

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/kanbanev/kanban/bots"
)

// A Budget is what an ISMCTS bot may spend on a decision: Iterations, or
// a time when Duration is not 0 (with CPU, the CPU time of each worker:
// ISMCTS.CPUTime), on Workers goroutines (0 or 1: one).
type Budget struct {
	Iterations int
	Duration   time.Duration
	CPU        bool
	Workers    int
}

// String returns the budget as -bots writes it: "500", "50ms", "50ms:cpu"
// or, with workers, "500:w2".
func (b Budget) String() string {
	s := strconv.Itoa(b.Iterations)
	if b.Duration > 0 {
		s = b.Duration.String()
		if b.CPU {
			s += ":cpu"
		}
	}
	if b.Workers > 1 {
		s += ":w" + strconv.Itoa(b.Workers)
	}
	return s
}

// ISMCTS returns an ISMCTS bot of the seed that spends the budget.
func (b Budget) ISMCTS(seed uint64) *bots.ISMCTS {
	bot := bots.NewISMCTS(seed, b.Iterations)
	bot.Duration, bot.CPUTime, bot.Workers = b.Duration, b.CPU, b.Workers
	return bot
}

// Learned returns a bots.NewLearned bot of the seed that spends the
// budget: ISMCTS with the learnt rollout policy.
func (b Budget) Learned(seed uint64) *bots.ISMCTS {
	bot := bots.NewLearned(seed, b.Iterations)
	bot.Duration, bot.CPUTime, bot.Workers = b.Duration, b.CPU, b.Workers
	return bot
}

// Neural returns a bots.NewNeural bot of the seed that spends the
// budget: a search guided by the trained network.
func (b Budget) Neural(seed uint64) *bots.ISMCTS {
	bot := bots.NewNeural(seed, b.Iterations)
	bot.Duration, bot.CPUTime, bot.Workers = b.Duration, b.CPU, b.Workers
	return bot
}

// Parse reads what follows a kind's colon: a positive number of
// iterations (500) or a positive duration (50ms, or 50ms:cpu for CPU
// time), a number of workers (w2), or both separated by a colon
// (500:w2); def gives what it leaves out.
func Parse(s string, def Budget) (Budget, error) {
	b := def
	var spent, workers bool
	cpu := false
	for part := range strings.SplitSeq(s, ":") {
		if part == "cpu" {
			if cpu {
				return Budget{}, fmt.Errorf("cpu given twice in %q", s)
			}
			cpu = true
			continue
		}
		if w, ok := strings.CutPrefix(part, "w"); ok {
			n, err := strconv.Atoi(w)
			switch {
			case workers:
				return Budget{}, fmt.Errorf("workers given twice in %q", s)
			case err != nil || n < 1:
				return Budget{}, fmt.Errorf("want a positive number of workers such as w2, not %q", part)
			}
			b.Workers, workers = n, true
			continue
		}
		if spent && part != "" {
			return Budget{}, fmt.Errorf("a budget given twice in %q", s)
		}
		spent = true
		if n, err := strconv.Atoi(part); err == nil {
			if n < 1 {
				return Budget{}, fmt.Errorf("iterations must be at least 1, not %d", n)
			}
			b.Iterations, b.Duration = n, 0
			continue
		}
		d, err := time.ParseDuration(part)
		if err != nil {
			return Budget{}, fmt.Errorf("want a number of iterations (500), a time per decision (50ms) or workers (w2) after the colon, not %q", part)
		}
		if d <= 0 {
			return Budget{}, fmt.Errorf("the time per decision must be positive, not %v", d)
		}
		b.Iterations, b.Duration = 0, d
	}
	if cpu {
		if b.Duration == 0 {
			return Budget{}, fmt.Errorf("cpu measures a time per decision (50ms:cpu), and %q gives none", s)
		}
		b.CPU = true
	}
	return b, nil
}

// A Kind is a bot the programs' -bots flags can name.
type Kind struct {
	// Name is how -bots names it.
	Name string
	// Budgeted says whether the kind takes a Budget after a colon
	// (ismcts:500, learned:50ms, ismcts:500:w2).
	Budgeted bool
	// New returns the kind's bot of the seed, spending b if Budgeted.
	New func(seed uint64, b Budget) bots.Bot
}

// kinds are the bots -bots can name, in the order messages list them.
var kinds = []Kind{
	{Name: "random", New: func(seed uint64, _ Budget) bots.Bot { return bots.NewRandom(seed) }},
	{Name: "greedy", New: func(seed uint64, _ Budget) bots.Bot { return bots.NewGreedy(seed) }},
	{Name: "ismcts", Budgeted: true, New: func(seed uint64, b Budget) bots.Bot { return b.ISMCTS(seed) }},
	{Name: "learned", Budgeted: true, New: func(seed uint64, b Budget) bots.Bot { return b.Learned(seed) }},
	{Name: "neural", Budgeted: true, New: func(seed uint64, b Budget) bots.Bot { return b.Neural(seed) }},
}

// Lookup returns the kind -bots names name, or false.
func Lookup(name string) (Kind, bool) {
	for _, k := range kinds {
		if k.Name == name {
			return k, true
		}
	}
	return Kind{}, false
}

// Names returns the kinds' names in order, the budgeted ones alone if
// budgeted.
func Names(budgeted bool) []string {
	var names []string
	for _, k := range kinds {
		if k.Budgeted || !budgeted {
			names = append(names, k.Name)
		}
	}
	return names
}
