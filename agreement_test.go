package kanban

import (
	"regexp"
	"strings"
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// oneOfMany finds a count of 1 followed by a plural noun of the game, with
// an adjective or two between them or not: "1 Books", "1 unused Shifts",
// "1 Parts Vouchers".
var oneOfMany = regexp.MustCompile(`(^|[^\w-])1 (?:(?:[A-Z][A-Za-z&]*|unused|stored|empty|own|more|display) ){0,2}(Shifts|Books|Vouchers|tokens|cars|parts|Designs|tiles|cards|goals|players|spaces|` +
	`certifications|passes|actions|days|motors|autopilots|batteries|bodies|drivetrains|columns|benefits|garages|icons)\b`)

// requireAgrees fails when text counts 1 of a plural noun.
func requireAgrees(t *testing.T, text string, args ...any) {
	t.Helper()
	if !strings.Contains(text, "1 ") {
		return
	}
	if m := oneOfMany.FindString(text); m != "" {
		require.Failf(t, "a count of 1 with a plural noun", "%q in %q %v", m, text, args)
	}
}

// The texts the library writes for people count 1 thing in the singular
// and 2 in the plural: what a decision waits for, the narration of a gain
// of Speech tokens of which only some find a Speech space, Sandra's Design
// task when she clears a single column.
func TestCountsAgreeInNumber(t *testing.T) {
	t.Parallel()
	award := func(tiles int) string {
		return Decision{Kind: DecideAward, Player: Red, Dept: Design, Tiles: tiles}.String()
	}
	// R-SPK-2: of 2 Speech tokens gained, 1 finds the one empty Speech
	// space left, 1 goes beside the board.
	speech := func(free int) string {
		sc := newScene(t, Red, Blue)
		sc.p(Red).speech = uint8(sc.s.speechSpaces(sc.seat(Red)) - uint8(free))
		return sc.s.Narrate(Event{Kind: EvGained, Player: Red, Gain: Benefit{Speech: 3}}, Red)
	}
	// R-SAN-4 with an edition in which Sandra clears 1 column, or 2.
	columns := func(n int8) string {
		e := components.Builtin()
		e.Name = "columns"
		e.SandraDesignColumns[2] = n
		ed, err := NewEdition(e)
		require.NoError(t, err)
		s, _, err := New(Config{Players: []PlayerConfig{{Color: Red}, {Color: Blue}}, Seed: 1, Edition: ed})
		require.NoError(t, err)
		return (&narrator{s: &s, viewer: Red}).designsReturned()
	}
	for _, tc := range []struct {
		name, got, want string
	}{
		{"an Award choice among 1 tile", award(1), "red: award design 1 tile"},
		{"an Award choice among 2 tiles", award(2), "red: award design 2 tiles"},
		{"1 Speech space free", speech(1), "you gain 3 Speech tokens: 1 of your own goes onto an empty Speech space, the rest kept beside your board"},
		{"2 Speech spaces free", speech(2), "you gain 3 Speech tokens: 2 of your own go onto empty Speech spaces, the rest kept beside your board"},
	} {
		require.Equal(t, tc.want, tc.got, tc.name)
	}
	require.Contains(t, columns(1), "the display column furthest from the stacks")
	require.Contains(t, columns(2), "the 2 display columns furthest from the stacks")
}
