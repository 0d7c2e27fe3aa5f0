package bots_test

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// newGame sets up a game of n players from seed; the seed's low bits also
// choose the expert side for some players and Sandra's reward side, so that
// the games cover every board.
func newGame(t require.TestingT, seed uint64, n int) kanban.GameState {
	cfg := kanban.Config{Seed: seed, SandraReward: seed&16 != 0}
	for i := range n {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: colors[i], ExpertSide: seed&(1<<i) != 0})
	}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	return s
}

// playRandom plays random legal actions from s, at most steps of them (all
// to the end of the game when steps is negative), calling visit before each
// with the state and its listing; it returns the state reached.
func playRandom(t require.TestingT, s kanban.GameState, r *rand.Rand, steps int, visit func(s kanban.GameState, legal []kanban.Action)) kanban.GameState {
	var legal []kanban.Action
	for i := 0; !s.IsOver() && (steps < 0 || i < steps); i++ {
		legal = s.AppendLegalActions(legal[:0])
		require.NotEmpty(t, legal)
		if visit != nil {
			visit(s, legal)
		}
		var err error
		s, _, err = kanban.Apply(s, legal[r.IntN(len(legal))])
		require.NoError(t, err)
	}
	return s
}

// checkIDs checks the IDs of a decision's listing: each in [0, N), read
// back to the same action, distinct, and marked in the mask, which marks
// nothing else. They are the same read against any player's View of the
// moment, since they depend only on the public table (R-ENG-3).
func checkIDs(t require.TestingT, s kanban.GameState, legal []kanban.Action, mask []bool) []bool {
	p := s.Next().Player
	v := s.View(p)
	mask, err := bots.LegalMask(v, legal, mask)
	require.NoError(t, err)
	require.Len(t, mask, bots.NumActionIDs)
	marked := 0
	for _, m := range mask {
		if m {
			marked++
		}
	}
	require.Equal(t, len(legal), marked, "distinct actions have distinct IDs")
	others := s.Players()
	other := s.View(others[(len(legal)+int(s.Day()))%len(others)])
	for _, a := range legal {
		id, err := bots.ActionID(v, a)
		require.NoError(t, err, "%v", a)
		require.True(t, id >= 0 && id < bots.NumActionIDs, "%v: %d", a, id)
		require.True(t, mask[id], "%v: %d", a, id)
		back, err := bots.ActionOf(v, id)
		require.NoError(t, err, "%v: %d", a, id)
		require.Equal(t, a, back, "ActionOf(ActionID(a)) == a for %v", a)
		first, size := bots.IDRange(a.Kind)
		require.True(t, id >= first && id < first+size, "%v: %d is in its kind's block", a, id)
		id2, err := bots.ActionID(other, a)
		require.NoError(t, err, "%v, read against %v's View", a, other.Viewer)
		require.Equal(t, id, id2, "%v, read against %v's View", a, other.Viewer) // R-ENG-3
	}
	return mask
}

// TestActionIDsRandomGames plays whole random games of 2 to 4 players from
// fixed seeds and checks the IDs of every listing, and that every action
// kind was listed.
func TestActionIDsRandomGames(t *testing.T) {
	games := 12
	if testing.Short() {
		games = 3
	}
	listed := map[kanban.ActionKind]int{}
	var mask []bool
	for g := range games {
		n := 2 + g%3
		t.Run(fmt.Sprintf("seed-%d-players-%d", g+1, n), func(t *testing.T) {
			s := newGame(t, uint64(g+1), n)
			r := rand.New(rand.NewPCG(uint64(g), 7))
			playRandom(t, s, r, -1, func(s kanban.GameState, legal []kanban.Action) {
				mask = checkIDs(t, s, legal, mask)
				for _, a := range legal {
					listed[a.Kind]++
				}
			})
		})
	}
	for k := kanban.ActCertSpace; k <= kanban.ActChooseGoal; k++ {
		require.Positive(t, listed[k], "no %v was listed: its IDs went untested", k)
	}
}

// TestActionIDsProperty checks the IDs of every listing of random games of
// 2 to 4 players, stopped at a random point.
func TestActionIDsProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(2, 4).Draw(t, "players")
		steps := rapid.IntRange(0, 400).Draw(t, "steps")
		var mask []bool
		s := newGame(t, seed, n)
		playRandom(t, s, rand.New(rand.NewPCG(seed, 1)), steps, func(s kanban.GameState, legal []kanban.Action) {
			mask = checkIDs(t, s, legal, mask)
		})
	})
}

// TestActionOfEveryID reads every ID against the Views of positions of
// random games: each is either refused with ErrUnknownID or read to an
// action whose ID it is, and the legal ones are exactly the listing.
func TestActionOfEveryID(t *testing.T) {
	if testing.Short() {
		t.Skip("reads every ID at many positions; skipped with -short")
	}
	for g := range 6 {
		s := newGame(t, uint64(100+g), 2+g%3)
		r := rand.New(rand.NewPCG(uint64(g), 3))
		step := 0
		playRandom(t, s, r, -1, func(s kanban.GameState, legal []kanban.Action) {
			if step++; step%37 != 0 {
				return
			}
			v := s.View(s.Next().Player)
			mask, err := bots.LegalMask(v, legal, nil)
			require.NoError(t, err)
			found := 0
			for id := range bots.NumActionIDs {
				a, err := bots.ActionOf(v, id)
				if err != nil {
					require.ErrorIs(t, err, bots.ErrUnknownID)
					require.False(t, mask[id], "a legal ID is refused: %d", id)
					continue
				}
				back, err := bots.ActionID(v, a)
				require.NoError(t, err, "%v", a)
				require.Equal(t, id, back, "%v", a)
				if mask[id] {
					found++
				}
			}
			require.Equal(t, len(legal), found)
		})
	}
}

// TestActionIDRefused lists actions that have no ID: each is refused with
// an error wrapping ErrNoActionID, never a panic.
func TestActionIDRefused(t *testing.T) {
	s := newGame(t, 8, 3) // standard sides: the padlocked garage shows 4 benefits
	p := s.Next().Player
	v := s.View(p)
	other := kanban.Blue
	if p == other {
		other = kanban.Red
	}
	noDesigns := [components.MaxQueue]kanban.DesignTile{kanban.NoDesign, kanban.NoDesign, kanban.NoDesign, kanban.NoDesign}
	noCar := noDesigns
	noCar[0] = 0 // the queue behind the Pace Car is empty at setup
	for _, tc := range []struct {
		name string
		a    kanban.Action
	}{
		{"another player", kanban.Train(other, kanban.RnD)},
		{"no kind", kanban.Action{Player: p}},
		{"an unknown kind", kanban.Action{Kind: 200, Player: p}},
		{"a field the kind has not", kanban.Action{Kind: kanban.ActTrain, Player: p, Part: kanban.Battery}},
		{"no such cert space", kanban.CertSpace(p, 4)},
		{"no such department", kanban.Train(p, 5)},
		{"no such workstation", kanban.Select(p, kanban.NoWorkstation)},
		{"no such part", kanban.StartPart(p, 6)},
		{"no such source", kanban.TakeDesign(p, 11)},
		{"no such award", kanban.KeepAward(p, kanban.NoAward)},
		{"no such Kanban card", kanban.Kanban(p, 12, kanban.AboveFirstFour)},
		{"no such placement", kanban.Kanban(p, 0, 4)},
		{"collect none", kanban.Collect(p, kanban.Motor, 0)},
		{"collect more than storage holds", kanban.Collect(p, kanban.Motor, 7)},
		{"no such part source", kanban.Provide(p, kanban.City, kanban.Motor, 3)},
		{"give no part", kanban.ProvideRecycled(p, kanban.City, kanban.Motor, 6)},
		{"a Give without Recycling", kanban.Action{Kind: kanban.ActProvide, Player: p, Give: kanban.Body}},
		{"no such model", kanban.Provide(p, kanban.NoModel, kanban.Motor, kanban.FromStorage)},
		{"no such conveyor space", kanban.Branch(p, 13)},
		{"claim nothing", kanban.Claim(p, noDesigns)},
		{"claim no car", kanban.Claim(p, noCar)},
		{"no such garage", kanban.Garage(p, 5)},
		{"no padlock choice", kanban.Padlock(p, kanban.Benefit{PP: 9})},
		{"one padlock benefit", kanban.Padlock(p, components.PadlockBenefits[0])},
		{"no such Design", kanban.Upgrade(p, kanban.NoDesign, 0, kanban.FromStorage, false)},
		{"no such upgrade space", kanban.Upgrade(p, 0, 6, kanban.FromStorage, false)},
		{"speak nothing", kanban.Speak(p, kanban.NoGoal, kanban.NoGoal)},
		{"a token on another goal than the one played", kanban.Speak(p, 1, 2)},
		{"no such goal", kanban.ChooseGoal(p, 32)},
		{"no such goal played", kanban.Speak(p, 40, kanban.NoGoal)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bots.ActionID(v, tc.a)
			require.ErrorIs(t, err, bots.ErrNoActionID)
		})
	}
	t.Run("a listing with an action of no ID", func(t *testing.T) {
		_, err := bots.LegalMask(v, []kanban.Action{kanban.Train(other, kanban.RnD)}, nil)
		require.ErrorIs(t, err, bots.ErrNoActionID)
	})
	t.Run("a listing with an action twice", func(t *testing.T) {
		a := s.LegalActions()[0]
		_, err := bots.LegalMask(v, []kanban.Action{a, a}, nil)
		require.ErrorIs(t, err, bots.ErrNoActionID)
	})
	t.Run("the Version is no part of the ID", func(t *testing.T) {
		a := s.LegalActions()[0]
		id, err := bots.ActionID(v, a)
		require.NoError(t, err)
		a.Version = v.Version
		versioned, err := bots.ActionID(v, a)
		require.NoError(t, err)
		require.Equal(t, id, versioned)
	})
}

// TestActionOfRefused lists IDs that name no action: each is refused with
// an error wrapping ErrUnknownID, never a panic.
func TestActionOfRefused(t *testing.T) {
	s := newGame(t, 8, 2) // standard sides: the padlocked garage shows 4 benefits
	v := s.View(s.Next().Player)
	claim, _ := bots.IDRange(kanban.ActClaim)
	padlock, _ := bots.IDRange(kanban.ActPadlock)
	over := playRandom(t, s, rand.New(rand.NewPCG(3, 3)), -1, nil)
	for _, tc := range []struct {
		name string
		v    kanban.View
		id   int
	}{
		{"below the range", v, -1},
		{"past the range", v, bots.NumActionIDs},
		{"far past the range", v, 1 << 40},
		{"a claim of a car not in the queue", v, claim}, // no car behind the Pace Car at setup
		{"a padlock mask of one benefit", v, padlock + 1},
		{"a padlock mask of no benefit", v, padlock},
		{"a padlock mask of three benefits", v, padlock + 7},
		{"no decision: the game is over", over.View(kanban.Red), 0},
		{"no decision: the zero View", kanban.View{}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := bots.ActionOf(tc.v, tc.id)
			require.ErrorIs(t, err, bots.ErrUnknownID)
		})
	}
}

// TestIDRange checks that the kinds' blocks tile [0, NumActionIDs) in
// kind order, and pins the layout of NumActionIDs' table.
func TestIDRange(t *testing.T) {
	require.Equal(t, 8037, bots.NumActionIDs)
	next := 0
	for k := kanban.ActCertSpace; k <= kanban.ActChooseGoal; k++ {
		first, size := bots.IDRange(k)
		require.Equal(t, next, first, "%v", k)
		require.Positive(t, size, "%v", k)
		next = first + size
	}
	require.Equal(t, bots.NumActionIDs, next)
	for _, k := range []kanban.ActionKind{0, kanban.ActChooseGoal + 1, 255} {
		first, size := bots.IDRange(k)
		require.Zero(t, first+size, "%v", k)
	}
}

// fuzzStates are positions of random games at which the fuzz targets read
// IDs and actions: one or more of each kind of decision.
func fuzzStates(t testing.TB) []kanban.GameState {
	var out []kanban.GameState
	kinds := map[kanban.DecisionKind]int{}
	for g := range 6 {
		s := newGame(t, uint64(g+1), 2+g%3)
		playRandom(t, s, rand.New(rand.NewPCG(uint64(g), 5)), -1, func(s kanban.GameState, _ []kanban.Action) {
			if k := s.Next().Kind; kinds[k] < 3 {
				kinds[k]++
				out = append(out, s)
			}
		})
	}
	return out
}

// FuzzActionOf reads arbitrary IDs against the Views of positions of many
// kinds: never a panic; an ID read to an action is that action's ID, and
// one refused wraps ErrUnknownID.
func FuzzActionOf(f *testing.F) {
	states := fuzzStates(f)
	for _, seed := range []struct {
		at uint8
		id int
	}{{0, 0}, {1, -1}, {2, bots.NumActionIDs}, {3, 4527}, {4, 4540}, {5, 7000}, {6, 8004}, {7, 450}} {
		f.Add(seed.at, seed.id)
	}
	f.Fuzz(func(t *testing.T, at uint8, id int) {
		s := states[int(at)%len(states)]
		v := s.View(s.Players()[int(at)%len(s.Players())])
		a, err := bots.ActionOf(v, id)
		if err != nil {
			if !errors.Is(err, bots.ErrUnknownID) {
				t.Fatalf("ActionOf(%d): %v does not wrap ErrUnknownID", id, err)
			}
			return
		}
		back, err := bots.ActionID(v, a)
		if err != nil || back != id {
			t.Fatalf("ActionOf(%d) = %v, whose ID is %d, %v", id, a, back, err)
		}
	})
}

// FuzzActionID builds arbitrary actions field by field: never a panic; an
// action with an ID is read back from it, and one refused wraps
// ErrNoActionID.
func FuzzActionID(f *testing.F) {
	states := fuzzStates(f)
	f.Add(uint8(0), uint8(kanban.ActTrain), uint8(0), uint8(0), uint8(0), int8(0), int8(0), uint8(0))
	f.Add(uint8(1), uint8(kanban.ActClaim), uint8(7), uint8(0xFF), uint8(0xFF), int8(0), int8(0), uint8(2))
	f.Add(uint8(2), uint8(kanban.ActProvide), uint8(1), uint8(2), uint8(3), int8(0), int8(0), uint8(2))
	f.Add(uint8(3), uint8(kanban.ActUpgrade), uint8(12), uint8(1), uint8(3), int8(2), int8(0), uint8(1))
	f.Add(uint8(4), uint8(kanban.ActSpeak), uint8(3), uint8(3), uint8(0), int8(0), int8(0), uint8(0))
	f.Add(uint8(5), uint8(kanban.ActPadlock), uint8(1), uint8(1), uint8(0), int8(0), int8(0), uint8(0))
	f.Fuzz(func(t *testing.T, at, kind, x, y, z uint8, i, j int8, from uint8) {
		s := states[int(at)%len(states)]
		v := s.View(s.Next().Player)
		a := kanban.Action{
			Kind: kanban.ActionKind(kind), Player: v.Next.Player,
			Dept: kanban.Department(x), Part: kanban.Part(x), Give: kanban.Part(z), From: kanban.PartSource(from),
			Model: kanban.Model(y), Design: kanban.DesignTile(x), Workstation: kanban.Workstation(x),
			Source: kanban.DesignSource(x), Award: kanban.Award(x), Space: i, Count: j,
			Placement: kanban.KanbanPlacement(y), To: kanban.ConveyorSpace(i), Card: int8(x),
			Claims: [components.MaxQueue]kanban.DesignTile{kanban.DesignTile(x), kanban.DesignTile(y), kanban.DesignTile(z), kanban.NoDesign},
			Double: from&8 != 0, Gain: kanban.Benefit{Books: int8(x & 3), Speech: int8(y & 3)},
			Goal: kanban.GoalCard(x), On: kanban.GoalCard(y),
		}
		id, err := bots.ActionID(v, a)
		if err != nil {
			if !errors.Is(err, bots.ErrNoActionID) {
				t.Fatalf("ActionID(%v): %v does not wrap ErrNoActionID", a, err)
			}
			return
		}
		back, err := bots.ActionOf(v, id)
		if err != nil || back != a {
			t.Fatalf("ActionID(%v) = %d, which reads %v, %v", a, id, back, err)
		}
	})
}

// ExampleActionID lists the IDs of the first decision of a game: where its
// first player puts their Certification marker (R-SET-14).
func ExampleActionID() {
	s, _, _ := kanban.New(kanban.Config{Seed: 1, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	v := s.View(s.Next().Player) // the deciding player's View
	for _, a := range s.LegalActions() {
		id, _ := bots.ActionID(v, a)
		back, _ := bots.ActionOf(v, id)
		fmt.Println(id, back)
	}
	fmt.Println(bots.NumActionIDs, "IDs")
	// Output:
	// 0 red cert-space space-0
	// 1 red cert-space space-1
	// 2 red cert-space space-2
	// 3 red cert-space space-3
	// 8037 IDs
}

// ExampleLegalMask picks an action by its ID among those the mask allows,
// as a policy with NumActionIDs outputs does.
func ExampleLegalMask() {
	s, _, _ := kanban.New(kanban.Config{Seed: 1, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	var mask []bool
	for range 6 {
		v := s.View(s.Next().Player)
		mask, _ = bots.LegalMask(v, s.LegalActions(), mask) // the listing the host sends the deciding player
		best := -1
		for id, legal := range mask {
			if legal {
				best = id // a policy would take its highest-scoring legal output; here the last one
			}
		}
		a, _ := bots.ActionOf(v, best)
		fmt.Println(best, a)
		s, _, _ = kanban.Apply(s, a)
	}
	// Output:
	// 3 red cert-space space-3
	// 2 blue cert-space space-2
	// 20 blue start-design office-bottom
	// 8 blue start-part electronics
	// 20 red start-design office-bottom
	// 7 red start-part body
}

// BenchmarkLegalMask measures the mask of a working turn's listing, into a
// reused buffer.
func BenchmarkLegalMask(b *testing.B) {
	s := playRandom(b, newGame(b, 2, 4), rand.New(rand.NewPCG(2, 2)), 120, nil)
	for s.Next().Kind != kanban.DecideWork {
		s = playRandom(b, s, rand.New(rand.NewPCG(2, 3)), 1, nil)
	}
	v, legal := s.View(s.Next().Player), s.LegalActions()
	mask, _ := bots.LegalMask(v, legal, nil)
	b.ReportAllocs()
	for b.Loop() {
		mask, _ = bots.LegalMask(v, legal, mask)
	}
	b.ReportMetric(float64(len(legal)), "actions")
}
