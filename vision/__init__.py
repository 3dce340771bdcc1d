"""Photo to cards: read a Gin Rummy hand laid face-up on a table.

    >>> from vision import load_image, recognize
    >>> image = load_image(open("sample_photos/gin_row_1.jpg", "rb").read())
    >>> [str(d.card) for d in recognize(image).cards]  # doctest: +SKIP
    ['3S', '4S', '5S', ...]

OpenCV finds ink on card faces and pairs a rank glyph with the suit sign
under it wherever a corner index could be; a small network (ONNX, run by
ONNX Runtime) reads each pair or rejects it. Knows nothing of Flask
or of scoring; uses only the card types of `scorekeeper.gin.cards`.
"""

from .drawing import draw_detections
from .errors import (
    BlankImageError,
    EmptyFileError,
    ImageTooLargeError,
    ImageTooSmallError,
    ModelMissingError,
    NotAnImageError,
    TruncatedImageError,
    VisionError,
)
from .loading import MAX_PIXELS, READ_SIDE, FinerDecode, Photo, load_image, load_photo
from .recognizer import recognize
from .results import UNCERTAIN_NOTE, Detection, Recognition

__all__ = [
    "MAX_PIXELS",
    "READ_SIDE",
    "UNCERTAIN_NOTE",
    "BlankImageError",
    "Detection",
    "EmptyFileError",
    "FinerDecode",
    "ImageTooLargeError",
    "ImageTooSmallError",
    "ModelMissingError",
    "NotAnImageError",
    "Photo",
    "Recognition",
    "TruncatedImageError",
    "VisionError",
    "draw_detections",
    "load_image",
    "load_photo",
    "recognize",
]
