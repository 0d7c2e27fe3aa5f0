package kanban

import "github.com/kanbanev/kanban/components"

// checkPartSource checks that a task's part can come from where the player
// says: storage; the supply, for a Parts Voucher (R-LOG-4); or the Recycling
// pool, for a stored part of another type (R-WRK-6).
func (s *GameState) checkPartSource(seat int8, part Part, from PartSource, give Part, rule string) violation {
	p := &s.players[seat]
	switch {
	case part >= components.NumParts:
		return refuse(rule, "no such part type")
	case from == FromStorage && p.parts[part] == 0:
		return refusef(rule, "no %v in storage", part, nil)
	case from == FromVoucher && s.board.supply[part] == 0:
		return refusef("R-LOG-4", "no %v in the supply", part, nil)
	case from == FromVoucher && p.vouchers == 0 && s.turn.pendVouchers > 0:
		return refuse("R-WRK-3", "a Parts Voucher gained this turn is held until the turn ends")
	case from == FromVoucher && p.vouchers == 0:
		return refuse("R-LOG-4", "no Parts Voucher")
	case from == FromRecycling:
		return s.checkRecycle(seat, give, part)
	case from >= numPartSources:
		return refuse(rule, "no such part source")
	}
	return legal
}
