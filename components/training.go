package components

// Training tracks. Confirmed (the solo helper's track image: three circles,
// the certificate, two circles, the award circle; its code treats a level
// above 2 as certified and 5 as the maximum).
const (
	// TrackStart is the space every disc starts on.
	TrackStart = 0
	// TrackCertified is the first space past the certification arrow.
	TrackCertified = 3
	// TrackExpert is the final space; reaching it makes the player an Expert.
	TrackExpert = 5
)

// TrackScores is what the most, second and third most advanced players on a
// training track score at the end. Seed (long text and refresher).
var TrackScores = [3]int8{5, 3, 1}

// Award is the kind of an Award tile: its immediate benefit.
type Award uint8

// The Award tile kinds. Seed (first-edition list of plaque effects).
const (
	AwardShift Award = iota
	AwardPP
	AwardBook
	AwardVoucher
)

// NumAwards is the number of Award tile kinds. Seed, as Award.
const NumAwards = 4

var awardNames = [NumAwards]string{"shift", "pp", "book", "voucher"}

// String returns the Award kind's name, such as "book".
func (a Award) String() string { return name(awardNames[:], int(a), "Award") }

// MarshalText encodes the Award kind as its name.
func (a Award) MarshalText() ([]byte, error) { return marshal(awardNames[:], int(a), "award") }

// UnmarshalText decodes an Award kind from its name.
func (a *Award) UnmarshalText(b []byte) error {
	return unmarshal(awardNames[:], b, "award", (*uint8)(a))
}

// AwardBenefits is the immediate benefit of each Award kind. Seed (first
// edition: bank 1 Shift, 2 PP, 1 Book, 1 Parts Voucher).
var AwardBenefits = [NumAwards]Benefit{
	AwardShift:   {BankedShifts: 1},
	AwardPP:      {PP: 2},
	AwardBook:    {Books: 1},
	AwardVoucher: {Vouchers: 1},
}

// AwardTiles is how many Award tiles of each kind the box holds, 20 in all.
// Count Seed (first edition: 20 plaques); the even split is a Placeholder.
var AwardTiles = [NumAwards]int8{5, 5, 5, 5}

// AwardsPerTrack is the number of Award tiles dealt face down above each
// training track, by player count. Seed (refresher: 3, or 2 with 2 or 3
// players).
var AwardsPerTrack = [NumColors + 1]int8{2: 2, 3: 2, 4: 3}

// AwardStackSpeech is the number of Generic Speech tokens on each Award stack,
// taken by the department's first Expert. Seed (refresher).
const AwardStackSpeech = 1
