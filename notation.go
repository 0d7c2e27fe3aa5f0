package kanban

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban/internal/input"
)

// String writes the action in the short notation ParseAction reads: the
// player, the kind and its fields in order, each a word that says what it
// is, and "@version" when Version is set, such as "red train rnd", "blue
// recycle give-body take-battery", "red kanban card-11 above-last-two" or
// "purple upgrade suv-autopilot space-5 from-storage double".
//
// A value that names itself is written alone ("rnd", "suv-battery",
// "goal-12", "none"); a number or a part whose meaning the kind gives
// follows a label ("card-11", "space-2", "garage-4", "give-body",
// "from-voucher", "play-goal-3", "on-none"); a quantity carries its unit
// ("3parts", "1shift", "-2pp"); a flag is one of two words ("double" or
// "single", "held" or "now"). Each value has one spelling, which
// ParseAction and ParseEvent require.
func (a Action) String() string {
	var sb strings.Builder
	sb.WriteString(a.Player.String())
	sb.WriteByte(' ')
	sb.WriteString(a.Kind.String())
	if a.Kind < numActionKinds {
		for _, f := range actionSpecs[a.Kind].fields {
			if unused(actionSpecs[a.Kind].fields, f, a.From) {
				continue
			}
			sb.WriteByte(' ')
			sb.WriteString(formatWord(actionField(&a, f), wordOf(&actionSpecs[a.Kind], f)))
		}
	}
	if a.Version != 0 {
		sb.WriteString(" @")
		sb.WriteString(strconv.FormatUint(uint64(a.Version), 10))
	}
	return sb.String()
}

// ParseAction reads an action written in the notation of Action.String.
func ParseAction(s string) (Action, error) {
	words := input.Words(s)
	var a Action
	if n := len(words); n > 0 && strings.HasPrefix(words[n-1], "@") {
		v, ok := input.Uint(words[n-1][1:], 32)
		if !ok || v == 0 {
			return Action{}, fmt.Errorf("kanban: bad version in %s", input.Quote(s))
		}
		a.Version = uint32(v)
		words = words[:n-1]
	}
	if len(words) < 2 {
		return Action{}, fmt.Errorf("kanban: %s is not an action: want player, kind and fields", input.Quote(s))
	}
	if err := a.Player.UnmarshalText([]byte(words[0])); err != nil || a.Player == NoColor {
		return Action{}, fmt.Errorf("kanban: %s: bad player", input.Quote(s))
	}
	k, ok := actionKindNamed(words[1])
	if !ok {
		return Action{}, fmt.Errorf("kanban: %s: unknown action kind %s", input.Quote(s), input.Quote(words[1]))
	}
	a.Kind = k
	err := parseFields(words[2:], &actionSpecs[k], &a.From, func(f field) any { return actionField(&a, f) })
	if err != nil {
		return Action{}, fmt.Errorf("kanban: %s: %s: %w", input.Quote(s), k, err)
	}
	return a, nil
}

// String writes the event in the notation ParseEvent reads: the sequence
// number and the action index, the player (or "-"), the kind and its fields
// in order, written as Action.String writes them, such as "12:3 red trained
// rnd space-2" or "13:3 red acted 2events train rnd".
func (e Event) String() string {
	var sb strings.Builder
	sb.WriteString(strconv.FormatUint(uint64(e.Seq), 10))
	sb.WriteByte(':')
	sb.WriteString(strconv.FormatInt(int64(e.Action), 10))
	sb.WriteByte(' ')
	if e.Player == NoColor {
		sb.WriteByte('-')
	} else {
		sb.WriteString(e.Player.String())
	}
	sb.WriteByte(' ')
	sb.WriteString(e.Kind.String())
	if e.Kind < numEventKinds {
		for _, f := range eventSpecs[e.Kind].fields {
			if unused(eventSpecs[e.Kind].fields, f, e.From) {
				continue
			}
			sb.WriteByte(' ')
			sb.WriteString(formatWord(eventField(&e, f), wordOf(&eventSpecs[e.Kind], f)))
		}
	}
	return sb.String()
}

// ParseEvent reads an event written in the notation of Event.String.
func ParseEvent(s string) (Event, error) {
	words := input.Words(s)
	if len(words) < 3 {
		return Event{}, fmt.Errorf("kanban: %s is not an event", input.Quote(s))
	}
	var e Event
	seq, act, ok := strings.Cut(words[0], ":")
	n, ok1 := input.Uint(seq, 32)
	a, ok2 := input.Int(act, 32)
	if !ok || !ok1 || !ok2 {
		return Event{}, fmt.Errorf("kanban: %s: bad sequence and action numbers", input.Quote(s))
	}
	e.Seq, e.Action = uint32(n), int32(a)
	e.Player = NoColor
	if words[1] != "-" {
		if err := e.Player.UnmarshalText([]byte(words[1])); err != nil || e.Player == NoColor {
			return Event{}, fmt.Errorf("kanban: %s: bad player", input.Quote(s))
		}
	}
	k, ok := eventKindNamed(words[2])
	if !ok {
		return Event{}, fmt.Errorf("kanban: %s: unknown event kind %s", input.Quote(s), input.Quote(words[2]))
	}
	e.Kind = k
	err := parseFields(words[3:], &eventSpecs[k], &e.From, func(f field) any { return eventField(&e, f) })
	if err != nil {
		return Event{}, fmt.Errorf("kanban: %s: %s: %w", input.Quote(s), k, err)
	}
	if k == EvActed {
		if e.Player == NoColor {
			return Event{}, fmt.Errorf("kanban: %s: an acted event names its player", input.Quote(s))
		}
		e.Act.Player = e.Player
	}
	return e, nil
}

// parseFields reads a kind's fields, one word each, in order; from is the
// value's part source, which says whether the Give field is written.
func parseFields(words []string, spec *kindSpec, from *PartSource, ptr func(field) any) error {
	for _, f := range spec.fields {
		if unused(spec.fields, f, *from) {
			continue
		}
		if len(words) == 0 {
			return fmt.Errorf("missing %s", fieldKeys[f])
		}
		if a, ok := ptr(f).(*Action); ok {
			// an acted event's action takes the rest of the words; its
			// player is the event's, set by the caller
			act, err := ParseAction(Red.String() + " " + strings.Join(words, " "))
			if err != nil {
				return fmt.Errorf("bad %s: %w", fieldKeys[f], err)
			}
			*a = act
			words = nil
			continue
		}
		if err := parseWord(words[0], ptr(f), wordOf(spec, f)); err != nil {
			return fmt.Errorf("bad %s: %w", fieldKeys[f], err)
		}
		words = words[1:]
	}
	if len(words) > 0 {
		return fmt.Errorf("too many fields")
	}
	return nil
}
