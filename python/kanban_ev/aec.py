"""The PettingZoo AEC-shaped interface."""

import numpy as np

from . import spaces
from .game import Game, COLORS
from ._lib import NUM_ACTIONS, OBSERVATION_SIZE

try:  # pragma: no cover - depends on what is installed
    from pettingzoo import AECEnv as _Base
except ImportError:  # pragma: no cover
    _Base = object


class KanbanAEC(_Base):
    """Kanban EV as a PettingZoo AEC environment: the agents are the seats'
    colours; each observes {"observation": float32 array, "action_mask":
    int8 array} and acts with an action ID. The game's end terminates every
    agent at once, with each one's reward (WinReward's), and each then
    steps with None, as PettingZoo has it."""

    metadata = {"render_modes": ["ansi", "human"], "name": "kanban_ev_v0", "is_parallelizable": False}

    def __init__(self, players=2, render_mode=None, **config):
        self.game = Game(players=players, **config)
        n = self.game.num_players()
        self.possible_agents = list(COLORS[:n])
        self.agents = []
        self.render_mode = render_mode
        self._obs_space = spaces.Dict({
            "observation": spaces.observation_box(OBSERVATION_SIZE),
            "action_mask": spaces.mask_box(NUM_ACTIONS),
        })
        self._act_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_spaces = {a: self._obs_space for a in self.possible_agents}
        self.action_spaces = {a: self._act_space for a in self.possible_agents}
        self.state = None
        self.rewards, self._cumulative_rewards = {}, {}
        self.terminations, self.truncations, self.infos = {}, {}, {}
        self.agent_selection = None
        self._skip_agent_selection = None

    def observation_space(self, agent):
        return self.observation_spaces[agent]

    def action_space(self, agent):
        return self.action_spaces[agent]

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    @property
    def unwrapped(self):
        return self

    def reset(self, seed=None, options=None):
        """Deals a game: from seed when given (the same seed, the same
        game), else from the next of the environment's seeds."""
        if seed is not None:
            self.game._seed, self.game._dealt = int(seed), 0
        if self.state is not None:
            self.state.close()
        self.state = self.game.new_initial_state()
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = self.possible_agents[self.state.current_player()]

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        mask = np.zeros(NUM_ACTIONS, dtype=np.int8)
        if self.state.current_player() == seat:
            mask[:] = self.state.legal_actions_mask()
        return {"observation": self.state.observation_tensor(seat), "action_mask": mask}

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.state.apply_action(int(action))
        for a in self.agents:
            self.rewards[a] = 0.0
        if self.state.is_terminal():
            for a, r in zip(self.possible_agents, self.state.returns()):
                self.rewards[a] = float(r)
                self.terminations[a] = True
            pp = self.state.final_pp()
            for a, p in zip(self.possible_agents, pp):
                self.infos[a] = {"final_pp": p}
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.state.current_player()]
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        if self.render_mode == "human":
            self.render()

    def _was_dead_step(self, action):
        if action is not None:
            raise ValueError("when an agent is done, the only valid action is None")
        agent = self.agent_selection
        for d in (self.terminations, self.truncations, self.rewards, self._cumulative_rewards, self.infos):
            del d[agent]
        self.agents.remove(agent)
        dead = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if dead:
            if self._skip_agent_selection is None:
                self._skip_agent_selection = agent
            self.agent_selection = dead[0]
        else:
            if self._skip_agent_selection is not None:
                self.agent_selection = self._skip_agent_selection
            self._skip_agent_selection = None
        for a in self.agents:
            self.rewards[a] = 0.0

    def render(self):
        """The state in words: the day, each player's PP and what the game
        waits for. Printed with render_mode "human", returned otherwise."""
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


def env(players=2, **config):
    """A PettingZoo AEC environment of Kanban EV: players 2 to 4, and
    Game's settings (seed, solo, difficulty, edition, expert)."""
    return KanbanAEC(players=players, **config)
