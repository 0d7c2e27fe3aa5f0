package kanban

import (
	"bufio"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/input"
)

// Record is a game written down as its configuration and its actions, what
// PGN is to chess: short, readable, and enough to play the game again,
// since the seed deals every random outcome. Its text form is a header and
// one action per line in the notation:
//
//	kanban record
//	schema 3
//	rules 2026.12-0123456789abcdef
//	config {"players":[{"color":"red"},{"color":"blue"}],"seed":"7"}
//
//	blue cert-space space-1
//	red cert-space space-2
//	...
//
// Tags follow the header, one a line ("tag event club night"), before the
// first action. Blank lines and lines starting with # are ignored. A record
// holds the seed, so like the full event log it stays with the host.
type Record struct {
	// Schema and Rules are the versions the game was played under
	// (SchemaVersion, and the digest of its edition's rules and data,
	// components.Version for the built-in one); Play refuses other ones.
	Schema int    // the wire format's version
	Rules  string // the rules and data version
	Config Config // the configuration, seed included, that deals the game
	// Actions are the actions in the order they were applied, with no
	// Version.
	Actions []Action
	// Tags are what a host writes about the game beside the rules, as
	// PGN's tags: who played each seat, when, where. Play ignores them.
	Tags []Tag
}

// A Tag is a name and a value a record carries about its game. The name is
// lowercase letters, digits and hyphens; the value one line of text.
type Tag struct {
	Name, Value string // such as "event" and "club night"
}

// check reports what makes a tag unwritable, or nil.
func (t Tag) check() error {
	if t.Name == "" || strings.TrimLeft(t.Name, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" {
		return fmt.Errorf("a tag's name is lowercase letters, digits and hyphens, not %s", input.Quote(t.Name))
	}
	if strings.ContainsAny(t.Value, "\r\n") || input.TrimLine(t.Value) != t.Value {
		return fmt.Errorf("tag %s: a value is one line without spaces at its ends", t.Name)
	}
	return nil
}

// Tag returns the value of the first tag of a name, and whether there is
// one.
func (r Record) Tag(name string) (string, bool) {
	for _, t := range r.Tags {
		if t.Name == name {
			return t.Value, true
		}
	}
	return "", false
}

// recordMagic opens the text of a record.
const recordMagic = "kanban record"

// RecordOf returns the record of a game from its event log: the setup
// event's configuration and the actions of its acted events. It does not
// check the log; Record.Play does, by playing it again.
func RecordOf(log []Event) (Record, error) {
	if len(log) == 0 || log[0].Kind != EvStarted || log[0].Setup == nil || log[0].Setup.Hidden {
		return Record{}, fmt.Errorf("kanban: a record is made from a host's log, which starts with the setup event")
	}
	su := log[0].Setup
	r := Record{Schema: su.Schema, Rules: su.Rules, Config: su.Config}
	for _, e := range log[1:] {
		if e.Kind == EvActed {
			r.Actions = append(r.Actions, e.Act)
		}
	}
	return r, nil
}

// Play plays the record again through the rules: New from its
// configuration, then Apply of each action. It returns the state and the
// full event log, or a *RecordError naming the first action refused.
func (r Record) Play() (GameState, []Event, error) {
	if r.Schema != SchemaVersion {
		return GameState{}, nil, &RecordError{Err: fmt.Errorf("the record is written in schema %d; this engine reads schema %d", r.Schema, SchemaVersion)}
	}
	if ed := r.Config.Edition; r.Rules != ed.Digest() {
		if ed.IsZero() {
			return GameState{}, nil, &RecordError{Err: fmt.Errorf("the game was played under rules and data %s; this engine has %s", input.Quote(r.Rules), components.Version)}
		}
		return GameState{}, nil, &RecordError{Err: fmt.Errorf("the game was played under rules and data %s, not those of its edition %s (%s)", input.Quote(r.Rules), input.Quote(ed.Name()), ed.Digest())}
	}
	s, log, err := New(r.Config)
	if err != nil {
		return GameState{}, nil, &RecordError{Err: err}
	}
	for i, a := range r.Actions {
		if s, log, err = AppendApply(log, s, a); err != nil {
			return GameState{}, nil, &RecordError{Action: i + 1, Err: err}
		}
	}
	return s, log, nil
}

// RecordError is why a record could not be read or played: the action
// (from 1; 0 for the header) and, for a text, the line (from 1) where it
// fails, and the reason, which may wrap a *RuleError.
type RecordError struct {
	Line   int   // the line of the text, from 1, or 0
	Action int   // the action, from 1, or 0 for the header
	Err    error // the reason
}

// Error returns "kanban: record line N: reason" or "kanban: record action
// N: reason".
func (e *RecordError) Error() string {
	switch {
	case e.Line > 0:
		return fmt.Sprintf("kanban: record line %d: %v", e.Line, e.Err)
	case e.Action > 0:
		return fmt.Sprintf("kanban: record action %d: %v", e.Action, e.Err)
	}
	return fmt.Sprintf("kanban: record: %v", e.Err)
}

// Unwrap returns the reason.
func (e *RecordError) Unwrap() error { return e.Err }

// String returns the record's text form.
func (r Record) String() string {
	b, _ := r.MarshalText()
	return string(b)
}

// MarshalText writes the record's text form.
func (r Record) MarshalText() ([]byte, error) {
	cfg, err := json.Marshal(r.Config)
	if err != nil {
		return nil, fmt.Errorf("kanban: record: %w", err)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s\nschema %d\nrules %s\nconfig %s\n", recordMagic, r.Schema, r.Rules, cfg)
	for _, t := range r.Tags {
		if err := t.check(); err != nil {
			return nil, fmt.Errorf("kanban: record: %w", err)
		}
		fmt.Fprintf(&sb, "tag %s %s\n", t.Name, t.Value)
	}
	sb.WriteByte('\n')
	for _, a := range r.Actions {
		a.Version = 0
		sb.WriteString(a.String())
		sb.WriteByte('\n')
	}
	return []byte(sb.String()), nil
}

// UnmarshalText reads a record's text form; ParseRecord is the same as a
// function.
func (r *Record) UnmarshalText(b []byte) error {
	out, err := ParseRecord(string(b))
	if err != nil {
		return err
	}
	*r = out
	return nil
}

// ParseRecord reads a record written by Record.String. It checks the
// header and the notation of each action; Play checks the actions against
// the rules.
func ParseRecord(text string) (Record, error) {
	var r Record
	sc := bufio.NewScanner(strings.NewReader(text))
	sc.Buffer(nil, 1<<20)
	line := 0
	fail := func(format string, args ...any) error {
		return &RecordError{Line: line, Err: fmt.Errorf(format, args...)}
	}
	header := []string{"schema", "rules", "config"} // after the first line
	for sc.Scan() {
		line++
		l := input.TrimLine(sc.Text())
		if line == 1 {
			if l != recordMagic {
				return Record{}, fail("a record starts with %q, not %s", recordMagic, input.Quote(l))
			}
			continue
		}
		if line <= 1+len(header) {
			key, val, _ := strings.Cut(l, " ")
			if key != header[line-2] {
				return Record{}, fail("want the %s line, not %s", header[line-2], input.Quote(l))
			}
			var err error
			switch key {
			case "schema":
				n, ok := input.Int(val, 32)
				if !ok {
					err = fmt.Errorf("bad schema %s", input.Quote(val))
				}
				r.Schema = int(n)
			case "rules":
				r.Rules = val
			case "config":
				if err = strictJSON([]byte(val), &r.Config); err != nil {
					err = fmt.Errorf("bad config: %w", err)
				}
			}
			if err != nil {
				return Record{}, &RecordError{Line: line, Err: err}
			}
			continue
		}
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(l, "tag "); ok && len(r.Actions) == 0 {
			name, value, _ := strings.Cut(rest, " ")
			t := Tag{Name: name, Value: input.TrimLine(value)}
			if err := t.check(); err != nil {
				return Record{}, &RecordError{Line: line, Err: err}
			}
			r.Tags = append(r.Tags, t)
			continue
		}
		a, err := ParseAction(l)
		if err != nil {
			return Record{}, &RecordError{Line: line, Err: err}
		}
		if a.Version != 0 {
			return Record{}, fail("an action of a record has no version")
		}
		r.Actions = append(r.Actions, a)
	}
	if err := sc.Err(); err != nil {
		return Record{}, &RecordError{Line: line + 1, Err: err}
	}
	if line < 1+len(header) {
		return Record{}, &RecordError{Line: line + 1, Err: fmt.Errorf("the record ends inside its header")}
	}
	return r, nil
}
