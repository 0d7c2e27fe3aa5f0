package kanban_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// A position decodes to the very state it was encoded from (==), at every
// step of random games of each player count.
func TestPositionRoundTrip(t *testing.T) {
	for seed := range uint64(6) {
		n := 2 + int(seed%3)
		s, _, err := kanban.New(config(n, seed))
		require.NoError(t, err)
		r := rand.New(rand.NewPCG(seed, 5))
		for step := 0; ; step++ {
			b, err := json.Marshal(s)
			require.NoError(t, err)
			var back kanban.GameState
			require.NoError(t, json.Unmarshal(b, &back), "seed %d step %d", seed, step)
			require.True(t, back == s, "seed %d step %d: the decoded state differs", seed, step)
			if s.IsOver() {
				break
			}
			s, _, err = kanban.Apply(s, pick(r, s.LegalActions()))
			require.NoError(t, err)
		}
	}
}
