package kanban

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// The JSON forms of Action and Event are objects with a "type" naming the
// kind, the envelope, and the kind's fields only:
//
//	{"type":"train","player":"red","dept":"rnd"}
//	{"seq":12,"action":3,"type":"trained","player":"red","dept":"rnd","space":2}
//
// Decoding refuses unknown types, missing fields and fields the kind does not
// have, and is strict about the rest (strict.go): no key twice, keys spelled
// exactly, no null, fixed-size arrays of their exact length, plain integers
// and nothing after the value.

// MarshalJSON encodes the action.
func (a Action) MarshalJSON() ([]byte, error) { return a.marshal(false) }

// secretGoal reports whether the action is a goal put face down whose goal
// Event.For has withheld (R-MTG-9).
func (a *Action) secretGoal() bool { return a.Kind == ActChooseGoal && a.Goal == NoGoal }

// marshal encodes the action; in an event, a withheld face-down goal is
// left out.
func (a Action) marshal(inEvent bool) ([]byte, error) {
	if a.Kind == 0 || a.Kind >= numActionKinds {
		return nil, fmt.Errorf("kanban: cannot encode action kind %d", a.Kind)
	}
	if a.Player >= components.NumColors {
		return nil, fmt.Errorf("kanban: cannot encode an action of no player")
	}
	var w objWriter
	w.str("type", a.Kind.String())
	if err := w.val("player", &a.Player); err != nil {
		return nil, err
	}
	for _, f := range actionSpecs[a.Kind].fields {
		if unused(actionSpecs[a.Kind].fields, f, a.From) || inEvent && f == fGoal && a.secretGoal() {
			continue
		}
		if err := w.val(fieldKeys[f], actionField(&a, f)); err != nil {
			return nil, err
		}
	}
	if a.Version != 0 {
		w.raw("version", strconv.AppendUint(nil, uint64(a.Version), 10))
	}
	return w.end(), nil
}

// UnmarshalJSON decodes an action.
func (a *Action) UnmarshalJSON(b []byte) error { return a.unmarshal(b, false) }

// unmarshal decodes an action; in an event, a face-down goal may be
// withheld.
func (a *Action) unmarshal(b []byte, inEvent bool) error {
	obj := new(object)
	kindName, err := readObject(b, obj)
	if err != nil {
		return err
	}
	k, ok := actionKindNamed(kindName)
	if !ok {
		return fmt.Errorf("kanban: unknown action type %s", input.Quote(kindName))
	}
	out := Action{Kind: k}
	if err := takePlayer(obj, &out.Player); err != nil {
		return err
	}
	if raw, ok := obj.pop("version"); ok {
		if err := strictJSON(raw, &out.Version); err != nil {
			return fmt.Errorf("kanban: bad version: %w", err)
		}
	}
	for _, f := range actionSpecs[k].fields {
		if unused(actionSpecs[k].fields, f, out.From) {
			continue
		}
		if !obj.has(fieldKeys[f]) && inEvent && k == ActChooseGoal && f == fGoal {
			out.Goal = NoGoal // withheld from the player the copy is for
			continue
		}
		if err := take(obj, fieldKeys[f], actionField(&out, f)); err != nil {
			return err
		}
	}
	if err := leftover(obj, kindName); err != nil {
		return err
	}
	*a = out
	return nil
}

// MarshalJSON encodes the event.
func (e Event) MarshalJSON() ([]byte, error) {
	if e.Kind == 0 || e.Kind >= numEventKinds {
		return nil, fmt.Errorf("kanban: cannot encode event kind %d", e.Kind)
	}
	var w objWriter
	w.raw("seq", strconv.AppendUint(nil, uint64(e.Seq), 10))
	w.raw("action", strconv.AppendInt(nil, int64(e.Action), 10))
	w.str("type", e.Kind.String())
	if e.Player != NoColor {
		if err := w.val("player", &e.Player); err != nil {
			return nil, err
		}
	}
	for _, f := range eventSpecs[e.Kind].fields {
		if unused(eventSpecs[e.Kind].fields, f, e.From) || withheld(&e, f) {
			continue
		}
		if f == fAct {
			b, err := e.Act.marshal(true)
			if err != nil {
				return nil, fmt.Errorf("kanban: cannot encode \"act\": %w", err)
			}
			w.raw(fieldKeys[f], b)
			continue
		}
		if err := w.val(fieldKeys[f], eventField(&e, f)); err != nil {
			return nil, err
		}
	}
	return w.end(), nil
}

// UnmarshalJSON decodes an event.
func (e *Event) UnmarshalJSON(b []byte) error {
	obj := new(object)
	kindName, err := readObject(b, obj)
	if err != nil {
		return err
	}
	k, ok := eventKindNamed(kindName)
	if !ok {
		return fmt.Errorf("kanban: unknown event type %s", input.Quote(kindName))
	}
	out := Event{Kind: k, Player: NoColor}
	if err := take(obj, "seq", &out.Seq); err != nil {
		return err
	}
	if err := take(obj, "action", &out.Action); err != nil {
		return err
	}
	if obj.has("player") {
		if err := takePlayer(obj, &out.Player); err != nil {
			return err
		}
	}
	for _, f := range eventSpecs[k].fields {
		if unused(eventSpecs[k].fields, f, out.From) {
			continue
		}
		if !obj.has(fieldKeys[f]) && withhold(&out, f) {
			continue // hidden from the player the copy is for
		}
		if f == fAct && obj.has(fieldKeys[f]) {
			raw, _ := obj.pop(fieldKeys[f])
			if err := out.Act.unmarshal(raw, true); err != nil {
				return fmt.Errorf("kanban: bad \"act\": %w", err)
			}
			continue
		}
		if err := take(obj, fieldKeys[f], eventField(&out, f)); err != nil {
			return err
		}
	}
	if k == EvStarted && out.Setup == nil {
		return fmt.Errorf("kanban: the started event needs its setup")
	}
	if k == EvActed && out.Act.Player != out.Player {
		return fmt.Errorf("kanban: an acted event's action is another player's")
	}
	if err := leftover(obj, kindName); err != nil {
		return err
	}
	*e = out
	return nil
}

// mayWithhold reports whether Event.For may withhold field f of an event
// of kind k: the generator's state, a shuffled order, a card or goal only
// its owner sees.
func mayWithhold(k EventKind, f field) bool {
	switch f {
	case fRNG:
		return true
	case fList:
		return k == EvDemandReplaced || k == EvGoalDeckReshuffled || k == EvDesignsReturned ||
			k == EvDepartmentDeckRebuilt || k == EvSelectionReshuffled
	case fCard:
		return k == EvKanbanDrawn
	case fGoal:
		return k == EvGoalDrawn || k == EvGoalChosen
	}
	return false
}

// withheld reports whether field f of e holds what Event.For leaves in
// place of hidden information; the JSON form leaves such a field out, so
// that a hidden value is never mistaken for an empty one.
func withheld(e *Event, f field) bool {
	if !mayWithhold(e.Kind, f) {
		return false
	}
	switch f {
	case fRNG:
		return e.RNG == GeneratorState{}
	case fList:
		return e.List.n == 0
	case fCard:
		return e.Card == -1
	case fGoal:
		return e.Goal == NoGoal
	}
	return false
}

// withhold sets field f of e to what Event.For leaves in place of hidden
// information, reporting whether f is a field For may withhold.
func withhold(e *Event, f field) bool {
	if !mayWithhold(e.Kind, f) {
		return false
	}
	switch f {
	case fRNG:
		e.RNG = GeneratorState{}
	case fList:
		e.List = List{}
	case fCard:
		e.Card = -1
	case fGoal:
		e.Goal = NoGoal
	}
	return true
}

// take decodes a required member into v and removes it from obj.
func take(obj *object, key string, v any) error {
	raw, ok := obj.pop(key)
	if !ok {
		return fmt.Errorf("kanban: missing %q", key)
	}
	if err := unmarshalValue(raw, v); err != nil {
		return fmt.Errorf("kanban: bad %q: %w", key, err)
	}
	return nil
}

// takePlayer decodes the "player" member, which must name a colour.
func takePlayer(obj *object, c *Color) error {
	if err := take(obj, "player", c); err != nil {
		return err
	}
	if *c >= components.NumColors {
		return fmt.Errorf("kanban: bad \"player\"")
	}
	return nil
}

func leftover(obj *object, kind string) error {
	if key, ok := obj.left(); ok {
		return fmt.Errorf("kanban: %s has no field %s", kind, input.Quote(key))
	}
	return nil
}

// objWriter writes a JSON object member by member, in order.
type objWriter struct{ buf bytes.Buffer }

func (w *objWriter) key(k string) {
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	} else {
		w.buf.WriteByte(',')
	}
	b, _ := json.Marshal(k)
	w.buf.Write(b)
	w.buf.WriteByte(':')
}

func (w *objWriter) raw(k string, v []byte) { w.key(k); w.buf.Write(v) }

func (w *objWriter) str(k, v string) {
	b, _ := json.Marshal(v)
	w.raw(k, b)
}

func (w *objWriter) val(k string, v any) error {
	b, err := marshalValue(v)
	if err != nil {
		return fmt.Errorf("kanban: cannot encode %q: %w", k, err)
	}
	w.raw(k, b)
	return nil
}

func (w *objWriter) end() []byte {
	if w.buf.Len() == 0 {
		w.buf.WriteByte('{')
	}
	w.buf.WriteByte('}')
	return w.buf.Bytes()
}
