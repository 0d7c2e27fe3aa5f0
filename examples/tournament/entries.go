package main

import (
	"crypto/sha256"
	"fmt"
	"runtime/debug"
	"slices"
	"strings"
	"sync"

	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/botspec"
)

// kinds are the bots -bots can name, by name: botspec's, the same as the
// other programs'. A bot of your own goes in botspec's table, for every
// program, or here, for the tournament alone.
var kinds = func() map[string]botspec.Kind {
	m := map[string]botspec.Kind{}
	for _, name := range botspec.Names(false) {
		m[name], _ = botspec.Lookup(name)
	}
	return m
}()

// kindNames returns the names of kinds, sorted, for messages.
func kindNames() []string {
	var names []string
	for name := range kinds {
		names = append(names, name)
	}
	slices.Sort(names)
	return names
}

// An entry is one bot of the tournament: one item of -bots.
type entry struct {
	// Name names the entry in the results: the item as written, with #1,
	// #2… after it when the same item is entered more than once.
	Name string
	// Kind is the name of the bot's kind and, for a budgeted kind, its
	// budget ("ismcts:1000"): the entries whose decisions are timed together.
	Kind string

	kind   botspec.Kind
	budget budget
}

// newBot returns the entry's bot for one game.
func (e entry) newBot(seed uint64) bots.Bot { return e.kind.New(seed, e.budget) }

// version says which code plays the entry's bot: the library's rules and
// data (components.Version), the revision the program was built from,
// and for a search the digests of its rollout policy's weights and of
// its network, if it has them.
func (e entry) version() string {
	v := "rules " + components.Version + ", code " + codeRevision()
	if b, ok := e.newBot(0).(*bots.ISMCTS); ok {
		if p, ok := b.Policy.(*bots.LinearPolicy); ok {
			sum := sha256.Sum256(bots.EncodeWeights(p.Weights()))
			v += fmt.Sprintf(", policy %x", sum[:6])
		}
		if b.Network != nil {
			sum := sha256.Sum256(bots.EncodeNetwork(b.Network))
			v += fmt.Sprintf(", network %x", sum[:6])
		}
	}
	return v
}

// codeRevision returns the version control revision the program was built
// from ("-modified" after it for uncommitted changes), or "devel" when
// the build did not record one (go run, go test).
var codeRevision = sync.OnceValue(func() string {
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	rev, modified := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return "devel"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if modified {
		rev += "-modified"
	}
	return rev
})

// workers returns how many goroutines the entry's bot searches on.
func (e entry) workers() int {
	if !e.kind.Budgeted {
		return 1 // a bot without a budget decides on Act's goroutine
	}
	return max(1, e.budget.Workers)
}

// parseBots reads -bots: comma-separated kinds, a budgeted kind
// optionally followed by :ITERATIONS or :DURATION and :wWORKERS, in
// either order, the budget def for what it leaves out. A game between the
// bots takes 2 to 4, one a seat; solo, where each entry plays alone, 1 or
// more; a ladder, whose games are between two entries, 2 or more.
func parseBots(list string, def budget, solo, ladder bool, extra map[string]botspec.Kind) ([]entry, error) {
	items := strings.Split(list, ",")
	switch {
	case solo && strings.TrimSpace(list) == "":
		return nil, fmt.Errorf("-bots: want 1 bot or more with -solo, got none")
	case ladder && len(items) < 2:
		return nil, fmt.Errorf("-bots: want 2 bots or more with -ladder, got %d in %q", len(items), list)
	case !solo && !ladder && (len(items) < 2 || len(items) > 4):
		return nil, fmt.Errorf("-bots: want 2 to 4 bots, one a seat, got %d in %q", len(items), list)
	}
	var entries []entry
	count := map[string]int{}
	for _, item := range items {
		item = strings.TrimSpace(item)
		name, arg, hasArg := strings.Cut(item, ":")
		k, ok := kinds[name]
		if x, found := extra[name]; found {
			k, ok = x, true
		}
		if !ok {
			return nil, fmt.Errorf("-bots: unknown bot %q (want %s)", name, strings.Join(kindNames(), ", "))
		}
		e := entry{Name: item, Kind: name, kind: k, budget: def}
		switch {
		case hasArg && !k.Budgeted:
			return nil, fmt.Errorf("-bots: %q: %s takes no budget", item, name)
		case hasArg:
			b, err := parseBudget(arg, def)
			if err != nil {
				return nil, fmt.Errorf("-bots: %q: %w", item, err)
			}
			e.budget = b
		}
		if k.Budgeted {
			e.Kind += ":" + e.budget.String()
		}
		count[item]++
		entries = append(entries, e)
	}
	seen := map[string]int{}
	for i, e := range entries {
		if count[e.Name] > 1 {
			seen[e.Name]++
			entries[i].Name = fmt.Sprintf("%s#%d", e.Name, seen[e.Name])
		}
	}
	return entries, nil
}

// A budget is what an ismcts entry may spend on a decision.
type budget = botspec.Budget

// parseBudget reads what follows a kind's colon (botspec.Parse).
func parseBudget(s string, def budget) (budget, error) { return botspec.Parse(s, def) }
