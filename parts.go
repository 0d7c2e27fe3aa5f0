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
// source for the seat's task: stores, buys, or for the Recycling pool
// checkRecycle's verdict on the part given (R-WRK-6).
func (s *GameState) offers(seat int8, part Part, from PartSource, give Part) bool {
	switch from {
	case FromStorage:
		return s.stores(seat, part)
	case FromVoucher:
		return s.buys(seat, part)
	case FromRecycling:
		return give < components.NumParts && s.canGive(seat, give) && s.board.pool.has(part)
	}
	return false
}

// stores reports whether the seat has a part of a type in storage.
func (s *GameState) stores(seat int8, part Part) bool { return s.players[seat].parts[part] > 0 }

// buys reports whether the seat can take a part of a type from the supply
// with a Parts Voucher: the supply has one, the player a Voucher (R-LOG-4).
func (s *GameState) buys(seat int8, part Part) bool {
	return s.board.supply[part] > 0 && s.players[seat].vouchers > 0
}

// partOffer is where the part of a seat's task can come from, by part
// type, found once for a listing: the types stored and those a Voucher
// buys, and for the Recycling pool its parts and the stored parts that can
// be given for any of them (offers' verdict, by source).
type partOffer struct {
	storage, voucher, pool, gives partSet
}

// partOffer returns where the parts of the seat's tasks can come from.
func (s *GameState) partOffer(w *work) partOffer {
	o := partOffer{gives: w.gives, storage: w.stored, voucher: w.vouchers} // stores and buys, by workOf
	if o.gives != 0 {
		o.pool = s.board.pool // a part given goes to the pool, which lacks it: it is not the part taken
	}
	return o
}

// any returns the part types that can come from some source.
func (o *partOffer) any() partSet { return o.storage | o.voucher | o.pool }

// appendSources appends task once for each source its part can come from,
// in order: storage, a Voucher, then the Recycling pool for each part given
// in type order — task with From and Give set, as Provide and Upgrade and
// their Recycled forms build them. (Each copy's fields are set in the list,
// not in task: a byte stored into task and task read whole at once would
// stall the processor.)
func (o *partOffer) appendSources(dst []Action, part Part, task Action) []Action {
	if o.storage.has(part) {
		dst = append(dst, task)
		dst[len(dst)-1].From = FromStorage
	}
	if o.voucher.has(part) {
		dst = append(dst, task)
		dst[len(dst)-1].From = FromVoucher
	}
	if o.pool.has(part) {
		for g := o.gives; g != 0; g &= g - 1 {
			dst = append(dst, task)
			a := &dst[len(dst)-1]
			a.From, a.Give = FromRecycling, g.first()
		}
	}
	return dst
}
