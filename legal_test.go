package kanban_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// R-ENG-3: LegalActions names the acting player's hidden cards: in a
// Logistics turn, the Kanban Order cards of the player's hand, which no
// other player's View shows; so a host must not send the list to another
// player.
func TestLegalActionsShowOwnHand(t *testing.T) {
	s, _, err := kanban.New(seated(3, 5))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(5, 5))
	for !s.IsOver() {
		var cards []int
		for _, a := range s.LegalActions() {
			if a.Kind == kanban.ActKanban && !slices.Contains(cards, int(a.Card)) {
				cards = append(cards, int(a.Card))
			}
		}
		if len(cards) > 0 {
			p := s.Next().Player
			require.ElementsMatch(t, s.Hand(p).Kanban, cards)
			require.ElementsMatch(t, s.View(p).Hand.Kanban, cards)
			for _, other := range s.Players() {
				if other != p {
					require.NotEqual(t, p, s.View(other).Viewer)
					require.Equal(t, s.Hand(other), s.View(other).Hand, "a View shows its viewer's own hand only")
				}
			}
			return
		}
		s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
		require.NoError(t, err)
	}
	t.Fatal("no Kanban Order was ever legal")
}

// publicCandidates builds, through the constructors, every action of every
// kind by player p with every value of every field in range and one past
// it; a claim tries none, each Design on p's desk and one other tile on
// every car.
func publicCandidates(s kanban.GameState, p kanban.Color) []kanban.Action {
	var out []kanban.Action
	add := func(a kanban.Action) { out = append(out, a) }
	parts := make([]kanban.Part, components.NumParts+1)
	for i := range parts {
		parts[i] = kanban.Part(i)
	}
	add(kanban.EndTurn(p))
	add(kanban.Voucher(p))
	add(kanban.Pass(p))
	for sp := -1; sp <= components.CertSpaces; sp++ {
		add(kanban.CertSpace(p, sp))
	}
	for g := -1; g <= components.Garages; g++ {
		add(kanban.Garage(p, g))
	}
	for _, part := range parts {
		add(kanban.StartPart(p, part))
		for _, take := range parts {
			add(kanban.Recycle(p, part, take))
		}
		for n := -1; n <= components.StorageSpacesCertified+1; n++ {
			add(kanban.Collect(p, part, n))
		}
	}
	for src := range kanban.OfficeBottomStack + 2 {
		add(kanban.StartDesign(p, src))
		add(kanban.TakeDesign(p, src))
	}
	for w := range kanban.Workstation(kanban.NumWorkstations + 1) {
		add(kanban.Select(p, w))
	}
	for d := range kanban.Department(components.NumDepartments + 1) {
		add(kanban.Train(p, d))
		add(kanban.Homework(p, d))
	}
	for a := range kanban.Award(components.NumAwards + 1) {
		add(kanban.KeepAward(p, a))
	}
	for card := -1; card <= components.NumKanbanCards; card++ {
		for place := range kanban.AboveLastTwo + 2 {
			add(kanban.Kanban(p, card, place))
		}
	}
	sources := func(task func(from kanban.PartSource, give kanban.Part) kanban.Action) {
		for from := range kanban.FromRecycling + 2 {
			if from != kanban.FromRecycling {
				add(task(from, 0))
				continue
			}
			for _, give := range parts {
				add(task(from, give))
			}
		}
	}
	for m := range kanban.Model(components.NumModels + 1) {
		for _, part := range parts {
			sources(func(from kanban.PartSource, give kanban.Part) kanban.Action {
				if from == kanban.FromRecycling {
					return kanban.ProvideRecycled(p, m, part, give)
				}
				return kanban.Provide(p, m, part, from)
			})
		}
	}
	for d := range kanban.DesignTile(components.NumDesigns + 1) {
		for sp := -1; sp <= components.NumParts; sp++ {
			for _, double := range []bool{false, true} {
				sources(func(from kanban.PartSource, give kanban.Part) kanban.Action {
					if from == kanban.FromRecycling {
						return kanban.UpgradeRecycled(p, d, sp, give, double)
					}
					return kanban.Upgrade(p, d, sp, from, double)
				})
			}
		}
	}
	for to := kanban.ExitSpace - 1; to <= kanban.ConveyorSpace(components.NumConveyorSpaces); to++ {
		add(kanban.Branch(p, to))
	}
	goals := []kanban.GoalCard{kanban.NoGoal}
	for g := range kanban.GoalCard(components.NumGoals + 1) {
		goals = append(goals, g)
	}
	for _, g := range goals {
		add(kanban.ChooseGoal(p, g))
		for _, on := range goals {
			add(kanban.Speak(p, g, on))
		}
	}
	for set := range 1 << len(components.PadlockBenefits) {
		var gain kanban.Benefit
		for i, b := range components.PadlockBenefits {
			if set&(1<<i) != 0 {
				gain = gain.Add(b)
			}
		}
		add(kanban.Padlock(p, gain))
	}
	tiles := []kanban.DesignTile{kanban.NoDesign, components.NumDesigns}
	board, _ := s.Player(p)
	other := false
	for d := range kanban.DesignTile(components.NumDesigns) {
		if board.Desk.Has(d) || !other {
			tiles = append(tiles, d)
			other = other || !board.Desk.Has(d)
		}
	}
	var idx [components.MaxQueue]int
	for {
		var claims [components.MaxQueue]kanban.DesignTile
		for pos := range claims {
			claims[pos] = tiles[idx[pos]]
		}
		add(kanban.Claim(p, claims))
		pos := 0
		for ; pos < len(idx); pos++ {
			if idx[pos]++; idx[pos] < len(tiles) {
				break
			}
			idx[pos] = 0
		}
		if pos == len(idx) {
			return out
		}
	}
}

// R-ENG-1 R-ENG-2: through the public API, at positions of random games,
// Apply accepts exactly the actions LegalActions lists among every action
// the constructors build for the player to act (and a legal action by any
// other player is refused).
func TestLegalActionsAreWhatApplyAccepts(t *testing.T) {
	t.Parallel()
	long(t)
	for seed := range uint64(3) {
		s, _, err := kanban.New(seated(2+int(seed), seed+40))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 40))
		for step := 0; !s.IsOver(); step++ {
			legal := s.LegalActions()
			if step%9 == 0 {
				p := s.Next().Player
				built := 0
				for _, a := range publicCandidates(s, p) {
					_, _, err := kanban.Apply(s, a)
					if listed := slices.Contains(legal, a); listed != (err == nil) {
						t.Fatalf("at %v, %v: listed %v, Apply says %v", s.Next(), a, listed, err)
					}
					if err == nil {
						built++
					}
				}
				require.Len(t, legal, built, "at %v every listed action is built once", s.Next())
				for _, a := range legal {
					for _, other := range s.Players() {
						if other != p {
							a.Player = other
							_, _, err := kanban.Apply(s, a)
							require.Error(t, err, "%v out of turn", a)
						}
					}
				}
			}
			s, _, err = kanban.Apply(s, pick(r, legal))
			require.NoError(t, err)
		}
	}
}

// R-ENG-3: LegalActionsFor gives a seat its own legal actions when it must
// act, and nothing to any other seat or a spectator.
func TestLegalActionsFor(t *testing.T) {
	g := play(t, 3, 21, 120)
	s := g.final
	for _, c := range append(s.Players(), kanban.NoColor) {
		got := s.LegalActionsFor(c)
		if c == s.Next().Player {
			require.Equal(t, s.LegalActions(), got)
		} else {
			require.Empty(t, got, "%v is not to act", c)
		}
	}
}
