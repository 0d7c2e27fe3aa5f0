package main

import (
	"net/http"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// Catalogue is the printed contents a page needs to draw the table and say
// what each card says: what the View names by number or name only. It is
// public and the same for every game of an edition, so a page fetches it
// once: GET /api/catalogue for the built-in edition, with ?edition=DIGEST
// for another the server plays (the View's edition names its digest). Its
// words are in the request's language (requestLanguage: ?lang=, the lang
// cookie, Accept-Language), which Lang names.
type Catalogue struct {
	Rules       string                   `json:"rules"`   // the edition's digest: components.Version for the built-in one
	Edition     string                   `json:"edition"` // the edition's name
	Lang        kanban.Language          `json:"lang"`    // the language of its words: "en" or "de"
	Departments []catalogueDept          `json:"departments"`
	Parts       []components.Part        `json:"parts"`
	Models      []catalogueModel         `json:"models"`
	Conveyor    []catalogueSpace         `json:"conveyor"`
	Training    catalogueTraining        `json:"training"`
	Goals       []catalogueGoal          `json:"goals"`
	Kanban      [][]components.Part      `json:"kanban_cards"`
	FinalGoals  [][]catalogueAchievement `json:"final_goals"`
	Awards      []catalogueAward         `json:"awards"`
	// Difficulty is the solo mode's Difficulty cards, #1 first, each
	// with its title and what it does.
	Difficulty []kanban.DifficultyCard `json:"difficulty"`
	// Placeholders are the edition's tables whose values, or some of
	// them, are placeholders (components.Edition.Placeholders), by their
	// names in an edition file: the pages mark what they show of them.
	Placeholders []string `json:"placeholders"`
	// Workstations are the workstations by name, each with its name in
	// prose (kanban.Workstation.Title), and FactoryGoalKinds what each
	// kind of Factory Goal counts, in prose: the words the page shows
	// where the View names them in notation.
	Workstations     []catalogueName `json:"workstations"`
	FactoryGoalKinds []catalogueName `json:"factory_goal_kinds"`
}

type catalogueName struct {
	Name  string `json:"name"`
	Title string `json:"title"`
}

type catalogueDept struct {
	Name   components.Department `json:"name"`
	Title  string                `json:"title"`
	Shifts []int8                `json:"shifts"` // the top workstation's, then the bottom's
}

type catalogueModel struct {
	Name  components.Model `json:"name"`
	Color string           `json:"color"` // the colour of its cars and spaces
	Value int8             `json:"value"` // its cars' value
}

type catalogueSpace struct {
	Name  string          `json:"name"`
	Start bool            `json:"start"`
	Model string          `json:"model,omitempty"` // a colour space's model
	Next  []catalogueLink `json:"next"`
}

type catalogueLink struct {
	To string `json:"to"` // a space's name, or "exit"
	PP int8   `json:"pp,omitempty"`
}

type catalogueTraining struct {
	Start     int `json:"start"`
	Certified int `json:"certified"`
	Expert    int `json:"expert"`
}

type catalogueGoal struct {
	Card    kanban.GoalCard        `json:"card"`
	Measure components.GoalMeasure `json:"measure"`
	Text    string                 `json:"text"` // what it counts, in words
	PP      int8                   `json:"pp"`
	Icons   [3]int8                `json:"icons"`
}

type catalogueAchievement struct {
	Kind components.AchievementKind `json:"kind"`
	N    int8                       `json:"n"`
	PP   int8                       `json:"pp"`
	Text string                     `json:"text"`
}

type catalogueAward struct {
	Kind    components.Award   `json:"kind"`
	Benefit components.Benefit `json:"benefit"`
}

// catalogue builds the Catalogue of an edition in language l.
func catalogue(ed kanban.Edition, l kanban.Language) Catalogue {
	e := ed.Contents()
	c := Catalogue{Rules: ed.Digest(), Edition: ed.Name(), Lang: l, Training: catalogueTraining{components.TrackStart, components.TrackCertified, components.TrackExpert},
		Placeholders: e.Placeholders()}
	if c.Placeholders == nil {
		c.Placeholders = []string{}
	}
	for d := range components.Department(components.NumDepartments) {
		c.Departments = append(c.Departments, catalogueDept{d, l.Department(d), e.WorkstationShifts[d][:]})
	}
	for p := range components.Part(components.NumParts) {
		c.Parts = append(c.Parts, p)
	}
	for m := range components.Model(components.NumModels) {
		c.Models = append(c.Models, catalogueModel{m, components.ModelColors[m], e.CarValues[m]})
	}
	for _, sp := range e.Conveyor {
		cs := catalogueSpace{Name: sp.Name, Start: sp.Start}
		if sp.Start {
			cs.Model = sp.Model.String()
		}
		for _, l := range sp.Next {
			to := "exit"
			if l.To != components.Exit {
				to = e.Conveyor[l.To].Name
			}
			cs.Next = append(cs.Next, catalogueLink{to, l.PP})
		}
		c.Conveyor = append(c.Conveyor, cs)
	}
	for i, g := range e.Goals {
		c.Goals = append(c.Goals, catalogueGoal{kanban.GoalCard(i), g.Measure, l.Measure(g.Measure), g.PP, g.Icons})
	}
	for _, k := range e.KanbanCards {
		c.Kanban = append(c.Kanban, k[:])
	}
	for _, fg := range e.FinalGoals {
		var as []catalogueAchievement
		for _, a := range fg {
			as = append(as, catalogueAchievement{a.Kind, a.N, a.PP, l.Achievement(a)})
		}
		c.FinalGoals = append(c.FinalGoals, as)
	}
	for a := range components.Award(components.NumAwards) {
		c.Awards = append(c.Awards, catalogueAward{a, e.AwardBenefits[a]})
	}
	c.Difficulty = ed.DifficultyCardsIn(l)
	for w := range kanban.Workstation(kanban.NumWorkstations) {
		c.Workstations = append(c.Workstations, catalogueName{w.String(), w.TitleIn(l)})
	}
	for k := range components.FactoryGoalKind(components.NumFactoryGoalKinds) {
		c.FactoryGoalKinds = append(c.FactoryGoalKinds, catalogueName{k.String(), l.FactoryGoal(k)})
	}
	return c
}

// catalogueKey names a catalogue answer: an edition's digest and a
// language.
type catalogueKey struct {
	digest string
	lang   kanban.Language
}

// catalogues returns each edition's catalogue answer in each language,
// encoded once.
func catalogues(editions []kanban.Edition) map[catalogueKey][]byte {
	m := map[catalogueKey][]byte{}
	for _, ed := range editions {
		for _, l := range kanban.Languages() {
			m[catalogueKey{ed.Digest(), l}] = append(mustJSON(catalogue(ed, l)), '\n')
		}
	}
	return m
}

// handleCatalogue answers the catalogue of the built-in edition, or of
// the edition whose digest ?edition= gives, in the request's language.
func (s *Server) handleCatalogue(w http.ResponseWriter, r *http.Request) {
	digest := r.URL.Query().Get("edition")
	if digest == "" {
		digest = components.Version
	}
	b, ok := s.catalogues[catalogueKey{digest, requestLanguage(r)}]
	if !ok {
		fail(w, http.StatusNotFound, "no_edition", "this server plays no edition of digest %q", digest)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Header().Set("Vary", "Accept-Language, Cookie")
	w.Write(b)
}

// EditionInfo is an edition the server plays, as GET /api/editions lists
// it for the lobby.
type EditionInfo struct {
	Name   string `json:"name"`
	Digest string `json:"digest"`
	// Builtin says it is the built-in edition, the one a game plays
	// when its creation names none.
	Builtin bool `json:"builtin,omitempty"`
	// Placeholders counts its tables whose values are placeholders.
	Placeholders int `json:"placeholders"`
}

// handleEditions lists the editions the server plays, the built-in one
// first, then by name.
func (s *Server) handleEditions(w http.ResponseWriter, r *http.Request) {
	out := []EditionInfo{}
	for _, name := range s.editionNames() {
		ed := s.editions[name]
		info := EditionInfo{Name: ed.Name(), Digest: ed.Digest(), Builtin: ed == kanban.Edition{}, Placeholders: len(ed.Contents().Placeholders())}
		if info.Builtin {
			out = append([]EditionInfo{info}, out...)
		} else {
			out = append(out, info)
		}
	}
	writeJSON(w, http.StatusOK, out)
}
