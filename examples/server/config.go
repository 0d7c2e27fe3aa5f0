package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"runtime"
	"strings"
	"time"

	"golang.org/x/time/rate"
)

// Hosting is how the server faces the public: the bounds on what a
// stranger can make it do, the hosts it answers for, and its logs. The
// zero value of each field is its default; a negative bound turns it off.
type Hosting struct {
	// Logger receives the server's structured logs; when nil, the Log of
	// Options (or the standard logger) is wrapped.
	Logger *slog.Logger

	// Hosts are the Host headers served, each a name ("localhost", which
	// then matches any port) or a host:port; "*" serves any. Nil is
	// localhost, 127.0.0.1 and [::1].
	Hosts []string
	// Origins are the origins besides the request's own host whose pages
	// may POST, as "https://example.org".
	Origins []string
	// ClientIPHeader names the header a trusted proxy sets to the client's
	// address (its last value is taken, e.g. "X-Forwarded-For"); empty
	// takes the address of the connection.
	ClientIPHeader string

	// MaxStreams bounds the event streams open in all, per game and per
	// client; a client's bound is at most a sixteenth of MaxStreams (at
	// least 2). A seat's stream of its own game takes the place of one
	// with less claim rather than be refused (openStream).
	MaxStreams, MaxStreamsPerGame, MaxStreamsPerClient int
	// StreamWriteTimeout is how long a stream's write may wait for a client
	// that does not read before the stream is closed.
	StreamWriteTimeout time.Duration

	// CreateRate is how many games a client may create a minute, with a
	// burst of CreateBurst; MaxClients bounds the clients remembered.
	CreateRate  float64
	CreateBurst int
	MaxClients  int

	// BotWorkers is how many bot decisions run at once, over all games:
	// twice GOMAXPROCS by default.
	BotWorkers int
	// MaxIterations bounds an ISMCTS seat's iterations (ismcts,
	// learned, neural), and MaxGameIterations the sum over a game's seats.
	MaxIterations, MaxGameIterations int
	// MaxDecisionTime bounds an ISMCTS seat's time per decision (ismcts,
	// learned, neural), and MaxGameDecisionTime the sum over a game's seats.
	MaxDecisionTime, MaxGameDecisionTime time.Duration

	// MaxGames bounds the games held in memory; IdleAfter evicts a game
	// nobody has asked for in that long, FinishedIdleAfter a finished one.
	// An evicted game is read again from the store when asked for. A
	// server starts with the newest MaxGames games in play in memory.
	MaxGames                     int
	IdleAfter, FinishedIdleAfter time.Duration
	// ListLimit is how many games GET /api/games lists at most, the newest.
	ListLimit int
}

// The defaults of Hosting's bounds.
const (
	defaultMaxStreams          = 2000
	defaultMaxStreamsPerGame   = 200
	defaultMaxStreamsPerClient = 32
	defaultStreamWriteTimeout  = 30 * time.Second
	defaultCreateRate          = 20
	defaultCreateBurst         = 10
	defaultMaxClients          = 10000
	defaultMaxGameIterations   = 30000
	defaultMaxGameDecisionTime = 3 * time.Second
	defaultMaxGames            = 1000
	defaultIdleAfter           = 30 * time.Minute
	defaultFinishedIdleAfter   = 2 * time.Minute
	defaultListLimit           = 200
)

var defaultHosts = []string{"localhost", "127.0.0.1", "[::1]"}

// or returns v, or def when v is 0, or 0 (no bound) when v is negative.
func or[T int | float64 | time.Duration](v, def T) T {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

// withDefaults fills h's zero fields with the defaults, and its negative
// ones with 0: no bound.
func (h Hosting) withDefaults() Hosting {
	h.MaxStreams = or(h.MaxStreams, defaultMaxStreams)
	h.MaxStreamsPerGame = or(h.MaxStreamsPerGame, defaultMaxStreamsPerGame)
	h.MaxStreamsPerClient = or(h.MaxStreamsPerClient, defaultMaxStreamsPerClient)
	h.StreamWriteTimeout = or(h.StreamWriteTimeout, defaultStreamWriteTimeout)
	h.CreateRate = or(h.CreateRate, defaultCreateRate)
	h.CreateBurst = or(h.CreateBurst, defaultCreateBurst)
	h.MaxClients = or(h.MaxClients, defaultMaxClients)
	// Twice the cores: a worker is often descheduled while it decides, by
	// the requests' goroutines, and with only as many workers as cores the
	// bots would then leave cores idle.
	h.BotWorkers = or(h.BotWorkers, 2*runtime.GOMAXPROCS(0))
	h.MaxIterations = or(h.MaxIterations, MaxIterations)
	h.MaxGameIterations = or(h.MaxGameIterations, defaultMaxGameIterations)
	h.MaxDecisionTime = or(h.MaxDecisionTime, MaxDecisionTime)
	h.MaxGameDecisionTime = or(h.MaxGameDecisionTime, defaultMaxGameDecisionTime)
	h.MaxGames = or(h.MaxGames, defaultMaxGames)
	h.IdleAfter = or(h.IdleAfter, defaultIdleAfter)
	h.FinishedIdleAfter = or(h.FinishedIdleAfter, defaultFinishedIdleAfter)
	h.ListLimit = or(h.ListLimit, defaultListLimit)
	if h.Hosts == nil {
		h.Hosts = defaultHosts
	}
	if h.BotWorkers == 0 {
		h.BotWorkers = 1 << 30
	}
	return h
}

// createLimit is CreateRate as a rate.Limit: games a second.
func (h Hosting) createLimit() rate.Limit {
	if h.CreateRate == 0 || h.CreateBurst == 0 {
		return rate.Inf
	}
	return rate.Limit(h.CreateRate / 60)
}

// Config is the command's configuration: its flags, each of which the
// environment variable KANBAN_NAME (upper case, "-" as "_") sets when the
// command line does not.
type Config struct {
	Addr     string
	DB       string
	Postgres string

	LogFormat string
	LogLevel  slog.Level

	ReadHeaderTimeout, ReadTimeout, WriteTimeout, IdleTimeout time.Duration
	ShutdownTimeout                                           time.Duration
	MaxHeaderBytes                                            int

	// Editions are edition files to play besides the built-in edition.
	Editions []string

	Hosting Hosting
}

// envName is the environment variable of a flag.
func envName(flag string) string {
	return "KANBAN_" + strings.ToUpper(strings.ReplaceAll(flag, "-", "_"))
}

// flags defines the command's flags on fs, into c.
func (c *Config) flags(fs *flag.FlagSet) {
	h := &c.Hosting
	fs.StringVar(&c.Addr, "addr", "127.0.0.1:8080", "address to listen on")
	fs.StringVar(&c.DB, "db", "kanban.db", "SQLite file to keep the games in")
	fs.StringVar(&c.Postgres, "postgres", "", "PostgreSQL URL to keep the games in instead of SQLite")
	fs.Var(listValue{&c.Editions}, "edition", "comma-separated edition files (the printed contents of a box, go run ./examples/edition template) that games may be created with besides the built-in edition; every instance on one database needs the same")
	h.Hosts = defaultHosts
	fs.Var(listValue{&h.Hosts}, "hosts", "comma-separated Host names served (a name, any port; or name:port; * for any)")
	fs.Var(listValue{&h.Origins}, "origins", "comma-separated origins besides the server's own whose pages may POST (https://example.org)")
	fs.StringVar(&h.ClientIPHeader, "client-ip-header", "", "header a trusted proxy sets to the client's address, its last value taken (X-Forwarded-For); empty: the connection's")
	fs.StringVar(&c.LogFormat, "log-format", "text", "log format: text or json")
	fs.TextVar(&c.LogLevel, "log-level", slog.LevelInfo, "log level: debug (each request), info, warn, error")
	fs.DurationVar(&c.ReadHeaderTimeout, "read-header-timeout", 10*time.Second, "time to read a request's headers")
	fs.DurationVar(&c.ReadTimeout, "read-timeout", 30*time.Second, "time to read a whole request, body included")
	fs.DurationVar(&c.WriteTimeout, "write-timeout", 30*time.Second, "time to write an answer (event streams excepted)")
	fs.DurationVar(&c.IdleTimeout, "idle-timeout", 2*time.Minute, "how long an idle keep-alive connection stays open")
	fs.IntVar(&c.MaxHeaderBytes, "max-header-bytes", 64<<10, "largest request header")
	fs.DurationVar(&c.ShutdownTimeout, "shutdown-timeout", 10*time.Second, "time given to running requests on SIGTERM")
	fs.IntVar(&h.MaxStreams, "max-streams", defaultMaxStreams, "event streams open at once, in all")
	fs.IntVar(&h.MaxStreamsPerGame, "max-streams-per-game", defaultMaxStreamsPerGame, "event streams open at once on one game")
	fs.IntVar(&h.MaxStreamsPerClient, "max-streams-per-client", defaultMaxStreamsPerClient, "event streams open at once from one client address (an IPv6 /64), at most a sixteenth of -max-streams")
	fs.DurationVar(&h.StreamWriteTimeout, "stream-write-timeout", defaultStreamWriteTimeout, "how long a stream waits for a client that does not read")
	fs.Float64Var(&h.CreateRate, "create-rate", defaultCreateRate, "games a client may create a minute")
	fs.IntVar(&h.CreateBurst, "create-burst", defaultCreateBurst, "games a client may create at once")
	fs.IntVar(&h.MaxClients, "max-clients", defaultMaxClients, "clients whose creation rate is remembered")
	fs.IntVar(&h.BotWorkers, "bot-workers", 0, "bot decisions run at once over all games (0: twice GOMAXPROCS)")
	fs.IntVar(&h.MaxIterations, "max-iterations", MaxIterations, "most iterations an ISMCTS seat (ismcts, learned, neural) may ask for")
	fs.IntVar(&h.MaxGameIterations, "max-game-iterations", defaultMaxGameIterations, "most ISMCTS iterations a game's seats may ask for in all")
	fs.DurationVar(&h.MaxDecisionTime, "max-decision-time", MaxDecisionTime, "most time per decision an ISMCTS seat (ismcts, learned, neural) may ask for")
	fs.DurationVar(&h.MaxGameDecisionTime, "max-game-decision-time", defaultMaxGameDecisionTime, "most time per decision a game's ISMCTS seats may ask for in all")
	fs.IntVar(&h.MaxGames, "max-games", defaultMaxGames, "games held in memory; the idle ones beyond are evicted")
	fs.DurationVar(&h.IdleAfter, "idle-after", defaultIdleAfter, "evict a game from memory after this long unasked for")
	fs.DurationVar(&h.FinishedIdleAfter, "finished-idle-after", defaultFinishedIdleAfter, "evict a finished game from memory after this long unasked for")
	fs.IntVar(&h.ListLimit, "list-limit", defaultListLimit, "most games GET /api/games lists, the newest")
}

// listValue is a flag of comma-separated values.
type listValue struct{ p *[]string }

func (l listValue) String() string {
	if l.p == nil {
		return ""
	}
	return strings.Join(*l.p, ",")
}

func (l listValue) Set(v string) error {
	*l.p = list(v)
	return nil
}

// list splits a comma-separated flag.
func list(v string) []string {
	var out []string
	for _, s := range strings.Split(v, ",") {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// parseConfig reads the command line, and for each flag it does not give,
// the flag's environment variable from getenv.
func parseConfig(args []string, getenv func(string) string, stderr io.Writer) (Config, *flag.FlagSet, error) {
	var c Config
	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(stderr)
	c.flags(fs)
	if err := fs.Parse(args); err != nil {
		return c, fs, err
	}
	if fs.NArg() > 0 {
		return c, fs, fmt.Errorf("unexpected arguments: %q", fs.Args())
	}
	given := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { given[f.Name] = true })
	var err error
	fs.VisitAll(func(f *flag.Flag) {
		if v := getenv(envName(f.Name)); v != "" && !given[f.Name] && err == nil {
			if e := fs.Set(f.Name, v); e != nil {
				err = fmt.Errorf("%s=%q: %v", envName(f.Name), v, e)
			}
		}
	})
	if err != nil {
		return c, fs, err
	}
	if c.LogFormat != "text" && c.LogFormat != "json" {
		return c, fs, fmt.Errorf("-log-format %q is neither text nor json", c.LogFormat)
	}
	return c, fs, nil
}

// logger is the configured structured logger, writing to w.
func (c Config) logger(w io.Writer) *slog.Logger {
	opts := &slog.HandlerOptions{Level: c.LogLevel}
	if c.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, opts))
	}
	return slog.New(slog.NewTextHandler(w, opts))
}

// httpServer is the http.Server of h with the configured timeouts: the
// event streams lift the write timeout for themselves (handleEvents).
func (c Config) httpServer(h http.Handler, log *slog.Logger) *http.Server {
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: c.ReadHeaderTimeout,
		ReadTimeout:       c.ReadTimeout,
		WriteTimeout:      c.WriteTimeout,
		IdleTimeout:       c.IdleTimeout,
		MaxHeaderBytes:    c.MaxHeaderBytes,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
}
