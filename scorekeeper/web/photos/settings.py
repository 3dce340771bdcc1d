"""The photo settings (limits, the folder) as numbers, and the app's one `PhotoStore`.

Their defaults and checks are `scorekeeper.web.core.config`'s, as for every setting
(docs/web.md).
"""

from __future__ import annotations

from typing import Final

from flask import current_app

from ...photos import PhotoStore
from ..core.app_objects import app_object
from ..core.config import MB

EXTENSION: Final = "scorekeeper.photos"

__all__ = ["MB", "photo_store", "setting"]


def setting(name: str) -> int:
    return int(current_app.config[name])


def photo_store() -> PhotoStore:
    """The current app's photos folder."""
    return app_object(EXTENSION, lambda app: PhotoStore(
        app.config["PHOTOS_FOLDER"], keep_side=int(app.config["PHOTO_KEEP_SIDE"]),
        pending_hours=float(app.config["PHOTO_PENDING_HOURS"])))
