package main

import (
	"context"
	"net/http"
	"strconv"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/examples/server/store"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// metrics are the server's Prometheus metrics, on a registry of its own
// (not the global one), which GET /metrics serves.
type metrics struct {
	registry     *prometheus.Registry
	requests     *prometheus.CounterVec
	duration     *prometheus.HistogramVec
	streams      prometheus.Gauge
	botDecisions *prometheus.CounterVec
	botSeconds   *prometheus.HistogramVec
	storeSeconds *prometheus.HistogramVec
	storeErrors  *prometheus.CounterVec
	refused      *prometheus.CounterVec
	evicted      prometheus.Counter
	// botWriteErrors counts the bots' actions the store failed to write,
	// each tried again; botWritesWaiting is the games whose bot's action
	// waits to be tried again.
	botWriteErrors prometheus.Counter
	// timeouts counts the decisions people ran out of time for.
	timeouts         prometheus.Counter
	botWritesWaiting prometheus.Gauge
}

func newMetrics(s *Server) *metrics {
	m := &metrics{registry: prometheus.NewRegistry()}
	f := func(c prometheus.Collector) { m.registry.MustRegister(c) }
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "kanban_http_requests_total", Help: "HTTP requests answered, by route (the pattern matched) and status.",
	}, []string{"route", "status"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "kanban_http_request_seconds", Help: "Time to answer an HTTP request, by route (event streams: their whole life).",
		Buckets: prometheus.ExponentialBuckets(0.0005, 4, 10),
	}, []string{"route"})
	m.streams = prometheus.NewGauge(prometheus.GaugeOpts{Name: "kanban_streams_open", Help: "Event streams open."})
	m.botDecisions = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "kanban_bot_decisions_total", Help: "Bot decisions made, by bot kind and outcome (ok or error).",
	}, []string{"kind", "outcome"})
	m.botSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "kanban_bot_decision_seconds", Help: "Time a bot decision took, by bot kind, waiting for a worker excluded.",
		Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10),
	}, []string{"kind"})
	m.storeSeconds = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name: "kanban_store_seconds", Help: "Time a store call took, by operation.",
		Buckets: prometheus.ExponentialBuckets(0.0001, 4, 10),
	}, []string{"op"})
	m.storeErrors = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "kanban_store_errors_total", Help: "Store calls that failed, by operation (not found and conflicts excepted).",
	}, []string{"op"})
	m.refused = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "kanban_refused_total", Help: "Requests refused by a bound, by reason.",
	}, []string{"reason"})
	m.evicted = prometheus.NewCounter(prometheus.CounterOpts{Name: "kanban_games_evicted_total", Help: "Games evicted from memory."})
	m.timeouts = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "kanban_clock_timeouts_total", Help: "Decisions people ran out of time for, played by a bot or handed to one.",
	})
	m.botWriteErrors = prometheus.NewCounter(prometheus.CounterOpts{
		Name: "kanban_bot_write_errors_total", Help: "Bot actions the store failed to write, each tried again after a wait.",
	})
	m.botWritesWaiting = prometheus.NewGauge(prometheus.GaugeOpts{
		Name: "kanban_bot_writes_waiting", Help: "Games whose bot's action the store failed to write, waiting to try again.",
	})
	for _, c := range []prometheus.Collector{m.requests, m.duration, m.streams, m.botDecisions, m.botSeconds, m.storeSeconds, m.storeErrors, m.refused, m.evicted, m.botWriteErrors, m.botWritesWaiting, m.timeouts} {
		f(c)
	}
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "kanban_games_in_memory", Help: "Games held in memory."}, func() float64 {
		s.mu.Lock()
		defer s.mu.Unlock()
		return float64(len(s.games))
	}))
	f(prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: "kanban_bot_workers_busy", Help: "Bot decisions running now."}, func() float64 {
		return float64(s.pool.busy())
	}))
	f(collectors.NewGoCollector())
	f(collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// request counts an answered request.
func (m *metrics) request(route string, status int, d time.Duration) {
	m.requests.WithLabelValues(route, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route).Observe(d.Seconds())
}

// botDecision counts a bot's decision.
func (m *metrics) botDecision(kind string, d time.Duration, err error) {
	outcome := "ok"
	if err != nil {
		outcome = "error"
	}
	m.botDecisions.WithLabelValues(kind, outcome).Inc()
	m.botSeconds.WithLabelValues(kind).Observe(d.Seconds())
}

// handler serves the metrics in Prometheus's text format.
func (m *metrics) handler() http.Handler {
	return promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{})
}

// timedStore is a store whose calls are timed into the metrics. It embeds
// the store, so that any method beyond store.Store's passes through.
type timedStore struct {
	store.Store
	m *metrics
}

func (t timedStore) observe(op string, start time.Time, err error) {
	t.m.storeSeconds.WithLabelValues(op).Observe(time.Since(start).Seconds())
	if err != nil && err != store.ErrNotFound && err != store.ErrConflict && err != context.Canceled {
		t.m.storeErrors.WithLabelValues(op).Inc()
	}
}

func (t timedStore) Create(ctx context.Context, g store.Game) (err error) {
	defer func(start time.Time) { t.observe("create", start, err) }(time.Now())
	return t.Store.Create(ctx, g)
}

func (t timedStore) Append(ctx context.Context, id string, revision uint32, events []kanban.Event) (err error) {
	defer func(start time.Time) { t.observe("append", start, err) }(time.Now())
	return t.Store.Append(ctx, id, revision, events)
}

func (t timedStore) SetSeats(ctx context.Context, id string, revision, version uint32, seats []store.Seat) (err error) {
	defer func(start time.Time) { t.observe("set_seats", start, err) }(time.Now())
	return t.Store.SetSeats(ctx, id, revision, version, seats)
}

func (t timedStore) Cut(ctx context.Context, id string, revision, version, to uint32) (err error) {
	defer func(start time.Time) { t.observe("cut", start, err) }(time.Now())
	return t.Store.Cut(ctx, id, revision, version, to)
}

func (t timedStore) Load(ctx context.Context, id string) (g store.Game, err error) {
	defer func(start time.Time) { t.observe("load", start, err) }(time.Now())
	return t.Store.Load(ctx, id)
}

func (t timedStore) MarkOver(ctx context.Context, id string) (err error) {
	defer func(start time.Time) { t.observe("mark_over", start, err) }(time.Now())
	return t.Store.MarkOver(ctx, id)
}

func (t timedStore) LoadInPlay(ctx context.Context, limit int) (gs []store.Game, err error) {
	defer func(start time.Time) { t.observe("load_in_play", start, err) }(time.Now())
	return t.Store.LoadInPlay(ctx, limit)
}

func (t timedStore) List(ctx context.Context, limit int) (gs []store.Game, err error) {
	defer func(start time.Time) { t.observe("list", start, err) }(time.Now())
	return t.Store.List(ctx, limit)
}

func (t timedStore) Ping(ctx context.Context) (err error) {
	defer func(start time.Time) { t.observe("ping", start, err) }(time.Now())
	return t.Store.Ping(ctx)
}

// Unwrap returns the store timed.
func (t timedStore) Unwrap() store.Store { return t.Store }
