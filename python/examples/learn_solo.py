"""Learns the solo game from the library's search, and shows it learning.

    /usr/bin/python3 python/examples/learn_solo.py                  # a few minutes on 2 cores
    /usr/bin/python3 python/examples/learn_solo.py --games 2 --epochs 2 --eval 4   # a smoke run

It plays solo games with ISMCTS (kanban_ev.search) choosing every action,
recording at each decision the player's observation, the legal mask and
the search's visit counts; fits a small policy network (PyTorch) to those
visit distributions; and after each epoch plays the network's own games
(the most likely legal action, no search) in a VectorEnv, beside Random on
the same deals. It writes the learning curve, mean final PP by epoch, to
a PNG (matplotlib) and prints the table.
"""

import argparse
import pathlib
import sys
import time

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import kanban_ev  # noqa: E402

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover
    sys.exit("this example needs PyTorch: apt-get install python3-torch")


def self_play(games, iterations, seed):
    """Plays solo games with ISMCTS; returns observations, masks, visit
    distributions and each game's final PP."""
    game = kanban_ev.Game(solo=True, seed=seed)
    obs, masks, targets, pps = [], [], [], []
    start = time.time()
    for g in range(games):
        state = game.new_initial_state()
        while not state.is_terminal():
            visits, _, chosen = kanban_ev.search(state, iterations=iterations, seed=seed + g)
            obs.append(state.observation_tensor(0))
            masks.append(state.legal_actions_mask())
            if visits.sum() == 0:  # one legal action: the search did not run
                visits[chosen] = 1
            targets.append(visits / visits.sum())
            state.apply_action(chosen)
        pps.append(state.final_pp()[0])
        print(f"self-play: game {g + 1}/{games}, {pps[-1]} PP, {len(obs)} decisions, "
              f"{time.time() - start:.0f} s", file=sys.stderr)
    return np.array(obs), np.array(masks), np.array(targets, dtype=np.float32), pps


class Policy(nn.Module):
    """Observation to a logit per action ID; the mask applied outside."""

    def __init__(self, hidden=256):
        super().__init__()
        self.net = nn.Sequential(
            nn.Linear(kanban_ev.OBSERVATION_SIZE, hidden), nn.ReLU(),
            nn.Linear(hidden, hidden), nn.ReLU(),
            nn.Linear(hidden, kanban_ev.NUM_ACTIONS))

    def forward(self, obs, mask):
        logits = self.net(obs)
        return logits.masked_fill(~mask, -1e9)


def evaluate(choose, n, seed):
    """Mean final PP of n solo games, one a game of a VectorEnv dealt from
    seed, each action chosen by choose(env, obs, masks)."""
    env = kanban_ev.VectorEnv(n, solo=True, seed=seed, copy=True)
    obs, masks, _ = env.reset()
    final = np.full(n, -1)
    while (final < 0).any():
        obs, masks, _, _, dones = env.step(choose(env, obs, masks))
        for i in np.flatnonzero(dones):
            if final[i] < 0:
                final[i] = env.final_pp[i, 0]
    env.close()
    return float(final.mean())


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=24, help="self-play games")
    p.add_argument("--iterations", type=int, default=300, help="ISMCTS iterations a decision")
    p.add_argument("--epochs", type=int, default=30)
    p.add_argument("--eval", type=int, default=64, help="games an evaluation")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--out", default=str(pathlib.Path(__file__).with_name("learning.png")))
    a = p.parse_args()
    torch.manual_seed(a.seed)
    rng = np.random.default_rng(a.seed)

    obs, masks, targets, teacher = self_play(a.games, a.iterations, a.seed)
    x, m, y = torch.from_numpy(obs), torch.from_numpy(masks), torch.from_numpy(targets)
    policy = Policy()
    opt = torch.optim.Adam(policy.parameters(), lr=1e-3)

    def play_policy(env, o, mk):
        with torch.no_grad():
            return policy(torch.from_numpy(o), torch.from_numpy(mk)).argmax(dim=1).numpy().astype(np.int32)

    random_pp = evaluate(lambda env, o, mk: env.random_actions(), a.eval, a.seed + 7)
    curve = [(0, evaluate(play_policy, a.eval, a.seed + 7), float("nan"))]
    print(f"epoch 0: policy {curve[0][1]:.1f} PP, Random {random_pp:.1f} PP", file=sys.stderr)
    for epoch in range(1, a.epochs + 1):
        order = torch.from_numpy(rng.permutation(len(x)))
        total = 0.0
        for i in range(0, len(x), 256):
            b = order[i:i + 256]
            logp = torch.log_softmax(policy(x[b], m[b]), dim=1)
            loss = -(y[b] * logp.clamp(min=-1e4)).sum(dim=1).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            total += loss.item() * len(b)
        pp = evaluate(play_policy, a.eval, a.seed + 7)
        curve.append((epoch, pp, total / len(x)))
        print(f"epoch {epoch}: loss {total / len(x):.3f}, policy {pp:.1f} PP", file=sys.stderr)

    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    fig, ax = plt.subplots(figsize=(7, 4))
    ax.plot([c[0] for c in curve], [c[1] for c in curve], marker="o", label="the network, no search")
    ax.axhline(random_pp, color="gray", linestyle="--", label="Random")
    ax.axhline(float(np.mean(teacher)), color="green", linestyle=":", label=f"ISMCTS, {a.iterations} iterations (teacher)")
    ax.set_xlabel("epoch")
    ax.set_ylabel(f"mean final PP, {a.eval} solo games")
    ax.set_title(f"Learning the solo game from {a.games} games of ISMCTS's visit counts")
    ax.legend(loc="center right")
    fig.tight_layout()
    fig.savefig(a.out, dpi=100)

    print("| Player | Mean final PP |")
    print("|---|---|")
    print(f"| Random | {random_pp:.1f} |")
    print(f"| The network before training | {curve[0][1]:.1f} |")
    print(f"| The network after {a.epochs} epochs | {curve[-1][1]:.1f} |")
    print(f"| ISMCTS, {a.iterations} iterations (its {a.games} games) | {np.mean(teacher):.1f} |")


if __name__ == "__main__":
    main()
