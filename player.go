package kanban

import (
	"slices"

	"github.com/kanbanev/kanban/components"
)

// PlayerBoard is a snapshot of one player's board and pieces. It is a copy:
// changing it changes nothing in the game.
type PlayerBoard struct {
	Color      Color `json:"color"`       // the player's colour
	ExpertSide bool  `json:"expert_side"` // whether the board is on its expert side (R-SET-15)

	PP           int `json:"pp"`            // Production Points
	BankedShifts int `json:"banked_shifts"` // Banked Shifts on the track
	Books        int `json:"books"`         // Books held
	Vouchers     int `json:"vouchers"`      // Parts Vouchers held

	// Speech is the number of own Speech tokens on Speech spaces, out of
	// SpeechSpaces open spaces; GenericSpeech the Generic Speech tokens kept
	// beside the board (R-SPK-2). Of the player's other own tokens,
	// SpeechOnGoals lie on face-up goals in the Meeting under way and
	// SpeechBeside beside the board, out of play until a Generic token
	// brings them back (R-SPK-3). Speech, SpeechOnGoals and SpeechBeside
	// add up to components.OwnSpeechTokens.
	Speech        int `json:"speech"`
	SpeechSpaces  int `json:"speech_spaces"`   // open Speech spaces
	GenericSpeech int `json:"generic_speech"`  // Generic Speech tokens beside the board
	SpeechOnGoals int `json:"speech_on_goals"` // own tokens on face-up goals
	SpeechBeside  int `json:"speech_beside"`   // own tokens out of play beside the board

	// Training is the space of the player's disc on each department's
	// track, from 0 (never moved).
	Training [components.NumDepartments]int `json:"training"`
	// Certifications is how many departments the player is certified in,
	// which is also the section of the Certification track their marker is
	// in; CertSpace is the space in that section, or -1 before orientation.
	Certifications int `json:"certifications"`
	CertSpace      int `json:"cert_space"` // the marker's space in its section, or -1
	// Locks reports, for each department, whether its Lock is still on the
	// board: the player is not certified there yet (R-SET-13, R-TRN-3).
	// R&D's Lock covers the Double Upgrade (R-RND-6), Assembly's the
	// padlocked 5th garage (R-ASM-7), Logistics' the 6th storage space and
	// Design's the 5th desk space (R-WRK-7), Administration's the 5th
	// Speech space (R-ADM-2).
	Locks [components.NumDepartments]bool `json:"locks"`

	// Parts is the number of stored parts of each type, out of
	// StorageSpaces spaces.
	Parts         [components.NumParts]int `json:"parts"`
	StorageSpaces int                      `json:"storage_spaces"` // open storage spaces
	// Desk holds the Designs on the desk, out of DeskSpaces spaces.
	Desk       DesignSet `json:"desk"`
	DeskSpaces int       `json:"desk_spaces"` // open desk spaces
	// Upgraded holds the Upgraded Designs, the one on the Double Upgrade tile
	// (DoubleUpgrade, or NoDesign) included.
	Upgraded      DesignSet  `json:"upgraded"`
	DoubleUpgrade DesignTile `json:"double_upgrade"` // the Design on the Double Upgrade tile, or NoDesign

	// Garages holds the model parked in each garage, or NoModel; the 5th is
	// the padlocked one. GarageUsed reports whose benefit was taken.
	Garages    [components.Garages]Model `json:"garages"`
	GarageUsed [components.Garages]bool  `json:"garage_used"` // by garage: its benefit was taken
	// GarageBenefits is the benefit printed on each Basic Garage, on the
	// side of the board the player plays (R-RND-3). The padlocked garage
	// shows PadlockBenefits, of which a car parked there gives PadlockPicks
	// different ones (R-RND-7).
	GarageBenefits  [components.BasicGarages]Benefit `json:"garage_benefits"`
	PadlockBenefits []Benefit                        `json:"padlock_benefits"` // the padlocked garage's benefits
	PadlockPicks    int                              `json:"padlock_picks"`    // how many of them a car there gives

	// Awards holds the Award tile kept on each track, or NoAward.
	Awards [components.NumDepartments]Award `json:"awards"`
	// FactoryGoals reports the Factory Goal places (as in
	// GameState.FactoryGoals) the player has taken a token from.
	FactoryGoals [components.FactoryGoalPlaces]bool `json:"factory_goals"`

	Workstation Workstation `json:"workstation"` // where the player's worker stands, or NoWorkstation
	LaidDown    bool        `json:"laid_down"`   // whether the worker is laid down: the player's turn today is over
}

// Certified reports whether the player is certified in d: their disc has
// crossed the certification arrow and d's Lock is off (R-TRN-3).
func (b PlayerBoard) Certified(d Department) bool {
	return b.Training[d] >= components.TrackCertified
}

// Expert reports whether the player has reached the end of d's track.
func (b PlayerBoard) Expert(d Department) bool { return b.Training[d] >= components.TrackExpert }

// Tested returns the player's Tested Designs: the Upgraded Designs of a model
// they have a car of in a garage (R-RND-5).
func (b PlayerBoard) Tested() DesignSet {
	var t DesignSet
	for _, d := range b.Upgraded.Tiles() {
		for _, m := range b.Garages {
			if m == d.Model() {
				t |= 1 << d
				break
			}
		}
	}
	return t
}

// Players returns the colours of the players in seating order.
func (s GameState) Players() []Color { return append([]Color(nil), s.colors[:s.nPlayers]...) }

// Player returns a snapshot of the board of the player of colour c, and
// false if no player has that colour.
func (s GameState) Player(c Color) (PlayerBoard, bool) {
	seat := s.seatOf(c)
	if seat < 0 {
		return PlayerBoard{}, false
	}
	p := &s.players[seat]
	b := PlayerBoard{
		Color:          c,
		ExpertSide:     s.expert[seat],
		PP:             int(p.pp),
		BankedShifts:   int(p.banked),
		Books:          int(p.books),
		Vouchers:       int(p.vouchers),
		Speech:         int(p.speech),
		SpeechSpaces:   int(s.speechSpaces(seat)),
		GenericSpeech:  int(p.generic),
		Certifications: s.certifications(seat),
		CertSpace:      int(p.certSpace),
		StorageSpaces:  s.storageFree(seat),
		Desk:           DesignSet(p.desk),
		DeskSpaces:     s.deskFree(seat) + p.desk.count(),
		Upgraded:       DesignSet(p.upgraded),
		DoubleUpgrade:  NoDesign,
		Workstation:    p.station,
		LaidDown:       p.laidDown,
	}
	for d, sp := range p.train {
		b.Training[d] = int(sp)
		b.Locks[d] = !s.certified(seat, Department(d))
	}
	b.SpeechOnGoals = s.tokensOnGoals(seat)
	b.SpeechBeside = s.ownBeside(seat)
	b.GarageBenefits, b.PadlockBenefits = s.ed().GarageBenefits, slices.Clone(s.ed().PadlockBenefits[:])
	if s.expert[seat] {
		b.GarageBenefits, b.PadlockBenefits = s.ed().ExpertGarageBenefits, []Benefit{s.ed().ExpertPadlockBenefit}
	}
	b.PadlockPicks = min(components.PadlockPicks, len(b.PadlockBenefits))
	for part, n := range p.parts {
		b.Parts[part] = int(n)
		b.StorageSpaces += int(n)
	}
	if p.double != empty {
		b.DoubleUpgrade = DesignTile(p.double)
	}
	for g, m := range p.garages {
		b.Garages[g] = NoModel
		if m != empty {
			b.Garages[g] = Model(m)
		}
		b.GarageUsed[g] = p.garageUse&(1<<g) != 0
	}
	for d, a := range p.awards {
		b.Awards[d] = NoAward
		if a != empty {
			b.Awards[d] = Award(a)
		}
	}
	for place := range b.FactoryGoals {
		b.FactoryGoals[place] = p.fgTaken&(1<<place) != 0
	}
	return b, true
}

// TrackOrder returns the players who have moved on d's training track, the
// most advanced first; on a shared space the disc on top, the later arrival,
// is ahead (R-TRN-1, R-FIN-4).
func (s GameState) TrackOrder(d Department) []Color {
	if d >= components.NumDepartments {
		return nil
	}
	var out []Color
	seats := []int8{}
	for seat := range int8(s.nPlayers) {
		seats = append(seats, seat)
	}
	if s.solo.on { // the Colleagues' discs are on the tracks too (R-SOLO-4)
		for i := range components.Colleagues {
			seats = append(seats, colleagueSeat(i))
		}
	}
	for rank := range len(seats) {
		for _, seat := range seats {
			if s.trackRank(seat, d) == rank {
				out = append(out, s.colorOf(seat))
			}
		}
	}
	return out
}

// CertOrder returns the players whose markers are on the Certification
// track in Certification-track order: the furthest section first, and
// within a section the order its spaces are printed in (R-CERT-3).
func (s GameState) CertOrder() []Color {
	order, n := s.certOrder()
	out := make([]Color, n)
	for i, seat := range order[:n] {
		out[i] = s.colorOf(seat)
	}
	return out
}

// Hand is a player's hidden hand: Performance Goal cards and Kanban Order
// cards, by number in the edition's Goals and KanbanCards.
type Hand struct {
	Goals  []int `json:"goals"`  // Performance Goal cards, in increasing order
	Kanban []int `json:"kanban"` // Kanban Order cards, in increasing order
}

// Hand returns the hand of the player of colour c. It is hidden information
// (R-ENG-3): a host shows it to its owner only.
func (s GameState) Hand(c Color) Hand {
	var h Hand
	seat := s.seatOf(c)
	if seat < 0 {
		return h
	}
	p := &s.players[seat]
	for g := range components.NumGoals {
		if p.goals&(1<<g) != 0 {
			h.Goals = append(h.Goals, g)
		}
	}
	for k := range components.NumKanbanCards {
		if p.kanban&(1<<k) != 0 {
			h.Kanban = append(h.Kanban, k)
		}
	}
	return h
}

// TurnInfo describes the working turn in progress.
type TurnInfo struct {
	// Player is the acting player, or NoColor outside a player's turn.
	Player      Color       `json:"player"`
	Workstation Workstation `json:"workstation"` // the workstation worked on, or NoWorkstation
	// Shifts is how many Shifts the player can still spend: StationShifts,
	// the workstation's left, which pay first, plus BankedUsable, the
	// Banked Shifts the limits still let them take out — at most 4 Shifts a
	// day and 3 Banked Shifts a turn (R-WRK-2, R-WRK-8).
	Shifts        int `json:"shifts"`
	StationShifts int `json:"station_shifts"` // the workstation's Shifts left
	BankedUsable  int `json:"banked_usable"`  // Banked Shifts the limits still allow
	// Worked is the Shifts spent so far, BankedSpent the Banked Shifts among
	// them (R-WRK-2).
	Worked      int `json:"worked"`
	BankedSpent int `json:"banked_spent"` // Banked Shifts among Worked
	// OtherDept is the other department an Administration turn has named,
	// valid when HasOther (R-ADM-1).
	OtherDept Department `json:"other_dept"`
	HasOther  bool       `json:"has_other"` // whether OtherDept is named
	// Held is what the player gained this turn that waits for its end:
	// Books, Vouchers and Banked Shifts (R-WRK-3).
	Held Benefit `json:"held"`
	// What the turn has used of the things done once a turn (R-WRK-9):
	// the Kanban Order (R-LOG-1), the Voucher action (R-LOG-3) and Claim
	// Cars (R-RND-9). DesignLeft reports that a Design left the display,
	// so that it slides and refills when the turn ends (R-DES-5).
	KanbanIssued bool `json:"kanban_issued"`
	VoucherTaken bool `json:"voucher_taken"` // the Voucher action was used
	CarsClaimed  bool `json:"cars_claimed"`  // Claim Cars was used
	DesignLeft   bool `json:"design_left"`   // a Design left the display
}

// Turn describes the working turn in progress: a player's, or one with
// Player NoColor while Sandra or a Colleague works.
func (s GameState) Turn() TurnInfo {
	t := &s.turn
	if s.phase != phaseWorking || t.seat < 0 || t.seat == sandraSeat || isColleague(t.seat) {
		return TurnInfo{Player: NoColor, Workstation: NoWorkstation}
	}
	p := &s.players[t.seat]
	bankable := min(int(p.banked), components.MaxBankedPerTurn-int(t.banked))
	info := TurnInfo{
		Player:       s.colorOf(t.seat),
		Workstation:  p.station,
		Shifts:       min(int(t.shifts)+bankable, components.MaxShiftsPerDay-int(t.worked)),
		Worked:       int(t.worked),
		BankedSpent:  int(t.banked),
		Held:         Benefit{Books: int8(t.pendBooks), Vouchers: int8(t.pendVouchers), BankedShifts: int8(t.pendBanked)},
		KanbanIssued: t.flags&flagKanban != 0,
		VoucherTaken: t.flags&flagVoucher != 0,
		CarsClaimed:  t.flags&flagClaimed != 0,
		DesignLeft:   t.flags&flagDesignLeft != 0,
	}
	info.StationShifts = min(int(t.shifts), info.Shifts)
	info.BankedUsable = info.Shifts - info.StationShifts
	if t.other != empty {
		info.OtherDept, info.HasOther = Department(t.other), true
	}
	return info
}

// playerAt returns the board of a seat, or nil for no player.
func (s *GameState) playerAt(seat int8) *player {
	if seat < 0 {
		return nil
	}
	return &s.players[seat]
}
