"""The OpenAPI description of ``POST /api/recognize`` (read the cards in photos)."""

from __future__ import annotations

from typing import Any, Final

from ..core.spec_parts import error_response

_POINT: Final = {"type": "array", "items": {"type": "number"}, "minItems": 2, "maxItems": 2}

SCHEMAS: Final[dict[str, Any]] = {
    "RecognizedCard": {
        "type": "object",
        "properties": {
            "card": {"type": "string", "description": "The card read (TH: the ten of hearts)."},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
            "box": {"type": "array", "items": {"type": "number"}, "minItems": 4, "maxItems": 4,
                    "description": "x0, y0, x1, y1 of the corner index read, in the photo's "
                                   "own pixels (EXIF orientation applied)."},
            "polygon": {"type": "array", "items": _POINT, "minItems": 4, "maxItems": 4},
            "low_confidence": {"type": "boolean",
                               "description": "An unsure read: ask the player."},
            "corners": {"type": "integer", "enum": [1, 2],
                        "description": "How many of the card's corner indices were read."},
        },
    },
    "RecognizedPhoto": {
        "type": "object",
        "properties": {
            "file": {"type": "string", "description": "The file name as sent (never used to "
                                                      "store anything)."},
            "width": {"type": "integer"},
            "height": {"type": "integer"},
            "cards": {"type": "array", "items": {"$ref": "#/components/schemas/RecognizedCard"}},
            "warnings": {"type": "array", "items": {"type": "string"},
                         "description": "Advice about the photo: blurred, too dark, come "
                                        "closer, no cards found, some cards uncertain."},
        },
    },
}

PATHS: Final[dict[str, Any]] = {
    "/api/recognize": {
        "post": {
            "tags": ["photos"],
            "operationId": "recognizePhotos",
            "summary": "Read the cards in photos of hands laid face-up",
            "description": "One or more photos (JPEG, PNG, WebP; HEIC where the server reads "
                           "it), sent as multipart/form-data in fields named `photo`; the "
                           "answer is `scorekeeper recognize --json`'s. The type is read from "
                           "the bytes, never from the file name; nothing is stored. If any "
                           "photo cannot be read, the whole request is refused, naming it.",
            "requestBody": {"required": True, "content": {"multipart/form-data": {"schema": {
                "type": "object", "required": ["photo"],
                "properties": {"photo": {"type": "array", "maxItems": 4,
                                         "items": {"type": "string", "format": "binary"}}},
            }}}},
            "responses": {
                "200": {"description": "The cards of each photo, in the order sent.",
                        "content": {"application/json": {"schema": {
                            "type": "object", "properties": {"photos": {
                                "type": "array",
                                "items": {"$ref": "#/components/schemas/RecognizedPhoto"}}}}}}},
                "400": error_response("No photo, more than 4, an empty or truncated file."),
                "413": error_response("The request is over the upload limit (15 MB by default), "
                                      "or a photo has more pixels than allowed (50 megapixels)."),
                "415": error_response("Not sent as multipart/form-data, or a file is not a picture."),
                "422": error_response("A picture that shows nothing to read: blank, or too small."),
                "503": error_response("Busy reading other photos; try again."),
            },
        },
    },
}

TAGS: Final = [{"name": "photos", "description": "Read the cards in photos of hands."}]
