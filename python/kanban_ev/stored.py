"""The games a tournament's workers stored in a SQLite file
(examples/tournament's ``enqueue -record-search``, then ``work``), read with
the standard library's sqlite3 and played again through the engine: the
positions a learner learns from, with the searches' visit counts and each
game's outcome."""

import ctypes
import json
import os
import sqlite3
import tempfile

from ._lib import check, lib
from .game import Game, State, _edition


class StoredGame:
    """A stored game: its run and number in the database, its record's
    configuration (a dict, the library's Config) and actions (each a pair:
    the colour of the player, and the action), and the searches of
    its decisions (dicts: ply, player, visits, ids, value, iterations; ids
    are the legal actions' IDs, visits their visit counts). An action is
    written in the library's notation, its player's colour first."""

    def __init__(self, run, number, record, searches, edition=None):
        self.run, self.number = run, number
        self.searches = searches
        self.edition = edition  # the path of the run's edition file, or None
        self.config, self.actions = _parse_record(record)

    def replay(self):
        """Plays the game again and yields (state, search) before each
        decision a search was kept for. The state is the game's one State,
        which goes on changing: read it (observation_tensor,
        legal_actions) or clone it; never apply an action to it. Once the
        loop is over that same state is at the game's end, so that
        ``state.returns()`` gives each seat's reward."""
        state = self.initial_state()
        k = 0
        for ply, (_, notation) in enumerate(self.actions):
            if k < len(self.searches) and self.searches[k]["ply"] == ply:
                yield state, self.searches[k]
                k += 1
            state.apply_action(state.string_to_action(notation))

    def initial_state(self):
        """The game's first State, dealt from its configuration."""
        players = len(self.config["players"])
        solo = "solo" in self.config
        game = Game(players=1 if solo else players, solo=solo, edition=self.edition)
        h = ctypes.c_uint64()
        check(lib.kb_new(json.dumps(self.config).encode(), _edition(self.edition), ctypes.byref(h)))
        return State(game, h.value)


def _parse_record(text):
    """The configuration and the actions of a record's text
    (kanban.Record's form)."""
    config, actions, header = None, [], True
    for line in text.splitlines():
        line = line.strip()
        if line.startswith("#"):
            continue
        if header:
            if line.startswith("config "):
                config = json.loads(line[len("config "):])
            elif line == "":
                header = False
            continue
        if line:
            actions.append((line.partition(" ")[0], line))
    if config is None:
        raise ValueError("a record without its config line")
    return config, actions


def games(path, run=0):
    """Yields the StoredGames with searches in the SQLite file path, of run
    (every run for 0), in run and game order. A run played with an
    edition of its own has it written to a temporary file, for the
    engine to read."""
    db = sqlite3.connect(f"file:{os.fspath(path)}?mode=ro", uri=True)
    editions = {}
    try:
        rows = db.execute(
            "SELECT g.run, g.game, g.record, g.searches, r.spec FROM tournament_game g "
            "JOIN tournament_run r ON r.id = g.run WHERE g.searches IS NOT NULL AND (? = 0 OR g.run = ?) "
            "ORDER BY g.run, g.game", (run, run))
        with tempfile.TemporaryDirectory() as tmp:
            for run_id, number, record, searches, spec in rows:
                if run_id not in editions:
                    edition = json.loads(spec).get("edition")
                    if edition is not None:
                        p = os.path.join(tmp, f"edition-{run_id}.json")
                        with open(p, "w") as f:
                            json.dump(edition, f)
                        edition = p
                    editions[run_id] = edition
                yield StoredGame(run_id, number, record, json.loads(searches), editions[run_id])
    finally:
        db.close()
