package schema

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/santhosh-tekuri/jsonschema/v6"
	"github.com/stretchr/testify/require"
)

// compiled returns the checked-in schemas, compiled by a validator, by
// file name.
func compiled(t *testing.T) map[string]*jsonschema.Schema {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(dir, "*.schema.json"))
	require.NoError(t, err)
	c := jsonschema.NewCompiler()
	c.DefaultDraft(jsonschema.Draft2020)
	for _, p := range paths {
		f, err := os.Open(p)
		require.NoError(t, err)
		doc, err := jsonschema.UnmarshalJSON(f)
		f.Close()
		require.NoError(t, err, p)
		require.NoError(t, c.AddResource(base+filepath.Base(p), doc))
	}
	out := map[string]*jsonschema.Schema{}
	for _, p := range paths {
		name := filepath.Base(p)
		s, err := c.Compile(base + name)
		require.NoError(t, err, name)
		out[strings.TrimSuffix(name, ".schema.json")] = s
	}
	return out
}

// valid fails unless v's JSON is valid under s.
func valid(t *testing.T, s *jsonschema.Schema, what string, v any) {
	t.Helper()
	b, ok := v.([]byte)
	if !ok {
		var err error
		b, err = json.Marshal(v)
		require.NoError(t, err, what)
	}
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(b)))
	require.NoError(t, err, what)
	if err := s.Validate(doc); err != nil {
		t.Fatalf("%s does not fit its schema: %v\n%.2000s", what, err, b)
	}
}

// TestSchemaGames plays whole random games, of 2 to 4 players and solo,
// and validates what the library really writes: every host event and
// every player's copy of it, each seat's View and Decision (every few
// steps), positions, and the record's header. With -short it plays the
// 2-player and the solo game only.
func TestSchemaGames(t *testing.T) {
	schemas := compiled(t)
	games := []kanban.Config{
		{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue, ExpertSide: true}}, Seed: 11},
		{Players: []kanban.PlayerConfig{{Color: kanban.Yellow}, {Color: kanban.Purple}, {Color: kanban.Red}}, Seed: 12, SandraReward: true},
		{Players: []kanban.PlayerConfig{{Color: kanban.Blue}, {Color: kanban.Red}, {Color: kanban.Yellow}, {Color: kanban.Purple}}, Seed: 13},
		{Players: []kanban.PlayerConfig{{Color: kanban.Purple}}, Seed: 14, Solo: &kanban.SoloConfig{RandomDifficulty: true}},
	}
	if testing.Short() {
		games = []kanban.Config{games[0], games[3]} // 2 players and solo
	}
	for _, cfg := range games {
		t.Run(fmt.Sprintf("%dplayers-solo%t", len(cfg.Players), cfg.Solo != nil), func(t *testing.T) {
			valid(t, schemas["config"], "the config", cfg)
			s, log, err := kanban.New(cfg)
			require.NoError(t, err)
			seats := []kanban.Color{kanban.NoColor}
			for _, p := range cfg.Players {
				seats = append(seats, p.Color)
			}
			rng := rand.New(rand.NewPCG(cfg.Seed, 1))
			checked := 0
			for step := 0; !s.IsOver(); step++ {
				if step%20 == 0 {
					for _, p := range seats {
						v := s.View(p)
						valid(t, schemas["view"], fmt.Sprintf("step %d: %v's view", step, p), v)
						valid(t, schemas["decision"], fmt.Sprintf("step %d: the decision", step), v.Next)
					}
				}
				if step%150 == 0 {
					valid(t, schemas["position"], fmt.Sprintf("step %d: the position", step), s)
				}
				legal := s.LegalActions()
				a := legal[rng.IntN(len(legal))]
				if step%5 == 0 {
					a.Version = s.Version()
				}
				valid(t, schemas["action"], fmt.Sprintf("step %d: %v", step, a), a)
				s, log, err = kanban.AppendApply(log, s, a)
				require.NoError(t, err)
			}
			// Every kind's first events, and every 10th, to keep it fast:
			// each is tried against every kind of the union.
			seen := map[kanban.EventKind]int{}
			for i, e := range log {
				if seen[e.Kind]++; seen[e.Kind] > 3 && i%10 != 0 {
					continue
				}
				valid(t, schemas["event"], fmt.Sprintf("event %d (%v)", i, e.Kind), e)
				for _, p := range seats {
					valid(t, schemas["player-event"], fmt.Sprintf("event %d (%v) for %v", i, e.Kind, p), e.For(p))
				}
				checked++
			}
			for _, p := range seats {
				v := s.View(p)
				valid(t, schemas["view"], fmt.Sprintf("the end: %v's view", p), v)
				valid(t, schemas["decision"], "the end: the decision", v.Next)
			}
			valid(t, schemas["position"], "the last position", s)
			rec, err := kanban.RecordOf(log)
			require.NoError(t, err)
			rec.Tags = append(rec.Tags, kanban.Tag{Name: "event", Value: "schema test"})
			valid(t, schemas["record"], "the record's header", recordHeader(t, rec.String()))
			t.Logf("%d of %d events checked, %d actions", checked, len(log), len(rec.Actions))
		})
	}
}

// recordHeader reads the header lines of a record's text into the object
// record.schema.json describes.
func recordHeader(t *testing.T, text string) []byte {
	t.Helper()
	h := map[string]any{}
	var tags []map[string]string
	for _, line := range strings.Split(text, "\n")[1:] {
		if line == "" {
			break
		}
		word, rest, _ := strings.Cut(line, " ")
		switch word {
		case "schema":
			var n int
			_, err := fmt.Sscan(rest, &n)
			require.NoError(t, err)
			h["schema"] = n
		case "rules":
			h["rules"] = rest
		case "config":
			h["config"] = json.RawMessage(rest)
		case "tag":
			name, value, _ := strings.Cut(rest, " ")
			tags = append(tags, map[string]string{"name": name, "value": value})
		}
	}
	if tags != nil {
		h["tags"] = tags
	}
	b, err := json.Marshal(h)
	require.NoError(t, err)
	return b
}

// TestSchemaProtocol seats a program, in this process, through a
// bots.Pipe for a whole game, and validates every line the host writes
// and every answer the program gives.
func TestSchemaProtocol(t *testing.T) {
	schemas := compiled(t)
	toProgram, fromHost := io.Pipe()
	fromProgram, toHost := io.Pipe()
	pipe := bots.NewPipe(fromHost, fromProgram, 5*time.Second)
	seen := map[string]int{}
	done := make(chan error, 1)
	go func() {
		defer toHost.Close()
		in := bufio.NewScanner(toProgram)
		in.Buffer(nil, 16<<20)
		rng := rand.New(rand.NewPCG(3, 4))
		for in.Scan() {
			line := in.Bytes()
			var msg struct {
				Type  string `json:"type"`
				N     int    `json:"n"`
				Legal []struct {
					ID     int    `json:"id"`
					Action string `json:"action"`
				} `json:"legal"`
			}
			if err := json.Unmarshal(line, &msg); err != nil {
				done <- err
				return
			}
			if doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(line))); err != nil {
				done <- err
				return
			} else if err := schemas["protocol"].Validate(doc); err != nil {
				done <- fmt.Errorf("a %s message does not fit: %v\n%.2000s", msg.Type, err, line)
				return
			}
			seen[msg.Type]++
			var answer string
			switch msg.Type {
			case "hello":
				answer = `{"name":"schema test","observation":true}`
			case "decision":
				a := msg.Legal[rng.IntN(len(msg.Legal))]
				switch seen["decision"] % 3 {
				case 0:
					answer = fmt.Sprintf(`{"id":%d,"n":%d}`, a.ID, msg.N)
				case 1:
					answer = fmt.Sprintf(`{"action":%q}`, a.Action)
				default:
					answer = fmt.Sprintf(`{"id":%d}`, a.ID)
				}
				if seen["decision"] == 2 {
					answer = `{"id":999999999}` // refused: unknown-id
				}
			default:
				continue
			}
			if doc, err := jsonschema.UnmarshalJSON(strings.NewReader(answer)); err != nil {
				done <- err
				return
			} else if err := schemas[map[bool]string{true: "hello-answer", false: "answer"}[msg.Type == "hello"]].Validate(doc); err != nil {
				done <- fmt.Errorf("the answer %s does not fit: %v", answer, err)
				return
			}
			if _, err := fmt.Fprintln(toHost, answer); err != nil {
				done <- err
				return
			}
		}
		done <- in.Err()
	}()

	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}, Seed: 21}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	other := bots.NewRandom(5)
	require.NoError(t, pipe.Start(cfg, kanban.Red))
	refused := 0
	for !s.IsOver() {
		d := s.Next()
		turn, err := bots.NewTurn(s, d.Player)
		require.NoError(t, err)
		var a kanban.Action
		if d.Player == kanban.Red {
			a, err = pipe.Act(turn)
			if re := (*bots.RefusedError)(nil); errors.As(err, &re) {
				refused++
				a, err = other.Act(turn)
			}
		} else {
			a, err = other.Act(turn)
		}
		if err != nil {
			select {
			case perr := <-done:
				t.Fatalf("%v; the program: %v", err, perr)
			case <-time.After(time.Second):
				t.Fatal(err)
			}
		}
		s, _, err = kanban.Apply(s, a)
		require.NoError(t, err)
	}
	require.NoError(t, pipe.End(s))
	require.NoError(t, pipe.Close())
	fromHost.Close()
	require.NoError(t, <-done)
	require.Equal(t, 1, refused)
	for _, typ := range []string{"hello", "decision", "refused", "end"} {
		require.Positive(t, seen[typ], "no %s message was seen", typ)
	}
}
