package main

import (
	"errors"
	"fmt"
	"log"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"golang.org/x/time/rate"
)

// public is what the server keeps to face the public: its bounds, the
// counters they are checked against, and its reports.
type public struct {
	hosting Hosting
	slog    *slog.Logger
	metrics *metrics

	// slots are the open event streams (slots.go).
	slots *slots

	creators *limiters

	// bots are the bots' workers (pool.go), BotWorkers of them.
	pool *pool

	// creating counts the games being created, which have a place held
	// under MaxGames. Server.mu guards it.
	creating int

	// draining is set once the server stops: /readyz then answers 503.
	draining atomic.Bool
}

// startPublic sets up the bounds and reports of opt, wraps the store to
// time it, and starts evicting idle games.
func (s *Server) startPublic(opt Options) {
	h := opt.Hosting.withDefaults()
	p := &public{hosting: h, slog: h.Logger, slots: newSlots()}
	switch {
	case p.slog != nil && opt.Log == nil:
		s.log = slog.NewLogLogger(p.slog.Handler(), slog.LevelInfo)
	case p.slog == nil && opt.Log != nil:
		p.slog = slog.New(slog.NewTextHandler(opt.Log.Writer(), nil))
	case p.slog == nil:
		p.slog = slog.New(slog.NewTextHandler(log.Writer(), nil))
	}
	p.creators = newLimiters(h.createLimit(), h.CreateBurst, h.MaxClients)
	p.pool = newPool(h.BotWorkers)
	s.public = p
	p.metrics = newMetrics(s)
	s.store = timedStore{s.store, p.metrics}
	go s.evictLoop()
}

// clientOf is the client a request comes from, as the bounds count
// clients: its IP address, or for IPv6 its /64 network, which one
// subscriber usually holds whole. Behind ClientIPHeader it is the
// header's last address, when that is an IP address (with a port or
// not); anything else there is not taken as a client's name, and the
// connection's address counts.
func (s *Server) clientOf(r *http.Request) string {
	if h := s.hosting.ClientIPHeader; h != "" {
		if v := r.Header.Values(h); len(v) > 0 {
			last := v[len(v)-1]
			if i := strings.LastIndexByte(last, ','); i >= 0 {
				last = last[i+1:]
			}
			if ip, ok := ipOf(strings.TrimSpace(last)); ok {
				return clientIP(ip)
			}
		}
	}
	if ip, ok := ipOf(r.RemoteAddr); ok {
		return clientIP(ip)
	}
	return r.RemoteAddr
}

// ipOf reads an IP address, alone or with a port ("192.0.2.1",
// "192.0.2.1:80", "2001:db8::1", "[2001:db8::1]:80").
func ipOf(addr string) (netip.Addr, bool) {
	if ip, err := netip.ParseAddr(addr); err == nil {
		return ip, true
	}
	if ap, err := netip.ParseAddrPort(addr); err == nil {
		return ap.Addr(), true
	}
	if v6, ok := strings.CutPrefix(addr, "["); ok && strings.HasSuffix(v6, "]") {
		ip, err := netip.ParseAddr(strings.TrimSuffix(v6, "]"))
		return ip, err == nil
	}
	return netip.Addr{}, false
}

// clientIP is the client an address counts as: an IPv4 address (IPv4
// mapped into IPv6 included), or an IPv6 address's /64.
func clientIP(ip netip.Addr) string {
	ip = ip.Unmap().WithZone("")
	if ip.Is6() {
		p, _ := ip.Prefix(64)
		return p.String()
	}
	return ip.String()
}

// lookup returns the game the request's path names, or nil, and records
// that it is in use. An ID that no game could have (not 16 lower-case hex
// digits, as Server.id makes them) is not looked for in the store.
func (s *Server) lookup(r *http.Request) *game {
	id := r.PathValue("id")
	if len(id) != 16 || strings.Trim(id, "0123456789abcdef") != "" {
		return nil
	}
	g := s.game(r.Context(), id)
	if g != nil {
		g.touch()
	}
	return g
}

// errLimit is a request a bound refuses, with its HTTP status, the code
// of its refusal and, for a 429, when to try again.
type errLimit struct {
	status int
	code   string
	msg    string
	retry  time.Duration
}

func (e errLimit) Error() string { return e.msg }

// refuseLimit answers a bound's refusal, and counts it.
func (s *Server) refuseLimit(w http.ResponseWriter, e errLimit) {
	s.metrics.refused.WithLabelValues(e.code).Inc()
	if e.retry > 0 {
		w.Header().Set("Retry-After", fmt.Sprint(int(e.retry.Seconds()+0.999)))
	}
	fail(w, e.status, e.code, "%s", e.msg)
}

// limiters are the creation rate limiters of the clients seen lately, at
// most max of them: a client whose limiter is full again is forgotten,
// since a new limiter would be the same.
type limiters struct {
	mu    sync.Mutex
	limit rate.Limit
	burst int
	max   int
	of    map[string]*rate.Limiter
}

func newLimiters(limit rate.Limit, burst, max int) *limiters {
	return &limiters{limit: limit, burst: burst, max: max, of: map[string]*rate.Limiter{}}
}

// allow takes one of client's tokens, or says how long until one is
// there; it refuses every client while it remembers its most clients,
// none of them forgettable.
func (l *limiters) allow(client string, now time.Time) (bool, time.Duration) {
	if l.limit == rate.Inf {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	lim := l.of[client]
	if lim == nil {
		if l.max > 0 && len(l.of) >= l.max {
			for c, o := range l.of {
				if o.TokensAt(now) >= float64(l.burst) {
					delete(l.of, c)
				}
			}
			if len(l.of) >= l.max {
				return false, time.Minute
			}
		}
		lim = rate.NewLimiter(l.limit, l.burst)
		l.of[client] = lim
	}
	r := lim.ReserveN(now, 1)
	if !r.OK() {
		return false, time.Minute
	}
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// len is how many clients l remembers.
func (l *limiters) len() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.of)
}

// allowCreate checks a game creation against the client's rate and the
// games in memory, and holds a place for the game until done is called,
// once the game is in memory or not made.
func (s *Server) allowCreate(r *http.Request) (done func(), err error) {
	if ok, retry := s.creators.allow(s.clientOf(r), time.Now()); !ok {
		return nil, errLimit{http.StatusTooManyRequests, "rate_limited", "this client creates games too fast", retry}
	}
	max := s.hosting.MaxGames
	if max <= 0 {
		return func() {}, nil
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if len(s.games)+s.creating >= max {
		s.evictLocked(time.Now(), s.creating+1)
	}
	if n := len(s.games) + s.creating; n >= max {
		return nil, errLimit{http.StatusServiceUnavailable, "server_full", fmt.Sprintf("the server holds %d games in play, its most", n), 30 * time.Second}
	}
	s.creating++
	return func() {
		s.mu.Lock()
		s.creating--
		s.mu.Unlock()
	}, nil
}

// checkSeats refuses a game whose bots ask for more than the bounds: an
// ISMCTS, learned or neural seat's iterations or time per decision, and their
// sums over the game. A decision holds one of the pool's workers (decide) for as long
// as it searches, on one goroutine, so a time per decision is what it
// costs the pool: these bounds keep a game's bots, and the pool's
// workers, from being held longer than the server allows.
func (s *Server) checkSeats(seats []store.Seat) error {
	h := s.hosting
	sum, spent := 0, time.Duration(0)
	for i, st := range seats {
		if !budgeted(st.Kind) {
			continue
		}
		if st.DecisionTime > 0 {
			if h.MaxDecisionTime > 0 && st.DecisionTime > h.MaxDecisionTime {
				return errRequest{fmt.Sprintf("seat %d: decision_time must be at most %v on this server, not %v", i+1, h.MaxDecisionTime, st.DecisionTime)}
			}
			spent += st.DecisionTime
			continue
		}
		if h.MaxIterations > 0 && st.Iterations > h.MaxIterations {
			return errRequest{fmt.Sprintf("seat %d: iterations must be 1 to %d", i+1, h.MaxIterations)}
		}
		sum += st.Iterations
	}
	if h.MaxGameIterations > 0 && sum > h.MaxGameIterations {
		return errRequest{fmt.Sprintf("the seats ask for %d ISMCTS iterations a decision in all, more than this server's %d", sum, h.MaxGameIterations)}
	}
	if h.MaxGameDecisionTime > 0 && spent > h.MaxGameDecisionTime {
		return errRequest{fmt.Sprintf("the seats ask for %v a decision in all, more than this server's %v", spent, h.MaxGameDecisionTime)}
	}
	return nil
}

// errClosing is a bot decision not made: the server stops.
var errClosing = errors.New("the server is stopping")

// decide is the bot's choice in game g, owned by owner, made on one of
// the pool's workers: it waits for one, so that the bots of all the games
// make at most BotWorkers decisions at once, shared fairly between the
// owners and their games (pool.go); each game's bots wait in turn, one
// decision at a time.
func (s *Server) decide(st kanban.GameState, seat store.Seat, botSeed uint64, owner, g string) (kanban.Action, error) {
	release, err := s.pool.acquire(s.ctx, owner, g)
	if err != nil {
		return kanban.Action{}, errClosing
	}
	defer release()
	if s.ctx.Err() != nil {
		return kanban.Action{}, errClosing
	}
	start := time.Now()
	a, err := botAction(st, seat, botSeed)
	s.metrics.botDecision(seat.Kind, time.Since(start), err)
	return a, err
}

// drain starts stopping: /readyz answers 503, the event streams end (their
// clients reconnect elsewhere) and the bots stop after their current
// decision. http.Server.Shutdown calls it once it has closed the
// listener; Close then waits for the bots and closes the store.
func (s *Server) drain() {
	s.draining.Store(true)
	s.cancel()
}
