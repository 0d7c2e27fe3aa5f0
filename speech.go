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
		e.emitKind(seat, EvGenericExchanged)
	}
}

// foldGenericExchanged folds EvGenericExchanged into the state.
func (s *GameState) foldGenericExchanged(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.generic--
	p.speech++
}

// gainSpeech gives a player a Generic Speech token: it goes back to the
// supply and one of the player's own tokens moves onto an empty Speech space,
// or, with no empty space, the player keeps it beside the board (R-SPK-2).
func (s *GameState) gainSpeech(seat int8) {
	p := &s.players[seat]
	if p.speech < s.speechSpaces(seat) && s.ownBeside(seat) > 0 {
		p.speech++
	} else {
		p.generic++
	}
}

// ownBeside counts a seat's own Speech tokens beside the board: neither on a
// Speech space nor on a goal in a Meeting (R-SPK-3).
func (s *GameState) ownBeside(seat int8) int {
	return int(s.ed().OwnSpeechTokens) - int(s.players[seat].speech) - s.tokensOnGoals(seat)
}
