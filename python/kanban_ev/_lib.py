"""Finding, building and loading the engine's C library, libkanban.

The library is built from the Go sources of this repository
(examples/libkanban) with ``go build -buildmode=c-shared``. It is looked
for at the path in the environment variable KANBAN_EV_LIB, else next to
this file, where it is built (``go`` on the PATH) when it is missing or
older than the Go sources beside it. ``python3 -m kanban_ev.build``
builds it again.
"""

import ctypes
import os
import pathlib
import shutil
import subprocess

HERE = pathlib.Path(__file__).resolve().parent
LIBRARY = HERE / "libkanban.so"
SOURCES = HERE.parent.parent / "examples"


class KanbanError(Exception):
    """An error of the engine's library that is not the caller's: a fault
    of the library itself. It does not happen; when it does, its message
    holds the Go stack."""


class IllegalActionError(ValueError):
    """An action the rules refuse. ``rule`` names the rule it breaks (such
    as ``"R-WRK-2"``), or is empty when the ID names no action at all; the
    state is as it was."""

    def __init__(self, message, rule=""):
        super().__init__(message)
        self.rule = rule


def build(path=LIBRARY):
    """Builds libkanban from the Go sources into path, and returns path."""
    go = shutil.which("go")
    if go is None:
        raise KanbanError(
            "libkanban is not built and go is not on the PATH: install Go "
            "(https://go.dev/dl/) or set KANBAN_EV_LIB to a built libkanban.so")
    if not (SOURCES / "libkanban").is_dir():
        raise KanbanError(f"libkanban's Go sources are not at {SOURCES / 'libkanban'}")
    path = pathlib.Path(path)
    tmp = path.with_name(path.name + f".{os.getpid()}.tmp")
    subprocess.run([go, "build", "-buildmode=c-shared", "-o", str(tmp), "./libkanban"],
                   cwd=SOURCES, check=True)
    tmp.with_suffix(".h").unlink(missing_ok=True)
    os.replace(tmp, path)
    return path


def _newest_source():
    """The modification time of the newest Go source libkanban is built
    from, 0 when the sources are not here."""
    root = SOURCES.parent
    newest = 0.0
    dirs = [root, root / "bots", root / "components", SOURCES / "libkanban",
            SOURCES / "internal" / "editionfile"]
    dirs += [p for p in (root / "internal").glob("*") if p.is_dir()]
    for d in dirs:
        try:
            entries = list(os.scandir(d))
        except OSError:
            continue
        for e in entries:
            if e.name.endswith(".go") or e.name in ("go.mod", "go.sum"):
                newest = max(newest, e.stat().st_mtime)
    return newest


def _find():
    env = os.environ.get("KANBAN_EV_LIB")
    if env:
        return pathlib.Path(env)
    stale = not LIBRARY.exists() or LIBRARY.stat().st_mtime < _newest_source()
    if stale and (not LIBRARY.exists() or shutil.which("go")):
        build(LIBRARY)
    return LIBRARY


u64 = ctypes.c_uint64
c_int = ctypes.c_int
p_int = ctypes.POINTER(ctypes.c_int)
p_u64 = ctypes.POINTER(u64)
p_str = ctypes.POINTER(ctypes.c_void_p)
err_t = ctypes.c_void_p  # a C string to free, or NULL

_SIGNATURES = {
    "kb_sizes": (None, [p_int, p_int, p_int]),
    "kb_network": (None, [p_int, ctypes.POINTER(ctypes.c_uint64), p_int]),
    "kb_new": (err_t, [ctypes.c_char_p, ctypes.c_char_p, p_u64]),
    "kb_free": (None, [u64]),
    "kb_free_string": (None, [ctypes.c_void_p]),
    "kb_clone": (err_t, [u64, p_u64]),
    "kb_current_player": (err_t, [u64, p_int]),
    "kb_num_players": (err_t, [u64, p_int]),
    "kb_legal": (err_t, [u64, ctypes.c_void_p, c_int, p_int]),
    "kb_mask": (err_t, [u64, ctypes.c_void_p]),
    "kb_apply": (err_t, [u64, c_int]),
    "kb_observe": (err_t, [u64, c_int, ctypes.c_void_p]),
    "kb_action_string": (err_t, [u64, c_int, p_str]),
    "kb_string_action": (err_t, [u64, ctypes.c_char_p, p_int]),
    "kb_returns": (err_t, [u64, ctypes.c_void_p]),
    "kb_final_pp": (err_t, [u64, ctypes.c_void_p]),
    "kb_view": (err_t, [u64, c_int, p_str]),
    "kb_history": (err_t, [u64, ctypes.c_void_p, c_int, p_int]),
    "kb_serialize": (err_t, [u64, p_str]),
    "kb_deserialize": (err_t, [ctypes.c_char_p, ctypes.c_char_p, p_u64]),
    "kb_resample": (err_t, [u64, c_int, u64, p_u64]),
    "kb_search": (err_t, [u64, c_int, ctypes.c_int64, c_int, u64, ctypes.c_void_p,
                          ctypes.POINTER(ctypes.c_double), p_int]),
    "kb_search_bot": (err_t, [u64, ctypes.c_char_p, u64, c_int, ctypes.c_int64, c_int, u64, ctypes.c_void_p,
                              ctypes.POINTER(ctypes.c_double), p_int]),
    "kb_network_load": (err_t, [ctypes.c_char_p, ctypes.c_int64, p_u64]),
    "kb_edition_digest": (err_t, [ctypes.c_char_p, p_str]),
    "kb_render": (err_t, [u64, p_str]),
    "kb_vec_new": (err_t, [ctypes.c_char_p, ctypes.c_char_p, c_int, u64, c_int, p_u64, p_int]),
    "kb_vec_reset": (err_t, [u64, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]),
    "kb_vec_step": (err_t, [u64] + [ctypes.c_void_p] * 7),
    "kb_vec_random": (err_t, [u64, ctypes.c_void_p]),
    "kb_vec_seed": (err_t, [u64, c_int, p_u64]),
}


def _load():
    lib = ctypes.CDLL(str(_find()))
    for name, (res, args) in _SIGNATURES.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = res, args
    return lib


lib = _load()

_a, _o, _p = c_int(), c_int(), c_int()
lib.kb_sizes(ctypes.byref(_a), ctypes.byref(_o), ctypes.byref(_p))
NUM_ACTIONS, OBSERVATION_SIZE, MAX_PLAYERS = _a.value, _o.value, _p.value
_v, _l, _s = ctypes.c_int(), ctypes.c_uint64(), ctypes.c_int()
lib.kb_network(ctypes.byref(_v), ctypes.byref(_l), ctypes.byref(_s))
NETWORK_VERSION, NETWORK_LAYOUT, NETWORK_SEATS = _v.value, _l.value, _s.value
"""What bots.DecodeNetwork checks of a network file: its format's version,
the digest of the observation's layout and the action IDs, and the seats
its value head rates."""


class Handle:
    """The base of an object that owns a handle of the engine, _h (0 once
    freed): close frees it, as the garbage collector does; _handle returns
    it, or raises ValueError once closed, naming the object as _what
    does."""

    __slots__ = ()
    _what = "object"

    def close(self):
        """Frees the object in the engine; it is unusable after."""
        h, self._h = getattr(self, "_h", 0), 0
        if h:
            lib.kb_free(h)

    def __del__(self):
        try:
            self.close()
        except Exception:
            pass

    def _handle(self):
        if not self._h:
            raise ValueError(f"the {self._what} is closed")
        return self._h


def take_string(ptr):
    """Returns the C string at ptr as str and frees it."""
    try:
        return ctypes.string_at(ptr).decode("utf-8")
    finally:
        lib.kb_free_string(ptr)


def check(err):
    """Raises the error a library call returned, if any."""
    if not err:
        return
    kind, rule, message = take_string(err).split("\t", 2)
    if kind == "illegal":
        raise IllegalActionError(message, rule)
    if kind == "value":
        raise ValueError(message)
    raise KanbanError(message)
