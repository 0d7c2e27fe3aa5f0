package kanban

import (
	"strings"

	"github.com/kanbanev/kanban/components"
)

// Cost is what a legal action spends, as Apply takes it: the Shifts worked
// and the Banked Shifts among them, the Books, Parts Vouchers and Speech
// tokens, and the stored parts and desk Designs given up. What the action
// gains is not in it. The zero Cost is a free action.
type Cost struct {
	// Shifts is the Shifts the action works (R-WRK-2), Banked Shifts
	// included: 1 for training and each department task (R-WRK-5), the
	// position costs of the claimed cars for Claim Cars (R-RND-1).
	Shifts int `json:"shifts,omitempty"`
	// BankedShifts is how many of those Shifts come off the Banked Shift
	// track, because the workstation's Shifts left do not cover them
	// (R-WRK-8).
	BankedShifts int `json:"banked_shifts,omitempty"`
	// Books is the Books returned for homework (R-TRN-2).
	Books int `json:"books,omitempty"`
	// Vouchers is the Parts Vouchers spent on a part from the supply
	// (R-LOG-4).
	Vouchers int `json:"vouchers,omitempty"`
	// Speech is the player's own Speech tokens placed on a goal in a
	// Meeting (R-MTG-3).
	Speech int `json:"speech,omitempty"`
	// Parts is the stored parts, by type, that leave storage: the part
	// provided or upgraded with from storage, or the part given to the
	// Recycling pool for one of its parts (R-WRK-6).
	Parts [components.NumParts]int `json:"parts,omitzero"`
	// Designs is the Designs that leave the desk: those paying for claimed
	// cars, which go to the Central stack (R-RND-1), or the one an upgrade
	// flips (R-RND-4).
	Designs DesignSet `json:"designs,omitzero"`
}

// Cost returns what a legal action would spend in the state: what Apply
// takes from the player for it. An illegal action returns the *RuleError
// Apply would give.
//
// Like LegalActions, it is for the acting player, whose choices it prices.
func (s GameState) Cost(a Action) (Cost, error) {
	if v := s.check(a); !v.ok() {
		return Cost{}, v.error()
	}
	return s.cost(&a), nil
}

// IsZero reports whether the cost is nothing: a free action.
func (c Cost) IsZero() bool { return c == Cost{} }

// String lists the cost briefly, such as "2 Shifts (1 Banked), 1 stored
// battery", or "nothing".
func (c Cost) String() string { return c.TextIn(English) }

// TextIn is String in the language l.
func (c Cost) TextIn(l Language) string {
	var parts []string
	add := func(n int, phrase string) {
		if n != 0 {
			parts = append(parts, phrase)
		}
	}
	add(c.Shifts, l.count(c.Shifts, "Shift", "Shifts"))
	if c.BankedShifts > 0 && parts != nil {
		parts[len(parts)-1] += l.f(" (%d Banked)", c.BankedShifts)
	}
	add(c.Books, l.count(c.Books, "Book", "Books"))
	add(c.Vouchers, l.count(c.Vouchers, "Parts Voucher", "Parts Vouchers"))
	add(c.Speech, l.count(c.Speech, "Speech token", "Speech tokens"))
	for p, n := range c.Parts {
		add(n, l.count(n, storedParts[p][0], storedParts[p][1]))
	}
	for _, d := range c.Designs.Tiles() {
		parts = append(parts, l.design(d))
	}
	if parts == nil {
		return l.tr("nothing")
	}
	return strings.Join(parts, ", ")
}

// storedParts names the stored parts of each type a cost gives up, one
// and many, such as "1 stored battery" and "2 stored battery parts".
var storedParts = [components.NumParts][2]string{
	{"stored motor", "stored motor parts"},
	{"stored autopilot", "stored autopilot parts"},
	{"stored battery", "stored battery parts"},
	{"stored body", "stored body parts"},
	{"stored electronics", "stored electronics parts"},
	{"stored drivetrain", "stored drivetrain parts"},
}

// cost returns what an action that check accepted spends. Its pieces are
// the ones the rules check and pay with: shifts for the Shifts, bankedFor
// for the Banked Shifts, partPayment for a task's part.
func (s *GameState) cost(a *Action) Cost {
	c := Cost{Shifts: a.shifts(s.ed())}
	c.BankedShifts = s.turn.bankedFor(c.Shifts)
	switch a.Kind {
	case ActHomework:
		c.Books = homeworkBooks
	case ActRecycle:
		c.Parts[a.Give]++
	case ActProvide:
		c.payPart(a.Part, a.From, a.Give)
	case ActUpgrade:
		part, _ := a.Design.Part()
		c.payPart(part, a.From, a.Give)
		c.Designs = 1 << a.Design
	case ActClaim:
		for _, d := range a.Claims {
			if d != NoDesign {
				c.Designs |= 1 << d
			}
		}
	case ActSpeak:
		if a.On != NoGoal {
			c.Speech = 1
		}
	}
	return c
}

// payPart adds a task's part to the cost.
func (c *Cost) payPart(part Part, from PartSource, give Part) {
	if stored, voucher := partPayment(part, from, give); voucher {
		c.Vouchers++
	} else {
		c.Parts[stored]++
	}
}

// partPayment says what a task's part costs the player (R-ASM-2, R-RND-4):
// a Parts Voucher for a part from the supply (R-LOG-4), or else the stored
// part given up — the part itself from storage, or the part given to the
// Recycling pool for it (R-WRK-6).
func partPayment(part Part, from PartSource, give Part) (stored Part, voucher bool) {
	switch from {
	case FromVoucher:
		return NoPart, true
	case FromRecycling:
		return give, false
	}
	return part, false
}

// taskShifts is what training and each department task cost: one Shift
// each unless the task says otherwise (R-WRK-5).
const taskShifts = 1

// homeworkBooks is what homework costs: it returns one Book (R-TRN-2).
const homeworkBooks = 1

// shifts returns the Shifts an action costs: taskShifts for training and
// each department task, the position costs of the claimed cars added up for
// Claim Cars (R-RND-1), none for the rest. Both the check of an action and
// its payment take the cost from here.
func (a *Action) shifts(ed *edition) int {
	switch a.Kind {
	case ActTrain, ActTakeDesign, ActKanban, ActCollect, ActVoucher, ActProvide, ActUpgrade:
		return taskShifts
	case ActClaim:
		n := 0
		for pos, d := range a.Claims {
			if d != NoDesign {
				n += int(ed.ClaimCosts[pos])
			}
		}
		return n
	}
	return 0
}

// workedIn returns the department an action works in, for training,
// homework and the department tasks, and false for the rest: the
// department an Administration turn names by it (R-ADM-1).
func (a *Action) workedIn() (Department, bool) {
	switch a.Kind {
	case ActTrain, ActHomework:
		return a.Dept, true
	case ActTakeDesign:
		return Design, true
	case ActKanban, ActCollect, ActVoucher:
		return Logistics, true
	case ActProvide:
		return Assembly, true
	case ActClaim, ActUpgrade:
		return RnD, true
	}
	return 0, false
}
