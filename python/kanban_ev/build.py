"""Builds libkanban again from the Go sources: python3 -m kanban_ev.build."""

from . import _lib

if __name__ == "__main__":
    print(_lib.build())
