package kanban

import "github.com/kanbanev/kanban/components"

// scoreWeek is end-of-week scoring (R-WK-1): for each car in a player's
// garages, 1 PP per part on that model's upgrade spaces and 1 PP per Tested
// Design of that model; then the Week marker advances unless on its last
// space (R-WK-2).
func (e *engine) scoreWeek() {
	s := e.s
	for seat := range int8(s.nPlayers) {
		if pp := s.weekScore(seat); pp > 0 {
			ev := e.add(seat, EvWeekScored)
			ev.N = int16(pp)
			e.fold(ev)
		}
	}
	if s.week < components.WeekMax {
		ev := e.add(empty, EvWeekAdvanced)
		ev.N = int16(s.week + 1)
		e.fold(ev)
	}
	if s.solo.on {
		e.scoreColleaguesWeek()
		e.fired() // R-SOLO-32
	}
}

// weekScore returns what end-of-week scoring gives a seat (R-WK-1).
func (s *GameState) weekScore(seat int8) int {
	p := &s.players[seat]
	pp := 0
	for _, m := range p.garages {
		if m == empty {
			continue
		}
		for _, part := range s.board.upgrades[m] {
			if part != empty {
				pp++
			}
		}
		pp += s.upgradedOfModel(seat, Model(m)) // all Tested, as the player has this car (R-RND-5)
	}
	return pp
}

// upgradedOfModel counts a seat's Upgraded Designs of a model.
func (s *GameState) upgradedOfModel(seat int8, m Model) int {
	n := 0
	for d := range components.NumDesigns {
		if s.players[seat].upgraded.has(d) && components.Designs[d].Model == m {
			n++
		}
	}
	return n
}

// ScoreCategory is a part of final scoring (R-FIN).
type ScoreCategory uint8

// The final scoring categories.
const (
	ScoreFinalGoal     ScoreCategory = iota // achievements of the Final Goal tile (R-FIN-1)
	ScoreBankedShifts                       // 1 PP per Banked Shift (R-FIN-2)
	ScoreSpeechTokens                       // 1 PP per Speech token left (R-FIN-2)
	ScoreBooks                              // 1 PP per Book (R-FIN-2)
	ScoreVouchers                           // 1 PP per Parts Voucher (R-FIN-2)
	ScoreCars                               // cars in garages by model (R-FIN-3)
	ScoreTraining                           // places on the training tracks (R-FIN-4)
	ScoreTestedDesigns                      // Tested Designs at their part's value (R-FIN-5)
	numScoreCategories
)

var scoreCategoryNames = [numScoreCategories]string{
	"final-goal", "banked-shifts", "speech-tokens", "books", "vouchers", "cars", "training", "tested-designs",
}

// String returns the category's name, such as "cars".
func (c ScoreCategory) String() string {
	return enumName(scoreCategoryNames[:], int(c), "ScoreCategory")
}

// MarshalText encodes the category as its name.
func (c ScoreCategory) MarshalText() ([]byte, error) {
	return enumMarshal(scoreCategoryNames[:], int(c), "score category")
}

// UnmarshalText decodes a category from its name.
func (c *ScoreCategory) UnmarshalText(b []byte) error {
	return enumUnmarshal(scoreCategoryNames[:], b, "score category", (*uint8)(c))
}

// gameEnds reports whether the end of the game is reached: one of the
// Production Cycle and Week markers on at least 2, the other on at least 3
// (R-END-1), or the last day the engine allows (R-ENG-6).
func (s *GameState) gameEnds() bool {
	w, c := int(s.week), int(s.cycle)
	return w >= components.EndLow && c >= components.EndHigh || w >= components.EndHigh && c >= components.EndLow ||
		int(s.day) >= components.MaxDays
}

// scoreFinal runs final scoring for every player (R-FIN) and ends the game.
func (e *engine) scoreFinal() {
	s := e.s
	for seat := range int8(s.nPlayers) {
		e.claimFinalGoal(seat)
		p := &s.players[seat]
		for c, n := range [numScoreCategories]int{
			ScoreBankedShifts:  int(p.banked),
			ScoreSpeechTokens:  int(p.speech) + int(p.generic),
			ScoreBooks:         int(p.books),
			ScoreVouchers:      int(p.vouchers),
			ScoreCars:          s.carPoints(seat),
			ScoreTraining:      s.trainingPoints(seat),
			ScoreTestedDesigns: s.testedPoints(seat),
		} {
			if ScoreCategory(c) != ScoreFinalGoal {
				ev := e.add(seat, EvFinalScored)
				ev.Category, ev.N = ScoreCategory(c), int16(n)
				e.fold(ev)
			}
		}
	}
	if s.solo.on {
		e.scoreColleaguesFinal()
	}
	e.emitKind(empty, EvGameEnded)
}

// claimFinalGoal claims the achievements of the Final Goal tile a seat
// meets, by rule: the most valuable first, one Speech token each while
// tokens last, only those worth more than the 1 PP a token left scores;
// Generic tokens go first (R-FIN-1). What the player meets is judged before
// any token is spent.
func (e *engine) claimFinalGoal(seat int8) {
	s := e.s
	tile := e.s.ed().FinalGoals[s.board.finalGoal]
	var met []int
	for i, a := range tile {
		if a.PP > 1 && s.achieved(seat, a) {
			met = append(met, i)
		}
	}
	// Most valuable first; on equal value, in the tile's order.
	for i := 1; i < len(met); i++ {
		for j := i; j > 0 && tile[met[j]].PP > tile[met[j-1]].PP; j-- {
			met[j], met[j-1] = met[j-1], met[j]
		}
	}
	for _, i := range met {
		p := &s.players[seat]
		if p.speech+p.generic == 0 {
			return
		}
		ev := e.add(seat, EvFinalGoalClaimed)
		ev.Space, ev.N = int8(i), int16(tile[i].PP)
		e.fold(ev)
	}
}

// achieved reports whether a seat meets an achievement of the Final Goal.
func (s *GameState) achieved(seat int8, a components.Achievement) bool {
	p := &s.players[seat]
	n := 0
	switch a.Kind {
	case components.AchieveCars:
		n = s.carsInGarages(seat)
	case components.AchieveCertifications:
		n = s.certifications(seat)
	case components.AchieveExperts:
		n = s.experts(seat)
	case components.AchieveTestedDesigns:
		n = s.tested(seat).count()
	case components.AchieveGarageModels:
		n = s.garageModels(seat)
	case components.AchieveBankedShifts:
		n = int(p.banked)
	case components.AchieveUpgradedDesigns:
		n = p.upgraded.count()
	case components.AchieveConceptCar:
		n = s.carsOf(seat, Concept)
	case components.AchieveBooks:
		n = int(p.books)
	case components.AchieveDoubleUpgrade:
		if p.double != empty {
			n = 1
		}
	case components.AchieveVouchers:
		n = int(p.vouchers)
	case components.AchieveTracksLed:
		n = s.tracksLed(seat)
	case components.AchieveSpeechTokens:
		n = int(p.speech) + int(p.generic)
	}
	return n >= max(int(a.N), 1)
}

// carPoints is what a seat's cars in garages score (R-FIN-3).
func (s *GameState) carPoints(seat int8) int {
	n := 0
	for _, m := range s.players[seat].garages {
		if m != empty {
			n += int(s.ed().CarValues[m])
		}
	}
	return n
}

// trainingPoints is what a seat's places on the training tracks score
// (R-FIN-4).
func (s *GameState) trainingPoints(seat int8) int {
	n := 0
	for d := range Department(components.NumDepartments) {
		if r := s.trackRank(seat, d); r >= 0 && r < len(s.ed().TrackScores) {
			n += int(s.ed().TrackScores[r])
		}
	}
	return n
}

// testedPoints is what a seat's Tested Designs score: each its part's value
// on the Upgrade Value track (R-FIN-5).
func (s *GameState) testedPoints(seat int8) int {
	n := 0
	t := s.tested(seat)
	for d := range components.NumDesigns {
		if t.has(d) {
			n += int(s.ed().UpgradeValues[s.board.value[components.Designs[d].Part]])
		}
	}
	return n
}

// Breakdown is a player's score by where it came from: PP from play, then
// each part of final scoring.
type Breakdown struct {
	Play          int `json:"play"`           // PP scored during the game
	FinalGoal     int `json:"final_goal"`     // the Final Goal tile's achievements (R-FIN-1)
	BankedShifts  int `json:"banked_shifts"`  // 1 a Banked Shift (R-FIN-2)
	SpeechTokens  int `json:"speech_tokens"`  // 1 a Speech token left (R-FIN-2)
	Books         int `json:"books"`          // 1 a Book (R-FIN-2)
	Vouchers      int `json:"vouchers"`       // 1 a Parts Voucher (R-FIN-2)
	Cars          int `json:"cars"`           // the cars in garages (R-FIN-3)
	Training      int `json:"training"`       // the places on the training tracks (R-FIN-4)
	TestedDesigns int `json:"tested_designs"` // the Tested Designs' upgrade values (R-FIN-5)
}

// Standing is one player's result.
type Standing struct {
	Color Color `json:"color"` // the player
	// Place is 1 for the winner; tied players share a place, and the next
	// place counts them all (1, 1, 3).
	Place     int       `json:"place"`
	PP        int       `json:"pp"`        // PP, final scoring included
	Breakdown Breakdown `json:"breakdown"` // where PP came from
	// The tie-breakers, in order (R-FIN-6).
	Cars          int `json:"cars"`           // cars in garages
	TestedDesigns int `json:"tested_designs"` // Tested Designs
	BankedShifts  int `json:"banked_shifts"`  // Banked Shifts
}

// Result is the end of a game: every player's standing, best first.
type Result struct {
	Standings []Standing `json:"standings"` // by place, best first
}

// Result returns the ranking of a finished game (R-FIN-6), and false while
// the game goes on.
func (s GameState) Result() (Result, bool) {
	if s.phase != phaseOver {
		return Result{}, false
	}
	var r Result
	for seat := range int8(s.nPlayers) {
		p := &s.players[seat]
		f := s.final[seat]
		st := Standing{
			Color: s.colors[seat],
			PP:    int(p.pp),
			Breakdown: Breakdown{
				FinalGoal:     int(f[ScoreFinalGoal]),
				BankedShifts:  int(f[ScoreBankedShifts]),
				SpeechTokens:  int(f[ScoreSpeechTokens]),
				Books:         int(f[ScoreBooks]),
				Vouchers:      int(f[ScoreVouchers]),
				Cars:          int(f[ScoreCars]),
				Training:      int(f[ScoreTraining]),
				TestedDesigns: int(f[ScoreTestedDesigns]),
			},
			Cars:          s.carsInGarages(seat),
			TestedDesigns: s.tested(seat).count(),
			BankedShifts:  int(p.banked),
		}
		st.Breakdown.Play = st.PP
		for _, n := range f {
			st.Breakdown.Play -= int(n)
		}
		r.Standings = append(r.Standings, st)
	}
	if s.solo.on {
		s.soloStandings(&r)
		return r, true
	}
	ahead := func(a, b Standing) bool {
		switch {
		case a.PP != b.PP:
			return a.PP > b.PP
		case a.Cars != b.Cars:
			return a.Cars > b.Cars
		case a.TestedDesigns != b.TestedDesigns:
			return a.TestedDesigns > b.TestedDesigns
		}
		return a.BankedShifts > b.BankedShifts
	}
	for i := range r.Standings {
		r.Standings[i].Place = 1
		for j := range r.Standings {
			if ahead(r.Standings[j], r.Standings[i]) {
				r.Standings[i].Place++
			}
		}
	}
	for i := 1; i < len(r.Standings); i++ {
		for j := i; j > 0 && r.Standings[j].Place < r.Standings[j-1].Place; j-- {
			r.Standings[j], r.Standings[j-1] = r.Standings[j-1], r.Standings[j]
		}
	}
	return r, true
}

// ScoreNow returns the ranking the game would have if it ended now: final
// scoring (R-FIN) applied to this position as the boards stand, the Final
// Goal claimed by rule included, with each player's breakdown — for score
// previews and for bots' evaluations. Gains held until the end of the turn
// (R-WRK-3) are not counted yet. Everything it reads is public, so a host
// may show it to every player. For a finished game it is Result; for a
// state between the events of an action (DecideEvents) it returns false.
func (s GameState) ScoreNow() (Result, bool) {
	if s.phase == phaseOver {
		return s.Result()
	}
	if s.nPlayers == 0 || s.inflight > 0 {
		return Result{}, false
	}
	var scratch Event
	e := engine{s: &s, scratch: &scratch} // the events of a scoring that does not happen are kept nowhere
	e.scoreFinal()
	return s.Result()
}

// foldFinalGoalClaimed folds EvFinalGoalClaimed into the state.
func (s *GameState) foldFinalGoalClaimed(e *Event, seat int8) {
	p := s.playerAt(seat)
	if p.generic > 0 {
		p.generic--
	} else {
		p.speech--
	}
	p.pp += e.N
	s.final[seat][ScoreFinalGoal] += e.N
}

// foldFinalScored folds EvFinalScored into the state.
func (s *GameState) foldFinalScored(e *Event, seat int8) {
	p := s.playerAt(seat)
	p.pp += e.N
	s.final[seat][e.Category] += e.N
}

// foldGameEnded folds EvGameEnded into the state.
func (s *GameState) foldGameEnded(e *Event, seat int8) {
	s.phase = phaseOver
}
