"""The PettingZoo AEC-shaped interface, checked as PettingZoo's api_test
checks an environment (PettingZoo cannot be installed here; where it is,
its own api_test runs too)."""

import random

import numpy as np
import pytest

import kanban_ev
from conftest import SETTINGS, settings_id


def run_api_checks(env, seed, rng, checks=None, name=None):
    """Plays a whole game through env as an agent loop does, checking
    what PettingZoo's api_test checks at every step. Returns the final PP
    and the notation of every action."""
    env.reset(seed=seed)
    assert env.agents == env.possible_agents
    assert set(env.agents) <= set(env.possible_agents)
    assert env.num_agents == len(env.agents) and env.max_num_agents == len(env.possible_agents)
    for a in env.possible_agents:
        assert env.observation_space(a) is env.observation_space(a)
        assert env.action_space(a) is env.action_space(a)
    notations, final = [], None
    steps = 0
    while env.agents:
        agent = env.agent_selection
        assert agent in env.agents
        obs, reward, term, trunc, info = env.last()
        assert env.observation_space(agent).contains(obs)
        assert set(env.rewards) == set(env.agents) == set(env.terminations) == set(env.truncations) == set(env.infos)
        assert isinstance(reward, float)
        if term or trunc:
            final = info["final_pp"] if final is None else final
            env.step(None)
            continue
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.any()
        # Another agent's mask is empty: only the agent to act may act.
        for other in env.agents:
            if other != agent:
                assert not env.observe(other)["action_mask"].any()
        action = rng.choice(np.flatnonzero(mask).tolist())
        assert env.action_space(agent).contains(action)
        notations.append(env.state.action_to_string(action))
        env.step(action)
        steps += 1
    assert steps > 10
    pp = [info_pp for info_pp in env.state.final_pp()]
    if checks is not None:
        checks.write(name, env.game.config(seed), env.game.edition, notations, pp)
    return pp, notations


@pytest.mark.parametrize("settings", SETTINGS, ids=settings_id)
def test_api(settings, checks):
    players = settings.pop("players", 2) if "players" in settings else 2
    env = kanban_ev.env(players=players, **settings)
    settings["players"] = players
    run_api_checks(env, 11, random.Random(3), checks, "aec-" + settings_id(settings))
    env.close()


def test_same_seed_same_game():
    env = kanban_ev.env(players=3)
    first = run_api_checks(env, 5, random.Random(1))
    again = run_api_checks(env, 5, random.Random(1))
    assert first == again
    other = run_api_checks(env, 6, random.Random(1))
    assert other != first


def test_rewards_at_the_end():
    env = kanban_ev.env(players=2)
    env.reset(seed=3)
    rng = random.Random(2)
    total = {a: 0.0 for a in env.possible_agents}
    while env.agents:
        obs, reward, term, trunc, info = env.last()
        total[env.agent_selection] += reward
        if term:
            env.step(None)
        else:
            env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    assert sum(total.values()) == pytest.approx(1.0)


def test_dead_agent_takes_only_none():
    env = kanban_ev.env(players=2)
    env.reset(seed=4)
    rng = random.Random(7)
    while not env.terminations[env.agent_selection]:
        obs = env.observe(env.agent_selection)
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    with pytest.raises(ValueError):
        env.step(0)


def test_illegal_action():
    env = kanban_ev.env(players=2)
    env.reset(seed=1)
    mask = env.observe(env.agent_selection)["action_mask"]
    bad = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(kanban_ev.IllegalActionError):
        env.step(bad)
    assert np.array_equal(env.observe(env.agent_selection)["action_mask"], mask)


def test_render():
    env = kanban_ev.env(players=2, render_mode="ansi")
    env.reset(seed=1)
    assert "day" in env.render()


def test_pettingzoo_api_test():
    """PettingZoo's own api_test, where PettingZoo is installed."""
    test = pytest.importorskip("pettingzoo.test")
    test.api_test(kanban_ev.env(players=2), num_cycles=200)
