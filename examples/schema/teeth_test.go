package schema

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
)

// TestSchemaRejects shows the schemas have teeth: real documents, each
// spoilt by hand in one way, are refused.
func TestSchemaRejects(t *testing.T) {
	schemas := compiled(t)
	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 7}
	s, log, err := kanban.New(cfg)
	require.NoError(t, err)
	view := asMap(t, s.View(kanban.Red))
	train := asMap(t, kanban.Train(kanban.Red, kanban.RnD))
	started := asMap(t, log[0])
	playerStarted := asMap(t, log[0].For(kanban.Red))
	decision := asMap(t, s.Next())
	position := asMap(t, s)
	edition := asMap(t, components.Builtin())

	for _, c := range []struct {
		name, schema string
		doc          map[string]any
		spoil        func(m map[string]any)
	}{
		{"a colour that is none", "view", view, func(m map[string]any) { m["viewer"] = "green" }},
		{"a missing member", "view", view, func(m map[string]any) { delete(m, "upgrades") }},
		{"upgrades with a sixth model", "view", view, func(m map[string]any) {
			u := m["upgrades"].([]any)
			m["upgrades"] = append(u, u[0])
		}},
		{"upgrades by part type first", "view", view, func(m map[string]any) {
			u := m["upgrades"].([]any)
			m["upgrades"] = []any{u[0], u[1], u[2], u[3], u[4], u[0]}
		}},
		{"a training track too many", "view", view, func(m map[string]any) {
			p := m["players"].([]any)[0].(map[string]any)
			p["training"] = append(p["training"].([]any), 0.0)
		}},
		{"a part type that is none of them", "view", view, func(m map[string]any) {
			m["recycling_pool"] = []any{"wheel"}
		}},
		{"an action of no kind", "action", train, func(m map[string]any) { m["type"] = "fly" }},
		{"a department that is none", "action", train, func(m map[string]any) { m["dept"] = "marketing" }},
		{"a member of another kind", "action", train, func(m map[string]any) { m["part"] = "motor" }},
		{"an unknown member", "action", train, func(m map[string]any) { m["depts"] = m["dept"] }},
		{"an unknown member in a View's Decision", "view", view, func(m map[string]any) {
			m["next"].(map[string]any)["tiles"] = 2.0
		}},
		{"an action without its player", "action", train, func(m map[string]any) { delete(m, "player") }},
		{"a setup without its decks", "event", started, func(m map[string]any) {
			delete(m["setup"].(map[string]any), "goal_deck")
		}},
		{"a player's copy with the decks", "player-event", playerStarted, func(m map[string]any) {
			m["setup"].(map[string]any)["goal_deck"] = []any{1.0}
		}},
		{"a player's copy with the seed", "player-event", playerStarted, func(m map[string]any) {
			m["setup"].(map[string]any)["config"].(map[string]any)["seed"] = "7"
		}},
		{"a player's copy of another schema", "player-event", playerStarted, func(m map[string]any) {
			m["setup"].(map[string]any)["schema"] = float64(kanban.SchemaVersion + 1)
		}},
		{"a player's copy with the generator's state", "player-event", map[string]any{"seq": json.Number("5"), "action": json.Number("2"), "type": "demand-replaced"}, func(m map[string]any) {
			m["rng"] = "0123456789abcdef0123456789abcdef"
		}},
		{"a player's copy with a shuffled order", "player-event", map[string]any{"seq": json.Number("5"), "action": json.Number("2"), "type": "demand-replaced"}, func(m map[string]any) {
			m["list"] = []any{json.Number("3"), json.Number("1")}
		}},
		{"an answer with both an ID and a notation", "answer", map[string]any{"id": json.Number("3")}, func(m map[string]any) {
			m["action"] = "red pass"
		}},
		{"a message of no type", "protocol", map[string]any{"type": "refused", "n": json.Number("2"), "reason": "late", "error": "too slow"}, func(m map[string]any) {
			m["type"] = "goodbye"
		}},
		{"a decision with a member of another kind", "decision", decision, func(m map[string]any) { m["tiles"] = 2.0 }},
		{"a position of another schema", "position", position, func(m map[string]any) { m["schema"] = 0.0 }},
		{"an edition with a goal short", "edition", edition, func(m map[string]any) {
			m["goals"] = m["goals"].([]any)[1:]
		}},
		{"an edition with a measure that is none of them", "edition", edition, func(m map[string]any) {
			m["goals"].([]any)[0].(map[string]any)["measure"] = "happiness"
		}},
		{"an edition without its Kanban cards", "edition", edition, func(m map[string]any) { delete(m, "kanban_cards") }},
		{"an edition with a source that is not words", "edition", edition, func(m map[string]any) {
			m["sources"] = map[string]any{"goals": 3.0}
		}},
		{"a position with a workstation too many", "position", position, func(m map[string]any) {
			m["workstations"] = append(m["workstations"].([]any), "none")
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			m := deepCopy(t, c.doc)
			require.NoError(t, schemas[c.schema].Validate(m), "the unspoilt document is valid")
			c.spoil(m)
			require.Error(t, schemas[c.schema].Validate(m))
		})
	}
}

// The documents the library writes and never reads, the View and the
// protocol's messages, may gain members under the same SchemaVersion: a
// member the schema does not list is valid there, as a client that
// ignores it expects, but not in the Decision a View holds, which the
// library reads strictly.
func TestSchemaOpenDocuments(t *testing.T) {
	schemas := compiled(t)
	s, _, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 7})
	require.NoError(t, err)
	view := asMap(t, s.View(kanban.Red))
	view["a_later_member"] = true
	view["players"].([]any)[0].(map[string]any)["a_later_member"] = 1.0
	require.NoError(t, schemas["view"].Validate(view))
	refused := map[string]any{"type": "refused", "n": json.Number("2"), "reason": "late", "error": "too slow", "a_later_member": "x"}
	require.NoError(t, schemas["protocol"].Validate(refused))
}

func asMap(t *testing.T, v any) map[string]any {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return decode(t, b)
}

func decode(t *testing.T, b []byte) map[string]any {
	t.Helper()
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(b)))
	require.NoError(t, err)
	return doc.(map[string]any)
}

func deepCopy(t *testing.T, m map[string]any) map[string]any {
	t.Helper()
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return decode(t, b)
}
