package main

import (
	"net/http"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// Catalogue is the printed contents a page needs to draw the table and say
// what each card says: what the View names by number or name only. It is
// public and the same for every game, so a page fetches it once.
type Catalogue struct {
	Rules       string                   `json:"rules"` // components.Version
	Departments []catalogueDept          `json:"departments"`
	Parts       []components.Part        `json:"parts"`
	Models      []catalogueModel         `json:"models"`
	Conveyor    []catalogueSpace         `json:"conveyor"`
	Training    catalogueTraining        `json:"training"`
	Goals       []catalogueGoal          `json:"goals"`
	Kanban      [][]components.Part      `json:"kanban_cards"`
	FinalGoals  [][]catalogueAchievement `json:"final_goals"`
	Awards      []catalogueAward         `json:"awards"`
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

// deptTitles are the departments' names in prose.
var deptTitles = [components.NumDepartments]string{"R&D", "Assembly", "Logistics", "Design", "Administration"}

// catalogue builds the Catalogue from package components.
func catalogue() Catalogue {
	c := Catalogue{Rules: components.Version, Training: catalogueTraining{components.TrackStart, components.TrackCertified, components.TrackExpert}}
	for d := range components.Department(components.NumDepartments) {
		c.Departments = append(c.Departments, catalogueDept{d, deptTitles[d], components.WorkstationShifts[d][:]})
	}
	for p := range components.Part(components.NumParts) {
		c.Parts = append(c.Parts, p)
	}
	for m := range components.Model(components.NumModels) {
		c.Models = append(c.Models, catalogueModel{m, components.ModelColors[m], components.CarValues[m]})
	}
	for _, sp := range components.Conveyor {
		cs := catalogueSpace{Name: sp.Name, Start: sp.Start}
		if sp.Start {
			cs.Model = sp.Model.String()
		}
		for _, l := range sp.Next {
			to := "exit"
			if l.To != components.Exit {
				to = components.Conveyor[l.To].Name
			}
			cs.Next = append(cs.Next, catalogueLink{to, l.PP})
		}
		c.Conveyor = append(c.Conveyor, cs)
	}
	for i, g := range components.Goals {
		c.Goals = append(c.Goals, catalogueGoal{kanban.GoalCard(i), g.Measure, g.Measure.Description(), g.PP, g.Icons})
	}
	for _, k := range components.KanbanCards {
		c.Kanban = append(c.Kanban, k[:])
	}
	for _, fg := range components.FinalGoals {
		var as []catalogueAchievement
		for _, a := range fg {
			as = append(as, catalogueAchievement{a.Kind, a.N, a.PP, a.Description()})
		}
		c.FinalGoals = append(c.FinalGoals, as)
	}
	for a := range components.Award(components.NumAwards) {
		c.Awards = append(c.Awards, catalogueAward{a, components.AwardBenefits[a]})
	}
	return c
}

// catalogueJSON is the catalogue's answer, encoded once.
var catalogueJSON = append(mustJSON(catalogue()), '\n')

func handleCatalogue(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(catalogueJSON)
}
