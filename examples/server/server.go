package main

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"maps"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/botspec"
	"github.com/kanbanev/kanban/examples/server/store"
)

// The kinds of seat a game can have: a person, who acts through the API
// with the seat's token, or one of package bots' bots, which the server
// plays. Learned is ISMCTS whose rollouts follow the learnt policy
// (bots.NewLearned), and Neural a search guided by the trained network
// (bots.NewNeural), each with a budget as ISMCTS's.
const (
	Human   = "human"
	Random  = "random"
	Greedy  = "greedy"
	ISMCTS  = "ismcts"
	Learned = "learned"
	Neural  = "neural"
)

// A seatKind is a kind of seat and the bot that plays it.
type seatKind struct {
	name string
	// budgeted says whether the seat searches a budget a decision, its
	// iterations or its time per decision: an ISMCTS search, which the
	// server's bounds limit (checkSeats).
	budgeted bool
	// bot returns the bot of the seed for a seat of the kind; nil for a
	// person's.
	bot func(seed uint64, seat store.Seat) bots.Bot
}

// seatKinds are the kinds of seat, in the order messages list them: a
// person's, then the bots the example programs share (botspec).
var seatKinds = func() []seatKind {
	kinds := []seatKind{{name: Human}}
	for _, name := range botspec.Names(false) {
		k, _ := botspec.Lookup(name)
		kinds = append(kinds, seatKind{name: name, budgeted: k.Budgeted, bot: func(seed uint64, st store.Seat) bots.Bot {
			return k.New(seed, botspec.Budget{Iterations: st.Iterations, Duration: st.DecisionTime})
		}})
	}
	return kinds
}()

// kindOf returns the kind of seat of the name, or false if there is none.
func kindOf(name string) (seatKind, bool) {
	i := slices.IndexFunc(seatKinds, func(k seatKind) bool { return k.name == name })
	if i < 0 {
		return seatKind{}, false
	}
	return seatKinds[i], true
}

// budgeted says whether a seat of the kind searches a budget a decision.
func budgeted(kind string) bool {
	k, _ := kindOf(kind)
	return k.budgeted
}

// kindNames returns the names of the kinds of seat, of those with a bot
// alone if botsOnly, of the budgeted ones alone if budgetedOnly, joined
// for a message: "random, greedy, ismcts, learned or neural".
func kindNames(botsOnly, budgetedOnly bool) string {
	var names []string
	for _, k := range seatKinds {
		if (!botsOnly || k.bot != nil) && (!budgetedOnly || k.budgeted) {
			names = append(names, k.name)
		}
	}
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// MaxIterations bounds an ISMCTS, learned or neural seat's search, so that no
// game can ask the server for minutes of work a decision; MaxDecisionTime
// bounds its time per decision likewise.
const (
	MaxIterations   = 20000
	MaxDecisionTime = 2 * time.Second
)

// A DecisionTime is an ISMCTS, learned or neural seat's time per decision, in
// JSON a Go duration: "100ms", "1s", "1.5s".
type DecisionTime time.Duration

// MarshalText writes d as time.Duration's String does.
func (d DecisionTime) MarshalText() ([]byte, error) {
	return []byte(time.Duration(d).String()), nil
}

// UnmarshalText reads a positive duration, as time.ParseDuration reads it.
func (d *DecisionTime) UnmarshalText(b []byte) error {
	v, err := time.ParseDuration(string(b))
	if err != nil {
		return fmt.Errorf("decision_time: want a duration such as \"100ms\" or \"1s\", not %q", b)
	}
	if v <= 0 {
		return fmt.Errorf("decision_time: must be positive, not %q", b)
	}
	*d = DecisionTime(v)
	return nil
}

// Server hosts games: it keeps each game's state and full log in memory,
// writes every action's events to the store before anyone sees them, and
// plays the bots' turns in the background.
type Server struct {
	store store.Store
	rand  io.Reader
	log   *log.Logger

	editions   map[string]kanban.Edition // by name, the built-in one included
	catalogues map[catalogueKey][]byte   // each edition's catalogue answer, by digest and language

	mu    sync.Mutex
	games map[string]*game

	ctx    context.Context // cancelled by Close: the bots stop
	cancel context.CancelFunc
	bots   sync.WaitGroup

	// shared is the store when other instances share it (PostgreSQL),
	// else nil: see shared.go.
	shared  store.Shared
	*public // bounds, metrics and structured logs (limits.go)

	clockLimits clockLimits // the bounds of a time control (clock.go)
}

// game is one hosted game. Its mutex orders everything that changes it:
// an action is checked, written to the store and folded in under it, so
// the log in memory is always the stored one.
type game struct {
	id      string
	botSeed uint64
	created time.Time
	// creator is the SHA-256 of the creator's key (store.Game.CreatorHash).
	creator string
	// owner is whom the bots' work is counted to, to share the pool's
	// workers fairly (pool.go): the address that created the game, for a
	// game created on this instance, else the game itself.
	owner string

	mu sync.Mutex
	// seats are replaced whole, never written in place, when a seat is
	// handed to a bot: a slice read under mu stays as it was.
	seats []store.Seat
	state kanban.GameState
	// log is the full events, the host's only. An event in it never
	// changes: an undo replaces it by a shorter slice whose capacity ends
	// at its length, so that what is appended next never overwrites the
	// events a stream still reads from an older slice.
	log []kanban.Event
	// revision is the store's (store.Game.Revision): what this instance's
	// writes are decided against.
	revision uint32
	// gen counts the times the log was cut back (an undo here, or read
	// again shorter from the store); cursors are the open streams' places
	// in it, which a cut moves back (streams.go).
	gen     uint64
	cursors map[*cursor]struct{}
	// chain is the state's ID as far as it was folded (stateID, mark.go).
	chain chain
	// broken says why the stored log cannot be served; such a game is
	// refused by every route.
	broken string
	// changed is closed, and replaced, whenever the log grows, to wake the
	// event streams.
	changed chan struct{}
	// spectatorChat says whether spectators may talk, as the creator
	// chose; chat is the game's table talk as far as read from the store
	// (chatRead), never written in place; chatStale says another instance
	// said more (chat.go).
	spectatorChat bool
	chat          []store.Message
	// edition is the name of the game's edition, "" for the built-in one.
	edition string
	// clock is the game's time control, nil for none; times is when each
	// event of log was stored, in Unix ms; clockTimer plays the decision
	// at version clockFor when its person's time is up (clock.go).
	clock               *TimeControl
	times               []int64
	clockTimer          *time.Timer
	clockFor            uint32
	chatRead, chatStale bool
	// botsRunning is set while a goroutine plays the bots' turns.
	botsRunning bool
	following   following

	live         // the encoded logs of its streams, and when it was last used (streams.go)
	pp   ppCache // the players' PP at each day's end (pphistory.go)
}

// Options configure a Server. The zero value is the normal one.
type Options struct {
	// Rand is where seeds, bot seeds, game IDs and tokens come from:
	// crypto/rand when nil. Only tests set it.
	Rand io.Reader
	// Log receives the server's reports: what it loaded, and, when
	// Hosting.Logger is nil, the structured logs (broken games, the
	// store's and the bots' failures, at ERROR) as text on its writer;
	// the standard logger when nil.
	Log *log.Logger

	// Editions are the editions besides the built-in one that games may
	// be created with (CreateRequest.Edition names one) and that stored
	// games may be played with; each name once.
	Editions []kanban.Edition

	Hosting // bounds and structured logs (config.go)

	// clockLimits, when set, bound the time controls instead of
	// defaultClockLimits: tests' clocks run in fractions of a second.
	clockLimits *clockLimits
}

// NewServer loads the games of st that are not over, the newest MaxGames
// of them, checking each log with kanban.Replay, and starts the bots of
// those waiting for one. A game whose log fails is reported to the log and
// served as broken. The other games, finished ones included, are read from
// the store when they are asked for.
func NewServer(ctx context.Context, st store.Store, opt Options) (*Server, error) {
	s := &Server{store: st, rand: opt.Rand, log: opt.Log, games: map[string]*game{}, clockLimits: defaultClockLimits}
	if opt.clockLimits != nil {
		s.clockLimits = *opt.clockLimits
	}
	editions := append([]kanban.Edition{{}}, opt.Editions...)
	s.editions = map[string]kanban.Edition{}
	for _, ed := range editions {
		if _, ok := s.editions[ed.Name()]; ok {
			return nil, fmt.Errorf("two editions are named %q", ed.Name())
		}
		s.editions[ed.Name()] = ed
	}
	s.catalogues = catalogues(editions)
	if s.rand == nil {
		s.rand = rand.Reader
	}
	if s.log == nil {
		s.log = log.Default()
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	s.startPublic(opt)
	stored, err := s.store.LoadInPlay(ctx, s.hosting.MaxGames)
	if err != nil {
		return nil, fmt.Errorf("loading the games in play: %w", err)
	}
	broken := 0
	for _, sg := range stored {
		g := s.fromStore(ctx, sg)
		if g.broken != "" {
			broken++
		}
		s.games[g.id] = g
	}
	s.log.Printf("loaded %d games in play (%d broken)", len(stored), broken)
	s.share()
	for _, g := range s.games {
		g.mu.Lock()
		s.startBots(g)
		g.mu.Unlock()
	}
	return s, nil
}

// Close stops the bots, waits for the one deciding, and closes the store.
func (s *Server) Close() error {
	s.cancel()
	s.bots.Wait()
	return s.store.Close()
}

// fromStore makes a game of one read from the store (loaded), read again
// if it raced an append (settled). A game that is over but whose row says
// otherwise, stored before the store recorded it, is marked over in the
// store, so that the lobby and a starting server see it finished.
func (s *Server) fromStore(ctx context.Context, sg store.Game) *game {
	sg = s.settled(ctx, sg)
	g := s.loaded(sg)
	if g.broken == "" && g.state.IsOver() && !sg.Over {
		if err := s.store.MarkOver(ctx, g.id); err != nil {
			s.slog.Error("recording that a game is over", "game", g.id, "err", err)
		}
	}
	return g
}

// loaded makes a game of a stored one: its log decoded and checked by
// kanban.Replay, or the game marked broken with the reason, logged.
func (s *Server) loaded(sg store.Game) *game {
	g := &game{id: sg.ID, seats: sg.Seats, botSeed: sg.BotSeed, created: sg.Created, creator: sg.CreatorHash, owner: "game " + sg.ID, revision: sg.Revision,
		spectatorChat: sg.SpectatorChat, edition: sg.Edition, changed: make(chan struct{})}
	fail := func(format string, args ...any) *game {
		g.broken = fmt.Sprintf(format, args...)
		g.log = nil
		s.slog.Error("game is broken and will not be served", "game", g.id, "reason", g.broken)
		return g
	}
	if why := rowDamage(sg); why != "" {
		if !tellable(g.created) {
			g.created = time.Time{}
		}
		return fail("%s", why)
	}
	if int(sg.Version) != len(sg.Events) {
		return fail("its row records %d events but the log holds %d", sg.Version, len(sg.Events))
	}
	clock, err := parseClock(sg.Clock, s.clockLimits)
	if err != nil {
		return fail("its clock %q does not read: %v", sg.Clock, err)
	}
	g.clock, g.times = clock, sg.Times
	if len(g.times) != len(sg.Events) {
		g.times = make([]int64, len(sg.Events))
	}
	g.log = make([]kanban.Event, len(sg.Events))
	for i, raw := range sg.Events {
		if err := json.Unmarshal(raw, &g.log[i]); err != nil {
			return fail("event %d does not decode: %v", i+1, err)
		}
	}
	st, err := kanban.Replay(g.log)
	if err != nil {
		return fail("its log fails the checked replay: %v", err)
	}
	if sg.Over && !st.IsOver() {
		return fail("its row says it is over but its log has not ended")
	}
	players := st.Players()
	if len(players) != len(g.seats) {
		return fail("it has %d seats for %d players", len(g.seats), len(players))
	}
	for i, c := range players {
		if g.seats[i].Color != c {
			return fail("seat %d is %s but the game's player %d is %s", i+1, g.seats[i].Color, i+1, c)
		}
	}
	g.state = st
	g.edition = editionName(st.View(kanban.NoColor).Edition)
	if sg.Edition != "" && sg.Edition != g.edition {
		// A row stored before the column says "", which the lobby lists
		// as built-in until the game is read; any other name is the log's.
		return fail("its edition column says %q but its log plays %q", sg.Edition, g.edition)
	}
	return g
}

// editionName is an edition's name as a game's info gives it: "" for the
// built-in one.
func editionName(ed kanban.Edition) string {
	if ed == (kanban.Edition{}) {
		return ""
	}
	return ed.Name()
}

// game returns the game with that ID, reading it from the store if this
// server does not hold it yet (another instance created it), or nil.
func (s *Server) game(ctx context.Context, id string) *game {
	s.mu.Lock()
	g := s.games[id]
	s.mu.Unlock()
	if g != nil {
		return g
	}
	sg, err := s.store.Load(ctx, id)
	if err != nil {
		if !errors.Is(err, store.ErrNotFound) {
			s.slog.Error("loading a game", "game", id, "err", err)
		}
		return nil
	}
	g = s.fromStore(ctx, sg)
	s.mu.Lock()
	defer s.mu.Unlock()
	if old := s.games[id]; old != nil {
		return old
	}
	s.games[id] = g
	g.mu.Lock()
	s.startBots(g)
	g.mu.Unlock()
	return g
}

// SeatRequest is one seat of a game to create.
type SeatRequest struct {
	Color      kanban.Color `json:"color"`
	Kind       string       `json:"kind"`
	ExpertSide bool         `json:"expert_side,omitempty"`
	// Iterations is an ISMCTS, learned or neural seat's search budget per
	// decision: bots.DefaultIterations when 0, at most MaxIterations. It
	// makes the bot's choices follow from the game's bot seed alone.
	Iterations int `json:"iterations,omitempty"`
	// DecisionTime is an ISMCTS, learned or neural seat's time per decision
	// instead of Iterations, at most MaxDecisionTime. Its choices then
	// depend on the machine and its load: no run plays them again.
	DecisionTime DecisionTime `json:"decision_time,omitzero"`
}

// CreateRequest is a game to create: its seats in seating order and the
// variants.
type CreateRequest struct {
	Seats        []SeatRequest `json:"seats"`
	SandraReward bool          `json:"sandra_reward,omitempty"`
	// Solo plays the solo mode, one seat against the two Colleagues:
	// {"difficulty": ["keeping-up", …]} or {"random_difficulty": true},
	// passed to kanban.Config.Solo as it is. SandraReward is Nice Sandra.
	Solo *kanban.SoloConfig `json:"solo,omitempty"`
	// Edition names the printed contents to play, one of those the server
	// was given (-edition); the built-in edition when empty.
	Edition string `json:"edition,omitempty"`
	// SpectatorChat lets spectators talk at the table too; the seated
	// players always may.
	SpectatorChat bool `json:"spectator_chat,omitempty"`
	// Clock is the game's time control, none when left out.
	Clock *TimeControl `json:"clock,omitempty"`
}

// editionNames lists the names of the editions the server plays, sorted.
func (s *Server) editionNames() []string {
	return slices.Sorted(maps.Keys(s.editions))
}

// errRequest is a request the server refuses as malformed or meaningless.
type errRequest struct{ msg string }

func (e errRequest) Error() string { return e.msg }

// Created is a game just created, with its secrets, which only the answer
// to its creation ever holds: the store keeps their hashes.
type created struct {
	g *game
	// tokens are the human seats' tokens in seating order, "" for a
	// bot's.
	tokens []string
	// creator is the creator's key, which may hand a person's seat to a
	// bot.
	creator string
}

// Create sets up a new game for owner, the client that asks for it, and
// stores it, and returns it with its secrets.
func (s *Server) Create(ctx context.Context, req CreateRequest, owner string) (created, error) {
	// A solo game's seat count is the engine's to check, so that its
	// reason is the one told.
	if req.Solo == nil && (len(req.Seats) < 2 || len(req.Seats) > 4) {
		return created{}, errRequest{fmt.Sprintf("a game has 2 to 4 seats, not %d (or 1 with \"solo\")", len(req.Seats))}
	}
	if len(req.Seats) > 4 {
		return created{}, errRequest{fmt.Sprintf("a game has at most 4 seats, not %d", len(req.Seats))}
	}
	cfg := kanban.Config{SandraReward: req.SandraReward, Solo: req.Solo}
	if req.Edition != "" {
		ed, ok := s.editions[req.Edition]
		if !ok {
			return created{}, errRequest{fmt.Sprintf("this server plays no edition %q: it plays %s", req.Edition, strings.Join(s.editionNames(), ", "))}
		}
		cfg.Edition = ed
	}
	seats := make([]store.Seat, len(req.Seats))
	c := created{tokens: make([]string, len(req.Seats)), creator: s.token()}
	for i, r := range req.Seats {
		seat, err := seatOfKind(r.Color, r.Kind, r.Iterations, time.Duration(r.DecisionTime))
		if err != nil {
			return created{}, errRequest{fmt.Sprintf("seat %d: %v", i+1, err)}
		}
		seats[i] = seat
		if r.Kind == Human {
			c.tokens[i] = s.token()
			seats[i].TokenHash = hashToken(c.tokens[i])
		}
		cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: r.Color, ExpertSide: r.ExpertSide})
	}
	if err := s.checkSeats(seats); err != nil {
		return created{}, err
	}
	var clock string
	if req.Clock != nil {
		if why := req.Clock.check(s.clockLimits); why != "" {
			return created{}, errRequest{why}
		}
		clock = string(mustJSON(req.Clock))
	}
	cfg.Seed = s.uint64()
	st, events, err := kanban.New(cfg)
	if err != nil {
		return created{}, errRequest{err.Error()}
	}
	// Created is kept to the second, as the store keeps it.
	g := &game{id: s.id(), seats: seats, botSeed: s.uint64(), created: time.Unix(time.Now().Unix(), 0), creator: hashToken(c.creator),
		owner: "client " + owner, state: st, log: events, spectatorChat: req.SpectatorChat, chatRead: true, edition: editionName(cfg.Edition), changed: make(chan struct{}),
		clock: req.Clock, times: stamp(nil, len(events))}
	sg := store.Game{ID: g.id, Seats: seats, BotSeed: g.botSeed, Created: g.created, Version: st.Version(), CreatorHash: g.creator, SpectatorChat: g.spectatorChat,
		Edition: g.edition, Clock: clock}
	for _, e := range events {
		b, err := json.Marshal(e)
		if err != nil {
			return created{}, err
		}
		sg.Events = append(sg.Events, b)
	}
	if err := s.store.Create(ctx, sg); err != nil {
		return created{}, err
	}
	s.mu.Lock()
	s.games[g.id] = g
	s.mu.Unlock()
	g.mu.Lock()
	s.startBots(g)
	g.mu.Unlock()
	c.g = g
	return c, nil
}

// seatOfKind is a seat of colour c played by kind (iterations or a time
// per decision only for a budgeted kind, ISMCTS, Learned or Neural, which
// searches bots.DefaultIterations when given neither), or why there can
// be no such seat. The server's own bounds are checkSeats'.
func seatOfKind(c kanban.Color, kind string, iterations int, decisionTime time.Duration) (store.Seat, error) {
	k, ok := kindOf(kind)
	switch {
	case !ok:
		return store.Seat{}, fmt.Errorf("kind %q is none of %s", kind, kindNames(false, false))
	case !k.budgeted:
		if iterations != 0 || decisionTime != 0 {
			return store.Seat{}, fmt.Errorf("only %s seats have iterations or a decision_time", kindNames(false, true))
		}
	default:
		switch {
		case decisionTime != 0 && iterations != 0:
			return store.Seat{}, fmt.Errorf("a seat of kind %s has iterations or a decision_time, not both", kind)
		case decisionTime < 0 || decisionTime > MaxDecisionTime:
			return store.Seat{}, fmt.Errorf("decision_time must be more than 0 and at most %v", MaxDecisionTime)
		case decisionTime == 0 && iterations == 0:
			iterations = bots.DefaultIterations
		case decisionTime == 0 && (iterations < 1 || iterations > MaxIterations):
			return store.Seat{}, fmt.Errorf("iterations must be 1 to %d", MaxIterations)
		}
	}
	return store.Seat{Color: c, Kind: kind, Iterations: iterations, DecisionTime: decisionTime}, nil
}

// The refusals of Act, each with its HTTP status in the API.
var (
	errStale     = errors.New("the action was chosen against another version of the game")
	errOtherSeat = errors.New("the action is another seat's")
	errConflict  = errors.New("another server instance moved the game on first; it has been reloaded")
	errRevoked   = errors.New("the seat was handed to a bot: its token is no more")
)

// errBroken is a game whose stored log cannot be served.
type errBroken struct{ why string }

func (e errBroken) Error() string {
	return "this game's stored log is broken and it is not served: " + e.why
}

// Act plays seat's action a, chosen at the game's point at (its version,
// and its state's ID when the client sent it), stores its events and
// returns them (the full ones: the caller filters them for the seat) with
// the state's ID after them. A refused action leaves the game as it was.
// The bots then play, in the background, until a person must act.
//
// On a shared store, a game this instance holds at another point than
// the request's first catches up from the store (current), and an append
// the store refuses (another instance wrote first) is checked again
// against the game read anew: an action is refused as stale only when the
// client really was behind.
func (s *Server) Act(ctx context.Context, g *game, seat int, a kanban.Action, at mark) ([]kanban.Event, string, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	s.current(ctx, g, at)
	for try := 0; ; try++ {
		if g.broken != "" {
			return nil, "", errBroken{g.broken}
		}
		if g.seats[seat].Kind != Human {
			return nil, "", errRevoked // handed to a bot since the token was read
		}
		if a.Player != g.seats[seat].Color {
			return nil, "", errOtherSeat
		}
		if !at.is(g) {
			return nil, "", errStale
		}
		a.Version = at.version
		next, events, err := kanban.Apply(g.state, a)
		if err != nil {
			if errors.Is(err, kanban.ErrStaleVersion) {
				return nil, "", errStale
			}
			return nil, "", err
		}
		err = s.commit(ctx, g, next, events)
		if errors.Is(err, errConflict) && try == 0 {
			continue // read again from the store: check again
		}
		if err != nil {
			return nil, "", err
		}
		s.startBots(g)
		return events, g.stateID(), nil
	}
}

// commit writes an action's events to the store, in one transaction, and
// only then folds them into the game in memory and wakes its streams.
// g.mu must be held.
func (s *Server) commit(ctx context.Context, g *game, next kanban.GameState, events []kanban.Event) error {
	if err := s.store.Append(ctx, g.id, g.revision, events); err != nil {
		if errors.Is(err, store.ErrConflict) {
			s.reload(ctx, g)
			return errConflict
		}
		return fmt.Errorf("storing the action: %w", err)
	}
	g.state = next
	g.log = append(g.log, events...)
	g.times = stamp(g.times, len(events))
	close(g.changed)
	g.changed = make(chan struct{})
	return nil
}

// reload reads g again from the store, after another writer moved it on
// or revised it: its seats, its log. A log read shorter, or other from
// some event on, than the one held (another instance's undo) cuts the
// streams back to where the two agree. g.mu must be held.
func (s *Server) reload(ctx context.Context, g *game) {
	sg, err := s.store.Load(ctx, g.id)
	if err != nil {
		s.slog.Error("reloading a game", "game", g.id, "err", err)
		return
	}
	fresh := s.fromStore(ctx, sg)
	g.cutStreams(agreedPrefix(g.log, fresh.log))
	g.seats, g.revision, g.spectatorChat, g.edition = fresh.seats, fresh.revision, fresh.spectatorChat, fresh.edition
	g.state, g.log, g.broken = fresh.state, fresh.log, fresh.broken
	g.clock, g.times = fresh.clock, fresh.times
	close(g.changed)
	g.changed = make(chan struct{})
	s.startBots(g)
}

// startBots starts the goroutine that plays g's bots if a bot must act and
// none is running, and a person's clock if theirs runs. g.mu must be held.
func (s *Server) startBots(g *game) {
	s.startClock(g)
	if g.botsRunning || !g.botToAct() || s.ctx.Err() != nil {
		return
	}
	g.botsRunning = true
	s.bots.Add(1)
	go s.playBots(g)
}

// botToAct says whether the game waits for one of its bots. g.mu must be
// held.
func (g *game) botToAct() bool {
	if g.broken != "" || g.state.IsOver() {
		return false
	}
	i := g.seatOf(g.state.Next().Player)
	return i >= 0 && g.seats[i].Kind != Human
}

// seatOf returns the index of the seat of colour c, or -1.
func (g *game) seatOf(c kanban.Color) int {
	for i, st := range g.seats {
		if st.Color == c {
			return i
		}
	}
	return -1
}

// playBots plays the bots' decisions one after another until a person
// must act, the game ends or the server closes. Each bot decides without
// the game's lock, from a copy of the state, and each of its actions is
// stored in a transaction of its own. On a shared store it plays only
// while it holds the game's lease (leaseBots, in shared.go).
func (s *Server) playBots(g *game) {
	defer s.bots.Done()
	release, ok := s.leaseBots(g)
	g.mu.Lock()
	defer func() {
		release()
		g.botsRunning = false
		s.startClock(g) // a person's turn may have come
		g.mu.Unlock()
	}()
	for ok && s.ctx.Err() == nil && g.botToAct() {
		st, revision, owner := g.state, g.revision, g.owner
		seat := g.seats[g.seatOf(st.Next().Player)]
		g.mu.Unlock()
		a, err := s.decide(st, seat, g.botSeed, owner, g.id)
		botDecided(g.id, st.Version())
		g.mu.Lock()
		if errors.Is(err, errClosing) {
			return
		}
		if err != nil {
			s.slog.Error("a bot failed to decide", "game", g.id, "kind", seat.Kind, "color", seat.Color, "err", err)
			return
		}
		if g.state.Version() != st.Version() || g.revision != revision {
			// Moved on, reloaded or taken back meanwhile (an undo may
			// have brought the log back to the same version with
			// another state): decide again.
			continue
		}
		next, events, err := kanban.Apply(st, a)
		if err != nil {
			s.slog.Error("a bot chose an illegal action", "game", g.id, "kind", seat.Kind, "color", seat.Color, "action", a.String(), "err", err)
			return
		}
		if !s.storeBotAction(g, revision, next, events) {
			return
		}
	}
}

// botRetry is how long a bot's action the store failed to write waits to
// be written again: first, then twice as long each time, up to max.
var botRetry = struct{ first, max time.Duration }{100 * time.Millisecond, 10 * time.Second}

// storeBotAction writes a bot's action, its events and the state after
// them, decided at the game's state and revision now, and folds it in.
// g.mu must be held; it is let go while waiting. A write the store fails
// (a full disk, a database away) is logged, counted and tried again
// after botRetry's waits for as long as the server runs, this instance
// holds the game's bots and the game stays as the bot found it; the game
// stays in memory meanwhile (a game whose bots run is not evicted). It
// reports whether the bots play on: false when the server stops or the
// bots' lease is lost. A game moved meanwhile (another instance's action
// on a shared store, an undo) has its bot decide again.
func (s *Server) storeBotAction(g *game, revision uint32, next kanban.GameState, events []kanban.Event) bool {
	at := g.state.Version()
	waiting := false
	defer func() {
		if waiting {
			s.metrics.botWritesWaiting.Dec()
		}
	}()
	for wait := botRetry.first; ; wait = min(2*wait, botRetry.max) {
		if !s.holdsBots(g) {
			s.slog.Warn("the bots' lease is lost; another instance may play them", "game", g.id)
			return false
		}
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		err := s.commit(ctx, g, next, events)
		cancel()
		if err == nil || errors.Is(err, errConflict) {
			return true
		}
		s.metrics.botWriteErrors.Inc()
		if !waiting {
			waiting = true
			s.metrics.botWritesWaiting.Inc()
		}
		s.slog.Error("the store failed to write a bot's action; trying again", "game", g.id, "version", at, "retry_in", wait, "err", err)
		g.mu.Unlock()
		stopped := s.pause(wait)
		g.mu.Lock()
		if stopped {
			return false
		}
		if g.state.Version() != at || g.revision != revision || !g.botToAct() {
			return true
		}
	}
}

// pause waits d, and reports whether the server stopped meanwhile.
func (s *Server) pause(d time.Duration) (stopped bool) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-s.ctx.Done():
		return true
	case <-t.C:
		return false
	}
}

// botDecided is called when a bot has decided at a version, before its
// game's lock is taken again to play the decision: tests hold a decision
// back there.
var botDecided = func(game string, version uint32) {}

// botAction is the choice of seat's bot at st. The bot is made afresh for
// each decision, seeded from the game's bot seed and the state's version,
// so that its choice depends on the state alone: a server restarted in
// the middle of a game plays it on exactly as it would have. An ISMCTS,
// learned or neural seat with a DecisionTime searches on one goroutine until the
// time is up, and so chooses as the machine and its load allow: the one
// bot whose choices no run repeats.
func botAction(st kanban.GameState, seat store.Seat, botSeed uint64) (kanban.Action, error) {
	t, err := bots.NewTurn(st, seat.Color)
	if err != nil {
		return kanban.Action{}, err
	}
	k, ok := kindOf(seat.Kind)
	if !ok || k.bot == nil {
		return kanban.Action{}, fmt.Errorf("no bot of kind %q", seat.Kind)
	}
	return k.bot(mix(botSeed, uint64(st.Version())), seat).Act(t)
}

// mix is splitmix64's finalizer of a^b·φ: bot seeds of one game that share
// no pattern.
func mix(a, b uint64) uint64 {
	z := a ^ (b * 0x9e3779b97f4a7c15)
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// seatByToken returns the seat whose token it is, or -1.
func (g *game) seatByToken(token string) int {
	h := []byte(hashToken(token))
	g.mu.Lock()
	seats := g.seats
	g.mu.Unlock()
	for i, st := range seats {
		if st.TokenHash != "" && subtle.ConstantTimeCompare(h, []byte(st.TokenHash)) == 1 {
			return i
		}
	}
	return -1
}

// isCreator says whether key is the key of g's creator. A game stored
// before creators had keys has none.
func (g *game) isCreator(key string) bool {
	return g.creator != "" && subtle.ConstantTimeCompare([]byte(hashToken(key)), []byte(g.creator)) == 1
}

func hashToken(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

func (s *Server) read(n int) []byte {
	b := make([]byte, n)
	if _, err := io.ReadFull(s.rand, b); err != nil {
		panic(fmt.Sprintf("reading random bytes: %v", err))
	}
	return b
}

func (s *Server) uint64() uint64 { return binary.LittleEndian.Uint64(s.read(8)) }
func (s *Server) id() string     { return hex.EncodeToString(s.read(8)) }
func (s *Server) token() string  { return base64.RawURLEncoding.EncodeToString(s.read(24)) }

// stamp appends n times of now, in Unix ms, to times: the times of n
// events stored now, as the store stamps them (within the moment).
func stamp(times []int64, n int) []int64 {
	now := time.Now().UnixMilli()
	for range n {
		times = append(times, now)
	}
	return times
}
