"""Table surfaces: wood, carpet, cloth, felt, stone, cork, patterned cloths, clutter."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import cv2
import numpy as np


def _noise(rng: np.random.Generator, h: int, w: int, cell: float) -> np.ndarray:
    """Smooth noise in 0..1 with features about `cell` pixels across."""
    gh, gw = max(2, int(h / cell) + 2), max(2, int(w / cell) + 2)
    grid = rng.random((gh, gw)).astype(np.float32)
    return np.asarray(cv2.resize(grid, (w, h), interpolation=cv2.INTER_CUBIC).clip(0, 1))


def _colour(rng: np.random.Generator, hue: tuple[int, int], sat: tuple[int, int],
            val: tuple[int, int]) -> np.ndarray:
    hsv = np.array([[[rng.integers(*hue), rng.integers(*sat), rng.integers(*val)]]], np.uint8)
    return np.asarray(cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR)[0, 0], np.float32)


def wood(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    if rng.random() < 0.5:  # grain across instead of along
        return np.ascontiguousarray(_wood(rng, w, h).transpose(1, 0, 2))
    return _wood(rng, h, w)


def _wood(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    base = _colour(rng, (5, 25), (60, 200), (50, 210))
    dark = base * rng.uniform(0.35, 0.7)
    warp = _noise(rng, h, w, rng.uniform(40, 200)) * rng.uniform(10, 60)
    ys = np.arange(h, dtype=np.float32)[:, None] + warp
    grain = 0.5 + 0.5 * np.sin(ys * rng.uniform(0.05, 0.4) + _noise(rng, h, w, 30) * 3)
    grain = grain ** rng.uniform(1, 4)
    image = np.asarray(base * (1 - grain[..., None]) + dark * grain[..., None], np.float32)
    if rng.random() < 0.6:  # planks
        step = int(rng.integers(max(20, h // 8), max(21, h // 2)))
        for y in range(int(rng.integers(0, step)), h, step):
            image[y:y + int(rng.integers(2, 7))] *= 0.4
    return image


def carpet(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    base = _colour(rng, (0, 180), (0, 90), (70, 220))
    fine = rng.random((h // 2 + 1, w // 2 + 1)).astype(np.float32)
    soft = cv2.GaussianBlur(fine, (0, 0), rng.uniform(0.6, 1.8))
    speck = np.asarray(cv2.resize(soft, (w, h)), np.float32)
    speck = (speck - speck.mean()) / (speck.std() + 1e-6)
    return np.asarray(base[None, None, :] * (1 + speck[..., None] * rng.uniform(0.08, 0.3)))


def cloth(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    base = _colour(rng, (0, 180), (0, 255), (30, 240))
    period = rng.uniform(2, 8)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    weave = np.sin(xs * np.pi / period) * np.sin(ys * np.pi / period) * rng.uniform(0.02, 0.12)
    folds = (_noise(rng, h, w, rng.uniform(60, 300)) - 0.5) * rng.uniform(0.1, 0.5)
    return np.asarray(base[None, None, :] * (1 + weave + folds)[..., None])


def pattern(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    a = _colour(rng, (0, 180), (40, 255), (60, 250))
    b = _colour(rng, (0, 180), (0, 255), (60, 250))
    size = rng.uniform(15, 80)
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    if rng.random() < 0.5:
        field = ((xs // size + ys // size) % 2).astype(np.float32)
    else:
        field = ((xs + ys * rng.uniform(-1, 1)) // size % 2).astype(np.float32)
    soft = np.asarray(cv2.GaussianBlur(field, (0, 0), 1.0))
    return np.asarray(a * soft[..., None] + b * (1 - soft[..., None]))


def cork(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    """A cork board: tan with dense darker and lighter grains of a few pixels."""
    base = _colour(rng, (8, 22), (60, 150), (120, 210))
    grain = np.zeros((h, w), np.float32)
    for cell, weight in ((1.5, 0.5), (4, 0.3), (40, 0.2)):
        grain += (_noise(rng, h, w, cell) - 0.5) * weight
    return np.asarray(base[None, None, :] * (1 + grain[..., None] * rng.uniform(0.5, 1.1)))


def stone(rng: np.random.Generator, h: int, w: int) -> np.ndarray:
    base = _colour(rng, (0, 180), (0, 60), (60, 230))
    texture = np.zeros((h, w), np.float32)
    for cell, weight in ((4, 0.3), (20, 0.4), (90, 0.3)):
        texture += _noise(rng, h, w, cell) * weight
    return np.asarray(base[None, None, :] * (0.7 + 0.6 * texture[..., None]))


def from_photo(rng: np.random.Generator, h: int, w: int, crops: Sequence[np.ndarray]
               ) -> np.ndarray:
    crop = crops[int(rng.integers(len(crops)))]
    if rng.random() < 0.5:
        crop = crop[:, ::-1]
    if rng.random() < 0.5:
        crop = np.ascontiguousarray(np.rot90(crop))
    return cv2.resize(crop, (w, h), interpolation=cv2.INTER_CUBIC).astype(np.float32)


def clutter(image: np.ndarray, rng: np.random.Generator) -> None:
    """Things on the table that are not cards: objects, cables, a sheet of printed text."""
    h, w = image.shape[:2]
    for _ in range(int(rng.integers(0, 4))):
        kind = rng.integers(3)
        colour = tuple(int(v) for v in rng.integers(0, 256, size=3))
        centre = (int(rng.integers(0, w)), int(rng.integers(0, h)))
        if kind == 0:
            axes = (int(rng.integers(w // 30, w // 6)), int(rng.integers(h // 30, h // 6)))
            cv2.ellipse(image, centre, axes, float(rng.uniform(0, 180)), 0, 360, colour, -1)
        elif kind == 1:
            points = np.cumsum(rng.normal(0, w / 20, size=(8, 2)), axis=0) + centre
            cv2.polylines(image, [points.astype(np.int32)], False, colour, int(rng.integers(2, 9)))
        else:
            sheet_w, sheet_h = int(rng.integers(w // 8, w // 3)), int(rng.integers(h // 8, h // 3))
            x0, y0 = centre
            paper = int(rng.integers(200, 256))
            cv2.rectangle(image, (x0, y0), (x0 + sheet_w, y0 + sheet_h), (paper,) * 3, -1)
            size = rng.uniform(0.3, 1.2)
            for line in range(int(sheet_h / (30 * size))):
                text = "".join(rng.choice(list("ABCDEFGHJKQ0123456789 abcdefghij"), size=24))
                cv2.putText(image, text, (x0 + 4, y0 + int((line + 1) * 30 * size)),
                            int(rng.integers(0, 8)), size, (20, 20, 20), 1, cv2.LINE_AA)


def table(rng: np.random.Generator, h: int, w: int, crops: Sequence[np.ndarray] = (),
          cork_boards: bool = False) -> np.ndarray:
    """A random table surface of h x w pixels as float32 BGR in 0..255 (`cork_boards` adds
    cork to the surfaces drawn from; without it a seed draws the table it always drew)."""
    makers: list[Callable[[np.random.Generator, int, int], np.ndarray]] = [
        wood, wood, carpet, cloth, cloth, pattern, stone]
    if crops:
        makers += [lambda rng, h, w: from_photo(rng, h, w, crops)] * 3
    if cork_boards:
        makers += [cork, cork]
    image = makers[int(rng.integers(len(makers)))](rng, h, w)
    pixels = np.ascontiguousarray(image.clip(0, 255), dtype=np.uint8)
    if rng.random() < 0.4:
        clutter(pixels, rng)
    return pixels.astype(np.float32)
