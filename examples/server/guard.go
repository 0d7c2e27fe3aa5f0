package main

import (
	"log/slog"
	"mime"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"
)

// guard wraps the routes: it serves only the configured hosts (against DNS
// rebinding), takes only JSON bodies with no other origin's page behind
// them (against cross-site requests), and counts and logs every answer.
func (s *Server) guard(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		sw := &statusWriter{ResponseWriter: w}
		route := "refused"
		defer func() {
			status := sw.status
			if status == 0 {
				status = http.StatusOK
			}
			d := time.Since(start)
			s.metrics.request(route, status, d)
			level := slog.LevelDebug
			if status >= 500 {
				level = slog.LevelWarn
			}
			if s.slog.Enabled(r.Context(), level) {
				s.slog.Log(r.Context(), level, "request", "method", r.Method, "path", r.URL.Path, "route", route, "status", status, "duration", d, "client", s.clientOf(r))
			}
		}()
		secure(sw.Header())
		if !isOperatorRoute(r.URL.Path) && !s.hostServed(r.Host) {
			s.metrics.refused.WithLabelValues("bad_host").Inc()
			fail(sw, http.StatusMisdirectedRequest, "bad_host", "this server does not serve the host %q", r.Host)
			return
		}
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			if !s.originAllowed(r) {
				s.metrics.refused.WithLabelValues("bad_origin").Inc()
				fail(sw, http.StatusForbidden, "bad_origin", "requests from the page of %q are refused", r.Header.Get("Origin"))
				return
			}
			if mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type")); r.Method == http.MethodPost && (err != nil || mt != "application/json") {
				s.metrics.refused.WithLabelValues("bad_content_type").Inc()
				fail(sw, http.StatusUnsupportedMediaType, "bad_content_type", "send the body as Content-Type: application/json")
				return
			}
		}
		next.ServeHTTP(sw, r)
		route = r.Pattern
		if route == "" {
			route = "none"
		}
	})
}

// contentSecurityPolicy lets a page run only the server's own scripts
// and styles (the files under /static/: the pages have no inline script
// or style), talk to the server alone, and be framed by no page.
const contentSecurityPolicy = "default-src 'self'; script-src 'self'; style-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// secure sets the headers every answer carries against other sites: the
// Content-Security-Policy; nosniff, so that no browser takes an answer
// for another type than it says (a record's text for a script); and a
// Referrer-Policy under which no other site is told a page's address (a
// game's ID).
func secure(h http.Header) {
	h.Set("Content-Security-Policy", contentSecurityPolicy)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "same-origin")
}

// hostServed says whether the Host header is one of the served hosts.
func (s *Server) hostServed(host string) bool {
	name := host
	if h, _, err := net.SplitHostPort(host); err == nil {
		name = h
		if strings.Contains(h, ":") {
			name = "[" + h + "]"
		}
	}
	for _, h := range s.hosting.Hosts {
		if h == "*" || strings.EqualFold(h, host) || strings.EqualFold(h, name) {
			return true
		}
	}
	return false
}

// originAllowed says whether a request that changes something may come
// from the page it comes from: no Origin (not a browser), the server's own
// (the Origin's host is the Host), or one of the configured origins.
func (s *Server) originAllowed(r *http.Request) bool {
	o := r.Header.Get("Origin")
	if o == "" {
		return r.Header.Get("Sec-Fetch-Site") != "cross-site"
	}
	if slices.Contains(s.hosting.Origins, o) {
		return true
	}
	u, err := url.Parse(o)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && strings.EqualFold(u.Host, r.Host)
}

// statusWriter records the status of an answer. It unwraps, so that an
// http.ResponseController reaches the connection through it.
type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *statusWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	return w.ResponseWriter.Write(b)
}

func (w *statusWriter) Flush() {
	if f, ok := w.ResponseWriter.(http.Flusher); ok {
		f.Flush()
	}
}

// Unwrap returns the ResponseWriter wrapped.
func (w *statusWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
