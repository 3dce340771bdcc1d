"""``POST /api/recognize``: the cards in photos, as ``scorekeeper recognize --json`` gives them.

Photos are sent as multipart/form-data (fields named ``photo``), checked as
the pages' uploads are (`photo_uploads`), read, and forgotten: nothing is
stored. ``hands=2``: each photo shows both players' hands, and its answer
also gives the cards split into the two (`vision.hands.split_hands`).
"""

from __future__ import annotations

from typing import Any, Final

from flask import Blueprint, Response, jsonify, request
from werkzeug.exceptions import RequestEntityTooLarge

from vision.hands import split_hands

from ...api_models.photos import Recognition
from ...errors import RequestError
from ...wording.photos import note_text
from ..core.errors import error_response
from ..core.language import words
from ..core.openapi import contribute
from . import api_spec
from .settings import setting
from .uploads import UploadError, read_cards, sent_photos, too_large_message

bp = Blueprint("photo_api", __name__, url_prefix="/api")
contribute(bp, api_spec.PATHS, api_spec.TAGS)

MAX_PHOTOS: Final = 4
MAX_NAME: Final = 200
HANDS: Final = ("1", "2")
"""``hands``: how many players' hands each photo shows (2: split them, `vision.hands`)."""


class NotMultipartError(UploadError):
    status = 415


def answer_too_large() -> Response:
    return error_response(too_large_message(setting("PHOTO_UPLOAD_LIMIT")), 413)


@bp.errorhandler(RequestEntityTooLarge)
def _too_large(error: RequestEntityTooLarge) -> Response:
    return answer_too_large()


@bp.post("/recognize")
def recognize() -> Response:
    if request.mimetype != "multipart/form-data":
        raise NotMultipartError('send the photos as multipart/form-data, each in a field named '
                                '"photo"')
    uploads = sent_photos()
    if not uploads:
        raise RequestError('no photo: send each one in a multipart field named "photo"')
    if len(uploads) > MAX_PHOTOS:
        raise RequestError(f"at most {MAX_PHOTOS} photos at once, not {len(uploads)}")
    hands = request.form.get("hands", "1")
    if hands not in HANDS:
        raise RequestError(f'hands must be "1" or "2" (how many hands each photo shows), not '
                           f"{hands[:MAX_NAME]!r}")
    answers: list[dict[str, Any]] = []
    for number, upload in enumerate(uploads, start=1):
        name = (upload.filename or "")[:MAX_NAME]
        try:
            recognition = read_cards(upload)
        except UploadError as error:
            shown = f"photo {number}" + (f" ({name})" if name else "")
            raise type(error)(f"{shown}: {error.reason}") from None
        answer = {"file": name, **recognition.to_dict(),
                  "warnings": [note_text(n, words()) for n in recognition.warnings]}
        if hands == "2":
            split = split_hands(recognition)
            answer["hands"] = {"first": [str(d.card) for d in split.first],
                               "second": [str(d.card) for d in split.second],
                               "gap": round(split.gap, 2), "clear": split.clear}
        answers.append(answer)
    return jsonify(Recognition.model_validate({"photos": answers}).dump())
