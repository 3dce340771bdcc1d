"""The larger body a photo upload may have, and the page that says a photo was too large.

The app factory registers both app-wide: `limit_uploads` runs before any other
hook reads the body, and `too_large` answers a 413 on a form a photo is read
into with that form's page to go back to (elsewhere, the usual 413).
"""

from __future__ import annotations

from typing import Final

from flask import Response, render_template, request, url_for
from werkzeug.exceptions import RequestEntityTooLarge

from ..core.errors import http_error
from ..core.language import words
from .settings import setting
from .uploads import too_large_message

PHOTO_FORM_ENDPOINTS: Final = frozenset({"hands.settle_photo", "match_hands.photo",
                                         "match_hands.edit_photo"})
"""The routes that read a photo into a form (the settle form, the record-a-hand form)."""
UPLOAD_ENDPOINTS: Final = PHOTO_FORM_ENDPOINTS | {"photo_api.recognize"}


def limit_uploads() -> None:
    """Photo uploads may be larger than the app's other requests (`PHOTO_UPLOAD_LIMIT`)."""
    if request.endpoint in UPLOAD_ENDPOINTS:
        request.max_content_length = setting("PHOTO_UPLOAD_LIMIT")


def too_large(error: RequestEntityTooLarge) -> tuple[str, int] | Response:
    if request.endpoint not in PHOTO_FORM_ENDPOINTS:
        return http_error(error)
    return render_template("photos/too_large.html",
                           message=too_large_message(setting("PHOTO_UPLOAD_LIMIT"), words()),
                           back=_form_page()), 413


def _form_page() -> str:
    args = request.view_args or {}
    if request.endpoint == "match_hands.photo":
        return url_for("match_hands.new", match_id=args["match_id"], kind="cards")
    if request.endpoint == "match_hands.edit_photo":
        return url_for("match_hands.edit", match_id=args["match_id"], hand_id=args["hand_id"],
                       kind="cards")
    return url_for("hands.settle_form")
