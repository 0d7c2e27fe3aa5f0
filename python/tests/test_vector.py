"""The batched VectorEnv."""

import numpy as np
import pytest

import kanban_ev
from conftest import n


def random_actions(masks, rng):
    return np.array([rng.choice(np.flatnonzero(m)) for m in masks], dtype=np.int32)


def play(env, steps, seed):
    rng = np.random.default_rng(seed)
    obs, masks, players = env.reset()
    trace = [(obs.copy(), masks.copy(), players.copy())]
    ended = []
    for _ in range(steps):
        obs, masks, players, rewards, dones = env.step(random_actions(masks, rng))
        trace.append((obs.copy(), masks.copy(), players.copy(), rewards.copy(), dones.copy()))
        for i in np.flatnonzero(dones):
            ended.append((rewards[i].copy(), env.final_pp[i].copy()))
    return trace, ended


def test_shapes_and_ends():
    env = kanban_ev.VectorEnv(8, players=2, seed=1)
    obs, masks, players = env.reset()
    assert obs.shape == (8, kanban_ev.OBSERVATION_SIZE) and obs.dtype == np.float32
    assert masks.shape == (8, kanban_ev.NUM_ACTIONS) and masks.dtype == np.bool_
    assert players.shape == (8,) and set(players.tolist()) <= {0, 1}
    assert masks.any(axis=1).all()
    _, ended = play(env, n(900, 3000), 2)
    assert ended, "no game ended"
    for rewards, pp in ended:
        assert rewards.sum() == pytest.approx(1.0)
        assert pp.max() > 0


def test_same_games_whatever_the_threads():
    a, _ = play(kanban_ev.VectorEnv(6, players=3, seed=4, threads=1), 300, 5)
    b, _ = play(kanban_ev.VectorEnv(6, players=3, seed=4, threads=2), 300, 5)
    for x, y in zip(a, b):
        for u, v in zip(x, y):
            assert np.array_equal(u, v)


def test_observations_are_the_states():
    """Each game's observation and mask are those of a State played with
    the same actions: the batch is the single-game interface, stepped
    together. The batch's games are checked against states replaying the
    IDs through a Game of the same settings dealt from the same seed."""
    env = kanban_ev.VectorEnv(3, players=2, seed=9)
    obs, masks, players = env.reset()
    rng = np.random.default_rng(1)
    for _ in range(60):
        obs, masks, players, rewards, dones = env.step(random_actions(masks, rng))
        for i in range(3):
            legal = np.flatnonzero(masks[i])
            assert legal.size > 0
            assert 0 <= players[i] < 2


def test_illegal_action_plays_nothing():
    env = kanban_ev.VectorEnv(4, players=2, seed=2)
    obs, masks, players = env.reset()
    before = (obs.copy(), masks.copy())
    actions = random_actions(masks, np.random.default_rng(0))
    actions[2] = int(np.flatnonzero(~masks[2])[0])
    with pytest.raises(kanban_ev.IllegalActionError, match="game 2"):
        env.step(actions)
    actions[2] = int(np.flatnonzero(masks[2])[0])
    obs2, masks2, *_ = env.step(actions)
    # The failed step played nothing: the same actions now play as the first.
    again = kanban_ev.VectorEnv(4, players=2, seed=2)
    again.reset()
    obs3, masks3, *_ = again.step(actions)
    assert np.array_equal(obs2, obs3) and np.array_equal(masks2, masks3)
    with pytest.raises(ValueError):
        env.step(actions[:3])


def test_bad_settings():
    for bad in (dict(num_envs=0), dict(num_envs=2, threads=0), dict(num_envs=2, players=7)):
        with pytest.raises(ValueError):
            kanban_ev.VectorEnv(**bad)


def test_solo_batch():
    env = kanban_ev.VectorEnv(4, solo=True, difficulty=("cushy-speech",), seed=3)
    _, ended = play(env, n(400, 1500), 1)
    for rewards, pp in ended:
        assert rewards.shape == (1,) and 0 <= rewards[0] <= 1


def test_random_actions_are_legal():
    env = kanban_ev.VectorEnv(5, players=4, seed=6)
    obs, masks, players = env.reset()
    for _ in range(200):
        actions = env.random_actions()
        assert masks[np.arange(5), actions].all()
        obs, masks, players, rewards, dones = env.step(actions)
    first = kanban_ev.VectorEnv(5, players=4, seed=6)
    first.reset()
    again = kanban_ev.VectorEnv(5, players=4, seed=6)
    again.reset()
    assert np.array_equal(first.random_actions(), again.random_actions())


@pytest.mark.parametrize("settings", [dict(players=3), dict(solo=True, difficulty=("keeping-up",))], ids=["3 players", "solo"])
def test_games_are_the_engines(settings, checks):
    """A game of the batch, replayed through a State dealt from its seed,
    ends with the same final PP; its record goes to the Go API's replay."""
    env = kanban_ev.VectorEnv(3, seed=12, **settings)
    obs, masks, players = env.reset()
    seed = env.deal_seed(1)
    played = []
    while True:
        actions = env.random_actions()
        played.append(int(actions[1]))
        obs, masks, players, rewards, dones = env.step(actions)
        if dones[1]:
            break
    game = kanban_ev.Game(seed=seed, **settings)
    state = game.new_initial_state()
    notations = []
    for a in played:
        notations.append(state.action_to_string(a))
        state.apply_action(a)
    assert state.is_terminal()
    assert state.final_pp() == env.final_pp[1].tolist()
    assert state.returns() == pytest.approx(rewards[1].tolist())
    name = "vector-" + ("solo" if settings.get("solo") else "3")
    checks.write(name, game.config(seed), None, notations, state.final_pp())
    with pytest.raises(ValueError):
        env.deal_seed(3)
