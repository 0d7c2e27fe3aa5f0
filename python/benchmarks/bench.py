"""Measures kanban_ev against the Go loop it wraps, side by side in one run.

    taskset -c 0 /usr/bin/python3 python/benchmarks/bench.py       # one core
    taskset -c 0,1 /usr/bin/python3 python/benchmarks/bench.py --threads 2

It prints a Markdown table: random legal steps a second through VectorEnv
(256 two-player games, with observations and masks) and through the Go
loop doing the same work (examples/libkanban's BenchmarkGoLoop), their
ratio, and the time of one apply_action + legal_actions round trip through
a State. Each figure is the median of --runs runs.
"""

import argparse
import pathlib
import random
import re
import statistics
import subprocess
import sys
import time

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import kanban_ev  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


def go_loop(seconds):
    """Steps a second of BenchmarkGoLoop."""
    out = subprocess.run(["go", "test", "-run", "^$", "-bench", "^BenchmarkGoLoop$", f"-benchtime={seconds}s",
                          "./libkanban"], cwd=ROOT / "examples", check=True, capture_output=True, text=True).stdout
    ns = float(re.search(r"BenchmarkGoLoop\S*\s+\d+\s+([\d.]+) ns/op", out).group(1))
    return 1e9 / ns


def vector(seconds, threads, n=256):
    """Random legal steps a second through a VectorEnv of n games."""
    env = kanban_ev.VectorEnv(n, players=2, seed=1, threads=threads)
    env.reset()
    env.step(env.random_actions())
    steps, start = 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(20):
            env.step(env.random_actions())
        steps += 20 * n
    return steps / (time.perf_counter() - start)


def round_trip(seconds):
    """Microseconds of one apply_action + legal_actions through a State."""
    game = kanban_ev.Game(players=2, seed=1)
    rng = random.Random(1)
    state = game.new_initial_state()
    legal = state.legal_actions()
    count, start = 0, time.perf_counter()
    spent = 0.0
    while spent < seconds:
        t = time.perf_counter()
        for _ in range(200):
            state.apply_action(legal[int(rng.random() * len(legal))])
            legal = state.legal_actions()
            if not legal:
                break
        spent += time.perf_counter() - t
        count += 200 if legal else 0
        if not legal:
            state = game.new_initial_state()
            legal = state.legal_actions()
    return spent / max(count, 1) * 1e6


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--seconds", type=float, default=2)
    p.add_argument("--runs", type=int, default=5)
    p.add_argument("--threads", type=int, default=1)
    a = p.parse_args()
    rows = {"go": [], "vec": [], "rt": []}
    for run in range(a.runs):
        rows["go"].append(go_loop(a.seconds))
        rows["vec"].append(vector(a.seconds, a.threads))
        rows["rt"].append(round_trip(a.seconds))
        print(f"run {run + 1}/{a.runs}: Go {rows['go'][-1]:,.0f}/s, VectorEnv {rows['vec'][-1]:,.0f}/s, "
              f"round trip {rows['rt'][-1]:.2f} µs", file=sys.stderr)
    go, vec, rt = (statistics.median(rows[k]) for k in ("go", "vec", "rt"))
    print(f"| What | Median of {a.runs} runs |")
    print("|---|---|")
    print(f"| Go loop (BenchmarkGoLoop), steps/s | {go:,.0f} |")
    print(f"| VectorEnv, N = 256, threads = {a.threads}, steps/s | {vec:,.0f} |")
    print(f"| VectorEnv / Go loop | {vec / go:.2f} |")
    print(f"| State: apply_action + legal_actions, µs | {rt:.2f} |")


if __name__ == "__main__":
    main()
