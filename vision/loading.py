"""Photo files to pixel arrays, with the checks a photo from a stranger's phone needs.

The format is told from the bytes themselves, never from a file name. The
pixel count is read from the header and checked *before* anything is
decoded, so a small file that would unpack to gigabytes (a decompression
bomb) is refused cheaply. A file cut short is refused rather than read with a
grey band where the rest should be. The camera's EXIF orientation is applied,
so the array is upright as the photographer saw it.

Speed: a JPEG is decoded by OpenCV (libjpeg-turbo) straight into BGR, and
when the photo is larger than needed (`reduce_to`) at 1/2, 1/4 or 1/8 of its
size, which the JPEG format allows without decoding the rest (DCT scaling):
a 24-megapixel photo read for its cards costs a fraction of a full decode. Where the hand
lies in a small part of such a photo, that part can be decoded again at a finer scale
(`FinerDecode`, which `load_photo` returns with the picture) for a closer look.
The EXIF orientation is read from the header Pillow parses anyway and applied
as a turn of the decoded array, so the turn costs no second decode. A JPEG that does
not end with its end-of-image marker, and every other format, goes through
Pillow, which names a file cut short.
"""

from __future__ import annotations

import io
import threading
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import cv2
import numpy as np
from PIL import Image, ImageFile, ImageOps

from .errors import (
    N_,
    BlankImageError,
    EmptyFileError,
    ImageTooLargeError,
    ImageTooSmallError,
    NotAnImageError,
    TruncatedImageError,
    VisionError,
)
from .results import Region

MAX_PIXELS = 50_000_000
"""The largest photo read by default: 50 megapixels, more than any phone takes."""
MIN_SIDE = 32
"""A picture narrower than this many pixels cannot show a card's corner."""
READ_SIDE = 1280
"""The longer side that reading cards needs (the recogniser's working size): pass it as
`load_image(..., reduce_to=READ_SIDE)` to decode a large JPEG at a reduced scale."""
ORIENTATION = 0x0112
"""The EXIF tag of the camera's orientation (1 upright; 2-8 turned and/or mirrored)."""
_REDUCED = {1: cv2.IMREAD_COLOR, 2: cv2.IMREAD_REDUCED_COLOR_2, 4: cv2.IMREAD_REDUCED_COLOR_4,
            8: cv2.IMREAD_REDUCED_COLOR_8}

try:  # HEIC/HEIF (iPhone photos) where the optional pillow-heif plug-in is installed
    import pillow_heif

    pillow_heif.register_heif_opener()
    HEIF = True
except ImportError:  # pragma: no cover - depends on the machine
    HEIF = False

_SIGNATURES = (
    (b"\xff\xd8\xff", "JPEG"),
    (b"\x89PNG\r\n\x1a\n", "PNG"),
    (b"GIF87a", "GIF"),
    (b"GIF89a", "GIF"),
    (b"BM", "BMP"),
    (b"II*\x00", "TIFF"),
    (b"MM\x00*", "TIFF"),
)


def sniff(data: bytes) -> str | None:
    """The picture format the bytes start with (JPEG, PNG, WEBP, HEIC, ...), or None."""
    for magic, name in _SIGNATURES:
        if data.startswith(magic):
            return name
    if data[:4] == b"RIFF" and data[8:12] == b"WEBP":
        return "WEBP"
    if data[4:8] == b"ftyp" and data[8:12] in (b"heic", b"heix", b"mif1", b"msf1", b"heim",
                                               b"heis", b"hevc", b"avif"):
        return "AVIF" if data[8:12] == b"avif" else "HEIC"
    return None


_strict_lock = threading.Lock()


@contextmanager
def _strict_decoding() -> Iterator[None]:
    """Pillow decodes a file cut short without a word (grey where the rest should be) while
    ``ImageFile.LOAD_TRUNCATED_IMAGES`` is set, and WeasyPrint sets it when it is imported
    (printing a score sheet in the same process). A photo must be whole, so the flag is off
    while one is decoded, one decode at a time, and put back as it was."""
    with _strict_lock:
        before = ImageFile.LOAD_TRUNCATED_IMAGES
        ImageFile.LOAD_TRUNCATED_IMAGES = False
        try:
            yield
        finally:
            ImageFile.LOAD_TRUNCATED_IMAGES = before


@dataclass(frozen=True, eq=False)
class FinerDecode:
    """A JPEG that was decoded at 1/`factor` of its size, ready to decode a part of it again
    with more of the detail the file holds (the closer look, `vision.closer`, reads the part
    a distant hand lies in)."""

    data: bytes
    factor: int
    """The reduction of the first decode (2, 4 or 8)."""
    orientation: int
    """The file's EXIF orientation, applied to every decode alike."""

    def region(self, box: Region, want: int) -> tuple[np.ndarray, int] | None:
        """The part `box` of the first decode (in its pixels), decoded again at the coarsest
        finer scale whose copy of it is at least `want` pixels on its longer side (at full
        size where none is), and how many times finer than the first decode that is; None
        where a finer decode adds nothing or fails."""
        x0, y0, x1, y1 = box
        side = max(x1 - x0, y1 - y0)
        finer = self.factor
        while finer > 1 and side * self.factor // finer < want:
            finer //= 2
        if finer == self.factor:
            return None
        image = _decode_jpeg(self.data, finer, self.orientation)
        if image is None:
            return None
        times = self.factor // finer
        part = image[y0 * times:y1 * times, x0 * times:x1 * times]
        return part.copy(), times  # a copy, so the whole decode is not kept for a part


@dataclass(frozen=True, eq=False)
class Photo:
    """A photo file decoded for reading: its upright picture, the file's own upright size
    (width, height; larger than the picture's where that is a reduced decode) and, where the
    picture is a reduced decode of a JPEG, the means to decode a part of it again more
    finely."""

    image: np.ndarray
    size: tuple[int, int]
    finer: FinerDecode | None = None


def load_image(data: bytes, max_pixels: int = MAX_PIXELS, reduce_to: int = 0) -> np.ndarray:
    """Decode a photo file's bytes to an upright BGR uint8 array (height, width, 3): the
    picture of `load_photo`."""
    return load_photo(data, max_pixels, reduce_to).image


def load_photo(data: bytes, max_pixels: int = MAX_PIXELS, reduce_to: int = 0) -> Photo:
    """Decode a photo file's bytes to a `Photo`: its upright BGR uint8 picture (height, width,
    3), and where that is a reduced decode, the means to decode a part of it more finely.

    With `reduce_to` (a number of pixels, e.g. READ_SIDE), a JPEG whose longer side is at
    least twice that is decoded at 1/2, 1/4 or 1/8 scale: the smallest whose longer side is
    still at least `reduce_to`. Pixel positions in the result are then in that reduced scale.
    Other formats, and smaller photos, come at full size. A reduced decode comes with its
    `FinerDecode`, for reading a part of the photo again with more detail.

    Raises a `VisionError` subclass that names the problem: an empty file, bytes
    that are not a picture, a truncated file, more than `max_pixels` pixels, a
    picture too small to hold a card, or one flat colour.
    """
    if not isinstance(data, bytes | bytearray | memoryview):
        raise NotAnImageError(N_("expected the photo file's bytes, not %(type)s (read the file "
                                 "first: open(path, 'rb').read())"), type=type(data).__name__)
    data = bytes(data)
    if not data:
        raise EmptyFileError(N_("the file is empty (0 bytes), not a photo"))
    kind = sniff(data)
    if kind is None:
        raise NotAnImageError(N_("the file is not a picture: expected a JPEG, PNG or HEIC photo"))
    if kind == "HEIC" and not HEIF:
        raise NotAnImageError(N_("this is a HEIC photo, which cannot be read here "
                                 "(install pillow-heif), or send it as JPEG"))
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            picture = Image.open(io.BytesIO(data))
        width, height = picture.size
        if width * height > max_pixels:
            raise ImageTooLargeError(
                N_("the picture is %(width)sx%(height)s pixels (%(megapixels)s megapixels); at "
                   "most %(most)s megapixels are read"), width=str(width), height=str(height),
                megapixels=round(width * height / 1e6), most=round(max_pixels / 1e6))
        if min(width, height) < MIN_SIDE:
            raise ImageTooSmallError(N_("the picture is only %(width)sx%(height)s pixels, too "
                                        "small to show a card"), width=str(width), height=str(height))
        if kind == "JPEG" and _complete_jpeg(data):
            factor, orientation = _reduction(width, height, reduce_to), _orientation(picture)
            image = _decode_jpeg(data, factor, orientation)
            if image is not None:
                check_not_blank(image)
                return Photo(image, _upright(width, height, orientation),
                             FinerDecode(data, factor, orientation) if factor > 1 else None)
        with _strict_decoding():
            picture.load()
            upright = ImageOps.exif_transpose(picture)
            rgb = np.asarray(upright.convert("RGB"))
    except VisionError:
        raise
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        # Pillow's own guard, which trips on the header before ours for the very largest.
        raise ImageTooLargeError(
            N_("the picture has far too many pixels (over %(over)s megapixels); at most "
               "%(most)s megapixels are read"), over=round((Image.MAX_IMAGE_PIXELS or 0) / 1e6),
            most=round(max_pixels / 1e6)) from None
    except (OSError, SyntaxError, EOFError, ValueError) as error:
        text = str(error).lower()
        if "truncated" in text or "broken" in text or isinstance(error, EOFError):
            raise TruncatedImageError(N_("the %(kind)s file is cut short (truncated); copy or "
                                         "upload it again"), kind=kind) from None
        raise NotAnImageError(N_("the %(kind)s file cannot be read: %(error)s"), kind=kind,
                              error=str(error)) from None
    image = cv2.cvtColor(rgb, cv2.COLOR_RGB2BGR)
    check_not_blank(image)
    return Photo(image, (image.shape[1], image.shape[0]))


def photo_size(data: bytes) -> tuple[int, int]:
    """The upright width and height of a photo file, from its header alone (after the EXIF
    orientation, as `load_image` without `reduce_to` returns it)."""
    try:
        picture = Image.open(io.BytesIO(data))
        width, height = picture.size
    except (OSError, SyntaxError, ValueError, Image.DecompressionBombError) as error:
        raise NotAnImageError(N_("the file cannot be read: %(error)s"), error=str(error)) from None
    return _upright(width, height, _orientation(picture))


def _upright(width: int, height: int, orientation: int) -> tuple[int, int]:
    """A picture's width and height as stored, once turned upright by its EXIF `orientation`
    (5 to 8 turn it a quarter)."""
    return (height, width) if orientation >= 5 else (width, height)


def _complete_jpeg(data: bytes) -> bool:
    """Whether the bytes end with a JPEG's end-of-image marker (padding aside)."""
    return data.rstrip(b"\x00\r\n ").endswith(b"\xff\xd9")


def _reduction(width: int, height: int, reduce_to: int) -> int:
    """The largest of 1, 2, 4, 8 that leaves the longer side at least `reduce_to`."""
    factor = 1
    while reduce_to > 0 and factor < 8 and max(width, height) // (factor * 2) >= reduce_to:
        factor *= 2
    return factor


def _orientation(picture: Image.Image) -> int:
    """The EXIF orientation (1-8) from the header Pillow has read; 1 when absent or odd."""
    try:
        value = picture.getexif().get(ORIENTATION, 1)
    except Exception:  # a broken EXIF block leaves the photo as it is
        return 1
    return value if isinstance(value, int) and 1 <= value <= 8 else 1


def _decode_jpeg(data: bytes, factor: int, orientation: int) -> np.ndarray | None:
    """A JPEG decoded by OpenCV at 1/`factor` scale and turned upright; None if it fails."""
    flags = _REDUCED[factor] | cv2.IMREAD_IGNORE_ORIENTATION
    image = cv2.imdecode(np.frombuffer(data, np.uint8), flags)
    if image is None or image.ndim != 3:
        return None
    return upright(image, orientation)


def upright(image: np.ndarray, orientation: int) -> np.ndarray:
    """`image` turned (and mirrored) as EXIF orientation `orientation` (1-8) says."""
    if orientation == 2:
        return cv2.flip(image, 1)
    if orientation == 3:
        return cv2.rotate(image, cv2.ROTATE_180)
    if orientation == 4:
        return cv2.flip(image, 0)
    if orientation == 5:
        return cv2.transpose(image)
    if orientation == 6:
        return cv2.rotate(image, cv2.ROTATE_90_CLOCKWISE)
    if orientation == 7:
        return cv2.rotate(cv2.transpose(image), cv2.ROTATE_180)
    if orientation == 8:
        return cv2.rotate(image, cv2.ROTATE_90_COUNTERCLOCKWISE)
    return image


def check_not_blank(image: np.ndarray) -> None:
    """Raise BlankImageError when the picture is one flat colour."""
    step = max(1, min(image.shape[:2]) // 256)  # every step-th pixel is plenty to tell
    small = cv2.resize(image[::step, ::step], (64, 64), interpolation=cv2.INTER_AREA)
    if float(small.reshape(-1, small.shape[-1] if small.ndim == 3 else 1).std(axis=0).max()) < 2.0:
        raise BlankImageError(N_("the picture is blank, one flat colour (is the lens covered?)"))
