"""Glyph masks: rank labels in TrueType fonts, suit signs from fonts or drawn shapes."""

from __future__ import annotations

import functools
from pathlib import Path

import cv2
import numpy as np
from PIL import Image, ImageDraw, ImageFont

FONT_DIRS = (Path("/usr/share/fonts/truetype/dejavu"), Path("/usr/share/fonts/truetype/liberation"))
RANK_FONTS = (
    "DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansCondensed.ttf",
    "DejaVuSansCondensed-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf",
    "DejaVuSerifCondensed.ttf", "DejaVuSerifCondensed-Bold.ttf", "DejaVuSansMono-Bold.ttf",
    "LiberationSans-Regular.ttf", "LiberationSans-Bold.ttf", "LiberationSansNarrow-Regular.ttf",
    "LiberationSansNarrow-Bold.ttf", "LiberationSerif-Regular.ttf", "LiberationSerif-Bold.ttf",
    "LiberationMono-Bold.ttf", "DejaVuSans-BoldOblique.ttf", "LiberationSerif-BoldItalic.ttf",
)
SUIT_FONTS = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf",
              "LiberationSerif-Regular.ttf", "LiberationSans-Regular.ttf")
SUIT_CHARS = "♣♦♥♠"  # in Suit order: clubs, diamonds, hearts, spades


def available_fonts(names: tuple[str, ...]) -> list[Path]:
    """The fonts of `names` found on this machine."""
    found = []
    for name in names:
        for folder in FONT_DIRS:
            if (folder / name).exists():
                found.append(folder / name)
                break
    return found


@functools.lru_cache(maxsize=4096)
def _text_mask(font_path: str, text: str, spacing: int) -> np.ndarray:
    font = ImageFont.truetype(font_path, 160)
    pieces = [_glyph(font, char) for char in text]
    height = max(p.shape[0] for p in pieces)
    gap = max(0, int(spacing))
    width = sum(p.shape[1] for p in pieces) + gap * (len(pieces) - 1)
    out = np.zeros((height, width), np.uint8)
    x = 0
    for piece in pieces:
        y = height - piece.shape[0]
        out[y:y + piece.shape[0], x:x + piece.shape[1]] = piece
        x += piece.shape[1] + gap
    return out


def _glyph(font: ImageFont.FreeTypeFont, char: str) -> np.ndarray:
    """One character's ink, cropped tight."""
    left, top, right, bottom = font.getbbox(char)
    image = Image.new("L", (int(right - left) + 20, int(bottom - top) + 20), 0)
    ImageDraw.Draw(image).text((10 - left, 10 - top), char, font=font, fill=255)
    return _crop(np.array(image))


def _crop(mask: np.ndarray) -> np.ndarray:
    ys, xs = np.nonzero(mask > 40)
    if len(ys) == 0:
        return np.zeros((8, 8), np.uint8)
    return mask[ys.min():ys.max() + 1, xs.min():xs.max() + 1]


def text_mask(font: Path, text: str, height: int, stretch: float, spacing: float) -> np.ndarray:
    """`text` in `font`, its ink exactly `height` pixels tall, widths scaled by `stretch`."""
    base = _text_mask(str(font), text, int(spacing * 160))
    width = max(1, round(base.shape[1] * height / base.shape[0] * stretch))
    return cv2.resize(base, (width, max(1, height)), interpolation=cv2.INTER_AREA)


SHAPED = 3
"""The suit style whose signs are drawn from a deck's own shape seed (`shaped_suit`)."""


def suit_mask(suit: int, height: int, style: int, font: Path | None, aspect: float,
              shape: int = 0) -> np.ndarray:
    """The sign of `suit` (Suit order), `height` pixels tall: style 0 a font glyph, SHAPED one
    of the many shapes of `shaped_suit` (by `shape`), else one of two drawn shapes."""
    if style == 0 and font is not None:
        base = _glyph(ImageFont.truetype(str(font), 160), SUIT_CHARS[suit])
    elif style == SHAPED:
        base = shaped_suit(suit, shape)
    else:
        base = _drawn_suit(suit, style)
    width = max(1, round(base.shape[1] * height / base.shape[0] * aspect))
    return cv2.resize(base, (width, max(1, height)), interpolation=cv2.INTER_AREA)


@functools.lru_cache(maxsize=32)
def _drawn_suit(suit: int, style: int) -> np.ndarray:
    size = 200
    image = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(image)
    lobe = 0.27 if style == 1 else 0.31
    if suit == 1:  # diamond, slightly concave sides in style 2
        if style == 2:
            points = []
            for t in np.linspace(0, 2 * np.pi, 80, endpoint=False):
                x, y = np.cos(t), np.sin(t)
                r = 1.0 / (abs(x) ** 0.8 + abs(y) ** 0.8) ** (1 / 0.8)
                points.append((100 + 72 * r * x, 100 + 98 * r * y))
            draw.polygon(points, fill=255)
        else:
            draw.polygon([(100, 2), (172, 100), (100, 198), (28, 100)], fill=255)
    elif suit == 2:  # heart
        r = size * lobe
        draw.ellipse([100 - 2 * r + 8, 20, 100 + 8, 20 + 2 * r], fill=255)
        draw.ellipse([100 - 8, 20, 100 + 2 * r - 8, 20 + 2 * r], fill=255)
        draw.polygon([(100 - 2 * r + 12, 20 + r * 1.25), (100 + 2 * r - 12, 20 + r * 1.25),
                      (100, 196)], fill=255)
    elif suit == 3:  # spade: an upside-down heart with a stem
        r = size * lobe * 0.9
        draw.ellipse([100 - 2 * r + 8, 150 - 2 * r, 100 + 8, 150], fill=255)
        draw.ellipse([100 - 8, 150 - 2 * r, 100 + 2 * r - 8, 150], fill=255)
        draw.polygon([(100 - 2 * r + 12, 150 - r * 1.2), (100 + 2 * r - 12, 150 - r * 1.2),
                      (100, 4)], fill=255)
        draw.polygon([(100, 120), (76, 198), (124, 198)], fill=255)
    else:  # club: three balls and a stem
        r = size * (0.2 if style == 1 else 0.22)
        balls = ((100, 10 + r), (100 - r * 1.15, 115 - r * 0.2), (100 + r * 1.15, 115 - r * 0.2))
        for cx, cy in balls:
            draw.ellipse([cx - r, cy - r, cx + r, cy + r], fill=255)
        draw.polygon([(100, 70), (92, 120), (108, 120)], fill=255)
        draw.polygon([(100, 110), (72, 198), (128, 198)], fill=255)
    small = image.resize((100, 100), Image.Resampling.LANCZOS)
    return _crop(np.array(small))


@functools.lru_cache(maxsize=256)
def shaped_suit(suit: int, shape: int) -> np.ndarray:
    """The sign of `suit` (Suit order) as deck `shape` draws it: each shape seed gives its own
    proportions, within what printed decks use. A spade's body may be slim or broad, its point
    long or short, its stem a flared foot or a long thin one; a club's three leaves round balls
    or petals narrowing to the middle, close or apart; a heart's lobes and point; a diamond's
    sides straight, bowed in or out. Decks drawn so show the network suit signs other than the
    few its fonts and drawn decks print."""
    rng = np.random.default_rng([shape, suit])
    size = 200
    image = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(image)
    if suit == 1:
        _shaped_diamond(draw, rng, size)
    elif suit == 2:
        _shaped_heart(draw, rng, size)
    elif suit == 3:  # a heart turned over, squeezed to leave room for its stem
        body = Image.new("L", (size, size), 0)
        r = _shaped_heart(ImageDraw.Draw(body), rng, size)
        squeeze = float(rng.uniform(0.75, 0.85))
        body = body.transpose(Image.Transpose.FLIP_TOP_BOTTOM).resize(
            (size, round(size * squeeze)), Image.Resampling.LANCZOS)
        image.paste(body, (0, 0))
        _stem(draw, rng, squeeze * (size - 4 - r), size)
    else:
        _shaped_club(draw, rng, size)
    small = image.resize((100, 100), Image.Resampling.LANCZOS)
    return _crop(np.array(small))


def _shaped_diamond(draw: ImageDraw.ImageDraw, rng: np.random.Generator, size: int) -> None:
    """Sides straight (power 1), a little bowed in (under 1) or out (over 1); slim or broad.
    (Sides bowed in further fill under SUIT_FILL of their box, a sign the search never pairs.)"""
    power = float(rng.uniform(0.92, 1.3))
    half_w, half_h = float(rng.uniform(0.3, 0.42)) * size, 0.49 * size
    points = []
    for t in np.linspace(0, 2 * np.pi, 96, endpoint=False):
        x, y = np.cos(t), np.sin(t)
        r = 1.0 / (abs(x) ** power + abs(y) ** power) ** (1 / power)
        points.append((size / 2 + half_w * r * x, size / 2 + half_h * r * y))
    draw.polygon(points, fill=255)


def _shaped_heart(draw: ImageDraw.ImageDraw, rng: np.random.Generator, size: int) -> float:
    """Two lobes and a point below them; returns the lobes' radius."""
    r = float(rng.uniform(0.22, 0.28)) * size
    apart = float(rng.uniform(0.75, 0.95)) * r
    point = float(rng.uniform(0.8, 0.97)) * size
    shoulder = float(rng.uniform(1.0, 1.3))
    top, middle = 4.0, size / 2
    for cx in (middle - apart, middle + apart):
        draw.ellipse([cx - r, top, cx + r, top + 2 * r], fill=255)
    draw.polygon([(middle - apart - r * 0.97, top + r * shoulder),
                  (middle + apart + r * 0.97, top + r * shoulder), (middle, top + point)],
                 fill=255)
    return r


def _shaped_club(draw: ImageDraw.ImageDraw, rng: np.random.Generator, size: int) -> None:
    """Three leaves about a middle (round balls, or petals narrowing to the middle), on a
    stem."""
    r = float(rng.uniform(0.19, 0.23)) * size
    apart = float(rng.uniform(1.0, 1.2)) * r
    petal = bool(rng.random() < 0.5)
    middle = np.array([size / 2, 4 + r * (1.15 if petal else 1.0) + apart])
    for turn in (-np.pi / 2, np.pi / 6, 5 * np.pi / 6):  # up, down right, down left
        out = np.array([np.cos(turn), np.sin(turn)])
        side = np.array([-out[1], out[0]])
        centre = middle + out * apart
        if petal:  # an egg, its narrow end to the middle
            ts = np.linspace(0, 2 * np.pi, 64, endpoint=False)
            along = np.cos(ts) * r * 1.15
            across = np.sin(ts) * r * (0.85 + 0.15 * np.cos(ts))
            draw.polygon([tuple(centre + a * out + b * side) for a, b in zip(along, across,
                                                                            strict=True)],
                         fill=255)
        else:
            draw.ellipse([centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r], fill=255)
    draw.ellipse([middle[0] - r * 0.6, middle[1] - r * 0.6, middle[0] + r * 0.6,
                  middle[1] + r * 0.6], fill=255)
    _stem(draw, rng, float(middle[1] + r * 0.3), size)


def _stem(draw: ImageDraw.ImageDraw, rng: np.random.Generator, start: float, size: int) -> None:
    """A spade's or club's stem from `start` down to the bottom: a flared foot or a thin
    stalk on a small foot."""
    bottom, middle = size - 3, size / 2
    if rng.random() < 0.6:
        foot = float(rng.uniform(0.1, 0.18)) * size
        draw.polygon([(middle, start), (middle - foot, bottom), (middle + foot, bottom)],
                     fill=255)
    else:
        stalk = float(rng.uniform(0.025, 0.045)) * size
        foot = float(rng.uniform(0.08, 0.13)) * size
        draw.rectangle([middle - stalk, start, middle + stalk, bottom], fill=255)
        draw.polygon([(middle, bottom - foot * 1.4), (middle - foot, bottom),
                      (middle + foot, bottom)], fill=255)


def paint(image: np.ndarray, mask: np.ndarray, x: int, y: int,
          colour: tuple[float, ...]) -> None:
    """Paint `colour` into `image` through `mask` (0..255), its top-left at (x, y), clipped to
    the image; the image keeps its type (uint8 faces, float32 panels)."""
    h, w = mask.shape
    x0, y0 = max(0, x), max(0, y)
    x1, y1 = min(image.shape[1], x + w), min(image.shape[0], y + h)
    if x1 <= x0 or y1 <= y0:
        return
    alpha = mask[y0 - y:y1 - y, x0 - x:x1 - x, None].astype(np.float32) / 255
    region = image[y0:y1, x0:x1].astype(np.float32)
    image[y0:y1, x0:x1] = (region * (1 - alpha) + np.array(colour, np.float32) * alpha).astype(
        image.dtype)
