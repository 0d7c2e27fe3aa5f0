"""The OpenSpiel-shaped interface: Game and State."""

import gc
import json
import pathlib
import random

import numpy as np
import pytest

import kanban_ev
from conftest import SETTINGS, settings_id, n


def play(state, rng, steps=None, visit=None):
    """Plays random legal actions until the end (or steps of them)."""
    k = 0
    while not state.is_terminal() and (steps is None or k < steps):
        legal = state.legal_actions()
        if visit:
            visit(state, legal)
        state.apply_action(rng.choice(legal))
        k += 1
    return state


@pytest.mark.parametrize("settings", SETTINGS, ids=settings_id)
def test_whole_game(settings, checks):
    """A random game through State: the mask is the legal actions at every
    step, the player to act is a seat, and the end gives returns and PP; its
    record is replayed by the Go API (the Go test that runs these)."""
    game = kanban_ev.Game(seed=11, **settings)
    state = game.new_initial_state()
    rng = random.Random(3)
    notations, played = [], []

    def visit(s, legal):
        assert legal == sorted(set(legal))
        mask = s.legal_actions_mask()
        assert mask.dtype == np.bool_ and mask.shape == (game.num_distinct_actions(),)
        assert np.flatnonzero(mask).tolist() == legal
        assert 0 <= s.current_player() < game.num_players()
        assert s.legal_actions(s.current_player() + 1 if game.num_players() > 1 else -1) in ([], legal)

    while not state.is_terminal():
        legal = state.legal_actions()
        visit(state, legal)
        a = rng.choice(legal)
        played.append(a)
        notations.append(state.action_to_string(a))
        assert state.string_to_action(notations[-1]) == a
        state.apply_action(a)
    assert state.current_player() == kanban_ev.TERMINAL
    assert state.legal_actions() == [] and not state.legal_actions_mask().any()
    returns = state.returns()
    assert len(returns) == game.num_players()
    if game.num_players() > 1:
        assert sum(returns) == pytest.approx(1.0)
    pp = state.final_pp()
    assert state.history() == played
    checks.write("state-" + settings_id(settings), game.config(11), settings.get("edition"), notations, pp)


def test_illegal_action_is_refused():
    state = kanban_ev.Game(players=2, seed=5).new_initial_state()
    play(state, random.Random(2), steps=40)
    before = state.serialize()
    legal = set(state.legal_actions())
    bad = next(a for a in range(kanban_ev.NUM_ACTIONS) if a not in legal)
    with pytest.raises(kanban_ev.IllegalActionError) as e:
        state.apply_action(bad)
    assert isinstance(e.value, ValueError)
    assert state.serialize() == before
    for a in (-1, kanban_ev.NUM_ACTIONS, 10 ** 6):
        with pytest.raises(kanban_ev.IllegalActionError):
            state.apply_action(a)
    assert state.serialize() == before
    # An action of the wrong kind for the decision names the rule.
    rules = set()
    for a in range(0, kanban_ev.NUM_ACTIONS, 97):
        if a not in legal:
            try:
                state.apply_action(a)
            except kanban_ev.IllegalActionError as err:
                rules.add(err.rule)
    assert any(r.startswith("R-") for r in rules), rules
    assert state.serialize() == before


def test_serialize_round_trip():
    game = kanban_ev.Game(players=3, seed=9)
    state = game.new_initial_state()
    rng = random.Random(4)
    for _ in range(4):
        play(state, rng, steps=60)
        text = state.serialize()
        back = game.deserialize_state(text)
        assert back.serialize() == text
        assert back.history() == state.history()
        assert back.legal_actions() == state.legal_actions()
        for p in range(3):
            assert np.array_equal(back.observation_tensor(p), state.observation_tensor(p))
        # Both play on alike.
        a = random.Random(len(text)).choice(state.legal_actions())
        back.apply_action(a)
        state.apply_action(a)
        assert back.serialize() == state.serialize()
    # A bare position is read too; a damaged text is refused.
    position = json.dumps(json.loads(state.serialize())["position"])
    assert game.deserialize_state(position).legal_actions() == state.legal_actions()
    for bad in ("", "{", "[]", '{"position": {}}', state.serialize()[:-10]):
        with pytest.raises(ValueError):
            game.deserialize_state(bad)


def test_clone_is_independent():
    state = kanban_ev.Game(players=2, seed=1).new_initial_state()
    play(state, random.Random(5), steps=30)
    copy = state.clone()
    text = state.serialize()
    play(copy, random.Random(6), steps=50)
    assert state.serialize() == text
    assert copy.serialize() != text
    assert copy.history()[:len(state.history())] == state.history()


@pytest.mark.parametrize("settings", SETTINGS[:4], ids=settings_id)
def test_resample_keeps_what_the_player_saw(settings):
    """The twin test: a state resampled for a player gives them the same
    observation and View, and the same legal actions when they are to act,
    at every step of a random game."""
    state = kanban_ev.Game(seed=21, **settings).new_initial_state()
    rng = random.Random(8)
    k = 0
    while not state.is_terminal() and k < n(120, 100000):
        for p in range(state.num_players()):
            twin = state.resample_from_infostate(p, seed=k)
            assert np.array_equal(twin.observation_tensor(p), state.observation_tensor(p))
            assert twin.observation_string(p) == state.observation_string(p)
            if state.current_player() == p:
                assert twin.legal_actions() == state.legal_actions()
            twin.close()
        state.apply_action(rng.choice(state.legal_actions()))
        k += 1


def test_hidden_information_stays_hidden():
    """Twin states differing only in what a player cannot see (resampled
    for them) give that player identical observations, and a resample
    changes what they cannot see: the hands and decks differ somewhere."""
    state = kanban_ev.Game(players=2, seed=33).new_initial_state()
    play(state, random.Random(9), steps=30)
    differ = 0
    for seed in range(8):
        twin = state.resample_from_infostate(0, seed=seed)
        assert np.array_equal(twin.observation_tensor(0), state.observation_tensor(0))
        if not np.array_equal(twin.observation_tensor(1), state.observation_tensor(1)):
            differ += 1
    assert differ > 0, "no resample changed what the other player holds"


def test_views():
    state = kanban_ev.Game(players=2, seed=2).new_initial_state()
    v = state.view(0)
    assert v["viewer"] == "red"
    assert state.view(-1)["viewer"] in ("none", None, "")
    assert state.information_state_string(1) == state.observation_string(1)
    assert "day" in str(state)
    spectator = state.observation_tensor(-1)
    assert spectator.dtype == np.float32 and spectator.shape == (kanban_ev.OBSERVATION_SIZE,)
    for bad in (2, 5, -2):
        with pytest.raises(ValueError):
            state.observation_tensor(bad)


def test_errors_are_exceptions():
    with pytest.raises(ValueError):
        kanban_ev.Game(players=5)
    with pytest.raises(ValueError):
        kanban_ev.Game(players=2, difficulty=("cushy-speech",))
    with pytest.raises(ValueError):
        kanban_ev.Game(solo=True, difficulty=("no-such-card",))
    with pytest.raises(ValueError):
        kanban_ev.Game(players=2, edition="/no/such/edition.json").new_initial_state()
    state = kanban_ev.Game(players=2, seed=1).new_initial_state()
    with pytest.raises(ValueError):
        state.string_to_action("not notation")
    with pytest.raises(ValueError):
        state.action_to_string(-5)
    state.close()
    with pytest.raises(ValueError):
        state.legal_actions()
    state.close()  # twice is fine


def test_memory_stays_bounded():
    """Creating and dropping many states frees them in the engine."""
    game = kanban_ev.Game(players=2, seed=3)
    base = game.new_initial_state()
    play(base, random.Random(1), steps=20)

    def rss():
        with open("/proc/self/statm") as f:
            return int(f.read().split()[1]) * 4096

    count = n(20_000, 200_000)
    for _ in range(count // 10):
        base.clone()
    gc.collect()
    start = rss()
    for _ in range(count):
        s = base.clone()
        s.legal_actions()
    gc.collect()
    grown = rss() - start
    assert grown < 64 << 20, f"{count} states grew the process by {grown >> 20} MiB"


def test_search():
    state = kanban_ev.Game(players=2, seed=4).new_initial_state()
    play(state, random.Random(3), steps=12)
    visits, value, chosen = kanban_ev.search(state, iterations=200, seed=1)
    legal = state.legal_actions()
    assert visits.shape == (kanban_ev.NUM_ACTIONS,)
    assert set(np.flatnonzero(visits).tolist()) <= set(legal)
    assert chosen in legal and 0 <= value <= 1
    again = kanban_ev.search(state, iterations=200, seed=1)
    assert np.array_equal(again[0], visits) and again[2] == chosen


def test_search_bots(tmp_path):
    from kanban_ev import network
    from test_stored import random_layers
    state = kanban_ev.Game(players=2, seed=4).new_initial_state()
    play(state, random.Random(3), steps=12)
    while len(state.legal_actions()) < 3:
        state.apply_action(state.legal_actions()[0])
    legal = set(state.legal_actions())
    for bot in ["ismcts", "learned", "neural"]:
        visits, value, chosen = kanban_ev.search(state, iterations=100, seed=2, bot=bot)
        assert chosen in legal and 0 <= value <= 1 and visits.sum() > 0, bot
        assert set(np.flatnonzero(visits).tolist()) <= legal, bot
        again = kanban_ev.search(state, iterations=100, seed=2, bot=bot)
        assert np.array_equal(again[0], visits) and again[2] == chosen, bot
    # A network of one's own, from a file or its bytes, searches as the
    # same network does, and differs from the embedded one's search.
    path = tmp_path / "net.bin"
    network.write_network(path, random_layers(12, 6, 1))
    own = [kanban_ev.search(state, iterations=100, seed=2, bot="neural", network=network.Network(src))
           for src in (path, path.read_bytes())]
    assert np.array_equal(own[0][0], own[1][0])
    assert not np.array_equal(own[0][0], kanban_ev.search(state, iterations=100, seed=2, bot="neural")[0])
    with pytest.raises(ValueError, match="network"):
        network.Network(b"not a network")
    with pytest.raises(ValueError, match="only the neural bot"):
        kanban_ev.search(state, iterations=10, bot="learned", network=network.Network(path))
    with pytest.raises(ValueError, match="the bots that search"):
        kanban_ev.search(state, iterations=10, bot="greedy")
    # A network refuses a game of another edition than it learnt from.
    other = pathlib.Path(__file__).resolve().parents[2] / "testdata" / "edition-other.json"
    network.write_network(path, random_layers(12, 6, 1), edition=other)
    with pytest.raises(ValueError, match="edition"):
        kanban_ev.search(state, iterations=10, bot="neural", network=network.Network(path))
    closed = network.Network(path)
    closed.close()
    with pytest.raises(ValueError, match="closed"):
        kanban_ev.search(state, iterations=10, bot="neural", network=closed)
