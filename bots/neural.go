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

// The settings of NewNeural's search.
const (
	// neuralC is PUCT's exploration constant.
	neuralC = 1.0
	// neuralMix is the weight of a rollout at a leaf beside the network's
	// value.
	neuralMix = 0.65
)

// NewNeural returns an ISMCTS bot of the given iterations per decision
// that searches with the trained network of the game's number of
// players, TrainedNetworkFor (its Network is TrainedNetwork, which stands
// for them): PUCT, the network's priors guiding the tree and its value,
// mixed with a rollout of LearnedPolicy, scoring each leaf (BOTS.md
// measures it against NewLearned). In a game of another edition than the
// network learnt from (Network.Edition), where its judgement would rest
// on other printed numbers, it searches without the network, as
// NewLearned does (C the default), where a search given a Network of
// another edition refuses the game (ErrNetwork), as it does when its
// Network is replaced. Its other fields may be set before its first
// decision, as NewISMCTS's.
func NewNeural(seed uint64, iterations int) *ISMCTS {
	b := NewISMCTS(seed, iterations)
	b.Network, b.C, b.RolloutMix = TrainedNetwork(), neuralC, neuralMix
	b.Policy = LearnedPolicy()
	b.neural = true
	return b
}
