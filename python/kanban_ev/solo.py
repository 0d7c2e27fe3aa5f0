"""The Gymnasium-shaped interface: the solo game."""

import numpy as np

from . import spaces
from .game import Game
from ._lib import NUM_ACTIONS, OBSERVATION_SIZE

try:  # pragma: no cover - depends on what is installed
    import gymnasium as _gym
    _Base = _gym.Env
except ImportError:  # pragma: no cover
    _Base = object


class SoloEnv(_Base):
    """The solo game against the two Colleagues as a Gymnasium environment.

    An observation is the player's (float32, bots.Observe of their View);
    info["action_mask"] (int8) marks the legal action IDs. The reward is
    the final PP, given at the end; with shaped=True it is each action's
    change in the player's PP instead (the first one's counting the PP the
    game starts with), which sums to the same. The game has no truncation:
    it always ends, early when the player is fired at 0 PP.
    """

    metadata = {"render_modes": ["ansi", "human"]}

    def __init__(self, difficulty=(), edition=None, shaped=False, render_mode=None, seed=None, **config):
        self.game = Game(solo=True, difficulty=difficulty, edition=edition, seed=seed, **config)
        self.shaped = shaped
        self.render_mode = render_mode
        self.observation_space = spaces.observation_box(OBSERVATION_SIZE)
        self.action_space = spaces.Discrete(NUM_ACTIONS)
        self.state = None
        self._pp = 0

    def reset(self, seed=None, options=None):
        """Deals a game: from seed when given, else from the next seed."""
        if seed is not None:
            self.game._seed, self.game._dealt = int(seed), 0
        if self.state is not None:
            self.state.close()
        self.state = self.game.new_initial_state()
        self._pp = 0
        return self.state.observation_tensor(0), self._info()

    def _info(self):
        mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
        if not self.state.is_terminal():
            mask[:] = self.state.legal_actions_mask()
        return {"action_mask": mask}

    def step(self, action):
        self.state.apply_action(int(action))
        over = self.state.is_terminal()
        pp = self.state.final_pp()[0]
        if self.shaped:
            reward, self._pp = float(pp - self._pp), pp
        else:
            reward = float(pp) if over else 0.0
        info = self._info()
        if over:
            info["final_pp"] = pp
            info["won"] = self.state.returns()[0]
        if self.render_mode == "human":
            self.render()
        return self.state.observation_tensor(0), reward, over, False, info

    def render(self):
        if self.state is None:
            return ""
        text = str(self.state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self):
        if self.state is not None:
            self.state.close()
            self.state = None
