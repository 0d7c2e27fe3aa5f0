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
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/kanbanev/kanban/examples/server/store"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "server:", err)
		os.Exit(1)
	}
}

// run is the whole command: it serves until SIGINT or SIGTERM, then stops
// the bots and closes the store. It prints "listening on http://ADDR"
// once it accepts connections.
func run(args []string, stderr io.Writer) error {
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", "127.0.0.1:8080", "address to listen on")
	db := fs.String("db", "kanban.db", "SQLite file to keep the games in")
	pg := fs.String("postgres", os.Getenv("KANBAN_POSTGRES"), "PostgreSQL URL to keep the games in instead of SQLite (default $KANBAN_POSTGRES)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	logger := log.New(stderr, "", log.LstdFlags)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	var st store.Store
	var err error
	if *pg != "" {
		st, err = store.OpenPostgres(ctx, *pg)
		logger.Printf("games in PostgreSQL")
	} else {
		st, err = store.OpenSQLite(ctx, *db)
		logger.Printf("games in SQLite file %s", *db)
	}
	if err != nil {
		return err
	}
	srv, err := NewServer(ctx, st, Options{Log: logger})
	if err != nil {
		st.Close()
		return err
	}
	defer srv.Close()

	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: srv.Handler(), ReadHeaderTimeout: 10 * time.Second, ErrorLog: logger}
	fmt.Fprintf(stderr, "listening on http://%s\n", ln.Addr())
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	logger.Printf("stopping")
	shut, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	srv.cancel() // end the event streams, which Shutdown would wait for
	if err := hs.Shutdown(shut); err != nil && !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	return nil
}
