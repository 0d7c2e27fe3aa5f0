package main

import "github.com/kanbanev/kanban"

// eventText is what the API says of event e, a host's full event, to
// viewer (a seat's colour, or NoColor for a spectator): the "text" of each
// event on the streams and in a replay. Before is the game's state before
// e. It is e as the viewer may see it, in the notation; every text the
// server tells goes through here, so that it can say the event in words
// in this one place once the library narrates events.
func eventText(before kanban.GameState, e kanban.Event, viewer kanban.Color) string {
	_ = before // the narration will read it
	return e.For(viewer).String()
}
