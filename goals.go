package kanban

import "github.com/kanbanev/kanban/components"

// goalCount returns how many times a seat meets a Performance Goal measure:
// what a Speech token placed on the goal multiplies (R-MTG-3).
func (s *GameState) goalCount(seat int8, m components.GoalMeasure) int {
	p := &s.players[seat]
	switch m {
	case components.MeasureCars:
		return s.carsInGarages(seat)
	case components.MeasureGarageModels:
		return s.garageModels(seat)
	case components.MeasureSmallCars:
		return s.carsOf(seat, City) + s.carsOf(seat, SUV)
	case components.MeasureBigCars:
		return s.carsOf(seat, Truck) + s.carsOf(seat, Sports) + s.carsOf(seat, Concept)
	case components.MeasureUpgradedDesigns:
		return p.upgraded.count()
	case components.MeasureTestedDesigns:
		return s.tested(seat).count()
	case components.MeasureCertifications, components.MeasureTracksCertified:
		return s.certifications(seat)
	case components.MeasureExperts:
		return s.experts(seat)
	case components.MeasureRnDTraining:
		return int(p.train[RnD])
	case components.MeasureAssemblyTraining:
		return int(p.train[Assembly])
	case components.MeasureLogisticsTraining:
		return int(p.train[Logistics])
	case components.MeasureDesignTraining:
		return int(p.train[Design])
	case components.MeasureAdminTraining:
		return int(p.train[Administration])
	case components.MeasureTracksLed:
		return s.tracksLed(seat)
	case components.MeasureDoubleUpgrade:
		if p.double != empty {
			return 1
		}
		return 0
	case components.MeasureBooks:
		return int(p.books)
	case components.MeasureVouchers:
		return int(p.vouchers)
	case components.MeasureBankedPairs:
		return int(p.banked) / components.BankedPerCount
	case components.MeasureSpeechTokens:
		return int(p.speech)
	case components.MeasureStoredParts:
		return s.storedParts(seat)
	case components.MeasureDeskDesigns:
		return p.desk.count()
	case components.MeasureAwards:
		n := 0
		for _, a := range p.awards {
			if a != empty {
				n++
			}
		}
		return n
	case components.MeasureFactoryGoals:
		return partSet(p.fgTaken).count()
	case components.MeasureMotorBattery:
		return s.upgradedWithPart(seat, Motor) + s.upgradedWithPart(seat, Battery)
	case components.MeasureAutopilotElectronics:
		return s.upgradedWithPart(seat, Autopilot) + s.upgradedWithPart(seat, Electronics)
	case components.MeasureBodyDrivetrain:
		return s.upgradedWithPart(seat, Body) + s.upgradedWithPart(seat, Drivetrain)
	case components.MeasureUpgradedModels:
		n := 0
		for m := range Model(components.NumModels) {
			if s.upgradedOfModel(seat, m) > 0 {
				n++
			}
		}
		return n
	case components.MeasureBlankDesigns:
		n := 0
		for d := range components.NumDesigns {
			if p.desk.has(d) && !components.Designs[d].HasPart {
				n++
			}
		}
		return n
	case components.MeasureEmptyGarage:
		if s.emptyGarages(seat) <= components.EmptyGaragesMax {
			return 1
		}
		return 0
	case components.MeasureValuableTested:
		n := 0
		t := s.tested(seat)
		for d := range components.NumDesigns {
			if t.has(d) && s.ed().UpgradeValues[s.board.value[components.Designs[d].Part]] >= components.ValuableTestedMin {
				n++
			}
		}
		return n
	case components.MeasureDemandCars:
		n := 0
		for _, d := range s.board.demand {
			n += s.carsOf(seat, s.ed().DemandTiles[d.tile].Model)
		}
		return n
	}
	return 0
}

// carsOf counts a seat's cars of a model in garages.
func (s *GameState) carsOf(seat int8, m Model) int {
	n := 0
	for _, g := range s.players[seat].garages {
		if g == int8(m) {
			n++
		}
	}
	return n
}

// garageModels counts the different models a seat has in garages.
func (s *GameState) garageModels(seat int8) int {
	n := 0
	for m := range Model(components.NumModels) {
		if s.carsOf(seat, m) > 0 {
			n++
		}
	}
	return n
}

// tested returns a seat's Tested Designs: Upgraded Designs of a model they
// have a car of (R-RND-5).
func (s *GameState) tested(seat int8) designSet {
	var t designSet
	p := &s.players[seat]
	for d := range components.NumDesigns {
		if p.upgraded.has(d) && s.carsOf(seat, components.Designs[d].Model) > 0 {
			t = t.with(d)
		}
	}
	return t
}

// experts counts the tracks a seat has reached the end of.
func (s *GameState) experts(seat int8) int {
	n := 0
	for _, sp := range s.players[seat].train {
		if sp >= components.TrackExpert {
			n++
		}
	}
	return n
}

// tracksLed counts the tracks on which a seat is the most advanced, the
// disc on top winning a shared space (R-FIN-4).
func (s *GameState) tracksLed(seat int8) int {
	n := 0
	for d := range Department(components.NumDepartments) {
		if s.trackRank(seat, d) == 0 {
			n++
		}
	}
	return n
}

// trackRank returns a seat's place on d's track from 0 (the most advanced),
// or -1 if its disc never moved; on a shared space the later arrival is
// ahead.
func (s *GameState) trackRank(seat int8, d Department) int {
	sp, st := s.discOf(seat, d)
	if sp == 0 {
		return -1
	}
	rank := 0
	ahead := func(other int8) {
		q, qt := s.discOf(other, d)
		if other != seat && (q > sp || q == sp && qt > st) {
			rank++
		}
	}
	for other := range int8(s.nPlayers) {
		ahead(other)
	}
	if s.solo.on { // all three discs compared (R-SOLO-33)
		for i := range components.Colleagues {
			ahead(colleagueSeat(i))
		}
	}
	return rank
}

// storedParts counts the part cubes in a seat's storage.
func (s *GameState) storedParts(seat int8) int {
	n := 0
	for _, c := range s.players[seat].parts {
		n += int(c)
	}
	return n
}

// upgradedWithPart counts a seat's Upgraded Designs showing a part type.
func (s *GameState) upgradedWithPart(seat int8, part Part) int {
	n := 0
	for d := range components.NumDesigns {
		t := components.Designs[d]
		if s.players[seat].upgraded.has(d) && t.HasPart && t.Part == part {
			n++
		}
	}
	return n
}
