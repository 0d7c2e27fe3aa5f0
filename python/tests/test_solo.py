"""The Gymnasium-shaped solo environment."""

import random

import numpy as np
import pytest

import kanban_ev


def play(env, seed, rng):
    obs, info = env.reset(seed=seed)
    assert env.observation_space.contains(obs)
    total, steps = 0.0, 0
    while True:
        mask = info["action_mask"]
        assert mask.dtype == np.int8 and mask.any()
        a = env.action_space.sample(mask) if rng is None else rng.choice(np.flatnonzero(mask).tolist())
        obs, reward, terminated, truncated, info = env.step(a)
        assert not truncated
        total += reward
        steps += 1
        if terminated:
            return total, info, steps


@pytest.mark.parametrize("difficulty", [(), ("cushy-speech",), ("forced-overtime", "keeping-up")])
def test_whole_game(difficulty):
    env = kanban_ev.SoloEnv(difficulty=difficulty)
    total, info, steps = play(env, 7, random.Random(1))
    assert total == info["final_pp"] and steps > 10
    assert 0 <= info["won"] <= 1
    assert not info["action_mask"].any()


def test_shaped_rewards_sum_to_the_final_pp():
    shaped = kanban_ev.SoloEnv(shaped=True)
    plain = kanban_ev.SoloEnv()
    a, info_a, _ = play(shaped, 3, random.Random(2))
    b, info_b, _ = play(plain, 3, random.Random(2))
    assert a == b == info_a["final_pp"] == info_b["final_pp"]


def test_same_seed_same_game():
    env = kanban_ev.SoloEnv()
    assert play(env, 9, random.Random(4))[0] == play(env, 9, random.Random(4))[0]


def test_gymnasium_checker():
    """Gymnasium's own env checker, where Gymnasium is installed."""
    checker = pytest.importorskip("gymnasium.utils.env_checker")
    checker.check_env(kanban_ev.SoloEnv(), skip_render_check=True)


def test_game_is_the_engines(checks):
    """A game through SoloEnv, its record replayed by the Go API (the Go
    test that runs these) to the same final PP."""
    env = kanban_ev.SoloEnv(difficulty=("certified-lacerda",))
    obs, info = env.reset(seed=17)
    rng = random.Random(5)
    notations = []
    while True:
        a = rng.choice(np.flatnonzero(info["action_mask"]).tolist())
        notations.append(env.state.action_to_string(a))
        obs, reward, terminated, truncated, info = env.step(a)
        if terminated:
            break
    checks.write("solo-env", env.game.config(17), None, notations, [info["final_pp"]])
