package kanban

import (
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/components"
)

// The small sets a Decision lists its options in. Each is a bit set, so a
// Decision stays a comparable value with no slice in it; the methods return
// the members in a new slice.

// SpaceSet is a set of small space numbers (0 to 7): spaces of a
// Certification section, or garages.
type SpaceSet uint8

// Has reports whether the set holds space i.
func (s SpaceSet) Has(i int) bool { return i >= 0 && i < 8 && s&(1<<i) != 0 }

// Len returns the number of spaces in the set.
func (s SpaceSet) Len() int { return len(s.Spaces()) }

// Spaces returns the spaces in the set, in order, in a new slice.
func (s SpaceSet) Spaces() []int {
	var out []int
	for i := range 8 {
		if s.Has(i) {
			out = append(out, i)
		}
	}
	return out
}

// String lists the spaces, such as "0,2,3".
func (s SpaceSet) String() string {
	var parts []string
	for _, i := range s.Spaces() {
		parts = append(parts, strconv.Itoa(i))
	}
	return strings.Join(parts, ",")
}

func spaceSetOf(spaces []int) (SpaceSet, bool) {
	var s SpaceSet
	for _, i := range spaces {
		if i < 0 || i >= 8 || s.Has(i) {
			return 0, false
		}
		s |= 1 << i
	}
	return s, true
}

// ConveyorSet is a set of conveyor spaces, ExitSpace (off the line)
// included.
type ConveyorSet uint16

// conveyorBit returns the bit of a conveyor space, and false for none.
func conveyorBit(c ConveyorSpace) (uint, bool) {
	switch {
	case c == ExitSpace:
		return uint(components.NumConveyorSpaces), true
	case c >= 0 && c < ConveyorSpace(components.NumConveyorSpaces):
		return uint(c), true
	}
	return 0, false
}

// Has reports whether the set holds space c.
func (s ConveyorSet) Has(c ConveyorSpace) bool {
	b, ok := conveyorBit(c)
	return ok && s&(1<<b) != 0
}

// Len returns the number of spaces in the set.
func (s ConveyorSet) Len() int { return len(s.Spaces()) }

// Spaces returns the spaces in the set in a new slice, in conveyor order
// with ExitSpace last.
func (s ConveyorSet) Spaces() []ConveyorSpace {
	var out []ConveyorSpace
	for c := ConveyorSpace(0); c < ConveyorSpace(components.NumConveyorSpaces); c++ {
		if s.Has(c) {
			out = append(out, c)
		}
	}
	if s.Has(ExitSpace) {
		out = append(out, ExitSpace)
	}
	return out
}

// with returns the set with c added.
func (s ConveyorSet) with(c ConveyorSpace) ConveyorSet {
	b, _ := conveyorBit(c)
	return s | 1<<b
}

// String lists the spaces' labels, such as "b2,c1".
func (s ConveyorSet) String() string {
	var parts []string
	for _, c := range s.Spaces() {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, ",")
}

func conveyorSetOf(spaces []ConveyorSpace) (ConveyorSet, bool) {
	var s ConveyorSet
	for _, c := range spaces {
		if _, ok := conveyorBit(c); !ok || s.Has(c) {
			return 0, false
		}
		s = s.with(c)
	}
	return s, true
}

// GoalSet is a set of Performance Goal cards.
type GoalSet uint64

// Has reports whether the set holds goal g.
func (s GoalSet) Has(g GoalCard) bool { return int(g) < components.NumGoals && s&(1<<g) != 0 }

// Len returns the number of goals in the set.
func (s GoalSet) Len() int { return len(s.Cards()) }

// Cards returns the goals in the set, in card order, in a new slice.
func (s GoalSet) Cards() []GoalCard {
	var out []GoalCard
	for g := range GoalCard(components.NumGoals) {
		if s.Has(g) {
			out = append(out, g)
		}
	}
	return out
}

// String lists the goals, such as "goal-3,goal-12".
func (s GoalSet) String() string {
	var parts []string
	for _, g := range s.Cards() {
		parts = append(parts, g.String())
	}
	return strings.Join(parts, ",")
}

func goalSetOf(goals []GoalCard) (GoalSet, bool) {
	var s GoalSet
	for _, g := range goals {
		if int(g) >= components.NumGoals || s.Has(g) {
			return 0, false
		}
		s |= 1 << g
	}
	return s, true
}
