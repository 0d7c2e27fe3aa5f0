"""kanban_ev.stored reads the games a tournament's workers stored; and
kanban_ev.network writes the file bots.DecodeNetwork reads (the Go test
that runs these evaluates the cases written here with bots.Evaluator)."""

import json
import os

import numpy as np
import pytest

import kanban_ev
from kanban_ev import network, stored

DB = os.environ.get("KANBAN_EV_STORED_DB")


@pytest.mark.skipif(not DB, reason="KANBAN_EV_STORED_DB names the games the Go test stored")
def test_stored_games_replay():
    games = list(stored.games(DB))
    assert [len(g.config["players"]) for g in games] == [2, 3]
    for g in games:
        decisions = 0
        for state, search in g.replay():
            assert not state.is_terminal()
            assert kanban_ev.COLORS[state.current_player()] == search["player"]
            assert sorted(search["ids"]) == state.legal_actions()
            assert len(search["visits"]) == len(search["ids"])
            obs = state.observation_tensor()
            assert obs.shape == (kanban_ev.OBSERVATION_SIZE,)
            decisions += 1
        assert decisions == len(g.searches) > 0
        assert state.is_terminal()
        assert sum(state.returns()) == pytest.approx(1)


def random_layers(h1, h2, seed):
    r = np.random.default_rng(seed)
    u = lambda *shape: r.uniform(-0.2, 0.2, size=shape).astype(np.float32)
    return dict(w1=u(kanban_ev.OBSERVATION_SIZE, h1), b1=u(h1), w2=u(h2, h1), b2=u(h2),
                value=u(kanban_ev.NETWORK_SEATS, h2), value_bias=u(kanban_ev.NETWORK_SEATS),
                policy=u(kanban_ev.NUM_ACTIONS, h2), policy_bias=u(kanban_ev.NUM_ACTIONS))


def test_network_file(tmp_path):
    layers = random_layers(12, 6, 1)
    path = tmp_path / "network.bin"
    network.write_network(path, layers)
    back = network.read_network(path)
    for k, v in layers.items():
        np.testing.assert_array_equal(np.asarray(v).reshape(back[k].shape), back[k])
    # It records the edition of the games it learnt from: the built-in
    # one's unless told.
    assert back["edition"] == network.edition_digest() != ""
    other = os.path.join(os.path.dirname(__file__), "..", "..", "testdata", "edition-other.json")
    network.write_network(path, layers, edition=other)
    again = network.read_network(path)
    assert again["edition"] == network.edition_digest(other) != back["edition"]
    network.write_network(tmp_path / "copy.bin", again)  # a copy keeps its edition
    assert network.read_network(tmp_path / "copy.bin")["edition"] == again["edition"]
    with pytest.raises(ValueError):
        network.write_network(path, layers, digest="two words")
    (tmp_path / "short.bin").write_bytes(b"KBNN\x02")
    with pytest.raises(ValueError):
        network.read_network(tmp_path / "short.bin")
    network.write_network(path, layers)
    with pytest.raises(ValueError):
        network.write_network(tmp_path / "bad.bin", dict(layers, b2=layers["b2"][1:]))

    # Cases for the Go test: observations of a real game, the legal IDs,
    # and what NumPy computes of them.
    out = os.environ.get("KANBAN_EV_CHECK_DIR")
    if not out:
        return
    network.write_network(os.path.join(out, "network.bin"), layers)
    state = kanban_ev.Game(players=3, seed=5).new_initial_state()
    cases = []
    for step in range(60):
        if step % 12 == 0:
            obs = state.observation_tensor()
            legal = state.legal_actions()
            value, priors = network.evaluate(layers, obs, legal)
            index = np.flatnonzero(obs)
            cases.append(dict(index=index.tolist(), values=obs[index].tolist(), legal=legal,
                              value=value.tolist(), priors=priors.tolist()))
        state.apply_action(state.legal_actions()[step % len(state.legal_actions())])
    with open(os.path.join(out, "network.cases"), "w") as f:
        json.dump(cases, f)
