//go:build !race

package kanban_test

import (
	"testing"

	"github.com/kanbanev/kanban"
)

// ReplayUnchecked and the checks it runs (the bounds and invariants of the
// state) allocate nothing: a host folds whole logs with it, and the
// benchmarks' figures assume it. Counted, not timed.
func TestReplayUncheckedAllocatesNothing(t *testing.T) {
	log := play(t, 2, 3, 1<<20).log
	if n := testing.AllocsPerRun(3, func() {
		if _, err := kanban.ReplayUnchecked(log); err != nil {
			t.Fatal(err)
		}
	}); n != 0 {
		t.Errorf("ReplayUnchecked of a whole game: %v allocations, want 0", n)
	}
}
