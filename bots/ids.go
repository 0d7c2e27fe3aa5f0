package bots

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/internal/obs"
)

// NumActionIDs is the number of dense action IDs: every action a player
// could ever take has an ID in [0, NumActionIDs), the same for every
// player count, so that a learning program can give its policy a fixed
// number of outputs.
//
// The IDs come in one block per action kind, in the order of
// kanban.ActionKind; within a block a field given first varies slowest.
// Most fields keep their own numbers (a part type, a Design tile, a goal
// card); the two whose values are too many to list are numbered relative to
// the View the ID is read against, by what it shows every player: a claim
// by the models of the cars behind the Pace Car, a padlock choice by the
// benefits printed on the acting player's padlocked garage.
//
//	first  size  kind          fields and ID within the block
//	    0     4  cert-space    Space (0-3)
//	    4     6  start-part    Part
//	   10    11  start-design  Source (DesignSource: 8 display spaces, then the 3 stacks)
//	   21    10  select        Workstation
//	   31     5  train         Dept
//	   36     5  homework      Dept
//	   41    36  recycle       Give*6 + Part (the part taken)
//	   77     4  keep-award    Award
//	   81     1  end-turn      -
//	   82    11  take-design   Source
//	   93    48  kanban        Card*4 + Placement
//	  141    36  collect       Part*6 + Count-1 (Count 1-6: no storage holds more)
//	  177     1  voucher       -
//	  178   240  provide       (Model*6 + Part)*8 + source
//	  418    14  branch        0 for ExitSpace, else 1 + To
//	  432  4095  claim         d0 + 8*d1 + 64*d2 + 512*d3 - 1 (see below)
//	 4527     5  garage        Space (0-4, the padlocked one last)
//	 4532    16  padlock       a mask over the padlocked garage's benefits (see below)
//	 4548  3360  upgrade       ((Design*6 + Space)*8 + source)*2 + Double
//	 7908    96  speak         Goal played alone; 32 + Goal played with the token on it;
//	                           64 + On for a token alone on a face-up goal
//	 8004     1  pass          -
//	 8005    32  choose-goal   Goal
//
// A part's source, for provide and upgrade, is 0 for FromStorage, 1 for
// FromVoucher and 2 + Give for FromRecycling giving the stored part Give.
//
// A claim's digit di says what pays for the i-th car behind the Pace Car
// (View.TestQueue[i], front first): 0 for none (Claims[i] is NoDesign), or
// 1 + k for Design tile Model*7 + k of that car's model, k = 0-5 the tile
// showing part k and k = 6 its blank tile (components.Designs). At least
// one digit is not 0, and only cars in the queue have one.
//
// A padlock choice's bit i takes the i-th benefit of PadlockBenefits on the
// acting player's PlayerBoard; exactly PadlockPicks bits are set, and the
// action's Gain is their sum (R-RND-7). When two masks give the same sum,
// the lowest is the action's ID and the others name none.
const NumActionIDs = 8037

// The first ID of each action kind's block (NumActionIDs' table).
const (
	idCertSpace   = 0
	idStartPart   = idCertSpace + components.CertSpaces
	idStartDesign = idStartPart + components.NumParts
	idSelect      = idStartDesign + numSources
	idTrain       = idSelect + kanban.NumWorkstations
	idHomework    = idTrain + components.NumDepartments
	idRecycle     = idHomework + components.NumDepartments
	idKeepAward   = idRecycle + components.NumParts*components.NumParts
	idEndTurn     = idKeepAward + components.NumAwards
	idTakeDesign  = idEndTurn + 1
	idKanban      = idTakeDesign + numSources
	idCollect     = idKanban + components.NumKanbanCards*numPlacements
	idVoucher     = idCollect + components.NumParts*maxCollect
	idProvide     = idVoucher + 1
	idBranch      = idProvide + components.NumModels*components.NumParts*numFroms
	idClaim       = idBranch + int(components.NumConveyorSpaces) + 1
	idGarage      = idClaim + numClaims
	idPadlock     = idGarage + components.Garages
	idUpgrade     = idPadlock + numPadlocks
	idSpeak       = idUpgrade + components.NumDesigns*components.NumParts*numFroms*2
	idPass        = idSpeak + 3*components.NumGoals
	idChooseGoal  = idPass + 1
)

const (
	// numSources is the number of kanban.DesignSource values.
	numSources = int(kanban.OfficeBottomStack) + 1
	// numPlacements is the number of kanban.KanbanPlacement values.
	numPlacements = int(kanban.AboveLastTwo) + 1
	// maxCollect is the most parts one Collect takes: all the storage
	// spaces a board can open (R-LOG-2, R-WRK-7).
	maxCollect = components.StorageSpacesCertified
	// numFroms is the number of a part's sources: storage, a Voucher, and
	// the Recycling pool for each part type given.
	numFroms = 2 + components.NumParts
	// claimDigit is the number of values of a claim's digit: none, or one
	// of the Designs of the car's model.
	claimDigit = components.DesignsPerModel + 1
	// numClaims is the number of claims: every choice of the cars behind
	// the Pace Car but claiming none.
	numClaims = claimDigit*claimDigit*claimDigit*claimDigit - 1
	// numPadlocks is the number of masks over the padlocked garage's
	// benefits.
	numPadlocks = 1 << len(components.PadlockBenefits)
)

// These fail to compile if the blocks do not add up to NumActionIDs, or if
// the queue behind the Pace Car, whose cars numClaims counts as four
// digits, is not four cars long.
var (
	_ [NumActionIDs - (idChooseGoal + components.NumGoals)]struct{}
	_ [idChooseGoal + components.NumGoals - NumActionIDs]struct{}
	_ [components.MaxQueue - 4]struct{}
	_ [4 - components.MaxQueue]struct{}
)

// idBlocks holds the first ID and the size of each action kind's block.
var idBlocks = [...]struct{ first, size int }{
	kanban.ActCertSpace:   {idCertSpace, idStartPart - idCertSpace},
	kanban.ActStartPart:   {idStartPart, idStartDesign - idStartPart},
	kanban.ActStartDesign: {idStartDesign, idSelect - idStartDesign},
	kanban.ActSelect:      {idSelect, idTrain - idSelect},
	kanban.ActTrain:       {idTrain, idHomework - idTrain},
	kanban.ActHomework:    {idHomework, idRecycle - idHomework},
	kanban.ActRecycle:     {idRecycle, idKeepAward - idRecycle},
	kanban.ActKeepAward:   {idKeepAward, idEndTurn - idKeepAward},
	kanban.ActEndTurn:     {idEndTurn, idTakeDesign - idEndTurn},
	kanban.ActTakeDesign:  {idTakeDesign, idKanban - idTakeDesign},
	kanban.ActKanban:      {idKanban, idCollect - idKanban},
	kanban.ActCollect:     {idCollect, idVoucher - idCollect},
	kanban.ActVoucher:     {idVoucher, idProvide - idVoucher},
	kanban.ActProvide:     {idProvide, idBranch - idProvide},
	kanban.ActBranch:      {idBranch, idClaim - idBranch},
	kanban.ActClaim:       {idClaim, idGarage - idClaim},
	kanban.ActGarage:      {idGarage, idPadlock - idGarage},
	kanban.ActPadlock:     {idPadlock, idUpgrade - idPadlock},
	kanban.ActUpgrade:     {idUpgrade, idSpeak - idUpgrade},
	kanban.ActSpeak:       {idSpeak, idPass - idSpeak},
	kanban.ActPass:        {idPass, idChooseGoal - idPass},
	kanban.ActChooseGoal:  {idChooseGoal, NumActionIDs - idChooseGoal},
}

// IDRange returns the block of IDs of an action kind: the first and how
// many (NumActionIDs' table), or 0, 0 for no kind. A policy can split its
// outputs by kind with it.
func IDRange(k kanban.ActionKind) (first, size int) {
	if int(k) >= len(idBlocks) {
		return 0, 0
	}
	return idBlocks[k].first, idBlocks[k].size
}

// ErrUnknownID is the error ActionOf wraps for an ID that names no action
// in the View: out of [0, NumActionIDs), or a claim or padlock choice the
// table does not show, or read when no player is to decide.
var ErrUnknownID = errors.New("bots: the ID names no action")

// ErrNoActionID is the error ActionID wraps for an action that has no ID in
// the View: of another player than the one to decide, of no kind, with a
// field out of range or set where its kind has none, or a claim or padlock
// choice the table does not show.
var ErrNoActionID = errors.New("bots: the action has no ID")

// ActionID returns the dense ID of action a (NumActionIDs' table), read
// against v: the View of the moment a is chosen, whoever views it. a's
// player must be the one v.Next waits for. An ID says nothing of whether
// the action is legal: LegalMask does. The action's Version is not part of
// its ID.
//
// For every action a of v's listing, ActionOf(v, ActionID(v, a)) is a, and
// two actions of one listing never share an ID.
func ActionID(v kanban.View, a kanban.Action) (int, error) {
	p, ok := decider(&v)
	if !ok {
		return 0, fmt.Errorf("%w: the game waits for no player's decision (%v)", ErrNoActionID, v.Next.Kind)
	}
	if a.Player != p {
		return 0, fmt.Errorf("%w: %v is to decide, not %v", ErrNoActionID, p, a.Player)
	}
	t := viewTable(&v, p)
	return actionID(&t, a)
}

// actionID returns the ID of an action of the player t is for.
func actionID(t *idTable, a kanban.Action) (int, error) {
	id, why := encode(t, a)
	if why != "" {
		return 0, fmt.Errorf("%w: %v: %s", ErrNoActionID, a.Kind, why)
	}
	a.Version = 0
	if b, _ := decode(t, a.Player, id); b != a {
		return 0, fmt.Errorf("%w: %v: a field its kind does not have is set", ErrNoActionID, a.Kind)
	}
	return id, nil
}

// ActionOf returns the action of ID id read against v (NumActionIDs'
// table), for the player v.Next waits for: the inverse of ActionID. An ID
// out of range, or naming a claim or padlock choice that the table does not
// show, is refused with an error wrapping ErrUnknownID. The action may be
// illegal: LegalMask says which IDs are legal.
func ActionOf(v kanban.View, id int) (kanban.Action, error) {
	p, ok := decider(&v)
	if !ok {
		return kanban.Action{}, fmt.Errorf("%w: the game waits for no player's decision (%v)", ErrUnknownID, v.Next.Kind)
	}
	if id < 0 || id >= NumActionIDs {
		return kanban.Action{}, fmt.Errorf("%w: %d is out of [0, %d)", ErrUnknownID, id, NumActionIDs)
	}
	t := viewTable(&v, p)
	a, why := decode(&t, p, id)
	if why == "" {
		if back, w := encode(&t, a); w != "" || back != id {
			why = "another ID names the same action"
		}
	}
	if why != "" {
		return kanban.Action{}, fmt.Errorf("%w: %d: %s", ErrUnknownID, id, why)
	}
	return a, nil
}

// LegalMask returns the mask of the legal IDs of the decision v waits for:
// dst, reused when it has the room, of length NumActionIDs, true at the ID
// of each action of legal and false elsewhere. legal is the acting player's
// listing, GameState.LegalActions, which the host sends that player
// (R-ENG-3); v is their View or anyone's of the same moment. It needs
// nothing else of the host's state.
//
// A listing of another moment than v's can have an action with no ID in v,
// or two actions with one ID: LegalMask refuses it with an error wrapping
// ErrNoActionID, and the mask it returns then is not to be used.
func LegalMask(v kanban.View, legal []kanban.Action, dst []bool) ([]bool, error) {
	dst = slices.Grow(dst[:0], NumActionIDs)[:NumActionIDs]
	clear(dst)
	p, ok := decider(&v)
	if !ok && len(legal) > 0 {
		return dst, fmt.Errorf("%w: the game waits for no player's decision (%v)", ErrNoActionID, v.Next.Kind)
	}
	t := viewTable(&v, p)
	return mask(&t, p, legal, dst)
}

// LegalMaskState returns the mask of the legal IDs of the decision s
// waits for, as LegalMask(s.View(p), legal, dst) does, reading s itself:
// it builds no View and allocates nothing once dst has the room. legal is
// the acting player's listing of s (s.AppendLegalActions); a listing of
// another state is refused as LegalMask refuses it.
func LegalMaskState(s *kanban.GameState, legal []kanban.Action, dst []bool) ([]bool, error) {
	dst = slices.Grow(dst[:0], NumActionIDs)[:NumActionIDs]
	clear(dst)
	if len(legal) == 0 {
		return dst, nil
	}
	var ids obs.IDs
	p, err := stateDecider(s, &ids)
	if err != nil {
		return dst, err
	}
	t := stateTable(&ids)
	return mask(&t, p, legal, dst)
}

// AppendLegalIDs appends to dst the ID of each action of legal, in its
// order, reading s itself as LegalMaskState does: legal is the deciding
// player's listing of s (s.AppendLegalActions), and its i-th action is the
// one with the i-th ID appended. A host that gets an ID back from a
// program applies the action at its index. It allocates nothing once dst
// has the room. A listing of another state is refused as LegalMaskState
// refuses it, with dst as it was.
func AppendLegalIDs(dst []int, s *kanban.GameState, legal []kanban.Action) ([]int, error) {
	if len(legal) == 0 {
		return dst, nil
	}
	var ids obs.IDs
	p, err := stateDecider(s, &ids)
	if err != nil {
		return dst, err
	}
	t := stateTable(&ids)
	n := len(dst)
	for _, a := range legal {
		if a.Player != p {
			return dst[:n], fmt.Errorf("%w: %v is to decide, not %v", ErrNoActionID, p, a.Player)
		}
		id, err := actionID(&t, a)
		if err != nil {
			return dst[:n], err
		}
		dst = append(dst, id)
	}
	return dst, nil
}

// stateDecider reads into ids what the action IDs of s are read against
// and returns the player s waits for; it refuses a nil state and one that
// waits for no player's decision.
func stateDecider(s *kanban.GameState, ids *obs.IDs) (kanban.Color, error) {
	if s == nil {
		return kanban.NoColor, fmt.Errorf("%w: no state", ErrNoActionID)
	}
	*ids = obs.StateIDs(s)
	next := kanban.Decision{Kind: kanban.DecisionKind(ids.Kind), Player: ids.Player}
	p, ok := deciderOf(&next)
	if !ok {
		return kanban.NoColor, fmt.Errorf("%w: the game waits for no player's decision (%v)", ErrNoActionID, next.Kind)
	}
	return p, nil
}

// mask sets in dst, all false, the ID of each action of legal, which must
// be the listing of player p, whom t is for.
func mask(t *idTable, p kanban.Color, legal []kanban.Action, dst []bool) ([]bool, error) {
	for _, a := range legal {
		if a.Player != p {
			return dst, fmt.Errorf("%w: %v is to decide, not %v", ErrNoActionID, p, a.Player)
		}
		id, err := actionID(t, a)
		if err != nil {
			return dst, err
		}
		if dst[id] {
			return dst, fmt.Errorf("%w: two actions of the listing have ID %d", ErrNoActionID, id)
		}
		dst[id] = true
	}
	return dst, nil
}

// decider returns the player v waits for, and false when it waits for none.
func decider(v *kanban.View) (kanban.Color, bool) { return deciderOf(&v.Next) }

// deciderOf returns the player a decision waits for, and false when it
// waits for none.
func deciderOf(d *kanban.Decision) (kanban.Color, bool) {
	switch d.Kind {
	case 0, kanban.DecideNothing, kanban.DecideEvents:
		return kanban.NoColor, false
	}
	return d.Player, d.Kind < kanban.DecideEvents
}

// encode returns the ID of a, or why it has none; it reads only the fields
// a's kind has (ActionID checks the rest).
func encode(t *idTable, a kanban.Action) (int, string) {
	in := func(x, n int) bool { return x >= 0 && x < n }
	switch a.Kind {
	case kanban.ActCertSpace:
		if in(int(a.Space), components.CertSpaces) {
			return idCertSpace + int(a.Space), ""
		}
	case kanban.ActStartPart:
		if in(int(a.Part), components.NumParts) {
			return idStartPart + int(a.Part), ""
		}
	case kanban.ActStartDesign, kanban.ActTakeDesign:
		if in(int(a.Source), numSources) {
			return idBlocks[a.Kind].first + int(a.Source), ""
		}
	case kanban.ActSelect:
		if in(int(a.Workstation), kanban.NumWorkstations) {
			return idSelect + int(a.Workstation), ""
		}
	case kanban.ActTrain, kanban.ActHomework:
		if in(int(a.Dept), components.NumDepartments) {
			return idBlocks[a.Kind].first + int(a.Dept), ""
		}
	case kanban.ActRecycle:
		if in(int(a.Give), components.NumParts) && in(int(a.Part), components.NumParts) {
			return idRecycle + int(a.Give)*components.NumParts + int(a.Part), ""
		}
	case kanban.ActKeepAward:
		if in(int(a.Award), components.NumAwards) {
			return idKeepAward + int(a.Award), ""
		}
	case kanban.ActEndTurn:
		return idEndTurn, ""
	case kanban.ActKanban:
		if in(int(a.Card), components.NumKanbanCards) && in(int(a.Placement), numPlacements) {
			return idKanban + int(a.Card)*numPlacements + int(a.Placement), ""
		}
	case kanban.ActCollect:
		if in(int(a.Part), components.NumParts) && in(int(a.Count)-1, maxCollect) {
			return idCollect + int(a.Part)*maxCollect + int(a.Count) - 1, ""
		}
	case kanban.ActVoucher:
		return idVoucher, ""
	case kanban.ActProvide:
		src, ok := sourceOf(a)
		if ok && in(int(a.Model), components.NumModels) && in(int(a.Part), components.NumParts) {
			return idProvide + (int(a.Model)*components.NumParts+int(a.Part))*numFroms + src, ""
		}
	case kanban.ActBranch:
		if a.To == kanban.ExitSpace {
			return idBranch, ""
		}
		if in(int(a.To), int(components.NumConveyorSpaces)) {
			return idBranch + 1 + int(a.To), ""
		}
	case kanban.ActClaim:
		return encodeClaim(t, a.Claims)
	case kanban.ActGarage:
		if in(int(a.Space), components.Garages) {
			return idGarage + int(a.Space), ""
		}
	case kanban.ActPadlock:
		if !t.board {
			return 0, "the player has no board in the View"
		}
		for mask := range numPadlocks {
			if g, ok := t.padlockGain(mask); ok && g == a.Gain {
				return idPadlock + mask, ""
			}
		}
		return 0, "the gain is no choice of the padlocked garage's benefits"
	case kanban.ActUpgrade:
		src, ok := sourceOf(a)
		if ok && in(int(a.Design), components.NumDesigns) && in(int(a.Space), components.NumParts) {
			id := ((int(a.Design)*components.NumParts+int(a.Space))*numFroms + src) * 2
			if a.Double {
				id++
			}
			return idUpgrade + id, ""
		}
	case kanban.ActSpeak:
		switch {
		case a.Goal != kanban.NoGoal && in(int(a.Goal), components.NumGoals) && a.On == kanban.NoGoal:
			return idSpeak + int(a.Goal), ""
		case a.Goal != kanban.NoGoal && in(int(a.Goal), components.NumGoals) && a.On == a.Goal:
			return idSpeak + components.NumGoals + int(a.Goal), ""
		case a.Goal == kanban.NoGoal && in(int(a.On), components.NumGoals):
			return idSpeak + 2*components.NumGoals + int(a.On), ""
		}
	case kanban.ActPass:
		return idPass, ""
	case kanban.ActChooseGoal:
		if in(int(a.Goal), components.NumGoals) {
			return idChooseGoal + int(a.Goal), ""
		}
	default:
		return 0, "no such action kind"
	}
	return 0, "a field is out of range"
}

// sourceOf returns the number of the source of a provide's or upgrade's
// part: 0 storage, 1 Voucher, 2 + the part given for the Recycling pool.
func sourceOf(a kanban.Action) (int, bool) {
	switch a.From {
	case kanban.FromStorage:
		return 0, true
	case kanban.FromVoucher:
		return 1, true
	case kanban.FromRecycling:
		return 2 + int(a.Give), a.Give < components.NumParts
	}
	return 0, false
}

// sourceFrom sets a's From and Give from a source's number (sourceOf).
func sourceFrom(a *kanban.Action, src int) {
	switch src {
	case 0:
		a.From = kanban.FromStorage
	case 1:
		a.From = kanban.FromVoucher
	default:
		a.From, a.Give = kanban.FromRecycling, kanban.Part(src-2)
	}
}

// encodeClaim returns a claim's ID: a digit for each car behind the Pace
// Car, by the Design paying for it among those of its model.
func encodeClaim(t *idTable, claims [components.MaxQueue]kanban.DesignTile) (int, string) {
	code, scale := 0, 1
	for pos, d := range claims {
		if d != kanban.NoDesign {
			if pos >= t.cars {
				return 0, "no car is there behind the Pace Car"
			}
			m := t.queue[pos]
			k := int(d) - int(m)*components.DesignsPerModel
			if int(m) >= components.NumModels || int(d) >= components.NumDesigns || k < 0 || k >= components.DesignsPerModel {
				return 0, "a Design pays for a car of another model"
			}
			code += (1 + k) * scale
		}
		scale *= claimDigit
	}
	if code == 0 {
		return 0, "no car is claimed"
	}
	return idClaim + code - 1, ""
}

// idTable is what the IDs of one player's actions are read against: the
// cars behind the Pace Car and the player's padlocked garage, from a View
// (viewTable) or from the state (stateTable).
type idTable struct {
	queue   [components.MaxQueue]kanban.Model // the cars' models, front first
	cars    int                               // the cars in queue
	board   bool                              // whether the player has a board
	padlock []kanban.Benefit                  // the padlocked garage's benefits (PlayerBoard.PadlockBenefits)
	picks   int                               // how many of them a car there gives
}

// viewTable returns the idTable of player p in v.
func viewTable(v *kanban.View, p kanban.Color) idTable {
	t := idTable{cars: min(len(v.TestQueue), components.MaxQueue)}
	copy(t.queue[:], v.TestQueue)
	for i := range v.Players {
		if b := &v.Players[i]; b.Color == p {
			t.board, t.padlock, t.picks = true, b.PadlockBenefits, b.PadlockPicks
			break
		}
	}
	return t
}

// stateTable returns the idTable of the deciding player of a state, as
// viewTable reads it from the state's View: its padlock benefits are the
// state's edition's. ids must outlive the table, which holds a slice of it.
func stateTable(ids *obs.IDs) idTable {
	t := idTable{queue: ids.Queue, cars: ids.Cars, board: ids.Board}
	if t.board {
		t.padlock = ids.Padlock[:ids.Padlocks]
		t.picks = min(components.PadlockPicks, len(t.padlock))
	}
	return t
}

// padlockGain returns the sum of the padlocked garage's benefits a mask
// takes, and false unless it takes PadlockPicks of those the board shows.
func (t *idTable) padlockGain(mask int) (kanban.Benefit, bool) {
	if mask>>min(len(t.padlock), 16) != 0 || bits.OnesCount(uint(mask)) != t.picks {
		return kanban.Benefit{}, false
	}
	var g kanban.Benefit
	for i, x := range t.padlock {
		if mask&(1<<i) != 0 {
			g = g.Add(x)
		}
	}
	return g, true
}

// decode returns the action of an ID in range for player p, or why there
// is none.
func decode(t *idTable, p kanban.Color, id int) (kanban.Action, string) {
	k := kanban.ActCertSpace
	for k+1 < kanban.ActionKind(len(idBlocks)) && id >= idBlocks[k+1].first {
		k++
	}
	i := id - idBlocks[k].first
	a := kanban.Action{Kind: k, Player: p}
	switch k {
	case kanban.ActCertSpace, kanban.ActGarage:
		a.Space = int8(i)
	case kanban.ActStartPart:
		a.Part = kanban.Part(i)
	case kanban.ActStartDesign, kanban.ActTakeDesign:
		a.Source = kanban.DesignSource(i)
	case kanban.ActSelect:
		a.Workstation = kanban.Workstation(i)
	case kanban.ActTrain, kanban.ActHomework:
		a.Dept = kanban.Department(i)
	case kanban.ActRecycle:
		a.Give, a.Part = kanban.Part(i/components.NumParts), kanban.Part(i%components.NumParts)
	case kanban.ActKeepAward:
		a.Award = kanban.Award(i)
	case kanban.ActKanban:
		a.Card, a.Placement = int8(i/numPlacements), kanban.KanbanPlacement(i%numPlacements)
	case kanban.ActCollect:
		a.Part, a.Count = kanban.Part(i/maxCollect), int8(i%maxCollect+1)
	case kanban.ActProvide:
		sourceFrom(&a, i%numFroms)
		i /= numFroms
		a.Model, a.Part = kanban.Model(i/components.NumParts), kanban.Part(i%components.NumParts)
	case kanban.ActBranch:
		a.To = kanban.ExitSpace
		if i > 0 {
			a.To = kanban.ConveyorSpace(i - 1)
		}
	case kanban.ActClaim:
		code := i + 1
		for pos := range a.Claims {
			a.Claims[pos] = kanban.NoDesign
			if digit := code % claimDigit; digit > 0 {
				if pos >= t.cars || int(t.queue[pos]) >= components.NumModels {
					return kanban.Action{}, "no car is there behind the Pace Car"
				}
				a.Claims[pos] = kanban.DesignTile(int(t.queue[pos])*components.DesignsPerModel + digit - 1)
			}
			code /= claimDigit
		}
	case kanban.ActPadlock:
		if !t.board {
			return kanban.Action{}, "the player has no board in the View"
		}
		var ok bool
		if a.Gain, ok = t.padlockGain(i); !ok {
			return kanban.Action{}, "the mask is no choice of the padlocked garage's benefits"
		}
	case kanban.ActUpgrade:
		a.Double = i%2 == 1
		i /= 2
		sourceFrom(&a, i%numFroms)
		i /= numFroms
		a.Design, a.Space = kanban.DesignTile(i/components.NumParts), int8(i%components.NumParts)
	case kanban.ActSpeak:
		g := kanban.GoalCard(i % components.NumGoals)
		switch i / components.NumGoals {
		case 0:
			a.Goal, a.On = g, kanban.NoGoal
		case 1:
			a.Goal, a.On = g, g
		default:
			a.Goal, a.On = kanban.NoGoal, g
		}
	case kanban.ActChooseGoal:
		a.Goal = kanban.GoalCard(i)
	}
	return a, ""
}
