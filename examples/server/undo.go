package main

import (
	"context"
	"errors"
	"fmt"
	"net/http"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
)

// errCannotUndo is an undo refused: what the seat's last action revealed,
// another person's action after it, or no action at all.
type errCannotUndo struct{ why string }

func (e errCannotUndo) Error() string { return "cannot undo: " + e.why }

// undoable says why seat's last action cannot be taken back now, or nil
// if it can: takeBack's reasons, or something revealed by the action or
// by the bots' actions after it (kanban.Undoable). It reads the log back
// to the seat's last action only. g.mu must be held.
func (g *game) undoable(seat int) error {
	at, actions, err := g.takeBack(seat)
	if err != nil {
		return err
	}
	if kanban.Undoable(g.log[at-1:]) < actions {
		return errCannotUndo{"something hidden was revealed since " + g.seats[seat].Color.String() + "'s last action"}
	}
	return nil
}

// takeBack finds what an undo of seat would take back, or says why none
// may be taken back whatever was revealed: the game over, the seat a
// bot's now (its token is no more), no action of its own, or another
// person's action after it, which is theirs to take back. At is the index of the seat's last action's
// acted event, actions how many actions from it to the end. g.mu must be
// held.
func (g *game) takeBack(seat int) (at, actions int, err error) {
	if g.broken != "" {
		return 0, 0, errBroken{g.broken}
	}
	if g.state.IsOver() {
		return 0, 0, errCannotUndo{"the game is over"}
	}
	c := g.seats[seat].Color
	if g.seats[seat].Kind != Human {
		return 0, 0, errRevoked
	}
	for i := len(g.log) - 1; i > 0; i-- {
		e := &g.log[i]
		if e.Kind != kanban.EvActed {
			continue
		}
		actions++
		if e.Player == c {
			return i, actions, nil
		}
		if j := g.seatOf(e.Player); j >= 0 && g.seats[j].Kind == Human {
			return 0, 0, errCannotUndo{fmt.Sprintf("%s acted after %s's last action, and a person's action is theirs to take back", e.Player, c)}
		}
	}
	return 0, 0, errCannotUndo{c.String() + " has taken no action"}
}

// Undo takes back seat's last action, and the bots' actions after it,
// with kanban.UndoTo, the game being at the point at: it cuts the stored
// log back (store.Cut, checked against the version and revision as an
// append is), then the log in memory, and tells the streams to reset. It
// returns the version the game is back at, its state's ID and how many
// actions it took back. Like Act, it catches up from a shared store
// before it refuses a point as stale.
func (s *Server) Undo(ctx context.Context, g *game, seat int, at mark) (uint32, string, int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	s.current(ctx, g, at)
	for try := 0; ; try++ {
		if g.broken != "" {
			return 0, "", 0, errBroken{g.broken}
		}
		if !at.is(g) {
			return 0, "", 0, errStale
		}
		if _, _, err := g.takeBack(seat); err != nil {
			return 0, "", 0, err
		}
		st, log, n, err := kanban.UndoTo(g.log, g.seats[seat].Color)
		if err != nil {
			var ue *kanban.UndoError
			if errors.As(err, &ue) {
				if ue.Action < 0 {
					return 0, "", 0, errCannotUndo{ue.Reason}
				}
				return 0, "", 0, errCannotUndo{fmt.Sprintf("action %d %s", ue.Action, ue.Reason)}
			}
			return 0, "", 0, err
		}
		to := st.Version()
		if err := s.store.Cut(ctx, g.id, g.revision, at.version, to); err != nil {
			if errors.Is(err, store.ErrConflict) {
				s.reload(ctx, g)
				if try == 0 {
					continue // read again from the store: check again
				}
				return 0, "", 0, errConflict
			}
			return 0, "", 0, fmt.Errorf("storing the undo: %w", err)
		}
		g.cutStreams(len(log))
		g.state, g.log, g.revision = st, log[:len(log):len(log)], g.revision+1
		g.times = g.times[:len(log):len(log)]
		close(g.changed)
		g.changed = make(chan struct{})
		s.startBots(g)
		return to, g.stateID(), n, nil
	}
}

// UndoRequest takes back the seat's last action: Version is the game's
// version the request was made against, and StateID its state's ID, when
// the client read it (ActionRequest).
type UndoRequest struct {
	Version uint32 `json:"version"`
	StateID string `json:"state_id,omitempty"`
}

// UndoResponse is what an undo did: the version the game is back at, its
// state's ID, and how many actions it took back (the seat's and the bots'
// after it).
type UndoResponse struct {
	Version uint32 `json:"version"`
	StateID string `json:"state_id"`
	Undone  int    `json:"undone"`
}

func (s *Server) handleUndo(w http.ResponseWriter, r *http.Request, v viewer) {
	var req UndoRequest
	if !decode(w, r, &req) {
		return
	}
	if req.Version == 0 {
		fail(w, http.StatusBadRequest, "no_version", "send the version of the game the undo was asked against")
		return
	}
	version, id, n, err := s.Undo(r.Context(), v.g, v.seat, mark{req.Version, req.StateID})
	var cannot errCannotUndo
	if errors.As(err, &cannot) {
		fail(w, http.StatusUnprocessableEntity, "cannot_undo", "%v", err)
		return
	}
	if err != nil {
		s.refuse(w, v.g, err)
		return
	}
	writeJSON(w, http.StatusOK, UndoResponse{version, id, n})
}
