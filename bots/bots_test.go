package bots_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/internal/soak"
)

var colors = []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}

// config returns the configuration of a game of n players.
func config(n int, seed uint64) kanban.Config {
	cfg := kanban.Config{Seed: seed}
	for _, c := range colors[:n] {
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: c})
	}
	return cfg
}

// kinds are the package's bots, made from a seed; ISMCTS with a small
// budget, to keep the tests quick.
var kinds = []struct {
	name string
	make func(seed uint64) bots.Bot
}{
	{"random", func(seed uint64) bots.Bot { return bots.NewRandom(seed) }},
	{"greedy", func(seed uint64) bots.Bot { return bots.NewGreedy(seed) }},
	{"ismcts", func(seed uint64) bots.Bot { return bots.NewISMCTS(seed, 12) }},
	{"learned", func(seed uint64) bots.Bot { return bots.NewLearned(seed, 12) }},
	{"puct", func(seed uint64) bots.Bot {
		b := bots.NewISMCTS(seed, 12)
		b.Network = testNetwork
		return b
	}},
	{"neural", func(seed uint64) bots.Bot { return bots.NewNeural(seed, 12) }},
}

// testNetwork is a Network of small random weights, for the tests of the
// search with a network: its choices mean nothing, but follow from it.
var testNetwork = func() *bots.Network {
	n, err := bots.NewNetwork(randomWeights(11, 16, 8, 0.2))
	if err != nil {
		panic(err)
	}
	return n
}()

// seatsOf returns n bots of one kind, each with its own seed.
func seatsOf(n int, seed uint64, make func(uint64) bots.Bot) []bots.Bot {
	var seats []bots.Bot
	for i := range n {
		seats = append(seats, make(seed*10+uint64(i)))
	}
	return seats
}

// Every bot plays whole games of 2 to 4 players to the end with actions
// the rules accept (Play stops at the first refused one), and plays the
// same game again from the same seeds (the 3- and 4-player games again
// only in soak runs).
func TestBotsPlayWholeGames(t *testing.T) {
	for _, k := range kinds {
		for n := 2; n <= 4; n++ {
			if k.name != "random" && k.name != "greedy" && n > 2 && testing.Short() {
				continue
			}
			t.Run(fmt.Sprint(k.name, " ", n), func(t *testing.T) {
				cfg := config(n, uint64(n))
				s, err := bots.Play(cfg, seatsOf(n, 1, k.make))
				require.NoError(t, err)
				require.True(t, s.IsOver())
				if n > 2 && !soak.On() {
					return // a searching bot's game costs a second: one replay a bot is enough
				}
				again, err := bots.Play(cfg, seatsOf(n, 1, k.make))
				require.NoError(t, err)
				require.True(t, s == again, "the same seeds played another game")
			})
		}
	}
}

// positions returns positions of a random game of n players at which a
// player must act.
func positions(t require.TestingT, n int, seed uint64, every int) []kanban.GameState {
	s, _, err := kanban.New(config(n, seed))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(seed, 1))
	var out []kanban.GameState
	for i := 0; !s.IsOver(); i++ {
		if i%every == 0 {
			out = append(out, s)
		}
		legal := s.LegalActions()
		s, _, err = kanban.Apply(s, legal[r.IntN(len(legal))])
		require.NoError(t, err)
	}
	return out
}

// R-ENG-3: a bot cannot peek. At positions of random games, every bot
// given the Turn of a state and of its twin that differs only in what the
// player cannot see (the state determinized for them) makes the same
// choice from the same seed.
func TestBotsDoNotPeek(t *testing.T) {
	for _, n := range []int{2, 4} {
		for i, s := range positions(t, n, uint64(40+n), 23) {
			p := s.Next().Player
			twin, err := s.Determinize(p, uint64(i))
			require.NoError(t, err)
			require.NotEqual(t, s, twin)
			for _, k := range kinds {
				t1, err := bots.NewTurn(s, p)
				require.NoError(t, err)
				t2, err := bots.NewTurn(twin, p)
				require.NoError(t, err)
				a1, err := k.make(uint64(i)).Act(t1)
				require.NoError(t, err)
				a2, err := k.make(uint64(i)).Act(t2)
				require.NoError(t, err)
				require.Equal(t, a1, a2, "%s chose differently in a twin at %v", k.name, s.Next())
				require.Contains(t, t1.Legal(), a1)
			}
		}
	}
}

// A Turn is only for the player to act, and gives out copies.
func TestTurn(t *testing.T) {
	s, _, err := kanban.New(config(3, 1))
	require.NoError(t, err)
	p := s.Next().Player
	for _, c := range []kanban.Color{kanban.NoColor, kanban.Purple} {
		_, err := bots.NewTurn(s, c)
		require.Error(t, err, "a Turn for %v", c)
	}
	turn, err := bots.NewTurn(s, p)
	require.NoError(t, err)
	require.Equal(t, p, turn.Player())
	require.Equal(t, s.LegalActions(), turn.Legal())
	require.Equal(t, s.View(p), turn.View())
	require.Equal(t, s.Next(), turn.Decision())
	legal := turn.Legal()
	legal[0] = kanban.Action{}
	require.Equal(t, s.LegalActions()[0], turn.LegalAt(0), "Legal returns a copy")
	require.Equal(t, len(legal), turn.NumLegal())
	for i, a := range s.LegalActions() {
		text, err := s.Describe(a)
		require.NoError(t, err)
		require.Equal(t, text, turn.Describe(i))
		cost, err := s.Cost(a)
		require.NoError(t, err)
		require.Equal(t, cost, turn.Cost(i))
	}
	require.Equal(t, turn.Sample(3), turn.Sample(3))
	require.Equal(t, turn.View(), turn.Sample(3).View(p), "a sample shows the player what they see")

	half, err := kanban.Evolve(s, mustEvents(t, s)[0])
	require.NoError(t, err)
	_, err = bots.NewTurn(half, p)
	require.Error(t, err, "a state between events")
}

func mustEvents(t *testing.T, s kanban.GameState) []kanban.Event {
	_, events, err := kanban.Apply(s, s.LegalActions()[0])
	require.NoError(t, err)
	return events
}

// Evaluate is a margin: it sums to no more than zero over the players,
// is 0 for both of two players exactly level, and at the end of a game it
// is the winner's lead in PP.
func TestEvaluate(t *testing.T) {
	for _, s := range positions(t, 3, 9, 97) {
		total := 0.0
		for _, c := range s.Players() {
			total += bots.Evaluate(s, c)
		}
		require.LessOrEqual(t, total, 1e-9)
	}
	s, err := bots.Play(config(2, 5), seatsOf(2, 5, kinds[0].make))
	require.NoError(t, err)
	r, _ := s.Result()
	lead := float64(r.Standings[0].PP - r.Standings[1].PP)
	require.Equal(t, lead, bots.Evaluate(s, r.Standings[0].Color))
	require.Equal(t, -lead, bots.Evaluate(s, r.Standings[1].Color))
	require.Equal(t, float64(r.Standings[0].PP), bots.Worth(s, r.Standings[0].Color))
}

// Play refuses a wrong number of bots and stops at a bot's error or
// refused action, returning the state before it.
func TestPlayStops(t *testing.T) {
	_, err := bots.Play(config(2, 1), seatsOf(3, 1, kinds[0].make))
	require.Error(t, err)
	s, err := bots.Play(config(2, 1), []bots.Bot{bots.NewRandom(1), botFunc(func(t *bots.Turn) (kanban.Action, error) {
		return kanban.Pass(t.Player()), nil
	})})
	require.Error(t, err)
	require.False(t, s.IsOver())
	require.Equal(t, kanban.Blue, s.Next().Player)
}

// botFunc is a Bot made of a function, as a user's own bot may be.
type botFunc func(t *bots.Turn) (kanban.Action, error)

func (f botFunc) Act(t *bots.Turn) (kanban.Action, error) { return f(t) }

// A host seats one bot a player and plays a whole game.
func ExamplePlay() {
	cfg := kanban.Config{Seed: 1, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}}
	s, err := bots.Play(cfg, []bots.Bot{bots.NewGreedy(1), bots.NewRandom(2)})
	if err != nil {
		fmt.Println(err)
		return
	}
	r, _ := s.Result()
	fmt.Println("winner:", r.Standings[0].Color)
	// Output: winner: red
}

// PlayRecord's record plays again to the state it returns.
func TestPlayRecord(t *testing.T) {
	cfg := config(3, 8)
	s, rec, err := bots.PlayRecord(cfg, seatsOf(3, 2, kinds[1].make))
	require.NoError(t, err)
	again, _, err := rec.Play()
	require.NoError(t, err)
	require.True(t, s == again)
	_, rec, err = bots.PlayRecord(cfg, seatsOf(2, 2, kinds[1].make))
	require.Error(t, err, "two bots for three players")
	require.Empty(t, rec.Actions)
}
