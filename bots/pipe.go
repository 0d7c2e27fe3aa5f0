package bots

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
	"time"

	"github.com/kanbanev/kanban"
)

// PipeProtocol is the version of the line protocol Pipe speaks, which
// PROTOCOL.md describes. Every hello says it.
const PipeProtocol = 1

// DefaultPipeLimit is the time limit of an answer when NewPipe is given
// none.
const DefaultPipeLimit = 5 * time.Second

// MaxAnswerLine is the length of the longest line Pipe reads from a
// program, its newline left out: a longer line is refused as a bad answer.
const MaxAnswerLine = 64 << 10

// The errors of a refused answer, which a *RefusedError wraps, and of a
// program that is gone. Test them with errors.Is; a refusal of an ID that
// names no action wraps ErrUnknownID.
var (
	// ErrBadAnswer: the line is not a JSON object, too long, or not an
	// answer: neither or both of "id" and "action", an ID that is not an
	// integer, a notation ParseAction cannot read, or an "n" that names no
	// message sent yet.
	ErrBadAnswer = errors.New("bots: not an answer")
	// ErrIllegalAnswer: the answer names an action, but not a legal one.
	ErrIllegalAnswer = errors.New("bots: not a legal action")
	// ErrLate: no answer came within the time limit.
	ErrLate = errors.New("bots: no answer within the time limit")
	// ErrPipeClosed: the program's output has ended (it exited, or closed
	// its standard output), writing to it failed, or the Pipe was closed.
	// Every later call returns it too.
	ErrPipeClosed = errors.New("bots: the program's pipe is closed")
)

// RefusedError is an answer a Pipe refused: the message it answered, the
// reason the protocol tells the program, and the line itself.
type RefusedError struct {
	// N is the number of the hello or decision answered (its "n").
	N int
	// Reason is the protocol's word for the refusal: "bad-answer",
	// "unknown-id", "illegal" or "late".
	Reason string
	// Line is the line refused, cut to 200 bytes; empty when late.
	Line string
	// Err says why; it wraps ErrBadAnswer, ErrUnknownID, ErrIllegalAnswer
	// or ErrLate.
	Err error
}

// Error returns "bots: answer to message N refused (reason): why".
func (e *RefusedError) Error() string {
	return fmt.Sprintf("bots: answer to message %d refused (%s): %s", e.N, e.Reason, why(e.Err))
}

// Unwrap returns why the answer was refused.
func (e *RefusedError) Unwrap() error { return e.Err }

// A Pipe is a Bot played by a program, often in another language, over
// the line protocol of PROTOCOL.md: it writes one JSON line to the
// program for each hello, decision, refusal and end of game, and reads one
// JSON line back for each hello and decision. Wire a program's standard
// input and output to it (os/exec's StdinPipe and StdoutPipe), or any
// pair of streams.
//
// One Pipe is one program's session and may last several games: Start
// opens a game (Act opens one itself when none is open) and End closes
// it with the result. An answer the Pipe refuses (not JSON, an unknown ID,
// an illegal action, too late) makes Act return a *RefusedError, after
// telling the program; the host then plays that decision some other way
// and may go on asking the program. A late answer is discarded when it
// comes, never read as the next one. Act never waits longer than the
// time limit, and never panics on what the program writes. When the
// program's output ends, every call returns ErrPipeClosed.
//
// A Pipe is for one goroutine at a time, like any Bot.
type Pipe struct {
	limit   time.Duration
	startup time.Duration // the first hello's allowance, when longer than limit

	w     io.Writer
	out   chan []byte   // lines for the writer goroutine to write
	wrote chan struct{} // closed when the writer goroutine is done
	dead  chan struct{} // closed when a write fails
	werr  error         // why, set before dead is closed
	wOnce sync.Once     // closes w once, if it is an io.Closer

	lines chan pipeLine // lines read, a final one with the reading error
	stop  chan struct{} // closed by Close, to stop the reader goroutine

	n         int   // the number of the last message sent that wants an answer
	owed      int   // answers still to come to earlier messages, which were late
	closed    error // why the pipe is closed, once it is
	shut      bool  // Close was called
	discarded int

	game    bool         // a game is open: its hello was sent
	games   int          // games opened
	color   kanban.Color // the open game's player
	observe bool         // the program asked for observation vectors in this game
	name    string
	obs     []float32
}

var _ Bot = (*Pipe)(nil)

// pipeLine is a line read from the program, or why reading stopped.
type pipeLine struct {
	text []byte
	long bool // the line was longer than MaxAnswerLine; text is its start
	err  error
}

// NewPipe returns a Pipe that writes to the program on toProgram and
// reads its answers from fromProgram, each within limit of being asked;
// DefaultPipeLimit when limit is not positive. It starts a goroutine that
// reads and one that writes; Close stops them.
func NewPipe(toProgram io.Writer, fromProgram io.Reader, limit time.Duration) *Pipe {
	if limit <= 0 {
		limit = DefaultPipeLimit
	}
	p := &Pipe{
		limit: limit,
		w:     toProgram,
		out:   make(chan []byte, 16),
		wrote: make(chan struct{}),
		dead:  make(chan struct{}),
		lines: make(chan pipeLine, 16),
		stop:  make(chan struct{}),
	}
	go p.write()
	go p.read(fromProgram)
	return p
}

// Limit returns the time the program has to answer a hello or a decision.
func (p *Pipe) Limit() time.Duration { return p.limit }

// SetStartup gives the program d, rather than Limit, to answer the first
// hello it is sent: the time a program takes to start (an interpreter
// loading its libraries) counts against its first answer, since it reads
// nothing before it runs. A d no longer than Limit changes nothing. The
// hello still announces Limit, the limit of every later answer.
func (p *Pipe) SetStartup(d time.Duration) { p.startup = d }

// Name returns the name the program gave in its answer to the last hello,
// or "" if it gave none.
func (p *Pipe) Name() string { return p.name }

// Discarded returns how many lines have come too late so far, each the
// answer to a message already refused as late, and been dropped unread.
func (p *Pipe) Discarded() int { return p.discarded }

// The messages to the program (PROTOCOL.md).
type (
	helloMsg struct {
		Type            string                `json:"type"`
		N               int                   `json:"n"`
		Protocol        int                   `json:"protocol"`
		Game            int                   `json:"game"`
		Color           kanban.Color          `json:"color"`
		Players         []kanban.PlayerConfig `json:"players"`
		SandraReward    bool                  `json:"sandra_reward"`
		NumActionIDs    int                   `json:"num_action_ids"`
		ObservationSize int                   `json:"observation_size"`
		LimitMS         int64                 `json:"limit_ms"`
	}
	decisionMsg struct {
		Type        string          `json:"type"`
		N           int             `json:"n"`
		Color       kanban.Color    `json:"color"`
		Decision    kanban.Decision `json:"decision"`
		Legal       []legalMsg      `json:"legal"`
		View        kanban.View     `json:"view"`
		Observation []float32       `json:"observation,omitempty"`
	}
	legalMsg struct {
		ID     int         `json:"id"`
		Action string      `json:"action"`
		Text   string      `json:"text"`
		Cost   kanban.Cost `json:"cost"`
	}
	refusedMsg struct {
		Type   string `json:"type"`
		N      int    `json:"n"`
		Reason string `json:"reason"`
		Error  string `json:"error"`
	}
	endMsg struct {
		Type   string         `json:"type"`
		Game   int            `json:"game"`
		Color  kanban.Color   `json:"color"`
		Result *kanban.Result `json:"result"`
		View   kanban.View    `json:"view"`
	}
)

// Start opens a game: it sends the program the hello of player c in a
// game of cfg (its players and variants; never its seed) and waits for
// the program's answer, which may ask for observation vectors. A refused
// answer returns a *RefusedError, and the game is open all the same,
// without observations. A game already open is left without an end.
func (p *Pipe) Start(cfg kanban.Config, c kanban.Color) error {
	if err := p.usable(); err != nil {
		return err
	}
	limit := p.limit
	if p.games == 0 && p.startup > limit {
		limit = p.startup
	}
	deadline := time.Now().Add(limit)
	p.games++
	p.game, p.color, p.observe, p.name = true, c, false, ""
	players := cfg.Players
	if players == nil {
		players = []kanban.PlayerConfig{}
	}
	msg := helloMsg{
		Type: "hello", Protocol: PipeProtocol, Game: p.games, Color: c,
		Players: players, SandraReward: cfg.SandraReward,
		NumActionIDs: NumActionIDs, ObservationSize: ObservationSize, LimitMS: p.limit.Milliseconds(),
	}
	line, err := p.ask(func(n int) any { msg.N = n; return msg }, deadline)
	if err != nil {
		return err
	}
	fields, err := object(line)
	if err == nil {
		err = p.hello(fields)
	}
	if err != nil {
		p.observe, p.name = false, ""
		return p.refuse(line, err)
	}
	return nil
}

// hello reads the answer to a hello: any object, whose "observation",
// when there, says whether the program wants observation vectors and
// whose "name", when there, names it.
func (p *Pipe) hello(fields map[string]json.RawMessage) error {
	if raw, ok := fields["observation"]; ok {
		if err := json.Unmarshal(raw, &p.observe); err != nil {
			return fmt.Errorf("%w: \"observation\" is true or false, not %s", ErrBadAnswer, cut(raw, 40))
		}
	}
	if raw, ok := fields["name"]; ok {
		if err := json.Unmarshal(raw, &p.name); err != nil {
			return fmt.Errorf("%w: \"name\" is a string, not %s", ErrBadAnswer, cut(raw, 40))
		}
		p.name = string(cut([]byte(p.name), 80))
	}
	return nil
}

// Act sends the program the decision of the Turn and returns the legal
// action it answers. Its errors are a *RefusedError, after which the
// program is told and may be asked again, and ErrPipeClosed. When no
// game is open, Act opens one first with the Turn's configuration and
// player, and returns the error of its hello, if any.
func (p *Pipe) Act(t *Turn) (kanban.Action, error) {
	if err := p.usable(); err != nil {
		return kanban.Action{}, err
	}
	if !p.game {
		if err := p.Start(t.state.Config(), t.player); err != nil {
			return kanban.Action{}, err
		}
	}
	deadline := time.Now().Add(p.limit)
	v := t.View()
	msg := decisionMsg{Type: "decision", Color: t.player, Decision: v.Next, View: v, Legal: make([]legalMsg, len(t.legal))}
	for i, a := range t.legal {
		id, err := ActionID(v, a)
		if err != nil {
			return kanban.Action{}, fmt.Errorf("bots: the Turn's own action %v has no ID: %w", a, err) // unreachable for a Turn's listing
		}
		msg.Legal[i] = legalMsg{ID: id, Action: a.String(), Text: t.Describe(i), Cost: t.Cost(i)}
	}
	if p.observe {
		p.obs = Observe(v, p.obs[:0])
		msg.Observation = p.obs
	}
	line, err := p.ask(func(n int) any { msg.N = n; return msg }, deadline)
	if err != nil {
		return kanban.Action{}, err
	}
	a, err := choice(line, v, t.legal)
	if err != nil {
		return kanban.Action{}, p.refuse(line, err)
	}
	return a, nil
}

// choice reads an answer to a decision: {"id": N} or {"action": "..."},
// which must name one of legal in v.
func choice(line []byte, v kanban.View, legal []kanban.Action) (kanban.Action, error) {
	fields, err := object(line)
	if err != nil {
		return kanban.Action{}, err
	}
	rawID, hasID := fields["id"]
	rawAct, hasAct := fields["action"]
	var a kanban.Action
	switch {
	case hasID == hasAct:
		return a, fmt.Errorf("%w: want one of \"id\" and \"action\"", ErrBadAnswer)
	case hasID:
		var id int
		if err := json.Unmarshal(rawID, &id); err != nil {
			return a, fmt.Errorf("%w: \"id\" is an integer, not %s", ErrBadAnswer, cut(rawID, 40))
		}
		if a, err = ActionOf(v, id); err != nil {
			return a, err
		}
	default:
		var s string
		if err := json.Unmarshal(rawAct, &s); err != nil {
			return a, fmt.Errorf("%w: \"action\" is a string in the notation, not %s", ErrBadAnswer, cut(rawAct, 40))
		}
		if a, err = kanban.ParseAction(s); err != nil {
			return a, fmt.Errorf("%w: %v", ErrBadAnswer, err)
		}
		if a.Version != 0 && a.Version != v.Version {
			return kanban.Action{}, fmt.Errorf("%w: %v is for version %d; the game is at version %d", ErrIllegalAnswer, a, a.Version, v.Version)
		}
		a.Version = 0
	}
	for _, l := range legal {
		if l == a {
			return a, nil
		}
	}
	return kanban.Action{}, fmt.Errorf("%w: %v", ErrIllegalAnswer, a)
}

// End closes the open game: it sends the program the end of the game,
// with its result when s is over (null when the game stopped before its
// end) and the open game's player's final View. It waits for no answer.
func (p *Pipe) End(s kanban.GameState) error {
	if err := p.usable(); err != nil {
		return err
	}
	if !p.game {
		return errors.New("bots: no game is open to end")
	}
	p.game = false
	msg := endMsg{Type: "end", Game: p.games, Color: p.color, View: s.View(p.color)}
	if r, ok := s.Result(); ok {
		msg.Result = &r
	}
	return p.send(msg, time.Now().Add(p.limit))
}

// Close ends the session: it writes what is still to be written, closes
// toProgram if it is an io.Closer, which tells the program the session is
// over, and stops reading. It does not close fromProgram: a reader stuck
// in Read stays there until the stream ends, as a program's output does
// when it exits. Close waits at most the time limit for the writes.
func (p *Pipe) Close() error {
	if p.shut {
		return nil
	}
	p.shut = true
	if p.closed == nil {
		p.closed = fmt.Errorf("%w: Close was called", ErrPipeClosed)
	}
	close(p.out)
	close(p.stop)
	timer := time.NewTimer(p.limit)
	defer timer.Stop()
	select {
	case <-p.wrote:
	case <-timer.C:
		p.closeWriter()
	}
	return nil
}

// usable returns ErrPipeClosed, wrapped, once the pipe is closed.
func (p *Pipe) usable() error {
	if p.closed == nil {
		select {
		case <-p.dead:
			p.closed = fmt.Errorf("%w: writing to it: %v", ErrPipeClosed, p.werr)
		default:
		}
	}
	return p.closed
}

// ask sends the message msg(n) numbered n, the next number, and returns
// the program's answer to it. Lines that came before the message was
// sent cannot answer it and are discarded; so are late answers to earlier
// messages, which may still come after it. An answer that does not come
// by the deadline is refused.
func (p *Pipe) ask(msg func(n int) any, deadline time.Time) ([]byte, error) {
	for drained := false; !drained; {
		select {
		case l, ok := <-p.lines:
			if !ok || l.err != nil {
				return nil, p.ended(l)
			}
			p.drop()
		default:
			drained = true
		}
	}
	n := p.n + 1
	if err := p.send(msg(n), deadline); err != nil {
		return nil, err
	}
	p.n = n
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	for {
		select {
		case l, ok := <-p.lines:
			if !ok || l.err != nil {
				return nil, p.ended(l)
			}
			echo, hasEcho, badEcho := echoOf(l.text)
			switch {
			case hasEcho && echo < n:
				p.drop()
			case hasEcho && echo > n:
				return nil, p.refuse(l.text, fmt.Errorf("%w: \"n\" is %d; the last message sent is %d", ErrBadAnswer, echo, n))
			case hasEcho:
				p.owed = 0
				return p.whole(l)
			case p.owed > 0:
				p.drop()
			case badEcho:
				return nil, p.refuse(l.text, fmt.Errorf("%w: \"n\" is an integer", ErrBadAnswer))
			default:
				return p.whole(l)
			}
		case <-timer.C:
			p.owed++
			return nil, p.refuse(nil, fmt.Errorf("%w of %v", ErrLate, p.limit))
		}
	}
}

// whole returns the answer line l, refusing it when it was too long to
// read whole.
func (p *Pipe) whole(l pipeLine) ([]byte, error) {
	if l.long {
		return nil, p.refuse(l.text, fmt.Errorf("%w: the line is longer than %d bytes", ErrBadAnswer, MaxAnswerLine))
	}
	return l.text, nil
}

// ended closes the pipe for good when the program's output has ended, as
// the reader goroutine's last line l says, and returns why.
func (p *Pipe) ended(l pipeLine) error {
	if l.err != nil && l.err != io.EOF {
		p.closed = fmt.Errorf("%w: reading its output: %v", ErrPipeClosed, l.err)
	} else {
		p.closed = fmt.Errorf("%w: its output ended", ErrPipeClosed)
	}
	return p.closed
}

// drop discards a line that answers an earlier message, refused as late.
func (p *Pipe) drop() {
	if p.owed > 0 {
		p.owed--
	}
	p.discarded++
}

// echoOf returns the "n" of an answer, if it has one, and whether it has
// one that is not an integer.
func echoOf(line []byte) (n int, ok, bad bool) {
	fields, err := object(line)
	if err != nil {
		return 0, false, false
	}
	raw, ok := fields["n"]
	if !ok {
		return 0, false, false
	}
	if err := json.Unmarshal(raw, &n); err != nil {
		return 0, false, true
	}
	return n, true, false
}

// object reads a line as one JSON object.
func object(line []byte) (map[string]json.RawMessage, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(line, &fields); err != nil || fields == nil {
		return nil, fmt.Errorf("%w: not a JSON object: %s", ErrBadAnswer, cut(line, 60))
	}
	return fields, nil
}

// refuse tells the program its answer to the last message was refused
// for err, and returns the *RefusedError.
func (p *Pipe) refuse(line []byte, err error) error {
	reason := "bad-answer"
	switch {
	case errors.Is(err, ErrLate):
		reason = "late"
	case errors.Is(err, ErrUnknownID):
		reason = "unknown-id"
	case errors.Is(err, ErrIllegalAnswer):
		reason = "illegal"
	}
	e := &RefusedError{N: p.n, Reason: reason, Line: string(cut(line, 200)), Err: err}
	p.notify(refusedMsg{Type: "refused", N: p.n, Reason: reason, Error: why(err)})
	return e
}

// notify queues a message that wants no answer, or drops it when the
// program is too far behind in reading to take it now.
func (p *Pipe) notify(msg any) {
	b, err := json.Marshal(msg)
	if err != nil {
		return
	}
	select {
	case p.out <- append(b, '\n'):
	default:
	}
}

// send queues a message for the program, waiting until the deadline at
// most for room in the queue.
func (p *Pipe) send(msg any, deadline time.Time) error {
	b, err := json.Marshal(msg)
	if err != nil {
		return fmt.Errorf("bots: encoding a message to the program: %w", err)
	}
	b = append(b, '\n')
	timer := time.NewTimer(time.Until(deadline))
	defer timer.Stop()
	select {
	case p.out <- b:
		return nil
	case <-p.dead:
		return p.usable()
	case <-timer.C:
		return &RefusedError{N: p.n + 1, Reason: "late", Err: fmt.Errorf("%w: the program reads too slowly to be sent the message", ErrLate)}
	}
}

// write is the writer goroutine: it writes the queued lines in order, and
// after a failed write drops the rest.
func (p *Pipe) write() {
	defer close(p.wrote)
	for b := range p.out {
		if p.werr != nil {
			continue
		}
		if _, err := p.w.Write(b); err != nil {
			p.werr = err
			close(p.dead)
		}
	}
	p.closeWriter()
}

// closeWriter closes the stream to the program, once, if it can be.
func (p *Pipe) closeWriter() {
	p.wOnce.Do(func() {
		if c, ok := p.w.(io.Closer); ok {
			c.Close()
		}
	})
}

// read is the reader goroutine: it passes on each line that is not blank,
// then why reading stopped.
func (p *Pipe) read(r io.Reader) {
	defer close(p.lines)
	br := bufio.NewReader(r)
	pass := func(l pipeLine) bool {
		select {
		case p.lines <- l:
			return true
		case <-p.stop:
			return false
		}
	}
	for {
		l := readLine(br)
		if l.long || len(bytes.TrimSpace(l.text)) > 0 {
			if !pass(pipeLine{text: l.text, long: l.long}) {
				return
			}
		}
		if l.err != nil {
			pass(pipeLine{err: l.err})
			return
		}
	}
}

// readLine reads a line without its line ending, keeping no more of it
// than a line may hold and telling when it is longer; a line cut short by
// the end of the stream comes with the error.
func readLine(br *bufio.Reader) pipeLine {
	var l pipeLine
	for {
		chunk, err := br.ReadSlice('\n')
		if keep := MaxAnswerLine + 2 - len(l.text); len(chunk) > keep { // room for "\r\n"
			chunk, l.long = chunk[:max(keep, 0)], true
		}
		l.text = append(l.text, chunk...)
		if err == bufio.ErrBufferFull {
			continue
		}
		l.text = bytes.TrimRight(l.text, "\r\n")
		if len(l.text) > MaxAnswerLine {
			l.long = true
		}
		l.err = err
		return l
	}
}

// why returns an error's text without the package's prefix.
func why(err error) string {
	if err == nil {
		return ""
	}
	return strings.TrimPrefix(err.Error(), "bots: ")
}

// cut returns b, or its first n bytes and "...".
func cut(b []byte, n int) []byte {
	if len(b) <= n {
		return b
	}
	return append(b[:n:n], "..."...)
}
