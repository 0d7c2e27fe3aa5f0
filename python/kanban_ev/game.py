"""The OpenSpiel-shaped interface: a Game deals States."""

import ctypes
import json
import os
import secrets

import numpy as np

from . import _lib
from ._lib import Handle, lib, check, take_string, NUM_ACTIONS, OBSERVATION_SIZE

TERMINAL = -4
"""current_player() once the game is over, as OpenSpiel's kTerminalPlayerId."""

COLORS = ("red", "blue", "yellow", "purple")
"""The seats' colours, in seating order: seat i is COLORS[i]."""

DIFFICULTY_CARDS = (
    "certified-lacerda", "cushy-speech", "certified-advantage", "productive-upgrades",
    "optimized-upgrades", "increased-quotas", "forced-overtime", "keeping-up",
    "termination-clause",
)
"""The solo mode's Difficulty cards, by the names the library gives them."""


def config_json(players=2, seed=None, solo=False, difficulty=(), expert=False,
                sandra_reward=False, random_difficulty=False):
    """Returns the library's Config JSON for these settings: seats
    COLORS[:players] (one for solo), the seed (a random one for None)."""
    if solo:
        players = 1
    if not isinstance(players, int) or not (1 if solo else 2) <= players <= 4:
        raise ValueError(f"players={players!r}: 2 to 4, or solo=True")
    if seed is None:
        seed = secrets.randbits(64)
    if not isinstance(seed, int) or not 0 <= seed < 1 << 64:
        raise ValueError(f"seed={seed!r}: an integer in [0, 2**64)")
    cfg = {"players": [{"color": c, "expert_side": bool(expert)} for c in COLORS[:players]],
           "seed": str(seed)}
    if sandra_reward:
        cfg["sandra_reward"] = True
    if solo:
        cards = [str(d) for d in difficulty]
        for d in cards:
            if d not in DIFFICULTY_CARDS:
                raise ValueError(f"difficulty {d!r}: one of {', '.join(DIFFICULTY_CARDS)}")
        cfg["solo"] = {"difficulty": cards} if cards else {}
        if random_difficulty:
            cfg["solo"]["random_difficulty"] = True
    elif difficulty:
        raise ValueError("difficulty cards are for solo=True")
    return json.dumps(cfg)


def _edition(edition):
    return os.fsencode(edition) if edition is not None else b""


class Game:
    """A game of Kanban EV as OpenSpiel describes one: its settings, and
    the states it deals.

    players is 2 to 4 (seats red, blue, yellow, purple in that order);
    solo=True plays the solo mode, one player against the two Colleagues,
    with the Difficulty cards named in difficulty; edition is the path of
    an edition file (None: the built-in edition); expert plays every
    player board's expert side. seed=None deals each state from a random
    seed; a number deals the first from it, the next from seed+1, and so
    on, so that the same Game deals the same games.
    """

    def __init__(self, players=2, seed=None, solo=False, difficulty=(), edition=None,
                 expert=False, sandra_reward=False):
        self._settings = dict(players=players, solo=solo, difficulty=tuple(difficulty),
                              expert=expert, sandra_reward=sandra_reward)
        config_json(seed=0, **self._settings)  # checked now
        self._players = 1 if solo else players
        self._seed = seed
        self._dealt = 0
        self.edition = edition

    def num_players(self):
        """The number of players: 1 in solo."""
        return self._players

    def num_distinct_actions(self):
        """The number of action IDs (bots.NumActionIDs)."""
        return NUM_ACTIONS

    def observation_tensor_size(self):
        """The length of an observation (bots.ObservationSize)."""
        return OBSERVATION_SIZE

    def observation_tensor_shape(self):
        return [OBSERVATION_SIZE]

    def config(self, seed):
        """The library's Config JSON for a game of these settings from seed."""
        return config_json(seed=seed, **self._settings)

    def new_initial_state(self):
        """Deals a game and returns its first state."""
        seed = None if self._seed is None else (self._seed + self._dealt) % (1 << 64)
        self._dealt += 1
        h = ctypes.c_uint64()
        check(lib.kb_new(self.config(seed).encode(), _edition(self.edition), ctypes.byref(h)))
        return State(self, h.value)

    def deserialize_state(self, text):
        """Returns the state State.serialize wrote (or a bare position)."""
        h = ctypes.c_uint64()
        check(lib.kb_deserialize(text.encode(), _edition(self.edition), ctypes.byref(h)))
        return State(self, h.value)

    def __repr__(self):
        return f"kanban_ev.Game({', '.join(f'{k}={v!r}' for k, v in self._settings.items())})"


class State(Handle):
    """A state of a game, as OpenSpiel's State: it changes in place by
    apply_action. It lives in the engine, freed when the object is
    collected or closed."""

    __slots__ = ("_game", "_h", "_ids", "_n", "_players", "__weakref__")
    _what = "state"

    def __init__(self, game, handle):
        self._game = game
        self._h = handle
        self._ids = None  # legal_actions' buffer, made at its first call
        self._n = ctypes.c_int()
        n = ctypes.c_int()
        check(lib.kb_num_players(handle, ctypes.byref(n)))
        self._players = n.value


    def get_game(self):
        return self._game

    def num_players(self):
        return self._players

    def current_player(self):
        """The seat to act, 0 to num_players()-1, or TERMINAL (-4)."""
        out = ctypes.c_int()
        check(lib.kb_current_player(self._handle(), ctypes.byref(out)))
        return out.value

    def is_terminal(self):
        return self.current_player() == TERMINAL

    def is_chance_node(self):
        """Always False: the engine deals every chance outcome itself."""
        return False

    def is_simultaneous_node(self):
        return False

    def legal_actions(self, player=None):
        """The legal action IDs, sorted; none once the game is over, or when
        player is given and is not the one to act."""
        if player is not None and player != self.current_player():
            return []
        if self._ids is None:
            self._ids = np.empty(NUM_ACTIONS, dtype=np.int32)
        check(lib.kb_legal(self._handle(), self._ids.ctypes.data, NUM_ACTIONS, ctypes.byref(self._n)))
        return self._ids[:self._n.value].tolist()

    def legal_actions_mask(self, player=None):
        """A NumPy bool array, one per action ID, True at the legal ones."""
        mask = np.zeros(NUM_ACTIONS, dtype=np.bool_)
        if player is not None and player != self.current_player():
            return mask
        check(lib.kb_mask(self._handle(), mask.ctypes.data))
        return mask

    def apply_action(self, action):
        """Plays the action of ID action. One the rules refuse raises
        IllegalActionError, naming the rule, and leaves the state as it was."""
        check(lib.kb_apply(self._handle(), int(action)))

    def action_to_string(self, player_or_action, action=None):
        """The notation of an action ID, for the seat to act; OpenSpiel's
        (player, action) form is taken too."""
        a = player_or_action if action is None else action
        out = ctypes.c_void_p()
        check(lib.kb_action_string(self._handle(), int(a), ctypes.byref(out)))
        return take_string(out.value)

    def string_to_action(self, text, _text=None):
        """The ID of the action written in notation, for the seat to act;
        OpenSpiel's (player, text) form is taken too."""
        if _text is not None:
            text = _text
        out = ctypes.c_int()
        check(lib.kb_string_action(self._handle(), str(text).encode(), ctypes.byref(out)))
        return out.value

    def returns(self):
        """Each seat's reward, as bots.WinReward gives it at the end: 1
        shared among the winners (in solo, the mean of winning against the
        Colleagues and a logistic of the PP); 0 for everyone before."""
        out = (ctypes.c_double * self._players)()
        check(lib.kb_returns(self._handle(), out))
        return list(out)

    def rewards(self):
        """The reward of the last action: returns() at the end, 0 before."""
        return self.returns()

    def final_pp(self):
        """Each seat's PP: final once the game is over, so far before."""
        out = (ctypes.c_int * self._players)()
        check(lib.kb_final_pp(self._handle(), out))
        return list(out)

    def observation_tensor(self, player=None):
        """A player's observation, a NumPy float32 array (bots.Observe of
        their View); player None is the seat to act, -1 a spectator."""
        if player is None:
            player = self.current_player()
        out = np.empty(OBSERVATION_SIZE, dtype=np.float32)
        check(lib.kb_observe(self._handle(), int(player), out.ctypes.data))
        return out

    def observation_string(self, player=None):
        """A player's View as JSON text: what they may see."""
        if player is None:
            player = self.current_player()
        out = ctypes.c_void_p()
        check(lib.kb_view(self._handle(), int(player), ctypes.byref(out)))
        return take_string(out.value)

    def information_state_string(self, player=None):
        """A player's information state: their View as JSON text, which
        holds what they remember of the game as well as what they see."""
        return self.observation_string(player)

    def view(self, player=None):
        """A player's View as a dict."""
        return json.loads(self.observation_string(player))

    def history(self):
        """The action IDs played since the deal."""
        n = ctypes.c_int()
        check(lib.kb_history(self._handle(), None, 0, ctypes.byref(n)))
        out = np.empty(max(n.value, 1), dtype=np.int32)
        check(lib.kb_history(self._handle(), out.ctypes.data, n.value, ctypes.byref(n)))
        return out[:n.value].tolist()

    def clone(self):
        """An independent copy of the state."""
        h = ctypes.c_uint64()
        check(lib.kb_clone(self._handle(), ctypes.byref(h)))
        return State(self._game, h.value)

    def serialize(self):
        """The state as JSON text: the position and the IDs that led to it.
        It holds every hidden order: the host's, never a player's."""
        out = ctypes.c_void_p()
        check(lib.kb_serialize(self._handle(), ctypes.byref(out)))
        return take_string(out.value)

    def resample_from_infostate(self, player, seed=0):
        """A state player could be in, consistent with everything they have
        seen (GameState.Determinize), from seed. Its history is empty."""
        h = ctypes.c_uint64()
        check(lib.kb_resample(self._handle(), int(player), int(seed), ctypes.byref(h)))
        return State(self._game, h.value)

    def __str__(self):
        out = ctypes.c_void_p()
        check(lib.kb_render(self._handle(), ctypes.byref(out)))
        return take_string(out.value)

    def __repr__(self):
        return f"<kanban_ev.State, {self._players} players, {len(self.history())} actions>"


def search(state, iterations=1000, duration=None, workers=1, seed=0, bot="ismcts", network=None):
    """Runs a search of the library's bots for the seat to act of state
    (bots.ISMCTS.Search): iterations of it, or for duration seconds when
    given, on workers goroutines. bot is "ismcts" (bots.NewISMCTS),
    "learned" (bots.NewLearned) or "neural" (bots.NewNeural), the last
    with network (a network.Network) instead of the embedded one when
    given. Returns (visits, value, chosen): a float32 array of each action
    ID's visits at the root (0 for the illegal ones), the searching seat's
    expected reward and the ID chosen."""
    visits = np.zeros(NUM_ACTIONS, dtype=np.float32)
    value, chosen = ctypes.c_double(), ctypes.c_int()
    nanos = 0 if duration is None else max(1, int(duration * 1e9))
    handle = 0 if network is None else network._handle()
    check(lib.kb_search_bot(state._handle(), str(bot).encode(), handle, int(iterations), nanos, int(workers),
                            int(seed), visits.ctypes.data, ctypes.byref(value), ctypes.byref(chosen)))
    return visits, value.value, chosen.value
