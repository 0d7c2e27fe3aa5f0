package kanban

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// recall is what one viewer remembers of the hidden orders, folded from
// their Event.For stream and the tables they saw between the events, with
// none of the state's own memory: the test's model of it.
type recall struct {
	viewer Color
	seat   int8
	// kanban is the bottom of the Kanban deck seen going in, the bottom
	// card first; held, by seat, the cards seen drawn from it.
	kanban []int
	held   [maxPlayers]uint16
	// central is the bottom of the Central stack seen going in, by place
	// from the bottom: each place's group (an id shared by a set of unknown
	// order) and tile.
	central []recallPlace
	groups  int
	sets    map[int][]DesignTile // each group's tiles, those taken off since included
	// awards holds, for each Award stack the viewer looked through, the
	// tiles in it by kind.
	awards map[Department][4]int
}

type recallPlace struct {
	group int
	tile  DesignTile
}

// see folds one event, e as the viewer gets it, with the tables before
// and after it.
func (r *recall) see(e Event, before, after *View) {
	seat := int8(-1)
	for i, b := range before.Players {
		if b.Color == e.Player && e.Player != NoColor {
			seat = int8(i)
		}
	}
	switch e.Kind {
	case EvStarted:
		r.kanban = []int{after.KanbanRevealed} // R-SET-9
	case EvKanbanIssued: // R-LOG-1
		r.held[seat] &^= 1 << e.Card
		r.kanban = slices.Insert(r.kanban, 0, int(e.Card))
	case EvKanbanDrawn:
		if n := before.KanbanDeck + 1; n <= len(r.kanban) { // +1: the issued card went under first
			panic("the deck size seen is off")
		}
		if n := after.KanbanDeck + 1; n <= len(r.kanban) { // the top was known
			k := r.kanban[n-1]
			if e.Card >= 0 && int(e.Card) != k {
				panic(fmt.Sprintf("drew %d, not the known %d", e.Card, k))
			}
			r.held[seat] |= 1 << k
			r.kanban = r.kanban[:n-1]
		}
	case EvColleagueKanban:
		r.kanban = r.kanban[:min(len(r.kanban), after.KanbanDeck-1)]
		r.kanban = slices.Insert(r.kanban, 0, int(e.Card))
	case EvCarsClaimed: // R-RND-9
		for _, d := range e.List.items() {
			if d != noDesign8 {
				r.pushCentral(DesignTile(d))
			}
		}
	case EvColleagueDesignTaken:
		if _, ok := e.Design.Part(); !ok {
			r.pushCentral(e.Design)
		}
	case EvDesignsReturned: // R-SAN-4: a set, its order unseen
		var set []DesignTile
		for row := range before.Display {
			for c, d := range before.Display[row] {
				if d != NoDesign && after.Display[row][c] == NoDesign {
					set = append(set, d)
				}
			}
		}
		for _, d := range set {
			r.central = slices.Insert(r.central, 0, recallPlace{group: r.groups, tile: d})
		}
		r.sets[r.groups] = set
		r.groups++
	case EvAwardKept: // R-TRN-4
		if seat == r.seat && len(before.AwardChoice) > 0 {
			var seen [4]int
			for _, a := range before.AwardChoice {
				seen[a]++
			}
			r.awards[e.Dept] = seen
		}
		if seen, ok := r.awards[e.Dept]; ok {
			seen[e.Award]--
			r.awards[e.Dept] = seen
		}
	}
	r.central = r.central[:min(len(r.central), after.Stacks[0].Size)]
}

func (r *recall) pushCentral(d DesignTile) {
	r.central = slices.Insert(r.central, 0, recallPlace{group: r.groups, tile: d})
	r.groups++
}

// contradicts returns what of the viewer's recall the state d contradicts,
// or "".
func (r *recall) contradicts(d *GameState) string {
	deck := d.board.kanbanDeck.items()
	if len(deck) < len(r.kanban) || !slices.Equal(toInts(deck[:len(r.kanban)]), r.kanban) {
		return fmt.Sprintf("the Kanban deck's bottom %v, not the known %v", deck, r.kanban)
	}
	for seat := range d.nPlayers {
		if r.held[seat]&^d.players[seat].kanban != 0 {
			return fmt.Sprintf("seat %d lacks a Kanban card seen drawn", seat)
		}
	}
	st := d.board.stacks[centralStack].items()
	if len(st) < len(r.central) {
		return "the Central stack is shorter than its known part"
	}
	for i, pl := range r.central {
		// A place of a set holds one of its tiles: the places taken off
		// its top are not known to be any one of them.
		ok := st[i] == uint8(pl.tile) || slices.Contains(r.sets[pl.group], DesignTile(st[i]))
		if !ok {
			return fmt.Sprintf("Central place %d holds %v, not %v or its set", i, DesignTile(st[i]), pl.tile)
		}
	}
	for dept, want := range r.awards {
		var got [4]int
		for _, a := range d.board.awards[dept].items() {
			got[a]++
		}
		if got != want {
			return fmt.Sprintf("the %v Award stack holds %v, not the seen %v", dept, got, want)
		}
	}
	return ""
}

func toInts(p []uint8) []int {
	out := make([]int, len(p))
	for i, v := range p {
		out[i] = int(v)
	}
	return out
}

// R-ENG-3: through random games of 1 to 4 players, each player (and a
// spectator) folds what they saw — their Event.For stream and the table
// between the events — into what they remember of the hidden orders: the
// Kanban deck's bottom seen going in (R-SET-9, R-LOG-1), the Kanban cards
// seen drawn from it, the Designs seen going under the Central stack in
// order (R-RND-9) or as a set (R-SAN-4), the Award stacks looked through
// (R-TRN-4). Every Determinize sample for them agrees with all of it.
func TestPropertyDeterminizeKeepsWhatThePlayerRemembers(t *testing.T) {
	t.Parallel()
	var samples, contradictions int
	rapid.Check(t, func(t *rapid.T) {
		n := rapid.IntRange(1, 4).Draw(t, "players")
		seed := rapid.Uint64().Draw(t, "seed")
		cfg := configOf(seed, []Color{Red, Blue, Yellow, Purple}[:n]...)
		if n == 1 {
			cfg.Solo = &SoloConfig{}
		}
		s, evs, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var rs []*recall
		for seat := range int8(n) {
			rs = append(rs, &recall{viewer: s.colorOf(seat), seat: seat, awards: map[Department][4]int{}, sets: map[int][]DesignTile{}})
		}
		rs = append(rs, &recall{viewer: NoColor, seat: -1, awards: map[Department][4]int{}, sets: map[int][]DesignTile{}})
		var host GameState
		follow := func(evs []Event) {
			for _, e := range evs {
				var before [maxPlayers + 1]View
				for i, r := range rs {
					if host.nPlayers > 0 {
						before[i] = host.View(r.viewer)
					}
				}
				if host, err = Evolve(host, e); err != nil {
					t.Fatal(err)
				}
				for i, r := range rs {
					after := host.View(r.viewer)
					if host.nPlayers == 0 || e.Kind == EvStarted {
						before[i] = after
					}
					r.see(e.For(r.viewer), &before[i], &after)
				}
			}
		}
		follow(evs)
		rnd := rand.New(rand.NewPCG(seed, 2))
		every := rapid.IntRange(5, 40).Draw(t, "every")
		for step := 0; step < 600 && !s.IsOver(); step++ {
			if s, evs, err = Apply(s, pickKind(rnd, s.LegalActions())); err != nil {
				t.Fatal(err)
			}
			follow(evs)
			if step%every != 0 {
				continue
			}
			for _, r := range rs {
				if why := r.contradicts(&s); why != "" {
					t.Fatalf("step %d, %v's recall does not fit the game: %s", step, r.viewer, why)
				}
				d, err := s.Determinize(r.viewer, rnd.Uint64())
				if err != nil {
					t.Fatal(err)
				}
				samples++
				if why := r.contradicts(&d); why != "" {
					contradictions++
					t.Fatalf("step %d, %v's sample: %s", step, r.viewer, why)
				}
			}
		}
	})
	t.Logf("%d samples, %d contradicting what their player saw", samples, contradictions)
}

// R-SET-9, R-ENG-3: the Kanban card revealed at setup lies at the bottom
// of the deck for everyone, in the View and in every sample.
func TestDeterminizeKeepsTheRevealedKanbanCard(t *testing.T) {
	for _, n := range []int{1, 2, 4} {
		cfg := configOf(uint64(n), []Color{Red, Blue, Yellow, Purple}[:n]...)
		if n == 1 {
			cfg.Solo = &SoloConfig{}
		}
		s, _, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range []Color{Red, NoColor} {
			v := s.View(p)
			if !slices.Equal(v.KanbanKnown, []int{v.KanbanRevealed}) {
				t.Fatalf("%d players, %v: the known bottom is %v, not the revealed card %d", n, p, v.KanbanKnown, v.KanbanRevealed)
			}
			for seed := range uint64(20) {
				d, err := s.Determinize(p, seed)
				if err != nil {
					t.Fatal(err)
				}
				if got := int(d.board.kanbanDeck.t[0]); got != v.KanbanRevealed {
					t.Fatalf("%d players, %v, seed %d: card %d at the bottom, not %d", n, p, seed, got, v.KanbanRevealed)
				}
			}
		}
	}
}

// Only the folds of the shrinking kinds take from the Kanban deck or the
// Central stack, so forget, which evolve calls after those alone, never
// misses a pile growing shorter; in games of every size, solo included.
func TestOnlyShrinkingEventsShortenThePiles(t *testing.T) {
	for seed := range uint64(40) {
		n := 1 + int(seed%4)
		cfg := configOf(seed, []Color{Red, Blue, Yellow, Purple}[:n]...)
		if n == 1 {
			cfg.Solo = &SoloConfig{RandomDifficulty: true}
		}
		s, _, err := New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(seed, 5))
		for !s.IsOver() {
			legal := s.LegalActions()
			evs, err := Decide(s, legal[r.IntN(len(legal))])
			if err != nil {
				t.Fatal(err)
			}
			for i := range evs {
				deck, central := s.board.kanbanDeck.n, s.board.stacks[centralStack].n
				s.evolve(&evs[i])
				if !shrinking[evs[i].Kind] && (s.board.kanbanDeck.n < deck || s.board.stacks[centralStack].n < central) {
					t.Fatalf("seed %d: a %v event shortened a pile; add it to shrinking", seed, evs[i].Kind)
				}
			}
		}
	}
}
