package bots_test

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
)

// The line protocol of PROTOCOL.md, played over in-memory pipes against a
// fake program: a goroutine that reads the host's lines and writes the
// lines a test's script gives it.

// No test here depends on how fast the machine is. A pipe whose program
// answers at once has a roomy limit, far beyond any answer's time; the
// tests of late answers have a short one, still far beyond the time of an
// answer given at once, and their program answers late by waiting for the
// host's refusal, never by sleeping.
const (
	roomy = time.Minute
	short = time.Second
)

// message is a line the host wrote, decoded.
type message map[string]any

// typ returns the message's "type".
func (m message) typ() string { s, _ := m["type"].(string); return s }

// num returns a number member of the message.
func (m message) num(key string) int { f, _ := m[key].(float64); return int(f) }

// legal returns the legal actions a decision lists.
func (m message) legal() []message {
	var out []message
	for _, l := range m["legal"].([]any) {
		out = append(out, message(l.(map[string]any)))
	}
	return out
}

// A fake is a program at the other end of a Pipe. Its script is called
// with each message it reads and returns the lines to answer with, none
// for a message that wants no answer.
type fake struct {
	mu     sync.Mutex
	got    []message
	toHost *io.PipeWriter
	done   chan struct{}
	// written has a value for each message whose answer lines, none or
	// more, are all written to the host and taken by its reader.
	written chan struct{}
}

// startFake returns a Pipe of the given limit wired to a fake program
// that answers with script.
func startFake(t *testing.T, limit time.Duration, script func(f *fake, m message) []string) (*bots.Pipe, *fake) {
	t.Helper()
	fromHost, hostOut := io.Pipe()
	hostIn, toHost := io.Pipe()
	p := bots.NewPipe(hostOut, hostIn, limit)
	f := &fake{toHost: toHost, done: make(chan struct{}), written: make(chan struct{}, 1024)}
	go func() {
		defer close(f.done)
		sc := bufio.NewScanner(fromHost)
		sc.Buffer(nil, 1<<24)
		for sc.Scan() {
			var m message
			if err := json.Unmarshal(sc.Bytes(), &m); err != nil {
				t.Errorf("the host wrote a line that is not JSON: %v: %.80s", err, sc.Text())
				return
			}
			f.mu.Lock()
			f.got = append(f.got, m)
			f.mu.Unlock()
			for _, line := range script(f, m) {
				if _, err := io.WriteString(toHost, line+"\n"); err != nil {
					return
				}
			}
			// A blank line, which the host skips, written on its own: the
			// host's reader takes it only once it has passed on every line
			// before it, so that when written has a value the Pipe holds
			// them all.
			if _, err := io.WriteString(toHost, "\n"); err != nil {
				return
			}
			select {
			case f.written <- struct{}{}:
			default:
			}
		}
	}()
	t.Cleanup(func() {
		p.Close()
		toHost.Close()
		fromHost.Close()
		<-f.done
	})
	return p, f
}

// messages returns the messages the fake has read so far, of the types
// given (all when none).
func (f *fake) messages(types ...string) []message {
	f.mu.Lock()
	defer f.mu.Unlock()
	var out []message
	for _, m := range f.got {
		if len(types) == 0 || strings.Contains(" "+strings.Join(types, " ")+" ", " "+m.typ()+" ") {
			out = append(out, m)
		}
	}
	return out
}

// waitFor waits until the fake has read n messages of the types given.
func (f *fake) waitFor(t *testing.T, n int, types ...string) []message {
	t.Helper()
	for start := time.Now(); time.Since(start) < 5*time.Second; time.Sleep(time.Millisecond) {
		if got := f.messages(types...); len(got) >= n {
			return got
		}
	}
	t.Fatalf("the fake program read %d %v messages, want %d", len(f.messages(types...)), types, n)
	return nil
}

// firstLegal is a program that answers every hello with {} and every
// decision with the ID of its first legal action, or with its notation
// every other time.
func firstLegal(_ *fake, m message) []string {
	switch m.typ() {
	case "hello":
		return []string{`{"name":"first"}`}
	case "decision":
		first := m.legal()[0]
		if m.num("n")%2 == 0 {
			return []string{fmt.Sprintf(`{"action":%q}`, first["action"])}
		}
		return []string{fmt.Sprintf(`{"id":%d}`, first.num("id"))}
	}
	return nil
}

// turnAt returns the Turn of the first decision of a 2-player game.
func turnAt(tb testing.TB, seed uint64) *bots.Turn {
	tb.Helper()
	s, _, err := kanban.New(config(2, seed))
	require.NoError(tb, err)
	turn, err := bots.NewTurn(s, s.Next().Player)
	require.NoError(tb, err)
	return turn
}

// A program plays a whole game through a Pipe: it is greeted with its
// colour, the players and the sizes it needs, gets every decision with
// the View and the legal actions, their IDs, notation, text and cost, and
// at the end the result. Its answers, by ID or by notation, are the
// actions played, and the game replays to the same end.
func TestPipePlaysAGame(t *testing.T) {
	p, f := startFake(t, roomy, firstLegal)
	cfg := config(2, 3)
	var chosen []kanban.Action
	seat := botFunc(func(turn *bots.Turn) (kanban.Action, error) {
		a, err := p.Act(turn)
		require.NoError(t, err)
		require.Equal(t, turn.LegalAt(0), a)
		chosen = append(chosen, a)
		return a, nil
	})
	s, err := bots.Play(cfg, []bots.Bot{seat, bots.NewRandom(1)})
	require.NoError(t, err)
	require.True(t, s.IsOver())
	require.NoError(t, p.End(s))
	require.Equal(t, "first", p.Name())

	hello := f.waitFor(t, 1, "hello")[0]
	require.Equal(t, bots.PipeProtocol, hello.num("protocol"))
	require.Equal(t, 1, hello.num("n"))
	require.Equal(t, 1, hello.num("game"))
	require.Equal(t, "red", hello["color"])
	require.Equal(t, bots.NumActionIDs, hello.num("num_action_ids"))
	require.Equal(t, bots.ObservationSize, hello.num("observation_size"))
	require.Equal(t, int(roomy/time.Millisecond), hello.num("limit_ms"))
	require.Len(t, hello["players"], 2)
	require.NotContains(t, hello, "seed", "the seed stays with the host")

	end := f.waitFor(t, 1, "end")[0]
	r, _ := s.Result()
	var want any
	b, _ := json.Marshal(r)
	require.NoError(t, json.Unmarshal(b, &want))
	require.Equal(t, want, end["result"])
	require.Equal(t, "red", end["color"])
	require.Equal(t, "red", end["view"].(map[string]any)["viewer"])

	decisions := f.messages("decision")
	require.Len(t, decisions, len(chosen))
	require.Empty(t, f.messages("refused"))
	for i, d := range decisions {
		require.Equal(t, i+2, d.num("n"), "messages are numbered on from the hello")
		require.Equal(t, "red", d["color"])
		require.Equal(t, d["decision"], d["view"].(map[string]any)["next"])
		require.NotContains(t, d, "observation", "observations only when asked for")
		for _, l := range d.legal() {
			require.Contains(t, l, "text")
			require.Contains(t, l, "cost")
			a, err := kanban.ParseAction(l["action"].(string))
			require.NoError(t, err)
			require.Equal(t, kanban.Red, a.Player)
		}
	}

	// One decision checked in full against the engine.
	st, _, err := kanban.New(cfg)
	require.NoError(t, err)
	turn, err := bots.NewTurn(st, st.Next().Player)
	require.NoError(t, err)
	for i, l := range decisions[0].legal() {
		a := turn.LegalAt(i)
		id, err := bots.ActionID(turn.View(), a)
		require.NoError(t, err)
		text, _ := st.Describe(a)
		cost, _ := st.Cost(a)
		var wantCost any
		b, _ := json.Marshal(cost)
		require.NoError(t, json.Unmarshal(b, &wantCost))
		require.Equal(t, message{"id": float64(id), "action": a.String(), "text": text, "cost": wantCost}, l)
	}
	var wantView any
	b, _ = json.Marshal(turn.View())
	require.NoError(t, json.Unmarshal(b, &wantView))
	require.Equal(t, wantView, decisions[0]["view"], "the View as its JSON is")
}

// A program may ask for observation vectors in its answer to the hello.
func TestPipeObservation(t *testing.T) {
	p, f := startFake(t, roomy, func(f *fake, m message) []string {
		if m.typ() == "hello" {
			return []string{`{"observation":true,"name":"learner","version":"ignored"}`}
		}
		return firstLegal(f, m)
	})
	turn := turnAt(t, 1)
	require.NoError(t, p.Start(config(2, 1), turn.Player()))
	_, err := p.Act(turn)
	require.NoError(t, err)
	d := f.waitFor(t, 1, "decision")[0]
	obs := d["observation"].([]any)
	require.Len(t, obs, bots.ObservationSize)
	want := bots.Observe(turn.View(), nil)
	for i, x := range obs {
		require.InDelta(t, want[i], x, 1e-6, "value %d", i)
	}
	require.Equal(t, "learner", p.Name())
}

// Every bad answer is refused with an error that says which, the program
// is told before its next decision, and the next good answer is taken.
func TestPipeRefusals(t *testing.T) {
	turn := turnAt(t, 2)
	v := turn.View()
	notListed := -1
	mask, err := bots.LegalMask(v, turn.Legal(), nil)
	require.NoError(t, err)
	for id := range bots.NumActionIDs {
		if _, err := bots.ActionOf(v, id); err == nil && !mask[id] {
			notListed = id
			break
		}
	}
	require.NotEqual(t, -1, notListed)
	first := turn.LegalAt(0)
	firstID, err := bots.ActionID(v, first)
	require.NoError(t, err)
	cases := []struct {
		answer string
		reason string
		is     error
	}{
		{`hello`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":`, "bad-answer", bots.ErrBadAnswer},
		{`[1]`, "bad-answer", bots.ErrBadAnswer},
		{`null`, "bad-answer", bots.ErrBadAnswer},
		{`{}`, "bad-answer", bots.ErrBadAnswer},
		{`{"pass":true}`, "bad-answer", bots.ErrBadAnswer},
		{fmt.Sprintf(`{"id":%d,"action":%q}`, firstID, first), "bad-answer", bots.ErrBadAnswer},
		{`{"id":"3"}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":3.5}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":1} {"id":2}`, "bad-answer", bots.ErrBadAnswer},
		{`{"action":3}`, "bad-answer", bots.ErrBadAnswer},
		{`{"action":"red fly-away"}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":0,"n":"x"}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":0,"n":99}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":` + strings.Repeat(" ", bots.MaxAnswerLine) + `0}`, "bad-answer", bots.ErrBadAnswer},
		{`{"id":-1}`, "unknown-id", bots.ErrUnknownID},
		{fmt.Sprintf(`{"id":%d}`, bots.NumActionIDs), "unknown-id", bots.ErrUnknownID},
		{fmt.Sprintf(`{"id":%d}`, notListed), "illegal", bots.ErrIllegalAnswer},
		{`{"action":"purple pass"}`, "illegal", bots.ErrIllegalAnswer},
		{fmt.Sprintf(`{"action":"%v @%d"}`, first, v.Version+7), "illegal", bots.ErrIllegalAnswer},
	}
	answers := make(chan string, 1)
	p, f := startFake(t, roomy, func(f *fake, m message) []string {
		switch m.typ() {
		case "hello":
			return []string{`{}`}
		case "decision":
			return []string{<-answers}
		}
		return nil
	})
	for i, c := range cases {
		answers <- c.answer
		_, err := p.Act(turn)
		var refused *bots.RefusedError
		require.ErrorAs(t, err, &refused, "%.60s", c.answer)
		require.ErrorIs(t, err, c.is, "%.60s", c.answer)
		require.Equal(t, c.reason, refused.Reason, "%.60s: %v", c.answer, err)
		require.Equal(t, i+2, refused.N)
		require.LessOrEqual(t, len(refused.Line), 203)

		told := f.waitFor(t, i+1, "refused")[i]
		require.Equal(t, i+2, told.num("n"))
		require.Equal(t, c.reason, told["reason"])
		require.Equal(t, strings.TrimPrefix(refused.Err.Error(), "bots: "), told["error"])
	}
	// The game goes on: a good answer is taken, by notation with the
	// right version too.
	answers <- fmt.Sprintf(`{"action":"%v @%d", "n": %d}`, first, v.Version, len(cases)+2)
	a, err := p.Act(turn)
	require.NoError(t, err)
	require.Equal(t, first, a)
	require.Equal(t, 0, p.Discarded())
}

// A late answer is refused when the time is up, the program told at once,
// and the late line discarded when it comes: the answer to the next
// decision is the next line after it. A program that echoes "n" has its
// late lines told apart by it.
func TestPipeLate(t *testing.T) {
	t.Parallel() // it waits out time limits
	for _, echo := range []bool{false, true} {
		t.Run(fmt.Sprint("echo ", echo), func(t *testing.T) {
			t.Parallel()
			turn := turnAt(t, 4)
			var late []string // decision 2's answer, held until it is refused
			p, f := startFake(t, short, func(f *fake, m message) []string {
				switch m.typ() {
				case "hello":
					return []string{`{}`}
				case "decision":
					n := m.num("n")
					l := m.legal()[n%len(m.legal())]
					answer := []string{fmt.Sprintf(`{"id":%d}`, l.num("id"))}
					if echo {
						answer = []string{fmt.Sprintf(`{"id":%d,"n":%d}`, l.num("id"), n)}
					}
					if n == 2 {
						late = answer
						return nil
					}
					return answer
				case "refused":
					return late
				}
				return nil
			})
			start := time.Now()
			_, err := p.Act(turn)
			require.ErrorIs(t, err, bots.ErrLate)
			require.Equal(t, "late", err.(*bots.RefusedError).Reason)
			require.GreaterOrEqual(t, time.Since(start), short, "Act waits for the limit")
			told := f.waitFor(t, 1, "refused")[0]
			require.Equal(t, 2, told.num("n"))

			// Decision 3's answer is its legal action 3 % len; the late
			// answer to decision 2 would be action 2 % len.
			a, err := p.Act(turn)
			require.NoError(t, err)
			require.Equal(t, turn.LegalAt(3%turn.NumLegal()), a)
			require.Equal(t, 1, p.Discarded())
		})
	}
}

// Limit is the limit given, DefaultPipeLimit for one not positive.
func TestPipeLimit(t *testing.T) {
	for _, tc := range []struct{ given, want time.Duration }{
		{short, short}, {0, bots.DefaultPipeLimit}, {-time.Second, bots.DefaultPipeLimit},
	} {
		_, hostOut := io.Pipe()
		hostIn, toHost := io.Pipe()
		p := bots.NewPipe(hostOut, hostIn, tc.given)
		require.Equal(t, tc.want, p.Limit(), "given %v", tc.given)
		require.NoError(t, p.Close())
		toHost.Close()
	}
}

// A late answer that comes before the next decision is sent is dropped
// unread too, and so is a line nobody asked for.
func TestPipeDropsLinesBeforeAsking(t *testing.T) {
	t.Parallel() // it waits out time limits
	turn := turnAt(t, 4)
	var late []string // decision 2's answer, held until it is refused
	p, f := startFake(t, short, func(f *fake, m message) []string {
		switch m.typ() {
		case "hello":
			return []string{`{}`}
		case "decision":
			n := m.num("n")
			l := m.legal()[n%len(m.legal())]
			answer := []string{fmt.Sprintf(`{"id":%d}`, l.num("id")), fmt.Sprintf(`{"id":%d}`, bots.NumActionIDs-1)}[:1+n%2]
			if n == 2 {
				late = answer
				return nil
			}
			return answer
		case "refused":
			return late
		}
		return nil
	})
	_, err := p.Act(turn)
	require.ErrorIs(t, err, bots.ErrLate)
	f.waitFor(t, 1, "refused")
	<-f.written           // hello
	<-f.written           // decision 2: nothing
	<-f.written           // the refusal: the late answer, taken before decision 3 is sent
	a, err := p.Act(turn) // decision 3 is answered with two lines
	require.NoError(t, err)
	require.Equal(t, turn.LegalAt(3%turn.NumLegal()), a)
	<-f.written // decision 3: its answer and a line nobody asked for
	a, err = p.Act(turn)
	require.NoError(t, err)
	require.Equal(t, turn.LegalAt(4%turn.NumLegal()), a, "the extra line of decision 3 is not decision 4's answer")
	require.Equal(t, 2, p.Discarded())
}

// A program whose output ends (it exited) closes the pipe for good: Act
// says so at once, then and later.
func TestPipeProgramExits(t *testing.T) {
	turn := turnAt(t, 5)
	p, _ := startFake(t, roomy, func(f *fake, m message) []string {
		switch m.typ() {
		case "hello":
			return []string{`{}`}
		case "decision":
			if m.num("n") == 3 {
				f.toHost.Close()
				return nil
			}
			return firstLegal(f, m)
		}
		return nil
	})
	_, err := p.Act(turn)
	require.NoError(t, err)
	start := time.Now()
	_, err = p.Act(turn)
	require.ErrorIs(t, err, bots.ErrPipeClosed)
	require.Less(t, time.Since(start), roomy, "the end of the output is not a timeout")
	var refused *bots.RefusedError
	require.False(t, errors.As(err, &refused), "the program cannot be told")
	_, err = p.Act(turn)
	require.ErrorIs(t, err, bots.ErrPipeClosed)
	require.ErrorIs(t, p.Start(config(2, 1), kanban.Red), bots.ErrPipeClosed)
	require.ErrorIs(t, p.End(turn.Sample(0)), bots.ErrPipeClosed)
}

// A program that reads nothing cannot make the host wait: Act gives up at
// the limit, and so does Close.
func TestPipeProgramReadsNothing(t *testing.T) {
	t.Parallel() // it waits out time limits
	const limit = 50 * time.Millisecond
	_, hostOut := io.Pipe() // nobody reads
	hostIn, toHost := io.Pipe()
	defer toHost.Close()
	p := bots.NewPipe(hostOut, hostIn, limit)
	turn := turnAt(t, 6)
	start := time.Now()
	_, err := p.Act(turn) // the hello is queued, never read
	require.ErrorIs(t, err, bots.ErrLate)
	for range 20 {
		_, err = p.Act(turn)
		require.ErrorIs(t, err, bots.ErrLate)
	}
	require.Less(t, time.Since(start), roomy, "Act waits for a program that reads nothing")
	start = time.Now()
	require.NoError(t, p.Close())
	require.Less(t, time.Since(start), roomy, "Close waits for a program that reads nothing")
	_, err = p.Act(turn)
	require.ErrorIs(t, err, bots.ErrPipeClosed)
}

// A refused hello leaves the game open without observations, and Act,
// which opens a game itself when none is, returns the hello's refusal.
func TestPipeHello(t *testing.T) {
	hellos := make(chan string, 4)
	p, f := startFake(t, roomy, func(f *fake, m message) []string {
		if m.typ() == "hello" {
			return []string{<-hellos}
		}
		return firstLegal(f, m)
	})
	turn := turnAt(t, 7)
	hellos <- `{"observation":"yes"}`
	_, err := p.Act(turn)
	require.ErrorIs(t, err, bots.ErrBadAnswer)
	require.Equal(t, 1, err.(*bots.RefusedError).N)
	_, err = p.Act(turn)
	require.NoError(t, err, "the game is open")
	require.NotContains(t, f.waitFor(t, 1, "decision")[0], "observation")
	require.NoError(t, p.End(turn.Sample(1)))
	require.Error(t, p.End(turn.Sample(1)), "no game is open")

	hellos <- `{"observation":true,"name":7}`
	require.ErrorIs(t, p.Start(config(2, 7), kanban.Blue), bots.ErrBadAnswer)
	require.Empty(t, p.Name())
	_, err = p.Act(turn)
	require.NoError(t, err)
	require.NotContains(t, f.waitFor(t, 2, "decision")[1], "observation", "a refused hello asks for nothing")
	hellos <- `{"name":"again"}`
	require.NoError(t, p.Start(config(2, 7), kanban.Blue))
	require.Equal(t, "again", p.Name())
	got := f.waitFor(t, 3, "hello")
	require.Equal(t, []int{1, 2, 3}, []int{got[0].num("game"), got[1].num("game"), got[2].num("game")})
	require.Equal(t, "blue", got[2]["color"])
	end := f.waitFor(t, 1, "end")[0]
	require.Nil(t, end["result"], "a game stopped before its end has no result")
}

// Whatever a program answers, Act returns a legal action or a refusal,
// and never panics.
func FuzzPipeAnswer(f *testing.F) {
	for _, s := range []string{`{"id":0}`, `{"action":"red cert-space space-1"}`, `{"id":1,"n":2}`, "\x00", `{"id":1e3}`, `{"n":-1}`, "{\"id\":2}\r"} {
		f.Add(s)
	}
	turn := turnAt(f, 8)
	// Any answer is taken or refused, a late one too, so the limit may be
	// short whatever the machine's speed: an answer the host drops as an
	// old one ({"n":-1}) costs a whole limit.
	const limit = 50 * time.Millisecond
	f.Fuzz(func(t *testing.T, answer string) {
		answer = strings.ReplaceAll(answer, "\n", " ")
		p, _ := startFake(t, limit, func(f *fake, m message) []string {
			if m.typ() == "hello" {
				return []string{`{}`}
			}
			return []string{answer}
		})
		a, err := p.Act(turn)
		var refused *bots.RefusedError
		switch {
		case err == nil:
			require.Contains(t, turn.Legal(), a)
		case errors.As(err, &refused):
			require.NotEmpty(t, refused.Reason)
		default:
			t.Fatalf("neither an action nor a refusal: %v", err)
		}
	})
}

// SetStartup gives the first hello, which a program answers only once it
// has started, more time than Limit; the hello still announces Limit, and
// without it the same slow first answer is late.
func TestPipeStartup(t *testing.T) {
	t.Parallel() // it waits out time limits
	for _, startup := range []time.Duration{0, roomy} {
		t.Run(fmt.Sprint("startup ", startup), func(t *testing.T) {
			t.Parallel()
			release := make(chan struct{})
			p, f := startFake(t, short, func(f *fake, m message) []string {
				if m.typ() == "hello" && m.num("game") == 1 {
					<-release // the program is still starting
				}
				if m.typ() == "hello" {
					return []string{`{}`}
				}
				return nil
			})
			p.SetStartup(startup)
			done := make(chan error, 1)
			start := time.Now()
			go func() { done <- p.Start(config(2, 7), kanban.Red) }()
			if startup == 0 {
				require.ErrorIs(t, <-done, bots.ErrLate) // the program has not answered yet
				close(release)
				return
			}
			// The program answers only once the limit has passed (the time
			// itself is what is tested), within the allowance.
			time.Sleep(short + short/4)
			close(release)
			err := <-done
			require.NoError(t, err, "answered after %v", time.Since(start))
			require.Equal(t, int(short.Milliseconds()), f.waitFor(t, 1, "hello")[0].num("limit_ms"))
			require.NoError(t, p.Start(config(2, 7), kanban.Blue), "a later hello answered at once")
		})
	}
}
