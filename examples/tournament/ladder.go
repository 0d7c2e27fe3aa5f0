package main

import (
	"cmp"
	"math"
	"slices"
	"time"
)

// A Ladder rates the entries of a round-robin of two-player games by a
// Bradley–Terry model: entry i beats entry j with probability
// γi / (γi + γj), the strengths γ fitted to every game by maximum
// likelihood. A rating is 400·log10 γ, the Elo scale (a rating 400 above
// another wins 10 games to 1), less the first entry's, which is 0.
type Ladder struct {
	// Entries are the entries' names in -bots order, the order of Wins'
	// and Played's rows and columns.
	Entries []string `json:"entries"`
	// Ratings are the entries', the best first.
	Ratings []Rating `json:"ratings"`
	// Wins[i][j] counts entry i's wins against entry j, a shared first
	// place as ½; Played[i][j] the games they finished.
	Wins   [][]float64 `json:"wins"`
	Played [][]int     `json:"played"`
	// Anchor is the entry rated 0.
	Anchor string `json:"anchor"`
	// Iterations are the fit's (Hunter's MM algorithm), and Converged
	// says that it reached its tolerance within them.
	Iterations int  `json:"iterations"`
	Converged  bool `json:"converged"`
	// Games and Runs, in ratings fitted to a database's games, count the
	// games the duels came from and the runs they were played in.
	Games int `json:"games,omitempty"`
	Runs  int `json:"runs,omitempty"`
}

// A Rating is one entry's place on the ladder.
type Rating struct {
	Name string `json:"name"`
	Kind string `json:"kind"`
	// Rating is on the Elo scale, the anchor 0, with its 95% interval
	// from the fit's observed information (the Hessian), relative to the
	// anchor.
	Rating float64 `json:"rating"`
	Low    float64 `json:"rating_low"`
	High   float64 `json:"rating_high"`
	// Games counts the entry's finished games, Wins those it won alone,
	// Draws those it shared first place in; Score is Wins + Draws/2.
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
	Draws int     `json:"draws"`
	Score float64 `json:"score"`
}

// pairs returns every pair of n entries, i before j, in order: (0,1),
// (0,2)… (1,2)…
func pairs(n int) [][2]int {
	var ps [][2]int
	for i := range n {
		for j := i + 1; j < n; j++ {
			ps = append(ps, [2]int{i, j})
		}
	}
	return ps
}

// runLadder plays c's ladder: each pair of entries, in the order of
// pairs, plays c.Games games numbered on from the last pair's, the pair's
// game k seated in pair order rotated by k, so that each seating comes
// c.Games/2 times. Games run c.Parallel at a time and are collected in
// game order, so the results (but for the times) depend only on c.
func runLadder(c config, progress func(done int)) Results {
	start := time.Now()
	ps := pairs(len(c.Entries))
	total := len(ps) * c.Games
	workers := min(c.Parallel, total)
	games := make([]Game, total)
	playBatch(total, workers, func(g int) { games[g] = c.playJob(g) }, progress)
	return c.results(games, time.Since(start), workers, nil)
}

// newLadder counts the finished games between each pair of entries and
// fits their ratings.
func newLadder(entries []entry, games []Game) *Ladder {
	var names, kinds []string
	for _, e := range entries {
		names, kinds = append(names, e.Name), append(kinds, e.Kind)
	}
	var duels []duel
	for _, g := range games {
		if g.Error != "" || len(g.Players) != 2 {
			continue
		}
		a, b := g.Players[0], g.Players[1]
		duels = append(duels, duel{a.entry, b.entry, a.Place, b.Place})
	}
	return fitLadder(names, kinds, duels)
}

// A duel is how two players of one game placed against each other: a
// ahead of b when aPlace < bPlace, a draw when the places are equal.
type duel struct{ a, b, aPlace, bPlace int }

// fitLadder counts the duels between each pair of entries (names[i],
// of kind kinds[i]) and fits their ratings, names[0] the anchor.
func fitLadder(names, kinds []string, duels []duel) *Ladder {
	n := len(names)
	l := &Ladder{Entries: names, Wins: make([][]float64, n), Played: make([][]int, n), Anchor: names[0]}
	ratings := make([]Rating, n)
	for i := range names {
		l.Wins[i], l.Played[i] = make([]float64, n), make([]int, n)
		ratings[i] = Rating{Name: names[i], Kind: kinds[i]}
	}
	for _, d := range duels {
		a, b := d.a, d.b
		l.Played[a][b]++
		l.Played[b][a]++
		ratings[a].Games++
		ratings[b].Games++
		switch {
		case d.aPlace == d.bPlace:
			l.Wins[a][b] += 0.5
			l.Wins[b][a] += 0.5
			ratings[a].Draws++
			ratings[b].Draws++
		case d.aPlace < d.bPlace:
			l.Wins[a][b]++
			ratings[a].Wins++
		default:
			l.Wins[b][a]++
			ratings[b].Wins++
		}
	}
	fit := fitBradleyTerry(l.Wins, l.Played)
	l.Iterations, l.Converged = fit.iterations, fit.converged
	for i := range ratings {
		r := &ratings[i]
		r.Score = float64(r.Wins) + float64(r.Draws)/2
		r.Rating = fit.elo(i, 0)
		half := z95 * eloScale * math.Sqrt(fit.variance(i, 0))
		r.Low, r.High = r.Rating-half, r.Rating+half
	}
	slices.SortStableFunc(ratings, func(a, b Rating) int { return cmp.Compare(b.Rating, a.Rating) })
	l.Ratings = ratings
	return l
}

// eloScale turns a natural log of strength into Elo points: 400/ln 10.
const eloScale = 400 / math.Ln10

// priorGames is the weak prior of the fit: each entry plays this many
// virtual drawn games against a reference of strength 1. Without it an
// entry that won (or lost) every game would have an infinite rating; with
// it every rating is finite, at the cost of pulling each towards the
// others by about one game's worth of evidence.
const priorGames = 1

// Fitting stops when no strength changes by more than fitTolerance (in
// its logarithm) in an iteration, or after maxFitIterations.
const (
	fitTolerance     = 1e-10
	maxFitIterations = 100000
)

// btFit is a Bradley–Terry fit: log-strengths and their covariance.
type btFit struct {
	theta      []float64   // ln γ, the reference's 0
	cov        [][]float64 // of theta: the inverse of the observed information
	iterations int
	converged  bool
}

// elo returns entry i's rating less entry anchor's, on the Elo scale.
func (f btFit) elo(i, anchor int) float64 { return eloScale * (f.theta[i] - f.theta[anchor]) }

// variance returns the variance of θi − θanchor (natural log scale).
func (f btFit) variance(i, anchor int) float64 {
	return max(0, f.cov[i][i]+f.cov[anchor][anchor]-2*f.cov[i][anchor])
}

// fitBradleyTerry fits strengths to wins[i][j] (i's wins against j, a
// draw ½ to each) in played[i][j] games, by maximum likelihood with the
// prior of priorGames, by the MM algorithm of Hunter (2004, "MM
// algorithms for generalized Bradley–Terry models"): each iteration sets
//
//	γi ← (Wi + priorGames/2) / (Σj nij/(γi+γj) + priorGames/(γi+1))
//
// which never lowers the likelihood and converges to its maximum. After
// each, every γ is multiplied by the factor that maximises the
// likelihood (rescale): only the prior's games against the fixed
// reference hold the strengths' common scale, and MM alone would take
// millions of iterations to move it when they are a small part of the
// games.
func fitBradleyTerry(wins [][]float64, played [][]int) btFit {
	n := len(wins)
	gamma := make([]float64, n)
	next := make([]float64, n)
	for i := range gamma {
		gamma[i] = 1
	}
	f := btFit{theta: make([]float64, n)}
	for f.iterations < maxFitIterations && !f.converged {
		f.iterations++
		change := 0.0
		for i := range n {
			w := priorGames / 2.0
			d := priorGames / (gamma[i] + 1)
			for j := range n {
				if j != i && played[i][j] > 0 {
					w += wins[i][j]
					d += float64(played[i][j]) / (gamma[i] + gamma[j])
				}
			}
			next[i] = w / d
		}
		rescale(next)
		for i := range n {
			change = max(change, math.Abs(math.Log(next[i]/gamma[i])))
		}
		gamma, next = next, gamma
		f.converged = change < fitTolerance
	}
	for i, g := range gamma {
		f.theta[i] = math.Log(g)
	}
	// The observed information of θ = ln γ: each game between i and j
	// adds p(1−p), p = γi/(γi+γj), to both diagonals and takes it off
	// their cell; the prior's games add theirs to the diagonal alone, the
	// reference being fixed, which makes the matrix invertible.
	info := make([][]float64, n)
	for i := range info {
		info[i] = make([]float64, n)
		p := gamma[i] / (gamma[i] + 1)
		info[i][i] = priorGames * p * (1 - p)
	}
	for i := range n {
		for j := range n {
			if j == i || played[i][j] == 0 {
				continue
			}
			p := gamma[i] / (gamma[i] + gamma[j])
			v := float64(played[i][j]) * p * (1 - p)
			info[i][i] += v
			info[i][j] -= v
		}
	}
	f.cov = invert(info)
	return f
}

// rescale multiplies every strength by the factor c that maximises the
// likelihood given their ratios: only the prior's terms depend on it, and
// their derivative in ln c, Σi ½ − cγi/(cγi+1), falls from n/2 to −n/2,
// so bisection finds its zero.
func rescale(gamma []float64) {
	slope := func(u float64) float64 {
		s := 0.0
		for _, g := range gamma {
			s += 0.5 - 1/(1+math.Exp(-(math.Log(g)+u)))
		}
		return s
	}
	lo, hi := -1.0, 1.0
	for slope(lo) < 0 && lo > -1e3 {
		lo *= 2
	}
	for slope(hi) > 0 && hi < 1e3 {
		hi *= 2
	}
	for range 200 {
		mid := (lo + hi) / 2
		if mid == lo || mid == hi {
			break
		}
		if slope(mid) > 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	c := math.Exp((lo + hi) / 2)
	for i := range gamma {
		gamma[i] *= c
	}
}

// invert returns the inverse of the symmetric positive-definite matrix a,
// by Gauss–Jordan elimination with partial pivoting; a is left as it was.
func invert(a [][]float64) [][]float64 {
	n := len(a)
	m := make([][]float64, n)
	inv := make([][]float64, n)
	for i := range a {
		m[i] = slices.Clone(a[i])
		inv[i] = make([]float64, n)
		inv[i][i] = 1
	}
	for col := range n {
		pivot := col
		for r := col + 1; r < n; r++ {
			if math.Abs(m[r][col]) > math.Abs(m[pivot][col]) {
				pivot = r
			}
		}
		m[col], m[pivot] = m[pivot], m[col]
		inv[col], inv[pivot] = inv[pivot], inv[col]
		d := m[col][col]
		for k := range n {
			m[col][k] /= d
			inv[col][k] /= d
		}
		for r := range n {
			if r == col || m[r][col] == 0 {
				continue
			}
			x := m[r][col]
			for k := range n {
				m[r][k] -= x * m[col][k]
				inv[r][k] -= x * inv[col][k]
			}
		}
	}
	return inv
}
