package main

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/kanbanev/kanban/examples/server/store"
)

// operatorRoutes adds the routes of whoever runs the server: liveness,
// readiness and the metrics. They are served for any Host, since a probe
// or a scraper names the instance by its address.
func (s *Server) operatorRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /healthz", s.handleHealth)
	mux.HandleFunc("GET /readyz", s.handleReady)
	mux.Handle("GET /metrics", s.metrics.handler())
}

// isOperatorRoute says whether path is one of operatorRoutes'.
func isOperatorRoute(path string) bool {
	return path == "/healthz" || path == "/readyz" || path == "/metrics"
}

// handleHealth is liveness: the process serves HTTP.
func (s *Server) handleHealth(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, http.StatusOK, map[string]string{"status": "ok"})
}

// pinger is a store that can check its database; a store that cannot is
// checked by loading a game that does not exist.
type pinger interface {
	Ping(ctx context.Context) error
}

// handleReady is readiness: the database answers, and the server is not
// stopping. A load balancer sends no new requests to an instance that
// answers 503.
func (s *Server) handleReady(w http.ResponseWriter, r *http.Request) {
	if s.draining.Load() || s.ctx.Err() != nil {
		fail(w, http.StatusServiceUnavailable, "stopping", "the server is stopping")
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := s.ping(ctx); err != nil {
		s.slog.Warn("readiness: the database does not answer", "err", err)
		fail(w, http.StatusServiceUnavailable, "no_database", "the database does not answer")
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}

// ping checks the store's database.
func (s *Server) ping(ctx context.Context) error {
	st := s.store
	if t, ok := st.(timedStore); ok {
		st = t.Store
	}
	if p, ok := st.(pinger); ok {
		return p.Ping(ctx)
	}
	_, err := st.Load(ctx, "readyz")
	if errors.Is(err, store.ErrNotFound) {
		return nil
	}
	return err
}
