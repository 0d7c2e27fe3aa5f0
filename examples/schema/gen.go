package schema

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"go/constant"
	"go/types"
	"slices"
	"strings"

	"github.com/kanbanev/kanban"
)

// The schemas' identities: each file's $id is base followed by its name,
// and the definitions they share are in defsFile.
const (
	draft    = "https://json-schema.org/draft/2020-12/schema"
	base     = "https://github.com/kanbanev/kanban/schema/"
	defsFile = "defs.schema.json"
)

// gen builds the shared definitions.
type gen struct {
	src     *source
	defs    *Props
	owners  map[string]string // the Go type (or pseudo-type) of each definition
	custom  map[string]func() *Schema
	enums   map[string][]any
	indexes map[string][]dim
	errs    []string
}

func (g *gen) fail(format string, args ...any) { g.errs = append(g.errs, fmt.Sprintf(format, args...)) }

// renames names the definitions of types whose Go name does not fit a
// frontend: the position's and the protocol's unexported types.
var renames = map[string]string{
	"components.ConveyorSpace": "PrintedConveyorSpace",
	"components.ConveyorLink":  "PrintedConveyorLink",
	"components.DemandTile":    "PrintedDemandTile",
	"components.DesignTile":    "PrintedDesignTile",
	"kanban.Edition":           "EditionName",
	"kanban.position":          "Position",
	"kanban.posSolo":           "PositionSolo",
	"kanban.posMemory":         "PositionMemory",
	"kanban.posColleague":      "PositionColleague",
	"kanban.posPending":        "PositionPending",
	"kanban.posTurn":           "PositionTurn",
	"kanban.posPlayer":         "PositionPlayer",
	"kanban.posTrack":          "PositionTrack",
	"kanban.posBoard":          "PositionBoard",
	"kanban.posSlot":           "PositionSlot",
	"kanban.posMeeting":        "PositionMeeting",
	"kanban.phase":             "Phase",
	"kanban.worker":            "Worker",
	"kanban.workPlace":         "WorkPlace",
	"bots.helloMsg":            "HelloMessage",
	"bots.decisionMsg":         "DecisionMessage",
	"bots.legalMsg":            "LegalAction",
	"bots.refusedMsg":          "RefusedMessage",
	"bots.endMsg":              "EndMessage",
	"kanban.decisionJSON":      "DecisionMembers",
}

// inline lists named types written in place rather than as a definition.
var inline = map[string]struct{}{}

// nullable lists the fields whose JSON may be null: a nil pointer
// without omitempty.
var nullable = map[string]struct{}{
	"bots.endMsg.Result": {},
}

// notes describes the fields that have no doc comment: the bot
// protocol's messages, as PROTOCOL.md tells them.
var notes = map[string]string{
	"helloMsg.N":               "The message's number: 1, 2, 3... through the whole session.",
	"helloMsg.Protocol":        "The protocol's version.",
	"helloMsg.Game":            "The game's number in the session, from 1.",
	"helloMsg.Color":           "The player the program plays.",
	"helloMsg.Players":         "The players in seating order, as in kanban.Config.",
	"helloMsg.SandraReward":    "Sandra plays her reward side.",
	"helloMsg.NumActionIDs":    "N: every action has an ID in [0, N).",
	"helloMsg.ObservationSize": "The length of an observation vector.",
	"helloMsg.LimitMS":         "The time limit of an answer, in milliseconds.",
	"decisionMsg.N":            "The message's number.",
	"decisionMsg.Color":        "The player to decide, the program's.",
	"decisionMsg.Decision":     "What the game waits for.",
	"decisionMsg.Legal":        "The legal actions, never empty.",
	"decisionMsg.View":         "Everything the player may see.",
	"decisionMsg.Observation":  "Only when asked for at the hello: the View as observation_size numbers.",
	"legalMsg.ID":              "The action's dense ID, the same in every game.",
	"legalMsg.Action":          "The action in the notation, as kanban.ParseAction reads it.",
	"legalMsg.Text":            "What the action does, in plain English.",
	"legalMsg.Cost":            "What the action spends.",
	"refusedMsg.N":             "The number of the message whose answer was refused.",
	"refusedMsg.Reason":        "Why: bad-answer, unknown-id, illegal or late.",
	"refusedMsg.Error":         "What was wrong, for the program's logs.",
	"endMsg.Game":              "The game, as in the hello.",
	"endMsg.Color":             "The program's player, as in the hello.",
	"endMsg.Result":            "Every player's standing, best first; null when the game stopped before its end.",
	"endMsg.View":              "The player's View at the end.",
}

// playerColors lists the fields of type Color that always name a player.
var playerColors = map[string]struct{}{
	"PlayerConfig.Color": {},
	"PlayerBoard.Color":  {},
	"helloMsg.Color":     {},
	"decisionMsg.Color":  {},
	"endMsg.Color":       {},
	"Standing.Color":     {},
	"posPlayer.Color":    {},
}

// newGen loads the library and prepares a generator.
func newGen() (*gen, error) {
	src, err := load()
	if err != nil {
		return nil, err
	}
	g := &gen{src: src, defs: &Props{}, owners: map[string]string{}, enums: src.enumTable(), indexes: indexTable()}
	g.custom = map[string]func() *Schema{
		"kanban.Action":   func() *Schema { return g.actionUnion("", false) },
		"kanban.Event":    func() *Schema { return g.eventUnion(false) },
		"kanban.Decision": g.decisionUnion,
		"kanban.Setup":    func() *Schema { return g.setupSchema(false) },
		"kanban.GameState": func() *Schema {
			r := g.named(kanbanPath, "position")
			g.defs.Get("Position").Properties.Set("schema", schemaVersion())
			return r
		},
		"kanban.GeneratorState": generatorState,
		"kanban.List":           listSchema,
		"kanban.DesignSet":      g.designSet,
		"kanban.Edition":        editionName,
	}
	return g, nil
}

// named returns the schema of a named type of a package.
func (g *gen) named(pkgPath, name string) *Schema {
	return g.typeSchema(g.src.lookup(pkgPath, name), field{})
}

// pseudo makes a definition that no Go type has, such as a player's copy
// of an event, once.
func (g *gen) pseudo(def string, build func() *Schema) *Schema {
	if _, ok := g.owners[def]; !ok {
		g.owners[def] = "pseudo " + def
		g.defs.Set(def, &Schema{})
		s := build()
		s.Title = def
		g.defs.Set(def, s)
	}
	return ref(def)
}

func generatorState() *Schema {
	return &Schema{Type: "string", Pattern: "^[0-9a-f]{32}$"}
}

// editionName is the schema of kanban.Edition: the name and digest that
// find an edition among those a program was given.
func editionName() *Schema {
	s := object()
	s.Properties.Set("name", &Schema{Type: "string", Pattern: "^.+$", Description: "The edition's name, as its file gives it."})
	s.Properties.Set("digest", &Schema{Type: "string", Pattern: "^[0-9a-z.]+-[0-9a-f]{16}$", Description: "The digest of its values (components.Edition.Digest): what a program checks a game against."})
	s.Required = []string{"name", "digest"}
	s.Description = "The edition of the printed contents a game is played with, by name and digest; a program refuses one it was not given."
	return s
}

func listSchema() *Schema {
	return &Schema{Type: "array", Items: &Schema{Type: "integer", Minimum: ptr(int64(0)), Maximum: ptr(uint64(255))},
		MaxItems: ptr(kanban.MaxList),
		Description: "An ordered outcome, as numbers from 0 to 255 (255 for none where the kind says so); " +
			"what the numbers stand for and in which order is in the kind's description."}
}

func (g *gen) designSet() *Schema {
	return &Schema{Type: "array", Items: g.named(kanbanPath, "DesignTile"),
		Description: "A set of Design tiles, by name, in tile order."}
}

// pascal turns a kind's name, such as "cert-space", into "CertSpace".
func pascal(name string) string {
	var b strings.Builder
	for _, w := range strings.Split(name, "-") {
		if w != "" {
			b.WriteString(strings.ToUpper(w[:1]) + w[1:])
		}
	}
	return b.String()
}

// keys returns the members of a JSON object in order.
func keys(b []byte) []string {
	dec := json.NewDecoder(bytes.NewReader(b))
	if _, err := dec.Token(); err != nil {
		panic(err)
	}
	var out []string
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			panic(err)
		}
		out = append(out, tok.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			panic(err)
		}
	}
	return out
}

func mustJSON(v any) []byte {
	b, err := json.Marshal(v)
	if err != nil {
		panic(err)
	}
	return b
}

// kindDocs returns the doc comments of a kind type's constants by value.
func (g *gen) kindDocs(typ string) map[int64]string {
	out := map[int64]string{}
	scope := g.src.pkgs[kanbanPath].Types.Scope()
	for _, n := range scope.Names() {
		c, ok := scope.Lookup(n).(*types.Const)
		if !ok || typeName(c.Type()) != "kanban."+typ {
			continue
		}
		v, _ := constant.Int64Val(c.Val())
		out[v] = describe(g.src.docs["kanban."+n])
	}
	return out
}

// structField returns the field of a kanban struct whose JSON key, in
// the kinds' tables, is key: the field's name in lower case.
func (g *gen) structField(typ, key string) *types.Var {
	st := g.src.lookup(kanbanPath, typ).Underlying().(*types.Struct)
	for i := range st.NumFields() {
		if strings.EqualFold(st.Field(i).Name(), key) {
			return st.Field(i)
		}
	}
	g.fail("%s has no field for %q", typ, key)
	return nil
}

// member returns the schema of a kind's member key, from the Go field of
// Action or Event it encodes.
func (g *gen) member(typ, key string) *Schema {
	f := g.structField(typ, key)
	if f == nil {
		return &Schema{}
	}
	s := g.typeSchema(f.Type(), field{key: typ + "." + f.Name()})
	return withDescription(s, describe(g.src.docs["kanban."+typ+"."+f.Name()]))
}

// typeConst is the "type" member of a kind.
func typeConst(name string) *Schema { return &Schema{Type: "string", Const: name} }

// probeAction returns an action of kind k with every field set to a value
// it may encode.
func probeAction(k kanban.ActionKind) kanban.Action {
	return kanban.Action{Kind: k, Player: kanban.Red, From: kanban.FromRecycling, Version: 1}
}

// actionKinds returns every action kind.
func actionKinds() []kanban.ActionKind {
	var out []kanban.ActionKind
	for k := kanban.ActionKind(1); !strings.HasPrefix(k.String(), "ActionKind("); k++ {
		out = append(out, k)
	}
	return out
}

// eventKinds returns every event kind.
func eventKinds() []kanban.EventKind {
	var out []kanban.EventKind
	for k := kanban.EventKind(1); !strings.HasPrefix(k.String(), "EventKind("); k++ {
		out = append(out, k)
	}
	return out
}

// actionUnion returns the schema of an action, one of its kinds by
// "type". In an event (the acted event's "act") an action has no
// version; in a player's copy of one (prefix "Player") a goal put face
// down by another player is left out.
func (g *gen) actionUnion(prefix string, inEvent bool) *Schema {
	docs := g.kindDocs("ActionKind")
	var kinds []string
	for _, k := range actionKinds() {
		kinds = append(kinds, k.String())
	}
	g.kindEnum("ActionType", "The \"type\" of every action kind.", kinds)
	u := &Schema{}
	for _, k := range actionKinds() {
		def := prefix + pascal(k.String()) + "Action"
		if inEvent && prefix == "" {
			def = pascal(k.String()) + "ActedAction"
		}
		u.OneOf = append(u.OneOf, g.pseudo(def, func() *Schema {
			return g.actionKind(k, docs[int64(k)], prefix != "", inEvent)
		}))
	}
	return u
}

func (g *gen) actionKind(k kanban.ActionKind, doc string, forPlayer, inEvent bool) *Schema {
	a := probeAction(k)
	host := mustJSON(a)
	s := object()
	s.Title = pascal(k.String()) + "Action"
	s.Description = fmt.Sprintf("The %s action. %s", k, doc)
	var withheld []string
	if forPlayer {
		// The acted event of another player, as Event.For copies it.
		ev := kanban.Event{Seq: 2, Kind: kanban.EvActed, Player: kanban.Red, Act: a, N: 1}
		ev.Act.Version = 0
		var own, other map[string]json.RawMessage
		_ = json.Unmarshal(mustJSON(ev.For(kanban.Red)), &own)
		_ = json.Unmarshal(mustJSON(ev.For(kanban.Blue)), &other)
		ownKeys, otherKeys := keys(own["act"]), keys(other["act"])
		for _, key := range ownKeys {
			if !slices.Contains(otherKeys, key) {
				withheld = append(withheld, key)
			}
		}
	}
	hasFrom := false
	for _, key := range keys(host) {
		switch key {
		case "type":
			s.Properties.Set(key, typeConst(k.String()))
		case "player":
			s.Properties.Set(key, withDescription(g.playerColor(), "The player who acts."))
		case "version":
			if !inEvent {
				s.Properties.Set(key, withDescription(basicSchema(types.Typ[types.Uint32]),
					"The state version the action was chosen against, when not 0 (left out for 0)."))
			}
			continue
		default:
			s.Properties.Set(key, g.member("Action", key))
		}
		if key == "from" {
			hasFrom = true
		}
		if key == "give" || slices.Contains(withheld, key) {
			if slices.Contains(withheld, key) {
				note(s.Properties.Get(key), "Left out of another player's copy of the event, who may not see it.")
			}
			continue
		}
		s.Required = append(s.Required, key)
	}
	if hasFrom {
		s.If = &Schema{Properties: props("from", &Schema{Const: kanban.FromRecycling.String()}), Required: []string{"from"}}
		s.Then = &Schema{Required: []string{"give"}}
		s.Else = &Schema{Not: &Schema{Required: []string{"give"}}}
		note(s.Properties.Get("give"), "Only when the part comes from the Recycling pool.")
	}
	return s
}

// note adds a sentence to a schema's description.
func note(s *Schema, sentence string) {
	if s.Description == "" {
		s.Description = sentence
	} else {
		s.Description += " " + sentence
	}
}

// playerColor is a colour that names a player: never "none".
func (g *gen) playerColor() *Schema {
	return g.pseudo("PlayerColor", func() *Schema {
		g.named(componentsPath, "Color")
		c := g.defs.Get("Color")
		return &Schema{Type: "string", Enum: anyList(without(stringsOf(c.Enum), "none")),
			Description: "A player's colour, in a place that always names one."}
	})
}

// stringsOf returns enum values as strings.
func stringsOf(list []any) []string {
	out := make([]string, len(list))
	for i, v := range list {
		out[i] = v.(string)
	}
	return out
}

// kindEnum makes a definition listing a kind type's names, such as every
// action's "type".
func (g *gen) kindEnum(def, what string, list []string) {
	g.pseudo(def, func() *Schema {
		return &Schema{Type: "string", Enum: anyList(list), Description: what}
	})
}

// props returns properties of one name.
func props(name string, s *Schema) *Props {
	p := &Props{}
	p.Set(name, s)
	return p
}

// probeEvent returns an event of kind k with every field set to a value
// it may encode, for player Red.
func probeEvent(k kanban.EventKind, setup *kanban.Setup) kanban.Event {
	list, _ := kanban.ListOf(1, 2)
	e := kanban.Event{Seq: 2, Action: 0, Kind: k, Player: kanban.Red, From: kanban.FromRecycling,
		List: list, RNG: kanban.GeneratorState{1, 2}, N: 1, Decision: kanban.DecideWork}
	switch k {
	case kanban.EvStarted:
		e.Seq, e.Action, e.Player, e.Setup = 1, -1, kanban.NoColor, setup
	case kanban.EvActed:
		e.Act = kanban.Train(kanban.Red, kanban.RnD)
	}
	return e
}

// eventUnion returns the schema of an event, one of its kinds by "type":
// the host's copy, or (forPlayer) a player's copy from Event.For.
func (g *gen) eventUnion(forPlayer bool) *Schema {
	docs := g.kindDocs("EventKind")
	var kinds []string
	for _, k := range eventKinds() {
		kinds = append(kinds, k.String())
	}
	g.kindEnum("EventType", "The \"type\" of every event kind.", kinds)
	_, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 1})
	if err != nil {
		panic(err)
	}
	u := &Schema{}
	for _, k := range eventKinds() {
		def := pascal(k.String()) + "Event"
		if forPlayer {
			def = "Player" + def
		}
		u.OneOf = append(u.OneOf, g.pseudo(def, func() *Schema {
			return g.eventKind(k, docs[int64(k)], log[0].Setup, forPlayer)
		}))
	}
	return u
}

func (g *gen) eventKind(k kanban.EventKind, doc string, setup *kanban.Setup, forPlayer bool) *Schema {
	e := probeEvent(k, setup)
	host := mustJSON(e)
	var ownKeys, otherKeys []string
	if forPlayer {
		ownKeys, otherKeys = keys(mustJSON(e.For(kanban.Red))), keys(mustJSON(e.For(kanban.Blue)))
	}
	s := object()
	s.Title = pascal(k.String()) + "Event"
	if forPlayer {
		s.Title = "Player" + s.Title
	}
	s.Description = fmt.Sprintf("The %s event. %s", k, doc)
	for _, key := range keys(host) {
		if forPlayer && !slices.Contains(ownKeys, key) {
			continue // Event.For never shows it
		}
		switch key {
		case "seq":
			s.Properties.Set(key, g.member("Event", "Seq"))
		case "action":
			s.Properties.Set(key, g.member("Event", "Action"))
		case "type":
			s.Properties.Set(key, typeConst(k.String()))
		case "player":
			s.Properties.Set(key, withDescription(g.playerColor(),
				"The player the event is about; left out when there is none."))
			continue
		case "setup":
			s.Properties.Set(key, withDescription(g.setupRef(forPlayer), describe(g.src.docs["kanban.Event.Setup"])))
		case "act":
			act := g.pseudo("ActedAction", func() *Schema { return g.actionUnion("", true) })
			if forPlayer {
				act = g.pseudo("PlayerActedAction", func() *Schema { return g.actionUnion("Player", true) })
			}
			s.Properties.Set(key, withDescription(act, describe(g.src.docs["kanban.Event.Act"])))
		default:
			s.Properties.Set(key, g.member("Event", key))
		}
		optional := key == "give" || forPlayer && !slices.Contains(otherKeys, key)
		if !optional && key != "rng" && eventDecodes(host, key) {
			optional = true // the host, too, leaves out what is empty
		}
		if forPlayer && !slices.Contains(otherKeys, key) {
			note(s.Properties.Get(key), "Only in the copy for the player the event is about.")
		}
		if !optional {
			s.Required = append(s.Required, key)
		}
	}
	if s.Properties.Get("from") != nil {
		s.If = &Schema{Properties: props("from", &Schema{Const: kanban.FromRecycling.String()}), Required: []string{"from"}}
		s.Then = &Schema{Required: []string{"give"}}
		s.Else = &Schema{Not: &Schema{Required: []string{"give"}}}
		note(s.Properties.Get("give"), "Only when the part comes from the Recycling pool.")
	}
	return s
}

// eventDecodes reports whether an event decodes without one of its
// members.
func eventDecodes(b []byte, key string) bool {
	var obj map[string]json.RawMessage
	_ = json.Unmarshal(b, &obj)
	delete(obj, key)
	var e kanban.Event
	return json.Unmarshal(mustJSON(obj), &e) == nil
}

// setupRef returns the setup event's payload: the host's, or a player's.
func (g *gen) setupRef(forPlayer bool) *Schema {
	if !forPlayer {
		return g.named(kanbanPath, "Setup")
	}
	return g.pseudo("PlayerSetup", func() *Schema { return g.setupSchema(true) })
}

// setupSchema returns the host's setup payload, or a player's copy
// (Event.For): members that one leaves out are dropped, the others
// required as the real output has them.
func (g *gen) setupSchema(forPlayer bool) *Schema {
	st := g.src.lookup(kanbanPath, "Setup").Underlying().(*types.Struct)
	s := g.structSchema("kanban.Setup", st)
	_, log, err := kanban.New(kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 1})
	if err != nil {
		panic(err)
	}
	host := keys(mustJSON(log[0].Setup))
	player := keys(mustJSON(log[0].For(kanban.Red).Setup))
	have := host
	s.Title = "Setup"
	if forPlayer {
		have = player
		s.Title = "PlayerSetup"
		s.Description = "A player's copy of the setup event's payload (Event.For): what the table shows, and the player's own starting hand."
		s.Properties.Set("config", withDescription(g.pseudo("PublicConfig", g.publicConfig), "The configuration, without its seed."))
		s.Properties.Get("hidden").Const = true
	}
	s.Properties.Set("schema", schemaVersion())
	for _, key := range s.Properties.Names() {
		if !slices.Contains(have, key) && key != "solo" {
			s.Properties.Delete(key)
		}
	}
	s.Required = nil
	for _, key := range have {
		if key != "solo" {
			s.Required = append(s.Required, key)
		}
	}
	return s
}

// publicConfig is a configuration without its seed.
func (g *gen) publicConfig() *Schema {
	g.named(kanbanPath, "Config")
	s := g.defs.Get("Config").clone()
	s.Properties.Delete("seed")
	s.Title = "PublicConfig"
	s.Description = "A configuration without its seed, as a player's copy of the setup event has it."
	return s
}

// schemaVersion is the "schema" member where the JSON carries it.
func schemaVersion() *Schema {
	return &Schema{Type: "integer", Const: kanban.SchemaVersion,
		Description: fmt.Sprintf("The version of the wire format, kanban.SchemaVersion: %d for these schemas.", kanban.SchemaVersion)}
}

// decisionUnion returns the schema of a Decision, one of its kinds by
// "kind", each with the members MarshalJSON writes for it.
func (g *gen) decisionUnion() *Schema {
	members := g.structSchema("kanban.decisionJSON", g.src.lookup(kanbanPath, "decisionJSON").Underlying().(*types.Struct))
	docs := g.kindDocs("DecisionKind")
	u := &Schema{}
	for k := kanban.DecisionKind(0); ; k++ {
		b, err := json.Marshal(kanban.Decision{Kind: k, Player: kanban.Red})
		if err != nil {
			if k == 0 {
				continue
			}
			break
		}
		def := pascal(k.String()) + "Decision"
		u.OneOf = append(u.OneOf, g.pseudo(def, func() *Schema {
			s := object()
			s.Title = def
			s.Description = fmt.Sprintf("A %s decision. %s", k, docs[int64(k)])
			for _, key := range keys(b) {
				m := members.Properties.Get(key).clone()
				if d := g.src.docs["kanban.Decision."+pascal(key)]; d != "" {
					m = withDescription(m, describe(d))
				}
				if key == "kind" {
					m = typeConst(k.String())
				}
				s.Properties.Set(key, m)
				s.Required = append(s.Required, key)
			}
			return s
		}))
	}
	return u
}

// check reports every error the generator met.
func (g *gen) check() error {
	if len(g.errs) == 0 {
		return nil
	}
	slices.Sort(g.errs)
	return errors.New(strings.Join(slices.Compact(g.errs), "\n"))
}
