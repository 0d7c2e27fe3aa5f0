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
func TestStateSize(t *testing.T) {
	size := unsafe.Sizeof(GameState{})
	t.Logf("GameState: %d bytes", size)
	if size > 2048 {
		t.Errorf("GameState is %d bytes; keep it compact", size)
	}
}

func BenchmarkApply(b *testing.B) {
	states, actions, _ := randomPlay(b, 4, 2000, 1)
	var buf []Event
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		var err error
		_, buf, err = AppendApply(buf[:0], states[i], actions[i])
		if err != nil {
			b.Fatal(err)
		}
		i = (i + 1) % len(states)
	}
}

func BenchmarkLegalActions(b *testing.B) {
	states, _, _ := randomPlay(b, 4, 2000, 2)
	var buf []Action
	b.ReportAllocs()
	i := 0
	for b.Loop() {
		buf = states[i].AppendLegalActions(buf[:0])
		i = (i + 1) % len(states)
	}
}

// BenchmarkReplay replays the log of a whole 4-player game between random
// players: checked, as Replay applies every action again (R-ENG-5), and
// unchecked, as ReplayUnchecked folds the events.
func BenchmarkReplay(b *testing.B) {
	log := wholeGame(b, 4, 3)
	for _, c := range []struct {
		name   string
		replay func([]Event) (GameState, error)
	}{{"checked", Replay}, {"unchecked", ReplayUnchecked}} {
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := c.replay(log); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(len(log)), "events")
		})
	}
}

// wholeGame plays a whole game of random players, who draw the kind of
// action first, and returns its log.
func wholeGame(tb testing.TB, players int, seed uint64) []Event {
	tb.Helper()
	s, log, err := New(configOf(seed, []Color{Red, Blue, Yellow, Purple}[:players]...))
	if err != nil {
		tb.Fatal(err)
	}
	r := rand.New(rand.NewPCG(seed, 1))
	for !s.IsOver() {
		if s, log, err = AppendApply(log, s, pickKind(r, s.LegalActions())); err != nil {
			tb.Fatal(err)
		}
	}
	return log
}

// BenchmarkRandomPlay plays 1000 random legal actions from New (starting
// again when a game ends), as a bot loop would: list the legal actions into
// a reused buffer, pick one, apply it with a reused event buffer.
func BenchmarkRandomPlay(b *testing.B) {
	cfg := Config{Seed: 4, Players: []PlayerConfig{{Color: Red}, {Color: Blue}, {Color: Yellow}, {Color: Purple}}}
	var acts []Action
	var evs []Event
	b.ReportAllocs()
	for b.Loop() {
		s, _, err := New(cfg)
		if err != nil {
			b.Fatal(err)
		}
		r := rand.New(rand.NewPCG(4, 1))
		for range 1000 {
			if s.IsOver() {
				s, _, _ = New(cfg)
			}
			acts = s.AppendLegalActions(acts[:0])
			s, evs, err = AppendApply(evs[:0], s, acts[r.IntN(len(acts))])
			if err != nil {
				b.Fatal(err)
			}
		}
	}
}
