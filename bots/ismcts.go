package bots

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// ISMCTS chooses by information-set Monte Carlo tree search (single
// observer, Cowling, Powley and Whitehouse 2012): each iteration samples a
// state its player could be in (Turn.Sample), walks down a tree of actions
// shared by all samples, choosing among the actions legal in that sample
// by UCB with availability counts, adds one node, plays a random rollout
// of at most Rollout actions, and scores the end with each player's reward
// (Reward; by default WinReward: winning at the end, the logistic of
// Evaluate's margin before).
// Each player's nodes maximise that player's reward. The action chosen is
// the most visited at the root.
//
// When the player's next decision comes right after their last one, no
// one else having acted (as in a working turn of several actions), the
// search goes on from the subtree of the action taken, keeping its
// statistics.
//
// With a budget in Iterations the bot is deterministic for its seed, on
// one goroutine or several; with a Duration it searches as long as the
// clock allows, so its choices depend on the machine.
type ISMCTS struct {
	// Iterations is the number of iterations per decision; 0 with a zero
	// Duration means DefaultIterations.
	Iterations int
	// Duration, when not 0, bounds the time of each decision instead.
	Duration time.Duration
	// CPUTime measures Duration on each worker's CPU time instead of the
	// wall clock: the time its goroutine's OS thread ran, the goroutine
	// locked to it while it searches. A bot on a busy machine, waiting
	// for a core, then still does the same work a decision, and matches
	// between bots on a shared machine stay fair. Where a thread's CPU
	// time cannot be read (outside Linux) it is the wall clock.
	CPUTime bool
	// Workers is the number of goroutines that search each decision; 0
	// means 1. Each grows a tree of its own from a generator of its own,
	// derived from the seed and the worker's index, and the action chosen
	// is the most visited over all their roots (root parallelization).
	// With a budget in Iterations, worker i runs Iterations/Workers of
	// them, and one more for i < Iterations%Workers, so the choice still
	// follows from the seed alone; one worker searches as NewISMCTS's bot.
	Workers int
	// Rollout is the number of random actions played after the tree before
	// scoring; 0 means DefaultRollout, and a negative number none (the
	// node added is scored as it is).
	Rollout int
	// C is UCB's exploration constant; 0 means DefaultC.
	C float64
	// Scale is the margin in PP that makes a reward of about 0.73 before
	// the end; 0 means DefaultScale.
	Scale float64
	// Fresh starts every decision from an empty tree, never reusing the
	// last decision's subtree.
	Fresh bool
	// Reward scores the state each iteration ends in; nil means
	// WinReward{Scale: Scale}.
	Reward Rewarder
	// Policy chooses the rollouts' actions; nil means KindPolicy{}.
	Policy RolloutPolicy
	// Sampler samples the state each iteration starts from; nil means
	// TurnSampler{}. With Workers above 1, Reward, Policy and Sampler are
	// called from several goroutines at once.
	Sampler Sampler
	// Network, when not nil, makes the search PUCT, as AlphaZero's: the
	// first iteration to reach a node in a sample where some of its legal
	// actions have no child evaluates the node's state with the network
	// (from its mover's observation, ObserveState), adds those children
	// with the network's priors, and backs up the network's value of each
	// seat instead of playing a rollout (but see RolloutMix). A child is
	// chosen by its mean reward plus C·P·√avail/(1+visits), P its prior
	// and avail its availability count; one not visited yet counts the
	// mean reward of its visited siblings. A search refuses (ErrNetwork) a
	// game of another edition than the network learnt from
	// (Network.Edition; one that records none searches any edition). A
	// tree grown with another Network, or none, is not grown on.
	Network *Network
	// RolloutMix, with a Network, weighs a rollout beside the network's
	// value at each leaf, as AlphaGo did: the leaf is scored (1-RolloutMix)
	// times the network's value plus RolloutMix times the reward of a
	// rollout from it (Rollout actions of Policy, scored by Reward). 0 is
	// the network's value alone; it is clamped to [0, 1].
	RolloutMix float64

	// neural, set by NewNeural, searches with TrainedNetworkFor the
	// game's number of players while Network is TrainedNetwork, and a game
	// of another edition than that network's without it, as NewLearned,
	// instead of refusing the game (a Network set in its place refuses, as
	// any search's).
	neural bool
	// net is the network of the last decision's search: Network, or nil
	// where neural set it aside.
	net *Network

	seed    uint64
	workers []*searcher
	events  []kanban.Event
	stats   []rootStat
	// The player of the last decision, and the version the state reached
	// after the action chosen: a next decision of the same player at that
	// version goes on from each worker's subtree of that action.
	me     kanban.Color
	expect uint32
}

// A searcher is one worker's tree and generator.
type searcher struct {
	r     *rand.Rand
	legal []kanban.Action
	// untried are the indices in legal of the actions with no child yet.
	untried []int32
	// kids are, in PUCT, the child of each action of legal.
	kids []int32
	// walk plays each iteration's sample forward: its actions come from
	// its own listing, so they are not checked again.
	walk  kanban.Walk
	nodes []node
	// The tree kept from the last decision: its root, and the node of the
	// action chosen there, which becomes the root if the next decision is
	// the same player's right after it.
	root, next int32
	// done is the number of iterations of the current decision.
	done int
	// scratch and out are what a custom Rewarder or RolloutPolicy is
	// given: a copy of the iteration's state, and the rewards to fill.
	scratch kanban.GameState
	out     [components.NumColors]float64
	// With a Network: its evaluator, and the room of an evaluation.
	eval   *Evaluator
	obs    []float32
	ids    []int
	value  [NetworkSeats]float32
	priors []float32
}

// The ISMCTS defaults.
const (
	DefaultIterations = 1000
	DefaultRollout    = 16
	DefaultC          = 0.7
	DefaultScale      = 8
)

// ismctsStream is the second word of worker 0's generator; worker i's is
// ismctsStream+i.
const ismctsStream = 0x69736d637473 // "ismcts"

// NewISMCTS returns an ISMCTS bot of the given iterations per decision, on
// one goroutine, whose choices follow from seed. Its other fields may be
// set before its first decision.
func NewISMCTS(seed uint64, iterations int) *ISMCTS {
	return &ISMCTS{Iterations: iterations, seed: seed}
}

// node is a node of the search tree: the action that led to it, taken by
// seat, and its statistics for that seat: visits, the iterations that went
// through it; avail, the iterations that reached its parent with its action
// legal, the one that expanded it included; reward, the sum of seat's
// rewards over its visits. Children are indices into the worker's node
// arena.
type node struct {
	action   kanban.Action
	seat     int8
	visits   int32
	avail    int32
	prior    float32 // the network's prior of action, with a Network
	reward   float64
	children []int32
}

// rootStat is an action's statistics at the root, summed over the workers.
type rootStat struct {
	action        kanban.Action
	visits, avail int
	reward        float64
	prior         float64
}

// A SearchResult is what one decision's search found: the action chosen
// and the statistics it was chosen from, for programs that study the
// search or learn from it.
type SearchResult struct {
	// Action is the action chosen, the most visited at the root: what Act
	// returns.
	Action kanban.Action
	// Visits holds every legal action of the Turn, in the Turn's order,
	// with its statistics at the root, summed over the workers.
	Visits []ActionVisit
	// RootValue is the player's mean reward over the visits of the root,
	// in [0, 1]: what the search expects the position to be worth to them.
	// It is 0 when no iteration ran.
	RootValue float64
	// Iterations is the number of iterations run for this decision, over
	// all workers; 0 when the Turn has one legal action, which is chosen
	// without a search. The visits sum to it, plus, when the tree of the
	// last decision was kept, the visits it already had.
	Iterations int
	// NetworkValue is, with a Network, the network's value of the position
	// to the player, in [0, 1], beside the search's RootValue; 0 without
	// one, or where NewNeural set its network aside.
	NetworkValue float64
}

// An ActionVisit is a legal action's statistics at the root of ISMCTS's
// search.
type ActionVisit struct {
	// Action is the legal action.
	Action kanban.Action
	// Visits is the number of iterations that went through the action.
	Visits int
	// Availability is the number of iterations in which the action could
	// have been chosen at the root: every one from that which first played
	// it, included (UCB's availability count). It is at least Visits.
	Availability int
	// MeanReward is the player's mean reward over the action's visits, in
	// [0, 1]; 0 when it has none.
	MeanReward float64
	// Prior is, with a Network, the network's prior probability of the
	// action at the root; 0 without one, or where NewNeural set its
	// network aside.
	Prior float64
}

// Act searches and returns the most visited legal action at the root:
// Search's Action, without building the rest of its result.
func (b *ISMCTS) Act(t *Turn) (kanban.Action, error) {
	if len(t.legal) == 1 {
		return t.legal[0], nil
	}
	best, _, _, err := b.search(t)
	return best, err
}

// Search searches as Act does and returns what it found. With one legal
// action it runs no iteration and returns that action.
func (b *ISMCTS) Search(t *Turn) (SearchResult, error) {
	r := SearchResult{Visits: make([]ActionVisit, len(t.legal))}
	for i, a := range t.legal {
		r.Visits[i].Action = a
	}
	if len(t.legal) == 1 {
		r.Action = t.legal[0]
		return r, nil
	}
	best, stats, done, err := b.search(t)
	if err != nil {
		return SearchResult{}, err
	}
	r.Action, r.Iterations = best, done
	visits, reward := 0, 0.0
	for _, st := range stats {
		visits += st.visits
		reward += st.reward
		for i := range r.Visits {
			if v := &r.Visits[i]; v.Action == st.action {
				v.Visits, v.Availability, v.Prior = st.visits, st.avail, st.prior
				if st.visits > 0 {
					v.MeanReward = st.reward / float64(st.visits)
				}
				break
			}
		}
	}
	if visits > 0 {
		r.RootValue = reward / float64(visits)
	}
	if b.net != nil {
		w := b.workers[0]
		s := t.Sample(0)
		w.walk.Reset(&s)
		w.legal = append(w.legal[:0], t.legal...)
		var value [components.NumColors]float64
		seats := s.Players()
		if err := w.evaluate(&w.walk, t.player, seats, seatOf(seats, t.player), &value); err != nil {
			return SearchResult{}, err
		}
		r.NetworkValue = value[seatOf(seats, t.player)]
	}
	return r, nil
}

// network returns the network to search t with: Network, unless the
// network learnt from games of another edition than t's, which is refused
// (ErrNetwork) or, with neural, set aside (nil). With neural,
// TrainedNetwork stands for TrainedNetworkFor the game's players.
func (b *ISMCTS) network(t *Turn) (*Network, error) {
	n := b.Network
	own := b.neural && n == trained
	if own {
		n = TrainedNetworkFor(len(t.state.Players()))
	}
	if n == nil || n.edition == "" {
		return n, nil
	}
	if d := t.state.Config().Edition.Digest(); d != n.edition {
		if own {
			return nil, nil
		}
		return nil, fmt.Errorf("%w: it learnt from games of edition %s, the game's is %s", ErrNetwork, n.edition, d)
	}
	return n, nil
}

// search runs a decision's search: it returns the action chosen, the
// statistics of the roots' actions summed over the workers, in the order
// each first appears in a worker's tree (in a buffer the next search
// reuses), and the iterations run.
func (b *ISMCTS) search(t *Turn) (kanban.Action, []rootStat, int, error) {
	iterations, rollout, scale := b.Iterations, b.Rollout, b.Scale
	c, mix := b.mode(len(t.state.Players()))
	net, err := b.network(t)
	if err != nil {
		return kanban.Action{}, nil, 0, err
	}
	if net == nil && b.Network != nil {
		c = 0 // NewLearned's
	}
	// A tree grown with another network, or with none, is not grown on.
	sameNet := net == b.net
	b.net = net
	if iterations == 0 && b.Duration == 0 {
		iterations = DefaultIterations
	}
	if rollout == 0 {
		rollout = DefaultRollout
	}
	if c == 0 {
		c = DefaultC
	}
	if scale == 0 {
		scale = DefaultScale
	}
	nw := max(b.Workers, 1)
	for i := len(b.workers); i < nw; i++ {
		b.workers = append(b.workers, &searcher{r: rand.New(rand.NewPCG(b.seed, ismctsStream+uint64(i)))})
	}
	ws := b.workers[:nw]
	for _, w := range b.workers[nw:] {
		w.next = -1 // not searching this decision, it keeps no subtree of it
	}
	reuse := !b.Fresh && sameNet && t.player == b.me && t.state.Version() == b.expect
	for _, w := range ws {
		if reuse && len(w.nodes) > 0 && w.next > 0 {
			w.root = w.next
			w.keepLegal(t.legal)
		} else {
			w.nodes, w.root = append(w.nodes[:0], node{seat: -1}), 0
		}
		w.done = 0
	}
	if rollout < 0 {
		rollout = 0
	}
	p := params{rollout: rollout, c: c, scale: scale, reward: b.Reward, policy: b.Policy, sampler: b.Sampler, net: net, mix: min(max(mix, 0), 1)}
	if p.net != nil {
		for _, w := range ws {
			if w.eval == nil || w.eval.n != p.net {
				w.eval = p.net.NewEvaluator()
			}
		}
	}
	deadline := time.Now().Add(b.Duration)
	run := func(w *searcher, n int) error {
		var cpuStart time.Duration
		cpu := false
		if b.Duration > 0 && b.CPUTime {
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			cpuStart, cpu = threadCPU()
		}
		for i := 0; ; i++ {
			if b.Duration > 0 {
				if i%16 == 0 && i > 0 {
					if !cpu && time.Now().After(deadline) {
						return nil
					}
					if now, ok := threadCPU(); cpu && (!ok || now-cpuStart >= b.Duration) {
						return nil
					}
				}
			} else if i >= n {
				return nil
			}
			if err := w.iterate(t, &p); err != nil {
				return err
			}
			w.done++
		}
	}
	errs := make([]error, nw)
	if nw == 1 {
		errs[0] = run(ws[0], iterations)
	} else {
		var wg sync.WaitGroup
		for i, w := range ws {
			n := iterations / nw
			if i < iterations%nw {
				n++
			}
			wg.Go(func() { errs[i] = run(w, n) })
		}
		wg.Wait()
	}
	done := 0
	for i, w := range ws {
		if errs[i] != nil {
			b.me = kanban.NoColor
			return kanban.Action{}, nil, 0, errs[i]
		}
		done += w.done
	}
	stats := b.stats[:0]
	for _, w := range ws {
	children:
		for _, ci := range w.nodes[w.root].children {
			n := &w.nodes[ci]
			for j := range stats {
				if st := &stats[j]; st.action == n.action {
					st.visits += int(n.visits)
					st.avail += int(n.avail)
					st.reward += n.reward
					continue children
				}
			}
			stats = append(stats, rootStat{n.action, int(n.visits), int(n.avail), n.reward, float64(n.prior)})
		}
	}
	b.stats = stats
	best, most := t.legal[0], -1
	for _, st := range stats {
		if st.visits > most {
			best, most = st.action, st.visits
		}
	}
	for _, w := range ws {
		w.next = w.child(w.root, best)
	}
	// The version the state reaches after best, in two samples. In a game
	// of players it is the same in every sample, since what the table sees
	// of an action never depends on what is hidden (R-ENG-3). In a solo
	// game the Colleagues' turns that follow it are drawn from hidden decks
	// (R-SOLO-11, R-SOLO-12): where the two samples differ, the next
	// decision starts afresh rather than from a subtree grown in worlds
	// that may have gone otherwise (a version can still match by chance:
	// keepLegal then drops what is not legal).
	s, other := t.Sample(0), t.Sample(1)
	if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &s, best); err != nil {
		b.me = kanban.NoColor
		return kanban.Action{}, nil, 0, err
	}
	b.me, b.expect = t.player, s.Version()
	if b.events, err = kanban.AppendApplyInPlace(b.events[:0], &other, best); err != nil || other.Version() != s.Version() {
		b.me = kanban.NoColor
	}
	return best, stats, done, nil
}

// params are a decision's settings, defaults filled in but for the nil
// parts.
type params struct {
	rollout  int
	c, scale float64
	reward   Rewarder
	policy   RolloutPolicy
	sampler  Sampler
	net      *Network
	mix      float64
}

// sample starts an iteration: the worker's walk from a state t's player
// could be in, drawn from the worker's generator, and its seats.
func (b *searcher) sample(t *Turn, p *params) (*kanban.Walk, []kanban.Color) {
	var s kanban.GameState
	if p.sampler != nil {
		s = p.sampler.Sample(t, b.r.Uint64())
	} else {
		s = t.Sample(b.r.Uint64())
	}
	b.walk.Reset(&s)
	return &b.walk, s.Players()
}

// iterate runs one iteration of the search from the root.
func (b *searcher) iterate(t *Turn, p *params) error {
	if p.net != nil {
		return b.iteratePUCT(t, p)
	}
	c := p.c
	w, seats := b.sample(t, p)
	var path [256]int32
	depth := 0
	cur := b.root
	for !w.IsOver() && depth < len(path) {
		b.legal = w.AppendLegal(b.legal[:0])
		_, next := w.NextKind()
		seat := seatOf(seats, next)
		// The children available in this sample, and the legal actions
		// with none, to expand one of.
		untried := b.untried[:0]
		bestChild, bestScore, best := int32(-1), math.Inf(-1), 0
		for i, a := range b.legal {
			ci := b.child(cur, a)
			if ci < 0 {
				untried = append(untried, int32(i))
				continue
			}
			n := &b.nodes[ci]
			n.avail++
			score := n.reward/float64(n.visits) + c*math.Sqrt(math.Log(float64(n.avail))/float64(n.visits))
			if score > bestScore {
				bestChild, bestScore, best = ci, score, i
			}
		}
		b.untried = untried
		i := best
		expand := len(untried) > 0
		if expand {
			i = int(untried[b.r.IntN(len(untried))])
			a := b.legal[i]
			// The iteration that expands a child counts in its
			// availability, as in every later one where it is legal.
			b.nodes = append(b.nodes, node{action: a, seat: seat, avail: 1})
			ci := int32(len(b.nodes) - 1)
			b.nodes[cur].children = append(b.nodes[cur].children, ci)
			cur = ci
		} else {
			cur = bestChild
		}
		path[depth] = cur
		depth++
		if err := w.Play(i); err != nil {
			return err
		}
		if expand {
			break
		}
	}
	var reward [components.NumColors]float64
	if err := b.rollout(w, seats, p, &reward); err != nil {
		return err
	}
	for _, ni := range path[:depth] {
		n := &b.nodes[ni]
		n.visits++
		n.reward += reward[n.seat]
	}
	return nil
}

// rollout plays up to p.rollout actions of p.policy from the walk's
// position and sets reward to each seat's reward where it stops.
func (b *searcher) rollout(w *kanban.Walk, seats []kanban.Color, p *params, reward *[components.NumColors]float64) error {
	for range p.rollout {
		if w.IsOver() {
			break
		}
		b.legal = w.AppendLegal(b.legal[:0])
		var i int
		if lp, ok := p.policy.(*LinearPolicy); ok {
			i = lp.pick(policyContext(w), b.legal, b.r)
		} else if p.policy != nil {
			// A copy in the worker, so that the policy cannot change the
			// walk's position.
			b.scratch = w.State()
			a := p.policy.Pick(&b.scratch, b.legal, b.r)
			if i = slices.Index(b.legal, a); i < 0 {
				return fmt.Errorf("bots: the rollout policy picked %v, which is not one of the legal actions", a)
			}
		} else {
			i = pickIndexByKind(b.r, b.legal)
		}
		if err := w.Play(i); err != nil {
			return err
		}
	}
	s := w.State()
	if p.reward != nil {
		b.scratch = s
		p.reward.Reward(&b.scratch, b.out[:len(seats)])
		*reward = b.out
	} else {
		rewards(s, p.scale, reward)
	}
	return nil
}

// iteratePUCT runs one iteration of the search with a Network (PUCT).
func (b *searcher) iteratePUCT(t *Turn, p *params) error {
	w, seats := b.sample(t, p)
	var path [256]int32
	depth := 0
	cur := b.root
	var reward [components.NumColors]float64
	evaluated := false
	for !w.IsOver() && depth < len(path) {
		b.legal = w.AppendLegal(b.legal[:0])
		_, next := w.NextKind()
		seat := seatOf(seats, next)
		untried, kids := b.untried[:0], b.kids[:0]
		for i, a := range b.legal {
			k := b.child(cur, a)
			if k < 0 {
				untried = append(untried, int32(i))
			}
			kids = append(kids, k)
		}
		b.untried, b.kids = untried, kids
		if len(untried) > 0 {
			// A leaf in this sample: the network's priors for the actions
			// with no child, and its value of the state for each seat.
			if err := b.evaluate(w, next, seats, seat, &reward); err != nil {
				return err
			}
			for _, i := range untried {
				b.nodes = append(b.nodes, node{action: b.legal[i], seat: seat, prior: b.priors[i]})
				b.nodes[cur].children = append(b.nodes[cur].children, int32(len(b.nodes)-1))
			}
			evaluated = true
			break
		}
		// A child not visited yet is valued at the mean of its visited
		// siblings (first-play urgency), rather than at a loss, so that a
		// tried action does not shut out the untried ones of like prior.
		var sumReward float64
		var sumVisits int32
		for _, k := range kids {
			n := &b.nodes[k]
			sumReward += n.reward
			sumVisits += n.visits
		}
		fpu := 0.5
		if sumVisits > 0 {
			fpu = sumReward / float64(sumVisits)
		}
		bestChild, bestScore, best := int32(-1), math.Inf(-1), 0
		for i, k := range kids {
			n := &b.nodes[k]
			n.avail++
			q := fpu
			if n.visits > 0 {
				q = n.reward / float64(n.visits)
			}
			score := q + p.c*float64(n.prior)*math.Sqrt(float64(n.avail))/float64(1+n.visits)
			if score > bestScore {
				bestChild, bestScore, best = k, score, i
			}
		}
		cur = bestChild
		path[depth] = cur
		depth++
		if err := w.Play(best); err != nil {
			return err
		}
	}
	if !evaluated {
		if w.IsOver() {
			rewards(w.State(), p.scale, &reward)
		} else {
			b.legal = w.AppendLegal(b.legal[:0])
			_, next := w.NextKind()
			if err := b.evaluate(w, next, seats, seatOf(seats, next), &reward); err != nil {
				return err
			}
			evaluated = true
		}
	}
	if evaluated && p.mix > 0 {
		// AlphaGo's mixed leaf: a rollout's reward weighted by mix beside
		// the network's value.
		var played [components.NumColors]float64
		if err := b.rollout(w, seats, p, &played); err != nil {
			return err
		}
		for i := range seats {
			reward[i] = (1-p.mix)*reward[i] + p.mix*played[i]
		}
	}
	for _, ni := range path[:depth] {
		n := &b.nodes[ni]
		n.visits++
		n.reward += reward[n.seat]
	}
	return nil
}

// evaluate evaluates the walk's state with the network, from the
// observation of mover (of seat index seat among seats), for b.legal: it
// fills b.priors, one for each legal action, and reward with each seat's
// value.
func (b *searcher) evaluate(w *kanban.Walk, mover kanban.Color, seats []kanban.Color, seat int8, reward *[components.NumColors]float64) error {
	b.scratch = w.State()
	b.obs = ObserveState(&b.scratch, mover, b.obs[:0])
	var err error
	if b.ids, err = AppendLegalIDs(b.ids[:0], &b.scratch, b.legal); err != nil {
		return err
	}
	b.priors = slices.Grow(b.priors[:0], len(b.legal))[:len(b.legal)]
	b.eval.evaluate(int(seat), b.obs, b.ids, b.value[:], b.priors)
	// The value head rates the seats in the observation's order: the
	// mover first, then the others in seating order.
	n := len(seats)
	for i := range n {
		reward[i] = float64(b.value[(i-int(seat)+n)%n])
	}
	return nil
}

// keepLegal drops the children of the root kept from the last decision
// whose action is not legal now. That subtree grew in the last decision's
// samples, and what followed the action chosen there could differ from what
// did follow: in a solo game the Colleagues' turns, drawn from hidden decks,
// can end the day in one sample and not in another (R-SOLO-11, R-SOLO-12),
// so that the root may hold a working turn's actions at a Meeting's turn.
// No iteration reaches such a child again, but its visits would still count
// when the most visited action is chosen (R-MTG-2 refused an EndTurn so
// chosen at a turn to speak).
func (b *searcher) keepLegal(legal []kanban.Action) {
	root := &b.nodes[b.root]
	kept := root.children[:0]
	for _, ci := range root.children {
		if slices.Contains(legal, b.nodes[ci].action) {
			kept = append(kept, ci)
		}
	}
	root.children = kept
}

// child returns the index of the child of node i reached by action a, or
// -1.
func (b *searcher) child(i int32, a kanban.Action) int32 {
	for _, ci := range b.nodes[i].children {
		if b.nodes[ci].action == a {
			return ci
		}
	}
	return -1
}

// seatOf returns the index of colour c in seats.
func seatOf(seats []kanban.Color, c kanban.Color) int8 {
	for i, s := range seats {
		if s == c {
			return int8(i)
		}
	}
	return -1
}

// A Rewarder scores the state an iteration of ISMCTS ends in, at the end
// of the game or of a rollout: Reward sets out[i] to the reward, in [0, 1],
// of the player of seat i (s.Players' order; len(out) players). Each
// player's nodes maximise that player's reward. It must not change s.
type Rewarder interface {
	// Reward sets out to each player's reward at s.
	Reward(s *kanban.GameState, out []float64)
}

// A RolloutPolicy chooses the actions of ISMCTS's rollouts: Pick returns
// one of legal, the legal actions at s (never empty), drawing on r, the
// worker's generator, for any randomness, so that the search stays
// deterministic for its seed. It must not change s or legal.
type RolloutPolicy interface {
	// Pick returns the action the rollout plays at s, one of legal.
	Pick(s *kanban.GameState, legal []kanban.Action, r *rand.Rand) kanban.Action
}

// A Sampler gives ISMCTS the state each iteration starts from: Sample
// returns a state t's player could be in, from seed; the player's legal
// actions there must be t's. A Turn shows no more than the player sees, so
// a Sampler cannot peek either.
type Sampler interface {
	// Sample returns a state t's player could be in, from seed.
	Sample(t *Turn, seed uint64) kanban.GameState
}

// WinReward is ISMCTS's default Rewarder: at the end of the game 1 shared
// among the winners (R-FIN-6's places), before it the logistic of each
// player's margin over the best other (Evaluate), in units of Scale PP (0
// means DefaultScale).
type WinReward struct {
	// Scale is the margin in PP that makes a reward of about 0.73.
	Scale float64
}

// Reward sets out to each player's reward at s.
func (w WinReward) Reward(s *kanban.GameState, out []float64) {
	scale := w.Scale
	if scale == 0 {
		scale = DefaultScale
	}
	var r [components.NumColors]float64
	rewards(*s, scale, &r)
	copy(out, r[:])
}

// KindPolicy is ISMCTS's default RolloutPolicy: Random's choice, the kind
// of action first, then an action of that kind.
type KindPolicy struct{}

// Pick returns an action of legal at random, the kind first.
func (KindPolicy) Pick(_ *kanban.GameState, legal []kanban.Action, r *rand.Rand) kanban.Action {
	return pickByKind(r, legal)
}

// TurnSampler is ISMCTS's default Sampler: Turn.Sample.
type TurnSampler struct{}

// Sample returns t.Sample(seed).
func (TurnSampler) Sample(t *Turn, seed uint64) kanban.GameState { return t.Sample(seed) }
