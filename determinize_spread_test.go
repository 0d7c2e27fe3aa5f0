package kanban

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
)

// places records, over many determinizations, each hidden thing and the
// places it was dealt to.
type places map[string]map[string]bool

func (pl places) saw(thing, place string) {
	if pl[thing] == nil {
		pl[thing] = map[string]bool{}
	}
	pl[thing][place] = true
}

// R-ENG-3: over many seeds, each thing hidden from the viewer lands in
// every hidden place it could be in: each goal card and Kanban card in the
// deck and in each other hand (and face-down goal), each Design below the
// tops in each stack, each Demand tile at each depth of its stack, each
// Award kind left in each face-down stack; but not what the viewer
// remembers (memory), which stays.
func TestDeterminizeDealsEverywhere(t *testing.T) {
	for _, stop := range []int{120, 300} {
		t.Run(fmt.Sprint(stop, " actions"), func(t *testing.T) {
			s, _, err := New(configOf(11, Red, Blue, Yellow, Purple))
			if err != nil {
				t.Fatal(err)
			}
			r := rand.New(rand.NewPCG(11, 1))
			for range stop {
				if s, _, err = Apply(s, pickKind(r, s.LegalActions())); err != nil {
					t.Fatal(err)
				}
			}
			checkSpread(t, s, 0)
		})
	}
}

// checkSpread checks that determinizing s for viewer deals every hidden
// thing to every place it could go.
func checkSpread(t *testing.T, s GameState, viewer int8) {
	want, got := places{}, places{}
	hiddenPlaces := func(s *GameState, pl places) {
		b := &s.board
		for _, g := range b.goalDeck.items() {
			pl.saw(fmt.Sprint("goal ", g), "goal deck")
		}
		for _, k := range b.kanbanDeck.items()[s.mem.kanbanKnown:] { // the bottom is known
			pl.saw(fmt.Sprint("kanban ", k), "kanban deck")
		}
		for seat := range int8(s.nPlayers) {
			if seat == viewer {
				continue
			}
			for g := range components.NumGoals {
				if s.players[seat].goals&(1<<g) != 0 {
					pl.saw(fmt.Sprint("goal ", g), fmt.Sprint("hand ", seat))
				}
			}
			for k := range components.NumKanbanCards {
				if (s.players[seat].kanban&^s.mem.kanbanHeld[seat])&(1<<k) != 0 {
					pl.saw(fmt.Sprint("kanban ", k), fmt.Sprint("hand ", seat))
				}
			}
			if g := s.mtg.chose[seat]; g != empty {
				pl.saw(fmt.Sprint("goal ", g), fmt.Sprint("face down ", seat))
			}
		}
		for i := range b.stacks {
			from := 0
			if i == centralStack {
				from = int(s.mem.centralKnown) // known places, or sets shuffled in place
			}
			if st := &b.stacks[i]; int(st.n) > from+1 {
				for _, d := range st.t[from : st.n-1] {
					pl.saw(fmt.Sprint("design ", d), fmt.Sprint("stack ", i))
				}
			}
		}
		for i, d := range b.demandStack.items() {
			pl.saw(fmt.Sprint("demand ", d), fmt.Sprint("depth ", i))
		}
		for d := range b.awards {
			if viewer >= 0 && s.mem.awardsSeen[viewer]&(1<<d) != 0 {
				continue // the viewer knows them
			}
			for _, a := range b.awards[d].items() {
				pl.saw(fmt.Sprint("award ", a), fmt.Sprint("track ", d))
			}
		}
	}
	// What could go where: every hidden thing of a kind in every place
	// that kind is found in.
	hiddenPlaces(&s, got)
	kindOf := func(thing string) string {
		var k string
		fmt.Sscan(thing, &k)
		return k
	}
	placesOf := map[string]map[string]bool{}
	for thing, ps := range got {
		for p := range ps {
			if placesOf[kindOf(thing)] == nil {
				placesOf[kindOf(thing)] = map[string]bool{}
			}
			placesOf[kindOf(thing)][p] = true
		}
	}
	for thing := range got {
		for p := range placesOf[kindOf(thing)] {
			want.saw(thing, p)
		}
	}
	got = places{}
	for seed := range uint64(1500) {
		d, err := s.Determinize(s.colorOf(viewer), seed)
		if err != nil {
			t.Fatal(err)
		}
		hiddenPlaces(&d, got)
	}
	for thing, ps := range want {
		for p := range ps {
			if !got[thing][p] {
				t.Errorf("%s never dealt to %s", thing, p)
			}
		}
	}
	for thing := range got {
		if want[thing] == nil && kindOf(thing) != "award" {
			t.Errorf("%s dealt, though not hidden", thing)
		}
	}
}

// A position with more Award tiles of a kind than the box holds is refused
// (R-SET-12), so that Determinize never runs out of tiles to deal.
func TestAwardTilesTheBoxLacks(t *testing.T) {
	s, _, err := New(configOf(3, Red, Blue, Yellow, Purple))
	if err != nil {
		t.Fatal(err)
	}
	for d := range s.board.awards {
		for j := range s.board.awards[d].t[:s.board.awards[d].n] {
			s.board.awards[d].t[j] = uint8(AwardPP)
		}
	}
	found := false
	for _, bad := range invariants(&s) {
		found = found || strings.Contains(bad, "more pp Award tiles than the box holds")
	}
	if !found {
		t.Fatalf("invariants miss the Award tiles: %v", invariants(&s))
	}
	for seed := range uint64(20) {
		if _, err := s.Determinize(Red, seed); err != nil {
			t.Fatal(err)
		}
	}
}
