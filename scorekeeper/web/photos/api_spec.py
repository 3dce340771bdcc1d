"""The OpenAPI path of ``POST /api/recognize`` (read the cards in photos; the answer's schema is
the model `scorekeeper.api_models.photos.Recognition`)."""

from __future__ import annotations

from typing import Any, Final

from ..core.openapi import operation

_RECOGNIZE: Final = operation(
    "post", tag="photos", operation_id="recognizePhotos",
    summary="Read the cards in photos of hands laid face-up",
    description="One or more photos (JPEG, PNG, WebP; HEIC where the server reads it), sent "
                "as multipart/form-data in fields named `photo`; the answer is `scorekeeper "
                "recognize --json`'s. The type is read from the bytes, never from the file "
                "name; nothing is stored. If any photo cannot be read, the whole request is "
                "refused, naming it. With `hands=2` each photo shows both players' hands, and "
                "its answer also splits the cards into the two (`hands`).",
    answer="Recognition", answer_text="The cards of each photo, in the order sent.",
    errors={
        400: "No photo, more than 4, an empty or truncated file; `hands` other than 1 or 2.",
        413: "The request is over the upload limit (15 MB by default), or a photo has more "
             "pixels than allowed (50 megapixels).",
        415: "Not sent as multipart/form-data, or a file is not a picture.",
        422: "A picture that shows nothing to read: blank, or too small.",
        503: "Busy reading other photos; try again.",
    })

PATHS: Final[dict[str, Any]] = {
    "/api/recognize": {"post": {
        **_RECOGNIZE,
        "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
            "type": "object", "required": ["photo"],
            "properties": {
                "photo": {"type": "array", "minItems": 1, "maxItems": 4,
                          "items": {"type": "string", "format": "binary"}},
                "hands": {"type": "string", "enum": ["1", "2"], "default": "1",
                          "description": "How many players' hands each photo shows: 2, both "
                                         "hands side by side (the answer splits them)."},
            },
        }}}},
    }},
}

TAGS: Final = [{"name": "photos", "description": "Read the cards in photos of hands."}]
