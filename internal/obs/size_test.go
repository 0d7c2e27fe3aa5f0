package obs

import (
	"testing"

	"github.com/kanbanev/kanban/components"
)

// The spans add up to Size, and Fields lists them end to end.
func TestSize(t *testing.T) {
	fields := Fields()
	last := fields[len(fields)-1]
	if got := last.Offset + last.Size; got != Size {
		t.Fatalf("the spans add up to %d, not %d", got, Size)
	}
	if got := PlayerStart + components.NumColors*PlayerBlock; got != Size {
		t.Fatalf("the player blocks end at %d, not %d", got, Size)
	}
	for _, f := range fields {
		switch f.Name {
		case "solo.lacerda.pp":
			if f.Offset != ColleagueStart {
				t.Errorf("Lacerda's block at %d, ColleagueStart %d", f.Offset, ColleagueStart)
			}
		case "players[0].present":
			if f.Offset != PlayerStart {
				t.Errorf("the first player block at %d, PlayerStart %d", f.Offset, PlayerStart)
			}
		}
	}
}
