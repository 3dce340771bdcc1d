"""Copies of the fold's working objects, so that a state kept for later is never changed."""

from __future__ import annotations

import copy
from typing import TypeVar

T = TypeVar("T")


def copied(obj: T) -> T:
    """A shallow copy of ``obj`` whose dicts, lists and sets are copies too (one level down),
    so that changing the copy's counts or rows leaves ``obj`` as it was. Objects that hold
    other mutable objects (a Hollywood round holds its sheets) copy those themselves."""
    new = copy.copy(obj)
    for name, value in vars(new).items():
        if isinstance(value, dict | list | set):
            setattr(new, name, type(value)(value))
    return new
