package bots

import (
	"embed"
	"fmt"
	"sync"
)

// networkFiles holds the trained networks' files, as EncodeNetwork writes
// them: network.bin, TrainedNetwork's, and network-N.bin, where present,
// the network for games of N players (1 for solo) that learnt them best.
//
//go:embed network*.bin
var networkFiles embed.FS

// TrainedNetwork returns the network trained by self-play
// (python/examples/train_network.py on games of the tournament's queue;
// BOTS.md says how), NewNeural's evaluator in a game of a number of
// players with no network of its own (TrainedNetworkFor).
func TrainedNetwork() *Network { return trained }

// TrainedNetworkFor returns the network NewNeural searches a game of the
// given number of players with (1 for solo): one trained for it, where
// self-play made a better one for it than TrainedNetwork (BOTS.md), else
// TrainedNetwork.
func TrainedNetworkFor(players int) *Network {
	if players < 1 || players > len(trainedFor) {
		return trained
	}
	return trainedFor[players-1]()
}

// trained is TrainedNetwork's network, read once.
var trained = mustNetwork("network.bin")

// trainedFor are the networks of TrainedNetworkFor, each read when first
// asked for.
var trainedFor = func() (f [NetworkSeats]func() *Network) {
	for i := range f {
		f[i] = sync.OnceValue(func() *Network {
			name := fmt.Sprintf("network-%d.bin", i+1)
			if _, err := networkFiles.Open(name); err != nil {
				return trained
			}
			return mustNetwork(name)
		})
	}
	return f
}()

// mustNetwork reads the embedded network file name.
func mustNetwork(name string) *Network {
	data, err := networkFiles.ReadFile(name)
	if err == nil {
		var n *Network
		if n, err = DecodeNetwork(data); err == nil {
			return n
		}
	}
	panic(fmt.Sprintf("bots/%s: %v", name, err)) // a broken build: TestTrainedNetwork reads them
}

// A neuralMode is NewNeural's search in games of some number of players:
// PUCT's exploration constant and the weight of a rollout at a leaf
// (ISMCTS.C and RolloutMix).
type neuralMode struct{ c, mix float64 }

// neuralModes are NewNeural's settings by the game's number of players
// (index 0 solo), each the best of matches in its mode (DECISIONS.md,
// BOTS.md). NewNeural writes the 2-player ones into C and RolloutMix,
// where they stand for the game's mode's.
var neuralModes = [NetworkSeats]neuralMode{
	// Solo: priors trusted less search better, and the solo network's
	// value (network-1.bin, learnt from NewLearned's solo searches) weighs
	// as much as a rollout.
	{c: 0.25, mix: 0.5},
	{c: 1, mix: 0.65},
	{c: 1, mix: 0.65},
	{c: 1, mix: 0.65},
}

// mode returns the C and RolloutMix that b searches a game of the players
// with: its own, unless they are still those NewNeural wrote, which stand
// for the mode's (neuralModes).
func (b *ISMCTS) mode(players int) (c, mix float64) {
	c, mix = b.C, b.RolloutMix
	if def := neuralModes[1]; b.neural && c == def.c && mix == def.mix && players >= 1 && players <= len(neuralModes) {
		m := neuralModes[players-1]
		c, mix = m.c, m.mix
	}
	return c, mix
}

// NewNeural returns an ISMCTS bot of the given iterations per decision
// that searches with the trained network of the game's number of
// players, TrainedNetworkFor (its Network is TrainedNetwork, which stands
// for them): PUCT, the network's priors guiding the tree and its value,
// mixed with a rollout of LearnedPolicy, scoring each leaf (BOTS.md
// measures it against NewLearned). Its C and RolloutMix are those of 2
// players (1 and 0.65) and, while unchanged, stand for those of the
// game's mode: a solo game it searches with C = 0.25 and the network's
// value and a rollout weighing the same at the leaves (RolloutMix 0.5).
// In a game of another edition than the network learnt from
// (Network.Edition), where its judgement would rest on other printed
// numbers, it searches without the network, as NewLearned does (C the
// default), where a search given a Network of another edition refuses
// the game (ErrNetwork), as it does when its Network is replaced. Its
// other fields may be set before its first decision, as NewISMCTS's.
func NewNeural(seed uint64, iterations int) *ISMCTS {
	b := NewISMCTS(seed, iterations)
	b.Network, b.C, b.RolloutMix = TrainedNetwork(), neuralModes[1].c, neuralModes[1].mix
	b.Policy = LearnedPolicy()
	b.neural = true
	return b
}
