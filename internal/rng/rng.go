// Package rng is the game's random generator: the PCG-DXSM generator of
// math/rand/v2, held as a plain value so that a game state can copy and
// compare it, with bounded-integer and shuffle helpers of the project's own.
//
// The standard library does not promise that its helpers (IntN, Shuffle)
// keep their outputs across Go releases, and a game log must replay the same
// forever, so only the generator's raw Uint64 stream is taken from the
// standard algorithm; the tests pin it against math/rand/v2 and pin the
// helpers by golden values.
package rng

import "math/bits"

// PCG is the state of a PCG-DXSM generator, the same generator and state as
// math/rand/v2's PCG: a PCG made by rand.NewPCG(Hi, Lo) yields the same
// stream.
type PCG struct {
	Hi, Lo uint64
}

// New returns a generator seeded as rand.NewPCG(seed1, seed2) is.
func New(seed1, seed2 uint64) PCG { return PCG{Hi: seed1, Lo: seed2} }

// Uint64 returns the next value of the stream.
func (p *PCG) Uint64() uint64 {
	const (
		mulHi = 2549297995355413924
		mulLo = 4865540595714422341
		incHi = 6364136223846793005
		incLo = 1442695040888963407
	)
	// The 128-bit LCG step: state = state*mul + inc.
	hi, lo := bits.Mul64(p.Lo, mulLo)
	hi += p.Hi*mulLo + p.Lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	p.Lo, p.Hi = lo, hi

	// The DXSM output permutation.
	const cheapMul = 0xda942042e4dd58b5
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// IntN returns a uniform integer in [0, n). It panics if n <= 0, which no
// caller in the engine can reach: every n is a count of things known to be
// there.
//
// It is Lemire's multiply-and-reject method on Uint64.
func (p *PCG) IntN(n int) int {
	if n <= 0 {
		panic("rng: IntN of a non-positive bound")
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(p.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), bound)
		}
	}
	return int(hi)
}

// Shuffle puts s in a uniform random order, by Fisher-Yates from the end.
func Shuffle[T any](p *PCG, s []T) {
	for i := len(s) - 1; i > 0; i-- {
		j := p.IntN(i + 1)
		s[i], s[j] = s[j], s[i]
	}
}
