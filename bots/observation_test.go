package bots_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"math"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/components"
	"github.com/stretchr/testify/require"
	"pgregory.net/rapid"
)

// span returns the span of the observation vector of that name.
func span(t require.TestingT, name string) bots.ObservationField {
	for _, f := range bots.ObservationLayout() {
		if f.Name == name {
			return f
		}
	}
	require.Fail(t, "no span "+name)
	return bots.ObservationField{}
}

// spansAt names the spans holding the given indices, in layout order.
func spansAt(at []int) []string {
	var out []string
	for _, f := range bots.ObservationLayout() {
		for _, i := range at {
			if i >= f.Offset && i < f.Offset+f.Size {
				out = append(out, f.Name)
				break
			}
		}
	}
	return out
}

// differ returns the indices where two observations differ.
func differ(a, b []float32) []int {
	var out []int
	for i := range a {
		if a[i] != b[i] {
			out = append(out, i)
		}
	}
	return out
}

// checkObservation checks one observation: its size, and that every value
// is finite and not negative.
func checkObservation(t require.TestingT, obs []float32) {
	require.Len(t, obs, bots.ObservationSize)
	for i, x := range obs {
		if math.IsNaN(float64(x)) || math.IsInf(float64(x), 0) || x < 0 {
			require.Fail(t, fmt.Sprintf("value %d (%v) is %v", i, spansAt([]int{i}), x))
		}
	}
}

// TestObserveProperty observes random positions of games of 2 to 4 players
// through each player's View and a spectator's: always ObservationSize
// values, finite and not negative, appended after what dst held.
func TestObserveProperty(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		seed := rapid.Uint64().Draw(t, "seed")
		n := rapid.IntRange(2, 4).Draw(t, "players")
		steps := rapid.IntRange(0, 600).Draw(t, "steps")
		s := playRandom(t, newGame(t, seed, n), rand.New(rand.NewPCG(seed, 2)), steps, nil)
		for _, c := range colors {
			prefix := []float32{7, 8}
			obs := bots.Observe(s.View(c), slices.Clone(prefix))
			require.Equal(t, prefix, obs[:len(prefix)])
			checkObservation(t, obs[len(prefix):])
		}
	})
}

// playerBlock returns the size of a player block.
func playerBlock(t require.TestingT) int {
	return (bots.ObservationSize - span(t, "players[0].present").Offset) / components.NumColors
}

// TestObserveSlots checks the player blocks: slot 0 is the viewer, the
// others follow in seating order, and slots with no player are all zeros,
// whatever the player count.
func TestObserveSlots(t *testing.T) {
	for n := 2; n <= 4; n++ {
		t.Run(fmt.Sprintf("players-%d", n), func(t *testing.T) {
			s := playRandom(t, newGame(t, uint64(n), n), rand.New(rand.NewPCG(1, 1)), 150, nil)
			players := s.Players()
			for i, c := range players {
				obs := bots.Observe(s.View(c), nil)
				for slot := range components.NumColors {
					present := span(t, fmt.Sprintf("players[%d].present", slot))
					pp := span(t, fmt.Sprintf("players[%d].pp", slot))
					if slot >= n {
						block := obs[present.Offset : present.Offset+playerBlock(t)]
						require.Equal(t, make([]float32, len(block)), block, "slot %d of %d players", slot, n)
						continue
					}
					b, _ := s.Player(players[(i+slot)%n])
					require.Equal(t, float32(1), obs[present.Offset])
					require.Equal(t, float32(b.PP)/100, obs[pp.Offset], "slot %d of %v's View is %v", slot, c, b.Color)
				}
			}
		})
	}
}

// position is a state's position in JSON, decoded into plain values for
// editing: objects as maps, lists as slices, numbers as json.Number.
type position map[string]any

func positionOf(t *testing.T, s kanban.GameState) position {
	b, err := json.Marshal(s)
	require.NoError(t, err)
	return decodePosition(t, b)
}

func decodePosition(t *testing.T, b []byte) position {
	d := json.NewDecoder(bytes.NewReader(b))
	d.UseNumber()
	var p position
	require.NoError(t, d.Decode(&p))
	return p
}

// state encodes the edited position and decodes it as a GameState, which
// checks it (strictly, refusing a position the rules cannot reach).
func (p position) state(t *testing.T) kanban.GameState {
	b, err := json.Marshal(p)
	require.NoError(t, err)
	var s kanban.GameState
	require.NoError(t, json.Unmarshal(b, &s))
	return s
}

func (p position) board() map[string]any { return p["board"].(map[string]any) }

func (p position) players() []any { return p["players"].([]any) }

// list returns the list under key of an object.
func list(obj map[string]any, key string) []any { return obj[key].([]any) }

// others returns the boards of the players other than c.
func (p position) others(c kanban.Color) []map[string]any {
	var out []map[string]any
	for _, b := range p.players() {
		if b := b.(map[string]any); b["color"] != c.String() {
			out = append(out, b)
		}
	}
	return out
}

// memory returns a number of the position's memory member (what the
// table saw of the hidden orders), 0 when it is left out.
func (p position) memory(key string) int {
	m, _ := p["memory"].(map[string]any)
	n, _ := m[key].(json.Number)
	v, _ := n.Int64()
	return int(v)
}

// unseenKanban returns the Kanban deck above its known bottom part, listed
// from the top down.
func (p position) unseenKanban() []any {
	deck := list(p.board(), "kanban_deck")
	return deck[:len(deck)-p.memory("kanban_known")]
}

// swapUnheld swaps a random card of deck with one of board b's Kanban
// cards that the table has not seen b's player draw, if there are such.
func (p position) swapUnheld(r *rand.Rand, deck []any, b map[string]any) bool {
	held := map[string]bool{}
	if m, ok := p["memory"].(map[string]any); ok {
		if bySeat, ok := m["kanban_held"].([]any); ok {
			for i, pb := range p.players() {
				if pb.(map[string]any)["color"] == b["color"] {
					for _, k := range bySeat[i].([]any) {
						held[k.(json.Number).String()] = true
					}
				}
			}
		}
	}
	hand := list(b, "kanban_cards")
	var free []int
	for i, k := range hand {
		if !held[k.(json.Number).String()] {
			free = append(free, i)
		}
	}
	if len(deck) == 0 || len(free) == 0 {
		return false
	}
	i, j := r.IntN(len(deck)), free[r.IntN(len(free))]
	deck[i], hand[j] = hand[j], deck[i]
	return true
}

// unseenStack returns Design stack i from the top down, less the
// Central stack's known bottom part.
func (p position) unseenStack(i int) []any {
	st := list(p.board(), "stacks")[i].([]any)
	if i == 0 {
		st = st[:len(st)-p.memory("central_known")]
	}
	return st
}

// seenAwards reports whether the viewer has looked through department
// d's Award stack.
func (p position) seenAwards(c kanban.Color, d int) bool {
	m, _ := p["memory"].(map[string]any)
	bySeat, _ := m["awards_seen"].([]any)
	for i, pb := range p.players() {
		if pb.(map[string]any)["color"] == c.String() && i < len(bySeat) {
			for _, seen := range bySeat[i].([]any) {
				if seen == kanban.Department(d).String() {
					return true
				}
			}
		}
	}
	return false
}

// own returns the board of player c.
func (p position) own(c kanban.Color) map[string]any {
	for _, b := range p.players() {
		if b := b.(map[string]any); b["color"] == c.String() {
			return b
		}
	}
	return nil
}

// swapBetween swaps a random item of list a with one of list b, if both
// have one that differ.
func swapBetween(r *rand.Rand, a, b []any) bool {
	if len(a) == 0 || len(b) == 0 {
		return false
	}
	i, j := r.IntN(len(a)), r.IntN(len(b))
	if a[i] == b[j] {
		return false
	}
	a[i], b[j] = b[j], a[i]
	return true
}

// swapWithin swaps two random items of a list at positions from..len-1
// that differ.
func swapWithin(r *rand.Rand, l []any, from int) bool {
	if len(l)-from < 2 {
		return false
	}
	i, j := from+r.IntN(len(l)-from), from+r.IntN(len(l)-from)
	if l[i] == l[j] {
		return false
	}
	l[i], l[j] = l[j], l[i]
	return true
}

// hiddenEdit changes, in a position, something the viewer cannot see,
// reporting whether there was something to change.
type hiddenEdit struct {
	name string
	edit func(p position, viewer kanban.Color, r *rand.Rand) bool
}

// hiddenEdits are the twins' edits: each changes only what R-ENG-3 hides
// from the viewer — other players' hands and face-down choices, the
// order of decks and stacks below their tops, face-down tiles, the random
// generator — but for what the table saw go into those hidden orders
// (the position's memory: View.KanbanKnown, KanbanHeld, CentralKnown,
// AwardStacks' Known), which the viewer remembers.
var hiddenEdits = []hiddenEdit{
	{"a goal of the deck and one of another player's hand swapped", func(p position, c kanban.Color, r *rand.Rand) bool {
		others := p.others(c)
		return swapBetween(r, list(p.board(), "goal_deck"), list(others[r.IntN(len(others))], "goals"))
	}},
	{"two goals of other players' hands swapped", func(p position, c kanban.Color, r *rand.Rand) bool {
		others := p.others(c)
		if len(others) < 2 {
			return false
		}
		return swapBetween(r, list(others[0], "goals"), list(others[1], "goals"))
	}},
	{"another player's face-down room goal and a goal of the deck swapped", func(p position, c kanban.Color, r *rand.Rand) bool {
		deck := list(p.board(), "goal_deck")
		for _, b := range p.others(c) {
			if b["room_goal"] != "none" && len(deck) > 0 {
				i := r.IntN(len(deck))
				b["room_goal"], deck[i] = deck[i], b["room_goal"]
				return true
			}
		}
		return false
	}},
	{"the goal deck reordered", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, list(p.board(), "goal_deck"), 0)
	}},
	{"a Kanban card of the deck and one of another player's hand swapped", func(p position, c kanban.Color, r *rand.Rand) bool {
		others := p.others(c)
		return p.swapUnheld(r, p.unseenKanban(), others[r.IntN(len(others))])
	}},
	{"the Kanban deck reordered", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, p.unseenKanban(), 0)
	}},
	{"two Designs below a stack's top swapped", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, p.unseenStack(r.IntN(components.DesignStacks)), 1) // listed from the top down
	}},
	{"Designs below the tops of two stacks swapped", func(p position, _ kanban.Color, r *rand.Rand) bool {
		a, b := p.unseenStack(r.IntN(components.DesignStacks)), p.unseenStack(r.IntN(components.DesignStacks))
		if len(a) < 2 || len(b) < 2 {
			return false
		}
		return swapBetween(r, a[1:], b[1:])
	}},
	{"face-down Award tiles of two tracks swapped", func(p position, c kanban.Color, r *rand.Rand) bool {
		if pend, ok := p["pending"].(map[string]any); ok && pend["kind"] == "award" && pend["player"] == c.String() {
			return false // the viewer looks through one track's tiles (View.AwardChoice)
		}
		stacks := list(p.board(), "award_stacks")
		a, b := r.IntN(len(stacks)), r.IntN(len(stacks))
		if p.seenAwards(c, a) || p.seenAwards(c, b) {
			return false // the viewer looked through it (View.AwardStacks' Known)
		}
		return swapBetween(r, stacks[a].([]any), stacks[b].([]any))
	}},
	{"the Demand stack reordered", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, list(p.board(), "demand_stack"), 0)
	}},
	{"the random generator's state changed", func(p position, _ kanban.Color, r *rand.Rand) bool {
		p["rng"] = fmt.Sprintf("%016x%016x", r.Uint64(), r.Uint64())
		return true
	}},
	{"the seed changed", func(p position, _ kanban.Color, r *rand.Rand) bool {
		p["config"].(map[string]any)["seed"] = strconv.FormatUint(r.Uint64()|1, 10)
		return true
	}},
}

// twinPositions returns positions of random games of 2 to 4 players at
// which to make twins: every so many actions, and the first few of each
// kind of decision (Meetings and Award choices included).
func twinPositions(t *testing.T, games int) []kanban.GameState {
	var out []kanban.GameState
	for g := range games {
		kinds := map[kanban.DecisionKind]int{}
		step := 0
		playRandom(t, newGame(t, uint64(40+g), 2+g%3), rand.New(rand.NewPCG(uint64(g), 9)), -1, func(s kanban.GameState, _ []kanban.Action) {
			step++
			k := s.Next().Kind
			few := 1
			if k == kanban.DecideRoomGoal || k == kanban.DecideSpeak || k == kanban.DecideAward {
				few = 3
			}
			if kinds[k] < few || step%200 == 0 {
				kinds[k]++
				out = append(out, s)
			}
		})
	}
	return out
}

// TestObserveTwins checks that twin positions, which differ only in what
// one player may not see, give that player the same observation (R-ENG-3),
// through their View and through ObserveState: the viewer is in turn the
// deciding player and each of the others.
func TestObserveTwins(t *testing.T) {
	games := 4
	if testing.Short() {
		games = 2
	}
	r := rand.New(rand.NewPCG(11, 12))
	made := map[string]int{}
	for i, s := range twinPositions(t, games) {
		viewer := s.Next().Player // the deciding player, or in turn each other one
		if players := s.Players(); i%2 == 1 {
			viewer = players[i/2%len(players)]
		}
		want := bots.Observe(s.View(viewer), nil)
		pos, err := json.Marshal(s)
		require.NoError(t, err)
		for _, e := range hiddenEdits {
			p := decodePosition(t, pos)
			if !e.edit(p, viewer, r) {
				continue
			}
			twin := p.state(t)
			require.NotEqual(t, s, twin, "%s: the twin is the same position", e.name)
			made[e.name]++
			got := bots.Observe(twin.View(viewer), nil)
			if d := differ(want, got); d != nil {
				t.Fatalf("%s (day %d, %v, viewer %v): the observation differs at %v", e.name, s.Day(), s.Next(), viewer, spansAt(d))
			}
			if d := differ(want, bots.ObserveState(&twin, viewer, nil)); d != nil {
				t.Fatalf("%s (day %d, %v, viewer %v): ObserveState differs at %v", e.name, s.Day(), s.Next(), viewer, spansAt(d))
			}
		}
	}
	for _, e := range hiddenEdits {
		require.Positive(t, made[e.name], "no twin was made by %q", e.name)
	}
}

// TestObserveSeen checks that a change the viewer can see changes the
// observation, where it should and nowhere else.
func TestObserveSeen(t *testing.T) {
	s := playRandom(t, newGame(t, 5, 3), rand.New(rand.NewPCG(5, 5)), 80, nil)
	viewer := s.Next().Player
	for _, tc := range []struct {
		name  string
		edit  func(p position, r *rand.Rand) bool
		spans []string
	}{
		{"a goal of the viewer's hand and one of the deck swapped", func(p position, r *rand.Rand) bool {
			return swapBetween(r, list(p.own(viewer), "goals"), list(p.board(), "goal_deck"))
		}, []string{"hand.goals"}},
		{"a Kanban card of the viewer's hand and one of the deck swapped", func(p position, r *rand.Rand) bool {
			return swapBetween(r, list(p.own(viewer), "kanban_cards"), list(p.board(), "kanban_deck"))
		}, []string{"hand.kanban", "kanban_known"}}, // the deck's card lay in its known bottom part
		{"a stack's top and the Design below it swapped", func(p position, _ *rand.Rand) bool {
			for _, st := range list(p.board(), "stacks") {
				if st := st.([]any); len(st) >= 2 && st[0] != st[1] {
					st[0], st[1] = st[1], st[0]
					return true
				}
			}
			return false
		}, []string{"stacks"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := positionOf(t, s)
			require.True(t, tc.edit(p, rand.New(rand.NewPCG(1, 2))))
			want := bots.Observe(s.View(viewer), nil)
			got := bots.Observe(p.state(t).View(viewer), nil)
			require.Equal(t, tc.spans, spansAt(differ(want, got)))
		})
	}
}

// TestObservationLayout checks the layout: the spans tile the vector in
// order, the player blocks repeat one layout, and the tables of
// ObservationSize's doc comment say what ObservationLayout does.
func TestObservationLayout(t *testing.T) {
	layout := bots.ObservationLayout()
	next := 0
	for _, f := range layout {
		require.Equal(t, next, f.Offset, f.Name)
		require.Positive(t, f.Size, f.Name)
		next += f.Size
	}
	require.Equal(t, bots.ObservationSize, next)

	table, block := docTables(t)
	var tablePart, blockPart []string
	players := span(t, "players[0].present").Offset
	blockSize := playerBlock(t)
	for _, f := range layout {
		name, ok := strings.CutPrefix(f.Name, "players[0].")
		switch {
		case f.Offset < players:
			tablePart = append(tablePart, fmt.Sprintf("%d %d %s", f.Offset, f.Size, f.Name))
		case ok:
			blockPart = append(blockPart, fmt.Sprintf("%d %d %s", f.Offset-players, f.Size, name))
		default:
			slot := (f.Offset - players) / blockSize
			first := span(t, "players[0]."+f.Name[len("players[0]."):])
			require.Equal(t, first.Offset+slot*blockSize, f.Offset, f.Name)
		}
	}
	tablePart = append(tablePart, fmt.Sprintf("%d %d players", players, bots.ObservationSize-players))
	require.Equal(t, tablePart, table, "the doc comment's table")
	require.Equal(t, blockPart, block, "the doc comment's player block")
	require.Contains(t, docText(t), fmt.Sprintf("%d player blocks of %d", components.NumColors, blockSize))
}

// TestObservationFits checks that what the fixed spans hold fits them for
// every player count: the Test track's spaces, the places of the order of
// choosing.
func TestObservationFits(t *testing.T) {
	pace := span(t, "pace_car").Size
	for n := components.MinPlayers; n <= components.NumColors; n++ {
		require.LessOrEqual(t, int(components.TestTracks[n].Spaces), pace, "%d players", n)
		require.LessOrEqual(t, int(components.TestTrackOverlay[n].Spaces), pace, "%d players' overlay", n)
		require.LessOrEqual(t, int(components.TestTracks[n].Queue), components.MaxQueue)
	}
}

// docText returns the doc comment of ObservationSize.
func docText(t *testing.T) string {
	f, err := parser.ParseFile(token.NewFileSet(), "observation.go", nil, parser.ParseComments)
	require.NoError(t, err)
	for _, d := range f.Decls {
		if g, ok := d.(*ast.GenDecl); ok && g.Tok == token.CONST && len(g.Specs) == 1 {
			if v := g.Specs[0].(*ast.ValueSpec); v.Names[0].Name == "ObservationSize" {
				return g.Doc.Text()
			}
		}
	}
	require.Fail(t, "no ObservationSize in observation.go")
	return ""
}

// docTables reads the two tables of ObservationSize's doc comment as
// "offset size name" rows: the table's, then the player block's.
func docTables(t *testing.T) (table, block []string) {
	row := regexp.MustCompile(`^\s+(\d+)\s+(\d+)\s+(\S+)\s`)
	tables := [][]string{nil}
	for _, line := range strings.Split(docText(t), "\n") {
		if m := row.FindStringSubmatch(line); m != nil {
			tables[len(tables)-1] = append(tables[len(tables)-1], m[1]+" "+m[2]+" "+m[3])
		} else if strings.HasPrefix(strings.TrimSpace(line), "offset") && tables[len(tables)-1] != nil {
			tables = append(tables, nil)
		}
	}
	require.Len(t, tables, 2, "two tables")
	return tables[0], tables[1]
}

// ExampleObserve observes the start of a game as its first player sees it
// and reads a few values back by their spans.
func ExampleObserve() {
	s, _, _ := kanban.New(kanban.Config{Seed: 1, Players: []kanban.PlayerConfig{{Color: kanban.Red}, {Color: kanban.Blue}}})
	v := s.View(s.Next().Player)
	obs := bots.Observe(v, nil)
	fmt.Println(len(obs) == bots.ObservationSize, bots.ObservationSize)
	for _, f := range bots.ObservationLayout() {
		switch f.Name {
		case "next.kind", "next.spaces", "players[0].pp", "players[2].present":
			fmt.Println(f.Name, obs[f.Offset:f.Offset+f.Size])
		}
	}
	// Output:
	// true 2776
	// next.kind [1 0 0 0 0 0 0 0 0 0 0 0 0]
	// next.spaces [1 1 1 1 0]
	// players[0].pp [0.15]
	// players[2].present [0]
}

// BenchmarkObserve measures the observation of a 4-player position, into a
// reused buffer.
func BenchmarkObserve(b *testing.B) {
	s := playRandom(b, newGame(b, 2, 4), rand.New(rand.NewPCG(2, 2)), 200, nil)
	v := s.View(s.Next().Player)
	obs := bots.Observe(v, nil)
	b.ReportAllocs()
	for b.Loop() {
		obs = bots.Observe(v, obs[:0])
	}
}

// FuzzObserve observes Views decoded from arbitrary JSON, as a client that
// receives them would: never a panic, always ObservationSize values.
func FuzzObserve(f *testing.F) {
	for g := range 3 {
		s := playRandom(f, newGame(f, uint64(g), 2+g), rand.New(rand.NewPCG(uint64(g), 4)), 100*g, nil)
		b, err := json.Marshal(s.View(s.Next().Player))
		require.NoError(f, err)
		f.Add(b)
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		var v kanban.View
		if json.Unmarshal(b, &v) != nil {
			return
		}
		if obs := bots.Observe(v, nil); len(obs) != bots.ObservationSize {
			t.Fatalf("%d values", len(obs))
		}
	})
}

// soloGame returns a new solo game of a human, red, against the Colleagues.
func soloGame(t require.TestingT, seed uint64) kanban.GameState {
	cfg := kanban.Config{Players: []kanban.PlayerConfig{{Color: kanban.Red}}, Seed: seed, Solo: &kanban.SoloConfig{RandomDifficulty: true}}
	s, _, err := kanban.New(cfg)
	require.NoError(t, err)
	return s
}

// soloSpans returns the spans of the solo block.
func soloSpans() []bots.ObservationField {
	var out []bots.ObservationField
	for _, f := range bots.ObservationLayout() {
		if f.Name == "solo" || strings.HasPrefix(f.Name, "solo.") {
			out = append(out, f)
		}
	}
	return out
}

// soloEdits are the solo twins' edits: the orders of the Colleagues' decks
// and of the shared stack below its top, hidden from the human
// (R-SOLO-11, R-SOLO-12).
var soloEdits = []hiddenEdit{
	{"the department deck reordered", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, list(p["solo"].(map[string]any), "department_deck"), 0)
	}},
	{"the selection deck reordered", func(p position, _ kanban.Color, r *rand.Rand) bool {
		return swapWithin(r, list(p["solo"].(map[string]any), "selection_deck"), 0)
	}},
}

// TestObserveSoloTwins checks that solo positions differing only in the
// order of the Colleagues' decks give the human the same observation,
// through their View and through ObserveState.
func TestObserveSoloTwins(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	made := map[string]int{}
	for g := range 3 {
		step := 0
		playRandom(t, soloGame(t, uint64(60+g)), rand.New(rand.NewPCG(uint64(g), 7)), -1, func(s kanban.GameState, _ []kanban.Action) {
			if step++; step%25 != 1 {
				return
			}
			want := bots.Observe(s.View(kanban.Red), nil)
			pos, err := json.Marshal(s)
			require.NoError(t, err)
			for _, e := range append(soloEdits, hiddenEdits[len(hiddenEdits)-2:]...) {
				p := decodePosition(t, pos)
				if !e.edit(p, kanban.Red, r) {
					continue
				}
				twin := p.state(t)
				require.NotEqual(t, s, twin, "%s: the twin is the same position", e.name)
				made[e.name]++
				if d := differ(want, bots.Observe(twin.View(kanban.Red), nil)); d != nil {
					t.Fatalf("%s (day %d, %v): the observation differs at %v", e.name, s.Day(), s.Next(), spansAt(d))
				}
				if d := differ(want, bots.ObserveState(&twin, kanban.Red, nil)); d != nil {
					t.Fatalf("%s (day %d, %v): ObserveState differs at %v", e.name, s.Day(), s.Next(), spansAt(d))
				}
			}
		})
	}
	for _, e := range soloEdits {
		require.Positive(t, made[e.name], "no twin was made by %q", e.name)
	}
}

// TestObserveSoloBlock checks that the solo block is all zeros in a game
// of 2 players and not in a solo game, whose "solo" flag is set.
func TestObserveSoloBlock(t *testing.T) {
	sum := func(obs []float32) float32 {
		var n float32
		for _, f := range soloSpans() {
			for _, x := range obs[f.Offset : f.Offset+f.Size] {
				n += x
			}
		}
		return n
	}
	two := playRandom(t, newGame(t, 3, 2), rand.New(rand.NewPCG(3, 3)), 200, nil)
	for _, c := range two.Players() {
		require.Zero(t, sum(bots.Observe(two.View(c), nil)), "a 2-player game's solo block")
	}
	for _, steps := range []int{0, 200} {
		s := playRandom(t, soloGame(t, 9), rand.New(rand.NewPCG(9, 9)), steps, nil)
		obs := bots.Observe(s.View(kanban.Red), nil)
		checkObservation(t, obs)
		require.Equal(t, float32(1), obs[span(t, "solo").Offset])
		require.Positive(t, sum(obs)-1, "a solo game's solo block after %d actions", steps)
		diff := span(t, "solo.difficulty")
		var cards float32
		for _, x := range obs[diff.Offset : diff.Offset+diff.Size] {
			cards += x
		}
		require.Equal(t, float32(components.SoloDifficultyPick), cards, "Difficulty cards")
	}
}

// TestObserveTrackRanks checks that when two discs share a training track
// space, which lies on top changes the observation, in track_ranks only.
func TestObserveTrackRanks(t *testing.T) {
	var found *kanban.GameState
	var dept int
	var pair [2]kanban.Color
	playRandom(t, newGame(t, 8, 4), rand.New(rand.NewPCG(8, 8)), 2000, func(s kanban.GameState, _ []kanban.Action) {
		if found != nil {
			return
		}
		v := s.View(kanban.NoColor)
		for d, order := range v.TrackOrders {
			for i := 1; i < len(order); i++ {
				a, _ := s.Player(order[i-1])
				b, _ := s.Player(order[i])
				if a.Training[d] == b.Training[d] {
					found, dept, pair = &s, d, [2]kanban.Color{order[i-1], order[i]}
					return
				}
			}
		}
	})
	require.NotNil(t, found, "no two discs shared a space")
	p := positionOf(t, *found)
	ta := list(p.own(pair[0]), "training")[dept].(map[string]any)
	tb := list(p.own(pair[1]), "training")[dept].(map[string]any)
	ta["arrived"], tb["arrived"] = tb["arrived"], ta["arrived"]
	twin := p.state(t)
	order := twin.View(kanban.NoColor).TrackOrders[dept]
	require.Less(t, slices.Index(order, pair[1]), slices.Index(order, pair[0]), "the disc on top is ahead")
	for _, viewer := range found.Players() {
		want := bots.Observe(found.View(viewer), nil)
		// The twin's goal counts may follow the track order too.
		require.Contains(t, spansAt(differ(want, bots.Observe(twin.View(viewer), nil))), "track_ranks", "viewer %v", viewer)
		// The order alone changes track_ranks alone.
		v := found.View(viewer)
		o := slices.Clone(v.TrackOrders[dept])
		i, j := slices.Index(o, pair[0]), slices.Index(o, pair[1])
		o[i], o[j] = o[j], o[i]
		v.TrackOrders[dept] = o
		require.Equal(t, []string{"track_ranks"}, spansAt(differ(want, bots.Observe(v, nil))), "viewer %v", viewer)
	}
}
