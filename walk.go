package kanban

import "errors"

// A Walk plays a game forward in place for a search: Reset copies a
// position in, AppendLegal lists the actions of the player who must act,
// and Play applies one of them, named by its index in that list. The
// state lives inside the Walk, where only these methods change it, so an
// action Play takes from the Walk's own list is known to be legal and is
// not checked again: a step costs a good part less than AppendLegalActions
// followed by AppendApplyInPlace, which checks the action it is given. The
// states and events are exactly those of the checked path.
//
// A search walks a sampled world down its tree and on to the end of a
// rollout:
//
//	var w kanban.Walk
//	w.Reset(&sample)
//	for !w.IsOver() {
//		legal = w.AppendLegal(legal[:0])
//		if err := w.Play(pick(legal)); err != nil {
//			...
//		}
//	}
//	final := w.State()
//
// The zero Walk holds no game: it lists nothing and plays nothing until
// Reset. A copy of a Walk holds the same position but not its listing: it
// lists into a list of its own before it plays, so that neither can play
// from a list the other wrote. A Walk is not safe for use by several
// goroutines at once; a search gives each of its workers its own.
type Walk struct {
	state  GameState
	legal  []Action // the listing of state, while listed
	seat   int8     // the seat the listing is for
	listed bool
	// self is the walk that owns legal: a copy of the walk finds another
	// address here, and neither plays from nor writes into the copied
	// list.
	self *Walk
	// scratch holds each event of Play while it is folded, kept nowhere.
	scratch Event
}

// Reset copies the position *s into the walk, to play on from. It takes a
// pointer to spare a copy in the call; *s itself is not changed.
func (w *Walk) Reset(s *GameState) {
	w.state = *s
	w.listed = false
}

// AppendLegal appends the legal actions of the walk's position to dst and
// returns the extended slice, as (*GameState).AppendLegalActions does. The
// walk keeps its own copy of the list for Play, so the caller may change
// or reuse dst freely. Like every listing, it shows the acting player's
// hidden cards and tiles.
func (w *Walk) AppendLegal(dst []Action) []Action {
	if w.self != w {
		w.legal, w.self = nil, w // a list of its own, not the one it was copied with
	}
	kind, seat, _ := w.state.chooser()
	w.legal, w.seat = w.state.appendLegalAt(w.legal[:0], kind, seat), seat
	w.listed = true
	return append(dst, w.legal...)
}

// Play applies the action at index i of the walk's last listing
// (AppendLegal) to its position, through every automatic step after it,
// and keeps no events. It returns ErrNotListed, and changes nothing, when
// the position has not been listed since it last changed (or since the
// walk was copied) or i is outside the list.
func (w *Walk) Play(i int) error {
	if !w.listedAt(i) {
		return ErrNotListed
	}
	w.listed = false
	e := engine{s: &w.state, scratch: &w.scratch, action: int32(w.state.actions)}
	e.actAt(w.seat, &w.legal[i])
	return nil
}

// AppendPlay is Play that appends the action's events to dst and returns
// the extended slice: the same events AppendApplyInPlace returns.
func (w *Walk) AppendPlay(dst []Event, i int) ([]Event, error) {
	if !w.listedAt(i) {
		return dst, ErrNotListed
	}
	w.listed = false
	e := engine{s: &w.state, events: &dst, action: int32(w.state.actions)}
	e.actAt(w.seat, &w.legal[i])
	return dst, nil
}

// listedAt reports whether i is an index of the walk's listing of its
// current position: listed since it last changed, by this walk (not the
// one it was copied from), and within the list.
func (w *Walk) listedAt(i int) bool {
	return w.listed && w.self == w && uint(i) < uint(len(w.legal))
}

// State returns a copy of the walk's position.
func (w *Walk) State() GameState { return w.state }

// IsOver reports whether the walk's game has ended.
func (w *Walk) IsOver() bool { return w.state.phase == phaseOver }

// NextKind returns the kind of the walk's next decision and the player
// who makes it, as (*GameState).NextKind does.
func (w *Walk) NextKind() (DecisionKind, Color) { return w.state.NextKind() }

// Turn returns the turn in play at the walk's position, as
// GameState.Turn does.
func (w *Walk) Turn() TurnInfo { return w.state.Turn() }

// Version returns the number of events folded into the walk's position,
// as GameState.Version does.
func (w *Walk) Version() uint32 { return w.state.version }

// ErrNotListed is the error of a Walk asked to play an action that is not
// in its current listing: nothing listed since the position changed, or an
// index outside the list.
var ErrNotListed = errors.New("kanban: the walk's position has no listed action at that index")
