package components

// TestTrack is the layout of the Test track: a loop of Spaces spaces with
// striped spaces, and the most cars that wait behind the Pace Car.
type TestTrack struct {
	Spaces  int8    `json:"spaces"`  // the spaces of the loop
	Striped [2]int8 `json:"striped"` // the two striped spaces
	Queue   int8    `json:"queue"`   // the most cars behind the Pace Car
}

// FourPlayerTestTrack is the printed Test track. Shape Seed (a loop with two
// striped spaces); queue of 4 Seed and Confirmed (the solo helper); the
// 16-space loop with stripes on spaces 0 and 8 is a Placeholder.
var FourPlayerTestTrack = TestTrack{Spaces: 16, Striped: [2]int8{0, 8}, Queue: 4}

// TestTracks is the layout used by player count. The 2- and 3-player overlay
// is not confirmed, so every count uses the printed 4-player layout
// (Inferred, rule R-SET-17).
var TestTracks = [NumColors + 1]TestTrack{2: FourPlayerTestTrack, 3: FourPlayerTestTrack, 4: FourPlayerTestTrack}

// TestTrackOverlay is the guessed effect of the double-sided 2- and 3-player
// overlay (Seed: it exists; effect Placeholder: a shorter loop). It is not
// used until confirmed.
var TestTrackOverlay = [NumColors + 1]TestTrack{
	2: {Spaces: 12, Striped: [2]int8{0, 6}, Queue: 4},
	3: {Spaces: 14, Striped: [2]int8{0, 7}, Queue: 4},
}

// PaceCarStart is the index in TestTrack.Striped of the striped space the
// Pace Car starts on: the first (Inferred, rule R-SET-6; the sources allow
// either).
const PaceCarStart = 0

// MaxQueue is the number of places behind the Pace Car that have a claim
// cost; no layout's Queue may exceed it. Seed (long text and refresher).
const MaxQueue = 4

// ClaimCosts is the Shift cost of claiming the 1st, 2nd, 3rd and 4th car
// behind the Pace Car. Seed (long text and refresher).
var ClaimCosts = [MaxQueue]int8{1, 2, 2, 3}
