package bots

import _ "embed"

// networkData holds TrainedNetwork's file, as EncodeNetwork writes it.
//
//go:embed network.bin
var networkData []byte

// TrainedNetwork returns the network trained by self-play
// (python/examples/train_network.py on games of the tournament's queue;
// BOTS.md says how), NewNeural's evaluator.
func TrainedNetwork() *Network { return trained }

// trained is TrainedNetwork's network, read once.
var trained = func() *Network {
	n, err := DecodeNetwork(networkData)
	if err != nil {
		panic(err) // a broken build: TestTrainedNetwork reads it
	}
	return n
}()

// The settings of NewNeural's search.
const (
	// neuralC is PUCT's exploration constant.
	neuralC = 1.0
	// neuralMix is the weight of a rollout at a leaf beside the network's
	// value.
	neuralMix = 0.65
)

// NewNeural returns an ISMCTS bot of the given iterations per decision
// that searches with TrainedNetwork: PUCT, the network's priors guiding
// the tree and its value, mixed with a rollout of LearnedPolicy, scoring
// each leaf (BOTS.md measures it against NewLearned). In a game of
// another edition than the network learnt from (Network.Edition), where
// its judgement would rest on other printed numbers, it searches without
// the network, as NewLearned does (C the default), where a search given
// a Network of another edition refuses the game (ErrNetwork), as it does
// when its Network is replaced. Its other fields may be set before its
// first decision, as NewISMCTS's.
func NewNeural(seed uint64, iterations int) *ISMCTS {
	b := NewISMCTS(seed, iterations)
	b.Network, b.C, b.RolloutMix = TrainedNetwork(), neuralC, neuralMix
	b.Policy = LearnedPolicy()
	b.anyEdition = true
	return b
}
