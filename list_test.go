package kanban_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
)

// A List holds up to MaxList numbers, the longest outcome an event
// records: a Design stack, the goal deck, the Demand stack.
func TestList(t *testing.T) {
	require.GreaterOrEqual(t, kanban.MaxList, components.NumDesigns)
	require.GreaterOrEqual(t, kanban.MaxList, components.NumGoals)
	require.GreaterOrEqual(t, kanban.MaxList, len(components.DemandTiles))
	require.GreaterOrEqual(t, kanban.MaxList, components.NumKanbanCards)

	l, ok := kanban.ListOf(3, 17, 0)
	require.True(t, ok)
	require.Equal(t, 3, l.Len())
	require.Equal(t, []uint8{3, 17, 0}, l.Values())
	v, ok := l.At(1)
	require.True(t, ok)
	require.Equal(t, uint8(17), v)
	_, ok = l.At(3)
	require.False(t, ok)
	_, ok = l.At(-1)
	require.False(t, ok)
	var seen []uint8
	for i, v := range l.All() {
		require.Equal(t, len(seen), i)
		seen = append(seen, v)
	}
	require.Equal(t, l.Values(), seen)
	require.Equal(t, "[3 17 0]", l.String())

	same, _ := kanban.ListOf(3, 17, 0)
	require.True(t, l == same)
	values := l.Values()
	values[0] = 9
	require.Equal(t, uint8(3), l.Values()[0], "Values returns a copy")

	_, ok = kanban.ListOf(make([]uint8, kanban.MaxList+1)...)
	require.False(t, ok)
	full, ok := kanban.ListOf(make([]uint8, kanban.MaxList)...)
	require.True(t, ok)
	require.Equal(t, kanban.MaxList, full.Len())
	require.Nil(t, kanban.List{}.Values())

	b, err := json.Marshal(l)
	require.NoError(t, err)
	require.Equal(t, `[3,17,0]`, string(b))
	var back kanban.List
	require.NoError(t, json.Unmarshal(b, &back))
	require.True(t, back == l)
	for _, bad := range []string{`null`, `[256]`, `[-1]`, `[1.5]`, `["1"]`, `{}`, "[" + strings.Repeat("0,", kanban.MaxList) + "0]"} {
		require.Error(t, json.Unmarshal([]byte(bad), &back), bad)
	}
}
