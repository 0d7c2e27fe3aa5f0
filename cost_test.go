package kanban_test

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// spent checks that c is what applying a to s spent, as the public
// accessors show it: the turn's Shifts and Banked Shifts (R-WRK-2,
// R-WRK-8), the player's Books (R-TRN-2), Vouchers (R-LOG-4), stored parts
// (R-WRK-6), desk Designs (R-RND-1, R-RND-4) and Speech tokens (R-MTG-3),
// and the events of the action.
func spent(t require.TestingT, s, next kanban.GameState, evs []kanban.Event, a kanban.Action, c kanban.Cost) {
	// The events name every Shift and Banked Shift paid.
	var shifts, banked int
	for _, e := range evs {
		switch e.Kind {
		case kanban.EvShiftsSpent:
			shifts += int(e.N)
		case kanban.EvBankedShiftSpent:
			banked++
		}
	}
	require.Equal(t, c.Shifts, shifts, "%v: Shifts spent", a)
	require.Equal(t, c.BankedShifts, banked, "%v: Banked Shifts spent", a)

	before, _ := s.Player(a.Player)
	after, _ := next.Player(a.Player)
	bt, at := s.Turn(), next.Turn()
	// Within a working turn what the player gains is held until it ends
	// (R-WRK-3), so what changes on the board is what the action spends;
	// the end of a turn credits, and outside a turn gains come at once.
	if bt.Player == a.Player && at.Player == a.Player && a.Kind != kanban.ActEndTurn {
		require.LessOrEqual(t, c.Shifts, bt.Shifts, "%v", a)
		require.Equal(t, bt.Worked+c.Shifts, at.Worked, "%v: Shifts worked", a)
		require.Equal(t, bt.Shifts-c.Shifts, at.Shifts, "%v: Shifts left", a)
		require.Equal(t, bt.BankedSpent+c.BankedShifts, at.BankedSpent, "%v: Banked Shifts spent", a)
		require.Equal(t, before.BankedShifts-c.BankedShifts, after.BankedShifts, "%v: Banked Shifts", a)
		require.Equal(t, before.Books-c.Books, after.Books, "%v: Books", a)
		require.Equal(t, before.Vouchers-c.Vouchers, after.Vouchers, "%v: Vouchers", a)
		var gained [components.NumParts]int
		switch a.Kind {
		case kanban.ActCollect:
			gained[a.Part] = int(a.Count)
		case kanban.ActRecycle:
			gained[a.Part] = 1
		}
		for p := range before.Parts {
			require.Equal(t, before.Parts[p]-c.Parts[p]+gained[p], after.Parts[p], "%v: stored %v", a, kanban.Part(p))
		}
		require.Equal(t, c.Designs, before.Desk&^after.Desk, "%v: Designs off the desk", a)
		require.Zero(t, c.Speech, "%v", a)
		return
	}
	if a.Kind == kanban.ActSpeak {
		placed := 0
		for _, e := range evs {
			if e.Kind == kanban.EvSpoke && e.On != kanban.NoGoal {
				placed++
			}
		}
		require.Equal(t, placed, c.Speech, "%v: Speech tokens placed", a)
		if next.Next().Kind == kanban.DecideSpeak {
			// The Meeting goes on, so no token came back yet (R-MTG-5).
			require.Equal(t, before.Speech-c.Speech, after.Speech, "%v: Speech tokens", a)
		}
		c.Speech = 0
	}
	require.True(t, c.IsZero(), "%v costs %v outside a turn", a, c)
}

// R-WRK-2, R-WRK-8, R-TRN-2, R-LOG-4, R-WRK-6, R-RND-1, R-RND-4, R-MTG-3:
// at every step of random games, every legal action costs what Apply
// spends for it, and has a description.
func TestCostIsWhatApplySpends(t *testing.T) {
	t.Parallel()
	long(t)
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		steps := rapid.IntRange(1, 600).Draw(rt, "steps")
		s, _, err := kanban.New(config(n, seed))
		require.NoError(rt, err)
		r := rand.New(rand.NewPCG(seed, 8))
		for range steps {
			if s.IsOver() {
				break
			}
			legal := s.LegalActions()
			for _, a := range legal {
				c, err := s.Cost(a)
				require.NoError(rt, err, "%v", a)
				d, err := s.Describe(a)
				require.NoError(rt, err, "%v", a)
				require.NotEmpty(rt, d, "%v", a)
				next, evs, err := kanban.Apply(s, a)
				require.NoError(rt, err, "%v", a)
				spent(rt, s, next, evs, a, c)
			}
			s, _, err = kanban.Apply(s, pick(r, legal))
			require.NoError(rt, err)
		}
	})
}

// R-ENG-1: Cost and Describe of an action Apply refuses return the error
// Apply returns, a *RuleError, and never panic; of one it accepts, no
// error.
func TestCostRefusesAsApply(t *testing.T) {
	rapid.Check(t, func(rt *rapid.T) {
		n := rapid.IntRange(2, 4).Draw(rt, "players")
		seed := rapid.Uint64().Draw(rt, "seed")
		s, _, err := kanban.New(config(n, seed))
		require.NoError(rt, err)
		r := rand.New(rand.NewPCG(seed, 9))
		for range rapid.IntRange(0, 300).Draw(rt, "steps") {
			if s.IsOver() {
				break
			}
			s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
			require.NoError(rt, err)
		}
		for range 20 {
			a := anyAction(rt, s)
			_, _, applyErr := kanban.Apply(s, a)
			_, costErr := s.Cost(a)
			d, describeErr := s.Describe(a)
			if applyErr == nil {
				require.NoError(rt, costErr, "%v", a)
				require.NoError(rt, describeErr, "%v", a)
				require.NotEmpty(rt, d)
				continue
			}
			var re *kanban.RuleError
			require.True(rt, errors.As(applyErr, &re), "%v: %v", a, applyErr)
			require.Equal(rt, applyErr, costErr, "%v", a)
			require.Equal(rt, applyErr, describeErr, "%v", a)
		}
	})
}

// anyAction draws an action of any kind with any fields, legal or not, most
// often of the player who must act.
func anyAction(t *rapid.T, s kanban.GameState) kanban.Action {
	p := s.Next().Player
	if rapid.IntRange(0, 3).Draw(t, "other player") == 0 || p == kanban.NoColor {
		p = rapid.SampledFrom(append(s.Players(), kanban.NoColor, 7)).Draw(t, "player")
	}
	if legal := s.LegalActions(); len(legal) > 0 && rapid.Bool().Draw(t, "near a legal one") {
		// A legal action with one field changed.
		a := rapid.SampledFrom(legal).Draw(t, "legal")
		switch rapid.IntRange(0, 6).Draw(t, "field") {
		case 0:
			a.Space = int8(rapid.IntRange(-2, 8).Draw(t, "space"))
		case 1:
			a.Part = kanban.Part(rapid.IntRange(0, 7).Draw(t, "part"))
		case 2:
			a.From = kanban.PartSource(rapid.IntRange(0, 4).Draw(t, "from"))
		case 3:
			a.Design = kanban.DesignTile(rapid.IntRange(0, 40).Draw(t, "design"))
		case 4:
			a.Goal = kanban.GoalCard(rapid.IntRange(0, 40).Draw(t, "goal"))
		case 5:
			a.Count = int8(rapid.IntRange(-1, 8).Draw(t, "count"))
		case 6:
			a.Version = uint32(rapid.IntRange(0, 3).Draw(t, "version"))
		}
		return a
	}
	return kanban.Action{
		Kind:        kanban.ActionKind(rapid.IntRange(0, 30).Draw(t, "kind")),
		Player:      p,
		Dept:        kanban.Department(rapid.IntRange(0, 6).Draw(t, "dept")),
		Part:        kanban.Part(rapid.IntRange(0, 7).Draw(t, "part")),
		Give:        kanban.Part(rapid.IntRange(0, 7).Draw(t, "give")),
		From:        kanban.PartSource(rapid.IntRange(0, 4).Draw(t, "from")),
		Model:       kanban.Model(rapid.IntRange(0, 6).Draw(t, "model")),
		Design:      kanban.DesignTile(rapid.IntRange(0, 36).Draw(t, "design")),
		Workstation: kanban.Workstation(rapid.IntRange(0, 11).Draw(t, "workstation")),
		Source:      kanban.DesignSource(rapid.IntRange(0, 12).Draw(t, "source")),
		Award:       kanban.Award(rapid.IntRange(0, 5).Draw(t, "award")),
		Space:       int8(rapid.IntRange(-2, 8).Draw(t, "space")),
		Count:       int8(rapid.IntRange(-1, 8).Draw(t, "count")),
		Card:        int8(rapid.IntRange(-1, 13).Draw(t, "card")),
		To:          kanban.ConveyorSpace(rapid.IntRange(-2, 14).Draw(t, "to")),
		Goal:        kanban.GoalCard(rapid.SampledFrom([]int{0, 5, 31, 32, 255}).Draw(t, "goal")),
		On:          kanban.GoalCard(rapid.SampledFrom([]int{0, 5, 31, 32, 255}).Draw(t, "on")),
		Double:      rapid.Bool().Draw(t, "double"),
	}
}
