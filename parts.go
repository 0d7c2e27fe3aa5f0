package kanban

import "github.com/kanbanev/kanban/components"

// checkPartSource checks that a task's part can come from where the player
// says: storage; the supply, for a Parts Voucher (R-LOG-4); or the Recycling
// pool, for a stored part of another type (R-WRK-6). The verdict is
// offers'; the rest says why not.
func (s *GameState) checkPartSource(seat int8, part Part, from PartSource, give Part, rule string) violation {
	if part < components.NumParts && s.offers(seat, part, from, give) {
		return legal
	}
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
	}
	return refuse(rule, "no such part source")
}

// offers reports whether a part of a type (in range) can come from a
// source for the seat's task: one in storage; one in the supply and a
// Parts Voucher to pay for it (R-LOG-4); one in the Recycling pool, for a
// stored part given (checkRecycle's verdict, R-WRK-6).
func (s *GameState) offers(seat int8, part Part, from PartSource, give Part) bool {
	switch from {
	case FromStorage:
		return s.players[seat].parts[part] > 0
	case FromVoucher:
		return s.board.supply[part] > 0 && s.players[seat].vouchers > 0
	case FromRecycling:
		return give < components.NumParts && s.canGive(seat, give) && s.board.pool.has(part)
	}
	return false
}

// partOffer is where the part of a seat's task can come from, by part
// type, found once for a listing: offers for storage and Vouchers, and for
// the Recycling pool its parts and the stored parts that can be given for
// any of them (canGive).
type partOffer struct {
	storage, voucher, pool, gives partSet
}

// partOffer returns where the parts of the seat's tasks can come from.
func (s *GameState) partOffer(seat int8) partOffer {
	o := partOffer{pool: s.board.pool}
	for part := range Part(components.NumParts) {
		if s.offers(seat, part, FromStorage, 0) {
			o.storage = o.storage.with(part)
		}
		if s.offers(seat, part, FromVoucher, 0) {
			o.voucher = o.voucher.with(part)
		}
		if s.canGive(seat, part) {
			o.gives = o.gives.with(part)
		}
	}
	if o.gives == 0 {
		o.pool = 0 // nothing to swap for them
	}
	return o
}

// any returns the part types that can come from some source.
func (o *partOffer) any() partSet { return o.storage | o.voucher | o.pool }

// appendSources appends task once for each source its part can come from,
// in order: storage, a Voucher, then the Recycling pool for each part given
// in type order — task with From and Give set, as Provide and Upgrade and
// their Recycled forms build them.
func (o *partOffer) appendSources(dst []Action, part Part, task Action) []Action {
	if o.storage.has(part) {
		task.From = FromStorage
		dst = append(dst, task)
	}
	if o.voucher.has(part) {
		task.From = FromVoucher
		dst = append(dst, task)
	}
	if o.pool.has(part) {
		task.From = FromRecycling
		for g := o.gives; g != 0; g &= g - 1 {
			task.Give = g.first()
			dst = append(dst, task)
		}
	}
	return dst
}
