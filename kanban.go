package kanban

import "fmt"

// Config is what a game is set up from: the players in seating order, the
// seed of the random generator and the variants.
type Config struct {
	// Players are the 2 to 4 players in seating order, each with a distinct
	// colour (R-SET-1).
	Players []PlayerConfig `json:"players"`
	// Seed seeds the game's random generator; the same Config always gives
	// the same game (R-SET-2), every hidden order included, so the seed
	// must stay with the host: take it from crypto/rand, and never send it
	// to a player (Event.For leaves it out). Its JSON is a string of
	// decimal digits, since not every JSON reader keeps 64-bit integers
	// exact; a plain JSON number with the same digits is read too.
	Seed uint64 `json:"seed,string,omitzero"`
	// SandraReward plays Sandra's reward side, the variant for first games,
	// instead of her penalty side (R-SAN-3).
	SandraReward bool `json:"sandra_reward,omitempty"`
	// Solo plays the solo mode against the two Colleagues: Players then
	// holds the one human player (R-SOLO-1). Nice Sandra is SandraReward
	// (R-SOLO-28).
	Solo *SoloConfig `json:"solo,omitempty"`
	// Edition is the printed contents played with: the zero Edition is the
	// built-in one, which the JSON leaves out; another is written by name
	// and digest, and read back only where NewEdition was given it.
	Edition Edition `json:"edition,omitzero"`
}

// UnmarshalJSON decodes a configuration strictly, as the setup event and
// a record read theirs: every member spelt exactly and given once, no null,
// and the seed as a string or a number of plain decimal digits that fits 64
// bits ("7" or 7, never "07", 7.0, 7e0, -7 or +7).
func (c *Config) UnmarshalJSON(b []byte) error {
	var out configJSON
	if err := strictJSON(b, &out); err != nil {
		return fmt.Errorf("kanban: bad config: %w", err)
	}
	*c = Config(out)
	return nil
}

// configJSON is Config without its methods, for the strict decoder.
type configJSON Config

// PlayerConfig is one player's seat.
type PlayerConfig struct {
	// Color is the player's colour, which names them in actions and events.
	Color Color `json:"color"`
	// ExpertSide plays the expert side of the player board (R-SET-15).
	ExpertSide bool `json:"expert_side,omitempty"`
}

// New sets up a game (R-SET). It returns the state, which waits for the
// first player's orientation choice, and the setup event, which records the
// configuration and every random outcome.
func New(cfg Config) (GameState, []Event, error) {
	setup, err := deal(cfg)
	if err != nil {
		return GameState{}, nil, err
	}
	ev := Event{Kind: EvStarted, Action: -1, Player: NoColor, Seq: 1, Setup: setup}
	var s GameState
	s.evolve(&ev)
	return s, []Event{ev}, nil
}

// Decide checks an action against the state and returns the events it
// causes, through every automatic step that follows, up to the next choice
// a player must make. They open with the acted event, which records the
// action and how many events follow it (R-ENG-5). It never changes s. An illegal action returns a
// *RuleError (R-ENG-1).
func Decide(s GameState, a Action) ([]Event, error) {
	_, evs, err := AppendApply(nil, s, a)
	return evs, err
}

// Apply checks an action and applies it: it returns the new state and the
// events that led there (Decide folded by Evolve). s itself is not changed.
// An illegal action returns s, no events and a *RuleError.
func Apply(s GameState, a Action) (GameState, []Event, error) {
	return AppendApply(nil, s, a)
}

// AppendApply is Apply that appends the events to dst and returns the
// extended slice. A bot that reuses dst across calls applies actions without
// allocating.
func AppendApply(dst []Event, s GameState, a Action) (GameState, []Event, error) {
	dst, err := AppendApplyInPlace(dst, &s, a)
	return s, dst, err
}

// act carries out an action, its acted event first, through every
// automatic step after it up to the next choice (R-ENG-2, R-ENG-5).
func (e *engine) act(a *Action) { e.actAt(e.s.seatOf(a.Player), a) }

// actAt is act for a caller that knows the acting seat, seatOf(a.Player).
func (e *engine) actAt(seat int8, a *Action) {
	start := -1 // the acted event's index in the list, when the events are kept
	if e.events != nil {
		start = len(*e.events)
	}
	if start >= 0 {
		ev := e.add(seat, EvActed)
		ev.Act = *a
		ev.Act.Version = 0 // in the list: a field stored into a, then a read whole, would stall the processor
		e.fold(ev)
	} else {
		e.s.foldActed(e.s.version+1, e.action, 0) // an event kept nowhere need not be built
	}
	e.perform(seat, a)
	e.advance()
	if start >= 0 {
		(*e.events)[start].N = int16(len(*e.events) - start - 1)
	}
}

// AppendApplyInPlace is AppendApply for search: it applies the action to
// *s itself, in place, and appends its events to dst. *s becomes exactly
// the state AppendApply returns, and the events are the same; an illegal
// action is refused with the same *RuleError, and *s is left as it was.
// It saves the two copies of the state that passing and returning it by
// value cost. A bot that keeps the state before copies it first, as a tree
// does into a child node:
//
//	child := parent
//	events, err = kanban.AppendApplyInPlace(events[:0], &child, a)
func AppendApplyInPlace(dst []Event, s *GameState, a Action) ([]Event, error) {
	if v := s.check(a); !v.ok() {
		return dst, v.error()
	}
	e := engine{s: s, events: &dst, action: int32(s.actions)}
	e.act(&a)
	return dst, nil
}

// Version returns the number of events folded into the state. It grows with
// every event, so it names a position of the game; an action can carry it
// to be refused if the state has moved on (ErrStaleVersion).
func (s GameState) Version() uint32 { return s.version }
