package main

import "github.com/kanbanev/kanban"

// eventText is what the API says of event e, a host's full event, to
// viewer (a seat's colour, or NoColor for a spectator) in language l: the
// "text" of each event on the streams and in a replay, the library's
// narration of it (GameState.NarrateIn), which tells nothing the viewer
// may not see. Before is the game's state before e.
func eventText(before kanban.GameState, e kanban.Event, viewer kanban.Color, l kanban.Language) string {
	return before.NarrateIn(l, e, viewer)
}
