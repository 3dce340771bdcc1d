"""Print that looks like a corner index and is not one, for the network to learn to refuse.

Real photos show more print than corner indices: the maker's imprint under
the big spade of an ace ("BICYCLE", "808"), the words and numbers on a card
box or on the back of a card, a newspaper lying over part of the hand. A
letter or digit over a blob there pairs up like a rank over a suit. These
draw such things into rendered scenes; the scene's labels call any
candidate on them background, as they call everything that is not an index.
"""

from __future__ import annotations

import cv2
import numpy as np

from .glyphs import RANK_FONTS, available_fonts, paint, text_mask

WORDS = ("BICYCLE", "808", "RIDER BACK", "POKER", "No. 88", "U.S.A.", "BEE", "92", "TALLY-HO",
         "AVIATOR", "STANDARD", "JUMBO", "52", "1885", "KEM", "COPAG", "A", "K", "Q", "J", "10",
         "PLAYING CARDS", "CLUB", "ACE", "No. 808", "7", "9", "PINOCHLE", "48 CARDS")


def _text(rng: np.random.Generator, height: int) -> np.ndarray:
    """A word or number of WORDS in a random font, its ink `height` pixels tall."""
    fonts = available_fonts(RANK_FONTS)
    word = str(rng.choice(WORDS))
    return text_mask(fonts[int(rng.integers(len(fonts)))], word, max(4, height),
                     float(rng.uniform(0.7, 1.2)), float(rng.uniform(0.0, 0.15)))


def imprint(face: np.ndarray, rng: np.random.Generator, colour: tuple[int, int, int]) -> None:
    """A maker's imprint, one or two lines, in the middle of a card face (as on an ace)."""
    h, w = face.shape[:2]
    y = int(h * rng.uniform(0.55, 0.75)) if rng.random() < 0.7 else int(h * rng.uniform(0.2, 0.4))
    for _ in range(int(rng.integers(1, 3))):
        mask = _text(rng, int(h * rng.uniform(0.025, 0.1)))
        if mask.shape[1] > w * 0.5:  # clear of the corner indices, which reach 0.22 of the width
            mask = cv2.resize(mask, (int(w * 0.5), mask.shape[0]), interpolation=cv2.INTER_AREA)
        paint(face, mask, (w - mask.shape[1]) // 2 + int(rng.integers(-8, 9)), y, colour)
        y += int(mask.shape[0] * rng.uniform(1.2, 1.8))


def box(canvas: np.ndarray, rng: np.random.Generator, size: float) -> None:
    """A card box or a card's back lying on the table: a coloured panel with words on it.

    `size` is a card's width in the scene's pixels."""
    h, w = canvas.shape[:2]
    bw, bh = int(size * rng.uniform(0.9, 1.6)), int(size * rng.uniform(1.3, 2.2))
    panel = np.empty((bh, bw, 3), np.float32)
    panel[:] = rng.integers(0, 256, size=3) * np.array(rng.uniform(0.2, 0.8))
    if rng.random() < 0.5:  # a back's pattern
        step = max(3, int(bw * rng.uniform(0.05, 0.12)))
        tone = tuple(float(v) for v in rng.integers(0, 256, size=3))
        if rng.random() < 0.6:
            lattice(panel, rng, step, tone, str(rng.choice(MOTIFS)))
        else:
            for t in range(-bh, bw, step):
                cv2.line(panel, (t, 0), (t + bh, bh), tone, 1, cv2.LINE_AA)
    border = int(bw * rng.uniform(0, 0.08))
    if border:
        cv2.rectangle(panel, (0, 0), (bw - 1, bh - 1), (235, 235, 235), border)
    ink = (240.0, 240.0, 235.0) if rng.random() < 0.6 else (20.0, 20.0, 20.0)
    y = int(bh * rng.uniform(0.1, 0.5))
    for _ in range(int(rng.integers(1, 4))):
        mask = _text(rng, int(size * rng.uniform(0.08, 0.25)))
        if mask.shape[1] > bw * 0.9:
            mask = cv2.resize(mask, (int(bw * 0.9), mask.shape[0]), interpolation=cv2.INTER_AREA)
        paint(panel, mask, (bw - mask.shape[1]) // 2, y, ink)
        y += int(mask.shape[0] * rng.uniform(1.3, 2.0))
    centre = (float(rng.uniform(0, w)), float(rng.uniform(0, h)))
    matrix = np.asarray(cv2.getRotationMatrix2D((bw / 2, bh / 2), float(rng.uniform(0, 360)),
                                                1.0), np.float64)
    matrix[:, 2] += np.array(centre) - (bw / 2, bh / 2)
    warped = cv2.warpAffine(panel, matrix, (w, h))
    cover = cv2.warpAffine(np.ones((bh, bw), np.float32), matrix, (w, h))[..., None]
    canvas[:] = canvas * (1 - cover) + warped * cover


MOTIFS = ("diamond", "dot", "ring", "ring over dot", "cross", "flower")
"""The small figures a back's lattice repeats. A ring over a dot pairs up as a rank over a suit
does, and so can a figure with its neighbour in the next row."""


def lattice(panel: np.ndarray, rng: np.random.Generator, step: int,
            tone: tuple[float, ...], motif: str) -> None:
    """A card back's lattice: `motif` (one of MOTIFS) repeated every `step` pixels in `tone`,
    every second row shifted by half a step or not, painted into `panel` (float32 BGR)."""
    h, w = panel.shape[:2]
    r = max(1.5, step * float(rng.uniform(0.2, 0.4)))
    stagger = rng.random() < 0.6
    thick = max(1, round(r * float(rng.uniform(0.15, 0.35))))
    for row, y in enumerate(np.arange(step / 2, h, step)):
        shift = step / 2 if stagger and row % 2 else 0.0
        for x in np.arange(step / 2 + shift, w, step):
            _motif(panel, motif, float(x), float(y), r, thick, tone)


def _motif(panel: np.ndarray, motif: str, x: float, y: float, r: float, thick: int,
           tone: tuple[float, ...]) -> None:
    """One figure of a back's lattice, `r` pixels in radius, centred at (x, y)."""
    def at(px: float, py: float) -> tuple[int, int]:
        return round(px), round(py)

    if motif == "diamond":
        points = np.array([at(x, y - r), at(x + r * 0.7, y), at(x, y + r), at(x - r * 0.7, y)],
                          np.int32)
        cv2.fillConvexPoly(panel, points, tone, cv2.LINE_AA)
    elif motif == "dot":
        cv2.circle(panel, at(x, y), max(1, round(r * 0.5)), tone, -1, cv2.LINE_AA)
    elif motif == "ring":
        cv2.circle(panel, at(x, y), max(1, round(r * 0.7)), tone, thick, cv2.LINE_AA)
    elif motif == "ring over dot":
        cv2.circle(panel, at(x, y - r * 0.4), max(1, round(r * 0.5)), tone, thick, cv2.LINE_AA)
        cv2.circle(panel, at(x, y + r * 0.6), max(1, round(r * 0.3)), tone, -1, cv2.LINE_AA)
    elif motif == "cross":
        cv2.line(panel, at(x - r, y), at(x + r, y), tone, thick, cv2.LINE_AA)
        cv2.line(panel, at(x, y - r), at(x, y + r), tone, thick, cv2.LINE_AA)
    else:  # a flower: four petals round a gap
        for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
            cv2.circle(panel, at(x + dx * r * 0.5, y + dy * r * 0.5), max(1, round(r * 0.3)),
                       tone, -1, cv2.LINE_AA)


def sheet(canvas: np.ndarray, ids: np.ndarray, rng: np.random.Generator,
          centre: tuple[float, float], size: float) -> None:
    """A printed sheet (a newspaper) lying over the scene at `centre`, marked -2 in `ids`.

    `size` is a card's width in the scene's pixels."""
    h, w = canvas.shape[:2]
    sw, sh = int(size * rng.uniform(0.8, 2.5)), int(size * rng.uniform(0.8, 2.5))
    paper = float(rng.integers(185, 245))
    panel = np.full((sh, sw, 3), paper, np.float32) * rng.uniform(0.95, 1.05, size=3)
    line = max(4, int(size * rng.uniform(0.04, 0.1)))
    for y in range(line // 2, sh - line, int(line * 1.5)):
        x = int(rng.integers(0, line))
        while x < sw:
            mask = _text(rng, line)
            paint(panel, mask, x, y, (30.0, 30.0, 30.0))
            x += mask.shape[1] + int(line * rng.uniform(0.5, 1.0))
    matrix = np.asarray(cv2.getRotationMatrix2D((sw / 2, sh / 2), float(rng.uniform(0, 360)),
                                                1.0), np.float64)
    # The sheet's edge passes near `centre`: the sheet lies to one side of it.
    offset = rng.uniform(-0.5, 0.5, size=2) * (sw, sh) * 0.9
    matrix[:, 2] += np.array(centre) - (sw / 2, sh / 2) + offset
    warped = cv2.warpAffine(panel, matrix, (w, h))
    cover = cv2.warpAffine(np.ones((sh, sw), np.float32), matrix, (w, h))
    canvas[:] = canvas * (1 - cover[..., None]) + warped * cover[..., None]
    ids[cover > 0.5] = -2
