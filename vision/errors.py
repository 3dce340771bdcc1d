"""Faults of a photo, each a `ValueError` whose message can be shown to a player as it is.

``str(error)`` is English. ``error.template`` (the English message with ``%(name)s``
placeholders, marked with `N_` for the catalogues) and ``error.values`` let a shell word
it in the player's language (``scorekeeper.wording.faults``); vision itself translates
nothing and imports no Babel.
"""

from __future__ import annotations

from collections.abc import Mapping


def N_(message: str) -> str:
    """Mark a message for the catalogues; the message itself, unchanged."""
    return message


class VisionError(ValueError):
    """A photo that cannot be read for cards."""

    def __init__(self, template: str, /, **values: object) -> None:
        self.template = template
        self.values: Mapping[str, object] = values
        super().__init__(template % values if values else template)


class EmptyFileError(VisionError):
    """The file holds no bytes at all."""


class NotAnImageError(VisionError):
    """The bytes are not a picture in a format that can be read."""


class TruncatedImageError(VisionError):
    """The picture stops part-way: a file cut short in copying or uploading."""


class ImageTooLargeError(VisionError):
    """The picture has more pixels than allowed (a decompression bomb, or just too big)."""


class BlankImageError(VisionError):
    """The picture is one flat colour: a covered lens or a black frame."""


class ModelMissingError(VisionError):
    """The shipped classifier file is not where it should be (a broken install)."""


class ImageTooSmallError(VisionError):
    """The picture is too few pixels across to show a card's corner."""
