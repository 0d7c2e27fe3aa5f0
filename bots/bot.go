package bots

import (
	"fmt"
	"slices"

	"github.com/kanbanev/kanban"
)

// A Bot chooses the actions of one player. Act is called each time the
// player must decide, with what they may see; it returns one of the
// Turn's legal actions. A Bot may keep what it learns from one Turn to the
// next, so each player of a game has a Bot of their own. The package's
// bots keep nothing that changes their play but their generator and
// ISMCTS's tree from the decision before: a host that cannot keep a bot
// across a restart may make one afresh for each decision, seeded from the
// state (its Version), and then plays on identically after a restart, at
// the cost of ISMCTS's tree reuse.
type Bot interface {
	// Act returns the action the player plays now, one of t's legal
	// actions, or an error when the bot cannot choose.
	Act(t *Turn) (kanban.Action, error)
}

// A Turn is what a bot is given when its player must act: their View,
// their legal actions, and states sampled from what they may see. It holds
// the host's state to sample from, but never returns it.
type Turn struct {
	state  kanban.GameState
	player kanban.Color
	legal  []kanban.Action
}

// NewTurn returns the Turn of player p at state s, whose next decision
// must be p's.
func NewTurn(s kanban.GameState, p kanban.Color) (*Turn, error) {
	if d := s.Next(); d.Player != p || p == kanban.NoColor {
		return nil, fmt.Errorf("bots: %v is not to act: the next decision is %v", p, d)
	}
	if _, err := s.Determinize(p, 0); err != nil {
		return nil, fmt.Errorf("bots: %w", err)
	}
	return &Turn{state: s, player: p, legal: s.LegalActions()}, nil
}

// String returns a short description of the Turn: the player, the
// decision and how many legal actions it has. It shows nothing the player
// cannot see.
func (t Turn) String() string {
	return fmt.Sprintf("bots.Turn{%v to decide %v, %d legal actions}", t.player, t.state.Next(), len(t.legal))
}

// Format prints the Turn as String does for every verb and flag, %#v and
// %+v included, so that printing a Turn never shows the host's state
// (its seed, the decks' orders, the other players' hands) it holds.
func (t Turn) Format(f fmt.State, verb rune) { fmt.Fprint(f, t.String()) }

// Player returns the colour of the player to act.
func (t *Turn) Player() kanban.Color { return t.player }

// View returns what the player sees.
func (t *Turn) View() kanban.View { return t.state.View(t.player) }

// Decision returns the decision the player must take.
func (t *Turn) Decision() kanban.Decision { return t.state.Next() }

// Legal returns the player's legal actions, in LegalActions' order, in a
// new slice.
func (t *Turn) Legal() []kanban.Action { return slices.Clone(t.legal) }

// NumLegal returns the number of legal actions.
func (t *Turn) NumLegal() int { return len(t.legal) }

// LegalAt returns legal action i, for i in [0, NumLegal).
func (t *Turn) LegalAt(i int) kanban.Action { return t.legal[i] }

// Describe returns legal action i in plain English, as
// GameState.Describe: what the player is about to do.
func (t *Turn) Describe(i int) string {
	text, _ := t.state.Describe(t.legal[i]) // a legal action always has one
	return text
}

// Cost returns what legal action i spends, as GameState.Cost.
func (t *Turn) Cost(i int) kanban.Cost {
	c, _ := t.state.Cost(t.legal[i])
	return c
}

// Sample returns a whole state the player could be in, everything hidden
// from them dealt anew from seed (GameState.Determinize): the same seed
// gives the same state, and the state depends on nothing the player cannot
// see. Its legal actions for the player are the Turn's.
func (t *Turn) Sample(seed uint64) kanban.GameState {
	s, err := t.state.Determinize(t.player, seed)
	if err != nil {
		panic("bots: a Turn's state cannot be sampled: " + err.Error()) // unreachable: NewTurn took only a state that can
	}
	return s
}
