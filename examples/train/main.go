// Command train learns the weights of the rollout policy of bots.NewLearned
// from ISMCTS's own choices: it plays games of ISMCTS against itself,
// keeps, at every decision with a choice, the features of each legal
// action (bots.AppendFeatures) and the action the search chose, and fits
// a softmax over the features' weights to those choices by stochastic
// gradient descent (a multinomial logistic regression). It writes the
// weights as bots/policy.bin reads them (bots.EncodeWeights).
//
//	go run ./examples/train -games 120 -out ../bots/policy.bin
//	go run ./examples/train -games 120 -policy learned -out ../bots/policy.bin   # a second round, from the learnt policy
//	go run ./examples/train -db tournament.db -out policy.bin   # from games the tournament's workers played
//
// With -db it learns from the games a tournament's workers stored in a
// database, queued with enqueue -record-search, instead of playing its
// own: the self-play then grows to as many machines as play the queue.
//
// The games and the fit follow from -seed alone, whatever -parallel is: the
// same flags write the same bytes.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"math/rand/v2"
	"os"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/gamedb"
)

func main() {
	if err := run(os.Args[1:], os.Stderr); err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(os.Stderr, "train:", err)
		}
		os.Exit(2)
	}
}

// config is what the flags ask for.
type config struct {
	games, iterations, parallel, epochs int
	seed                                uint64
	rate, decay                         float64
	policy, out                         string
	players                             []int // the tables' sizes, game by game in turn
	db                                  string
	run                                 int64
}

func run(args []string, log io.Writer) error {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(log)
	var c config
	fs.IntVar(&c.games, "games", 120, "self-play games to learn from")
	tables := fs.String("players", "2,2,2,3,2,2,2,4", "players at each game's table, a comma-separated list the games take in turn")
	fs.IntVar(&c.iterations, "iterations", 300, "ISMCTS iterations per decision in the self-play games")
	fs.IntVar(&c.parallel, "parallel", runtime.NumCPU(), "games played at once")
	fs.IntVar(&c.epochs, "epochs", 10, "passes of gradient descent over the decisions")
	fs.Uint64Var(&c.seed, "seed", 1, "seed of the games, the bots and the fit")
	fs.Float64Var(&c.rate, "rate", 0.1, "learning rate")
	fs.Float64Var(&c.decay, "decay", 1e-4, "weight decay after each epoch")
	fs.StringVar(&c.policy, "policy", "kind", "rollout policy of the self-play ISMCTS: kind (ISMCTS's default) or learned (bots.LearnedPolicy, for a further round)")
	fs.StringVar(&c.out, "out", "policy.bin", "file to write the weights to")
	fs.StringVar(&c.db, "db", "", "learn from the games stored in this database (a SQLite file or a postgres:// URL) by the tournament's workers, queued with -record-search, instead of playing self-play games")
	fs.Int64Var(&c.run, "run", 0, "with -db, the run whose games to learn from (default every run with searches)")
	err := fs.Parse(args)
	if err != nil {
		return err
	}
	if c.games < 1 || c.iterations < 1 || c.parallel < 1 || c.epochs < 1 {
		return errors.New("-games, -iterations, -parallel and -epochs must be positive")
	}
	if c.players, err = parsePlayers(*tables); err != nil {
		return err
	}
	if c.policy != "kind" && c.policy != "learned" {
		return fmt.Errorf("-policy is kind or learned, not %q", c.policy)
	}
	var data []decision
	if c.db != "" {
		data, err = fromDB(c, log)
	} else {
		data, err = selfPlay(c, log)
	}
	if err != nil {
		return err
	}
	w := fit(data, c, log)
	if err := os.WriteFile(c.out, bots.EncodeWeights(w), 0o644); err != nil {
		return err
	}
	fmt.Fprintf(log, "wrote %d weights to %s\n", len(w), c.out)
	return nil
}

// A decision is what is learnt from one choice: each legal action's
// features, and the index of the action the search chose.
type decision struct {
	features [][]int
	chosen   int
}

// recorder is an ISMCTS seat that keeps its decisions.
type recorder struct {
	bot  *bots.ISMCTS
	seen *[]decision
}

func (r recorder) Act(t *bots.Turn) (kanban.Action, error) {
	if t.NumLegal() == 1 {
		return t.LegalAt(0), nil
	}
	res, err := r.bot.Search(t)
	if err != nil {
		return kanban.Action{}, err
	}
	s := t.Sample(0) // the features read only what the table sees
	d := decision{chosen: -1}
	for i, v := range res.Visits {
		d.features = append(d.features, bots.AppendFeatures(nil, &s, v.Action))
		if v.Action == res.Action {
			d.chosen = i
		}
	}
	*r.seen = append(*r.seen, d)
	return res.Action, nil
}

// selfPlay plays the games and returns their decisions in game order.
func selfPlay(c config, log io.Writer) ([]decision, error) {
	colors := []kanban.Color{kanban.Red, kanban.Blue, kanban.Yellow, kanban.Purple}
	perGame := make([][]decision, c.games)
	errs := make([]error, c.games)
	jobs := make(chan int)
	var wg sync.WaitGroup
	var mu sync.Mutex
	done, start := 0, time.Now()
	for range c.parallel {
		wg.Go(func() {
			for g := range jobs {
				players := c.players[g%len(c.players)]
				cfg := kanban.Config{Seed: derive(c.seed, g, 0)}
				seats := make([]bots.Bot, players)
				for i := range players {
					b := bots.NewISMCTS(derive(c.seed, g, 1+i), c.iterations)
					if c.policy == "learned" {
						b.Policy = bots.LearnedPolicy()
					}
					seats[i] = recorder{bot: b, seen: &perGame[g]}
					cfg.Players = append(cfg.Players, kanban.PlayerConfig{Color: colors[i]})
				}
				_, errs[g] = bots.Play(cfg, seats)
				mu.Lock()
				done++
				fmt.Fprintf(log, "\rself-play: %d/%d games, %v", done, c.games, time.Since(start).Round(time.Second))
				mu.Unlock()
			}
		})
	}
	for g := range c.games {
		jobs <- g
	}
	close(jobs)
	wg.Wait()
	fmt.Fprintln(log)
	var all []decision
	failed := 0
	for g, d := range perGame {
		if errs[g] != nil {
			// A bot's error ends its game, not the run: its decisions are
			// left out, and the run says so.
			fmt.Fprintf(log, "game %d left out: %v\n", g, errs[g])
			failed++
			continue
		}
		all = append(all, d...)
	}
	if failed == c.games {
		return nil, errors.New("every game stopped with an error")
	}
	return all, nil
}

// fromDB returns the decisions of the games stored in c.db with their
// searches, in run and game order: at each decision a search was recorded
// for, the features of each legal action and the action played.
func fromDB(c config, log io.Writer) ([]decision, error) {
	ctx := context.Background()
	db, err := gamedb.Open(ctx, c.db)
	if err != nil {
		return nil, err
	}
	defer db.Close()
	var all []decision
	games := 0
	for g, err := range db.Searched(ctx, c.run) {
		if err != nil {
			return nil, err
		}
		s, _, err := kanban.New(g.Record.Config)
		if err != nil {
			return nil, fmt.Errorf("run %d, game %d: %w", g.Run, g.Number, err)
		}
		k := 0
		for ply, a := range g.Record.Actions {
			if k < len(g.Searches) && g.Searches[k].Ply == ply {
				legal := s.LegalActions()
				if len(legal) != len(g.Searches[k].Visits) {
					return nil, fmt.Errorf("run %d, game %d: the search of action %d has %d visit counts for %d legal actions", g.Run, g.Number, ply, len(g.Searches[k].Visits), len(legal))
				}
				d := decision{chosen: -1}
				for i, l := range legal {
					d.features = append(d.features, bots.AppendFeatures(nil, &s, l))
					if l == a {
						d.chosen = i
					}
				}
				if d.chosen < 0 {
					return nil, fmt.Errorf("run %d, game %d: action %d is not legal", g.Run, g.Number, ply)
				}
				all = append(all, d)
				k++
			}
			if s, _, err = kanban.Apply(s, a); err != nil {
				return nil, fmt.Errorf("run %d, game %d, action %d: %w", g.Run, g.Number, ply, err)
			}
		}
		games++
	}
	if len(all) == 0 {
		return nil, fmt.Errorf("%s holds no searches: queue games with the tournament's enqueue -record-search, and play them with work", db.Name)
	}
	fmt.Fprintf(log, "%d decisions of %d games from %s\n", len(all), games, db.Name)
	return all, nil
}

// derive returns the seed of game g's part i.
func derive(base uint64, g, i int) uint64 {
	r := rand.New(rand.NewPCG(base, uint64(g)<<8|uint64(i)))
	return r.Uint64()
}

// fit learns the weights of a softmax over the features from the
// decisions: a tenth held out to report the fit, the rest learnt from.
func fit(data []decision, c config, log io.Writer) []float32 {
	r := rand.New(rand.NewPCG(c.seed, 0x747261696e)) // "train"
	r.Shuffle(len(data), func(i, j int) { data[i], data[j] = data[j], data[i] })
	held := len(data) / 10
	test, learn := data[:held], data[held:]
	w := make([]float64, bots.NumPolicyWeights)
	fmt.Fprintf(log, "%d decisions to learn from, %d held out\n", len(learn), len(test))
	fmt.Fprintf(log, "before: %s\n", measure(w, test))
	var p []float64
	for e := range c.epochs {
		r.Shuffle(len(learn), func(i, j int) { learn[i], learn[j] = learn[j], learn[i] })
		for _, d := range learn {
			p = probabilities(w, d, p)
			for i, f := range d.features {
				g := -p[i]
				if i == d.chosen {
					g++
				}
				for _, k := range f {
					w[k] += c.rate * g
				}
			}
		}
		for k := range w {
			w[k] = max(-limit, min(limit, w[k]*(1-c.decay)))
		}
		fmt.Fprintf(log, "epoch %d: %s\n", e+1, measure(w, test))
	}
	out := make([]float32, len(w))
	for k, x := range w {
		out[k] = float32(x)
	}
	return out
}

// limit bounds each weight, well inside what bots.NewLinearPolicy takes.
const limit = 16

// probabilities returns the softmax's probability of each action of d, in
// p's room.
func probabilities(w []float64, d decision, p []float64) []float64 {
	p = p[:0]
	top := math.Inf(-1)
	for _, f := range d.features {
		v := 0.0
		for _, k := range f {
			v += w[k]
		}
		p = append(p, v)
		top = max(top, v)
	}
	sum := 0.0
	for i := range p {
		p[i] = math.Exp(p[i] - top)
		sum += p[i]
	}
	for i := range p {
		p[i] /= sum
	}
	return p
}

// measure says how well w predicts the held-out decisions: the mean
// log-loss of the action chosen, and how often the policy's likeliest
// action is it.
func measure(w []float64, test []decision) string {
	loss, hits := 0.0, 0
	var p []float64
	for _, d := range test {
		p = probabilities(w, d, p)
		loss -= math.Log(max(p[d.chosen], 1e-12))
		best := 0
		for i := range p {
			if p[i] > p[best] {
				best = i
			}
		}
		if best == d.chosen {
			hits++
		}
	}
	n := float64(max(len(test), 1))
	return fmt.Sprintf("log-loss %.3f, likeliest action chosen %.1f%%", loss/n, 100*float64(hits)/n)
}

// parsePlayers reads -players: comma-separated table sizes, each from
// components.MinPlayers to components.NumColors.
func parsePlayers(list string) ([]int, error) {
	var sizes []int
	for _, f := range strings.Split(list, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < components.MinPlayers || n > components.NumColors {
			return nil, fmt.Errorf("-players is a comma-separated list of table sizes from %d to %d, not %q", components.MinPlayers, components.NumColors, list)
		}
		sizes = append(sizes, n)
	}
	return sizes, nil
}
