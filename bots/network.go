package bots

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/fnv"
	"math"
	"strings"
	"unsafe"

	"github.com/kanbanev/kanban/components"
)

// A Network is a learned evaluator of positions, as AlphaZero's and the
// NNUE chess engines' are: from the observation vector of what a player
// may see (Observe, ObserveState), a value head gives each seat's
// expected reward and a policy head a prior over the legal actions.
//
// Its first layer reads only the observation's non-zero entries (a
// position has some 230 to 360 of ObservationSize), each adding its
// column of weights, scaled, to the first hidden layer; a second dense
// layer follows, both with clipped ReLU activations (min(max(x, 0), 1)).
// The value head is a sigmoid for each seat, in the observation's player
// order (the observing player first; NetworkSeats of them, the unused
// ones in a smaller game meaningless); the policy head a logit for each
// action ID (NumActionIDs), of which the legal ones are softmaxed.
//
// A Network never changes once made; an Evaluator evaluates with it, any
// number of them on as many goroutines.
type Network struct {
	h1, h2  int
	edition string
	// w1 holds the first layer's columns, ObservationSize of them, each
	// h1 weights: input i's is w1[i*h1 : (i+1)*h1].
	w1, b1 []float32
	// w2 holds the second layer's rows, h2 of them, each h1 weights.
	w2, b2 []float32
	// wv holds the value head's rows, NetworkSeats of h2 weights; wp the
	// policy head's, NumActionIDs of h2 weights.
	wv, bv []float32
	wp, bp []float32
}

// NetworkSeats is the number of seats a Network's value head rates: every
// colour's.
const NetworkSeats = components.NumColors

// NetworkWeights are a Network's weights, layer by layer, as NewNetwork
// takes them and Network.Weights returns them: row-major float32s.
type NetworkWeights struct {
	// Edition is the digest of the edition whose games the network learnt
	// from (kanban.Edition.Digest; the built-in edition's is
	// components.Version), "" for one not recorded. A search refuses a
	// network of another edition than its game's (ErrNetwork).
	Edition string
	// Hidden1 and Hidden2 are the sizes of the hidden layers.
	Hidden1, Hidden2 int
	// W1 is ObservationSize × Hidden1: input i's column of the first
	// layer is W1[i*Hidden1 : (i+1)*Hidden1]. B1 has Hidden1 biases.
	W1, B1 []float32
	// W2 is Hidden2 × Hidden1, a row for each unit of the second layer;
	// B2 has Hidden2 biases.
	W2, B2 []float32
	// Value is NetworkSeats × Hidden2, ValueBias NetworkSeats.
	Value, ValueBias []float32
	// Policy is NumActionIDs × Hidden2, a row for each action ID;
	// PolicyBias NumActionIDs.
	Policy, PolicyBias []float32
}

// maxEdition bounds the length of a Network's edition digest.
const maxEdition = 64

// maxHidden bounds the hidden layers' sizes a Network takes.
const maxHidden = 4096

// maxNetworkWeight bounds every weight's magnitude: a network trained
// sanely stays far inside it, and a corrupt file far outside.
const maxNetworkWeight = 1 << 16

// ErrNetwork reports a network that cannot be made or read.
var ErrNetwork = errors.New("bots: bad network")

// NewNetwork returns the Network of w, which it checks (every layer of
// its size, every weight finite and within ±65536, the edition's digest
// printable and at most 64 bytes) and copies.
func NewNetwork(w NetworkWeights) (*Network, error) {
	h1, h2 := w.Hidden1, w.Hidden2
	if h1 < 1 || h1 > maxHidden || h2 < 1 || h2 > maxHidden {
		return nil, fmt.Errorf("%w: hidden layers of %d and %d units, want 1 to %d", ErrNetwork, h1, h2, maxHidden)
	}
	if len(w.Edition) > maxEdition || strings.ContainsFunc(w.Edition, func(r rune) bool { return r <= ' ' || r > '~' }) {
		return nil, fmt.Errorf("%w: edition %q: want at most %d printable ASCII characters", ErrNetwork, w.Edition, maxEdition)
	}
	n := &Network{h1: h1, h2: h2, edition: w.Edition}
	for _, l := range []struct {
		name string
		dst  *[]float32
		src  []float32
		want int
	}{
		{"W1", &n.w1, w.W1, ObservationSize * h1},
		{"B1", &n.b1, w.B1, h1},
		{"W2", &n.w2, w.W2, h2 * h1},
		{"B2", &n.b2, w.B2, h2},
		{"Value", &n.wv, w.Value, NetworkSeats * h2},
		{"ValueBias", &n.bv, w.ValueBias, NetworkSeats},
		{"Policy", &n.wp, w.Policy, NumActionIDs * h2},
		{"PolicyBias", &n.bp, w.PolicyBias, NumActionIDs},
	} {
		if len(l.src) != l.want {
			return nil, fmt.Errorf("%w: %s has %d weights, want %d", ErrNetwork, l.name, len(l.src), l.want)
		}
		for i, x := range l.src {
			if math.IsNaN(float64(x)) || math.Abs(float64(x)) > maxNetworkWeight {
				return nil, fmt.Errorf("%w: %s[%d] is %v", ErrNetwork, l.name, i, x)
			}
		}
		*l.dst = append([]float32(nil), l.src...)
	}
	return n, nil
}

// Edition returns the digest of the edition whose games the network learnt
// from (NetworkWeights.Edition), "" for one not recorded.
func (n *Network) Edition() string { return n.edition }

// Weights returns a copy of the network's weights.
func (n *Network) Weights() NetworkWeights {
	c := func(x []float32) []float32 { return append([]float32(nil), x...) }
	return NetworkWeights{
		Edition: n.edition, Hidden1: n.h1, Hidden2: n.h2,
		W1: c(n.w1), B1: c(n.b1), W2: c(n.w2), B2: c(n.b2),
		Value: c(n.wv), ValueBias: c(n.bv), Policy: c(n.wp), PolicyBias: c(n.bp),
	}
}

// An Evaluator evaluates positions with a Network, with the room it needs
// made once: an evaluation allocates nothing. It is for one goroutine at a
// time; make one for each.
//
// As NNUE does along a search path, it keeps the first layer's sums of
// the position it evaluated last and, when the next differs from it in
// fewer entries than it has non-zero ones (one action's effects, as from
// a node of a search to its child), updates them by the entries that
// changed instead of summing anew; every refreshEvery evaluations it sums
// anew, so that rounding cannot drift. A search keeps such sums for each
// seat's view apart, as NNUE keeps one for each side: the positions a
// search evaluates alternate between the players to move.
type Evaluator struct {
	n       *Network
	views   [NetworkSeats]accumulator
	changed []int32 // scratch: the entries that differ from a view's prev
	h1, h2  []float32
}

// An accumulator holds the first layer's sums of the observation it last
// summed.
type accumulator struct {
	acc     []float32 // the first layer's sums, before the activation, of prev
	prev    []float32 // the observation acc is of
	nonZero int       // prev's non-zero entries
	since   int       // evaluations since acc was summed anew; -1 before the first
}

// diffBlock is the number of observation entries an Evaluator compares at
// once with the last position's.
const diffBlock = 32

// floatBytes returns the memory of x as bytes.
func floatBytes(x []float32) []byte {
	if len(x) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&x[0])), 4*len(x))
}

// refreshEvery is how many incremental updates an Evaluator makes at most
// before summing the first layer anew.
const refreshEvery = 256

// NewEvaluator returns an Evaluator of n.
func (n *Network) NewEvaluator() *Evaluator {
	e := &Evaluator{
		n:       n,
		changed: make([]int32, 0, ObservationSize),
		h1:      make([]float32, n.h1),
		h2:      make([]float32, n.h2),
	}
	for i := range e.views {
		e.views[i] = accumulator{acc: make([]float32, n.h1), prev: make([]float32, ObservationSize), since: -1}
	}
	return e
}

// first brings a's sums to the first layer's of obs: by the entries that
// changed since the position it last summed when they are fewer than its
// non-zero ones, else anew.
func (e *Evaluator) first(a *accumulator, obs []float32) {
	n := e.n
	acc, prev := a.acc, a.prev[:len(obs)]
	if a.since >= 0 && a.since < refreshEvery {
		changed := e.changed[:0]
		limit := a.nonZero
		// Blocks of entries whose bits are the same are skipped whole, by
		// the runtime's vectorised comparison of memory.
		ob, pb := floatBytes(obs), floatBytes(prev)
	scan:
		for lo := 0; lo < len(obs); lo += diffBlock {
			hi := min(lo+diffBlock, len(obs))
			if bytes.Equal(ob[4*lo:4*hi], pb[4*lo:4*hi]) {
				continue
			}
			for i := lo; i < hi; i++ {
				if obs[i] != prev[i] {
					if len(changed) == limit {
						break scan
					}
					changed = append(changed, int32(i))
				}
			}
		}
		if len(changed) < limit {
			for _, i := range changed {
				x, was := obs[i], prev[i]
				col := n.w1[int(i)*len(acc) : (int(i)+1)*len(acc)]
				addScaled(acc, col, x-was)
				switch {
				case was == 0:
					a.nonZero++
				case x == 0:
					a.nonZero--
				}
				prev[i] = x
			}
			e.changed = changed
			a.since++
			return
		}
	}
	copy(acc, n.b1)
	nonZero := 0
	for i, x := range obs {
		if x == 0 {
			continue
		}
		nonZero++
		col := n.w1[i*len(acc) : (i+1)*len(acc)]
		if x == 1 {
			add(acc, col)
		} else {
			addScaled(acc, col, x)
		}
	}
	copy(prev, obs)
	a.nonZero, a.since = nonZero, 0
}

// Evaluate evaluates the observation obs (ObservationSize values, as
// Observe writes them): it writes each seat's expected reward, in [0, 1],
// to value (NetworkSeats of them, the observing player first) and, for
// each action ID of legal, its prior probability to priors (as many as
// legal has, adding up to 1). It allocates nothing. It panics if obs,
// value or priors are shorter than it needs, or an ID is out of range.
func (e *Evaluator) Evaluate(obs []float32, legal []int, value, priors []float32) {
	e.evaluate(0, obs, legal, value, priors)
}

// evaluate is Evaluate with the first layer's sums kept for view (a seat
// of the game being searched, 0 to NetworkSeats-1) apart from the other
// views'.
func (e *Evaluator) evaluate(view int, obs []float32, legal []int, value, priors []float32) {
	n := e.n
	obs = obs[:ObservationSize]
	value = value[:NetworkSeats]
	priors = priors[:len(legal)]

	// The first layer: the bias, plus each non-zero input's column, scaled.
	a := &e.views[view]
	e.first(a, obs)
	h1 := e.h1
	copy(h1, a.acc)
	clip(h1)

	h2 := e.h2
	for j := range h2 {
		h2[j] = n.b2[j] + dot(n.w2[j*len(h1):(j+1)*len(h1)], h1)
	}
	clip(h2)

	for s := range value {
		v := n.bv[s] + dot(n.wv[s*len(h2):(s+1)*len(h2)], h2)
		value[s] = float32(1 / (1 + math.Exp(-float64(v))))
	}

	top := float32(math.Inf(-1))
	for i, id := range legal {
		p := n.bp[id] + dot(n.wp[id*len(h2):(id+1)*len(h2)], h2)
		priors[i] = p
		top = max(top, p)
	}
	sum := float32(0)
	for i, p := range priors {
		priors[i] = float32(math.Exp(float64(p - top)))
		sum += priors[i]
	}
	for i := range priors {
		priors[i] /= sum
	}
}

// add adds col to h, which is as long.
func add(h, col []float32) {
	col = col[:len(h)]
	i := 0
	for ; i+4 <= len(h); i += 4 {
		h[i] += col[i]
		h[i+1] += col[i+1]
		h[i+2] += col[i+2]
		h[i+3] += col[i+3]
	}
	for ; i < len(h); i++ {
		h[i] += col[i]
	}
}

// addScaled adds x times col to h, which is as long.
func addScaled(h, col []float32, x float32) {
	col = col[:len(h)]
	i := 0
	for ; i+4 <= len(h); i += 4 {
		h[i] += x * col[i]
		h[i+1] += x * col[i+1]
		h[i+2] += x * col[i+2]
		h[i+3] += x * col[i+3]
	}
	for ; i < len(h); i++ {
		h[i] += x * col[i]
	}
}

// dot returns the dot product of a and b, which is as long.
func dot(a, b []float32) float32 {
	b = b[:len(a)]
	var s0, s1, s2, s3 float32
	i := 0
	for ; i+4 <= len(a); i += 4 {
		s0 += a[i] * b[i]
		s1 += a[i+1] * b[i+1]
		s2 += a[i+2] * b[i+2]
		s3 += a[i+3] * b[i+3]
	}
	for ; i < len(a); i++ {
		s0 += a[i] * b[i]
	}
	return s0 + s1 + s2 + s3
}

// clip applies the clipped ReLU, min(max(x, 0), 1), to each of h.
func clip(h []float32) {
	for i, x := range h {
		h[i] = min(max(x, 0), 1)
	}
}

// The binary form of a Network (EncodeNetwork), all little-endian: the
// magic "KBNN"; the format's version (NetworkVersion), a uint32; the
// digest of the observation's layout and of the action IDs
// (NetworkLayout), a uint64; the hidden layers' sizes, two uint32s; the
// length of the edition's digest, a uint32, and its bytes
// (NetworkWeights.Edition; from version 2 on, a version 1 file recording
// none); then the weights of NetworkWeights in field order, W1 to
// PolicyBias, each an IEEE 754 float32. A file of another version, layout
// or length is refused.
const (
	networkMagic = "KBNN"
	// NetworkVersion is the version of the binary form EncodeNetwork
	// writes; DecodeNetwork reads it and version 1, which records no
	// edition.
	NetworkVersion = 2
	networkHeader  = 4 + 4 + 8 + 4 + 4
)

// NetworkLayout returns the digest of what a Network's inputs and outputs
// mean: the observation's fields (their names, offsets and lengths) and
// the number of action IDs. A network trained on another layout reads its
// inputs wrong, and DecodeNetwork refuses it.
func NetworkLayout() uint64 { return networkLayout }

var networkLayout = func() uint64 {
	h := fnv.New64a()
	for _, f := range ObservationLayout() {
		fmt.Fprintf(h, "%s %d %d\n", f.Name, f.Offset, f.Size)
	}
	fmt.Fprintf(h, "actions %d\n", NumActionIDs)
	return h.Sum64()
}()

// EncodeNetwork returns n in its binary form.
func EncodeNetwork(n *Network) []byte {
	w := n.Weights()
	layers := [][]float32{w.W1, w.B1, w.W2, w.B2, w.Value, w.ValueBias, w.Policy, w.PolicyBias}
	size := networkHeader + 4 + len(n.edition)
	for _, l := range layers {
		size += 4 * len(l)
	}
	b := make([]byte, 0, size)
	b = append(b, networkMagic...)
	b = binary.LittleEndian.AppendUint32(b, NetworkVersion)
	b = binary.LittleEndian.AppendUint64(b, networkLayout)
	b = binary.LittleEndian.AppendUint32(b, uint32(n.h1))
	b = binary.LittleEndian.AppendUint32(b, uint32(n.h2))
	b = binary.LittleEndian.AppendUint32(b, uint32(len(n.edition)))
	b = append(b, n.edition...)
	for _, l := range layers {
		for _, x := range l {
			b = binary.LittleEndian.AppendUint32(b, math.Float32bits(x))
		}
	}
	return b
}

// DecodeNetwork reads a Network in the binary form EncodeNetwork writes,
// or in version 1's. It refuses, with an error wrapping ErrNetwork,
// another format, version or layout, and a file cut short or too long.
func DecodeNetwork(b []byte) (*Network, error) {
	if len(b) < networkHeader || string(b[:4]) != networkMagic {
		return nil, fmt.Errorf("%w: not a network file", ErrNetwork)
	}
	v := binary.LittleEndian.Uint32(b[4:])
	if v != 1 && v != NetworkVersion {
		return nil, fmt.Errorf("%w: format version %d, this package reads 1 and %d", ErrNetwork, v, NetworkVersion)
	}
	if l := binary.LittleEndian.Uint64(b[8:]); l != networkLayout {
		return nil, fmt.Errorf("%w: trained on observation layout %016x, this package's is %016x", ErrNetwork, l, networkLayout)
	}
	h1, h2 := binary.LittleEndian.Uint32(b[16:]), binary.LittleEndian.Uint32(b[20:])
	if h1 < 1 || h1 > maxHidden || h2 < 1 || h2 > maxHidden {
		return nil, fmt.Errorf("%w: hidden layers of %d and %d units, want 1 to %d", ErrNetwork, h1, h2, maxHidden)
	}
	w := NetworkWeights{Hidden1: int(h1), Hidden2: int(h2)}
	off := networkHeader
	if v >= 2 {
		if len(b) < off+4 {
			return nil, fmt.Errorf("%w: %d bytes, cut short in the header", ErrNetwork, len(b))
		}
		n := binary.LittleEndian.Uint32(b[off:])
		if n > maxEdition || len(b) < off+4+int(n) {
			return nil, fmt.Errorf("%w: an edition's digest of %d bytes in a file of %d", ErrNetwork, n, len(b))
		}
		w.Edition = string(b[off+4 : off+4+int(n)])
		off += 4 + int(n)
	}
	sizes := []struct {
		dst *[]float32
		n   int
	}{
		{&w.W1, ObservationSize * int(h1)}, {&w.B1, int(h1)},
		{&w.W2, int(h2) * int(h1)}, {&w.B2, int(h2)},
		{&w.Value, NetworkSeats * int(h2)}, {&w.ValueBias, NetworkSeats},
		{&w.Policy, NumActionIDs * int(h2)}, {&w.PolicyBias, NumActionIDs},
	}
	want := off
	for _, s := range sizes {
		want += 4 * s.n
	}
	if len(b) != want {
		return nil, fmt.Errorf("%w: %d bytes, want %d for hidden layers of %d and %d", ErrNetwork, len(b), want, h1, h2)
	}
	for _, s := range sizes {
		l := make([]float32, s.n)
		for i := range l {
			l[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[off:]))
			off += 4
		}
		*s.dst = l
	}
	return NewNetwork(w)
}
