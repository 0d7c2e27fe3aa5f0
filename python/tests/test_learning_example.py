"""A smoke run of the learning example, with tiny settings, where PyTorch
and matplotlib are installed (python3-torch, python3-matplotlib). Loading
PyTorch takes seconds, so it is a soak run's (KANBAN_SOAK=1, as CI runs)."""

import pathlib
import subprocess
import sys

import pytest

from conftest import SOAK

EXAMPLE = pathlib.Path(__file__).resolve().parents[1] / "examples" / "learn_solo.py"


@pytest.mark.skipif(not SOAK, reason="training, even tiny, is a soak run: KANBAN_SOAK=1")
def test_learning_example_runs(tmp_path):
    pytest.importorskip("torch")
    pytest.importorskip("matplotlib")
    out = tmp_path / "curve.png"
    run = subprocess.run([sys.executable, str(EXAMPLE), "--games", "1", "--iterations", "10", "--epochs", "1",
                          "--eval", "2", "--out", str(out)], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    assert "| Random |" in run.stdout and "after 1 epochs" in run.stdout
    assert out.stat().st_size > 1000


TRAINER = pathlib.Path(__file__).resolve().parents[1] / "examples" / "train_network.py"


@pytest.mark.skipif(not SOAK, reason="training, even tiny, is a soak run: KANBAN_SOAK=1")
def test_train_network_runs_and_resumes(tmp_path):
    import os
    pytest.importorskip("torch")
    db = os.environ.get("KANBAN_EV_STORED_DB")
    if not db:
        pytest.skip("KANBAN_EV_STORED_DB names the games the Go test stored")
    from kanban_ev import network
    out = tmp_path / "net.bin"
    args = [sys.executable, str(TRAINER), "--db", db, "--out", str(out), "--hidden", "8", "4", "--batch", "32"]
    run = subprocess.run(args + ["--epochs", "1"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr
    first = network.read_network(out)
    assert first["w1"].shape == (len(first["w1"]), 8)
    # A generation started from the first's weights (--init, its sizes
    # overriding --hidden) measures, before it learns, what the first
    # measured after its epoch.
    losses = lambda stdout, epoch: next(line.split()[1:] for line in stdout.splitlines()
                                        if line.split()[:1] == [str(epoch)])
    again = tmp_path / "again.bin"
    init = subprocess.run([sys.executable, str(TRAINER), "--db", db, "--out", str(again), "--hidden", "16", "16",
                           "--batch", "32", "--epochs", "1", "--init", str(out)], capture_output=True, text=True,
                          timeout=300)
    assert init.returncode == 0, init.stderr
    assert losses(init.stdout, 0) == losses(run.stdout, 1)[:3], (run.stdout, init.stdout)
    assert network.read_network(again)["w1"].shape == first["w1"].shape
    # Holding the value (test_train_network_hold_value checks its
    # targets), it needs the network whose values it holds.
    held = subprocess.run([sys.executable, str(TRAINER), "--db", db, "--out", str(tmp_path / "held.bin"),
                           "--batch", "32", "--epochs", "1", "--init", str(out), "--hold-value"],
                          capture_output=True, text=True, timeout=300)
    assert held.returncode == 0, held.stderr
    assert network.read_network(tmp_path / "held.bin")["w1"].shape == first["w1"].shape
    alone = subprocess.run([sys.executable, str(TRAINER), "--db", db, "--out", str(tmp_path / "alone.bin"),
                            "--epochs", "1", "--hold-value"], capture_output=True, text=True, timeout=300)
    assert alone.returncode != 0 and "--hold-value" in alone.stderr, alone.stderr
    # Started again with more epochs, it goes on from the first.
    run = subprocess.run(args + ["--epochs", "2"], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0 and "going on from epoch 1" in run.stderr, run.stderr
    assert "\n    2 " in run.stdout and "\n    1 " not in run.stdout, run.stdout


def load_trainer():
    """The trainer's module, to call its functions (it imports PyTorch)."""
    import importlib.util
    pytest.importorskip("torch")
    spec = importlib.util.spec_from_file_location("train_network", TRAINER)
    trainer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(trainer)
    return trainer


PLOTTER = pathlib.Path(__file__).resolve().parents[1] / "examples" / "plot_strength.py"


@pytest.mark.skipif(not SOAK, reason="matplotlib takes seconds to load: KANBAN_SOAK=1")
def test_plot_strength(tmp_path):
    import json
    pytest.importorskip("matplotlib")
    files = []
    for i, rate in enumerate([0.4, 0.7]):
        f = tmp_path / f"r{i}.json"
        bot = dict(name=f"gen{i}:100", win_rate=rate, win_rate_low=rate - 0.1, win_rate_high=rate + 0.1, finished=50)
        f.write_text(json.dumps(dict(players=2, bots=[bot, dict(bot, name="learned:100")])))
        files.append(f"gen{i}={f}")
    out = tmp_path / "s.svg"
    run = subprocess.run([sys.executable, str(PLOTTER), "--out", str(out), *files], capture_output=True, text=True,
                         timeout=120)
    assert run.returncode == 0, run.stderr
    assert "70.0%" in run.stdout and out.read_text().lstrip().startswith("<?xml")
    run = subprocess.run([sys.executable, str(PLOTTER), "--out", str(out), "--entry", "nobody", files[0]],
                         capture_output=True, text=True, timeout=120)
    assert run.returncode != 0 and "no entry 'nobody'" in run.stderr


@pytest.mark.skipif(not SOAK, reason="the trainer loads PyTorch, which takes seconds: KANBAN_SOAK=1")
def test_train_network_sources():
    trainer = load_trainer()
    assert trainer.sources(["a.db", "b.db:1,3", "c:/x.db", "d.db:"], 2) == [
        ("a.db", 2), ("b.db", 1), ("b.db", 3), ("c:/x.db", 2), ("d.db:", 2)]


@pytest.mark.skipif(not SOAK, reason="the trainer loads PyTorch, which takes seconds: KANBAN_SOAK=1")
def test_train_network_margin_returns():
    import math
    trainer = load_trainer()
    # --margin 20: the leader by 20 PP about 0.73, the others by their
    # distance behind the leader, a tie for the lead a half each.
    got = trainer.margin_returns([150, 130, 100, 130], 20)
    want = [1 / (1 + math.exp(-1)), 1 / (1 + math.exp(1)), 1 / (1 + math.exp(2.5)), 1 / (1 + math.exp(1))]
    assert got == pytest.approx(want)
    assert trainer.margin_returns([90, 90], 8) == [0.5, 0.5]


@pytest.mark.skipif(not SOAK, reason="the trainer loads PyTorch, which takes seconds: KANBAN_SOAK=1")
def test_train_network_hold_value():
    import numpy as np
    import torch
    import kanban_ev
    trainer = load_trainer()
    torch.manual_seed(1)
    net = trainer.Net(8, 4)
    # Two decisions, of a 2-player game and a 4-player one: --hold-value
    # makes each seat's target the network's own value, a seat the game
    # does not have staying without one.
    seats = trainer.SEATS
    decisions = []
    for players, index in ((2, [0, 5]), (4, [3])):
        value = np.full(seats, np.nan, np.float32)
        value[:players] = 1
        decisions.append(dict(index=np.array(index, np.int32), values=np.ones(len(index), np.float32),
                              ids=np.array([0, 1]), target=np.array([0.5, 0.5], np.float32), value=value))
    trainer.hold_value(net, decisions)
    x = torch.zeros((2, kanban_ev.OBSERVATION_SIZE))
    x[0, [0, 5]] = 1
    x[1, 3] = 1
    with torch.no_grad():
        want = torch.sigmoid(net(x)[0]).numpy()
    for d, row, players in zip(decisions, want, (2, 4)):
        assert np.allclose(d["value"][:players], row[:players])
        assert np.isnan(d["value"][players:]).all()
    # Training from it, the value's loss starts at the targets' own
    # entropy, not at what the games' outcomes would give.
    policy, vloss, _ = trainer.losses(net, trainer.batch(decisions))
    p = want[0, :2].tolist() + want[1, :4].tolist()
    entropy = -np.mean([q * np.log(q) + (1 - q) * np.log(1 - q) for q in p])
    assert vloss.item() == pytest.approx(entropy, rel=1e-4)
