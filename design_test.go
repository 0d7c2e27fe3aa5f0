package kanban

import (
	"testing"

	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// R-DES-5: a row with several gaps: the Designs left slide away from the
// stacks in their order, and the tiles drawn first from the row's First
// Office stack slide furthest; the Central stack fills in when that stack is
// empty, the top row first.
func TestDisplayRefillWithGaps(t *testing.T) {
	sc := newScene(t, Red, Blue)
	b := &sc.s.board
	// Top row: tiles at columns 0 and 2; bottom row: only column 1.
	b.display = [components.DisplayRows][components.DisplayColumns]int8{{10, empty, 12, empty}, {empty, 21, empty, empty}}
	b.stacks[topStack] = pile{}
	fromTop(&b.stacks[topStack], []uint8{30, 31})
	b.stacks[bottomStack] = pile{}
	fromTop(&b.stacks[bottomStack], []uint8{33})
	b.stacks[centralStack] = pile{}
	fromTop(&b.stacks[centralStack], []uint8{1, 2, 3})
	sc.s.refillDisplay()
	require.Equal(t, [components.DisplayColumns]int8{31, 30, 10, 12}, b.display[0])
	// The bottom row's own stack gives one, then the Central stack.
	require.Equal(t, [components.DisplayColumns]int8{2, 1, 33, 21}, b.display[1])
	require.Equal(t, 1, b.stacks[centralStack].len())

	// Both First Office stacks empty: the Central stack fills the top row's
	// gaps first; spaces stay empty when no stack has tiles.
	b.display = [components.DisplayRows][components.DisplayColumns]int8{{empty, empty, empty, 5}, {empty, empty, empty, 6}}
	b.stacks[centralStack] = pile{}
	fromTop(&b.stacks[centralStack], []uint8{7, 8, 9, 11})
	sc.s.refillDisplay()
	require.Equal(t, [components.DisplayColumns]int8{9, 8, 7, 5}, b.display[0])
	require.Equal(t, [components.DisplayColumns]int8{empty, empty, 11, 6}, b.display[1])
}
