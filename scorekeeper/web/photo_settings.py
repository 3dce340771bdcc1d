"""The photo settings (limits, the folder) and the app's one `PhotoStore`.

The defaults below apply unless the instance config, ``SCOREKEEPER_*`` or the
test config set them (they are read like every other setting: docs/web.md).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from flask import Flask, current_app

from ..photos import PhotoStore
from .app_objects import app_object
from .config import ConfigError

MB: Final = 1024 * 1024

PHOTO_DEFAULTS: Final[dict[str, Any]] = {
    # The photos folder; a relative path is inside the instance folder.
    "PHOTOS_FOLDER": "photos",
    # The largest photo upload (the request body), in bytes: a 413 above it.
    "PHOTO_UPLOAD_LIMIT": 15 * MB,
    # The most pixels a photo may have, read from its header before it is decoded.
    "PHOTO_MAX_PIXELS": 50_000_000,
    # The long side of a stored photo, in pixels (it is re-encoded as JPEG).
    "PHOTO_KEEP_SIDE": 2000,
    # All the photos kept with one match's hands together, in bytes.
    "PHOTO_MATCH_LIMIT": 50 * MB,
    # Photos read into a form but not (yet) kept with a hand: deleted after this many hours,
    # and no new upload once they hold this many bytes together.
    "PHOTO_PENDING_HOURS": 24,
    "PHOTO_PENDING_LIMIT": 200 * MB,
    # Photos read at once (each takes up to a second of CPU and ~150 MB for 50 megapixels).
    "PHOTO_READ_SLOTS": 2,
}
EXTENSION: Final = "scorekeeper.photos"


def apply_defaults(app: Flask) -> None:
    """Fill in the photo settings not set, check them, and resolve the folder."""
    config = app.config
    for name, value in PHOTO_DEFAULTS.items():
        config.setdefault(name, value)
    for name in PHOTO_DEFAULTS:
        if name == "PHOTOS_FOLDER":
            continue
        value = config[name]
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise ConfigError(f"{name} must be a positive number, not {value!r}")
    folder = Path(str(config["PHOTOS_FOLDER"])).expanduser()
    if not folder.is_absolute():
        folder = Path(app.instance_path) / folder
    if folder.exists() and not folder.is_dir():
        raise ConfigError(f"PHOTOS_FOLDER {folder} is a file; give the path of a folder")
    config["PHOTOS_FOLDER"] = str(folder)


def setting(name: str) -> int:
    return int(current_app.config[name])


def photo_store() -> PhotoStore:
    """The current app's photos folder."""
    return app_object(EXTENSION, lambda app: PhotoStore(
        app.config["PHOTOS_FOLDER"], keep_side=int(app.config["PHOTO_KEEP_SIDE"]),
        pending_hours=float(app.config["PHOTO_PENDING_HOURS"])))
