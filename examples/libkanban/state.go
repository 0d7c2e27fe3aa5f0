package main

/*
#include <stdint.h>
*/
import "C"

import (
	"encoding/json"
	"fmt"
	"runtime/cgo"
	"slices"
	"sync"
	"time"
	"unsafe"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// terminal is current_player's answer once the game is over, as
// OpenSpiel's kTerminalPlayerId.
const terminal = -4

// state is a game behind a handle: its position in a Walk, which plays the
// actions of its own listing without checking them again, the listing and
// its action IDs while listed, and the IDs applied since the deal.
type state struct {
	mu      sync.Mutex
	w       kanban.Walk
	seats   []kanban.Color
	legal   []kanban.Action
	ids     []int
	listed  bool
	history []int32
	// cur is a copy of the Walk's position, made where one is read (the
	// observation, the IDs): a field, so that no copy escapes to the heap.
	cur kanban.GameState
}

// newState returns a state at position s, its history given.
func newState(s *kanban.GameState, history []int32) *state {
	st := &state{seats: s.Players(), history: history}
	st.w.Reset(s)
	return st
}

// list makes the listing of the position and its IDs, if not made yet.
func (st *state) list() error {
	if st.listed {
		return nil
	}
	st.legal = st.w.AppendLegal(st.legal[:0])
	st.cur = st.w.State()
	ids, err := bots.AppendLegalIDs(st.ids[:0], &st.cur, st.legal)
	if err != nil {
		return &failure{kind: "internal", msg: err.Error()}
	}
	st.ids, st.listed = ids, true
	return nil
}

// seat returns the index of colour c among the players, -1 for none.
func (st *state) seat(c kanban.Color) int { return slices.Index(st.seats, c) }

// player returns the colour of seat i, NoColor for -1 (a spectator).
func (st *state) player(i int) (kanban.Color, error) {
	if i == -1 {
		return kanban.NoColor, nil
	}
	if i < 0 || i >= len(st.seats) {
		return kanban.NoColor, valueErr("player %d: the game has players 0 to %d", i, len(st.seats)-1)
	}
	return st.seats[i], nil
}

// current returns the seat to act, terminal once the game is over.
func (st *state) current() int {
	if st.w.IsOver() {
		return terminal
	}
	_, p := st.w.NextKind()
	return st.seat(p)
}

// apply plays the action of ID id, refusing an ID that names no legal
// action with the rule it breaks.
func (st *state) apply(id int) error {
	if err := st.list(); err != nil {
		return err
	}
	if i := slices.Index(st.ids, id); i >= 0 {
		if err := st.w.Play(i); err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		st.listed = false
		st.history = append(st.history, int32(id))
		return nil
	}
	return st.refusal(id)
}

// refusal says why ID id names no legal action: the rule the engine
// refuses its action with, or that the ID names none.
func (st *state) refusal(id int) error {
	s := st.w.State()
	if s.IsOver() {
		return illegal(fmt.Errorf("the game is over"))
	}
	a, err := bots.ActionOf(s.View(s.Next().Player), id)
	if err != nil {
		return illegal(err)
	}
	a.Version = s.Version()
	if _, _, err := kanban.Apply(s, a); err != nil {
		return illegal(err)
	}
	return illegal(fmt.Errorf("action %d (%v) is not in the listing", id, a))
}

// handleOf returns the state behind handle h, locked; the caller unlocks.
func handleOf(h C.uint64_t) (*state, error) {
	st, ok := lookup(h).(*state)
	if !ok {
		return nil, valueErr("handle %d is no game state", uint64(h))
	}
	st.mu.Lock()
	return st, nil
}

// lookup returns the value behind a handle, nil for none. cgo.Handle.Value
// panics on a handle it does not know: a freed or made-up one.
func lookup(h C.uint64_t) (v any) {
	defer func() {
		if recover() != nil {
			v = nil
		}
	}()
	if h == 0 {
		return nil
	}
	return cgo.Handle(h).Value()
}

// withState runs f on the state behind h, returning its error as the C
// convention's; a panic under f is an internal error.
func withState(h C.uint64_t, f func(st *state) error) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	st, err := handleOf(h)
	if err != nil {
		return nil
	}
	defer st.mu.Unlock()
	err = f(st)
	return nil
}

// newHandle returns a handle for v in *out.
func newHandle(v any, out *C.uint64_t) { *out = C.uint64_t(cgo.NewHandle(v)) }

// cString returns s as a C string in *out, for the caller to free with
// kb_free_string.
func cString(s string, out **C.char) { *out = C.CString(s) }

// kb_sizes reports the sizes of the arrays: the number of action IDs (a
// mask's length), an observation's length and the most players a game has.
//
//export kb_sizes
func kb_sizes(actions, observation, players *C.int) {
	*actions, *observation, *players = C.int(bots.NumActionIDs), C.int(bots.ObservationSize), 4
}

// kb_network reports what a network file for bots.DecodeNetwork records
// of its inputs and outputs: the binary form's version, the digest of the
// observation's layout and the action IDs, and the seats its value head
// rates, for a trainer that writes one.
//
//export kb_network
func kb_network(version *C.int, layout *C.uint64_t, seats *C.int) {
	*version, *layout, *seats = C.int(bots.NetworkVersion), C.uint64_t(bots.NetworkLayout()), C.int(bots.NetworkSeats)
}

// kb_edition_digest writes to *out the digest of the edition in the file
// at path ("" for the built-in edition, whose digest is
// components.Version): what a network file records of the games it learnt
// from (bots.NetworkWeights.Edition).
//
//export kb_edition_digest
func kb_edition_digest(path *C.char, out **C.char) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	if out == nil {
		err = valueErr("no place for the digest")
		return nil
	}
	e, err := loadEdition(C.GoString(path))
	if err != nil {
		return nil
	}
	cString(e.Digest(), out)
	return nil
}

// kb_new deals a game from config, the library's Config JSON, with the
// edition in the file at path edition ("" for the built-in one), its
// state's handle in *out.
//
//export kb_new
func kb_new(config, edition *C.char, out *C.uint64_t) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	cfg, err := parseConfig(C.GoString(config), C.GoString(edition))
	if err != nil {
		return nil
	}
	s, _, err := kanban.New(cfg)
	if err != nil {
		err = valueErr("%v", err)
		return nil
	}
	newHandle(newState(&s, nil), out)
	return nil
}

// kb_free frees a handle: a state's, a batch's or a network's. Freeing 0
// or a freed handle does nothing.
//
//export kb_free
func kb_free(h C.uint64_t) {
	defer func() { _ = recover() }()
	if lookup(h) != nil {
		cgo.Handle(h).Delete()
	}
}

// kb_clone copies the state behind h, history and all, into a new one.
//
//export kb_clone
func kb_clone(h C.uint64_t, out *C.uint64_t) *C.char {
	return withState(h, func(st *state) error {
		s := st.w.State()
		newHandle(newState(&s, slices.Clone(st.history)), out)
		return nil
	})
}

// kb_current_player sets *out to the seat to act, or -4 once the game is
// over.
//
//export kb_current_player
func kb_current_player(h C.uint64_t, out *C.int) *C.char {
	return withState(h, func(st *state) error {
		*out = C.int(st.current())
		return nil
	})
}

// kb_num_players sets *out to the number of players.
//
//export kb_num_players
func kb_num_players(h C.uint64_t, out *C.int) *C.char {
	return withState(h, func(st *state) error {
		*out = C.int(len(st.seats))
		return nil
	})
}

// kb_legal writes the legal action IDs, sorted, to dst (room for size of
// them, NumActionIDs always being enough) and their number to *n: none
// once the game is over.
//
//export kb_legal
func kb_legal(h C.uint64_t, dst *C.int32_t, size C.int, n *C.int) *C.char {
	return withState(h, func(st *state) error {
		*n = 0
		if st.w.IsOver() {
			return nil
		}
		if err := st.list(); err != nil {
			return err
		}
		if int(size) < len(st.ids) {
			return valueErr("room for %d IDs, %d legal", int(size), len(st.ids))
		}
		out := unsafe.Slice((*int32)(unsafe.Pointer(dst)), len(st.ids))
		for i, id := range st.ids {
			out[i] = int32(id)
		}
		slices.Sort(out)
		*n = C.int(len(st.ids))
		return nil
	})
}

// kb_mask writes the legal mask to dst, NumActionIDs bytes: 1 at each legal
// ID, 0 elsewhere.
//
//export kb_mask
func kb_mask(h C.uint64_t, dst *C.uint8_t) *C.char {
	return withState(h, func(st *state) error {
		out := unsafe.Slice((*uint8)(unsafe.Pointer(dst)), bots.NumActionIDs)
		clear(out)
		if st.w.IsOver() {
			return nil
		}
		if err := st.list(); err != nil {
			return err
		}
		for _, id := range st.ids {
			out[id] = 1
		}
		return nil
	})
}

// kb_apply plays the action of ID id; an ID that names no legal action is
// refused with the rule it breaks, the state unchanged.
//
//export kb_apply
func kb_apply(h C.uint64_t, id C.int) *C.char {
	return withState(h, func(st *state) error { return st.apply(int(id)) })
}

// kb_observe writes seat player's observation (bots.Observe of their
// View; -1 for a spectator's) to dst, ObservationSize floats.
//
//export kb_observe
func kb_observe(h C.uint64_t, player C.int, dst *C.float) *C.char {
	return withState(h, func(st *state) error {
		c, err := st.player(int(player))
		if err != nil {
			return err
		}
		s := st.w.State()
		out := unsafe.Slice((*float32)(unsafe.Pointer(dst)), bots.ObservationSize)
		bots.ObserveState(&s, c, out[:0])
		return nil
	})
}

// kb_action_string writes the notation of the action of ID id, for the
// seat to act, to *out.
//
//export kb_action_string
func kb_action_string(h C.uint64_t, id C.int, out **C.char) *C.char {
	return withState(h, func(st *state) error {
		s := st.w.State()
		if s.IsOver() {
			return valueErr("the game is over: no action has an ID")
		}
		a, err := bots.ActionOf(s.View(s.Next().Player), int(id))
		if err != nil {
			return valueErr("%v", err)
		}
		cString(a.String(), out)
		return nil
	})
}

// kb_string_action sets *out to the ID of the action in notation text,
// for the seat to act.
//
//export kb_string_action
func kb_string_action(h C.uint64_t, text *C.char, out *C.int) *C.char {
	return withState(h, func(st *state) error {
		a, err := kanban.ParseAction(C.GoString(text))
		if err != nil {
			return valueErr("%v", err)
		}
		s := st.w.State()
		if s.IsOver() {
			return valueErr("the game is over: no action has an ID")
		}
		id, err := bots.ActionID(s.View(s.Next().Player), a)
		if err != nil {
			return valueErr("%v", err)
		}
		*out = C.int(id)
		return nil
	})
}

// kb_returns writes each seat's reward to dst, one a player: what
// bots.WinReward gives at the end (1 shared among the winners; in solo,
// the mean of winning and the PP's level), 0 before it.
//
//export kb_returns
func kb_returns(h C.uint64_t, dst *C.double) *C.char {
	return withState(h, func(st *state) error {
		out := unsafe.Slice((*float64)(unsafe.Pointer(dst)), len(st.seats))
		clear(out)
		if !st.w.IsOver() {
			return nil
		}
		s := st.w.State()
		bots.WinReward{}.Reward(&s, out)
		return nil
	})
}

// kb_final_pp writes each seat's PP to dst, one a player: the final PP
// once the game is over, the PP so far before.
//
//export kb_final_pp
func kb_final_pp(h C.uint64_t, dst *C.int) *C.char {
	return withState(h, func(st *state) error {
		out := unsafe.Slice((*C.int)(unsafe.Pointer(dst)), len(st.seats))
		s := st.w.State()
		if r, over := s.Result(); over {
			for _, x := range r.Standings {
				if i := st.seat(x.Color); i >= 0 {
					out[i] = C.int(x.PP)
				}
			}
			return nil
		}
		v := s.View(kanban.NoColor)
		for i, c := range st.seats {
			for _, p := range v.Players {
				if p.Color == c {
					out[i] = C.int(p.PP)
				}
			}
		}
		return nil
	})
}

// kb_view writes seat player's View (-1: a spectator's) as JSON to *out.
//
//export kb_view
func kb_view(h C.uint64_t, player C.int, out **C.char) *C.char {
	return withState(h, func(st *state) error {
		c, err := st.player(int(player))
		if err != nil {
			return err
		}
		b, err := json.Marshal(st.w.State().View(c))
		if err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		cString(string(b), out)
		return nil
	})
}

// kb_history writes the IDs applied since the deal to dst (room for size)
// and their number to *n; with too little room it writes none and sets
// *n to the number needed.
//
//export kb_history
func kb_history(h C.uint64_t, dst *C.int32_t, size C.int, n *C.int) *C.char {
	return withState(h, func(st *state) error {
		*n = C.int(len(st.history))
		if int(size) < len(st.history) {
			return nil
		}
		copy(unsafe.Slice((*int32)(unsafe.Pointer(dst)), len(st.history)), st.history)
		return nil
	})
}

// saved is what kb_serialize writes: the position (the library's position
// format) and the IDs that led to it.
type saved struct {
	Position json.RawMessage `json:"position"`
	History  []int32         `json:"history"`
}

// kb_serialize writes the state as JSON to *out: {"position": …,
// "history": […]}.
//
//export kb_serialize
func kb_serialize(h C.uint64_t, out **C.char) *C.char {
	return withState(h, func(st *state) error {
		pos, err := json.Marshal(st.w.State())
		if err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		b, err := json.Marshal(saved{Position: pos, History: append([]int32{}, st.history...)})
		if err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		cString(string(b), out)
		return nil
	})
}

// kb_deserialize reads a state kb_serialize wrote, or a bare position,
// into a new handle in *out; edition is the path of the edition file the
// game was dealt with ("" for the built-in one).
//
//export kb_deserialize
func kb_deserialize(text, edition *C.char, out *C.uint64_t) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	if _, err = loadEdition(C.GoString(edition)); err != nil {
		return nil
	}
	raw := []byte(C.GoString(text))
	var sv saved
	var probe map[string]json.RawMessage
	if err = json.Unmarshal(raw, &probe); err != nil {
		err = valueErr("not a saved state: %v", err)
		return nil
	}
	if _, ok := probe["position"]; ok {
		if err = json.Unmarshal(raw, &sv); err != nil {
			err = valueErr("not a saved state: %v", err)
			return nil
		}
	} else {
		sv.Position = raw
	}
	var s kanban.GameState
	if err = json.Unmarshal(sv.Position, &s); err != nil {
		err = valueErr("%v", err)
		return nil
	}
	for _, id := range sv.History {
		if id < 0 || int(id) >= bots.NumActionIDs {
			err = valueErr("history: %d is no action ID", id)
			return nil
		}
	}
	newHandle(newState(&s, sv.History), out)
	return nil
}

// kb_resample writes to *out a new state that seat player could be in,
// consistent with everything they have seen (GameState.Determinize), from
// seed. Its history is empty: the IDs that led to the real state are not
// the sampled one's.
//
//export kb_resample
func kb_resample(h C.uint64_t, player C.int, seed C.uint64_t, out *C.uint64_t) *C.char {
	return withState(h, func(st *state) error {
		c, err := st.player(int(player))
		if err != nil || c == kanban.NoColor {
			return valueErr("player %d: a player's seat is needed", int(player))
		}
		d, err := st.w.State().Determinize(c, uint64(seed))
		if err != nil {
			return valueErr("%v", err)
		}
		newHandle(newState(&d, nil), out)
		return nil
	})
}

// kb_search runs ISMCTS for the seat to act (bots.ISMCTS.Search) with
// iterations, or for nanos nanoseconds when nanos > 0, on workers
// goroutines, from seed: it writes each legal ID's visits to visits
// (NumActionIDs floats, 0 for the rest), the root value for the seat to
// act to *value and the chosen ID to *chosen. It is kb_search_bot's
// "ismcts".
//
//export kb_search
func kb_search(h C.uint64_t, iterations C.int, nanos C.int64_t, workers C.int, seed C.uint64_t, visits *C.float, value *C.double, chosen *C.int) *C.char {
	return search(h, "ismcts", 0, iterations, nanos, workers, seed, visits, value, chosen)
}

// kb_search_bot is kb_search with the search of bot: "ismcts"
// (bots.NewISMCTS), "learned" (bots.NewLearned) or "neural"
// (bots.NewNeural), the last with the network behind the handle network
// (from kb_network_load) instead of the embedded one when network is not
// 0.
//
//export kb_search_bot
func kb_search_bot(h C.uint64_t, bot *C.char, network C.uint64_t, iterations C.int, nanos C.int64_t, workers C.int, seed C.uint64_t, visits *C.float, value *C.double, chosen *C.int) *C.char {
	return search(h, C.GoString(bot), network, iterations, nanos, workers, seed, visits, value, chosen)
}

// search is kb_search_bot.
func search(h C.uint64_t, kind string, network C.uint64_t, iterations C.int, nanos C.int64_t, workers C.int, seed C.uint64_t, visits *C.float, value *C.double, chosen *C.int) *C.char {
	var net *bots.Network
	if network != 0 {
		n, ok := lookup(network).(*bots.Network)
		if !ok {
			return cError(valueErr("handle %d is no network", uint64(network)))
		}
		if kind != "neural" {
			return cError(valueErr("bot %q: only the neural bot searches with a network", kind))
		}
		net = n
	}
	return withState(h, func(st *state) error {
		s := st.w.State()
		if s.IsOver() {
			return valueErr("the game is over: nobody is to act")
		}
		p := s.Next().Player
		turn, err := bots.NewTurn(s, p)
		if err != nil {
			return valueErr("%v", err)
		}
		if iterations < 0 || iterations > 10_000_000 || nanos < 0 || workers < 0 || workers > 256 {
			return valueErr("iterations %d, nanos %d, workers %d: out of range", int(iterations), int64(nanos), int(workers))
		}
		var b *bots.ISMCTS
		switch kind {
		case "ismcts":
			b = bots.NewISMCTS(uint64(seed), int(iterations))
		case "learned":
			b = bots.NewLearned(uint64(seed), int(iterations))
		case "neural":
			b = bots.NewNeural(uint64(seed), int(iterations))
			if net != nil {
				b.Network = net
			}
		default:
			return valueErr("bot %q: the bots that search are ismcts, learned and neural", kind)
		}
		b.Workers, b.Fresh = int(workers), true
		if nanos > 0 {
			b.Iterations, b.Duration = 0, time.Duration(nanos)
		}
		r, err := b.Search(turn)
		if err != nil {
			return valueErr("%v", err)
		}
		out := unsafe.Slice((*float32)(unsafe.Pointer(visits)), bots.NumActionIDs)
		clear(out)
		v := s.View(p)
		for _, x := range r.Visits {
			id, err := bots.ActionID(v, x.Action)
			if err != nil {
				return &failure{kind: "internal", msg: err.Error()}
			}
			out[id] = float32(x.Visits)
		}
		id, err := bots.ActionID(v, r.Action)
		if err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		*value, *chosen = C.double(r.RootValue), C.int(id)
		return nil
	})
}

// kb_network_load reads a network file's n bytes at data
// (bots.DecodeNetwork's form, as a trainer writes it) into a handle for
// kb_search_bot, freed with kb_free.
//
//export kb_network_load
func kb_network_load(data *C.char, n C.int64_t, out *C.uint64_t) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	if n < 0 || n > 1<<30 || out == nil || (data == nil && n > 0) {
		err = valueErr("%d bytes at %p into %p: out of range", int64(n), data, out)
		return nil
	}
	net, derr := bots.DecodeNetwork(C.GoBytes(unsafe.Pointer(data), C.int(n)))
	if derr != nil {
		err = valueErr("%v", derr)
		return nil
	}
	newHandle(net, out)
	return nil
}

// kb_render writes the state in words to *out: the day, each player's PP
// and what the game waits for.
//
//export kb_render
func kb_render(h C.uint64_t, out **C.char) *C.char {
	return withState(h, func(st *state) error {
		s := st.w.State()
		v := s.View(kanban.NoColor)
		text := fmt.Sprintf("day %d, week %d\n", v.Day, v.Week)
		for _, p := range v.Players {
			text += fmt.Sprintf("  %v: %d PP\n", p.Color, p.PP)
		}
		text += s.Next().Describe() + "\n"
		cString(text, out)
		return nil
	})
}
