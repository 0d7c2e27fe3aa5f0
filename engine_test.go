package kanban

import "testing"

// fold calls reveal only for the kinds in revealing: reveal must leave
// every other kind of event as it was, on a position where it would fill
// in the tops, the display and the room.
func TestRevealOnlyTheRevealingKinds(t *testing.T) {
	s := newScene(t, Red, Blue, Yellow).s
	for k := EventKind(1); k < numEventKinds; k++ {
		ev := Event{Kind: k, Source: CentralStack}
		before := ev
		s.reveal(&ev)
		if changed := ev != before; changed != revealing[k] {
			t.Errorf("%v: reveal changes it: %v; revealing says %v", k, changed, revealing[k])
		}
	}
}
