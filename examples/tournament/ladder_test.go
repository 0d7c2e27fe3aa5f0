package main

import (
	"bytes"
	"encoding/json"
	"encoding/xml"
	"errors"
	"io"
	"math"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// expected returns the wins and games of a round-robin among entries of
// the given Elo ratings, n games a pair for the pairs listed (every pair
// when nil), each pair's wins exactly as the model expects them.
func expected(elo []float64, n int, only [][2]int) (wins [][]float64, played [][]int) {
	k := len(elo)
	wins, played = make([][]float64, k), make([][]int, k)
	for i := range k {
		wins[i], played[i] = make([]float64, k), make([]int, k)
	}
	if only == nil {
		only = pairs(k)
	}
	for _, p := range only {
		i, j := p[0], p[1]
		pi := 1 / (1 + math.Pow(10, (elo[j]-elo[i])/400))
		played[i][j], played[j][i] = n, n
		wins[i][j], wins[j][i] = float64(n)*pi, float64(n)*(1-pi)
	}
	return wins, played
}

func TestBradleyTerryRecoversStrengths(t *testing.T) {
	for _, tc := range []struct {
		name string
		elo  []float64
		only [][2]int
	}{
		{"two equal", []float64{0, 0}, nil},
		{"two apart", []float64{0, 200}, nil},
		{"four", []float64{0, 100, 300, -150}, nil},
		{"far apart", []float64{0, 400, 800, 1200}, nil},
		{"a chain, no game between the ends", []float64{0, 150, 400}, [][2]int{{0, 1}, {1, 2}}},
	} {
		// With a million games a pair the prior's one virtual game is
		// negligible.
		wins, played := expected(tc.elo, 1_000_000, tc.only)
		f := fitBradleyTerry(wins, played)
		if !f.converged {
			t.Errorf("%s: not converged in %d iterations", tc.name, f.iterations)
		}
		for i, want := range tc.elo {
			if got := f.elo(i, 0); math.Abs(got-want) > 0.5 {
				t.Errorf("%s: entry %d rated %.2f, want %.0f", tc.name, i, got, want)
			}
		}
	}
}

// The interval is ±1.96 standard errors from the observed information:
// for two entries with one virtual draw each against the reference and
// n games at 50%, the difference's information is 2·(n/4) + 1/4, twice
// that over 2 for the difference of two log-strengths.
func TestBradleyTerryInterval(t *testing.T) {
	wins, played := expected([]float64{0, 0}, 400, nil)
	f := fitBradleyTerry(wins, played)
	want := z95 * eloScale * math.Sqrt(2/(2*400*0.25+0.25))
	if got := z95 * eloScale * math.Sqrt(f.variance(1, 0)); math.Abs(got-want) > 1e-6 {
		t.Errorf("half-width %.4f, want %.4f", got, want)
	}
	if f.variance(0, 0) != 0 {
		t.Errorf("the anchor's variance against itself is %v", f.variance(0, 0))
	}
}

// An entry that wins every game keeps a finite rating, thanks to the
// prior, with a wide interval: few games say little about how much
// stronger it is.
func TestBradleyTerryUnbeaten(t *testing.T) {
	for _, n := range []int{2, 10, 100} {
		wins := [][]float64{{0, 0}, {float64(n), 0}}
		played := [][]int{{0, n}, {n, 0}}
		f := fitBradleyTerry(wins, played)
		r, half := f.elo(1, 0), z95*eloScale*math.Sqrt(f.variance(1, 0))
		if !f.converged || math.IsInf(r, 0) || math.IsNaN(r) || r <= 0 || half <= 0 || math.IsInf(half, 0) {
			t.Errorf("%d wins of %d: rated %.1f ± %.1f (converged %v), want a finite positive rating and interval", n, n, r, half, f.converged)
		}
	}
}

func ladder(t *testing.T, list string, games int, extra ...string) config {
	t.Helper()
	return tournament(t, list, games, append([]string{"-ladder"}, extra...)...)
}

func TestLadder(t *testing.T) {
	t.Parallel()
	c := ladder(t, "random,greedy,ismcts:5", 4)
	r := runTournament(c, nil)
	l := r.Ladder
	if l == nil || len(r.Games) != 12 || r.Finished != 12 || r.Players != 2 || r.GamesPerPair != 4 || r.GamesPerEntry != 8 {
		t.Fatalf("ladder %+v: %d games, %d finished, %d players", l, len(r.Games), r.Finished, r.Players)
	}
	// Each pair plays each seating twice.
	seatings := map[[2]string]int{}
	for _, g := range r.Games {
		if len(g.Players) != 2 {
			t.Fatalf("game %d: %d players", g.Number, len(g.Players))
		}
		seatings[[2]string{g.Players[0].Entry, g.Players[1].Entry}]++
	}
	if len(seatings) != 6 {
		t.Errorf("seatings %v, want the 6 of 3 pairs", seatings)
	}
	for s, k := range seatings {
		if k != 2 {
			t.Errorf("%v seated %d times, want 2", s, k)
		}
	}
	for i := range l.Entries {
		for j := range l.Entries {
			if want := 4 * min(1, abs(i-j)); l.Played[i][j] != want || l.Wins[i][j]+l.Wins[j][i] != float64(want) {
				t.Errorf("%s against %s: %v wins of %d games, %v lost, want %d games", l.Entries[i], l.Entries[j], l.Wins[i][j], l.Played[i][j], l.Wins[j][i], want)
			}
		}
	}
	last := l.Ratings[len(l.Ratings)-1]
	if last.Name != "random" || last.Rating != 0 || l.Anchor != "random" {
		t.Errorf("ratings %+v: want random last, at 0", l.Ratings)
	}
	for i, e := range l.Ratings {
		if i > 0 && e.Rating > l.Ratings[i-1].Rating {
			t.Errorf("ratings not best first: %+v", l.Ratings)
		}
		if e.Low > e.Rating || e.High < e.Rating || e.Games != 8 || e.Score != float64(e.Wins)+float64(e.Draws)/2 {
			t.Errorf("rating %+v", e)
		}
	}
	if !l.Converged {
		t.Errorf("the fit did not converge in %d iterations", l.Iterations)
	}
}

func abs(x int) int { return max(x, -x) }

func TestLadderDeterministic(t *testing.T) {
	t.Parallel()
	c := ladder(t, "random,greedy,ismcts:5", 2)
	c.Parallel = 1
	a := runTournament(c, nil)
	c.Parallel = 3
	b := runTournament(c, nil)
	if !reflect.DeepEqual(outcome(a), outcome(b)) {
		t.Errorf("-parallel 1 and 3 differ:\n%+v\n%+v", outcome(a).Ladder, outcome(b).Ladder)
	}
}

func TestLadderOutput(t *testing.T) {
	t.Parallel()
	plot := filepath.Join(t.TempDir(), "ladder.svg")
	var out, errs bytes.Buffer
	if err := run([]string{"-ladder", "-bots", "greedy,random", "-games", "2", "-plot", plot}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"rating", "95% CI", "wins of each row against each column", "2 games, 2 a pair of 2 bots", "greedy = 0", "cpu/decision"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("table lacks %q:\n%s", want, out.String())
		}
	}
	if !strings.Contains(errs.String(), "tournament: 2/2 games") {
		t.Errorf("progress %q, want it up to 2/2 games", errs.String())
	}
	svg, err := os.ReadFile(plot)
	if err != nil {
		t.Fatal(err)
	}
	checkSVG(t, svg, []string{"greedy", "random"})

	out.Reset()
	if err := run([]string{"-ladder", "-bots", "greedy,random", "-games", "2", "-quiet", "-json"}, &out, &errs); err != nil {
		t.Fatal(err)
	}
	var r Results
	if err := json.Unmarshal(out.Bytes(), &r); err != nil {
		t.Fatal(err)
	}
	if r.Ladder == nil || len(r.Ladder.Ratings) != 2 || r.Ladder.Ratings[0].Name != "greedy" || r.GamesPerPair != 2 {
		t.Errorf("JSON: %s", out.String())
	}
}

// The plot is well-formed XML, an svg element, and labels every entry,
// however its name is spelt.
func TestPlotIsWellFormed(t *testing.T) {
	t.Parallel()
	l := &Ladder{Anchor: "a<b&c", Ratings: []Rating{
		{Name: "ismcts:300", Rating: 812, Low: 700, High: 930},
		{Name: `"quoted"`, Rating: 210.4, Low: -20, High: 440},
		{Name: "a<b&c", Rating: 0, Low: 0, High: 0},
	}}
	var b bytes.Buffer
	if err := writePlot(&b, l); err != nil {
		t.Fatal(err)
	}
	checkSVG(t, b.Bytes(), []string{"ismcts:300", `"quoted"`, "a<b&c"})
	// One entry alone, all at 0: still an axis.
	b.Reset()
	if err := writePlot(&b, &Ladder{Anchor: "x", Ratings: []Rating{{Name: "x"}}}); err != nil {
		t.Fatal(err)
	}
	checkSVG(t, b.Bytes(), []string{"x"})
}

func checkSVG(t *testing.T, svg []byte, labels []string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var root string
	texts := map[string]bool{}
	for {
		tok, err := d.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v\n%s", err, svg)
		}
		switch tok := tok.(type) {
		case xml.StartElement:
			if root == "" {
				root = tok.Name.Space + " " + tok.Name.Local
			}
		case xml.CharData:
			texts[string(tok)] = true
		}
	}
	if root != "http://www.w3.org/2000/svg svg" {
		t.Errorf("root element %q, want an svg", root)
	}
	for _, label := range labels {
		if !texts[label] {
			t.Errorf("no text %q in the plot", label)
		}
	}
}

// A plot that cannot be written fails before the games, not after them.
func TestLadderPlotUnwritable(t *testing.T) {
	var out, errs bytes.Buffer
	err := run([]string{"-ladder", "-bots", "greedy,random", "-games", "2", "-quiet", "-plot", filepath.Join(t.TempDir(), "no", "such", "dir.svg")}, &out, &errs)
	if err == nil || !strings.Contains(err.Error(), "-plot:") || out.Len() > 0 {
		t.Errorf("error %v and output %q, want a -plot error and no games", err, out.String())
	}
}

func TestLadderFlags(t *testing.T) {
	c, err := parseFlags([]string{"-ladder", "-bots", "random,greedy,ismcts:5,ismcts:10,ismcts:20", "-games", "6"}, new(bytes.Buffer))
	if err != nil {
		t.Fatal(err)
	}
	if !c.Ladder || len(c.Entries) != 5 || c.totalGames() != 60 {
		t.Errorf("ladder of 5: %+v, %d games", c, c.totalGames())
	}
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"-ladder", "-bots", "random"}, "want 2 bots or more with -ladder, got 1"},
		{[]string{"-ladder", "-games", "5"}, "-games must be even with -ladder"},
		{[]string{"-ladder", "-solo"}, "-ladder and -solo do not go together"},
		{[]string{"-plot", "x.svg"}, "-plot is the ladder's plot: add -ladder"},
	} {
		var w bytes.Buffer
		_, err := parseFlags(tc.args, &w)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: error %v, want one containing %q", tc.args, err, tc.want)
		}
	}
}
