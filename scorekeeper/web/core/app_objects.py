"""One object per app (the ledger, the photo store), made on first use."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import TypeVar

from flask import Flask, current_app

T = TypeVar("T")
_lock = threading.RLock()  # re-entrant: making one object may ask for another


def app_object(name: str, make: Callable[[Flask], T]) -> T:
    """The current app's object ``name``, made by ``make(app)`` the first time it is asked for
    (once, even when two requests ask at the same moment)."""
    app: Flask = current_app._get_current_object()  # type: ignore[attr-defined]
    found = app.extensions.get(name)
    if found is None:
        with _lock:
            found = app.extensions.get(name)
            if found is None:
                found = app.extensions[name] = make(app)
    return found
