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
