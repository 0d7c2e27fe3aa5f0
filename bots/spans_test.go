package bots

import (
	"testing"

	"github.com/kanbanev/kanban/internal/obs"
)

// Observe's tables fill every span of internal/obs's layout once, in its
// order, so that the layout is all that says where a value lies.
func TestSpansFollowTheLayout(t *testing.T) {
	for i, s := range tableSpans {
		if s.id != obs.TableSpan(i) {
			t.Errorf("table span %d fills %s", i, s.id.Span().Name)
		}
	}
	if len(tableSpans) != obs.NumTableSpans {
		t.Errorf("%d table spans filled, of %d", len(tableSpans), obs.NumTableSpans)
	}
	for i, s := range colleagueSpans {
		if s.id != obs.ColleagueSpan(i) {
			t.Errorf("Colleague span %d fills %s", i, s.id.Span().Name)
		}
	}
	if len(colleagueSpans) != obs.NumColleagueSpans {
		t.Errorf("%d Colleague spans filled, of %d", len(colleagueSpans), obs.NumColleagueSpans)
	}
	for i, s := range playerSpans {
		if s.id != obs.PlayerSpan(i) {
			t.Errorf("player span %d fills %s", i, s.id.Span().Name)
		}
	}
	if len(playerSpans) != obs.NumPlayerSpans {
		t.Errorf("%d player spans filled, of %d", len(playerSpans), obs.NumPlayerSpans)
	}
}
