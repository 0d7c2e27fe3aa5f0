"""A batch of games stepped in one call into the engine."""

import ctypes

import numpy as np

from ._lib import Handle, lib, check, NUM_ACTIONS, OBSERVATION_SIZE
from .game import config_json, _edition


class VectorEnv(Handle):
    """num_envs games of the same settings (as Game's: players, solo,
    difficulty, edition, expert), stepped together in one call into the
    engine on threads goroutines.

    The k-th game dealt takes a seed derived from seed and k, so that the
    same VectorEnv plays the same games whatever its threads. A game that
    ends is dealt anew in the step that ends it: its returns come with its
    done, and what the step returns of it is its new deal's.

    The arrays returned are the VectorEnv's own, written again by the next
    step: copy what you keep, or make it with copy=True.
    """

    _what = "VectorEnv"

    def __init__(self, num_envs, players=2, seed=0, threads=1, copy=False, edition=None, **config):
        self.num_envs = int(num_envs)
        self.settings = dict(players=players, edition=edition, **config)
        """The games' settings, as Game takes them."""
        cfg = config_json(players=players, seed=0, **config)
        h, p = ctypes.c_uint64(), ctypes.c_int()
        check(lib.kb_vec_new(cfg.encode(), _edition(edition), self.num_envs, int(seed) % (1 << 64),
                             int(threads), ctypes.byref(h), ctypes.byref(p)))
        self._h = h.value
        self.num_players = p.value
        self.copy = copy
        n = self.num_envs
        self.observations = np.zeros((n, OBSERVATION_SIZE), dtype=np.float32)
        self.masks = np.zeros((n, NUM_ACTIONS), dtype=np.bool_)
        self.players = np.zeros(n, dtype=np.int32)
        self.rewards = np.zeros((n, self.num_players), dtype=np.float32)
        self.dones = np.zeros(n, dtype=np.bool_)
        self.final_pp = np.zeros((n, self.num_players), dtype=np.int32)
        """Each seat's final PP in the games the last step ended (0 for the
        others)."""
        self._actions = np.zeros(n, dtype=np.int32)

    def _out(self, *arrays):
        return tuple(a.copy() for a in arrays) if self.copy else arrays

    def reset(self):
        """Deals every game anew, as at the start: returns (observations
        [N, O] float32, masks [N, A] bool, players [N] int32), the
        observation and legal mask of each game's seat to act."""
        check(lib.kb_vec_reset(self._handle(), self.observations.ctypes.data, self.masks.ctypes.data,
                               self.players.ctypes.data))
        return self._out(self.observations, self.masks, self.players)

    def step(self, actions):
        """Plays one action ID a game: returns (observations, masks,
        players, rewards [N, P] float32, dones [N] bool). An ID no legal
        action has raises IllegalActionError naming its game, and nothing
        is played."""
        a = np.asarray(actions)
        if a.shape != (self.num_envs,):
            raise ValueError(f"actions of shape {a.shape}: one a game, ({self.num_envs},)")
        np.copyto(self._actions, a, casting="same_kind")
        check(lib.kb_vec_step(self._handle(), self._actions.ctypes.data, self.observations.ctypes.data,
                              self.masks.ctypes.data, self.players.ctypes.data, self.rewards.ctypes.data,
                              self.dones.ctypes.data, self.final_pp.ctypes.data))
        return self._out(self.observations, self.masks, self.players, self.rewards, self.dones)

    def random_actions(self):
        """A legal action ID chosen at random for each game, from the
        VectorEnv's own generator (seeded with its seed): an int32 array,
        to pass to step."""
        out = np.empty(self.num_envs, dtype=np.int32)
        check(lib.kb_vec_random(self._handle(), out.ctypes.data))
        return out

    def deal_seed(self, i):
        """The seed game i was dealt from: Game(seed=..., **settings) deals
        the same game."""
        out = ctypes.c_uint64()
        check(lib.kb_vec_seed(self._handle(), int(i), ctypes.byref(out)))
        return out.value

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
