"""Draw the app's home-screen icons (two fanned cards, spade and heart, on green felt).

Run by hand after changing the design; the PNGs are committed:

    /work/venv/bin/python scripts/make_icons.py

Writes ``scorekeeper/web/static/icons/``: ``icon-192.png`` and ``icon-512.png``
(rounded, transparent corners), ``maskable-512.png`` (full bleed, the drawing
inside the central safe circle), ``apple-touch-icon.png`` (180, opaque) and
``favicon-32.png``. Drawn four times larger and scaled down, so edges are smooth.
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

import cv2
import numpy as np

OUT = Path(__file__).resolve().parents[1] / "scorekeeper" / "web" / "static" / "icons"
SCALE = 4

FELT = (0x2D, 0x53, 0x14)  # BGR of #14532d
FELT_LIGHT = (0x3F, 0x6E, 0x1F)
PAPER = (0xFA, 0xFA, 0xFA)
EDGE = (0x9A, 0x9A, 0x9A)
RED = (0x1C, 0x14, 0xC0)
BLACK = (0x11, 0x11, 0x11)

Points = np.ndarray


def rounded_rect(cx: float, cy: float, w: float, h: float, r: float, steps: int = 12) -> Points:
    """The outline of a rounded rectangle centred on (cx, cy), as float points."""
    corners = ((w / 2 - r, h / 2 - r, 0), (-(w / 2 - r), h / 2 - r, 90),
               (-(w / 2 - r), -(h / 2 - r), 180), (w / 2 - r, -(h / 2 - r), 270))
    points = []
    for dx, dy, start in corners:
        for i in range(steps + 1):
            angle = math.radians(start + 90 * i / steps)
            points.append((cx + dx + r * math.cos(angle), cy + dy + r * math.sin(angle)))
    return np.array(points)


def heart(cx: float, cy: float, size: float, flip: bool = False) -> Points:
    """A heart of about ``size`` across (the classic parametric curve); ``flip`` points it up."""
    t = np.linspace(0, 2 * math.pi, 200)
    x = 16 * np.sin(t) ** 3
    y = -(13 * np.cos(t) - 5 * np.cos(2 * t) - 2 * np.cos(3 * t) - np.cos(4 * t))
    y = y + 2.5
    if flip:
        y = -y
    k = size / 34
    return np.stack([cx + x * k, cy + y * k], axis=1)


def spade(cx: float, cy: float, size: float) -> list[Points]:
    body = heart(cx, cy - size * 0.08, size, flip=True)
    stem = np.array([(cx, cy + size * 0.05), (cx - size * 0.2, cy + size * 0.52),
                     (cx + size * 0.2, cy + size * 0.52)])
    return [body, stem]


def rotate(points: Points, cx: float, cy: float, degrees: float) -> Points:
    a = math.radians(degrees)
    c, s = math.cos(a), math.sin(a)
    shifted = points - (cx, cy)
    return np.stack([shifted[:, 0] * c - shifted[:, 1] * s + cx,
                     shifted[:, 0] * s + shifted[:, 1] * c + cy], axis=1)


def fill(image: np.ndarray, polygons: list[Points], colour: tuple[int, ...]) -> None:
    """Fill opaque polygons (points are kept to 1/16 pixel, anti-aliased)."""
    colour = (*colour[:3], 255)
    cv2.fillPoly(image, [np.round(p * 16).astype(np.int32) for p in polygons], colour,
                 lineType=cv2.LINE_AA, shift=4)


def card(image: np.ndarray, cx: float, cy: float, s: float, angle: float, red: bool) -> None:
    """One card, rotated ``angle`` degrees about its centre, with one big pip."""
    w, h = 0.38 * s, 0.54 * s
    outline = rounded_rect(cx, cy, w, h, 0.05 * s)
    shadow = rotate(outline + np.array([0.012 * s, 0.018 * s]), cx, cy, angle)
    fill(image, [shadow], (0x18, 0x33, 0x0A))
    fill(image, [rotate(rounded_rect(cx, cy, w + 0.012 * s, h + 0.012 * s, 0.055 * s),
                        cx, cy, angle)], EDGE)
    fill(image, [rotate(outline, cx, cy, angle)], PAPER)
    pip = [heart(cx, cy, 0.24 * s)] if red else spade(cx, cy, 0.24 * s)
    fill(image, [rotate(p, cx, cy, angle) for p in pip], RED if red else BLACK)


def draw(size: int, *, full_bleed: bool, opaque: bool) -> np.ndarray:
    s = size * SCALE
    image = np.zeros((s, s, 4), dtype=np.uint8)
    if full_bleed:
        image[:, :, :3] = FELT
        image[:, :, 3] = 255
    else:
        fill(image, [rounded_rect(s / 2, s / 2, s, s, 0.2 * s)], (*FELT, 255))
    glow = np.zeros((s, s), dtype=np.float32)
    cv2.circle(glow, (s // 2, int(s * 0.42)), int(s * 0.45), 1.0, -1, lineType=cv2.LINE_AA)
    glow = cv2.GaussianBlur(glow, (0, 0), s * 0.12) * 0.35
    mask = image[:, :, 3:4] > 0
    for channel, (base, light) in enumerate(zip(FELT, FELT_LIGHT, strict=True)):
        blended = base + (light - base) * glow
        image[:, :, channel] = np.where(mask[:, :, 0], blended, image[:, :, channel])
    # Inside the maskable safe zone (a circle of 80% of the width) the drawing must fit.
    inner = 0.78 if full_bleed and not opaque else 0.92
    span = s * inner
    card(image, s / 2 - 0.17 * span, s / 2 + 0.02 * span, span, -15, red=False)
    card(image, s / 2 + 0.17 * span, s / 2 - 0.01 * span, span, 12, red=True)
    small = cv2.resize(image, (size, size), interpolation=cv2.INTER_AREA)
    if opaque:
        small[:, :, 3] = 255
    return small


ICONS = {
    "icon-192.png": (192, False, False),
    "icon-512.png": (512, False, False),
    "maskable-512.png": (512, True, False),
    "apple-touch-icon.png": (180, True, True),
    "favicon-32.png": (32, False, False),
}


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (size, full_bleed, opaque) in ICONS.items():
        image = draw(size, full_bleed=full_bleed, opaque=opaque)
        if not cv2.imwrite(str(OUT / name), image, [cv2.IMWRITE_PNG_COMPRESSION, 9]):
            print(f"could not write {OUT / name}", file=sys.stderr)
            return 1
        print(f"{OUT / name} {size}x{size}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
