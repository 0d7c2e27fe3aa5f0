package kanban

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// stateCmp lets go-cmp look inside a GameState; GameState has no Equal
// method on purpose.
var stateCmp = cmp.AllowUnexported(GameState{}, player{}, board{}, turn{}, pending{}, pile{}, demandSlot{}, factorySlot{}, meeting{}, solo{}, colleague{}, memory{})

// scene is a game under test: a position set up by the helpers below and
// played with actions.
type scene struct {
	t      *testing.T
	s      GameState
	events []Event
}

// newScene sets up a game for the colours given, in seating order, with a
// fixed seed.
func newScene(t *testing.T, colors ...Color) *scene {
	t.Helper()
	cfg := Config{Seed: 1}
	for _, c := range colors {
		cfg.Players = append(cfg.Players, PlayerConfig{Color: c})
	}
	s, evs, err := New(cfg)
	require.NoError(t, err)
	return &scene{t: t, s: s, events: evs}
}

// do applies an action that must be legal and returns the events it
// caused, after the acted event that opens them (R-ENG-5), which it checks.
func (sc *scene) do(a Action) []Event {
	sc.t.Helper()
	before := sc.s
	next, evs, err := Apply(sc.s, a)
	require.NoError(sc.t, err, "action %v", a)
	if before != sc.s { // a state is a value: == is the quick check, the diff tells what
		sc.t.Fatalf("Apply changed its input:\n%s", cmp.Diff(before, sc.s, stateCmp))
	}
	a.Version = 0
	require.Equal(sc.t, EvActed, evs[0].Kind, "an action's events open with the acted event")
	require.Equal(sc.t, a, evs[0].Act)
	require.Equal(sc.t, len(evs)-1, int(evs[0].N), "the acted event counts the events after it")
	sc.s = next
	sc.events = append(sc.events, evs...)
	return evs[1:]
}

// refuse applies an action that must be refused under rule, and checks that
// the state is unchanged.
func (sc *scene) refuse(a Action, rule string) *RuleError {
	sc.t.Helper()
	next, evs, err := Apply(sc.s, a)
	require.Error(sc.t, err, "action %v should be refused", a)
	var re *RuleError
	require.True(sc.t, errors.As(err, &re), "error %v is not a *RuleError", err)
	require.Equal(sc.t, rule, re.Rule, "refused for %v", err)
	require.Empty(sc.t, evs)
	if next != sc.s {
		sc.t.Fatalf("a refused action changed the state:\n%s", cmp.Diff(sc.s, next, stateCmp))
	}
	require.NotContains(sc.t, sc.s.LegalActions(), a, "a refused action is listed as legal")
	return re
}

// legal reports whether a is among the legal actions.
func (sc *scene) legal(a Action) bool {
	for _, l := range sc.s.LegalActions() {
		if l == a {
			return true
		}
	}
	return false
}

// orient plays orientation with the first legal choice for everything.
func (sc *scene) orient() {
	sc.t.Helper()
	for sc.s.phase == phaseSpots || sc.s.phase == phasePicks {
		sc.do(sc.s.LegalActions()[0])
	}
}

// seat returns the seat of a colour.
func (sc *scene) seat(c Color) int8 {
	sc.t.Helper()
	seat := sc.s.seatOf(c)
	require.GreaterOrEqual(sc.t, seat, int8(0), "no player %v", c)
	return seat
}

// p returns the internal board of a player, to set up a position.
func (sc *scene) p(c Color) *player { return &sc.s.players[sc.seat(c)] }

// board returns the player's public board.
func (sc *scene) board(c Color) PlayerBoard {
	b, ok := sc.s.Player(c)
	require.True(sc.t, ok)
	return b
}

// workAt puts the game straight into c's working turn on workstation w on
// the given day (at least 2), skipping orientation and selection; the other
// players' workers are off the board, so the day ends when c's turn does
// (after any Sandra turn behind w).
func (sc *scene) workAt(c Color, w Workstation, day int) {
	sc.t.Helper()
	s := &sc.s
	if s.phase == phaseSpots || s.phase == phasePicks {
		sc.orient()
	}
	seat := sc.seat(c)
	for i := range s.stations {
		s.stations[i] = empty
	}
	for i := range s.players {
		s.players[i].station = NoWorkstation
	}
	s.pending = pending{}
	s.phase = phaseWorking
	s.day = uint16(day)
	s.stations[w] = seat
	s.players[seat].station = w
	if s.sandra != deskPos {
		s.stations[s.sandra] = sandraSeat
	}
	s.turn = turn{pos: uint8(w), seat: seat, shifts: uint8(w.Shifts()), other: empty, leaving: empty}
}

// kinds returns the kinds of events, for short assertions.
func kinds(evs []Event) []EventKind {
	out := make([]EventKind, len(evs))
	for i, e := range evs {
		out[i] = e.Kind
	}
	return out
}

// find returns the events of a kind.
func find(evs []Event, k EventKind) []Event {
	var out []Event
	for _, e := range evs {
		if e.Kind == k {
			out = append(out, e)
		}
	}
	return out
}

// resolve answers any pending choice (certification space, Award tile)
// with the first legal action, and returns the events.
func (sc *scene) resolve() []Event {
	sc.t.Helper()
	var evs []Event
	for k := sc.s.Next().Kind; k == DecideCertSpace || k == DecideAward; k = sc.s.Next().Kind {
		evs = append(evs, sc.do(sc.s.LegalActions()[0])...)
	}
	return evs
}

// train trains once and resolves what it triggers.
func (sc *scene) train(c Color, d Department) []Event {
	sc.t.Helper()
	evs := sc.do(Train(c, d))
	return append(evs, sc.resolve()...)
}

// kindsOf returns the kinds among legal actions, in order of first
// appearance; random players draw a kind first, then an action of it, so
// that the many Recycling swaps do not drown out the rest.
func kindsOf(legal []Action) []ActionKind {
	var kinds []ActionKind
	for _, a := range legal {
		if !slices.Contains(kinds, a.Kind) {
			kinds = append(kinds, a.Kind)
		}
	}
	return kinds
}

// ofKind returns the actions of kind k.
func ofKind(legal []Action, k ActionKind) []Action {
	var of []Action
	for _, a := range legal {
		if a.Kind == k {
			of = append(of, a)
		}
	}
	return of
}

// pickKind draws a kind, then an action of that kind.
func pickKind(r *rand.Rand, legal []Action) Action {
	kinds := kindsOf(legal)
	of := ofKind(legal, kinds[r.IntN(len(kinds))])
	return of[r.IntN(len(of))]
}

// liftDesign takes Design d off wherever it lies, to set up a position: a
// stack, the display (whose space takes the top of the Central stack), a
// desk or an Upgraded Design.
func (sc *scene) liftDesign(d int) {
	sc.t.Helper()
	b := &sc.s.board
	for i := range b.stacks {
		if b.stacks[i].remove(uint8(d)) {
			return
		}
	}
	for r := range b.display {
		for col := range b.display[r] {
			if int(b.display[r][col]) == d {
				b.display[r][col] = empty
				if b.stacks[centralStack].len() > 0 {
					b.display[r][col] = int8(b.stacks[centralStack].pop())
				}
				return
			}
		}
	}
	for seat := range sc.s.players[:sc.s.nPlayers] {
		p := &sc.s.players[seat]
		switch {
		case p.desk.has(d):
			p.desk = p.desk.without(d)
			return
		case p.upgraded.has(d):
			p.upgraded = p.upgraded.without(d)
			if int(p.double) == d {
				p.double = empty
			}
			return
		}
	}
	sc.t.Fatalf("Design %v is nowhere", DesignTile(d))
}

// mustEvolve folds an event the engine produced, failing the test if Evolve
// refuses it.
func mustEvolve(t fataler, s GameState, e Event) GameState {
	next, err := Evolve(s, e)
	if err != nil {
		t.Fatalf("Evolve refuses %v: %v", e, err)
	}
	return next
}

// topFirst returns the pile's contents from the top down, in a new slice.
func (p *pile) topFirst() []uint8 { return p.topList().Values() }

// listOfT is the List of the given numbers, for tests.
func listOfT(values ...uint8) List { return listOf(values) }

// ptr returns a pointer to a copy of v.
func ptr[T any](v T) *T { return &v }

// long skips a long property test in -short mode, which .ci/run uses for
// its pass under the race detector; the pass without it runs everything.
func long(t *testing.T) {
	if testing.Short() {
		t.Skip("a long property test: run go test without -short")
	}
}

// lendEdition makes known, unchecked, the built-in edition with a change,
// for a test that lends the printed tables values no box prints.
func lendEdition(t *testing.T, change func(*components.Edition)) Edition {
	t.Helper()
	c := components.Builtin()
	change(c)
	editionsMu.Lock()
	defer editionsMu.Unlock()
	require.Less(t, numEditions, maxEditions)
	editions[numEditions] = prepare(c, c.Digest())
	numEditions++
	return Edition{uint8(numEditions - 1)}
}
