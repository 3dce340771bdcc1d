"""Static file URLs that change when the file does, so a tablet never runs stale CSS or JS."""

from __future__ import annotations

import hashlib
from functools import lru_cache
from pathlib import Path

from flask import current_app, url_for


@lru_cache(maxsize=128)
def _digest(path: str, mtime_ns: int) -> str:
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()[:10]


def static_url(filename: str) -> str:
    """``url_for('static', ...)`` with ``?v=<content hash>`` appended."""
    folder = current_app.static_folder
    path = Path(folder or "") / filename
    try:
        version = _digest(str(path), path.stat().st_mtime_ns)
    except OSError:
        return url_for("static", filename=filename)
    return url_for("static", filename=filename, v=version)
