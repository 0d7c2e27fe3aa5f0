package main

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"

	"github.com/kanbanev/kanban"
	"github.com/kanbanev/kanban/components"
	"github.com/kanbanev/kanban/examples/internal/botspec"
)

// The bounds of a replay asked for with a record: its body, and the
// actions it plays (a four-player game has under a thousand).
const (
	maxReplayBody    = 256 << 10
	maxReplayActions = 5000
)

// recordOf is g's record, tagged with the game's ID, its day and who
// played each colour (the seat's kind now: "human", or the bot's). g.mu
// must be held.
func (g *game) recordOf() (kanban.Record, error) {
	r, err := kanban.RecordOf(g.log)
	if err != nil {
		return kanban.Record{}, err
	}
	r.Tags = append(r.Tags, kanban.Tag{Name: "game", Value: g.id}, kanban.Tag{Name: "date", Value: g.created.UTC().Format("2006-01-02")})
	for _, st := range g.seats {
		who := st.Kind
		if budgeted(st.Kind) {
			// As the example programs' -bots write a budget: ismcts:300,
			// learned:100ms.
			who += ":" + botspec.Budget{Iterations: st.Iterations, Duration: st.DecisionTime}.String()
		}
		r.Tags = append(r.Tags, kanban.Tag{Name: st.Color.String(), Value: who})
	}
	return r, nil
}

// finished returns g's log if the game is over, or answers 409 (in_play):
// a game's record and its log hold the seed, which deals every hidden
// card, so that they are told only once nothing is hidden any more.
func finished(w http.ResponseWriter, g *game) ([]kanban.Event, bool) {
	g.mu.Lock()
	log, st := g.log, g.state
	g.mu.Unlock()
	if !st.IsOver() {
		writeJSON(w, http.StatusConflict, apiError{Error: "in_play", Version: st.Version(),
			Message: "the game is in play: its record, which deals every hidden card, is told once it is over"})
		return nil, false
	}
	return log, true
}

// handleRecord is GET /api/games/{id}/record: the finished game's
// kanban.Record in its text form, as a file to download.
func (s *Server) handleRecord(w http.ResponseWriter, r *http.Request, v viewer) {
	g := v.g
	if _, ok := finished(w, g); !ok {
		return
	}
	g.mu.Lock()
	rec, err := g.recordOf()
	g.mu.Unlock()
	var text []byte
	if err == nil {
		text, err = rec.MarshalText()
	}
	if err != nil {
		s.slog.Error("writing a game's record", "game", g.id, "err", err)
		fail(w, http.StatusInternalServerError, "internal", "the game's record could not be written")
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="kanban-`+g.id+`.txt"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Write(text)
}

// ReplayRequest asks for a record played to a step: the record's text
// (kanban.Record), how many of its actions to play (0: the setup alone),
// and whom to show the table as: a player's colour or "none" (a
// spectator, the default).
type ReplayRequest struct {
	Record string       `json:"record"`
	Step   int          `json:"step"`
	As     kanban.Color `json:"as"`
	// Story asks for the whole game's story as the viewer may read it
	// (ReplayResponse.Story), which a viewer asks for once.
	Story bool `json:"story,omitempty"`
}

// ReplayResponse is a game played to a step: how many actions it has in
// all, the step and the state's version after it, the table as the viewer
// sees it then, the events of the step's action (the setup's for step 0)
// as the viewer may see them, what the game waits for, and the result once
// over.
type ReplayResponse struct {
	Steps    int           `json:"steps"`
	Step     int           `json:"step"`
	Version  uint32        `json:"version"`
	View     kanban.View   `json:"view"`
	Events   []StreamEvent `json:"events"`
	NextText string        `json:"next_text"`
	// NextNotation is NextText's decision in notation.
	NextNotation string         `json:"next_notation"`
	Over         bool           `json:"over"`
	Result       *kanban.Result `json:"result,omitempty"`
	// PPHistory is every player's PP at the end of each day, at the
	// game's end.
	PPHistory []PPSeries `json:"pp_history,omitempty"`
	// Story, when asked for, is every step's events as the viewer may
	// read them, in order: the log up to any step, and where each turn,
	// day and Meeting begins.
	Story []StoryLine `json:"story,omitempty"`
}

// StoryLine is one event of a replay's story: the step whose action (0:
// the setup) it followed, its kind and its text.
type StoryLine struct {
	Step int              `json:"step"`
	Kind kanban.EventKind `json:"kind"`
	Text string           `json:"text"`
}

// storyOf is every step's events of log as viewer may read them; events
// with no text for the viewer are left out, their kinds kept where they
// mark a turn, a day or a Meeting.
func storyOf(log []kanban.Event, viewer kanban.Color, l kanban.Language) ([]StoryLine, error) {
	var f folded
	out := []StoryLine{}
	step := 0
	for i := range log {
		before := f.next(log, i)
		if f.failed {
			return nil, fmt.Errorf("folding event %d: the log does not fold", i+1)
		}
		if log[i].Kind == kanban.EvActed {
			step++
		}
		text := eventText(before, log[i], viewer, l)
		if text == "" && !marksStory(log[i].Kind) {
			continue
		}
		out = append(out, StoryLine{step, log[i].Kind, text})
	}
	return out, nil
}

// marksStory says whether an event of kind begins a turn, a day or a
// Meeting, which a replay steps to.
func marksStory(k kanban.EventKind) bool {
	return k == kanban.EvTurnStarted || k == kanban.EvDayStarted || k == kanban.EvMeetingStarted
}

// errStep is a step a replay has not.
type errStep struct{ step, steps int }

func (e errStep) Error() string {
	return fmt.Sprintf("step %d is not one of the game's: 0 (the setup) to %d", e.step, e.steps)
}

// replayAt is the game of log, a host's full log, after its first step
// actions, as viewer sees it. It replays the log up to the step's action
// (kanban.ReplayUnchecked: the log was checked when it was read) and folds
// that action's events one by one, for their text.
func replayAt(log []kanban.Event, step int, viewer kanban.Color, story bool, l kanban.Language) (ReplayResponse, error) {
	var starts []int // the index of each action's acted event
	for i, e := range log {
		if e.Kind == kanban.EvActed {
			starts = append(starts, i)
		}
	}
	if step < 0 || step > len(starts) {
		return ReplayResponse{}, errStep{step, len(starts)}
	}
	begin, end := 0, len(log)
	if step > 0 {
		begin = starts[step-1]
	}
	if step < len(starts) {
		end = starts[step]
	}
	var f folded
	resp := ReplayResponse{Steps: len(starts), Step: step, Events: []StreamEvent{}}
	for i := begin; i < end; i++ {
		before := f.next(log, i)
		if f.failed {
			return ReplayResponse{}, fmt.Errorf("folding event %d: the log does not fold", i+1)
		}
		resp.Events = append(resp.Events, StreamEvent{log[i].For(viewer), eventText(before, log[i], viewer, l)})
	}
	st := f.state
	if !slices.Contains(st.Players(), viewer) && viewer != kanban.NoColor {
		return ReplayResponse{}, errRequest{fmt.Sprintf("%s plays no seat of this game: as is one of its players or none", viewer)}
	}
	resp.Version, resp.View, resp.NextText, resp.NextNotation, resp.Over = st.Version(), st.View(viewer), nextText(st, l), st.Next().String(), st.IsOver()
	if res, ok := st.Result(); ok {
		resp.Result = &res
		var g game
		resp.PPHistory = g.ppHistory(log[:end], 1)
	}
	if story {
		var err error
		if resp.Story, err = storyOf(log, viewer, l); err != nil {
			return ReplayResponse{}, err
		}
	}
	return resp, nil
}

// answerReplay answers replayAt's result.
func (s *Server) answerReplay(w http.ResponseWriter, resp ReplayResponse, err error) {
	var step errStep
	var bad errRequest
	switch {
	case err == nil:
		writeJSON(w, http.StatusOK, resp)
	case errors.As(err, &step):
		fail(w, http.StatusUnprocessableEntity, "bad_step", "%v", err)
	case errors.As(err, &bad):
		fail(w, http.StatusUnprocessableEntity, "bad_viewer", "%v", err)
	default:
		s.slog.Error("a replay", "err", err)
		fail(w, http.StatusInternalServerError, "internal", "the game could not be replayed")
	}
}

// handleGameReplay is GET /api/games/{id}/replay?step=N&as=COLOR: a
// finished game after its first N actions (0 when step is left out), as
// the colour sees it ("none" when left out); &story=1 adds the whole
// game's story.
func (s *Server) handleGameReplay(w http.ResponseWriter, r *http.Request, v viewer) {
	g := v.g
	q := r.URL.Query()
	step := 0
	if arg := q.Get("step"); arg != "" {
		n, err := strconv.Atoi(arg)
		if err != nil {
			fail(w, http.StatusBadRequest, "bad_request", "step %q is not a number", arg)
			return
		}
		step = n
	}
	viewer := kanban.NoColor
	if arg := q.Get("as"); arg != "" {
		if err := viewer.UnmarshalText([]byte(arg)); err != nil {
			fail(w, http.StatusBadRequest, "bad_request", "as %q is no colour (red, blue, yellow, purple or none)", arg)
			return
		}
	}
	log, ok := finished(w, g)
	if !ok {
		return
	}
	resp, err := replayAt(log, step, viewer, q.Get("story") == "1", requestLanguage(r))
	s.answerReplay(w, resp, err)
}

// handleReplay is POST /api/replay: a record, sent in the body, played to
// a step. The body is at most maxReplayBody bytes and the record at most
// maxReplayActions actions; a record that does not read or play is 422,
// naming its line.
func (s *Server) handleReplay(w http.ResponseWriter, r *http.Request) {
	req := ReplayRequest{As: kanban.NoColor}
	if !decodeAtMost(w, r, &req, maxReplayBody) {
		return
	}
	rec, err := kanban.ParseRecord(req.Record)
	if err != nil {
		badRecord(w, req.Record, err)
		return
	}
	if len(rec.Actions) > maxReplayActions {
		fail(w, http.StatusUnprocessableEntity, "record_too_long", "the record has %d actions; a replay plays at most %d", len(rec.Actions), maxReplayActions)
		return
	}
	if req.Step < 0 || req.Step > len(rec.Actions) {
		fail(w, http.StatusUnprocessableEntity, "bad_step", "%v", errStep{req.Step, len(rec.Actions)})
		return
	}
	_, log, err := rec.Play()
	if err != nil {
		badRecord(w, req.Record, err)
		return
	}
	resp, err := replayAt(log, req.Step, req.As, req.Story, requestLanguage(r))
	s.answerReplay(w, resp, err)
}

// badRecord answers 422 for a record that ParseRecord or Record.Play
// refuses, with the line of text it fails at.
func badRecord(w http.ResponseWriter, text string, err error) {
	e := apiError{Error: "bad_record", Message: err.Error()}
	var re *kanban.RecordError
	if errors.As(err, &re) {
		e.Line = re.Line
		if e.Line == 0 {
			if e.Line = recordLine(text, re.Action); e.Line > 0 {
				e.Message = fmt.Sprintf("line %d: %v", e.Line, err)
			}
		}
	}
	writeJSON(w, http.StatusUnprocessableEntity, e)
}

// recordLine is the line of a record's text (one ParseRecord read) that
// holds its action n, from 1, or, for n 0 (the header), the line of the
// header Play refused: the schema, the rules or the configuration.
func recordLine(text string, n int) int {
	lines := strings.Split(text, "\n")
	if n == 0 {
		r, err := kanban.ParseRecord(text)
		switch {
		case err != nil:
			return 1
		case r.Schema != kanban.SchemaVersion:
			return 2
		case r.Rules != components.Version:
			return 3
		}
		return 4
	}
	actions := 0
	for i, l := range lines {
		l = strings.TrimSpace(l)
		if i < 4 || l == "" || strings.HasPrefix(l, "#") || (actions == 0 && strings.HasPrefix(l, "tag ")) {
			continue
		}
		if actions++; actions == n {
			return i + 1
		}
	}
	return 0
}
