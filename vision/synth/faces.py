"""Card faces drawn from scratch: corner indices, pips, aces and court-card artwork."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import Card, Rank

from . import decoys
from .glyphs import (
    RANK_FONTS,
    SHAPED,
    SUIT_FONTS,
    available_fonts,
    paint,
    suit_mask,
    text_mask,
)

CARD_W = 300
CARD_H = 420

PIP_ROWS: dict[int, list[tuple[float, float]]] = {
    2: [(0.5, 0.2), (0.5, 0.8)],
    3: [(0.5, 0.2), (0.5, 0.5), (0.5, 0.8)],
    4: [(0.3, 0.2), (0.7, 0.2), (0.3, 0.8), (0.7, 0.8)],
    5: [(0.3, 0.2), (0.7, 0.2), (0.5, 0.5), (0.3, 0.8), (0.7, 0.8)],
    6: [(0.3, 0.2), (0.7, 0.2), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)],
    7: [(0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.3, 0.8), (0.7, 0.8)],
    8: [(0.3, 0.2), (0.7, 0.2), (0.5, 0.35), (0.3, 0.5), (0.7, 0.5), (0.5, 0.65),
        (0.3, 0.8), (0.7, 0.8)],
    9: [(0.3, 0.2), (0.7, 0.2), (0.3, 0.4), (0.7, 0.4), (0.5, 0.5), (0.3, 0.6), (0.7, 0.6),
        (0.3, 0.8), (0.7, 0.8)],
    10: [(0.3, 0.2), (0.7, 0.2), (0.5, 0.3), (0.3, 0.4), (0.7, 0.4), (0.3, 0.6), (0.7, 0.6),
         (0.5, 0.7), (0.3, 0.8), (0.7, 0.8)],
}


@dataclass(frozen=True)
class Style:
    """How one deck prints its cards."""

    rank_font: Path
    suit_font: Path | None
    suit_style: int  # 0 font glyph, 1..2 drawn shapes, SHAPED one of shaped_suit's
    rank_height: float  # share of the card's height
    suit_share: float  # suit height as a share of the rank height
    stretch: float  # rank width factor
    spacing: float  # gap between the digits of "10", in glyph heights
    gap: float  # between rank and suit, in rank heights
    margin_x: float  # index centre from the left edge, share of card width
    margin_y: float  # rank top from the top edge, share of card height
    red: tuple[int, int, int]
    black: tuple[int, int, int]
    paper: tuple[int, int, int]
    border: bool
    suit_shape: int = 0  # the shape seed of shaped_suit, for suit_style SHAPED


@dataclass(frozen=True)
class IndexMark:
    """Where one corner index lies on a card: each glyph's box as four corner points."""

    rank: np.ndarray  # (4, 2) float32
    suit: np.ndarray  # (4, 2) float32


@dataclass(frozen=True)
class Face:
    """A drawn card: BGR pixels, its outline mask (rounded corners) and its corner indices."""

    card: Card
    image: np.ndarray
    mask: np.ndarray
    marks: tuple[IndexMark, ...]  # two (top left, bottom right), or four


def random_style(rng: np.random.Generator) -> Style:
    rank_fonts = available_fonts(RANK_FONTS)
    suit_fonts = available_fonts(SUIT_FONTS)
    paper = int(rng.integers(228, 256))
    tint = rng.integers(-8, 5, size=3)
    return Style(
        rank_font=rank_fonts[int(rng.integers(len(rank_fonts)))],
        suit_font=suit_fonts[int(rng.integers(len(suit_fonts)))] if suit_fonts else None,
        suit_style=int(rng.choice([0, 0, 1, 2])),
        rank_height=float(rng.uniform(0.07, 0.13)),
        suit_share=float(rng.uniform(0.5, 0.9)),
        stretch=float(rng.uniform(0.65, 1.15)),
        spacing=float(rng.uniform(-0.02, 0.08)),
        gap=float(rng.uniform(0.04, 0.35)),
        margin_x=float(rng.uniform(0.065, 0.11)),
        margin_y=float(rng.uniform(0.025, 0.06)),
        red=(int(rng.integers(10, 80)), int(rng.integers(10, 70)), int(rng.integers(160, 240))),
        black=tuple(int(v) for v in rng.integers(0, 55, size=3)),  # type: ignore[arg-type]
        paper=tuple(int(np.clip(paper + t, 0, 255)) for t in tint),  # type: ignore[arg-type]
        border=bool(rng.random() < 0.25),
    )


def with_shaped_suits(style: Style, rng: np.random.Generator) -> Style:
    """`style` printing suit signs of a shape of its own (`glyphs.shaped_suit`)."""
    return replace(style, suit_style=SHAPED, suit_shape=int(rng.integers(1, 2**31)))


def _box(x: float, y: float, w: float, h: float) -> np.ndarray:
    return np.array([[x, y], [x + w, y], [x + w, y + h], [x, y + h]], np.float32)


def _draw_index(image: np.ndarray, card: Card, style: Style, colour: tuple[int, int, int]
                ) -> IndexMark:
    rank_h = round(style.rank_height * CARD_H)
    rank = text_mask(style.rank_font, card.rank.label, rank_h, style.stretch, style.spacing)
    suit_h = max(4, round(rank_h * style.suit_share))
    suit = suit_mask(card.suit, suit_h, style.suit_style, style.suit_font, 1.0,
                     style.suit_shape)
    cx = max(style.margin_x * CARD_W, rank.shape[1] / 2 + 6, suit.shape[1] / 2 + 6)
    top = style.margin_y * CARD_H
    rx, ry = round(cx - rank.shape[1] / 2), round(top)
    sx, sy = round(cx - suit.shape[1] / 2), round(top + rank_h + style.gap * rank_h)
    paint(image, rank, rx, ry, colour)
    paint(image, suit, sx, sy, colour)
    return IndexMark(_box(rx, ry, rank.shape[1], rank.shape[0]),
                     _box(sx, sy, suit.shape[1], suit.shape[0]))


def _rotate_mark(mark: IndexMark) -> IndexMark:
    flip = np.array([CARD_W - 1, CARD_H - 1], np.float32)
    return IndexMark(flip - mark.rank, flip - mark.suit)


def _pips(image: np.ndarray, card: Card, style: Style, colour: tuple[int, int, int],
          rng: np.random.Generator) -> None:
    count = int(card.rank)
    size = round(CARD_H * rng.uniform(0.1, 0.14)) if count > 1 else round(CARD_H * rng.uniform(
        0.15, 0.4))
    pip = suit_mask(card.suit, size, style.suit_style, style.suit_font, 1.0,
                     style.suit_shape)
    flipped = pip[::-1, ::-1]
    positions = PIP_ROWS.get(count, [(0.5, 0.5)])
    span_x, span_y = rng.uniform(0.85, 1.1), rng.uniform(0.9, 1.05)
    for px, py in positions:
        x = CARD_W * (0.5 + (px - 0.5) * span_x)
        y = CARD_H * (0.5 + (py - 0.5) * span_y)
        glyph = flipped if py > 0.5 else pip
        paint(image, glyph, round(x - glyph.shape[1] / 2), round(y - glyph.shape[0] / 2), colour)


def _court(image: np.ndarray, card: Card, style: Style, colour: tuple[int, int, int],
           rng: np.random.Generator) -> None:
    """A framed picture, symmetric under a half turn, busy with colour like court artwork."""
    x0, y0 = round(CARD_W * rng.uniform(0.17, 0.24)), round(CARD_H * rng.uniform(0.08, 0.13))
    x1, y1 = CARD_W - x0, CARD_H - y0
    half = image[y0:(y0 + y1) // 2, x0:x1].copy()
    palette = [colour, style.black, (30, 190, 235), (160, 80, 30), (40, 40, 200), (235, 235, 235),
               (60, 150, 60)]
    for _ in range(int(rng.integers(12, 40))):
        c = palette[int(rng.integers(len(palette)))]
        kind = rng.integers(4)
        h, w = half.shape[:2]
        p = (int(rng.integers(0, w)), int(rng.integers(0, h)))
        if kind == 0:
            axes = (int(rng.integers(2, w // 3)), int(rng.integers(2, h // 3)))
            cv2.ellipse(half, p, axes, float(rng.uniform(0, 180)), 0, 360, c, -1, cv2.LINE_AA)
        elif kind == 1:
            pts = rng.integers(0, [w, h], size=(int(rng.integers(3, 6)), 2)).astype(np.int32)
            cv2.fillPoly(half, [pts], c, cv2.LINE_AA)
        elif kind == 2:
            q = (int(rng.integers(0, w)), int(rng.integers(0, h)))
            cv2.line(half, p, q, c, int(rng.integers(1, 5)), cv2.LINE_AA)
        else:
            cv2.putText(half, "".join(rng.choice(list("AKQJ0123456789#%&")) for _ in range(2)), p,
                        int(rng.integers(0, 8)), float(rng.uniform(0.3, 1.0)), c, 1, cv2.LINE_AA)
    if rng.random() < 0.7:
        pip = suit_mask(card.suit, round(CARD_H * rng.uniform(0.06, 0.1)), style.suit_style,
                        style.suit_font, 1.0, style.suit_shape)
        paint(half, pip, int(rng.integers(0, max(1, half.shape[1] - pip.shape[1]))),
               int(rng.integers(0, max(1, half.shape[0] - pip.shape[0]))), colour)
    image[y0:(y0 + y1) // 2, x0:x1] = half
    image[(y0 + y1) // 2:y1, x0:x1] = half[::-1, ::-1][: y1 - (y0 + y1) // 2]
    cv2.rectangle(image, (x0, y0), (x1, y1), style.black if rng.random() < 0.5 else (140, 60, 20),
                  int(rng.integers(1, 4)))


def render_face(card: Card, style: Style, rng: np.random.Generator, imprint: bool = False
                ) -> Face:
    """Draw `card` in `style`: both corner indices, then pips, an ace or court artwork.

    `imprint` adds a maker's imprint to the middle of an ace (`decoys.imprint`)."""
    image = np.empty((CARD_H, CARD_W, 3), np.uint8)
    image[:] = style.paper
    colour = style.red if card.suit.is_red else style.black
    if card.rank >= Rank.JACK:
        _court(image, card, style, colour, rng)
    else:
        _pips(image, card, style, colour, rng)
        if imprint and card.rank == Rank.ACE:
            decoys.imprint(image, rng, style.black if rng.random() < 0.6 else colour)
    first = _draw_index(image, card, style, colour)
    image = np.ascontiguousarray(image[::-1, ::-1])
    second = _draw_index(image, card, style, colour)
    image = np.ascontiguousarray(image[::-1, ::-1])
    marks = (first, _rotate_mark(second))
    if style.border:
        cv2.rectangle(image, (5, 5), (CARD_W - 6, CARD_H - 6), style.black, 1, cv2.LINE_AA)
    mask = np.zeros((CARD_H, CARD_W), np.uint8)
    radius = int(rng.integers(10, 24))
    cv2.rectangle(mask, (radius, 0), (CARD_W - 1 - radius, CARD_H - 1), 255, -1)
    cv2.rectangle(mask, (0, radius), (CARD_W - 1, CARD_H - 1 - radius), 255, -1)
    for cx, cy in ((radius, radius), (CARD_W - 1 - radius, radius), (radius, CARD_H - 1 - radius),
                   (CARD_W - 1 - radius, CARD_H - 1 - radius)):
        cv2.circle(mask, (cx, cy), radius, 255, -1, cv2.LINE_AA)
    return Face(card, image, mask, marks)
