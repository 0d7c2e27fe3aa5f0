"""The spaces of the environments: Gymnasium's when it is importable,
else small ones of the same shape (shape, dtype, n, contains, sample)."""

import numpy as np

try:  # pragma: no cover - depends on what is installed
    from gymnasium import spaces as _gym
except ImportError:  # pragma: no cover
    _gym = None


class Box:
    """An array of a shape and dtype, each value in [low, high]."""

    def __init__(self, low, high, shape, dtype):
        self.low, self.high, self.shape, self.dtype = low, high, tuple(shape), np.dtype(dtype)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and x.dtype == self.dtype and bool(np.all(x >= self.low) and np.all(x <= self.high))

    def sample(self):
        return np.zeros(self.shape, dtype=self.dtype)

    def __repr__(self):
        return f"Box({self.low}, {self.high}, {self.shape}, {self.dtype})"


class Discrete:
    """An integer in [0, n)."""

    def __init__(self, n, seed=None):
        self.n, self.shape, self.dtype = n, (), np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def contains(self, x):
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def sample(self, mask=None):
        """A random integer; with a mask, one where the mask is 1."""
        if mask is not None:
            return int(self._rng.choice(np.flatnonzero(mask)))
        return int(self._rng.integers(self.n))

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def __repr__(self):
        return f"Discrete({self.n})"


class Dict:
    """A dict of spaces."""

    def __init__(self, spaces):
        self.spaces = dict(spaces)

    def __getitem__(self, k):
        return self.spaces[k]

    def contains(self, x):
        return isinstance(x, dict) and x.keys() == self.spaces.keys() and all(s.contains(x[k]) for k, s in self.spaces.items())

    def __repr__(self):
        return f"Dict({self.spaces!r})"


if _gym is not None:  # pragma: no cover
    Box, Discrete, Dict = _gym.Box, _gym.Discrete, _gym.Dict  # noqa: F811


def observation_box(size):
    return Box(-np.inf, np.inf, (size,), np.float32)


def mask_box(n):
    return Box(0, 1, (n,), np.int8)
