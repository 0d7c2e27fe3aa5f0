package schema

import (
	"slices"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// textEnum is a small enumeration whose JSON is its MarshalText name.
type textEnum interface {
	~uint8
	MarshalText() ([]byte, error)
}

// names returns every name MarshalText writes for a type, in value order:
// the vocabulary of the code itself, never a copy of it.
func names[T textEnum]() []string {
	var out []string
	for v := range 256 {
		if b, err := T(v).MarshalText(); err == nil {
			out = append(out, string(b))
		}
	}
	return out
}

// conveyorNames returns the conveyor spaces' labels, ExitSpace's included.
func conveyorNames() []string {
	var out []string
	for v := -128; v < 128; v++ {
		if b, err := kanban.ConveyorSpace(v).MarshalText(); err == nil {
			out = append(out, string(b))
		}
	}
	return out
}

// without returns names without the given ones.
func without(names []string, drop ...string) []string {
	return slices.DeleteFunc(slices.Clone(names), func(n string) bool { return slices.Contains(drop, n) })
}

// anyList returns names as enum values.
func anyList(names []string) []any {
	out := make([]any, len(names))
	for i, n := range names {
		out[i] = n
	}
	return out
}

// enumTable returns the enumerations by Go type name.
func (src *source) enumTable() map[string][]any {
	colors := names[kanban.Color]()
	workstations := names[kanban.Workstation]()
	return map[string][]any{
		"components.Color":           anyList(colors),
		"components.Department":      anyList(names[kanban.Department]()),
		"components.Part":            anyList(names[kanban.Part]()),
		"components.Model":           anyList(names[kanban.Model]()),
		"components.Award":           anyList(names[kanban.Award]()),
		"components.GoalMeasure":     anyList(names[kanban.GoalMeasure]()),
		"components.Difficulty":      anyList(names[components.Difficulty]()),
		"components.FactoryGoalKind": anyList(names[components.FactoryGoalKind]()),
		"components.AchievementKind": anyList(names[components.AchievementKind]()),
		"kanban.Workstation":         anyList(workstations),
		"kanban.DesignTile":          anyList(names[kanban.DesignTile]()),
		"kanban.GoalCard":            anyList(names[kanban.GoalCard]()),
		"kanban.PartSource":          anyList(names[kanban.PartSource]()),
		"kanban.KanbanPlacement":     anyList(names[kanban.KanbanPlacement]()),
		"kanban.DesignSource":        anyList(names[kanban.DesignSource]()),
		"kanban.DecisionKind":        anyList(names[kanban.DecisionKind]()),
		"kanban.ScoreCategory":       anyList(names[kanban.ScoreCategory]()),
		"kanban.ConveyorSpace":       anyList(conveyorNames()),
		// The position's own words (position.go): its phases, who sits in
		// a place (a colour, Sandra or nobody) and a working position (a
		// workstation, Sandra's desk or none).
		"kanban.phase":     anyList(src.stringList(kanbanPath, "phaseNames")),
		"kanban.worker":    anyList(append(slices.Clone(colors), "sandra")),
		"kanban.workPlace": anyList(append(slices.Clone(workstations), "desk")),
	}
}
