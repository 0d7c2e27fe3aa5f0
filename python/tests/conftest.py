"""Shared helpers of kanban_ev's tests. KANBAN_SOAK=1 (what CI sets) makes
the long versions run: more games, more states."""

import json
import os
import pathlib
import random

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
EDITION = str(ROOT / "testdata" / "edition-other.json")
SOAK = os.environ.get("KANBAN_SOAK") == "1"


def n(quick, full):
    """quick in a default run, full in a soak run."""
    return full if SOAK else quick


# The settings every interface is played through: 2 to 4 players, solo
# with Difficulty cards, and a game of another edition.
SETTINGS = [
    dict(players=2),
    dict(players=3, expert=True),
    dict(players=4),
    dict(solo=True),
    dict(solo=True, difficulty=("cushy-speech", "keeping-up")),
    dict(players=2, edition=EDITION),
]


def settings_id(s):
    return ",".join(f"{k}={v}" for k, v in s.items() if k != "edition") + (",edition" if "edition" in s else "")


class Checks:
    """Records of games played through an interface, for the Go test that
    runs these to replay with the Go API: each the configuration, the
    notation of every action and the final PP. Written to the folder in
    KANBAN_EV_CHECK_DIR, when set."""

    def __init__(self):
        self.dir = os.environ.get("KANBAN_EV_CHECK_DIR")

    def write(self, name, config, edition, notations, final_pp):
        if not self.dir:
            return
        path = pathlib.Path(self.dir) / f"{name}.json"
        path.write_text(json.dumps({"config": json.loads(config), "edition": edition or "",
                                    "actions": notations, "final_pp": final_pp}))


@pytest.fixture(scope="session")
def checks():
    return Checks()


@pytest.fixture
def rng():
    return random.Random(1)
