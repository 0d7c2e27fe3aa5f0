package kanban

import (
	"strconv"

	"github.com/kanbanev/kanban/components"
)

// DifficultyCard is a Difficulty card of the solo mode as a player reads
// it: its name in the notation, its printed number and title, and what it
// does (R-DIFF).
type DifficultyCard struct {
	Card   components.Difficulty `json:"card"`   // the card, named as SoloConfig names it: "cushy-speech"
	Number int                   `json:"number"` // its printed number, 1 to 9
	Title  string                `json:"title"`  // its title: "Cushy Speech"
	Text   string                `json:"text"`   // what it does, in a sentence, with the edition's numbers
}

// DifficultyCards returns the solo mode's Difficulty cards, #1 first, each
// with what it does in this edition: the PP and losses it speaks of are
// the edition's (SoloScores, KeepingUpPP).
func (e Edition) DifficultyCards() []DifficultyCard { return e.DifficultyCardsIn(English) }

// DifficultyCardsIn is DifficultyCards with titles and texts in the
// language l.
func (e Edition) DifficultyCardsIn(l Language) []DifficultyCard {
	ed := e.ed()
	sc := ed.SoloScores
	var keeping []string
	for _, n := range ed.KeepingUpPP {
		keeping = append(keeping, strconv.Itoa(int(n)))
	}
	overtime := l.tr("if you have one")
	if sc.ForcedOvertimeShifts != 1 {
		overtime = l.tr("as many as you have")
	}
	texts := [components.SoloDifficultyCards]string{
		// R-DIFF-1
		l.tr("Lacerda takes his extra action in every department from the start, however little he has trained there."),
		// R-DIFF-2
		l.f("Each Generic Speech token a Colleague gains scores him %s instead of %s.", l.pp(int(sc.CushySpeechPP)), l.pp(int(sc.SpeechPP))),
		// R-DIFF-3
		l.tr("When a Colleague's Certification marker reaches a space, he scores the PP printed on it, and a Speech token's PP for each Speech token it gives."),
		// R-DIFF-4
		l.tr("When a Colleague covers an upgrade space that shows PP, he scores those PP too."),
		// R-DIFF-5
		l.f("When a Colleague covers an upgrade space that gives a Banked Shift or a Book, he scores %s.", l.pp(int(sc.OptimizedUpgradePP))),
		// R-DIFF-6
		l.f("At the end of each week a Colleague scores %s, not %s, for each Upgraded Design in his pile.", l.pp(int(sc.IncreasedQuotasPP)), l.pp(int(sc.WeekPP))),
		// R-DIFF-7
		l.f("Each time a Colleague would step past the last space of a training track, you lose %s instead, %s.",
			l.count(int(sc.ForcedOvertimeShifts), "Banked Shift", "Banked Shifts"), overtime),
		// R-DIFF-8
		l.f("At the first %d end-of-week scorings each Colleague also scores %s PP, and %s at every later one.",
			len(keeping), l.andList(keeping), l.pp(int(ed.KeepingUpPP[len(ed.KeepingUpPP)-1]))),
		// R-DIFF-9
		l.tr("You are fired, and lose, the moment your PP fall to 0, at any point of the game."),
	}
	cards := make([]DifficultyCard, 0, components.SoloDifficultyCards)
	for d, text := range texts {
		cards = append(cards, DifficultyCard{Card: components.Difficulty(d), Number: d + 1, Title: l.tr(difficultyNames[d]), Text: text})
	}
	return cards
}
