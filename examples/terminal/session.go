package main

import (
	"bufio"
	"cmp"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/bots"
	"github.com/kanbanev/kanban/examples/internal/botspec"
)

// A session is one game at the terminal: the user at one seat, bots at
// the others. It is the host: it keeps the whole state and log, and shows
// the user only their View and the events as Event.For gives them.
type session struct {
	in  *bufio.Scanner
	out io.Writer
	st  style

	user       kanban.Color
	kinds      map[kanban.Color]string // the bot at each other colour
	iterations int                     // ISMCTS iterations a decision
	// budgets are the budgets -bots gave ismcts and learned seats, by
	// colour; a colour without one has iterations.
	budgets map[kanban.Color]budget

	s   kanban.GameState
	log []kanban.Event
	// compact shows each decision in the compact view (drawCompact) rather
	// than the whole table.
	compact bool
	// fresh is set when the user comes to a decision after others acted
	// (or after undo, load): the table is drawn again before the options.
	// In the compact view, wide asks for the whole table once.
	fresh, wide bool
	// listed is the version whose options were last listed.
	listed uint32
	// seen is the user's View at their last decision (or at the start,
	// after undo, load), and seenAt the length of the log then: what
	// changed since is listed before their next decision. self is the
	// user's board after their last action: what changed on it since is
	// others' doing.
	seen   kanban.View
	seenAt int
	self   kanban.PlayerBoard
}

// newSession deals the game the options describe.
func newSession(o options, in io.Reader, out io.Writer, color bool) (*session, error) {
	g := &session{in: bufio.NewScanner(in), out: out, st: style{color: color, lang: lang{o.Lang}},
		user: o.Color, kinds: o.seats(), iterations: o.Iterations, budgets: o.budgets(), compact: o.View == viewCompact, fresh: true, listed: ^uint32(0)}
	s, log, err := kanban.New(o.config())
	if err != nil {
		return nil, err
	}
	g.s, g.log = s, log
	g.see()
	return g, nil
}

// see takes the present as what the user has seen: the changes listed
// before a decision are those after it.
func (g *session) see() {
	g.seen, g.seenAt = g.s.View(g.user), len(g.log)
	g.self, _ = g.s.Player(g.user)
}

// run plays until the game ends, the user quits or the input ends.
func (g *session) run() error {
	g.say("You play %s. Type a number or an action's notation; help lists the commands.\n", g.st.player(g.user, g.st.name(g.user)))
	g.printf("%s\n", g.st.editionLine(g.s.View(g.user).Edition))
	for {
		if err := g.advance(); err != nil {
			return err
		}
		if g.s.IsOver() {
			break
		}
		g.showDecision()
		g.printf("> ")
		if !g.in.Scan() {
			g.say("\ninput ended; the game is not finished\n")
			return g.in.Err()
		}
		if quit := g.command(strings.TrimSpace(g.in.Text())); quit {
			g.say("bye; the game is not finished\n")
			return nil
		}
	}
	g.final()
	return nil
}

// advance lets the bots act until the user must decide or the game is
// over.
func (g *session) advance() error {
	for !g.s.IsOver() && g.s.Next().Player != g.user {
		if err := g.botTurn(); err != nil {
			return err
		}
	}
	return nil
}

func (g *session) printf(format string, args ...any) { fmt.Fprintf(g.out, format, args...) }

// say writes the English format, in the session's language, with args.
func (g *session) say(format string, args ...any) { fmt.Fprint(g.out, g.st.f(format, args...)) }

// botTurn lets the bot whose decision it is act, and tells the user what
// they may see of it.
func (g *session) botTurn() error {
	p := g.s.Next().Player
	t, err := bots.NewTurn(g.s, p)
	if err != nil {
		return err
	}
	a, err := g.bot(p).Act(t)
	if err != nil {
		return fmt.Errorf(g.st.tr("%s's bot: %w"), g.st.name(p), err)
	}
	if err := g.apply(a); err != nil {
		return fmt.Errorf(g.st.tr("%s's bot chose %s: %w"), g.st.name(p), a, err)
	}
	g.fresh = true
	return nil
}

// bot returns the bot for player p's next decision. It is made anew from
// the game's seed, p's seat and the state's version, so that its choices
// follow from the position alone: a game loaded or taken back continues as
// it would have.
func (g *session) bot(p kanban.Color) bots.Bot {
	seed := mix(g.s.Config().Seed, uint64(p)+1, uint64(g.s.Version()))
	k, ok := botspec.Lookup(g.kinds[p])
	if !ok {
		return bots.NewRandom(seed)
	}
	b, ok := g.budgets[p]
	if !ok {
		b = budget{Iterations: g.iterations}
	}
	return k.New(seed, b)
}

// mix hashes values into a seed (splitmix64's finalizer over each).
func mix(vs ...uint64) uint64 {
	var h uint64 = 0x9e3779b97f4a7c15
	for _, v := range vs {
		h ^= v + 0x9e3779b97f4a7c15 + h<<6 + h>>2
		h ^= h >> 30
		h *= 0xbf58476d1ce4e5b9
		h ^= h >> 27
		h *= 0x94d049bb133111eb
		h ^= h >> 31
	}
	return h
}

// apply plays an action, logs its events and narrates them; the user's
// own action is told first, in a line like the narration's of the others'
// actions, so that the log reads as a whole.
func (g *session) apply(a kanban.Action) error {
	before := g.s
	s, events, err := kanban.Apply(g.s, a)
	if err != nil {
		return err
	}
	g.s, g.log = s, append(g.log, events...)
	if a.Player == g.user {
		desc := ""
		if d, err := before.DescribeIn(g.st.Language, a); err == nil {
			desc = ": " + prose(d)
		}
		g.printf("  %s %s%s\n", g.st.player(g.user, fmt.Sprintf("%-7s", g.st.you())), g.st.dim(notation(a)), desc)
	}
	narrate(g.out, g.st, before, g.user, events)
	for _, e := range events {
		switch e.Kind {
		case kanban.EvTurnEnded, kanban.EvDayStarted, kanban.EvMeetingStarted, kanban.EvMeetingEnded, kanban.EvGoalsRevealed:
			g.fresh = true // much of the table changed: draw it again
		}
	}
	return nil
}

// showDecision draws the table if others acted since the user last chose
// (in the compact view, its essentials every time), then what changed
// since the user's last decision, then lists the user's options, once for
// each state.
func (g *session) showDecision() {
	if g.listed == g.s.Version() {
		return
	}
	g.listed = g.s.Version()
	v := g.s.View(g.user)
	if g.compact && !g.wide {
		g.fresh = false
		g.printf("\n")
		used := drawCompact(g.out, v, g.st)
		used += g.showChanges(v)
		decision := g.st.tr("Your decision:")
		g.printf("%s\n", clip(g.st.head(decision)+" "+decisionLine(g.st.lang, g.s.Next(), screenWidth-visible(decision)-1), screenWidth))
		listCompact(g.out, g.st, g.s, max(2, screenHeight-used-3)) // a blank line above, the decision's, the prompt
		return
	}
	if g.fresh || g.wide {
		g.printf("\n")
		drawTable(g.out, v, g.st)
		g.fresh, g.wide = false, false
	} else if v.Turn.Player == g.user {
		g.printf("%s %s\n", g.st.head(g.st.tr("Turn")), g.st.f("%s left (%d banked usable), %d worked", g.st.count(v.Turn.Shifts, "Shift"), v.Turn.BankedUsable, v.Turn.Worked))
	}
	g.showChanges(v)
	g.listOptions()
}

// showChanges writes what changed since the user's last decision, as
// changes lists it — on the user's own board, since their last action —
// and returns the number of lines written.
func (g *session) showChanges(v kanban.View) int {
	acts := map[kanban.Color][]string{}
	for _, full := range g.log[min(g.seenAt, len(g.log)):] {
		if full.Kind != kanban.EvActed || full.Player == g.user {
			continue
		}
		e := full.For(g.user)
		acts[e.Player] = append(acts[e.Player], e.Act.Kind.String())
	}
	before := g.seen
	before.Players = slices.Clone(before.Players)
	for i, b := range before.Players {
		if b.Color == g.user {
			before.Players[i] = g.self
		}
	}
	lines := changes(before, v, acts, g.st)
	g.see()
	if len(lines) == 0 {
		return 0
	}
	g.printf("%s\n", g.st.head(g.st.tr("Since your last decision:")))
	for _, l := range lines {
		g.printf("%s\n", l)
	}
	return 1 + len(lines)
}

// listOptions numbers the user's legal actions, each with what it does
// and what it costs.
func (g *session) listOptions() {
	d := g.s.Next()
	decision := g.st.tr("Your decision:")
	g.printf("\n%s %s\n", g.st.head(decision), decisionLine(g.st.lang, d, screenWidth-visible(decision)-1))
	for i, a := range g.s.LegalActions() {
		desc, err := g.s.DescribeIn(g.st.Language, a)
		desc = prose(desc)
		if err != nil {
			desc = prose(err.Error())
		}
		cost := ""
		if c, err := g.s.Cost(a); err == nil && !c.IsZero() {
			cost = "[" + prose(c.TextIn(g.st.Language)) + "]"
		}
		g.printf("%s\n", optionLine(g.st, i+1, desc, cost, a.String()))
	}
}

// optionLine writes an option: its number, what it does, what it costs
// and its notation, dimmed, on lines of at most screenWidth columns, broken
// at the spaces between words, never inside one, nor between a number and
// the word it counts; the cost and the notation are kept whole where a line
// holds them. The lines after the first are indented under the
// description.
func optionLine(st style, n int, desc, cost, notation string) string {
	head := fmt.Sprintf("%4d. ", n)
	indent := strings.Repeat(" ", len(head))
	var b strings.Builder
	line, col := head, len(head)
	put := func(word, sep string) {
		width := visible(word)
		if col > len(indent) && col+len(sep)+width > screenWidth {
			b.WriteString(line + "\n")
			line, col, sep = indent, len(indent), ""
		}
		line += sep + word
		col += len(sep) + width
	}
	// words puts a phrase word by word, each number with the word after
	// it; whole puts it on one line if a line holds it, else word by word.
	words := func(phrase, sep string, paint func(string) string) {
		ws := strings.Fields(phrase)
		for i := 0; i < len(ws); i++ {
			w := ws[i]
			if _, err := strconv.Atoi(w); err == nil && i+1 < len(ws) {
				i++
				w += " " + ws[i]
			}
			put(paint(w), sep)
			sep = " "
		}
	}
	whole := func(phrase, sep string, paint func(string) string) {
		if len(indent)+utf8.RuneCountInString(phrase) > screenWidth {
			words(phrase, sep, paint)
			return
		}
		put(paint(phrase), sep)
	}
	plain := func(s string) string { return s }
	words(desc, "", plain)
	if cost != "" {
		whole(cost, " ", plain)
	}
	whole(notation, "  ", st.dim)
	b.WriteString(line)
	return b.String()
}

// command carries out one line of the user's input at their decision and
// reports whether they quit. Bad input gets a message and changes nothing.
func (g *session) command(line string) (quit bool) {
	word, arg, _ := strings.Cut(line, " ")
	arg = strings.TrimSpace(arg)
	switch strings.ToLower(word) {
	case "":
		g.printf("%s\n", g.what())
	case "help", "?":
		g.help()
	case "quit", "exit":
		g.offerSave()
		return true
	case "board", "table":
		g.wide = true
		g.listed = ^uint32(0)
	case "view":
		switch strings.ToLower(arg) {
		case "compact":
			g.compact = true
		case "full":
			g.compact = false
		default:
			g.warn("view takes compact or full, not %q", arg)
			return false
		}
		g.listed = ^uint32(0)
	case "options", "list":
		g.listOptions()
	case "undo":
		g.undo()
	case "save":
		g.save(arg)
	case "load":
		g.load(arg)
	default:
		g.choose(line)
	}
	return false
}

func (g *session) help() {
	g.say(`commands:
  N             take option N of the list
  NOTATION      take the action written in the notation, such as "train rnd" or "%[1]s end-turn"
  table, board  draw the whole table
  view compact  from now on, the essentials of each decision in 80×24
  view full     from now on, the whole table when others have acted
  options       list every option with what it does and its notation
  KIND          list the options of one kind of action, such as "take-design"
  undo          take back your last action and the bots' after it, if it revealed nothing hidden
  save FILE     write the game's record to FILE
  load FILE     read a record from FILE and continue the game from it
  help          this list
  quit          leave the game, offered to save it first
`, g.user)
}

// warn tells the user their input was refused: the English format, in
// the session's language, with args.
func (g *session) warn(format string, args ...any) {
	g.printf("%s\n", g.st.warn(g.st.f(format, args...)))
}

// what says what the user may type at their decision.
func (g *session) what() string {
	return g.st.f("type a number from 1 to %d, an action in the notation, or help", len(g.s.LegalActions()))
}

// choose takes the option a number names, or the action written in the
// notation, with or without the user's colour in front. The name of a
// kind of action alone lists its options.
func (g *session) choose(line string) {
	legal := g.s.LegalActions()
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			g.warn("no option %d: choose 1 to %d", n, len(legal))
			return
		}
		g.take(legal[n-1])
		return
	}
	words, full := strings.Fields(line), line
	var c kanban.Color
	if len(words) > 1 && c.UnmarshalText([]byte(words[0])) == nil {
		words = words[1:] // the player's colour, the user's or not
	} else {
		full = g.user.String() + " " + line
	}
	kind, isKind := kindNamed(words[0])
	a, err := kanban.ParseAction(full)
	switch {
	case err != nil && isKind && len(words) == 1:
		g.listKind(kind, "") // a kind alone, such as "train": its options
	case err != nil && isKind:
		g.listKind(kind, prose(fieldError(err)))
	case err != nil:
		g.warn("not an action: %q; %s", line, g.what())
	case a.Player != g.user:
		g.warn("%s is %s's action; you play %s", a, g.st.name(a.Player), g.st.name(g.user))
	default:
		g.take(a)
	}
}

// listKind lists the user's options of one kind, each with its number,
// after why, the reason an action of that kind was not read, if any.
func (g *session) listKind(kind kanban.ActionKind, why string) {
	var lines []string
	for i, a := range g.s.LegalActions() {
		if a.Kind != kind {
			continue
		}
		desc, err := g.s.DescribeIn(g.st.Language, a)
		desc = prose(desc)
		if err != nil {
			desc = a.String()
		}
		lines = append(lines, optionLine(g.st, i+1, desc, "", notation(a)))
	}
	if why != "" {
		why = kind.String() + ": " + why + "; "
	}
	if len(lines) == 0 {
		g.warn("%sno %s action is open to you now; %s", why, kind, g.what())
		return
	}
	if why != "" {
		g.warn("%syour %s options:", why, kind)
	}
	for _, l := range lines {
		g.printf("%s\n", l)
	}
}

// kindNamed returns the kind of action name names in the notation.
func kindNamed(name string) (kanban.ActionKind, bool) {
	for k := kanban.ActionKind(1); k < 64; k++ {
		if s := k.String(); s == name {
			return k, true
		} else if strings.HasPrefix(s, "ActionKind(") {
			break
		}
	}
	return 0, false
}

// fieldError returns what ParseAction found wrong in an action's fields,
// "missing dept" or "bad source: unknown design source \"top-9\"", without
// the packages' prefixes.
func fieldError(err error) string {
	if inner := errors.Unwrap(err); inner != nil {
		err = inner
	}
	return plain(err)
}

// plain returns an error's text without the packages' prefixes.
func plain(err error) string {
	return strings.NewReplacer("kanban: ", "", "components: ", "").Replace(err.Error())
}

// take plays the user's action, or says which rule refuses it and why.
func (g *session) take(a kanban.Action) {
	err := g.apply(a)
	var re *kanban.RuleError
	switch {
	case err == nil:
		g.self, _ = g.s.Player(g.user)
	case errors.As(err, &re):
		g.warn("the rules refuse %s: %s (rule %s)", notation(a), prose(re.Reason), re.Rule)
	default:
		g.warn("the rules refuse %s: %s", notation(a), prose(plain(err)))
	}
}

// undo takes back the user's last action and every bot's after it, so
// that the user is back at the decision they answered; all of them or
// none.
func (g *session) undo() {
	s, log, n, err := kanban.UndoTo(g.log, g.user)
	var ue *kanban.UndoError
	switch {
	case errors.As(err, &ue) && ue.Action < 0:
		g.warn("cannot undo: you have not acted yet")
		return
	case errors.As(err, &ue):
		act := actedAt(g.log, ue.Action).For(g.user).Act
		g.warn("cannot undo: %s %s, which the rules do not take back", act, prose(ue.Reason))
		return
	case err != nil:
		g.warn("cannot undo: %s", prose(plain(err)))
		return
	}
	g.s, g.log = s, log
	g.fresh, g.listed = true, ^uint32(0)
	g.see()
	g.say("took back %s\n", g.st.count(n, "action"))
}

// actedAt returns the acted event of action number k of the log.
func actedAt(log []kanban.Event, k int) kanban.Event {
	for i := len(log) - 1; i >= 0; i-- {
		if log[i].Kind == kanban.EvActed && int(log[i].Action) == k {
			return log[i]
		}
	}
	return kanban.Event{}
}

// seatsTag names the tag of a saved record that says who plays each
// colour: "red=you blue=greedy".
const seatsTag = "seats"

// offerSave asks the user leaving the game whether to save it first: a
// file name saves the record there, as save does; an empty line, "no" or
// the input's end leaves without saving; "yes" asks for the file's name;
// a save that fails asks again.
func (g *session) offerSave() {
	g.say("Save the game before leaving? Type a file name to save its record there, or press Enter to leave without saving.\n")
	for {
		g.say("save to> ")
		if !g.in.Scan() {
			g.printf("\n")
			return
		}
		answer := strings.TrimSpace(g.in.Text())
		switch strings.ToLower(answer) {
		case "", "n", "no", "nein":
			return
		case "y", "yes", "j", "ja":
			g.say("the file's name, please (Enter to leave without saving)\n")
			continue
		}
		if g.save(answer) {
			return
		}
	}
}

// save writes the game's record to a file, with the seats in a tag, and
// reports whether it did.
func (g *session) save(file string) bool {
	if file == "" {
		g.warn("save needs a file name: save FILE")
		return false
	}
	rec, err := kanban.RecordOf(g.log)
	if err != nil {
		g.warn("cannot save: %s", prose(plain(err)))
		return false
	}
	var seats []string
	for _, p := range rec.Config.Players {
		kind := g.kinds[p.Color]
		if p.Color == g.user {
			kind = "you"
		}
		seats = append(seats, p.Color.String()+"="+kind)
	}
	rec.Tags = append(rec.Tags, kanban.Tag{Name: seatsTag, Value: strings.Join(seats, " ")})
	if err := os.WriteFile(file, []byte(rec.String()), 0o644); err != nil {
		g.warn("cannot save: %s", prose(plain(err)))
		return false
	}
	g.say("saved %s to %s\n", g.st.count(len(rec.Actions), "action"), file)
	return true
}

// load reads a record, plays it through the rules, and continues from it
// with the seats its tag names; without one, the user keeps their
// colour and each other colour its bot (random for a colour new to the
// session). A file that is not a record the rules accept leaves the game
// as it was.
func (g *session) load(file string) {
	if file == "" {
		g.warn("load needs a file name: load FILE")
		return
	}
	text, err := os.ReadFile(file)
	if err != nil {
		g.warn("cannot load: %s", prose(plain(err)))
		return
	}
	rec, err := kanban.ParseRecord(string(text))
	if err != nil {
		g.warn("cannot load %s: not a game record: %s", file, prose(plain(err)))
		return
	}
	user, kinds := g.user, map[kanban.Color]string{}
	if rec.Config.Solo != nil && len(rec.Config.Players) == 1 {
		user = rec.Config.Players[0].Color // a solo game's one player is the user's
	}
	if seats, ok := rec.Tag(seatsTag); ok {
		for _, f := range strings.Fields(seats) {
			c, kind, _ := strings.Cut(f, "=")
			var col kanban.Color
			if col.UnmarshalText([]byte(c)) != nil {
				continue
			}
			switch {
			case kind == "you":
				user = col
			default:
				if _, ok := botspec.Lookup(kind); ok {
					kinds[col] = kind
				}
			}
		}
	}
	seated := false
	for _, p := range rec.Config.Players {
		seated = seated || p.Color == user
		if _, ok := kinds[p.Color]; !ok {
			kinds[p.Color] = cmp.Or(g.kinds[p.Color], "random")
		}
	}
	delete(kinds, user)
	if !seated {
		g.warn("cannot load %s: it has no %s player for you", file, g.st.name(user))
		return
	}
	s, log, err := rec.Play()
	if err != nil {
		g.warn("cannot load %s: the rules refuse it: %s", file, prose(plain(err)))
		return
	}
	g.s, g.log, g.user, g.kinds = s, log, user, kinds
	g.fresh, g.listed = true, ^uint32(0)
	g.see()
	g.say("loaded %s: %s, day %d; you play %s\n", file, g.st.count(len(rec.Actions), "action"), s.Day(), g.st.player(user, g.st.name(user)))
	g.printf("%s\n", g.st.editionLine(rec.Config.Edition))
}

// final prints the table at the end and the ranking with its breakdown.
func (g *session) final() {
	g.printf("\n")
	drawTable(g.out, g.s.View(g.user), g.st)
	res, ok := g.s.Result()
	if !ok {
		return
	}
	g.printf("\n%s %s\n\n", g.st.head(g.st.tr("Game over")), g.st.f("after %s", g.st.count(g.s.Day(), "day")))
	names := g.st.colleagues(g.s)
	g.say("place  player            PP   play  goal shifts speech books vouch  cars train tested\n")
	for _, st := range res.Standings {
		b := st.Breakdown
		name := g.st.name(st.Color)
		if n, ok := names[st.Color]; ok {
			name = n
		}
		if st.Color == g.user {
			name += " " + g.st.tr("(you)")
		}
		g.printf("%4d.  %s %4d  %5d %5d %6d %6d %5d %5d %5d %5d %6d\n", st.Place, g.st.player(st.Color, fmt.Sprintf("%-15s", name)), st.PP,
			b.Play, b.FinalGoal, b.BankedShifts, b.SpeechTokens, b.Books, b.Vouchers, b.Cars, b.Training, b.TestedDesigns)
	}
	if names != nil {
		g.printf("\n%s\n", g.st.soloVerdict(res, g.user, g.log))
	}
}

// soloVerdict says whether the user won their solo game: with strictly
// more PP than each Colleague (R-SOLO-34); Result ranks a
// Colleague who ties the user ahead of them, and a fired user last.
func (l lang) soloVerdict(res kanban.Result, user kanban.Color, log []kanban.Event) string {
	for _, e := range log {
		if e.Kind == kanban.EvFired {
			return l.tr("You were fired at 0 PP: the Colleagues win.")
		}
	}
	for _, st := range res.Standings {
		if st.Color == user && st.Place == 1 {
			return l.f("You win with %d PP, more than each Colleague.", st.PP)
		}
	}
	return l.tr("You lose: a Colleague has as many PP as you or more.")
}

// editionLine names the edition in play and says how many of its tables
// hold placeholder values, where the printed ones are not known.
func editionLine(ed kanban.Edition) string { return english.editionLine(ed) }

// editionLine is editionLine in l.
func (l lang) editionLine(ed kanban.Edition) string {
	name := l.f("the edition %s", strconv.Quote(ed.Name()))
	if ed.IsZero() {
		name = l.tr("the built-in edition")
	}
	n := len(ed.Contents().Placeholders())
	if n == 0 {
		return l.f("Edition: %s.", name)
	}
	if n == 1 {
		return l.f("Edition: %s; 1 of its tables holds placeholder values,\nnot the printed ones: docs/components.md says which; -edition FILE plays yours.", name)
	}
	return l.f("Edition: %s; %d of its tables hold placeholder values,\nnot the printed ones: docs/components.md says which; -edition FILE plays yours.", name, n)
}

// decisionLine says what a decision asks in words, its notation after it
// for those who type it when the two fit in width columns: "choose a
// workstation for the day (red: workstation)".
func decisionLine(l lang, d kanban.Decision, width int) string {
	desc := prose(d.DescribeIn(l.Language))
	line := desc + " (" + d.String() + ")"
	if len([]rune(line)) > width {
		return desc
	}
	return line
}
