package bots

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// The policy's weights are as many as its feature groups give, each for
// every action kind.
func TestNumPolicyWeights(t *testing.T) {
	n := 0
	for _, g := range policyGroups {
		n += g * nKinds
	}
	require.Equal(t, NumPolicyWeights, n)
}
