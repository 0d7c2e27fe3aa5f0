package schema

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/kanbanev/kanban"
)

// document is one top-level schema file. An open document is one the
// library writes and never reads, whose objects may gain members under
// the same SchemaVersion (the View, the protocol's messages: the package
// documentation's Compatibility): their definitions that no other
// document uses allow members they do not list.
type document struct {
	file, title, description string
	root                     func(g *gen) *Schema
	open                     bool
}

var documents = []document{
	{"config.schema.json", "Config", "The configuration a game is set up from (kanban.Config).",
		func(g *gen) *Schema { return g.named(kanbanPath, "Config") }, false},
	{"action.schema.json", "Action", "A player's choice (kanban.Action), one object per kind, told apart by \"type\".",
		func(g *gen) *Schema { return g.named(kanbanPath, "Action") }, false},
	{"event.schema.json", "Event", "One event of the host's log (kanban.Event), one object per kind, told apart by \"type\". The host keeps these; a player receives event.For(p), player-event.schema.json.",
		func(g *gen) *Schema { return g.named(kanbanPath, "Event") }, false},
	{"player-event.schema.json", "PlayerEvent", "A player's copy of an event, Event.For(p): the generator's state, shuffled orders and what only another player sees are left out, and the setup event shows the table instead of the decks.",
		func(g *gen) *Schema { return g.pseudo("PlayerEvent", func() *Schema { return g.eventUnion(true) }) }, false},
	{"view.schema.json", "View", "What one player may see of a game (kanban.View).",
		func(g *gen) *Schema { return g.named(kanbanPath, "View") }, true},
	{"decision.schema.json", "Decision", "What the game waits for (kanban.Decision), one object per kind, told apart by \"kind\".",
		func(g *gen) *Schema { return g.named(kanbanPath, "Decision") }, false},
	{"position.schema.json", "Position", "The position format: the full JSON form of a kanban.GameState, the host's, with every hidden order.",
		func(g *gen) *Schema { return g.named(kanbanPath, "GameState") }, false},
	{"record.schema.json", "RecordHeader", "The header of a record's text form (kanban.Record) as one object: the lines \"schema N\", \"rules R\", \"config {...}\" and each \"tag NAME VALUE\".",
		func(g *gen) *Schema { return g.pseudo("RecordHeader", g.recordHeader) }, false},
	{"protocol.schema.json", "HostMessage", "A line the host writes to a program in the bot protocol (PROTOCOL.md), told apart by \"type\".",
		func(g *gen) *Schema { return g.pseudo("HostMessage", g.hostMessage) }, true},
	{"hello-answer.schema.json", "HelloAnswer", "The line a program writes back to a hello in the bot protocol (PROTOCOL.md).",
		func(g *gen) *Schema { return g.pseudo("HelloAnswer", helloAnswer) }, false},
	{"edition.schema.json", "Edition", "The printed contents of a box of the game (components.Edition): every table the rules read, each of the length the rules are built on; components.ParseEdition reads it.",
		func(g *gen) *Schema { return g.named(componentsPath, "Edition") }, false},
	{"answer.schema.json", "DecisionAnswer", "The line a program writes back to a decision in the bot protocol (PROTOCOL.md): its choice, by ID or by notation.",
		func(g *gen) *Schema { return g.pseudo("DecisionAnswer", decisionAnswer) }, false},
}

func (g *gen) recordHeader() *Schema {
	s := object()
	s.Title = "RecordHeader"
	s.Description = "The header of a record's text form, its lines as the members of one object."
	s.Properties.Set("schema", schemaVersion())
	s.Properties.Set("rules", &Schema{Type: "string", Description: "The version of the rules and component data, components.Version."})
	s.Properties.Set("config", g.named(kanbanPath, "Config"))
	tag := object()
	tag.Properties.Set("name", &Schema{Type: "string", Pattern: "^[a-z0-9-]+$"})
	tag.Properties.Set("value", &Schema{Type: "string", Pattern: `^[^\r\n]*$`})
	tag.Required = []string{"name", "value"}
	s.Properties.Set("tags", &Schema{Type: "array", Items: tag, Description: "Index: the tags in the order of their lines."})
	s.Required = []string{"schema", "rules", "config"}
	return s
}

// hostMessage is one of the messages of bots.Pipe, each with its type.
func (g *gen) hostMessage() *Schema {
	u := &Schema{}
	for _, m := range []struct{ typ, goType string }{
		{"hello", "helloMsg"}, {"decision", "decisionMsg"}, {"refused", "refusedMsg"}, {"end", "endMsg"},
	} {
		r := g.named(botsPath, m.goType)
		def := g.defs.Get(renames["bots."+m.goType])
		def.Title = renames["bots."+m.goType]
		def.Properties.Set("type", typeConst(m.typ))
		if m.typ == "refused" {
			def.Properties.Get("reason").Enum = anyList([]string{"bad-answer", "unknown-id", "illegal", "late"})
		}
		if m.typ == "hello" {
			def.Properties.Set("protocol", &Schema{Type: "integer", Const: 1, Description: "The protocol's version, bots.PipeProtocol."})
		}
		u.OneOf = append(u.OneOf, r)
	}
	return u
}

// helloAnswer is the answer to a hello. The host ignores members it does
// not know, so the answers' objects are open.
func helloAnswer() *Schema {
	s := &Schema{Type: "object", Title: "HelloAnswer", Description: "The answer to a hello: an object, {} at least.", Properties: &Props{}}
	s.Properties.Set("name", &Schema{Type: "string", Description: "The program's name, for the host's logs."})
	s.Properties.Set("observation", &Schema{Type: "boolean", Description: "true to be sent each decision's observation vector in this game."})
	return s
}

// decisionAnswer is the answer to a decision: exactly one of "id" and
// "action".
func decisionAnswer() *Schema {
	n := &Schema{Type: "integer", Minimum: ptr(int64(1)), Description: "The number of the message answered."}
	byID := &Schema{Type: "object", Title: "IDAnswer", Description: "A choice by the action's dense ID.", Properties: &Props{}, Required: []string{"id"}}
	byID.Properties.Set("id", &Schema{Type: "integer", Minimum: ptr(int64(0))})
	byID.Properties.Set("n", n)
	byID.Not = &Schema{Required: []string{"action"}}
	byText := &Schema{Type: "object", Title: "ActionAnswer", Description: "A choice by the action's notation, as kanban.ParseAction reads it.", Properties: &Props{}, Required: []string{"action"}}
	byText.Properties.Set("action", &Schema{Type: "string"})
	byText.Properties.Set("n", n)
	byText.Not = &Schema{Required: []string{"id"}}
	return &Schema{OneOf: []*Schema{byID, byText}, Description: "A decision's answer has exactly one of \"id\" and \"action\"."}
}

// Generate returns the schema files by name: the shared definitions and
// one file per top-level document.
func Generate() (map[string][]byte, error) {
	g, err := newGen()
	if err != nil {
		return nil, err
	}
	version := fmt.Sprintf(" Wire format version %d (kanban.SchemaVersion).", kanban.SchemaVersion)
	files := map[string][]byte{}
	roots := map[string]bool{} // each document's root definition: open or not
	for _, d := range documents {
		r := d.root(g)
		roots[strings.TrimPrefix(r.Ref, "#/$defs/")] = d.open
		doc := &Schema{Schema: draft, ID: base + d.file, Title: d.title, Description: d.description + version,
			Ref: defsFile + r.Ref}
		b, err := json.MarshalIndent(doc, "", "  ")
		if err != nil {
			return nil, err
		}
		files[d.file] = append(b, '\n')
	}
	for _, n := range g.defs.Names() {
		if s := g.defs.Get(n); s.Title == "" {
			s.Title = n
		}
	}
	g.open(roots)
	g.checkArrays()
	if err := g.check(); err != nil {
		return nil, err
	}
	defs := &Schema{Schema: draft, ID: base + defsFile, Title: "KanbanWire",
		Description: "The definitions the Kanban EV wire format's schemas share, generated from the Go types of github.com/kanbanev/kanban by examples/schema." + version,
		Defs:        g.defs}
	b, err := json.MarshalIndent(defs, "", "  ")
	if err != nil {
		return nil, err
	}
	files[defsFile] = append(b, '\n')
	return files, nil
}

// open lets the objects of the definitions that only open documents use
// have members they do not list.
func (g *gen) open(roots map[string]bool) {
	closed := map[string]bool{}
	for root, open := range roots {
		if !open {
			g.reach(root, closed)
		}
	}
	opened := map[string]bool{}
	for root, open := range roots {
		if open {
			g.reach(root, opened)
		}
	}
	for n := range opened {
		if closed[n] {
			continue
		}
		s := g.defs.Get(n)
		s.walk(func(s *Schema) {
			if s.Type == "object" {
				s.AdditionalProperties = nil
			}
		})
		s.Description = strings.TrimSpace(s.Description + " Later releases of the same SchemaVersion may add members: ignore those you do not know.")
	}
}

// reach adds def and every definition it refers to, at any depth, to seen.
func (g *gen) reach(def string, seen map[string]bool) {
	if seen[def] {
		return
	}
	s := g.defs.Get(def)
	if s == nil {
		return
	}
	seen[def] = true
	s.walk(func(s *Schema) {
		if name, ok := strings.CutPrefix(s.Ref, "#/$defs/"); ok {
			g.reach(name, seen)
		}
	})
}

// checkArrays fails on an array that does not say what its index is.
func (g *gen) checkArrays() {
	for _, n := range g.defs.Names() {
		g.defs.Get(n).walk(func(s *Schema) {
			if s.Type == "array" && s.Description == "" {
				g.fail("%s: an array with no description", n)
			}
		})
	}
}
