package main

import (
	"context"
	"net/http"
	"time"
)

// operatorRoutes adds the routes of whoever runs the server: liveness,
// readiness and the metrics. They are served for any Host, since a probe
// or a scraper names the instance by its address.
func (s *Server) operatorRoutes(mux router) {
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
	if err := s.store.Ping(ctx); err != nil {
		s.slog.Warn("readiness: the database does not answer", "err", err)
		fail(w, http.StatusServiceUnavailable, "no_database", "the database does not answer")
		return
	}
	writeJSON(w, http.StatusOK, map[string]string{"status": "ready"})
}
