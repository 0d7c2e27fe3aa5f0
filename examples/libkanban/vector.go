package main

/*
#include <stdint.h>
*/
import "C"

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"sync"
	"unsafe"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// batch is a number of games stepped together: each is dealt from the
// configuration with a seed of its own, derived from the batch's seed and
// the number of games dealt before it, and dealt anew once over.
type batch struct {
	mu      sync.Mutex
	cfg     kanban.Config
	seed    uint64
	dealt   uint64
	games   []*state
	seeds   []uint64 // the seed of each game's next deal; 0 for none
	current []uint64 // the seed each game was dealt from
	threads int
	players int
	idx     []int
	rng     *rand.Rand // kb_vec_random's
}

// mix derives the k-th game's seed from the batch's (splitmix64).
func mix(seed, k uint64) uint64 {
	z := seed + (k+1)*0x9e3779b97f4a7c15
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// each runs f on every game's index, on the batch's threads: the calling
// goroutine takes the first share itself, and one goroutine each of the
// others. A call from C runs on the calling thread, locked to it: had it
// only waited, every share would wait for a thread to be woken, and a
// second thread gained nothing (1.0× through Python; the caller's share
// in place of waiting is what a goroutine of Go's own does).
func (b *batch) each(f func(i int) error) error {
	n := len(b.games)
	t := min(b.threads, n)
	if t <= 1 {
		for i := range n {
			if err := f(i); err != nil {
				return err
			}
		}
		return nil
	}
	errs := make([]error, t)
	share := func(w int) {
		defer guard(&errs[w])
		for i := w * n / t; i < (w+1)*n/t; i++ {
			if err := f(i); err != nil {
				errs[w] = err
				return
			}
		}
	}
	var wg sync.WaitGroup
	for w := 1; w < t; w++ {
		wg.Go(func() { share(w) })
	}
	share(0)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}

// deal deals game i from its pending seed.
func (b *batch) deal(i int) error {
	cfg := b.cfg
	cfg.Seed = b.seeds[i]
	s, _, err := kanban.New(cfg)
	if err != nil {
		return valueErr("%v", err)
	}
	if b.games[i] == nil {
		b.games[i] = newState(&s, nil)
	} else {
		g := b.games[i]
		g.w.Reset(&s)
		g.listed, g.history = false, g.history[:0]
	}
	b.current[i], b.seeds[i] = cfg.Seed, 0
	return nil
}

// output is the caller's arrays a step fills.
type output struct {
	obs     []float32
	mask    []uint8
	player  []int32
	rewards []float32
	done    []uint8
	pp      []int32
}

// show lists game i and writes its observation, mask and seat to act.
func (b *batch) show(i int, out *output) error {
	g := b.games[i]
	if err := g.list(); err != nil {
		return err
	}
	seat := g.current()
	out.player[i] = int32(seat)
	o := out.obs[i*bots.ObservationSize : (i+1)*bots.ObservationSize]
	c := kanban.NoColor
	if seat >= 0 {
		c = g.seats[seat]
	}
	bots.ObserveState(&g.cur, c, o[:0]) // list made cur the position
	m := out.mask[i*bots.NumActionIDs : (i+1)*bots.NumActionIDs]
	clear(m)
	for _, id := range g.ids {
		m[id] = 1
	}
	return nil
}

// batchOf returns the batch behind handle h, locked; the caller unlocks.
func batchOf(h C.uint64_t) (*batch, error) {
	b, ok := lookup(h).(*batch)
	if !ok {
		return nil, valueErr("handle %d is no batch of games", uint64(h))
	}
	b.mu.Lock()
	return b, nil
}

// withBatch runs f on the batch of handle h, locked, as withState runs
// on a state: a panic becomes an error, and the error is returned as the
// C functions return theirs.
func withBatch(h C.uint64_t, f func(b *batch) error) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	b, err := batchOf(h)
	if err != nil {
		return nil
	}
	defer b.mu.Unlock()
	err = f(b)
	return nil
}

// outputs wraps the caller's arrays for n games of p players.
func outputs(n, p int, obs *C.float, mask *C.uint8_t, player *C.int32_t, rewards *C.float, done *C.uint8_t, pp *C.int32_t) *output {
	o := &output{
		obs:    unsafe.Slice((*float32)(unsafe.Pointer(obs)), n*bots.ObservationSize),
		mask:   unsafe.Slice((*uint8)(unsafe.Pointer(mask)), n*bots.NumActionIDs),
		player: unsafe.Slice((*int32)(unsafe.Pointer(player)), n),
	}
	if rewards != nil {
		o.rewards = unsafe.Slice((*float32)(unsafe.Pointer(rewards)), n*p)
		o.done = unsafe.Slice((*uint8)(unsafe.Pointer(done)), n)
		o.pp = unsafe.Slice((*int32)(unsafe.Pointer(pp)), n*p)
	}
	return o
}

// kb_vec_new makes a batch of n games of config (as kb_new's), dealt from
// seed, stepped on threads goroutines; its handle in *out, its number of
// players in *players. kb_vec_reset deals them.
//
//export kb_vec_new
func kb_vec_new(config, edition *C.char, n C.int, seed C.uint64_t, threads C.int, out *C.uint64_t, players *C.int) (ret *C.char) {
	var err error
	defer func() { ret = cError(err) }()
	defer guard(&err)
	if n < 1 || n > 1<<16 {
		err = valueErr("num_envs %d: 1 to %d", int(n), 1<<16)
		return nil
	}
	if threads < 1 || threads > 256 {
		err = valueErr("threads %d: 1 to 256", int(threads))
		return nil
	}
	cfg, err := parseConfig(C.GoString(config), C.GoString(edition))
	if err != nil {
		return nil
	}
	if _, _, err = kanban.New(cfg); err != nil {
		err = valueErr("%v", err)
		return nil
	}
	b := &batch{cfg: cfg, seed: uint64(seed), games: make([]*state, n), seeds: make([]uint64, n), current: make([]uint64, n), threads: int(threads), players: len(cfg.Players), idx: make([]int, n),
		rng: rand.New(rand.NewPCG(uint64(seed), 0x6b616e62616e))}
	newHandle(b, out)
	*players = C.int(b.players)
	return nil
}

// kb_vec_reset deals every game of the batch anew, from the batch's seed
// as at its start, and writes each one's observation for the seat to act
// (obs, n×ObservationSize floats), its legal mask (mask, n×NumActionIDs
// bytes) and that seat (player, n).
//
//export kb_vec_reset
func kb_vec_reset(h C.uint64_t, obs *C.float, mask *C.uint8_t, player *C.int32_t) (ret *C.char) {
	return withBatch(h, func(b *batch) error {
		b.dealt = 0
		for i := range b.games {
			b.seeds[i] = mix(b.seed, b.dealt)
			b.dealt++
		}
		out := outputs(len(b.games), b.players, obs, mask, player, nil, nil, nil)
		return b.each(func(i int) error {
			if err := b.deal(i); err != nil {
				return err
			}
			return b.show(i, out)
		})
	})
}

// kb_vec_step plays each game's action of actions (n IDs), all checked
// before any is played: an ID no legal action has is refused, naming its
// game, and nothing is played. It then writes what kb_vec_reset writes,
// each seat's reward (rewards, n×players: WinReward's at the end, 0
// before), whether each game ended (done, n) and, for those that did,
// each seat's final PP (pp, n×players); a game that ended is dealt anew,
// and what is written of it is its new deal's.
//
//export kb_vec_step
func kb_vec_step(h C.uint64_t, actions *C.int32_t, obs *C.float, mask *C.uint8_t, player *C.int32_t, rewards *C.float, done *C.uint8_t, pp *C.int32_t) (ret *C.char) {
	return withBatch(h, func(b *batch) error {
		n := len(b.games)
		acts := unsafe.Slice((*int32)(unsafe.Pointer(actions)), n)
		return b.step(acts, outputs(n, b.players, obs, mask, player, rewards, done, pp))
	})
}

// kb_vec_random writes a legal action ID chosen at random for each game
// to actions (n IDs), from the batch's own generator, seeded with the
// batch's seed: a baseline's moves, or an opponent's, without a trip
// through the masks.
//
//export kb_vec_random
func kb_vec_random(h C.uint64_t, actions *C.int32_t) (ret *C.char) {
	return withBatch(h, func(b *batch) error {
		out := unsafe.Slice((*int32)(unsafe.Pointer(actions)), len(b.games))
		for i, g := range b.games {
			if g == nil {
				return valueErr("the batch is not dealt: call reset first")
			}
			if err := g.list(); err != nil {
				return err
			}
			out[i] = int32(g.ids[b.rng.IntN(len(g.ids))])
		}
		return nil
	})
}

// step plays each game's action of acts and fills out, as kb_vec_step
// says.
func (b *batch) step(acts []int32, out *output) error {
	for i, g := range b.games {
		if g == nil {
			return valueErr("the batch is not dealt: call reset first")
		}
		if err := g.list(); err != nil {
			return err
		}
		b.idx[i] = slices.Index(g.ids, int(acts[i]))
		if b.idx[i] < 0 {
			f, _ := g.refusal(int(acts[i])).(*failure)
			return &failure{kind: "illegal", rule: f.rule, msg: fmt.Sprintf("game %d: %s", i, f.msg)}
		}
	}
	clear(out.rewards)
	clear(out.pp)
	if err := b.each(func(i int) error {
		g := b.games[i]
		if err := g.w.Play(b.idx[i]); err != nil {
			return &failure{kind: "internal", msg: err.Error()}
		}
		g.listed = false
		g.history = append(g.history, acts[i])
		out.done[i] = 0
		if g.w.IsOver() {
			out.done[i] = 1
			g.cur = g.w.State()
			s := &g.cur
			var r [4]float64
			bots.WinReward{}.Reward(s, r[:len(g.seats)])
			for k, x := range r[:len(g.seats)] {
				out.rewards[i*b.players+k] = float32(x)
			}
			res, _ := s.Result()
			for _, st := range res.Standings {
				if k := g.seat(st.Color); k >= 0 {
					out.pp[i*b.players+k] = int32(st.PP)
				}
			}
		}
		return nil
	}); err != nil {
		return err
	}
	for i := range b.games {
		if out.done[i] == 1 {
			b.seeds[i] = mix(b.seed, b.dealt)
			b.dealt++
		}
	}
	return b.each(func(i int) error {
		if out.done[i] == 1 {
			if err := b.deal(i); err != nil {
				return err
			}
		}
		return b.show(i, out)
	})
}

// kb_vec_seed sets *out to the seed game i of the batch was dealt from:
// with the batch's configuration, kb_new deals the same game.
//
//export kb_vec_seed
func kb_vec_seed(h C.uint64_t, i C.int, out *C.uint64_t) (ret *C.char) {
	return withBatch(h, func(b *batch) error {
		if i < 0 || int(i) >= len(b.games) || b.games[i] == nil {
			return valueErr("game %d: the batch has games 0 to %d, dealt by reset", int(i), len(b.games)-1)
		}
		*out = C.uint64_t(b.current[i])
		return nil
	})
}
