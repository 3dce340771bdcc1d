"""Faults of a photo, each a `ValueError` whose message can be shown to a player as it is."""

from __future__ import annotations


class VisionError(ValueError):
    """A photo that cannot be read for cards."""


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
