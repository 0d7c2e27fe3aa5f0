package kanban_test

import (
	"math/rand/v2"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/stretchr/testify/require"
)

// A fixed game of random legal actions offers, along the way, actions
// described and priced exactly so: the phrase names what the action does
// and gains, the cost what it spends (R-WRK-2, R-WRK-8, R-TRN-2, R-LOG-4,
// R-RND-1). A change to the game's rules or random outcomes shows up here
// as a missing phrase.
func TestDescribeAndCostPhrases(t *testing.T) {
	type offer struct{ phrase, cost string }
	offered := map[offer]bool{}
	s, _, err := kanban.New(config(3, 11))
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(11, 1))
	for range 400 {
		legal := s.LegalActions()
		for _, a := range legal {
			d, err := s.Describe(a)
			require.NoError(t, err)
			c, err := s.Cost(a)
			require.NoError(t, err)
			offered[offer{d, c.String()}] = true
			for _, text := range []string{d, c.String()} {
				require.NotRegexp(t, kanban.OneOfMany, text, "counts agree in number with their nouns")
			}
		}
		s, _, err = kanban.Apply(s, pick(r, legal))
		require.NoError(t, err)
	}
	for _, want := range []offer{
		{"put the Certification marker on starting space 0", "nothing"},                                                                           // R-SET-14
		{"put the Certification marker on starting space 1, gaining 1 Parts Voucher", "nothing"},                                                  // R-SET-14
		{"take 1 motor from its warehouse", "nothing"},                                                                                            // R-SET-14
		{"take the City autopilot Design from the display, top row, space 1", "nothing"},                                                          // R-SET-14
		{"work at the R&D top workstation, 2 Shifts", "nothing"},                                                                                  // R-SEL-1
		{"train in R&D to space 1", "1 Shift"},                                                                                                    // R-TRN-1
		{"train in Assembly to space 3, certifying", "1 Shift"},                                                                                   // R-TRN-3
		{"train in Assembly to space 5, becoming an Expert", "1 Shift"},                                                                           // R-TRN-4
		{"move the Certification marker to space 0 of section 1, gaining 2 PP", "nothing"},                                                        // R-TRN-3
		{"do homework in R&D to space 2", "1 Book"},                                                                                               // R-TRN-2
		{"keep an Award tile, gaining 2 PP", "nothing"},                                                                                           // R-TRN-4
		{"end the turn, losing 2 unused Shifts", "nothing"},                                                                                       // R-WRK-4
		{"give 1 electronics to the Recycling pool for its motor", "1 stored electronics"},                                                        // R-WRK-6
		{"take the SUV electronics Design from the display, top row, space 1, gaining 1 Book", "1 Shift"},                                         // R-DES-3
		{"issue Kanban Order card 5 with symbols 1 to 4 above the line, moving 2 batteries to the warehouses, gaining 1 Banked Shift", "1 Shift"}, // R-LOG-1
		{"collect 1 electronics from the warehouse", "1 Shift"},                                                                                   // R-LOG-2
		{"take a Parts Voucher", "1 Shift (1 Banked)"},                                                                                            // R-LOG-3, R-WRK-8
		{"provide 1 motor to the City from the supply for a Parts Voucher", "1 Shift, 1 Parts Voucher"},                                           // R-ASM-2, R-LOG-4
		{"provide 1 autopilot to the City from storage", "1 Shift, 1 stored autopilot"},                                                           // R-ASM-2
		{"send the Truck car on d1 to d2", "nothing"},                                                                                             // R-ASM-3
		{"claim the 1st car behind the Pace Car, a Truck, with the Truck body Design", "1 Shift, the Truck body Design"},                          // R-RND-1
		{"claim the 1st car behind the Pace Car, a Truck, with the Truck body Design and the 3rd, an SUV, with the SUV autopilot Design",
			"3 Shifts, the SUV autopilot Design, the Truck body Design"}, // R-RND-1
		{"park the Truck car in garage 0, gaining 1 Speech token", "nothing"},                        // R-RND-3
		{"park the Truck car in garage 4, the padlocked one, choosing 2 of its benefits", "nothing"}, // R-RND-7
		{"take 1 Book and 1 Speech token from the padlocked garage", "nothing"},                      // R-RND-7
		{"upgrade the Concept body Design on upgrade space 0 with 1 body from the supply for a Parts Voucher, gaining 2 PP",
			"1 Shift, 1 Parts Voucher, the Concept body Design"}, // R-RND-4
		{"upgrade the Sports motor Design on upgrade space 0 with 1 motor from storage as the Double Upgrade, gaining 5 PP",
			"1 Shift, 1 stored motor, the Sports motor Design"}, // R-RND-6
		{"play goal 0", "nothing"}, // R-MTG-3
		{"play goal 0 and place a Speech token on it, scoring 0 PP", "1 Speech token"}, // R-MTG-3
		{"place a Speech token on goal 19, scoring 6 PP", "1 Speech token"},            // R-MTG-3
		{"pass", "nothing"}, // R-MTG-2
		{"put goal 21 face down for the meeting room", "nothing"}, // R-MTG-9
	} {
		require.True(t, offered[want], "no legal action offered as %q costing %q", want.phrase, want.cost)
	}
}
