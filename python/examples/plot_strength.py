"""Plots a bot's win rate, with its 95% interval, over several tournament
results: one point a result, in the order given, such as the generations
of a trained network or a bot's budgets against a fixed opponent.

    go run ./examples/tournament -network gen1=gen1.bin -bots gen1:100ms:cpu,learned:100ms:cpu -games 200 -json > gen1.json
    ...
    /usr/bin/python3 python/examples/plot_strength.py --out strength.svg --title "…" gen1=gen1.json gen2=gen2.json

Each argument is LABEL=FILE: FILE the one-process runner's -json output
(or `tournament results -json`), whose first entry is the bot plotted
(--entry names another). A dashed line marks an even share, 1 over the
number of players. The plot is an SVG (matplotlib).
"""

import argparse
import json
import sys

try:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
except ImportError:  # pragma: no cover
    sys.exit("this example needs matplotlib: apt-get install python3-matplotlib")


def point(path, entry):
    """The win rate, its interval and the players of a game, from a result
    file, for the entry named entry (the first when None)."""
    with open(path) as f:
        r = json.load(f)
    bots = r["bots"]
    b = bots[0] if entry is None else next((b for b in bots if b["name"] == entry), None)
    if b is None:
        sys.exit(f"{path}: no entry {entry!r} (entries: {', '.join(x['name'] for x in bots)})")
    return b["win_rate"], b["win_rate_low"], b["win_rate_high"], r.get("players", 2), b["name"], b["finished"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("results", nargs="+", metavar="LABEL=FILE")
    ap.add_argument("--out", required=True, help="the SVG file to write")
    ap.add_argument("--entry", help="the entry plotted (default each file's first)")
    ap.add_argument("--title", default="")
    ap.add_argument("--xlabel", default="")
    args = ap.parse_args()
    labels, rates, lows, highs = [], [], [], []
    players = 2
    for item in args.results:
        label, _, path = item.partition("=")
        if not path:
            sys.exit(f"want LABEL=FILE, not {item!r}")
        rate, low, high, players, name, games = point(path, args.entry)
        labels.append(label)
        rates.append(100 * rate)
        lows.append(100 * (rate - low))
        highs.append(100 * (high - rate))
        print(f"{label:>12}  {name:<24} {100 * rate:5.1f}%  ({100 * low:.1f}–{100 * high:.1f}%, {games} games)")
    fig, ax = plt.subplots(figsize=(6, 3.6))
    xs = range(len(labels))
    ax.errorbar(xs, rates, yerr=[lows, highs], fmt="o-", capsize=4, color="#1f5fa8")
    ax.axhline(100 / players, color="grey", linestyle="--", linewidth=1, label=f"even ({100 / players:.0f}%)")
    ax.set_xticks(list(xs), labels)
    ax.set_ylim(0, 100)
    ax.set_ylabel("win rate, % (95% interval)")
    if args.xlabel:
        ax.set_xlabel(args.xlabel)
    if args.title:
        ax.set_title(args.title, fontsize=10)
    ax.legend(loc="lower right", fontsize=8)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(args.out, format="svg")


if __name__ == "__main__":
    main()
