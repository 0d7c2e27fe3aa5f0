package kanban

// exchangeGenerics exchanges the Generic Speech tokens a seat keeps beside
// the board for its own tokens, onto empty Speech spaces, as far as spaces
// allow (R-MTG-7).
func (e *engine) exchangeGenerics(seat int8) {
	s := e.s
	for {
		p := &s.players[seat]
		if p.generic == 0 || p.speech >= s.speechSpaces(seat) || s.ownBeside(seat) == 0 {
			return
		}
		e.emit(seat, Event{Kind: EvGenericExchanged})
	}
}
