package kanban

import (
	"math/bits"

	"github.com/kanbanev/kanban/components"
)

// checkKanban checks issuing a Kanban Order: once a turn, 1 Shift, a card
// from hand in one of the 4 placements (R-LOG-1).
func (s *GameState) checkKanban(seat int8, card int8, place KanbanPlacement) violation {
	if v := s.checkKanbanTurn(seat); !v.ok() {
		return v
	}
	switch {
	case card < 0 || card >= components.NumKanbanCards || s.players[seat].kanban&(1<<card) == 0:
		return refuse("R-LOG-1", "that Kanban Order card is not in the player's hand")
	case place >= numPlacements:
		return refuse("R-LOG-1", "no such placement")
	}
	return legal
}

// checkKanbanTurn checks what issuing a Kanban Order needs whatever the
// card: working in Logistics, none issued yet this turn (R-LOG-1).
func (s *GameState) checkKanbanTurn(seat int8) violation {
	if v := s.checkDepartment(seat, Logistics); !v.ok() {
		return v
	}
	if s.turn.did(flagKanban) {
		return refuse("R-LOG-1", "one Kanban Order a turn")
	}
	return legal
}

// issueKanban issues a Kanban Order: a Banked Shift (held, R-WRK-3), then
// one part from the supply for each symbol on its warehouse's side, as far
// as the supply allows; the card goes under the deck and the player draws
// the top card (R-LOG-1, R-WRK-11).
func (e *engine) issueKanban(seat int8, card int8, place KanbanPlacement) {
	e.gain(seat, kanbanGain)
	added, n := e.s.board.kanbanParts(e.s.ed(), card, place)
	ev := e.add(seat, EvKanbanIssued)
	ev.Card, ev.Placement, ev.List = card, place, listOf(added[:n])
	e.fold(ev)
	ev = e.add(seat, EvKanbanDrawn)
	ev.Card = int8(e.s.board.kanbanDeck.top())
	e.fold(ev)
}

// kanbanGain is what issuing a Kanban Order gives: 1 Banked Shift
// (R-LOG-1).
var kanbanGain = Benefit{BankedShifts: 1}

// kanbanParts returns the parts a Kanban Order card laid in a placement
// moves from the supply to their warehouses, in the card's order, and how
// many: one for each symbol on its warehouse's side of the line, as far as
// the supply allows (R-LOG-1, R-WRK-11).
func (b *board) kanbanParts(ed *edition, card int8, place KanbanPlacement) (parts [components.KanbanLong + components.KanbanShort]uint8, n int) {
	supply := b.supply
	for i, part := range ed.KanbanCards[card] {
		if place.Above(i) == ed.WarehouseAbove[part] && supply[part] > 0 {
			supply[part]--
			parts[n] = uint8(part)
			n++
		}
	}
	return parts, n
}

// checkCollect checks collecting parts: 1 Shift, at least one part from one
// warehouse, no more than free storage holds (R-LOG-2).
func (s *GameState) checkCollect(seat int8, part Part, count int8) violation {
	if v := s.checkDepartment(seat, Logistics); !v.ok() {
		return v
	}
	switch {
	case part >= components.NumParts:
		return refuse("R-LOG-2", "no such part type")
	case count < 1:
		return refuse("R-LOG-2", "collect at least one part")
	case int(count) > int(s.board.warehouse[part]):
		return refusef("R-LOG-2", "the %v warehouse holds fewer parts", part, nil)
	case int(count) > s.storageFree(seat):
		return refuse("R-WRK-7", "not enough free storage")
	}
	return legal
}

func (e *engine) collect(seat int8, part Part, count int8) {
	ev := e.add(seat, EvPartTaken)
	ev.Part, ev.N = part, int16(count)
	e.fold(ev)
}

// checkVoucher checks the certified Voucher action: once a turn, 1 Shift
// (R-LOG-3), with a Voucher left in the supply (R-WRK-11).
func (s *GameState) checkVoucher(seat int8) violation {
	if v := s.checkDepartment(seat, Logistics); !v.ok() {
		return v
	}
	switch {
	case s.canTakeVoucher(seat):
		return legal
	case !s.certified(seat, Logistics):
		return refuse("R-LOG-3", "only a player certified in Logistics takes a Voucher")
	case s.turn.did(flagVoucher):
		return refuse("R-LOG-3", "one Voucher action a turn")
	}
	return refuse("R-WRK-11", "no Parts Voucher is left in the supply")
}

// canTakeVoucher reports whether the seat, working in Logistics, may take
// the Voucher action: certified, not yet this turn, a Voucher left in the
// supply (R-LOG-3, R-WRK-11); checkVoucher's verdict.
func (s *GameState) canTakeVoucher(seat int8) bool {
	return s.certified(seat, Logistics) && !s.turn.did(flagVoucher) && s.board.vouchers > 0
}

// appendLogisticsTasks appends the legal Logistics tasks, when the turn
// works there and has the Shift each costs: the Kanban Orders, card by card
// of the hand in each placement, if none was issued this turn
// (checkKanbanTurn); the parts to collect, warehouse by warehouse, 1 up to
// what the warehouse holds and free storage takes (checkCollect's limits);
// the Voucher action (canTakeVoucher).
func (s *GameState) appendLogisticsTasks(dst []Action, w *work) []Action {
	if !w.does(Logistics, taskShifts) {
		return dst
	}
	if !s.turn.did(flagKanban) {
		for hand := s.players[w.seat].kanban & (1<<components.NumKanbanCards - 1); hand != 0; hand &= hand - 1 {
			task := Kanban(w.player, bits.TrailingZeros16(hand), 0)
			for place := range numPlacements {
				dst = append(dst, task)
				dst[len(dst)-1].Placement = place // set in the list: see appendSources
			}
		}
	}
	free := s.storageFree(w.seat)
	for part := range Part(components.NumParts) {
		for n := 1; n <= min(free, int(s.board.warehouse[part])); n++ {
			var a *Action
			dst, a = appendNew(dst, ActCollect, w.player)
			a.Part, a.Count = part, int8(n)
		}
	}
	if s.canTakeVoucher(w.seat) {
		dst = append(dst, Voucher(w.player))
	}
	return dst
}

func (e *engine) takeVoucher(seat int8) {
	e.emitKind(seat, EvVoucherRequested)
	e.gain(seat, Benefit{Vouchers: 1})
}

// foldPartTaken folds EvPartTaken into the state.
func (s *GameState) foldPartTaken(e *Event, seat int8) {
	p := s.playerAt(seat)
	b := &s.board
	t := &s.turn
	b.warehouse[e.Part] -= uint8(e.N)
	p.parts[e.Part] += uint8(e.N)
	if s.phase == phasePicks {
		t.tookParts++
		s.endPick()
	}
}

// foldKanbanIssued folds EvKanbanIssued into the state.
func (s *GameState) foldKanbanIssued(e *Event, seat int8) {
	b := &s.board
	t := &s.turn
	for _, part := range e.List.items() {
		b.supply[part]--
		b.warehouse[part]++
	}
	s.issueKanbanCard(seat, uint8(e.Card))
	t.flags |= flagKanban
}

// foldKanbanDrawn folds EvKanbanDrawn into the state.
func (s *GameState) foldKanbanDrawn(e *Event, seat int8) {
	s.drawKanban(seat)
}

// foldVoucherRequested folds EvVoucherRequested into the state.
func (s *GameState) foldVoucherRequested(e *Event, seat int8) {
	t := &s.turn
	t.flags |= flagVoucher
}
