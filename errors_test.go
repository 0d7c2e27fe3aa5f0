package kanban

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/require"
)

// R-ENG-1: refusals are *RuleErrors naming a rule; the common ones wrap a
// sentinel a host can test with errors.Is.
func TestSentinelErrors(t *testing.T) {
	sc := newScene(t, Red, Blue)
	first := sc.s.Next().Player
	other := Red
	if first == Red {
		other = Blue
	}
	cases := []struct {
		name string
		a    Action
		want error
	}{
		{"not this player's turn", CertSpace(other, 0), ErrNotYourTurn},
		{"unknown kind", Action{Kind: 200, Player: first}, ErrUnknownAction},
		{"not what the decision takes", EndTurn(first), ErrUnknownAction},
		{"stray fields", Action{Kind: ActEndTurn, Player: first, Space: 2}, ErrUnknownAction},
		{"stale version", Action{Kind: ActCertSpace, Player: first, Version: sc.s.Version() + 5}, ErrStaleVersion},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, evs, err := Apply(sc.s, c.a)
			require.ErrorIs(t, err, c.want)
			var re *RuleError
			require.True(t, errors.As(err, &re))
			require.NotEmpty(t, re.Rule)
			require.Empty(t, evs)
		})
	}
	// The current version is accepted.
	a := CertSpace(first, 0)
	a.Version = sc.s.Version()
	sc.do(a)

	// Once the game is over nothing is taken.
	sc.s.phase = phaseOver
	_, _, err := Apply(sc.s, EndTurn(Red))
	require.ErrorIs(t, err, ErrGameOver)
	require.Equal(t, DecideNothing, sc.s.Next().Kind)
	require.Empty(t, sc.s.LegalActions())
}

// R-ENG-1: the zero GameState is no game: it takes no action and asks for
// none; accessors given values out of range return nothing.
func TestZeroStateAndBadArguments(t *testing.T) {
	var s GameState
	_, _, err := Apply(s, EndTurn(Red))
	require.ErrorIs(t, err, ErrGameOver)
	require.Equal(t, DecideNothing, s.Next().Kind)
	require.Empty(t, s.LegalActions())

	sc := newScene(t, Red, Blue)
	sp, v, d := sc.s.UpgradeValue(NoPart)
	require.Zero(t, sp+v)
	require.False(t, d)
	tiles, token := sc.s.AwardStack(Department(9))
	require.Zero(t, tiles)
	require.False(t, token)
	require.Nil(t, sc.s.TrackOrder(Department(9)))
	_, ok := sc.s.Player(NoColor)
	require.False(t, ok)
	top, size := sc.s.DesignStack(DisplayTop1)
	require.Equal(t, NoDesign, top)
	require.Zero(t, size)
}
