package kanban

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"reflect"
	"slices"

	"github.com/kanbanev/kanban/internal/input"
)

// SchemaVersion is the version of the wire format of events, actions,
// records and positions.
// The setup event records it, and Replay refuses a log written in another.
// Schema 2 opens every action's events with an acted event; schema 3
// writes every field of the notation as a word that says what it is
// ("card-11", "space-2", "double"), so that a record of schema 2 no longer
// parses.
const SchemaVersion = 3

// LogError is why Replay, ReplayUnchecked or Evolve refused a log: the
// index in the log of the first event that breaks it (from 0, the setup
// event) and the reason, which may wrap a *RuleError.
type LogError struct {
	Index int   // the index of the first bad event, from 0
	Err   error // the reason
}

// Error returns "kanban: log[N]: reason".
func (e *LogError) Error() string { return fmt.Sprintf("kanban: log[%d]: %v", e.Index, e.Err) }

// Unwrap returns the reason.
func (e *LogError) Unwrap() error { return e.Err }

func logError(i int, format string, args ...any) error {
	return &LogError{Index: i, Err: fmt.Errorf(format, args...)}
}

// Replay rebuilds a game from its event log and checks it on the way
// (R-ENG-5): the setup event must be the one New deals from the
// configuration it records, under this engine's schema and rules version,
// and the events of each action must be exactly those that applying the
// action (carried by its acted event) produces. A log cut inside the events
// of an action, or with an event edited, dropped, duplicated, reordered,
// moved to another seat or taken from another game, is refused with a
// *LogError naming the first event that breaks it. A log cut between two
// actions is a valid game so far.
//
// Replay costs about what applying the actions again costs; a host that
// reloads logs it wrote itself may use ReplayUnchecked instead.
func Replay(events []Event) (GameState, error) {
	s, err := replaySetup(events, true)
	if err != nil {
		return GameState{}, err
	}
	var buf []Event
	for i := 1; i < len(events); {
		e := &events[i]
		if e.Kind != EvActed {
			return GameState{}, logError(i, "%s opens no action: each action's events start with an acted event", brief(e.String()))
		}
		if e.Act.Player != e.Player {
			return GameState{}, logError(i, "the acted event's action is another player's")
		}
		next, evs, err := AppendApply(buf[:0], s, e.Act)
		if err != nil {
			return GameState{}, logError(i, "action %d is refused: %w", s.actions, err)
		}
		for j := range evs {
			if i+j >= len(events) {
				verb := "are"
				if len(evs)-j == 1 {
					verb = "is"
				}
				return GameState{}, logError(len(events)-1, "the log ends inside the events of action %d: %d of its %d events %s missing",
					s.actions, len(evs)-j, len(evs), verb)
			}
			if !sameEvent(&evs[j], &events[i+j]) {
				return GameState{}, logError(i+j, "action %d produces %s here, %s",
					s.actions, brief(evs[j].String()), difference(&evs[j], &events[i+j]))
			}
		}
		s, buf = next, evs
		i += len(evs)
	}
	return s, nil
}

// ReplayUnchecked folds an event log into the state it leads to without
// applying the actions again: the fast path, for logs the host wrote itself
// and stored safely. It checks the setup event's schema, rules version and
// outcomes, each event's place in the log (sequence numbers, action
// indices, the player), that each acted event's action was legal, that the
// log does not end inside an action's events, and the conservation laws of
// the state it reaches; it does not check that each event is the one its
// action produces — a log edited into a consistent but different history
// replays. Use Replay for a log from anywhere else.
func ReplayUnchecked(events []Event) (s GameState, err error) {
	s, err = replaySetup(events, false)
	if err != nil {
		return GameState{}, err
	}
	i := 1
	defer func() {
		if recover() != nil {
			s, err = GameState{}, logError(i, "%s does not fit the game", brief(events[i].String()))
		}
	}()
	for ; i < len(events); i++ {
		if err := s.place(&events[i]); err != nil {
			return GameState{}, logError(i, "%w", err)
		}
		s.evolve(&events[i])
	}
	i = len(events) - 1
	if s.inflight > 0 {
		return GameState{}, logError(i, "the log ends inside the events of action %d: %d of them are missing", s.actions-1, s.inflight)
	}
	if bad := sound(&s); bad != "" {
		return GameState{}, logError(i, "the log leads to an impossible game: %s", bad)
	}
	return s, nil
}

// replaySetup checks the setup event and lays out the table from it. With
// dealt, the setup must be exactly what New deals from its configuration.
func replaySetup(events []Event, dealt bool) (GameState, error) {
	if len(events) == 0 {
		return GameState{}, logError(0, "a log starts with the setup event; this one is empty")
	}
	var s GameState
	if err := s.fits(&events[0]); err != nil {
		return GameState{}, logError(0, "%w", err)
	}
	if dealt {
		want, err := deal(events[0].Setup.Config)
		if err != nil {
			return GameState{}, logError(0, "%w", err)
		}
		if !want.equal(events[0].Setup) {
			return GameState{}, logError(0, "the setup is not what its configuration deals")
		}
	}
	s.fold(&events[0])
	return s, nil
}

// Evolve folds one event into the state and returns the new state; s itself
// is not changed. It is meant for the events the engine produced, in their
// order — a host that shows an action's events one by one folds them with
// it, and the states between them wait for the rest (Next says
// DecideEvents). It refuses, with a *LogError and s unchanged, an event out
// of place (sequence number, action index, player), an acted event whose
// action is illegal or that does not count the events the action causes,
// and an event that leaves the state out of range or breaks the game's
// conservation laws;
// it does not check that an event is the one its action produces, which
// only Replay can do with the whole log.
func Evolve(s GameState, e Event) (GameState, error) {
	if s.nPlayers == 0 {
		next, err := replaySetup([]Event{e}, true)
		if err != nil {
			return s, err
		}
		return next, nil
	}
	at := int(s.version)
	if err := s.fits(&e); err != nil {
		return s, logError(at, "%w", err)
	}
	var want digest
	if e.Kind == EvActed {
		// the count of events the action causes is checked here, so that
		// a state between them always knows it is one, and their digest is
		// kept to check them by
		_, evs, _ := AppendApply(nil, s, e.Act)
		if !sameEvent(&evs[0], &e) {
			return s, logError(at, "the action produces %s, not %s", brief(evs[0].String()), brief(e.String()))
		}
		for i := range evs[1:] {
			want = want.with(&evs[1+i])
		}
	}
	next := s
	if !next.fold(&e) {
		return s, logError(at, "%s does not fit the game", brief(e.String()))
	}
	switch {
	case e.Kind == EvActed:
		next.expect, next.folded = want, digest{}
	case s.inflight > 0:
		next.folded = s.folded.with(&e)
		if next.inflight == 0 {
			if next.folded != s.expect {
				return s, logError(at, "the events of action %d are not those it produces", s.actions-1)
			}
			next.expect, next.folded = digest{}, digest{}
		}
	}
	if bad := sound(&next); bad != "" {
		return s, logError(at, "%s leads to an impossible game: %s", brief(e.String()), bad)
	}
	return next, nil
}

// fold folds e into s, reporting false (and s half-changed) if e could not
// be folded.
func (s *GameState) fold(e *Event) (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	s.evolve(e)
	return true
}

// digest is a running hash of events, by their notation.
type digest [2]uint64

// with returns the digest extended by an event.
func (d digest) with(e *Event) digest {
	var b [16]byte
	binary.LittleEndian.PutUint64(b[:], d[0])
	binary.LittleEndian.PutUint64(b[8:], d[1])
	sum := sha256.Sum256(append(b[:], e.String()...))
	return digest{binary.LittleEndian.Uint64(sum[:]), binary.LittleEndian.Uint64(sum[8:])}
}

// sound returns the first thing wrong with a state, or "".
func sound(s *GameState) (bad string) {
	defer func() {
		if recover() != nil {
			bad = "a value is out of range"
		}
	}()
	if list := invariants(s); list != nil {
		return list[0]
	}
	if s.inflight == 0 && s.phase != phaseOver {
		var buf [32]Action
		if len(s.AppendLegalActions(buf[:0])) == 0 {
			return "the player to act has no legal action"
		}
	}
	return ""
}

// fits is place for a state that may be out of range: it refuses an
// event whose check panics.
func (s *GameState) fits(e *Event) (err error) {
	defer func() {
		if recover() != nil {
			err = fmt.Errorf("%s does not fit the game", brief(e.String()))
		}
	}()
	return s.place(e)
}

// place checks an event's place in the log: the envelope, and for an acted
// event that its action is legal.
func (s *GameState) place(e *Event) error {
	if s.nPlayers == 0 {
		if e.Kind != EvStarted || e.Setup == nil {
			return fmt.Errorf("a log starts with the setup event")
		}
		if e.Seq != 1 || e.Action != -1 || e.Player != NoColor {
			return fmt.Errorf("the setup event has sequence number 1, action -1 and no player")
		}
		if e.Setup.Hidden {
			return fmt.Errorf("a player's copy of the setup event does not replay; only the host's does")
		}
		return e.Setup.check()
	}
	if e.Kind == 0 || e.Kind >= numEventKinds {
		return fmt.Errorf("unknown event kind %d", e.Kind)
	}
	if e.Kind == EvStarted {
		return fmt.Errorf("a second setup event")
	}
	if e.Seq != s.version+1 {
		return fmt.Errorf("sequence number %d, want %d", e.Seq, s.version+1)
	}
	if e.Player != NoColor && s.seatOf(e.Player) < 0 && (s.colleagueOf(e.Player) < 0 || e.Kind == EvActed) {
		return fmt.Errorf("%v does not play in this game", e.Player)
	}
	if e.Kind == EvActed {
		if s.inflight > 0 {
			return fmt.Errorf("a new action while %d events of action %d are missing", s.inflight, s.actions-1)
		}
		if e.Action < 0 || uint32(e.Action) != s.actions {
			return fmt.Errorf("action index %d, want %d", e.Action, s.actions)
		}
		if e.N < 0 || e.Act.Player != e.Player {
			return fmt.Errorf("a malformed acted event")
		}
		if v := s.check(e.Act); !v.ok() {
			return fmt.Errorf("action %d is refused: %w", s.actions, v.error())
		}
		return nil
	}
	if s.inflight == 0 {
		return fmt.Errorf("%s follows no action: each action's events start with an acted event", e.Kind)
	}
	if e.Action < 0 || uint32(e.Action)+1 != s.actions {
		return fmt.Errorf("action index %d, want %d", e.Action, s.actions-1)
	}
	return nil
}

// sameEvent reports whether two events are the same: every field but the
// setup as a whole value, so that no field can be left out, and the setup
// by Setup.equal (TestSameEventComparesEveryField holds both to every
// field).
func sameEvent(a, b *Event) bool {
	if a.Setup == nil || b.Setup == nil {
		return *a == *b // with one setup, the pointers differ
	}
	x, y := *a, *b
	x.Setup, y.Setup = nil, nil
	return x == y && a.Setup.equal(b.Setup)
}

// equal reports whether two setups are the same, a nil and an empty list
// alike (as their JSON may tell them).
func (su *Setup) equal(o *Setup) bool {
	return su.Schema == o.Schema && su.Rules == o.Rules && su.Hidden == o.Hidden &&
		slices.Equal(su.Config.Players, o.Config.Players) && su.Config.Seed == o.Config.Seed &&
		su.Config.SandraReward == o.Config.SandraReward && su.Config.Edition == o.Config.Edition &&
		slices.Equal(su.GoalDeck, o.GoalDeck) && slices.Equal(su.KanbanDeck, o.KanbanDeck) &&
		slices.Equal(su.Pool, o.Pool) && slices.Equal(su.FactoryGoals, o.FactoryGoals) &&
		slices.Equal(su.Designs, o.Designs) && slices.Equal(su.Demand, o.Demand) &&
		su.FinalGoal == o.FinalGoal && slices.EqualFunc(su.Awards, o.Awards, slices.Equal) &&
		su.FirstPlayer == o.FirstPlayer && su.RNG == o.RNG &&
		soloConfigEqual(su.Config.Solo, o.Config.Solo) && su.Solo.equal(o.Solo) && su.Table.equal(o.Table)
}

// equal reports whether two tables set up are the same.
func (t *SetupTable) equal(o *SetupTable) bool {
	if t == nil || o == nil {
		return t == o
	}
	x, y := *t, *o
	x.Hand, y.Hand = nil, nil
	return x == y && (t.Hand == nil) == (o.Hand == nil) &&
		(t.Hand == nil || slices.Equal(t.Hand.Goals, o.Hand.Goals) && slices.Equal(t.Hand.Kanban, o.Hand.Kanban))
}

// brief quotes at most a short prefix of a text for an error message, so
// that a long or hostile input cannot flood a host's logs.
func brief(s string) string { return input.Quote(s) }

// difference says how the event a log holds differs from the one its
// action produces: by its notation, which writes every member of the
// JSON, or, where that is the same, by the field the log's event sets
// that its kind does not carry.
func difference(want, got *Event) string {
	if g := got.String(); g != want.String() {
		return "not " + brief(g)
	}
	wv, gv := reflect.ValueOf(want).Elem(), reflect.ValueOf(got).Elem()
	for i := range wv.NumField() {
		if !reflect.DeepEqual(wv.Field(i).Interface(), gv.Field(i).Interface()) {
			return fmt.Sprintf("not the log's event, whose field %s, which a %v event does not carry, is set", wv.Type().Field(i).Name, got.Kind)
		}
	}
	return "not the event the log holds"
}
