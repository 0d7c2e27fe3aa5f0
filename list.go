package kanban

import (
	"encoding/json"
	"errors"
	"fmt"
	"iter"
	"strconv"

	"github.com/kanbanev/kanban/components"
)

// MaxList is the most numbers an event's List holds: the longest ordered
// outcome of the game, a whole stack of Design tiles.
const MaxList = components.NumDesigns

// List is the ordered list of small numbers some events carry: the order a
// shuffle gave, the conveyor spaces of a push chain, the display after a
// refill. What the numbers stand for depends on the event's kind (see
// EventKind). The zero List is empty.
//
// A List is a value of fixed size, like the rest of an Event: copying an
// event copies its list, two events compare with ==, and appending events
// to a reused buffer allocates nothing.
type List struct {
	n uint8
	v [MaxList]uint8 // past n, always zero
}

// ListOf returns the list of the given numbers, or false, and the empty
// list, when there are more than MaxList.
func ListOf(values ...uint8) (List, bool) {
	var l List
	if len(values) > MaxList {
		return l, false
	}
	l.n = uint8(copy(l.v[:], values))
	return l, true
}

// listOf is ListOf for the engine, whose lists are never too long.
func listOf[T ~uint8 | ~int8](values []T) List {
	var l List
	for _, v := range values {
		l.push(uint8(v))
	}
	return l
}

// Len returns the number of numbers in the list.
func (l List) Len() int { return int(l.n) }

// At returns the i-th number, from 0, and false when the list has no i-th
// number.
func (l List) At(i int) (uint8, bool) {
	if i < 0 || i >= int(l.n) {
		return 0, false
	}
	return l.v[i], true
}

// Values returns the numbers in a new slice, nil for the empty list.
func (l List) Values() []uint8 {
	if l.n == 0 {
		return nil
	}
	return append([]uint8(nil), l.v[:l.n]...)
}

// All iterates over the list's positions and numbers, in order.
func (l List) All() iter.Seq2[int, uint8] {
	return func(yield func(int, uint8) bool) {
		for i, v := range l.v[:l.n] {
			if !yield(i, v) {
				return
			}
		}
	}
}

// items returns the numbers of the list, sharing its storage; it cannot be
// resliced past them.
func (l *List) items() []uint8 { return l.v[:l.n:l.n] }

// push appends a number; the engine's lists never outgrow MaxList.
func (l *List) push(v uint8) {
	l.v[l.n] = v
	l.n++
}

// MarshalJSON encodes the list as an array of numbers.
func (l List) MarshalJSON() ([]byte, error) {
	b := []byte{'['}
	for i, v := range l.v[:l.n] {
		if i > 0 {
			b = append(b, ',')
		}
		b = strconv.AppendUint(b, uint64(v), 10)
	}
	return append(b, ']'), nil
}

var errLongList = errors.New("a list of more than " + strconv.Itoa(MaxList) + " numbers")

// UnmarshalJSON decodes an array of numbers from 0 to 255, strictly: no
// null, no fraction, no more than MaxList.
func (l *List) UnmarshalJSON(b []byte) error {
	var values []uint8
	if err := strictJSON(b, &values); err != nil {
		return err
	}
	out, ok := ListOf(values...)
	if !ok {
		return errLongList
	}
	*l = out
	return nil
}

var _ json.Marshaler = List{}

// Equal reports whether two lists hold the same numbers in the same order,
// as == does; it lets go-cmp compare events.
func (l List) Equal(m List) bool { return l == m }

// String writes the list as its numbers between brackets, such as [3 17 0].
func (l List) String() string { return fmt.Sprint(l.Values()) }
