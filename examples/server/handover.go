package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// The refusals of HandOver besides Act's.
var (
	errAlreadyBot = errors.New("the seat is a bot's already")
	errOver       = errors.New("the game is over")
)

// HandOver hands seat, a person's, to a bot of kind (random, greedy, or
// ismcts, learned or neural with iterations or a time per decision, as
// seatOfKind takes them), the game being at the point at: the store's
// seats are replaced (store.SetSeats, against the game's version and
// revision, so that an action another instance stored meanwhile refuses
// it), the seat's token stops opening it, its streams end, and the bot
// plays if it is the seat's turn. Another instance holding the game reads
// it again when the store tells it of the change. Like Act, it catches up
// from a shared store before it refuses a point as stale.
func (s *Server) HandOver(ctx context.Context, g *game, seat int, kind string, iterations int, decisionTime time.Duration, at mark) error {
	g.mu.Lock()
	defer g.mu.Unlock()
	s.current(ctx, g, at)
	for try := 0; ; try++ {
		if g.broken != "" {
			return errBroken{g.broken}
		}
		c := g.seats[seat].Color
		bot, err := seatOfKind(c, kind, iterations, decisionTime)
		if err != nil {
			return errRequest{err.Error()}
		}
		if kind == Human {
			return errRequest{"a seat is handed to a bot: " + kindNames(true, false)}
		}
		seats := slices.Clone(g.seats)
		seats[seat] = bot
		if err := s.checkSeats(seats); err != nil {
			return err
		}
		switch {
		case g.seats[seat].Kind != Human:
			return errAlreadyBot
		case g.state.IsOver():
			return errOver
		case !at.is(g):
			return errStale
		}
		if err := s.store.SetSeats(ctx, g.id, g.revision, at.version, seats); err != nil {
			if errors.Is(err, store.ErrConflict) {
				s.reload(ctx, g)
				if try == 0 {
					continue // read again from the store: check again
				}
				return errConflict
			}
			return fmt.Errorf("storing the seats: %w", err)
		}
		g.seats, g.revision = seats, g.revision+1
		close(g.changed) // the seat's streams end
		g.changed = make(chan struct{})
		s.startBots(g)
		return nil
	}
}

// HandOverRequest is the bot to hand a seat to, as a seat of CreateRequest
// says it, and the game's version the creator saw, with its state's ID
// when the client read it (ActionRequest).
type HandOverRequest struct {
	Kind         string       `json:"kind"`
	Iterations   int          `json:"iterations,omitempty"`
	DecisionTime DecisionTime `json:"decision_time,omitzero"`
	Version      uint32       `json:"version"`
	StateID      string       `json:"state_id,omitempty"`
}

// handleHandOver is POST /api/games/{id}/seats/{color}/bot, with the
// creator's key: 404 for no such game or seat, 401 with no key, 403 with
// another, 409 for a seat that is a bot's already, a game over or a stale
// version, 422 for a bot the bounds refuse. It answers the game as the
// lobby shows it.
func (s *Server) handleHandOver(w http.ResponseWriter, r *http.Request) {
	g := s.lookup(r)
	if g == nil {
		fail(w, http.StatusNotFound, "no_game", "there is no game %q", r.PathValue("id"))
		return
	}
	key := tokenOf(r, false)
	if key == "" {
		w.Header().Set("WWW-Authenticate", `Bearer realm="kanban"`)
		fail(w, http.StatusUnauthorized, "no_key", "send the creator's key: Authorization: Bearer KEY")
		return
	}
	if !g.isCreator(key) {
		fail(w, http.StatusForbidden, "wrong_key", "the key is not this game's creator's")
		return
	}
	if !s.servable(w, g) {
		return
	}
	var c kanban.Color
	seat := -1
	if c.UnmarshalText([]byte(r.PathValue("color"))) == nil {
		g.mu.Lock()
		seat = g.seatOf(c)
		g.mu.Unlock()
	}
	if seat < 0 {
		fail(w, http.StatusNotFound, "no_seat", "the game has no seat %q", r.PathValue("color"))
		return
	}
	var req HandOverRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Version == 0 {
		fail(w, http.StatusBadRequest, "no_version", "send the version of the game the seat was handed over against")
		return
	}
	err := s.HandOver(r.Context(), g, seat, req.Kind, req.Iterations, time.Duration(req.DecisionTime), mark{req.Version, req.StateID})
	var bad errRequest
	switch {
	case err == nil:
		writeJSON(w, http.StatusOK, g.info())
	case errors.As(err, &bad):
		fail(w, http.StatusUnprocessableEntity, "bad_bot", "%v", err)
	case errors.Is(err, errAlreadyBot):
		fail(w, http.StatusConflict, "already_bot", "%v", err)
	case errors.Is(err, errOver):
		fail(w, http.StatusConflict, "game_over", "%v", err)
	default:
		s.refuse(w, g, err)
	}
}
