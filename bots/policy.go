package bots

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// A LinearPolicy is a RolloutPolicy that plays each legal action with a
// probability proportional to the exponential of its weights' sum: a
// softmax over a linear function of the action's features (Features).
// The features read the action and what the decision is (its kind, and
// in a working turn the Shifts left), never hidden information, so the
// policy may be given the host's state as well as a sample.
//
// A LinearPolicy is safe for use by several goroutines at once; its
// weights never change after NewLinearPolicy.
type LinearPolicy struct {
	w   []float32 // the weights, NumPolicyWeights of them
	exp []float64 // exp of each weight
}

// NewLinearPolicy returns a LinearPolicy of the given weights, one for
// each feature: NumPolicyWeights of them. It copies the weights.
func NewLinearPolicy(weights []float32) (*LinearPolicy, error) {
	if len(weights) != NumPolicyWeights {
		return nil, fmt.Errorf("bots: %d policy weights, want %d", len(weights), NumPolicyWeights)
	}
	p := &LinearPolicy{w: make([]float32, len(weights)), exp: make([]float64, len(weights))}
	for i, x := range weights {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || math.Abs(float64(x)) > maxPolicyWeight {
			return nil, fmt.Errorf("bots: policy weight %d is %v, outside [-%d, %d]", i, x, maxPolicyWeight, maxPolicyWeight)
		}
		p.w[i], p.exp[i] = x, math.Exp(float64(x))
	}
	return p, nil
}

// maxPolicyWeight bounds each weight, so that the product of an action's
// exponentials stays a finite float64.
const maxPolicyWeight = 32

// Weights returns a copy of the policy's weights.
func (p *LinearPolicy) Weights() []float32 { return append([]float32(nil), p.w...) }

// Pick returns one of legal at random, each with probability proportional
// to the exponential of the sum of its features' weights.
func (p *LinearPolicy) Pick(s *kanban.GameState, legal []kanban.Action, r *rand.Rand) kanban.Action {
	return legal[p.pick(policyContext(s), legal, r)]
}

// pick is Pick in the decision context ctx, by index in legal.
func (p *LinearPolicy) pick(ctx int, legal []kanban.Action, r *rand.Rand) int {
	// The actions' weights, on the stack for the usual lists; a longer
	// list computes them again in the draw.
	var buf [64]float64
	sum := 0.0
	for i := range legal {
		v := p.value(ctx, &legal[i])
		if i < len(buf) {
			buf[i] = v
		}
		sum += v
	}
	x := r.Float64() * sum
	for i := range legal {
		v := 0.0
		if i < len(buf) {
			v = buf[i]
		} else {
			v = p.value(ctx, &legal[i])
		}
		if x -= v; x < 0 {
			return i
		}
	}
	return len(legal) - 1
}

// Probabilities returns the probability the policy gives each of legal at
// s, in legal's order.
func (p *LinearPolicy) Probabilities(s *kanban.GameState, legal []kanban.Action) []float64 {
	ctx := policyContext(s)
	out := make([]float64, len(legal))
	sum := 0.0
	for i := range legal {
		out[i] = p.value(ctx, &legal[i])
		sum += out[i]
	}
	for i := range out {
		out[i] /= sum
	}
	return out
}

// value returns the product of the exponentials of a's weights.
func (p *LinearPolicy) value(ctx int, a *kanban.Action) float64 {
	var f [numPolicyFeatures]int32
	features(ctx, a, &f)
	v := 1.0
	for _, i := range f {
		v *= p.exp[i]
	}
	return v
}

// The policy's features: for each, the dimensions it crosses. An action
// has one feature of each group, an index into the weights.
const (
	ctxKinds  = 32 // decision kinds
	ctxShifts = 6  // Shifts left in a working turn, 5 meaning 5 or more
	nKinds    = 32 // action kinds
)

// policyGroups are the sizes of the feature groups, each crossed with the
// action's kind: the decision (kind and Shifts left), the department, the
// part, the model, the workstation, the Design source, the count and the
// Kanban placement, the part given and the part source, the cars claimed
// and the Design's model, the conveyor space and the space, the Kanban
// card, and the Double Upgrade with the benefit.
var policyGroups = [...]int{
	ctxKinds * ctxShifts,
	components.NumDepartments + 1,
	components.NumParts + 2,
	components.NumModels + 1,
	16,
	16,
	8 * 4,
	8 * 8,
	(components.MaxQueue + 1) * (components.NumModels + 1),
	16 * 16,
	16,
	2 * 16,
}

// numPolicyFeatures is the number of feature groups, the features of one
// action.
const numPolicyFeatures = len(policyGroups)

// policyBase is the first weight of each group.
var policyBase = func() (b [numPolicyFeatures]int32) {
	n := 0
	for i, g := range policyGroups {
		b[i] = int32(n)
		n += g * nKinds
	}
	return b
}()

// NumPolicyWeights is the number of a LinearPolicy's weights: the number
// of its features, each group's size for each action kind.
const NumPolicyWeights = nKinds * (ctxKinds*ctxShifts + components.NumDepartments + 1 +
	components.NumParts + 2 + components.NumModels + 1 + 16 + 16 + 8*4 + 8*8 +
	(components.MaxQueue+1)*(components.NumModels+1) + 16*16 + 16 + 2*16)

// clamp returns v as an index in [0, n): n-1 for anything at or above it,
// such as the "none" values.
func clamp(v, n int) int {
	if v < 0 || v >= n {
		return n - 1
	}
	return v
}

// policyContext returns what a policy knows of the decision at s: its
// kind, and in a working turn the Shifts left. s is a *kanban.GameState or
// a *kanban.Walk.
func policyContext(s interface {
	NextKind() (kanban.DecisionKind, kanban.Color)
	Turn() kanban.TurnInfo
}) int {
	k, _ := s.NextKind()
	shifts := 0
	if k == kanban.DecideWork {
		shifts = clamp(s.Turn().Shifts, ctxShifts)
	}
	return clamp(int(k), ctxKinds)*ctxShifts + shifts
}

// features writes a's features in the decision context ctx.
func features(ctx int, a *kanban.Action, f *[numPolicyFeatures]int32) {
	k := clamp(int(a.Kind), nKinds)
	claims := 0
	for _, d := range a.Claims {
		if d != kanban.NoDesign {
			claims++
		}
	}
	dm := components.NumModels
	if int(a.Design) < len(components.Designs) {
		dm = int(a.Design.Model())
	}
	idx := [numPolicyFeatures]int{
		ctx,
		clamp(int(a.Dept), components.NumDepartments+1),
		clamp(int(a.Part), components.NumParts+2),
		clamp(int(a.Model), components.NumModels+1),
		clamp(int(a.Workstation), 16),
		clamp(int(a.Source), 16),
		clamp(int(a.Count), 8)*4 + clamp(int(a.Placement), 4),
		clamp(int(a.Give), 8)*8 + clamp(int(a.From), 8),
		claims*(components.NumModels+1) + dm,
		clamp(int(a.To), 16)*16 + clamp(int(a.Space), 16),
		clamp(int(a.Card), 16),
		b2i(a.Double)*16 + gains(a.Gain),
	}
	for i, x := range idx {
		f[i] = policyBase[i] + int32(k*policyGroups[i]+x)
	}
}

// gains returns which of PP, Books, Vouchers and Banked Shifts b gives,
// as 4 bits.
func gains(b kanban.Benefit) int {
	return b2i(b.PP > 0) | b2i(b.Books > 0)<<1 | b2i(b.Vouchers > 0)<<2 | b2i(b.BankedShifts > 0)<<3
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// AppendFeatures appends to dst the features of action a at s: for each
// of the policy's feature groups, the index of a's weight in
// [0, NumPolicyWeights). A LinearPolicy's value of a is the sum of those
// weights; a program that learns weights reads the features from here.
func AppendFeatures(dst []int, s *kanban.GameState, a kanban.Action) []int {
	var f [numPolicyFeatures]int32
	features(policyContext(s), &a, &f)
	for _, i := range f {
		dst = append(dst, int(i))
	}
	return dst
}

// policyData holds the weights of LearnedPolicy: NumPolicyWeights
// little-endian float32s, written by examples/train.
//
//go:embed policy.bin
var policyData []byte

// LearnedPolicy returns the policy learnt from ISMCTS's own choices
// (examples/train; BOTS.md says how), the rollout policy of NewLearned.
func LearnedPolicy() *LinearPolicy { return learned }

// learned is LearnedPolicy's policy, read once.
var learned = func() *LinearPolicy {
	w, err := DecodeWeights(policyData)
	if err != nil {
		panic(err) // a broken build: TestLearnedPolicy reads it
	}
	p, err := NewLinearPolicy(w)
	if err != nil {
		panic(err)
	}
	return p
}()

// ErrWeights reports weights that cannot be read.
var ErrWeights = errors.New("bots: bad policy weights")

// DecodeWeights reads weights as EncodeWeights writes them.
func DecodeWeights(b []byte) ([]float32, error) {
	if len(b) != 4*NumPolicyWeights {
		return nil, fmt.Errorf("%w: %d bytes, want %d", ErrWeights, len(b), 4*NumPolicyWeights)
	}
	w := make([]float32, NumPolicyWeights)
	for i := range w {
		w[i] = math.Float32frombits(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return w, nil
}

// EncodeWeights returns weights as the bytes of bots/policy.bin: each a
// little-endian IEEE 754 float32, in feature order.
func EncodeWeights(w []float32) []byte {
	b := make([]byte, 4*len(w))
	for i, x := range w {
		binary.LittleEndian.PutUint32(b[4*i:], math.Float32bits(x))
	}
	return b
}

// NewLearned returns an ISMCTS bot of the given iterations per decision
// whose rollouts follow LearnedPolicy instead of KindPolicy: the
// strongest bot of the package at the same time per decision (BOTS.md).
// Its other fields may be set before its first decision, as
// NewISMCTS's.
func NewLearned(seed uint64, iterations int) *ISMCTS {
	b := NewISMCTS(seed, iterations)
	b.Policy = LearnedPolicy()
	return b
}
