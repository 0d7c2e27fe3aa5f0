"""Kanban EV for learning programs: the engine of the kanban Go library,
loaded as a C library, behind the interfaces learning code expects.

- ``Game`` and ``State``: OpenSpiel's shape (``pyspiel``).
- ``env()``: a PettingZoo AEC environment.
- ``SoloEnv``: a Gymnasium environment of the solo game.
- ``VectorEnv``: a batch of games stepped in one call.
- ``search()``: the library's bots' search (ISMCTS, NewLearned, NewNeural),
  for visit counts to learn from.
- ``stored.games()``: the games a tournament's workers stored with their
  searches, played again; ``network.write_network()``: the file of a
  learned evaluator (bots.Network) for the Go bots to search with, and
  ``network.Network`` one loaded for ``search(bot="neural")``.

Observations are ``bots.Observe``'s (OBSERVATION_SIZE float32 values of
what the player may see); actions are ``bots``' action IDs (NUM_ACTIONS of
them, a legal mask telling which a decision takes). The rules, the hidden
information and the randomness are the engine's: a state shows each
player only what they may see.
"""

from ._lib import (IllegalActionError, KanbanError, NUM_ACTIONS, OBSERVATION_SIZE, MAX_PLAYERS,
                   NETWORK_LAYOUT, NETWORK_SEATS, NETWORK_VERSION)
from .game import Game, State, TERMINAL, COLORS, DIFFICULTY_CARDS, search
from .aec import env, KanbanAEC
from .solo import SoloEnv
from .vector import VectorEnv
from . import network, stored

__all__ = [
    "Game", "State", "TERMINAL", "COLORS", "DIFFICULTY_CARDS", "search",
    "env", "KanbanAEC", "SoloEnv", "VectorEnv",
    "IllegalActionError", "KanbanError", "NUM_ACTIONS", "OBSERVATION_SIZE", "MAX_PLAYERS",
    "NETWORK_LAYOUT", "NETWORK_SEATS", "NETWORK_VERSION", "network", "stored",
]
