// Command server hosts games of Kanban EV over HTTP: a JSON API, an event
// stream per seat, and a browser page to play against the server's bots.
// Games are stored in SQLite (one file, nothing to install) or in
// PostgreSQL, each action's events in one transaction, and every stored
// log is checked with kanban.Replay when the server starts.
//
//	go run ./examples/server                        # http://127.0.0.1:8080, games in kanban.db
//	go run ./examples/server -addr :9000 -db /var/lib/kanban/games.db
//	go run ./examples/server -postgres postgres://kanban:secret@localhost/kanban
//
// See README.md beside this file for the API.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kanbanev/kanban/examples/internal/editionfile"
	"github.com/kanbanev/kanban/examples/server/store"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := run(ctx, os.Args[1:], os.Getenv, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// run is the whole command: it serves until ctx is done (SIGINT or
// SIGTERM), then stops gracefully. It prints "listening on http://ADDR"
// once it accepts connections. The flags not on the command line are read
// from getenv (config.go).
//
// Stopping, it first stops taking requests (http.Server.Shutdown closes
// the listener and the idle connections) and answers 503 to /readyz; then
// it ends the event streams, so that their clients (the page's
// EventSource) reconnect to another instance, and stops the bots after
// the decision each is making; it waits for the requests running, up to
// -shutdown-timeout; and it closes the store last.
func run(ctx context.Context, args []string, getenv func(string) string, stderr io.Writer) error {
	cfg, _, err := parseConfig(args, getenv, stderr)
	if err != nil {
		return err
	}
	logger := cfg.logger(stderr)

	var st store.Store
	if cfg.Postgres != "" {
		st, err = store.OpenPostgres(ctx, cfg.Postgres)
		logger.Info("games in PostgreSQL")
	} else {
		st, err = store.OpenSQLite(ctx, cfg.DB)
		logger.Info("games in SQLite", "file", cfg.DB)
	}
	if err != nil {
		return err
	}
	opt := Options{Hosting: cfg.Hosting}
	for _, path := range cfg.Editions {
		ed, err := editionfile.Load(path)
		if err != nil {
			st.Close()
			return err
		}
		opt.Editions = append(opt.Editions, ed)
	}
	opt.Logger = logger
	srv, err := NewServer(ctx, st, opt)
	if err != nil {
		st.Close()
		return err
	}
	closed := false
	defer func() {
		if !closed {
			srv.Close()
		}
	}()

	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	hs := cfg.httpServer(srv.Handler(), logger)
	hs.RegisterOnShutdown(srv.drain)
	fmt.Fprintf(stderr, "listening on http://%s\n", ln.Addr())
	logger.Info("listening", "addr", ln.Addr().String(), "hosts", srv.hosting.Hosts)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Info("stopping: no new requests; the streams end and the bots stop after their decision")
	shut, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	err = hs.Shutdown(shut)
	if errors.Is(err, context.DeadlineExceeded) {
		logger.Warn("stopping: requests still running after the shutdown timeout were cut", "timeout", cfg.ShutdownTimeout)
		hs.Close()
		err = nil
	}
	if e := <-errc; !errors.Is(e, http.ErrServerClosed) && err == nil {
		err = e
	}
	start := time.Now()
	closed = true
	if e := srv.Close(); e != nil && err == nil {
		err = e
	}
	logger.Info("stopped: the bots are idle and the store is closed", "waited", time.Since(start).Round(time.Millisecond))
	return err
}
