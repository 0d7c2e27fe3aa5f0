package main

import (
	"math"
	"testing"
)

func TestWilson(t *testing.T) {
	// Published 95% Wilson intervals (as R's binom.wilson and Wikipedia give them).
	for _, tc := range []struct {
		k, n      int
		low, high float64
	}{
		{0, 10, 0, 0.2775},
		{5, 10, 0.2366, 0.7634},
		{10, 10, 0.7225, 1},
		{90, 100, 0.8256, 0.9448},
		{0, 0, 0, 1},
	} {
		low, high := wilson(tc.k, tc.n)
		if math.Abs(low-tc.low) > 5e-5 || math.Abs(high-tc.high) > 5e-5 {
			t.Errorf("%d of %d: [%.4f, %.4f], want [%.4f, %.4f]", tc.k, tc.n, low, high, tc.low, tc.high)
		}
	}
}

func TestSharedFirstPlace(t *testing.T) {
	c := config{Entries: []entry{{Name: "a"}, {Name: "b"}, {Name: "c"}}}
	seat := func(i, place, pp int) Seat { return Seat{entry: i, Place: place, PP: pp} }
	games := []Game{
		{Players: []Seat{seat(0, 1, 50), seat(1, 1, 50), seat(2, 3, 20)}, time: make([]decisionTime, 3)},
		{Players: []Seat{seat(1, 1, 60), seat(2, 2, 40), seat(0, 3, 10)}, time: make([]decisionTime, 3)},
		{Players: []Seat{seat(2, 1, 0)}, Error: "bots: red's bot: out of tea", time: make([]decisionTime, 3)},
	}
	r := summarize(c, games, 1, 1)
	for i, want := range []BotResult{
		{Wins: 1, WinShare: 0.5, WinRate: 0.5, MeanPP: 30, MeanPlace: 2},
		{Wins: 2, WinShare: 1.5, WinRate: 1, MeanPP: 55, MeanPlace: 1},
		{Wins: 0, WinShare: 0, WinRate: 0, MeanPP: 30, MeanPlace: 2.5},
	} {
		got := r.Bots[i]
		if got.Wins != want.Wins || got.WinShare != want.WinShare || got.WinRate != want.WinRate || got.MeanPP != want.MeanPP || got.MeanPlace != want.MeanPlace {
			t.Errorf("%s: %+v, want %+v", got.Name, got, want)
		}
	}
	if r.Finished != 2 || r.Errors != 1 {
		t.Errorf("%d finished and %d errors, want 2 and 1", r.Finished, r.Errors)
	}
}
