package kanban

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// randomPlay plays n random legal actions from a fixed seed and returns the
// states before each action, the actions and the whole event log.
func randomPlay(tb testing.TB, players, n int, seed uint64) ([]GameState, []Action, []Event) {
	tb.Helper()
	s, log, err := New(configOf(seed, []Color{Red, Blue, Yellow, Purple}[:players]...))
	if err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	var states []GameState
	var actions []Action
	var buf []Action
	for range n {
		buf = s.AppendLegalActions(buf[:0])
		if len(buf) == 0 {
			break
		}
		a := buf[r.IntN(len(buf))]
		states = append(states, s)
		actions = append(actions, a)
		s, log, err = AppendApply(log, s, a)
		if err != nil {
			tb.Fatal(err)
		}
	}
	return states, actions, log
}

// The size of a GameState value: copying it is what Apply costs at least.
// The speed benchmarks are in speed_test.go, outside the package.
func TestStateSize(t *testing.T) {
	size := unsafe.Sizeof(GameState{})
	t.Logf("GameState: %d bytes", size)
	if size > 2048 {
		t.Errorf("GameState is %d bytes; keep it compact", size)
	}
}
