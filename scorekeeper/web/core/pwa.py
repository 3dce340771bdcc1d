"""Installing the app to a tablet's home screen: the web manifest and the icons.

The icons are PNG files in ``static/icons/`` drawn by ``scripts/make_icons.py``.
"""

from __future__ import annotations

import json
from typing import Final

from flask import Blueprint, Response, current_app, redirect, send_from_directory, url_for
from werkzeug.wrappers import Response as BaseResponse

from .assets import static_url

bp = Blueprint("pwa", __name__)

NAME: Final = "Gin Rummy Scorekeeper"
SHORT_NAME: Final = "Gin Score"
THEME_COLOR: Final = "#14532d"
BACKGROUND_COLOR: Final = "#f4f1e8"
ICONS: Final = (
    ("icons/icon-192.png", "192x192", "any"),
    ("icons/icon-512.png", "512x512", "any"),
    ("icons/maskable-512.png", "512x512", "maskable"),
)


@bp.get("/manifest.webmanifest")
def manifest() -> Response:
    document = {
        "name": NAME,
        "short_name": SHORT_NAME,
        "description": "Settle Gin Rummy hands exactly as the rule book does, and keep the match.",
        "id": "/",
        "start_url": "/",
        "scope": "/",
        "display": "standalone",
        "orientation": "any",
        "theme_color": THEME_COLOR,
        "background_color": BACKGROUND_COLOR,
        "icons": [{"src": static_url(path), "sizes": sizes, "type": "image/png", "purpose": purpose}
                  for path, sizes, purpose in ICONS],
    }
    return Response(json.dumps(document, indent=2), mimetype="application/manifest+json")


@bp.get("/favicon.ico")
def favicon() -> BaseResponse:
    return redirect(url_for("static", filename="icons/favicon-32.png"), code=301)


@bp.get("/apple-touch-icon.png")
@bp.get("/apple-touch-icon-precomposed.png")
def apple_touch_icon() -> Response:
    """iOS asks for this path when a page is added to the home screen."""
    folder = current_app.static_folder or ""
    return send_from_directory(folder, "icons/apple-touch-icon.png", mimetype="image/png")
