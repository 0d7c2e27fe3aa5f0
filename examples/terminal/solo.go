package main

import (
	"fmt"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// solo draws the solo part of the table, from View.Solo only: the
// Difficulty cards, the department column and both decks' sizes, the last
// selection card, the shared stack, the Colleague parts and each
// Colleague.
func (t *table) solo() {
	so := t.v.Solo
	if so == nil {
		return
	}
	var diff []string
	for _, d := range so.Difficulty {
		diff = append(diff, fmt.Sprintf("#%d %s", int(d)+1, d))
	}
	t.line(t.st.tr("Solo"), "difficulty %s", joinOr(diff, ", "))
	var col []string
	for _, c := range so.Column {
		col = append(col, t.st.deptCard(c))
	}
	t.line("", "column %s; department deck %d, selection deck %d", joinOr(col, " | "), so.DepartmentDeck, so.SelectionDeck)
	sel := t.none()
	if so.SelectionDrawn >= 0 && so.SelectionDrawn < len(components.SoloSelectionDeck) {
		c := components.SoloSelectionDeck[so.SelectionDrawn]
		sel = fmt.Sprintf("%s %s", c.Part, map[bool]string{true: t.st.tr("top"), false: t.st.tr("bottom")}[c.Top])
	}
	t.line("", "last selection card %s; shared stack %s (%d); colleague parts %s", sel, t.tile(so.SharedStack.Top), so.SharedStack.Size, parts(so.ColleagueParts[:], true))
	for _, c := range so.Colleagues {
		t.colleague(c)
	}
}

// colleague draws one Colleague: PP, marker, workstation, part, training,
// upgraded designs and cars.
func (t *table) colleague(c kanban.ColleagueView) {
	at := ""
	if c.Workstation != kanban.NoWorkstation {
		at = t.st.f(", at %s", c.Workstation)
	}
	part := t.none()
	if c.Part != kanban.NoPart {
		part = c.Part.String()
	}
	fmt.Fprintf(t.w, "%s  %s\n", t.st.player(c.Color, t.st.colleagueName(c)), t.st.f("%s PP, Certification marker %s%s, part %s", t.st.head(fmt.Sprint(c.PP)), t.st.marker(c.CertSection, c.CertSpace), at, part))
	var tr []string
	for d, sp := range c.Training {
		tr = append(tr, fmt.Sprintf("%s %d", components.Department(d), sp))
	}
	t.line("  "+t.st.tr("training"), "%s", strings.Join(tr, ", "))
	var cars []string
	for m, n := range c.Cars {
		if n > 0 {
			cars = append(cars, fmt.Sprintf("%s %d", kanban.Model(m), n))
		}
	}
	t.line("  "+t.st.tr("upgraded"), "%s; cars %s", t.designs(c.Upgraded), joinOr(cars, ", "))
}

// colleagueName is "Lacerda (blue)".
func (l lang) colleagueName(c kanban.ColleagueView) string {
	return fmt.Sprintf("%s (%s)", title(c.Name), l.name(c.Color))
}

func title(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// deptCard names a department card of the solo column: its department,
// the Plan parts, and whether Lacerda doubles on it.
func (l lang) deptCard(c int) string {
	if c < 0 || c >= len(components.SoloDepartmentDeck) {
		return fmt.Sprint(c)
	}
	d := components.SoloDepartmentDeck[c]
	if d.Reshuffle {
		return l.tr("reshuffle")
	}
	s := d.Dept.String()
	var plan []string
	for _, p := range d.Plan {
		plan = append(plan, p.String())
	}
	if len(plan) > 0 {
		s += " " + l.f("plan %s", strings.Join(plan, "+"))
	}
	if d.LacerdaDouble {
		s += " " + l.tr("(x2 Lacerda)")
	}
	return s
}

// colleagues names the Colleagues of a solo game by colour, in English;
// nil otherwise.
func colleagues(s kanban.GameState) map[kanban.Color]string { return english.colleagues(s) }

// colleagues names the Colleagues of a solo game by colour in l.
func (l lang) colleagues(s kanban.GameState) map[kanban.Color]string {
	so, ok := s.Solo()
	if !ok {
		return nil
	}
	m := map[kanban.Color]string{}
	for _, c := range so.Colleagues {
		m[c.Color] = l.colleagueName(c)
	}
	return m
}
