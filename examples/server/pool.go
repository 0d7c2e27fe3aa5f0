package main

import (
	"context"
	"sync"
)

// A pool is the bots' workers: a bot's decision waits for one (acquire),
// so that no more than its size run at once over all games. A worker set
// free goes to the decision of the owner (the address that created the
// game) with the fewest decisions running, the one served least lately
// among those, and its longest waiting game: so that however many games
// one address starts, another's decision waits at most for the first of
// the running ones to end, one decision's budget, and each owner's games
// take their turns.
type pool struct {
	mu      sync.Mutex
	size    int
	free    int
	n       uint64 // counts the waits and grants, to order them
	waiting []*ticket
	owners  map[string]*owner
}

// An owner is what the pool knows of one owner's decisions.
type owner struct {
	running int
	waiting int
	// served is when the owner was last granted a worker, in the pool's
	// count; 0 for never.
	served uint64
}

// A ticket is a decision waiting for a worker.
type ticket struct {
	owner, game string
	n           uint64 // when it began to wait
	granted     chan struct{}
}

func newPool(size int) *pool {
	return &pool{size: size, free: size, owners: map[string]*owner{}}
}

// botQueued is called, under the pool's lock, when a decision of game
// (of owner) begins to wait for a worker ("wait") and when it is given one
// ("run"): tests follow the order of the grants.
var botQueued = func(event, owner, game string) {}

// acquire waits for a worker for a decision of game, whose owner is
// owner, and returns the function that gives it back; or it returns
// ctx's error once ctx ends.
func (p *pool) acquire(ctx context.Context, ownerName, game string) (func(), error) {
	p.mu.Lock()
	o := p.owners[ownerName]
	if o == nil {
		o = &owner{}
		p.owners[ownerName] = o
	}
	p.n++
	t := &ticket{owner: ownerName, game: game, n: p.n, granted: make(chan struct{})}
	p.waiting = append(p.waiting, t)
	o.waiting++
	botQueued("wait", ownerName, game)
	p.grant()
	p.mu.Unlock()
	release := func() {
		p.mu.Lock()
		defer p.mu.Unlock()
		p.free++
		o.running--
		p.forget(ownerName, o)
		p.grant()
	}
	select {
	case <-t.granted:
		return release, nil
	case <-ctx.Done():
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	select {
	case <-t.granted: // granted meanwhile: given back
		p.free++
		o.running--
		p.grant()
	default:
		for i, w := range p.waiting {
			if w == t {
				p.waiting = append(p.waiting[:i], p.waiting[i+1:]...)
				break
			}
		}
		o.waiting--
	}
	p.forget(ownerName, o)
	return nil, ctx.Err()
}

// grant gives the free workers to the decisions that come first. p.mu
// must be held.
func (p *pool) grant() {
	for p.free > 0 && len(p.waiting) > 0 {
		best := 0
		for i, t := range p.waiting[1:] {
			if p.before(t, p.waiting[best]) {
				best = i + 1
			}
		}
		t := p.waiting[best]
		p.waiting = append(p.waiting[:best], p.waiting[best+1:]...)
		o := p.owners[t.owner]
		o.waiting--
		o.running++
		p.n++
		o.served = p.n
		p.free--
		botQueued("run", t.owner, t.game)
		close(t.granted)
	}
}

// before says whether t is given a worker before u: its owner has fewer
// decisions running, or as many and was served less lately, or t's owner
// is u's and t has waited longer.
func (p *pool) before(t, u *ticket) bool {
	a, b := p.owners[t.owner], p.owners[u.owner]
	switch {
	case a.running != b.running:
		return a.running < b.running
	case a.served != b.served:
		return a.served < b.served
	}
	return t.n < u.n
}

// forget drops what the pool knows of an owner with no decision running
// or waiting. p.mu must be held.
func (p *pool) forget(name string, o *owner) {
	if o.running == 0 && o.waiting == 0 {
		delete(p.owners, name)
	}
}

// busy is how many workers are deciding.
func (p *pool) busy() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.size - p.free
}
