"""bots.Network's binary form, for a trainer: ``write_network`` writes the
file bots.DecodeNetwork reads, ``read_network`` reads one back, and
``Network`` loads one into the engine for ``search(bot="neural")``.

The network reads an observation (OBSERVATION_SIZE values): a first layer
of hidden1 units and a second of hidden2, each with the clipped ReLU
min(max(x, 0), 1); a value head, a sigmoid for each of NETWORK_SEATS seats
(the observing player first, then the others in seating order); a policy
head, a logit for each of NUM_ACTIONS action IDs, softmaxed over the
legal ones."""

import ctypes
import os
import struct

import numpy as np

from ._lib import check, Handle, lib, take_string, NETWORK_LAYOUT, NETWORK_SEATS, NETWORK_VERSION, NUM_ACTIONS, OBSERVATION_SIZE

_MAGIC = b"KBNN"
_HEADER = struct.Struct("<4sIQII")
_MAX_EDITION = 64


def _shapes(h1, h2):
    # Each layer as bots.NetworkWeights holds it: (name, rows, columns).
    return [("w1", OBSERVATION_SIZE, h1), ("b1", 1, h1), ("w2", h2, h1), ("b2", 1, h2),
            ("value", NETWORK_SEATS, h2), ("value_bias", 1, NETWORK_SEATS),
            ("policy", NUM_ACTIONS, h2), ("policy_bias", 1, NUM_ACTIONS)]


def edition_digest(edition=None):
    """The digest of the edition in the file at path edition (None for the
    built-in edition): what a network file records of the games it learnt
    from, for a search to refuse a game of another edition."""
    out = ctypes.c_void_p()
    check(lib.kb_edition_digest(b"" if edition is None else os.fsencode(edition), ctypes.byref(out)))
    return take_string(out.value)


def write_network(path, layers, edition=None, digest=None):
    """Writes the network of layers, a dict of NumPy arrays: w1
    (OBSERVATION_SIZE × hidden1, input i's weights in row i), b1, w2
    (hidden2 × hidden1), b2, value (NETWORK_SEATS × hidden2), value_bias,
    policy (NUM_ACTIONS × hidden2), policy_bias; recording the edition of
    the games it learnt from: digest, or else edition_digest(edition), the
    built-in edition's for None (but layers' "edition", as read_network
    gives it, when there is one)."""
    h1, h2 = np.shape(layers["w1"])[1], np.shape(layers["w2"])[0]
    if digest is None:
        # layers read back by read_network keep the edition they recorded.
        digest = layers["edition"] if edition is None and "edition" in layers else edition_digest(edition)
    digest = digest.encode("ascii")
    if len(digest) > _MAX_EDITION or any(c <= 32 or c > 126 for c in digest):
        raise ValueError(f"edition digest {digest!r}: want at most {_MAX_EDITION} printable ASCII characters")
    parts = [_HEADER.pack(_MAGIC, NETWORK_VERSION, NETWORK_LAYOUT, h1, h2), struct.pack("<I", len(digest)), digest]
    for name, rows, cols in _shapes(h1, h2):
        a = np.asarray(layers[name], dtype="<f4").reshape(-1)
        if a.size != rows * cols:
            raise ValueError(f"{name}: {a.size} weights, want {rows} × {cols}")
        if not np.all(np.isfinite(a)):
            raise ValueError(f"{name}: a weight is not finite")
        parts.append(a.tobytes())
    with open(path, "wb") as f:
        f.write(b"".join(parts))


def read_network(path):
    """Reads a network file back into write_network's dict of arrays, with
    the edition's digest it records under "edition" ("" in a file of
    version 1, which records none)."""
    with open(path, "rb") as f:
        data = f.read()
    try:
        magic, version, layout, h1, h2 = _HEADER.unpack_from(data)
        (n,) = struct.unpack_from("<I", data, _HEADER.size)
    except struct.error:
        raise ValueError(f"{path}: {len(data)} bytes, too short for a network file") from None
    if magic != _MAGIC or version not in (1, NETWORK_VERSION) or layout != NETWORK_LAYOUT:
        raise ValueError(f"{path}: not a network file of this library's version and layout")
    out, off = {"edition": ""}, _HEADER.size
    if version >= 2:
        if n > _MAX_EDITION:
            raise ValueError(f"{path}: an edition's digest of {n} bytes")
        out["edition"] = data[off + 4:off + 4 + n].decode("ascii")
        off += 4 + n
    for name, rows, cols in _shapes(h1, h2):
        a = np.frombuffer(data, dtype="<f4", count=rows * cols, offset=off)
        out[name] = a.reshape(rows, cols) if rows > 1 else a.copy()
        off += 4 * rows * cols
    if off != len(data):
        raise ValueError(f"{path}: {len(data)} bytes, want {off}")
    return out


def evaluate(layers, observation, legal_ids):
    """The network's value (NETWORK_SEATS) and priors (one for each of
    legal_ids) at an observation, in NumPy float64: what bots.Evaluator
    gives, for checking a trainer against it."""
    clip = lambda x: np.clip(x, 0, 1)
    h1 = clip(np.asarray(observation, np.float64) @ layers["w1"] + layers["b1"])
    h2 = clip(layers["w2"] @ h1 + layers["b2"])
    value = 1 / (1 + np.exp(-(layers["value"] @ h2 + layers["value_bias"])))
    logits = layers["policy"][legal_ids] @ h2 + layers["policy_bias"][legal_ids]
    p = np.exp(logits - logits.max())
    return value, p / p.sum()


class Network(Handle):
    """A network file loaded into the engine (bots.DecodeNetwork), for
    kanban_ev.search(..., bot="neural", network=...) to search with:
    source is the file's path or its bytes. A file of another version or
    observation layout raises ValueError; a search of a game of another
    edition than the network learnt from raises ValueError too."""

    __slots__ = ("_h",)
    _what = "network"

    def __init__(self, source):
        self._h = 0
        if isinstance(source, (bytes, bytearray, memoryview)):
            data = bytes(source)
        else:
            with open(source, "rb") as f:
                data = f.read()
        h = ctypes.c_uint64()
        check(lib.kb_network_load(data, len(data), ctypes.byref(h)))
        self._h = h.value

