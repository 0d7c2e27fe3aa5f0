package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
)

// This file writes openapi.json, the OpenAPI 3.1 document of the server's
// HTTP API, from three sources, so that it cannot drift from the code:
//
//   - the Go types the answers are encoded from and the requests decoded
//     into, read by reflection, with their doc comments read from the
//     source (answerSchemas): every object closed, every member that
//     encoding/json always writes required;
//   - the table of operations below, which says what the code cannot:
//     each route's purpose, parameters, who may call it, and the type of
//     its answers that succeed;
//   - the refusals each route's handler really writes, read from its
//     code (handlerAnswers, openapi_code_test.go): every fail(...) and
//     apiError it can reach, by status, each code with its meaning from
//     errorCodes.
//
// The library's own wire types (View, Action, Event, Decision...) are
// references to the schema files of schema/, never copies. TestOpenAPI
// fails when openapi.json is not what this file writes now; go test -run
// TestOpenAPI -update rewrites it.

// obj is a JSON object whose members keep the order they were set in.
type obj struct {
	keys []string
	vals map[string]any
}

// o makes an object of key, value pairs.
func o(kv ...any) *obj {
	m := &obj{vals: map[string]any{}}
	for i := 0; i < len(kv); i += 2 {
		m.set(kv[i].(string), kv[i+1])
	}
	return m
}

// set sets a member, keeping its first place; a nil *obj or "" leaves
// the object as it is.
func (m *obj) set(k string, v any) *obj {
	switch x := v.(type) {
	case *obj:
		if x == nil {
			return m
		}
	case string:
		if x == "" && k != "example" {
			return m
		}
	}
	if _, ok := m.vals[k]; !ok {
		m.keys = append(m.keys, k)
	}
	m.vals[k] = v
	return m
}

func (m *obj) get(k string) any { return m.vals[k] }

// sub returns the member k, an object.
func (m *obj) sub(k string) *obj {
	x, _ := m.vals[k].(*obj)
	return x
}

// MarshalJSON writes the members in order.
func (m *obj) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, k := range m.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		kb, _ := json.Marshal(k)
		b.Write(kb)
		b.WriteByte(':')
		vb, err := marshalNoEscape(m.vals[k])
		if err != nil {
			return nil, fmt.Errorf("%s: %w", k, err)
		}
		b.Write(vb)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// marshalNoEscape encodes v without escaping <, > and &, which the
// descriptions hold.
func marshalNoEscape(v any) ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimRight(b.Bytes(), "\n"), nil
}

// wire is where the schema files of the library's wire format are, from
// openapi.json.
const wire = "../../schema/"

// wireTypes are the library's types an answer or a request holds, each a
// reference to its schema in schema/: the documents' own files for the
// top-level ones, the shared definitions for the others. Every event the
// server sends is a player's (or a spectator's) copy, Event.For.
var wireTypes = map[reflect.Type]string{
	reflect.TypeFor[kanban.View]():                wire + "view.schema.json",
	reflect.TypeFor[kanban.Action]():              wire + "action.schema.json",
	reflect.TypeFor[kanban.Event]():               wire + "player-event.schema.json",
	reflect.TypeFor[kanban.Decision]():            wire + "decision.schema.json",
	reflect.TypeFor[kanban.Color]():               wire + "defs.schema.json#/$defs/Color",
	reflect.TypeFor[kanban.Cost]():                wire + "defs.schema.json#/$defs/Cost",
	reflect.TypeFor[kanban.Result]():              wire + "defs.schema.json#/$defs/Result",
	reflect.TypeFor[kanban.SoloConfig]():          wire + "defs.schema.json#/$defs/SoloConfig",
	reflect.TypeFor[kanban.GoalCard]():            wire + "defs.schema.json#/$defs/GoalCard",
	reflect.TypeFor[kanban.Part]():                wire + "defs.schema.json#/$defs/Part",
	reflect.TypeFor[kanban.Department]():          wire + "defs.schema.json#/$defs/Department",
	reflect.TypeFor[kanban.Model]():               wire + "defs.schema.json#/$defs/Model",
	reflect.TypeFor[kanban.Award]():               wire + "defs.schema.json#/$defs/Award",
	reflect.TypeFor[kanban.Benefit]():             wire + "defs.schema.json#/$defs/Benefit",
	reflect.TypeFor[kanban.GoalMeasure]():         wire + "defs.schema.json#/$defs/GoalMeasure",
	reflect.TypeFor[components.AchievementKind](): wire + "defs.schema.json#/$defs/AchievementKind",
	reflect.TypeFor[components.Difficulty]():      wire + "defs.schema.json#/$defs/Difficulty",
}

// playerColor is a colour that always names a player, never "none".
const playerColor = wire + "defs.schema.json#/$defs/PlayerColor"

// fieldSchemas are the members whose schema their Go type does not say,
// by "Type.Field".
var fieldSchemas = map[string]func() *obj{
	"SeatInfo.Color":     func() *obj { return o("$ref", playerColor) },
	"SeatRequest.Color":  func() *obj { return o("$ref", playerColor) },
	"SeatToken.Color":    func() *obj { return o("$ref", playerColor) },
	"PPSeries.Color":     func() *obj { return o("$ref", playerColor) },
	"SeatResponse.You":   func() *obj { return o("$ref", playerColor) },
	"GameStatus.Winners": func() *obj { return o("type", "array", "items", o("$ref", playerColor)) },
	"SeatInfo.Kind":      func() *obj { return o("type", "string", "enum", kindList(false)) },
	"SeatRequest.Kind":   func() *obj { return o("type", "string", "enum", kindList(false)) },
	"HandOverRequest.Kind": func() *obj {
		return o("type", "string", "enum", kindList(true))
	},
	"ActionRequest.Action": func() *obj { return o("$ref", wire+"action.schema.json") },
	"Catalogue.Lang": func() *obj {
		var tags []string
		for _, l := range kanban.Languages() {
			tags = append(tags, l.String())
		}
		return o("type", "string", "enum", tags)
	},
	"Message.Author": func() *obj {
		return o("type", "string", "enum", append(playerColors(), "spectator", "clock"))
	},
	"GameInfo.ID":        gameID,
	"CreateResponse.ID":  gameID,
	"GameInfo.Created":   dateTime,
	"Message.At":         dateTime,
	"StateResponse.Game": gameID,
	"SeatResponse.Game":  gameID,
	"SeatInfo.DecisionTime": func() *obj {
		return o("type", "string", "pattern", durationPattern)
	},
	"SeatRequest.DecisionTime": func() *obj {
		return o("type", "string", "pattern", durationPattern)
	},
	"HandOverRequest.DecisionTime": func() *obj {
		return o("type", "string", "pattern", durationPattern)
	},
	"TimeControl.PerDecision": func() *obj { return o("type", "string", "pattern", durationPattern) },
	"TimeControl.PerGame":     func() *obj { return o("type", "string", "pattern", durationPattern) },
	"TimeControl.Increment":   func() *obj { return o("type", "string", "pattern", durationPattern) },
	"ClockInfo.Left": func() *obj {
		return o("type", "object", "description", "Milliseconds left, by the person's colour.", "propertyNames", o("$ref", playerColor), "additionalProperties", o("type", "integer"))
	},
	"StateResponse.Created": dateTime,
	"PastResponse.Game":     gameID,
	"ReplayRequest.Record": func() *obj {
		return o("type", "string", "description", recordText)
	},
}

// requestOptional are the members of a request that may be left out
// though they have no omitempty: their zero is the default.
var requestOptional = map[string]bool{
	"ReplayRequest.Step": true,
	"ReplayRequest.As":   true,
}

// names renames the schemas of types whose Go name does not fit a client.
var names = map[string]string{
	"apiError": "Error",
}

// durationPattern is a Go duration as time.ParseDuration reads it.
const durationPattern = `^([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h)(([0-9]+(\.[0-9]*)?|\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))*$`

// recordText describes a record's text form.
const recordText = "A game's record in its text form (kanban.Record, PROTOCOL.md's sibling format): " +
	"the lines \"schema N\", \"rules R\", \"config {...}\" and \"tag NAME VALUE\", then one action a line in the notation. " +
	"The header's lines, as one object, are described by " + wire + "record.schema.json."

func gameID() *obj {
	return o("type", "string", "pattern", "^[0-9a-f]{16}$")
}

func dateTime() *obj { return o("type", "string", "format", "date-time") }

// kindList is the names of the kinds of seat, of the bots' alone if bots.
func kindList(bots bool) []string {
	var out []string
	for _, k := range seatKinds {
		if !bots || k.bot != nil {
			out = append(out, k.name)
		}
	}
	return out
}

// playerColors is the colours a player may have.
func playerColors() []string {
	var out []string
	for c := range kanban.Color(4) {
		out = append(out, c.String())
	}
	return out
}

// docs are the doc comments of the server's types and their fields, and
// of the library's types it describes, by "Type" and "Type.Field".
type docs map[string]string

// readDocs reads the doc comments of the Go files (not the tests) of the
// folders.
func readDocs(dirs ...string) (docs, error) {
	d := docs{}
	fset := token.NewFileSet()
	for _, dir := range dirs {
		files, err := filepath.Glob(filepath.Join(dir, "*.go"))
		if err != nil {
			return nil, err
		}
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			src, err := os.ReadFile(name)
			if err != nil {
				return nil, err
			}
			f, err := parser.ParseFile(fset, name, src, parser.ParseComments|parser.SkipObjectResolution)
			if err != nil {
				return nil, err
			}
			d.read(f.Name.Name, f)
		}
	}
	return d, nil
}

// read records the doc comments of a file's types and their fields,
// by "pkg.Type" and "pkg.Type.Field".
func (d docs) read(pkg string, f *ast.File) {
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.TYPE {
			continue
		}
		for _, spec := range gd.Specs {
			ts := spec.(*ast.TypeSpec)
			doc := ts.Doc
			if doc == nil && len(gd.Specs) == 1 {
				doc = gd.Doc
			}
			d[pkg+"."+ts.Name.Name] = paragraph(doc.Text())
			st, ok := ts.Type.(*ast.StructType)
			if !ok {
				continue
			}
			for _, fl := range st.Fields.List {
				text := fl.Doc.Text()
				if text == "" && fl.Comment != nil {
					text = fl.Comment.Text()
				}
				for _, n := range fl.Names {
					d[pkg+"."+ts.Name.Name+"."+n.Name] = paragraph(text)
				}
			}
		}
	}
}

// of returns the doc comment of a type, or of its field.
func (d docs) of(t reflect.Type, field ...string) string {
	pkg := path.Base(t.PkgPath())
	if t.PkgPath() == reflect.TypeFor[apiError]().PkgPath() {
		pkg = "main" // the server's, whose path is its folder's in a test
	}
	return d[strings.Join(append([]string{pkg, t.Name()}, field...), ".")]
}

// paragraph joins a doc comment's lines into one.
func paragraph(doc string) string { return strings.Join(strings.Fields(doc), " ") }

// answerSchemas makes the component schemas of Go types.
type answerSchemas struct {
	docs    docs
	schemas *obj // by name, as components.schemas holds them
	owners  map[string]reflect.Type
	request map[reflect.Type]bool // the types read from requests
	errs    []string
}

func (g *answerSchemas) fail(format string, args ...any) {
	g.errs = append(g.errs, fmt.Sprintf(format, args...))
}

// schemaName is the name of a type's schema.
func schemaName(t reflect.Type) string {
	if n, ok := names[t.Name()]; ok {
		return n
	}
	r := []rune(t.Name())
	r[0] = unicode.ToUpper(r[0])
	return string(r)
}

// ref returns a reference to the schema of a named struct type of the
// server or the library, making the schema the first time. Request is
// whether the type is read from a request, whose members are required
// only where the server refuses a request without them.
func (g *answerSchemas) ref(t reflect.Type, request bool) *obj {
	name := schemaName(t)
	if owner, ok := g.owners[name]; ok {
		if owner != t {
			g.fail("two types are named %s: %s and %s", name, owner, t)
		}
		if g.request[t] != request {
			g.fail("%s is read from requests and written in answers: it needs two schemas", t)
		}
		return o("$ref", "#/components/schemas/"+name)
	}
	g.owners[name] = t
	g.request[t] = request
	g.schemas.set(name, o()) // its place, for a type that holds itself
	g.schemas.set(name, g.structSchema(t, request))
	return o("$ref", "#/components/schemas/"+name)
}

// structSchema is the closed object encoding/json writes for a struct:
// its exported, tagged fields, in place for an embedded struct.
func (g *answerSchemas) structSchema(t reflect.Type, request bool) *obj {
	props := o()
	var required []string
	g.fields(t, t, request, props, &required)
	s := o("type", "object", "title", schemaName(t), "description", g.docs.of(t))
	s.set("properties", props)
	if len(required) > 0 {
		s.set("required", required)
	}
	s.set("additionalProperties", false)
	return s
}

func (g *answerSchemas) fields(outer, t reflect.Type, request bool, props *obj, required *[]string) {
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() {
			continue
		}
		key, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && key == "" {
			g.fields(outer, f.Type, request, props, required)
			continue
		}
		if key == "" {
			key = f.Name
		}
		name := t.Name() + "." + f.Name
		var s *obj
		if custom := fieldSchemas[outer.Name()+"."+f.Name]; custom != nil {
			s = custom()
		} else if custom := fieldSchemas[name]; custom != nil {
			s = custom()
		} else {
			s = g.schemaOf(f.Type, name, request)
		}
		if doc := g.docs.of(t, f.Name); doc != "" {
			if old, _ := s.get("description").(string); old != "" {
				doc += " " + old
			}
			s.set("description", doc)
		}
		props.set(key, s)
		optional := slices.Contains(strings.Split(opts, ","), "omitempty") || slices.Contains(strings.Split(opts, ","), "omitzero")
		if request && requestOptional[outer.Name()+"."+f.Name] {
			optional = true
		}
		if !optional {
			*required = append(*required, key)
		}
		if !optional && f.Type.Kind() == reflect.Pointer {
			g.fail("%s: a nil pointer without omitempty encodes as null", name)
		}
	}
}

// schemaOf returns the schema of a Go type, in the field name.
func (g *answerSchemas) schemaOf(t reflect.Type, name string, request bool) *obj {
	if ref, ok := wireTypes[t]; ok {
		return o("$ref", ref)
	}
	if t == reflect.TypeFor[time.Time]() {
		return dateTime()
	}
	if t.Implements(reflect.TypeFor[json.Marshaler]()) || reflect.PointerTo(t).Implements(reflect.TypeFor[json.Marshaler]()) ||
		t.Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) {
		g.fail("%s: %s has its own encoding, which fieldSchemas or wireTypes must describe", name, t)
		return o()
	}
	switch t.Kind() {
	case reflect.Bool:
		return o("type", "boolean")
	case reflect.String:
		return o("type", "string")
	case reflect.Int8, reflect.Int16, reflect.Int32:
		return o("type", "integer", "minimum", -(int64(1) << (t.Bits() - 1)), "maximum", int64(1)<<(t.Bits()-1)-1)
	case reflect.Int, reflect.Int64:
		return o("type", "integer")
	case reflect.Uint8, reflect.Uint16, reflect.Uint32:
		return o("type", "integer", "minimum", 0, "maximum", uint64(1)<<t.Bits()-1)
	case reflect.Uint, reflect.Uint64:
		return o("type", "integer", "minimum", 0)
	case reflect.Float32, reflect.Float64:
		return o("type", "number")
	case reflect.Pointer:
		return g.schemaOf(t.Elem(), name, request)
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 && !reflect.PointerTo(t.Elem()).Implements(reflect.TypeFor[interface{ MarshalText() ([]byte, error) }]()) {
			g.fail("%s: a []byte encodes as base64", name)
		}
		return o("type", "array", "items", g.schemaOf(t.Elem(), name, request))
	case reflect.Array:
		return o("type", "array", "items", g.schemaOf(t.Elem(), name, request), "minItems", t.Len(), "maxItems", t.Len())
	case reflect.Struct:
		if t.Name() == "" {
			g.fail("%s: an anonymous struct has no name for its schema", name)
			return o()
		}
		return g.ref(t, request)
	}
	g.fail("%s: no schema for %s", name, t)
	return o()
}

// An operation is one route as the document tells it: what the code does
// not say. Its refusals are read from the code.
type operation struct {
	route   string // the pattern registered: "GET /api/games/{id}/state"
	id      string // its operationId
	tag     string
	summary string
	desc    string
	// auth names the security schemes, any one of which opens it: none
	// is a public route; "" among them lets an anonymous caller in.
	auth   []string
	params []*obj
	// words says the answer holds prose, in the language of the
	// request's ?lang=, lang cookie or Accept-Language.
	words bool
	body  reflect.Type // the JSON request body, if any
	ok    []success    // the answers that are no refusal
}

// A success is an answer that is no refusal: a JSON body of a Go type,
// or another media with its schema.
type success struct {
	status  int
	desc    string
	typ     reflect.Type
	media   string
	schema  *obj
	headers *obj
}

// The security schemes' names.
const (
	seatBearer = "seatToken"
	seatHeader = "tokenHeader"
	seatQuery  = "seatTokenQuery"
	creatorKey = "creatorKey"
)

var (
	seatAuth   = []string{seatBearer, seatHeader}
	streamAuth = []string{seatBearer, seatHeader, seatQuery}
)

func pathParam(name, desc string, schema *obj) *obj {
	return o("name", name, "in", "path", "required", true, "description", desc, "schema", schema)
}

func queryParam(name, desc string, schema *obj) *obj {
	return o("name", name, "in", "query", "description", desc, "schema", schema)
}

var (
	idParam      = pathParam("id", "The game's ID: 16 lowercase hexadecimal digits.", gameID())
	colorParam   = pathParam("color", "The seat's colour.", o("$ref", playerColor))
	streamParams = []*obj{idParam,
		queryParam("from", "The Seq of the first event to send (from 1); without it, and without Last-Event-ID, the stream starts at the first event.", o("type", "integer", "minimum", 1, "maximum", uint64(1)<<32-1)),
		o("name", "Last-Event-ID", "in", "header", "description", "The id of the last event a reconnecting EventSource received: the stream resumes after it, or, when it is beyond the log (an undo took events back), sends a reset to the log's end.", "schema", o("type", "string", "pattern", "^[0-9]+$")),
	}
)

// langParams choose the language of an answer's words: ?lang=, else the
// lang cookie the pages' switch sets, else Accept-Language, else English.
var langParams = []*obj{
	queryParam("lang", "The language of the answer's words (BCP 47: en or de). Without it, the lang cookie, then Accept-Language, then English.", o("type", "string", "examples", []string{"en", "de"})),
	o("name", "Accept-Language", "in", "header", "description", "The languages the client prefers (RFC 9110), used when there is no ?lang= and no lang cookie.", "schema", o("type", "string")),
}

// streamDesc is what every event stream says of its messages.
const streamDesc = "A stream of server-sent events (text/event-stream) that stays open: the game's log from the start " +
	"(or from ?from=N, or after Last-Event-ID), then each event as it is stored, and the game's chat, the messages said before " +
	"the stream opened first. The schema describes the stream as the list of its messages, each message an object of the " +
	"fields of its frame: `event` (left out for an event of the game), `id`, and `data`, whose JSON text is shown parsed. " +
	"A comment line (\": keep-alive\") comes every 20 s of silence; a client ignores it. The stream ends with a frame " +
	"`retry: 1000` and no data when the server stops, so that the client reconnects (to another instance). " +
	"An EventSource gets the events of the game as `message` events and the others by their names."

// operations are every route of the server, in the order Handler
// registers them.
var operations = []operation{
	{route: "POST /api/games", id: "createGame", tag: "games", summary: "Create a game",
		desc: "Sets up a game of 2 to 4 seats in seating order (1 with `solo`), each a person or a bot, and stores it. " +
			"The answer holds each person's seat token and the creator's key: the only time the server tells them.",
		body: reflect.TypeFor[CreateRequest](),
		ok:   []success{{status: 201, desc: "The game, with its secrets.", typ: reflect.TypeFor[CreateResponse]()}}},
	{route: "GET /api/games", id: "listGames", tag: "games", summary: "List the games",
		desc: "The newest games (the server's -list-limit), oldest first, as the database's rows tell them: no token, no status.",
		ok:   []success{{status: 200, desc: "The games.", typ: reflect.TypeFor[[]GameInfo]()}}},
	{route: "GET /api/games/{id}/seat", id: "getSeat", tag: "seat", summary: "The seat a token opens",
		auth: seatAuth, params: []*obj{idParam},
		ok: []success{{status: 200, desc: "The seat.", typ: reflect.TypeFor[SeatResponse]()}}},
	{route: "GET /api/games/{id}/state", id: "getState", tag: "seat", summary: "The game as the seat sees it",
		desc: "Its View, what the game waits for and, on the seat's turn, its legal actions.",
		auth: seatAuth, params: []*obj{idParam},
		words: true, ok: []success{{status: 200, desc: "The state.", typ: reflect.TypeFor[StateResponse]()}}},
	{route: "POST /api/games/{id}/actions", id: "act", tag: "seat", summary: "Play an action",
		desc: "An action as JSON or in the notation, with the version (and state ID) it was chosen against. " +
			"An action the rules refuse is 422 with the rule; one chosen against another state 409, with the game's version and state ID now.",
		auth: seatAuth, params: []*obj{idParam}, body: reflect.TypeFor[ActionRequest](),
		ok: []success{{status: 200, desc: "What the action did; the bots may already have played on, which the event stream tells.", typ: reflect.TypeFor[ActionResponse]()}}},
	{route: "GET /api/games/{id}/events", id: "seatEvents", tag: "seat", summary: "The seat's event stream",
		desc: "Each event as the seat may see it (Event.For). A seat handed to a bot is told (\"handed-over\") and its stream ends. " +
			"The token may come as ?token=, since a browser's EventSource sends no header.",
		auth: streamAuth, params: streamParams,
		words: true, ok: []success{{status: 200, desc: streamDesc, media: "text/event-stream", schema: o("$ref", "#/components/schemas/EventStream")}}},
	{route: "GET /api/games/{id}/spectate", id: "spectate", tag: "spectator", summary: "The game as a spectator sees it",
		desc:   "The public table (View(NoColor)): no hand, no legal actions. No token.",
		params: []*obj{idParam},
		words:  true, ok: []success{{status: 200, desc: "The state.", typ: reflect.TypeFor[StateResponse]()}}},
	{route: "GET /api/games/{id}/spectate/events", id: "spectatorEvents", tag: "spectator", summary: "The spectators' event stream",
		desc:   "Each event as a spectator may see it (Event.For(NoColor)). No token.",
		params: streamParams,
		words:  true, ok: []success{{status: 200, desc: streamDesc, media: "text/event-stream", schema: o("$ref", "#/components/schemas/EventStream")}}},
	{route: "GET /api/games/{id}/past", id: "getPast", tag: "seat", summary: "The table as the seat saw it earlier",
		desc:   "The seat's View after the game's first `at` events: what it was shown then, so nothing hidden. The page shows it when a line of its story is clicked.",
		auth:   seatAuth,
		params: []*obj{idParam, o("name", "at", "in", "query", "required", true, "description", "The version: 1 to the game's.", "schema", o("type", "integer", "minimum", 1))},
		ok:     []success{{status: 200, desc: "The View then.", typ: reflect.TypeFor[PastResponse]()}}},
	{route: "GET /api/games/{id}/spectate/past", id: "spectatePast", tag: "spectator", summary: "The table as a spectator saw it earlier",
		desc:   "The public table after the game's first `at` events. No token.",
		params: []*obj{idParam, o("name", "at", "in", "query", "required", true, "description", "The version: 1 to the game's.", "schema", o("type", "integer", "minimum", 1))},
		ok:     []success{{status: 200, desc: "The View then.", typ: reflect.TypeFor[PastResponse]()}}},
	{route: "POST /api/games/{id}/undo", id: "undo", tag: "seat", summary: "Take back the seat's last action",
		desc: "With the bots' actions after it, while nothing hidden was revealed since and no other person acted. Every stream of the game sends a reset.",
		auth: seatAuth, params: []*obj{idParam}, body: reflect.TypeFor[UndoRequest](),
		ok: []success{{status: 200, desc: "What the undo did.", typ: reflect.TypeFor[UndoResponse]()}}},
	{route: "POST /api/games/{id}/seats/{color}/bot", id: "handOver", tag: "creator", summary: "Hand a person's seat to a bot",
		desc: "With the creator's key. The seat's token stops opening it, and its streams are told and end.",
		auth: []string{creatorKey, seatHeader}, params: []*obj{idParam, colorParam}, body: reflect.TypeFor[HandOverRequest](),
		ok: []success{{status: 200, desc: "The game as the lobby shows it.", typ: reflect.TypeFor[GameInfo]()}}},
	{route: "GET /api/games/{id}/record", id: "getRecord", tag: "finished", summary: "A finished game's record",
		desc:   "Its kanban.Record in the text form, tagged with the game's ID, its date and who played each colour. No token: a game in play is 409, since a record holds the seed.",
		params: []*obj{idParam},
		ok: []success{{status: 200, desc: "The record, as the attachment kanban-ID.txt.", media: "text/plain; charset=utf-8",
			schema:  o("type", "string", "description", recordText),
			headers: o("Content-Disposition", o("description", "attachment; filename=\"kanban-ID.txt\"", "schema", o("type", "string")))}}},
	{route: "GET /api/games/{id}/replay", id: "getReplay", tag: "finished", summary: "A finished game played to a step",
		params: []*obj{idParam,
			queryParam("step", "How many of its actions to play: 0 (the default) is the setup.", o("type", "integer", "minimum", 0)),
			queryParam("as", "Whom to show the table as: a player's colour, or none (the default), a spectator.", o("$ref", wire+"defs.schema.json#/$defs/Color")),
		},
		words: true, ok: []success{{status: 200, desc: "The game at the step.", typ: reflect.TypeFor[ReplayResponse]()}}},
	{route: "POST /api/replay", id: "replayRecord", tag: "finished", summary: "A record played to a step",
		desc:  "A record sent in the body (at most 256 KiB, 5,000 actions), played to a step as a viewer sees it.",
		body:  reflect.TypeFor[ReplayRequest](),
		words: true, ok: []success{{status: 200, desc: "The game at the step.", typ: reflect.TypeFor[ReplayResponse]()}}},
	{route: "POST /api/games/{id}/chat", id: "say", tag: "chat", summary: "Say something at the table",
		desc: "As the seat whose token the request carries, or, with none, as a spectator if the game's creator allowed it. The message goes out on every stream of the game as a \"chat\" event.",
		auth: []string{seatBearer, seatHeader, ""}, params: []*obj{idParam}, body: reflect.TypeFor[SayRequest](),
		words: true, ok: []success{{status: 201, desc: "The message, numbered.", typ: reflect.TypeFor[Message]()}}},
	{route: "GET /api/games/{id}/chat", id: "getChat", tag: "chat", summary: "The table talk",
		params: []*obj{idParam, queryParam("after", "List only the messages after this one's number.", o("type", "integer", "minimum", 0))},
		words:  true, ok: []success{{status: 200, desc: "The messages, oldest first.", typ: reflect.TypeFor[ChatResponse]()}}},
	{route: "GET /healthz", id: "health", tag: "operator", summary: "Liveness",
		desc: "The process serves HTTP. Answered for any Host.",
		ok:   []success{{status: 200, desc: "Alive.", media: "application/json", schema: statusSchema("ok")}}},
	{route: "GET /readyz", id: "ready", tag: "operator", summary: "Readiness",
		desc: "The database answers and the server is not stopping: a load balancer sends no new requests to an instance that answers 503. Answered for any Host.",
		ok:   []success{{status: 200, desc: "Ready.", media: "application/json", schema: statusSchema("ready")}}},
	{route: "GET /metrics", id: "metrics", tag: "operator", summary: "Prometheus metrics",
		desc: "The server's metrics in Prometheus's text exposition format. Answered for any Host.",
		ok:   []success{{status: 200, desc: "The metrics.", media: "text/plain", schema: o("type", "string")}}},
	{route: "GET /{$}", id: "lobbyPage", tag: "pages", summary: "The lobby page",
		ok: []success{{status: 200, desc: "The page.", media: "text/html; charset=utf-8", schema: o("type", "string")}}},
	{route: "GET /api/catalogue", id: "getCatalogue", tag: "games", summary: "An edition's printed contents",
		desc:   "What a page needs beside the View to draw the table and say what each card says, the same for every game of an edition: the built-in one, or the one whose digest ?edition= gives (the View's edition names it).",
		params: []*obj{queryParam("edition", "The edition's digest; the built-in edition's when left out.", o("type", "string"))},
		words:  true, ok: []success{{status: 200, desc: "The catalogue, cacheable for an hour.", typ: reflect.TypeFor[Catalogue]()}}},
	{route: "GET /api/editions", id: "listEditions", tag: "games", summary: "The editions the server plays",
		desc: "The built-in one first, then by name.",
		ok:   []success{{status: 200, desc: "The editions.", typ: reflect.TypeFor[[]EditionInfo]()}}},
	{route: "GET /replay", id: "replayPage", tag: "pages", summary: "The replay viewer",
		desc: "#game=ID opens a finished game; the page also loads a record file.",
		ok:   []success{{status: 200, desc: "The page.", media: "text/html; charset=utf-8", schema: o("type", "string")}}},
	{route: "GET /game/{id}", id: "gamePage", tag: "pages", summary: "A game's page",
		desc:   "With #token=TOKEN (which the browser never sends) it plays that seat, and is that seat's invite link; without, it watches.",
		params: []*obj{pathParam("id", "The game's ID.", o("type", "string"))},
		ok:     []success{{status: 200, desc: "The page.", media: "text/html; charset=utf-8", schema: o("type", "string")}}},
	{route: "GET /favicon.ico", id: "favicon", tag: "pages", summary: "The pages' icon",
		ok: []success{{status: 301, desc: "Sent to /static/favicon.svg, with a line of HTML that links it.", media: "text/html; charset=utf-8", schema: o("type", "string"),
			headers: o("Location", o("schema", o("type", "string", "const", "/static/favicon.svg")))}}},
	{route: "GET /static/", id: "staticFile", tag: "pages", summary: "The pages' scripts, styles and pictures",
		params: []*obj{pathParam("path", "The file's path under web/ (it may hold slashes).", o("type", "string"))},
		ok:     []success{{status: 200, desc: "The file.", media: "*/*", schema: o("type", "string")}}},
}

func statusSchema(status string) *obj {
	return o("type", "object", "properties", o("status", o("type", "string", "const", status)), "required", []string{"status"}, "additionalProperties", false)
}

// docPath returns the method and the document's path of a pattern: a
// pattern that ends in / (a subtree) takes the rest as {path}, and {$}
// is left out.
func docPath(pattern string) (method, path string) {
	method, path, _ = strings.Cut(pattern, " ")
	path = strings.TrimSuffix(path, "{$}")
	if strings.HasSuffix(path, "/") && path != "/" {
		path += "{path}"
	}
	return strings.ToLower(method), path
}

// errorCodes say what each refusal's code means, for the answers'
// descriptions: every code the code writes has one.
var errorCodes = map[string]string{
	"bad_host":         "the Host header is none of those the server serves (-hosts)",
	"bad_origin":       "the request comes from another site's page (Origin, Sec-Fetch-Site) than the server's own or -origins'",
	"bad_content_type": "a POST's body is not sent as Content-Type: application/json",
	"bad_request":      "the request is malformed: a query parameter or header that does not read, a body that does not, an action sent both ways or with another version",
	"bad_json":         "the body is not the JSON expected: its keys are spelled exactly and each once, and none is unknown",
	"too_large":        "the body is longer than the route takes",
	"no_token":         "no token was sent (WWW-Authenticate says how)",
	"wrong_token":      "the token is no seat's of this game, or the seat's was handed to a bot",
	"no_key":           "the creator's key was not sent",
	"wrong_key":        "the key is not this game's creator's",
	"no_game":          "there is no game of this ID",
	"no_seat":          "the game has no seat of this colour",
	"bad_version":      "`at` is not one of the game's versions",
	"broken_game":      "the game's stored row or log is broken: it is not served, and the message says why",
	"bad_game":         "the game asked for is one the rules or the server's bounds refuse",
	"rate_limited":     "this client creates games too fast (Retry-After)",
	"server_full":      "the server holds its most games in play (Retry-After)",
	"no_database":      "the database does not answer",
	"stopping":         "the server is stopping",
	"internal":         "the server failed; the game is as it was",
	"store":            "the message could not be stored",
	"cancelled":        "the request was cancelled",
	"no_version":       "the version the request was made against was not sent",
	"no_action":        "no action was sent",
	"bad_notation":     "the notation is not an action's",
	"other_seat":       "it is another player's turn",
	"stale_version":    "the request was made against another state of the game than its own now: the answer's version and state_id say which",
	"illegal_action":   "the rules refuse the action: rule and reason say why",
	"cannot_undo":      "the seat's last action cannot be taken back: something hidden was revealed since, another person acted after it, the game is over, or the seat has taken none",
	"already_bot":      "the seat is a bot's already",
	"game_over":        "the game is over",
	"bad_bot":          "the bot asked for is one the server's bounds refuse",
	"in_play":          "the game is in play: its record, which deals every hidden card, is told once it is over (version is the game's now)",
	"bad_step":         "the step is not one of the game's: 0 (the setup) to its number of actions",
	"bad_viewer":       "the colour plays no seat of this game",
	"bad_record":       "the record does not read or play: line names the line it fails at",
	"record_too_long":  "the record has more actions than a replay plays",
	"too_many_streams": "too many event streams are open: this game's or this client's (429), or the server's (503); Retry-After",
	"bad_message":      "the message is empty, longer than 500 characters, or holds a control character",
	"chat_rate":        "this author said 5 messages in the last 10 seconds (Retry-After)",
	"chat_full":        "the game's chat holds its 1,000 messages",
	"no_edition":       "the server plays no edition of this digest",
	"handed_over":      "the seat was handed to a bot",
}

// streamMessages are the messages of an event stream by the name of
// their server-sent event ("" for an event of the game, "retry" for the
// frame that asks the client to reconnect), each a schema of the frame's
// fields, in the order the document lists them.
var streamMessages = []struct {
	event, name, desc string
	schema            func() *obj
}{
	{"", "GameEventMessage", "An event of the game, as the viewer may see it, and what the server says of it; its id is its Seq.",
		func() *obj {
			return frame(nil, o("type", "string", "pattern", "^[1-9][0-9]*$"), o("$ref", "#/components/schemas/StreamEvent"))
		}},
	{"reset", "ResetMessage", "The game's log was cut back to the version its data and id say (an undo): the client drops the events it holds after it, and the stream goes on from there.",
		func() *obj {
			return frame(o("type", "string", "const", "reset"), o("type", "string", "pattern", "^[0-9]+$"), o("$ref", "#/components/schemas/Reset"))
		}},
	{"chat", "ChatMessage", "A message of the table talk.",
		func() *obj {
			return frame(o("type", "string", "const", "chat"), nil, o("$ref", "#/components/schemas/Message"))
		}},
	{"handed-over", "HandedOverMessage", "The seat was handed to a bot: its token opens it no more, and the stream ends (a seat's stream only). The client may follow the game as a spectator.",
		func() *obj {
			return frame(o("type", "string", "const", "handed-over"), nil, errorOf("handed_over"))
		}},
	{"broken", "BrokenMessage", "The game's log was found broken: the stream ends.",
		func() *obj { return frame(o("type", "string", "const", "broken"), nil, errorOf("broken_game")) }},
	{"retry", "RetryMessage", "The server stops: the client reconnects after this many milliseconds, to another instance.",
		func() *obj {
			return o("type", "object", "properties", o("retry", o("type", "integer", "minimum", 0)), "required", []string{"retry"}, "additionalProperties", false)
		}},
}

// frame is the schema of a server-sent event's fields: event and id when
// it has them.
func frame(event, id, data *obj) *obj {
	props := o()
	var required []string
	if event != nil {
		props.set("event", event)
		required = append(required, "event")
	}
	if id != nil {
		props.set("id", id)
		required = append(required, "id")
	}
	props.set("data", data)
	required = append(required, "data")
	return o("type", "object", "properties", props, "required", required, "additionalProperties", false)
}

// errorOf is the schema of a refusal of one of codes.
func errorOf(codes ...string) *obj {
	return o("allOf", []*obj{
		o("$ref", "#/components/schemas/Error"),
		o("type", "object", "properties", o("error", o("type", "string", "enum", codes)), "required", []string{"error"}),
	})
}

// generateOpenAPI writes the document from the server's source in dir.
func generateOpenAPI(dir string) ([]byte, error) {
	d, err := readDocs(dir, filepath.Join(dir, "..", ".."))
	if err != nil {
		return nil, err
	}
	code, err := readServerCode(dir)
	if err != nil {
		return nil, err
	}
	errs := slices.Clone(code.errs)
	g := &answerSchemas{docs: d, schemas: o(), owners: map[string]reflect.Type{}, request: map[reflect.Type]bool{}}
	g.ref(reflect.TypeFor[apiError](), false)
	g.schemas.sub("Error").sub("properties").set("error", o("type", "string",
		"description", "The refusal's code, for a program to test: each answer's description lists those it may have."))
	g.ref(reflect.TypeFor[StreamEvent](), false)
	g.ref(reflect.TypeFor[Reset](), false)
	g.ref(reflect.TypeFor[Message](), false)

	guard := code.reach(code.funcs[".guard"])
	guarded := map[string]bool{"bad_host": true, "bad_origin": true, "bad_content_type": true}
	for a := range guard.answers {
		if !guarded[a.code] {
			errs = append(errs, fmt.Sprintf("the guard refuses %d %s, which generateOpenAPI does not give the routes", a.status, a.code))
		}
	}

	paths := o()
	events := map[string]bool{} // the server-sent events the streams write
	for _, op := range operations {
		facts := code.routes[op.route]
		if facts == nil {
			errs = append(errs, fmt.Sprintf("%s: no such route in the code", op.route))
			continue
		}
		facts = code.reach(facts)
		method, path := docPath(op.route)
		if paths.sub(path) == nil {
			paths.set(path, o())
		}
		paths.sub(path).set(method, g.operation(op, facts, &errs))
		for e := range facts.events {
			events[e] = true
		}
	}

	schemas := g.schemas
	var stream []*obj
	for _, m := range streamMessages {
		if !events[m.event] {
			errs = append(errs, fmt.Sprintf("the streams write no %q event", m.event))
		}
		delete(events, m.event)
		s := m.schema()
		s.set("title", m.name)
		s.set("description", m.desc)
		schemas.set(m.name, s)
		stream = append(stream, o("$ref", "#/components/schemas/"+m.name))
	}
	for e := range events {
		errs = append(errs, fmt.Sprintf("the streams write %q events, which streamMessages does not describe", e))
	}
	schemas.set("EventStream", o("type", "array", "title", "EventStream",
		"description", "The messages of an event stream, in the order sent: "+streamDesc,
		"items", o("oneOf", stream)))
	errs = append(errs, g.errs...)
	if len(errs) > 0 {
		slices.Sort(errs)
		return nil, fmt.Errorf("openapi.json:\n%s", strings.Join(slices.Compact(errs), "\n"))
	}

	doc := o(
		"openapi", "3.1.0",
		"jsonSchemaDialect", "https://json-schema.org/draft/2020-12/schema",
		"info", o("title", "Kanban EV web host",
			"version", fmt.Sprintf("unreleased; wire format %d", kanban.SchemaVersion),
			"description", "The HTTP API of examples/server, the web host of the kanban library: its JSON routes, "+
				"its event streams and its pages (README.md tells each at length). Generated from the server's Go types, "+
				"its table of operations and the refusals its handlers' code writes by examples/server's TestOpenAPI: do not edit. "+
				"The library's own wire types (View, Action, Event, Decision, Config...) are references to the JSON Schemas "+
				"of schema/. The server's objects are closed: they list every member this version writes and reads; "+
				"a later version may add members, which a client ignores. A refusal is an Error: its code in error, a message "+
				"for a person, and members some refusals add (rule and reason, version and state_id, line). Every route answers "+
				"421 (bad_host) to a Host the server does not serve (the operator's routes excepted), and a POST 403 (bad_origin) "+
				"and 415 (bad_content_type) as the guard refuses them."),
		"servers", []*obj{o("url", "/")},
		"tags", []*obj{
			o("name", "games", "description", "Create and list games; the printed contents."),
			o("name", "seat", "description", "A seat's routes, with its token."),
			o("name", "spectator", "description", "Watching a game, with no token."),
			o("name", "creator", "description", "The creator's route, with the creator's key."),
			o("name", "chat", "description", "The table talk."),
			o("name", "finished", "description", "Records and replays."),
			o("name", "operator", "description", "For whoever runs the server."),
			o("name", "pages", "description", "The browser's pages and files."),
		},
		"paths", paths,
		"components", o(
			"schemas", schemas,
			"securitySchemes", o(
				seatBearer, o("type", "http", "scheme", "bearer",
					"description", "A seat's token (CreateResponse.tokens[].token) as Authorization: Bearer TOKEN."),
				seatHeader, o("type", "apiKey", "in", "header", "name", "X-Kanban-Token",
					"description", "The same token (or, for the creator's route, the creator's key) in a header of its own, taken when there is no Authorization header."),
				seatQuery, o("type", "apiKey", "in", "query", "name", "token",
					"description", "A seat's token in the query: taken by the event streams only, since a browser's EventSource sends no header."),
				creatorKey, o("type", "http", "scheme", "bearer",
					"description", "The creator's key (CreateResponse.creator) as Authorization: Bearer KEY: it hands a person's seat to a bot."),
			),
		),
	)
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return nil, err
	}
	return append(b, '\n'), nil
}

// operation is the document's operation object of op, whose handler
// writes facts.
func (g *answerSchemas) operation(op operation, facts *codeFacts, errs *[]string) *obj {
	method, _ := docPath(op.route)
	out := o("operationId", op.id, "tags", []string{op.tag}, "summary", op.summary, "description", op.desc)
	params := op.params
	if op.words {
		params = append(slices.Clip(params), langParams...)
	}
	if len(params) > 0 {
		out.set("parameters", params)
	}
	var security []*obj
	for _, s := range op.auth {
		if s == "" {
			security = append(security, o())
		} else {
			security = append(security, o(s, []string{}))
		}
	}
	if security == nil {
		security = []*obj{}
	}
	out.set("security", security)
	if op.body != nil {
		out.set("requestBody", o("required", true, "content", o("application/json", o("schema", g.ref(op.body, true)))))
	}
	responses := o()
	found := map[int]bool{}
	refusals := map[int][]string{}
	for a := range facts.answers {
		if a.code == "" && a.status < 400 {
			found[a.status] = true
			continue
		}
		refusals[a.status] = append(refusals[a.status], a.code)
	}
	if !isOperatorRoute(strings.TrimPrefix(op.route, "GET ")) {
		refusals[421] = append(refusals[421], "bad_host")
	}
	if method == "post" {
		refusals[403] = append(refusals[403], "bad_origin")
		refusals[415] = append(refusals[415], "bad_content_type")
	}
	var statuses []int
	for _, s := range op.ok {
		statuses = append(statuses, s.status)
		if !found[s.status] && s.status != http.StatusOK {
			*errs = append(*errs, fmt.Sprintf("%s: the handler never answers %d", op.route, s.status))
		}
		delete(found, s.status)
	}
	for s := range found {
		*errs = append(*errs, fmt.Sprintf("%s: the handler answers %d, which operations does not describe", op.route, s))
	}
	for s := range refusals {
		statuses = append(statuses, s)
	}
	slices.Sort(statuses)
	for _, status := range slices.Compact(statuses) {
		key := fmt.Sprint(status)
		if i := slices.IndexFunc(op.ok, func(s success) bool { return s.status == status }); i >= 0 {
			s := op.ok[i]
			r := o("description", s.desc)
			if s.headers != nil {
				r.set("headers", s.headers)
			}
			switch {
			case s.typ != nil:
				r.set("content", o("application/json", o("schema", g.schemaOf(s.typ, op.id, false))))
			case s.schema != nil:
				r.set("content", o(s.media, o("schema", s.schema)))
			}
			responses.set(key, r)
			continue
		}
		codes := refusals[status]
		slices.Sort(codes)
		codes = slices.Compact(codes)
		var lines []string
		for _, c := range codes {
			if c == "" {
				lines = append(lines, http.StatusText(status))
				continue
			}
			what, ok := errorCodes[c]
			if !ok {
				*errs = append(*errs, fmt.Sprintf("%s: errorCodes does not say what %s means", op.route, c))
			}
			lines = append(lines, c+": "+what+".")
		}
		r := o("description", strings.Join(lines, " "))
		if slices.Contains(codes, "") {
			r.set("content", o("text/plain", o("schema", o("type", "string"))))
		} else {
			r.set("content", o("application/json", o("schema", errorOf(codes...))))
		}
		if status == http.StatusTooManyRequests || slices.ContainsFunc(codes, func(c string) bool { return strings.Contains(errorCodes[c], "Retry-After") }) {
			r.set("headers", o("Retry-After", o("description", "Seconds to wait before trying again.", "schema", o("type", "integer", "minimum", 0))))
		}
		if status == http.StatusUnauthorized {
			r.set("headers", o("WWW-Authenticate", o("schema", o("type", "string", "const", `Bearer realm="kanban"`))))
		}
		responses.set(key, r)
	}
	out.set("responses", responses)
	return out
}
