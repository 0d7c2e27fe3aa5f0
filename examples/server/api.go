package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// Handler returns the server's routes: the JSON API under /api/ and the
// browser pages.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	s.routes(mux)
	return s.guard(mux)
}

// A router is where routes are registered: the server's mux, or a test's
// list of them (openapi_test.go checks it against openapi.json).
type router interface {
	HandleFunc(pattern string, handler func(http.ResponseWriter, *http.Request))
	Handle(pattern string, handler http.Handler)
}

// routes registers every route of the server on mux.
func (s *Server) routes(mux router) {
	mux.HandleFunc("POST /api/games", s.handleCreate)
	mux.HandleFunc("GET /api/games", s.handleList)
	mux.HandleFunc("GET /api/games/{id}/seat", s.seat(s.handleSeat))
	mux.HandleFunc("GET /api/games/{id}/state", s.seat(s.handleState))
	mux.HandleFunc("POST /api/games/{id}/actions", s.seat(s.handleAction))
	mux.HandleFunc("GET /api/games/{id}/events", s.seat(s.handleEvents))
	mux.HandleFunc("GET /api/games/{id}/spectate", s.spectator(s.handleState))
	mux.HandleFunc("GET /api/games/{id}/spectate/events", s.spectator(s.handleEvents))
	mux.HandleFunc("GET /api/games/{id}/past", s.seat(s.handlePast))
	mux.HandleFunc("GET /api/games/{id}/spectate/past", s.spectator(s.handlePast))
	mux.HandleFunc("POST /api/games/{id}/undo", s.seat(s.handleUndo))
	mux.HandleFunc("POST /api/games/{id}/seats/{color}/bot", s.handleHandOver)
	mux.HandleFunc("GET /api/games/{id}/record", s.spectator(s.handleRecord))
	mux.HandleFunc("GET /api/games/{id}/replay", s.spectator(s.handleGameReplay))
	mux.HandleFunc("POST /api/replay", s.handleReplay)
	mux.HandleFunc("POST /api/games/{id}/chat", s.handleSay)
	mux.HandleFunc("GET /api/games/{id}/chat", s.spectator(s.handleChat))
	pages(mux, s)
	s.operatorRoutes(mux)
}

// apiError is the body of every refusal: a code a program can test and a
// message for a person; for an illegal action, the rule it breaks.
type apiError struct {
	Error   string `json:"error"`
	Message string `json:"message"`
	Rule    string `json:"rule,omitempty"`
	Reason  string `json:"reason,omitempty"`
	// Version and StateID are the game's version and its state's ID now,
	// with a 409.
	Version uint32 `json:"version,omitempty"`
	StateID string `json:"state_id,omitempty"`
	// Line is the line of a record that is refused, from 1.
	Line int `json:"line,omitempty"`
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	b, err := json.Marshal(v)
	if err != nil {
		http.Error(w, `{"error":"internal","message":"encoding the answer"}`, http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(append(b, '\n'))
}

func fail(w http.ResponseWriter, status int, code, format string, args ...any) {
	writeJSON(w, status, apiError{Error: code, Message: fmt.Sprintf(format, args...)})
}

// maxBody bounds a request's body: the largest action is far smaller.
const maxBody = 64 << 10

// decode reads a JSON body of at most maxBody bytes strictly
// (unmarshalStrict).
func decode(w http.ResponseWriter, r *http.Request, v any) bool {
	return decodeAtMost(w, r, v, maxBody)
}

// decodeAtMost reads a JSON body of at most limit bytes strictly: a
// longer one is 413.
func decodeAtMost(w http.ResponseWriter, r *http.Request, v any, limit int64) bool {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, limit))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			fail(w, http.StatusRequestEntityTooLarge, "too_large", "the body is longer than %d bytes", limit)
			return false
		}
		fail(w, http.StatusBadRequest, "bad_request", "reading the body: %v", err)
		return false
	}
	if err := unmarshalStrict(body, v); err != nil {
		fail(w, http.StatusBadRequest, "bad_json", "the body is not the JSON expected: %v", err)
		return false
	}
	return true
}

// SeatInfo is a seat as the API shows it: never its token. Kind is one
// of human, random, greedy, ismcts, learned or neural; an ismcts, learned
// or neural seat has Iterations or a DecisionTime.
type SeatInfo struct {
	Color        kanban.Color `json:"color"`
	Kind         string       `json:"kind"`
	Iterations   int          `json:"iterations,omitempty"`
	DecisionTime DecisionTime `json:"decision_time,omitzero"`
}

// seatInfo is the stored seat as the API shows it.
func seatInfo(st store.Seat) SeatInfo {
	return SeatInfo{Color: st.Color, Kind: st.Kind, Iterations: st.Iterations, DecisionTime: DecisionTime(st.DecisionTime)}
}

// GameInfo is a game as the lobby lists it.
type GameInfo struct {
	ID      string     `json:"id"`
	Seats   []SeatInfo `json:"seats"`
	Version uint32     `json:"version"`
	Over    bool       `json:"over"`
	Broken  string     `json:"broken,omitempty"`
	Created time.Time  `json:"created"`
	// Solo says the game is a solo game against the Colleagues.
	Solo bool `json:"solo,omitempty"`
	// SpectatorChat says spectators may talk at the table too.
	SpectatorChat bool `json:"spectator_chat,omitempty"`
	// Edition names the game's edition (GET /api/editions), left out for
	// the built-in one.
	Edition string `json:"edition,omitempty"`
	// Status is where the game stands, told where the server reads the
	// game itself: a seat's info (GET .../seat) and a new game's. The
	// list (GET /api/games) leaves it out: it reads the store's rows
	// alone, which do not hold it.
	Status *GameStatus `json:"status,omitempty"`
}

// GameStatus is where a game stands: its day, whose decision it waits
// for, and once it is over, who won.
type GameStatus struct {
	// Day is the game's day: 0 during orientation.
	Day int `json:"day"`
	// Next is the player whose decision the game waits for; "none" once
	// it is over.
	Next kanban.Color `json:"next"`
	// Winners are the players in first place once the game is over, in
	// solo a Colleague who ties the player or beats them (R-SOLO-34);
	// empty before.
	Winners []kanban.Color `json:"winners"`
}

// statusOf tells where the game st stands.
func statusOf(st kanban.GameState) *GameStatus {
	gs := &GameStatus{Day: st.Day(), Next: st.Next().Player, Winners: []kanban.Color{}}
	if res, ok := st.Result(); ok {
		gs.Next = kanban.NoColor
		for _, x := range res.Standings {
			if x.Place == 1 {
				gs.Winners = append(gs.Winners, x.Color)
			}
		}
	}
	return gs
}

func (g *game) info() GameInfo {
	g.mu.Lock()
	defer g.mu.Unlock()
	gi := GameInfo{ID: g.id, Version: g.state.Version(), Over: g.broken == "" && g.state.IsOver(), Broken: g.broken, Created: g.created, SpectatorChat: g.spectatorChat, Edition: g.edition}
	if g.broken != "" {
		gi.Version = 0
	} else {
		_, gi.Solo = g.state.Solo()
		gi.Status = statusOf(g.state)
	}
	for _, st := range g.seats {
		gi.Seats = append(gi.Seats, seatInfo(st))
	}
	return gi
}

// CreateResponse is a new game, with the token of each human seat and the
// creator's key: the only time the server ever tells them.
type CreateResponse struct {
	GameInfo
	Tokens []SeatToken `json:"tokens"`
	// Creator is the creator's key: sent as Authorization: Bearer KEY,
	// it hands a person's seat to a bot (POST .../seats/{color}/bot).
	Creator string `json:"creator"`
	// Spectate is the page that watches the game.
	Spectate string `json:"spectate"`
}

// SeatToken is a human seat's secret token, and the page that plays it.
type SeatToken struct {
	Color kanban.Color `json:"color"`
	Token string       `json:"token"`
	Page  string       `json:"page"`
	// Invite is the link to send whoever is to play the seat: its page,
	// the token after the #.
	Invite string `json:"invite"`
}

func (s *Server) handleCreate(w http.ResponseWriter, r *http.Request) {
	var req CreateRequest
	if !decode(w, r, &req) {
		return
	}
	done, err := s.allowCreate(r)
	if err != nil {
		s.refuseLimit(w, err.(errLimit))
		return
	}
	defer done()
	c, err := s.Create(r.Context(), req, s.clientOf(r))
	if err != nil {
		var bad errRequest
		if errors.As(err, &bad) {
			fail(w, http.StatusUnprocessableEntity, "bad_game", "%v", err)
			return
		}
		s.slog.Error("storing a new game", "err", err)
		fail(w, http.StatusInternalServerError, "internal", "the game could not be stored")
		return
	}
	g := c.g
	g.touch()
	resp := CreateResponse{GameInfo: g.info(), Tokens: []SeatToken{}, Creator: c.creator, Spectate: "/game/" + g.id}
	for i, t := range c.tokens {
		if t != "" {
			page := "/game/" + g.id + "#token=" + t
			resp.Tokens = append(resp.Tokens, SeatToken{req.Seats[i].Color, t, page, page})
		}
	}
	writeJSON(w, http.StatusCreated, resp)
}

// handleList lists the newest ListLimit games, oldest first, as the store
// holds them, so that every instance on one database lists the same games,
// those it holds in memory or not. A game held in memory tells whether its
// log is broken, which only a load finds.
func (s *Server) handleList(w http.ResponseWriter, r *http.Request) {
	stored, err := s.store.List(r.Context(), s.hosting.ListLimit)
	if err != nil {
		s.slog.Error("listing the games", "err", err)
		fail(w, http.StatusServiceUnavailable, "no_database", "the games could not be listed")
		return
	}
	held := make([]*game, len(stored))
	s.mu.Lock()
	for i, sg := range stored {
		held[i] = s.games[sg.ID]
	}
	s.mu.Unlock()
	list := make([]GameInfo, 0, len(stored))
	for i := len(stored) - 1; i >= 0; i-- {
		sg := stored[i]
		gi := GameInfo{ID: sg.ID, Seats: []SeatInfo{}, Version: sg.Version, Over: sg.Over, Created: sg.Created, Solo: len(sg.Seats) == 1, SpectatorChat: sg.SpectatorChat, Edition: sg.Edition}
		for _, st := range sg.Seats {
			gi.Seats = append(gi.Seats, seatInfo(st))
		}
		if why := rowDamage(sg); why != "" {
			// Listed as broken, whether held or not: a row no server
			// wrote, which a load would refuse.
			gi.Broken, gi.Version, gi.Over, gi.Solo = why, 0, false, false
			if !tellable(gi.Created) {
				gi.Created = time.Time{}
			}
		}
		if g := held[i]; g != nil {
			g.mu.Lock()
			if g.broken != "" {
				gi.Broken, gi.Version, gi.Over, gi.Solo = g.broken, 0, false, false
			} else {
				gi.Edition = g.edition // the log's, for a row stored before it said
				if g.state.IsOver() {
					gi.Over = true // a row not marked yet
				}
			}
			g.mu.Unlock()
		}
		list = append(list, gi)
	}
	writeJSON(w, http.StatusOK, list)
}

// viewer is who a request reads the game as: a seat's colour, or NoColor
// for a spectator.
type viewer struct {
	g     *game
	seat  int // -1 for a spectator
	color kanban.Color
	// token is the hash of the seat's token the request came with: a
	// stream ends once the seat's is another (handed to a bot).
	token string
}

// tokenOf returns the request's token: the Authorization: Bearer header,
// the X-Kanban-Token header, or, for an event stream only (a browser's
// EventSource sends no header), the token query parameter.
func tokenOf(r *http.Request, stream bool) string {
	if h := r.Header.Get("Authorization"); h != "" {
		if t, ok := strings.CutPrefix(h, "Bearer "); ok {
			return strings.TrimSpace(t)
		}
		return ""
	}
	if t := r.Header.Get("X-Kanban-Token"); t != "" {
		return t
	}
	if stream {
		return r.URL.Query().Get("token")
	}
	return ""
}

// seat wraps a route that reads or acts as one seat: an unknown game is a
// 404, a broken one a 410, no token a 401, a token that is no seat's of
// this game a 403.
func (s *Server) seat(h func(http.ResponseWriter, *http.Request, viewer)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		// A broken game is 410 before any token is read: its seats may
		// be what did not load.
		g := s.served(w, r)
		if g == nil {
			return
		}
		token := tokenOf(r, strings.HasSuffix(r.URL.Path, "/events"))
		if token == "" {
			w.Header().Set("WWW-Authenticate", `Bearer realm="kanban"`)
			fail(w, http.StatusUnauthorized, "no_token", "send the seat's token: Authorization: Bearer TOKEN")
			return
		}
		i := g.seatByToken(token)
		if i < 0 {
			fail(w, http.StatusForbidden, "wrong_token", "the token is no seat's of this game")
			return
		}
		g.mu.Lock()
		v := viewer{g, i, g.seats[i].Color, g.seats[i].TokenHash}
		g.mu.Unlock()
		h(w, r, v)
	}
}

// spectator wraps a route that reads the game as a spectator: the public
// table, no hand.
func (s *Server) spectator(h func(http.ResponseWriter, *http.Request, viewer)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if g := s.served(w, r); g != nil {
			h(w, r, viewer{g, -1, kanban.NoColor, ""})
		}
	}
}

// served returns the game the request's path names, or answers 404 for
// no such game and 410 for a broken one and returns nil.
func (s *Server) served(w http.ResponseWriter, r *http.Request) *game {
	g := s.lookup(r)
	if g == nil {
		fail(w, http.StatusNotFound, "no_game", "there is no game %q", r.PathValue("id"))
		return nil
	}
	if !s.servable(w, g) {
		return nil
	}
	return g
}

// servable answers 410 for a broken game.
func (s *Server) servable(w http.ResponseWriter, g *game) bool {
	g.mu.Lock()
	why := g.broken
	g.mu.Unlock()
	if why != "" {
		fail(w, http.StatusGone, "broken_game", "%v", errBroken{why})
		return false
	}
	return true
}

// SeatResponse is the seat a token opens: its game, its place in the
// seating order (from 0), the game as the lobby shows it, and its colour.
type SeatResponse struct {
	Game string       `json:"game"`
	Seat int          `json:"seat"`
	Info GameInfo     `json:"info"`
	You  kanban.Color `json:"color"`
}

func (s *Server) handleSeat(w http.ResponseWriter, r *http.Request, v viewer) {
	writeJSON(w, http.StatusOK, SeatResponse{v.g.id, v.seat, v.g.info(), v.color})
}

// LegalAction is one action the seat may take now: its notation (what
// POST .../actions takes as "notation"), its JSON, what it does and what
// it costs.
type LegalAction struct {
	Notation    string        `json:"notation"`
	Action      kanban.Action `json:"action"`
	Description string        `json:"description"`
	Cost        kanban.Cost   `json:"cost"`
	CostText    string        `json:"cost_text"`
}

// StateResponse is the game as one seat (or a spectator) sees it now.
type StateResponse struct {
	Game string `json:"game"`
	// Color is the seat's colour, "none" for a spectator.
	Color   kanban.Color `json:"color"`
	Version uint32       `json:"version"`
	// StateID identifies the state: a hash of the actions that made it.
	// A version repeats after an undo, with another state; the ID, sent
	// back with an action, tells them apart.
	StateID string `json:"state_id"`
	// Next is what the game waits for; NextText says it in words, with
	// whose decision it is ("Red: choose a workstation for the day"),
	// NextAsk without ("choose a workstation for the day",
	// kanban.Decision.Describe), NextNotation in notation ("red:
	// workstation").
	Next         kanban.Decision `json:"next"`
	NextText     string          `json:"next_text"`
	NextAsk      string          `json:"next_ask"`
	NextNotation string          `json:"next_notation"`
	YourTurn     bool            `json:"your_turn"`
	Over         bool            `json:"over"`
	Seats        []SeatInfo      `json:"seats"`
	View         kanban.View     `json:"view"`
	// Legal is the seat's legal actions when it must act, else empty.
	Legal  []LegalAction  `json:"legal"`
	Result *kanban.Result `json:"result,omitempty"`
	// Undoable says whether POST .../undo would take back the seat's last
	// action now; always false for a spectator.
	Undoable bool `json:"undoable"`
	// PPHistory is each player's PP at the end of each day so far, and at
	// the game's end, Colleagues included: public, as PP are.
	PPHistory []PPSeries `json:"pp_history"`
	// CanTalk says whether the asker may say something at the table
	// (POST .../chat): a seat always, a spectator where the creator
	// allowed it.
	CanTalk bool `json:"can_talk"`
	// Clock is the game's clock, when it has a time control: public, as
	// the clocks on a table are.
	Clock *ClockInfo `json:"clock,omitempty"`
	// Created is when the game was created, to the second: with its
	// seats, what a page names it by.
	Created time.Time `json:"created"`
}

// PastResponse is the table as a seat (or a spectator) saw it after an
// earlier event: GET .../past?at=VERSION, .../spectate/past?at=VERSION.
type PastResponse struct {
	Game    string       `json:"game"`
	Color   kanban.Color `json:"color"`
	Version uint32       `json:"version"`
	View    kanban.View  `json:"view"`
}

// handlePast answers the View after the game's first at events, as the
// viewer saw it then: what they were shown, so nothing hidden.
func (s *Server) handlePast(w http.ResponseWriter, r *http.Request, v viewer) {
	arg := r.URL.Query().Get("at")
	at, err := strconv.ParseUint(arg, 10, 32)
	v.g.mu.Lock()
	log := v.g.log
	v.g.mu.Unlock()
	if err != nil || at < 1 || at > uint64(len(log)) {
		fail(w, http.StatusUnprocessableEntity, "bad_version", "at %q is not a version of this game: 1 to %d", arg, len(log))
		return
	}
	st, err := kanban.ReplayUnchecked(log[:at])
	if err != nil {
		s.slog.Error("replaying a game to an earlier version", "game", v.g.id, "at", at, "err", err)
		fail(w, http.StatusInternalServerError, "internal", "the game could not be replayed to version %d", at)
		return
	}
	writeJSON(w, http.StatusOK, PastResponse{Game: v.g.id, Color: v.color, Version: uint32(at), View: st.View(v.color)})
}

func (s *Server) handleState(w http.ResponseWriter, r *http.Request, v viewer) {
	lang := requestLanguage(r)
	v.g.mu.Lock()
	st, log, gen, id := v.g.state, v.g.log, v.g.gen, v.g.stateID()
	undoable := v.seat >= 0 && v.g.undoable(v.seat) == nil
	canTalk := v.seat >= 0 || v.g.spectatorChat
	clock := v.g.clockInfo(time.Now().UnixMilli())
	v.g.mu.Unlock()
	resp := StateResponse{Clock: clock, Game: v.g.id, Color: v.color, Version: st.Version(), StateID: id, Next: st.Next(), NextText: nextText(st, lang), NextAsk: st.Next().DescribeIn(lang), NextNotation: st.Next().String(),
		Over: st.IsOver(), View: st.View(v.color), Legal: []LegalAction{}, Undoable: undoable, PPHistory: v.g.ppHistory(log, gen), CanTalk: canTalk}
	info := v.g.info()
	resp.Seats, resp.Created = info.Seats, info.Created
	if res, ok := st.Result(); ok {
		resp.Result = &res
	}
	resp.YourTurn = v.seat >= 0 && !resp.Over && resp.Next.Player == v.color
	if resp.YourTurn {
		for _, a := range st.LegalActionsFor(v.color) {
			la := LegalAction{Notation: a.String(), Action: a}
			var err error
			if la.Description, err = st.DescribeIn(lang, a); err != nil {
				la.Description = err.Error()
			}
			if la.Cost, err = st.Cost(a); err == nil {
				la.CostText = la.Cost.TextIn(lang)
			}
			resp.Legal = append(resp.Legal, la)
		}
	}
	writeJSON(w, http.StatusOK, resp)
}

// ActionRequest is an action to play: as JSON (Action) or in the notation
// (Notation), one of them, with the version of the game it was chosen
// against and, from a client that read it, the state's ID
// (StateResponse.StateID): without it, an action chosen before an undo
// could be played on another state that has the same version.
type ActionRequest struct {
	Version  uint32          `json:"version"`
	StateID  string          `json:"state_id,omitempty"`
	Action   json.RawMessage `json:"action,omitempty"`
	Notation string          `json:"notation,omitempty"`
}

// ActionResponse is what an action did: its events as the seat may see
// them, and the game's version and state's ID after them (the bots may
// already have played on; the event stream tells).
type ActionResponse struct {
	Version uint32         `json:"version"`
	StateID string         `json:"state_id"`
	Events  []kanban.Event `json:"events"`
}

func (s *Server) handleAction(w http.ResponseWriter, r *http.Request, v viewer) {
	var req ActionRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Version == 0 {
		fail(w, http.StatusBadRequest, "no_version", "send the version of the game the action was chosen against")
		return
	}
	var a kanban.Action
	switch {
	case len(req.Action) > 0 && req.Notation != "":
		fail(w, http.StatusBadRequest, "bad_request", "send the action as JSON or in the notation, not both")
		return
	case len(req.Action) > 0:
		if err := json.Unmarshal(req.Action, &a); err != nil {
			fail(w, http.StatusBadRequest, "bad_json", "the action is not an action's JSON: %v", err)
			return
		}
	case req.Notation != "":
		var err error
		if a, err = kanban.ParseAction(req.Notation); err != nil {
			fail(w, http.StatusBadRequest, "bad_notation", "the notation is not an action's: %v", err)
			return
		}
	default:
		fail(w, http.StatusBadRequest, "no_action", "send the action, as \"action\" (JSON) or \"notation\"")
		return
	}
	if a.Version != 0 && a.Version != req.Version {
		fail(w, http.StatusBadRequest, "bad_request", "the action's version %d is not the request's %d", a.Version, req.Version)
		return
	}
	events, id, err := s.Act(r.Context(), v.g, v.seat, a, mark{req.Version, req.StateID})
	if err != nil {
		s.refuse(w, v.g, err)
		return
	}
	resp := ActionResponse{StateID: id, Events: make([]kanban.Event, len(events))}
	for i, e := range events {
		resp.Events[i] = e.For(v.color)
	}
	resp.Version = events[len(events)-1].Seq
	writeJSON(w, http.StatusOK, resp)
}

// refuse answers Act's refusal.
func (s *Server) refuse(w http.ResponseWriter, g *game, err error) {
	var rule *kanban.RuleError
	var broken errBroken
	switch {
	case errors.Is(err, errOtherSeat):
		fail(w, http.StatusForbidden, "other_seat", "%v", err)
	case errors.Is(err, errRevoked):
		fail(w, http.StatusForbidden, "wrong_token", "%v", err)
	case errors.Is(err, errStale), errors.Is(err, errConflict):
		g.mu.Lock()
		version, id := g.state.Version(), g.stateID()
		g.mu.Unlock()
		writeJSON(w, http.StatusConflict, apiError{Error: "stale_version", Message: err.Error(), Version: version, StateID: id})
	case errors.As(err, &broken):
		fail(w, http.StatusGone, "broken_game", "%v", err)
	case errors.As(err, &rule):
		writeJSON(w, http.StatusUnprocessableEntity, apiError{Error: "illegal_action", Message: err.Error(), Rule: rule.Rule, Reason: rule.Reason})
	case errors.Is(err, context.Canceled):
		fail(w, http.StatusServiceUnavailable, "cancelled", "the request was cancelled")
	default:
		s.slog.Error("a person's action, undo or hand-over failed", "game", g.id, "err", err)
		fail(w, http.StatusInternalServerError, "internal", "the action could not be stored; the game is as it was")
	}
}

// StreamEvent is the data of one server-sent event, and an event of a
// replay: an event as the viewer may see it, and what the server says of
// it (eventText).
type StreamEvent struct {
	Event kanban.Event `json:"event"`
	Text  string       `json:"text"`
}

// keepAlive is how often an idle stream sends a comment, so that proxies
// keep it open.
var keepAlive = 20 * time.Second

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// nextText says in words, in l, what the game waits for and from whom:
// "Red: choose a workstation for the day", "Lacerda: …", "The game is
// over".
func nextText(st kanban.GameState, l kanban.Language) string {
	d := st.Next()
	ask := d.DescribeIn(l)
	if d.Kind == kanban.DecideNothing || d.Kind == kanban.DecideEvents || d.Player == kanban.NoColor {
		return capitalized(ask)
	}
	name := l.Color(d.Player)
	if solo, ok := st.Solo(); ok {
		for _, c := range solo.Colleagues {
			if c.Color == d.Player {
				name = c.Name
			}
		}
	}
	return capitalized(name) + ": " + ask
}

// capitalized returns s with its first letter in upper case.
func capitalized(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}
