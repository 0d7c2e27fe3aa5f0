// Package soak is the switch of the long test runs. The tests of every
// package run in a few minutes on a small machine by default; with the
// environment variable KANBAN_SOAK=1 (what CI sets) they also run their
// long soak versions: hundreds of oracle-checked games, thousands of
// random edits, many more property-test checks.
package soak

import (
	"flag"
	"fmt"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"testing"
	"time"
)

// Env is the environment variable that turns the soak runs on: "1".
const Env = "KANBAN_SOAK"

// On reports whether the soak runs are on.
func On() bool { return os.Getenv(Env) == "1" }

// Only skips t in a default run: a test too long for the default command,
// which the soak runs (and CI) make. What says what the test is.
func Only(t testing.TB, what string) {
	t.Helper()
	if !On() {
		t.Skipf("%s: a soak run, with %s=1", what, Env)
	}
}

// N returns quick in a default run and full in a soak run: how many
// games, edits or steps a test plays.
func N(quick, full int) int {
	if On() {
		return full
	}
	return quick
}

// Checks is the number of checks a rapid property test makes in a default
// run; a soak run makes rapid's own default, 100, or more by -rapid.checks.
const Checks = 12

// Main runs a package's tests, as a TestMain calls it: outside a soak run
// it sets rapid's -rapid.checks to Checks unless the command line gives it;
// in a soak run it watches the heap (HeapLimit).
func Main(m *testing.M) int {
	flag.Parse()
	if On() {
		go watchHeap(HeapLimit)
	}
	if !On() {
		Default("rapid.checks", strconv.Itoa(Checks))
	}
	return m.Run()
}

// Default sets the flag of the name, if the package has one, to value
// unless the command line gives it; flag.Parse must have run.
func Default(name, value string) {
	f := flag.Lookup(name)
	if f == nil {
		return
	}
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	if !given {
		f.Value.Set(value)
	}
}

// RapidChecks returns the number of checks a rapid property test makes in
// this run, for a test that counts what its checks played.
func RapidChecks() int {
	if f := flag.Lookup("rapid.checks"); f != nil {
		if n, err := strconv.Atoi(f.Value.String()); err == nil {
			return n
		}
	}
	return 100
}

// HeapLimit is the most a package's tests may hold on the heap in a soak
// run: past it, the run stops with every goroutine's stack, naming the
// test that grew, rather than being killed for want of memory with no
// word of where.
const HeapLimit = 6 << 30

// watchHeap checks the live heap every second and panics, with every
// goroutine's stack, once it holds more than limit bytes.
func watchHeap(limit uint64) {
	s := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	for range time.Tick(time.Second) {
		metrics.Read(s)
		if n := s[0].Value.Uint64(); n > limit {
			debug.SetTraceback("all")
			panic(fmt.Sprintf("soak: the tests hold %d MB on the heap, over %d MB: every goroutine's stack follows", n>>20, limit>>20))
		}
	}
}
