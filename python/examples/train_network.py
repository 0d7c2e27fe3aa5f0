"""Fits a learned evaluator (bots.Network) to the games of a tournament's
queue: the searches' visit counts are the policy's targets, each game's
outcome the value's.

    go run ./examples/tournament -db games.db enqueue -bots learned:300,learned:300 -games 400 -record-search
    go run ./examples/tournament -db games.db work
    /usr/bin/python3 python/examples/train_network.py --db games.db --out network.bin

It reads every decision a search was kept for (kanban_ev.stored), with the
player's observation, the legal actions' IDs and their visits, and the
rewards of the game's end (bots.WinReward: 1 shared among the winners),
seat by seat from the player's. The network (PyTorch) is bots.Network's:
a first layer over the observation, a second, both with the clipped ReLU;
a sigmoid value for each seat; a logit for each action ID. Its loss is the
cross-entropy of the policy, softmaxed over the legal actions, against the
visit distribution, plus the binary cross-entropy of each seat's value
against its reward. A tenth of the games (every tenth) is held out, to
report how well it predicts what it did not learn from.

After each epoch whose held-out loss (the policy's plus the value's,
weighted as in training) is the lowest yet it writes the network to
--out, in the file bots.Network reads (kanban_ev.network): the games'
positions are alike within a game, and a network that has seen them too
often learns the games rather than the positions, its held-out value
loss rising again after an epoch or two. After every epoch it writes a
checkpoint (the weights, the optimiser's state, the epoch and the best
loss) beside --out: a run stopped at any moment goes on from its last
epoch when started again with the same flags (--epochs may be raised, to
train on).

With --init it starts from the weights of a network file instead of
random ones: a generation learns on from the last one's network, as
AlphaZero's does, keeping what the earlier games taught it. With
--hold-value as well, the value's targets are that network's own values
of the positions (it distils itself): the layers the two heads share learn
the new games' policy, while the value keeps judging as it did (its
held-out loss then measures how far it strayed, never below the
entropy of the targets).
"""

import argparse
import os
import pathlib
import sys
import time

import numpy as np

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
import kanban_ev  # noqa: E402
from kanban_ev import network, stored  # noqa: E402

try:
    import torch
    from torch import nn
except ImportError:  # pragma: no cover
    sys.exit("this example needs PyTorch: apt-get install python3-torch")

SEATS = kanban_ev.NETWORK_SEATS


def sources(values, run=0):
    """The (file, run) pairs of the --db values: FILE, with --run's run, or
    FILE:RUNS, a comma-separated list of run numbers of that file."""
    out = []
    for v in values:
        path, _, runs = v.rpartition(":")
        if path and runs.replace(",", "").isdigit():
            out += [(path, int(r)) for r in runs.split(",") if r]
        else:
            out.append((v, run))
    return out


def margin_returns(pp, scale):
    """Each seat's reward by its final PP's margin over the best other's:
    the logistic of the margin in units of scale PP (a win by scale PP
    is worth about 0.73, a tie 0.5)."""
    return [float(1 / (1 + np.exp(-(p - max(pp[:i] + pp[i + 1:])) / scale))) for i, p in enumerate(pp)]


def load(db, run, sharpen=1.0, keep=1.0, value_mix=0.0, seed=1, margin=0.0):
    """The decisions of the stored games of db's run (every run for 0), or
    of each (file, run) pair in the list db, the number of games and the
    digest of their edition (one for all: a network learns one edition's;
    None without games): per decision the observation's
    non-zero entries (indices, values), the legal IDs, the visit
    distribution (each count raised to 1/sharpen: below 1 it favours the
    most visited), each seat's reward from the player's seat on (NaN for a
    seat the game does not have), and the game's number. Each decision is
    kept with probability keep (drawn from seed), since a game's positions
    teach much the same outcome. The player's own value target is the
    game's reward weighted 1-value_mix beside the search's value of the
    position weighted value_mix. With margin above 0, a game of players
    rewards each seat by the logistic of their final PP's margin over the
    best other's in units of margin PP instead of by the win alone (solo
    games keep their reward)."""
    out = []
    games = 0
    editions = set()  # the digests of the games' editions
    rng = np.random.default_rng(seed)
    pairs = [(db, run)] if isinstance(db, (str, os.PathLike)) else db
    for g in (g for path, r in pairs for g in stored.games(path, r)):
        editions.add(network.edition_digest(g.edition))
        first = len(out)
        players = []
        searched = []
        for state, search in g.replay():
            if keep < 1 and rng.random() >= keep:
                continue
            obs = state.observation_tensor()
            index = np.flatnonzero(obs).astype(np.int32)
            visits = np.asarray(search["visits"], np.float32)
            if visits.sum() == 0:
                continue
            target = visits ** (1 / sharpen)
            out.append(dict(index=index, values=obs[index], ids=np.asarray(search["ids"], np.int64),
                            target=target / target.sum(), game=games))
            players.append(state.current_player())
            searched.append(search["value"])
        returns = state.returns()  # the game's one state, now at its end
        n = len(returns)
        if margin > 0 and n > 1:
            returns = margin_returns(state.final_pp(), margin)
        for d, p, q in zip(out[first:], players, searched):
            value = np.full(SEATS, np.nan, np.float32)
            for k in range(n):
                value[k] = returns[(p + k) % n]
            value[0] = (1 - value_mix) * value[0] + value_mix * q
            d["value"] = value
        games += 1
    if len(editions) > 1:
        raise ValueError(f"the games are of {len(editions)} editions: a network learns one edition's")
    return out, games, next(iter(editions), None)


class Net(nn.Module):
    def __init__(self, h1, h2):
        super().__init__()
        self.fc1 = nn.Linear(kanban_ev.OBSERVATION_SIZE, h1)
        self.fc2 = nn.Linear(h1, h2)
        self.value = nn.Linear(h2, SEATS)
        self.policy = nn.Linear(h2, kanban_ev.NUM_ACTIONS)

    def forward(self, x):
        h = torch.clamp(self.fc2(torch.clamp(self.fc1(x), 0, 1)), 0, 1)
        return self.value(h), h

    def logits(self, h, ids):
        """The policy's logits of the IDs (a batch's, padded with 0)."""
        w = self.policy.weight[ids]  # batch × legal × h2
        return torch.einsum("blh,bh->bl", w, h) + self.policy.bias[ids]

    def set_layers(self, layers):
        """Sets the weights to those of layers, as network.read_network
        gives them."""
        t = lambda a: torch.from_numpy(np.array(a, np.float32))
        with torch.no_grad():
            self.fc1.weight.copy_(t(layers["w1"]).T)
            self.fc1.bias.copy_(t(layers["b1"]))
            self.fc2.weight.copy_(t(layers["w2"]))
            self.fc2.bias.copy_(t(layers["b2"]))
            self.value.weight.copy_(t(layers["value"]))
            self.value.bias.copy_(t(layers["value_bias"]))
            self.policy.weight.copy_(t(layers["policy"]))
            self.policy.bias.copy_(t(layers["policy_bias"]))

    def layers(self):
        """The weights as kanban_ev.network.write_network takes them."""
        t = lambda p: p.detach().cpu().numpy().astype(np.float32)
        return dict(w1=t(self.fc1.weight).T.copy(), b1=t(self.fc1.bias), w2=t(self.fc2.weight),
                    b2=t(self.fc2.bias), value=t(self.value.weight), value_bias=t(self.value.bias),
                    policy=t(self.policy.weight), policy_bias=t(self.policy.bias))


def batch(decisions):
    """The tensors of a batch: dense observations, padded legal IDs with
    their mask, visit targets, value targets with their mask."""
    n = len(decisions)
    width = max(len(d["ids"]) for d in decisions)
    x = np.zeros((n, kanban_ev.OBSERVATION_SIZE), np.float32)
    ids = np.zeros((n, width), np.int64)
    legal = np.zeros((n, width), bool)
    target = np.zeros((n, width), np.float32)
    value = np.zeros((n, SEATS), np.float32)
    for i, d in enumerate(decisions):
        x[i, d["index"]] = d["values"]
        k = len(d["ids"])
        ids[i, :k], legal[i, :k], target[i, :k] = d["ids"], True, d["target"]
        value[i] = d["value"]
    seats = ~np.isnan(value)
    return (torch.from_numpy(x), torch.from_numpy(ids), torch.from_numpy(legal), torch.from_numpy(target),
            torch.from_numpy(np.nan_to_num(value)), torch.from_numpy(seats))


def losses(net, b):
    """The policy's cross-entropy, the value's, and how often the most
    likely legal action is the most visited, over a batch."""
    x, ids, legal, target, value, seats = b
    v, h = net(x)
    logits = net.logits(h, ids).masked_fill(~legal, -1e9)
    logp = torch.log_softmax(logits, dim=1)
    policy = -(target * logp).sum(1).mean()
    bce = nn.functional.binary_cross_entropy_with_logits(v, value, reduction="none")
    vloss = (bce * seats).sum() / seats.sum()
    agree = (logits.argmax(1) == target.argmax(1)).float().mean()
    return policy, vloss, agree


def hold_value(net, decisions, size=512):
    """Makes each decision's value target net's values of its position,
    for the seats the game has."""
    with torch.no_grad():
        for i in range(0, len(decisions), size):
            part = decisions[i:i + size]
            x = batch(part)[0]
            v = torch.sigmoid(net(x)[0]).numpy()
            for d, row in zip(part, v):
                d["value"] = np.where(np.isnan(d["value"]), np.nan, row).astype(np.float32)


def measure(net, decisions, size=512):
    with torch.no_grad():
        p = v = a = 0.0
        for i in range(0, len(decisions), size):
            part = decisions[i:i + size]
            lp, lv, ag = losses(net, batch(part))
            p, v, a = p + lp.item() * len(part), v + lv.item() * len(part), a + ag.item() * len(part)
        n = max(len(decisions), 1)
        return p / n, v / n, a / n


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--db", required=True, action="append",
                    help="the tournament's SQLite file, or FILE:RUNS to learn from those runs of it (RUNS "
                         "comma-separated); may be repeated")
    ap.add_argument("--run", type=int, default=0,
                    help="the run to learn from of a --db without RUNS (0: every run with searches)")
    ap.add_argument("--out", default="network.bin", help="the network file to write")
    ap.add_argument("--hidden", type=int, nargs=2, default=(128, 32), metavar=("H1", "H2"))
    ap.add_argument("--epochs", type=int, default=20)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--rate", type=float, default=1e-3, help="Adam's learning rate")
    ap.add_argument("--decay", type=float, default=1e-3, help="Adam's weight decay (L2, coupled: it holds the value head off learning the games)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--sharpen", type=float, default=1.0,
                    help="the policy's target is the visits raised to 1/SHARPEN, normalised: below 1 it favours the most "
                         "visited (ISMCTS spreads its visits nearly evenly over the legal actions)")
    ap.add_argument("--value-weight", type=float, default=1.0, help="the value loss's weight beside the policy's")
    ap.add_argument("--value-mix", type=float, default=0.0,
                    help="the weight of the search's value of a position in the player's value target, beside the "
                         "game's outcome (0: the outcome alone)")
    ap.add_argument("--keep", type=float, default=1.0,
                    help="the fraction of the decisions learnt from, drawn at random from --seed")
    ap.add_argument("--margin", type=float, default=0.0,
                    help="with a value above 0, a game of players' value target is the logistic of each seat's final "
                         "PP margin over the best other's in units of this many PP, instead of the win alone")
    ap.add_argument("--hold-value", action="store_true",
                    help="with --init: the value's targets are the --init network's own values of the positions, "
                         "not the games' outcomes, so that the layers the heads share may learn the policy while "
                         "the value judges as the last generation's did")
    ap.add_argument("--init", metavar="FILE",
                    help="start from the weights of this network file (the last generation's), its hidden sizes "
                         "replacing --hidden, instead of from random ones")
    args = ap.parse_args()

    torch.manual_seed(args.seed)
    start = time.time()
    data, games, edition = load(sources(args.db, args.run), None, args.sharpen, args.keep, args.value_mix, args.seed, args.margin)
    if not data:
        sys.exit(f"{', '.join(args.db)} holds no searches: queue games with enqueue -record-search and play them")
    held = [d for d in data if d["game"] % 10 == 9]
    learn = [d for d in data if d["game"] % 10 != 9]
    print(f"{len(data)} decisions of {games} games ({len(held)} held out), read in {time.time() - start:.0f} s",
          file=sys.stderr)

    if args.init:
        start_from = network.read_network(args.init)
        if edition is not None and start_from["edition"] not in ("", edition):
            sys.exit(f"{args.init} learnt from games of edition {start_from['edition']}, the games are of {edition}")
        args.hidden = (start_from["w1"].shape[1], start_from["w2"].shape[0])
    net = Net(*args.hidden)
    if args.init:
        net.set_layers(start_from)
    if args.hold_value:
        if not args.init:
            sys.exit("--hold-value holds the value of the --init network: name the network to start from")
        hold_value(net, data)
    opt = torch.optim.Adam(net.parameters(), lr=args.rate, weight_decay=args.decay)
    checkpoint = pathlib.Path(str(args.out) + ".checkpoint")
    first, best = 0, float("inf")
    if checkpoint.exists():
        saved = torch.load(checkpoint, weights_only=False)
        same = lambda a: {k: v for k, v in a.items() if k != "epochs"}
        if same(saved["args"]) == same(vars(args)):
            net.load_state_dict(saved["net"])
            opt.load_state_dict(saved["opt"])
            torch.set_rng_state(saved["rng"])
            first, best = saved["epoch"], saved.get("best", best)
            print(f"going on from epoch {first} ({checkpoint})", file=sys.stderr)
    rng = np.random.default_rng(args.seed)
    for _ in range(first):
        rng.permutation(len(learn))  # the orders of the epochs done, drawn again
    print("epoch  policy loss  value loss  agrees with the search  (held-out games)")
    if first == 0:
        p, v, a = measure(net, held)
        print(f"{0:5d}  {p:11.3f}  {v:10.3f}  {100 * a:21.1f}%", flush=True)
    for epoch in range(first, args.epochs):
        order = rng.permutation(len(learn))
        for i in range(0, len(order), args.batch):
            lp, lv, _ = losses(net, batch([learn[j] for j in order[i:i + args.batch]]))
            opt.zero_grad()
            (lp + args.value_weight * lv).backward()
            opt.step()
        p, v, a = measure(net, held)
        loss = p + args.value_weight * v
        kept = loss < best or not held
        print(f"{epoch + 1:5d}  {p:11.3f}  {v:10.3f}  {100 * a:21.1f}%{'  written' if kept else ''}", flush=True)
        if kept:
            best = loss
            network.write_network(args.out + ".tmp", net.layers(), digest=edition)
            os.replace(args.out + ".tmp", args.out)
        torch.save(dict(args=vars(args), net=net.state_dict(), opt=opt.state_dict(),
                        rng=torch.get_rng_state(), epoch=epoch + 1, best=best), str(checkpoint) + ".tmp")
        os.replace(str(checkpoint) + ".tmp", checkpoint)
    print(f"wrote {args.out}, the network of the epoch with the lowest held-out loss, after {args.epochs} epochs, "
          f"{time.time() - start:.0f} s", file=sys.stderr)


if __name__ == "__main__":
    main()
