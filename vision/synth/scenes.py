"""Hands on tables: cards laid in rows, fans, meld groups, grids or scattered, then photographed.

`make_scene` lays a hand out, pastes the drawn faces in order (each with a
soft shadow), and "photographs" it: perspective, uneven light, shadows,
glare, blur, noise, low resolution and JPEG. It returns the picture and,
for every corner index, where its rank and suit ended up and how much of
them is left uncovered, which is what labels the training patches.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import cv2
import numpy as np

from scorekeeper.gin.cards import DECK, Card

from . import decoys as decoy
from .faces import CARD_H, CARD_W, Face, Style, random_style, render_face, with_shaped_suits
from .tables import _noise, table

LAYOUTS = ("row", "fan", "groups", "grid", "scatter")
TWO_HANDS = ("two_rows", "two_fans")
"""Layouts of two players' hands on one table: the first `breaks[0]` cards (half when no
break is given) are one hand, the rest the other; not drawn at random for training."""


@dataclass(frozen=True)
class SceneMark:
    """One corner index in the picture: its glyph outlines and the uncovered share of each."""

    card: Card
    rank: np.ndarray  # (4, 2) float32, picture pixels
    suit: np.ndarray  # (4, 2) float32
    shown: float  # the smaller of the rank's and the suit's uncovered shares, 0..1


@dataclass(frozen=True)
class Scene:
    image: np.ndarray  # BGR uint8
    cards: tuple[Card, ...]
    marks: tuple[SceneMark, ...]


def _affine(cx: float, cy: float, angle: float, scale: float) -> np.ndarray:
    """Card pixels -> picture: scale, turn by `angle` radians about the card's centre, move."""
    c, s = np.cos(angle) * scale, np.sin(angle) * scale
    ox, oy = CARD_W / 2, CARD_H / 2
    return np.array([[c, -s, cx - c * ox + s * oy], [s, c, cy - s * ox - c * oy]], np.float64)


def _layout(kind: str, n: int, cw: float, rng: np.random.Generator, breaks: Sequence[int] = ()
            ) -> list[tuple[float, float, float]]:
    """Card centres and angles (radians) of a hand of `n`, relative to the hand's own frame.

    `breaks` are the positions where a "groups" layout leaves a gap (between melds)."""
    ch = cw * CARD_H / CARD_W
    jitter = rng.uniform(0, 0.06)
    out: list[tuple[float, float, float]] = []
    if kind in TWO_HANDS:
        return _two_hands(kind, n, cw, rng, breaks)
    if kind in ("row", "groups"):
        step = cw * rng.uniform(0.17, 0.6 if kind == "groups" else 1.1)
        x = 0.0
        for i in range(n):
            if kind == "groups" and i and (i in breaks if breaks else rng.random() < 0.3):
                x += cw * rng.uniform(0.6, 1.3)
            out.append((x, rng.normal(0, ch * 0.03), rng.normal(0, jitter)))
            x += step
    elif kind == "fan":
        spread = np.radians(rng.uniform(8, 18) * n ** 0.8 + 5)
        radius = ch * rng.uniform(0.5, 1.6)
        for i in range(n):
            a = -spread / 2 + spread * (i / max(1, n - 1)) + rng.normal(0, jitter / 3)
            out.append((radius * np.sin(a), -radius * np.cos(a), a))
    elif kind == "grid":
        cols = int(rng.integers(2, 6))
        gap = rng.uniform(1.03, 1.4)
        for i in range(n):
            r, c = divmod(i, cols)
            out.append((c * cw * gap, r * ch * gap, rng.normal(0, jitter)))
    else:
        area = cw * np.sqrt(n) * 2.2
        for _ in range(n):
            out.append((rng.uniform(0, area), rng.uniform(0, area * 0.8),
                        rng.uniform(-np.pi, np.pi)))
    return out


def _two_hands(kind: str, n: int, cw: float, rng: np.random.Generator,
               breaks: Sequence[int]) -> list[tuple[float, float, float]]:
    """Two hands: rows one above the other, or fans side by side, the second hand sometimes
    turned half round (laid down by the player across the table)."""
    ch = cw * CARD_H / CARD_W
    first = breaks[0] if breaks else n // 2
    base = "row" if kind == "two_rows" else "fan"
    one = _layout(base, first, cw, rng)
    two = _layout(base, n - first, cw, rng)
    if rng.random() < 0.5:  # the other player's hand, facing them
        two = [(-x, -y, a + np.pi) for x, y, a in two]
    if kind == "two_rows":
        shift = np.array([rng.uniform(-0.5, 0.5) * cw, ch * rng.uniform(1.25, 1.7)])
    else:
        spread = max(x for x, _y, _a in one) - min(x for x, _y, _a in one)
        shift = np.array([spread + cw * rng.uniform(1.6, 2.4), rng.uniform(-0.3, 0.3) * ch])
    low_two = np.min([(x, y) for x, y, _a in two], axis=0)
    low_one = np.min([(x, y) for x, y, _a in one], axis=0)
    offset = low_one - low_two + shift
    return one + [(x + offset[0], y + offset[1], a) for x, y, a in two]


def _deck_style(rng: np.random.Generator, suit_shapes: float) -> Style:
    """A deck's print (`faces.random_style`); a `suit_shapes` share of decks print suit signs
    of a shape of their own (`faces.with_shaped_suits`). With none, the draws are those of
    `random_style` alone, so scenes made without shaped suits stay as they were."""
    style = random_style(rng)
    if suit_shapes and rng.random() < suit_shapes:
        style = with_shaped_suits(style, rng)
    return style


def _paste(canvas: np.ndarray, ids: np.ndarray, face: Face, matrix: np.ndarray, index: int,
           shadow: float, rng: np.random.Generator) -> None:
    h, w = canvas.shape[:2]
    corners = cv2.transform(np.array([[[0, 0], [CARD_W, 0], [CARD_W, CARD_H], [0, CARD_H]]],
                                     np.float32), matrix)[0]
    pad = int(max(4, shadow * 3))
    x0, y0 = np.floor(corners.min(axis=0)).astype(int) - pad
    x1, y1 = np.ceil(corners.max(axis=0)).astype(int) + pad
    x0, y0, x1, y1 = max(0, x0), max(0, y0), min(w, x1), min(h, y1)
    if x1 <= x0 or y1 <= y0:
        return
    local = matrix.copy()
    local[:, 2] -= (x0, y0)
    size = (x1 - x0, y1 - y0)
    pixels = cv2.warpAffine(face.image, local, size, flags=cv2.INTER_AREA
                            if matrix[0, 0] ** 2 + matrix[1, 0] ** 2 < 1 else cv2.INTER_LINEAR)
    alpha = cv2.warpAffine(face.mask, local, size).astype(np.float32)[..., None] / 255
    roi = canvas[y0:y1, x0:x1]
    if shadow > 0:
        off = local.copy()
        off[:, 2] += rng.uniform(-shadow, shadow, size=2)
        hard = cv2.warpAffine(face.mask, off, size).astype(np.float32)
        dark = np.asarray(cv2.GaussianBlur(hard, (0, 0), max(0.5, shadow))) / 255
        roi *= 1 - dark[..., None] * rng.uniform(0.2, 0.5)
    roi[:] = roi * (1 - alpha) + pixels.astype(np.float32) * alpha
    ids[y0:y1, x0:x1][alpha[..., 0] > 0.5] = index


def _shown(ids: np.ndarray, polygon: np.ndarray, index: int) -> float:
    h, w = ids.shape
    x0, y0 = np.floor(polygon.min(axis=0)).astype(int)
    x1, y1 = np.ceil(polygon.max(axis=0)).astype(int) + 1
    full = max(1, (x1 - x0) * (y1 - y0))
    cx0, cy0, cx1, cy1 = max(0, x0), max(0, y0), min(w, x1), min(h, y1)
    if cx1 <= cx0 or cy1 <= cy0:
        return 0.0
    mask = np.zeros((y1 - y0, x1 - x0), np.uint8)
    cv2.fillPoly(mask, [np.round(polygon - (x0, y0)).astype(np.int32)], 1)
    inside = mask.sum()
    if inside == 0:
        return 0.0
    seen = (mask[cy0 - y0:cy1 - y0, cx0 - x0:cx1 - x0] > 0) & (ids[cy0:cy1, cx0:cx1] == index)
    return float(seen.sum() / inside) if full else 0.0


def _photograph(image: np.ndarray, rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Light, perspective and camera faults; returns the picture and the homography applied."""
    h, w = image.shape[:2]
    gain = 1 + (_noise(rng, h, w, rng.uniform(150, 600)) - 0.5) * rng.uniform(0, 0.9)
    image = image * gain[..., None] * rng.uniform(0.85, 1.15, size=3) * rng.uniform(0.6, 1.15)
    if rng.random() < 0.35:  # a shadow across the table
        mask = np.zeros((h, w), np.float32)
        pts = rng.uniform(-0.2, 1.2, size=(int(rng.integers(3, 7)), 2)) * (w, h)
        cv2.fillPoly(mask, [pts.astype(np.int32)], 1.0)
        soft = np.asarray(cv2.GaussianBlur(mask, (0, 0), rng.uniform(3, 40)))
        image *= 1 - soft[..., None] * rng.uniform(0.25, 0.6)
    if rng.random() < 0.3:  # glare from a lamp
        mask = np.zeros((h, w), np.float32)
        centre = (int(rng.integers(0, w)), int(rng.integers(0, h)))
        axes = (int(rng.integers(w // 20, w // 4)), int(rng.integers(h // 20, h // 4)))
        cv2.ellipse(mask, centre, axes, float(rng.uniform(0, 180)), 0, 360, 1.0, -1)
        soft = np.asarray(cv2.GaussianBlur(mask, (0, 0), rng.uniform(5, 50)))
        image += soft[..., None] * rng.uniform(40, 170)
    src = np.array([[0, 0], [w, 0], [w, h], [0, h]], np.float32)
    jitter = rng.uniform(-1, 1, size=(4, 2)) * (w, h) * rng.uniform(0, 0.09)
    dst = (src + jitter).astype(np.float32)
    homography = cv2.getPerspectiveTransform(src, dst)
    image = cv2.warpPerspective(image, homography, (w, h), borderMode=cv2.BORDER_REFLECT)
    if rng.random() < 0.6:
        image = cv2.GaussianBlur(image, (0, 0), rng.uniform(0.3, 1.6))
    if rng.random() < 0.1:
        length = int(rng.integers(3, 9))
        kernel = np.zeros((length, length), np.float32)
        kernel[length // 2] = 1 / length
        rot = cv2.getRotationMatrix2D((length / 2 - 0.5, length / 2 - 0.5), rng.uniform(0, 180), 1)
        image = cv2.filter2D(image, -1, cv2.warpAffine(kernel, rot, (length, length)))
    image = image + rng.normal(0, rng.uniform(0, 7), size=image.shape).astype(np.float32)
    out = np.asarray(image.clip(0, 255), np.uint8)
    if rng.random() < 0.3:  # a low-resolution camera
        f = rng.uniform(0.35, 0.8)
        small = cv2.resize(out, (max(8, int(w * f)), max(8, int(h * f))),
                           interpolation=cv2.INTER_AREA)
        out = np.asarray(cv2.resize(small, (w, h), interpolation=cv2.INTER_LINEAR))
    _ok, data = cv2.imencode(".jpg", out, [cv2.IMWRITE_JPEG_QUALITY, int(rng.integers(40, 96))])
    return np.asarray(cv2.imdecode(data, cv2.IMREAD_COLOR)), np.asarray(homography)


def make_scene(rng: np.random.Generator, size: tuple[int, int] | None = None,
               cards: Sequence[Card] | None = None, layout: str | None = None,
               crops: Sequence[np.ndarray] = (), camera: bool = True,
               breaks: Sequence[int] = (), tidy: bool = False, decoys: bool = False,
               deck: Callable[[Card, np.random.Generator], Face] | None = None,
               cork_boards: bool = False, suit_shapes: float = 0.0) -> Scene:
    """A photographed hand: `size` (width, height), `cards` (else drawn at random), `layout`.

    `tidy` frames the whole hand well inside the picture, as a player would. `decoys` adds
    print that is no index (`synth.decoys`): imprints on aces, card boxes and backs on the
    table, a newspaper over part of the hand. `deck` gives each card's face (e.g. a real
    deck's, `synth.photo_deck.PhotoDeck(folder).face`) instead of drawing one.
    `cork_boards` lets the table be a cork board too (`tables.table`). `suit_shapes` is the
    share of drawn decks whose suit signs are of a shape of their own (`glyphs.shaped_suit`).
    """
    if size is None:
        long_side = int(rng.integers(640, 1700))
        short = int(long_side * rng.choice([0.75, 0.5625, 0.66]))
        size = (long_side, short) if rng.random() < 0.6 else (short, long_side)
    w, h = size
    if cards is None:
        n = int(rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 11]))
        cards = [DECK[int(i)] for i in rng.choice(52, size=n, replace=False)]
    n = len(cards)
    kind = layout or str(rng.choice(LAYOUTS, p=[0.3, 0.3, 0.15, 0.1, 0.15]))
    cw = max(w, h) * rng.uniform(0.07, 0.3)
    spots = _layout(kind, n, cw, rng, breaks)
    turn = rng.uniform(-np.pi, np.pi) if rng.random() < 0.7 else rng.normal(0, 0.15)
    if tidy:  # along the picture's longer side, give or take
        turn = rng.normal(0, 0.25) + (np.pi / 2 if h > w else 0.0)
    rot = np.array([[np.cos(turn), -np.sin(turn)], [np.sin(turn), np.cos(turn)]])
    pts = np.array([(x, y) for x, y, _ in spots], np.float64) @ rot.T
    reach = cw * 0.9  # half a card's diagonal, about
    low, high = pts.min(axis=0) - reach, pts.max(axis=0) + reach
    room = np.array([w, h], np.float64) * 0.97
    fit = float(np.min(room / (high - low)))
    shrink = fit * rng.uniform(0.6, 0.85) if tidy else min(1.0, fit)
    cw, pts, low, high = cw * shrink, pts * shrink, low * shrink, high * shrink
    slack = np.array([w, h]) - (high - low)
    if not tidy and rng.random() < 0.1:  # some of the hand off the picture's edge
        slack = slack + cw
    pts += -low + rng.uniform(0, 1, size=2) * slack - (
        cw if not tidy and rng.random() < 0.05 else 0)
    canvas = table(rng, h, w, crops, cork_boards)
    if decoys:
        for _ in range(int(rng.integers(0, 3))):
            decoy.box(canvas, rng, cw)
    ids = np.full((h, w), -1, np.int16)
    style = _deck_style(rng, suit_shapes)
    reverse = rng.random() < 0.3
    order = list(range(n))[::-1] if reverse else list(range(n))
    faces: dict[int, Face] = {}
    matrices: dict[int, np.ndarray] = {}
    shadow = cw * rng.uniform(0, 0.04)
    for i in order:
        if rng.random() < 0.1:
            style = _deck_style(rng, suit_shapes)
        face = (deck(cards[i], rng) if deck is not None
                else render_face(cards[i], style, rng, imprint=decoys and rng.random() < 0.8))
        flip = np.pi if rng.random() < 0.5 else 0.0
        angle = spots[i][2] + turn + flip + rng.normal(0, 0.02)
        matrix = _affine(pts[i, 0], pts[i, 1], angle, cw / CARD_W)
        _paste(canvas, ids, face, matrix, i, shadow, rng)
        faces[i], matrices[i] = face, matrix
    if decoys and faces and rng.random() < 0.4:
        i = int(rng.choice(list(faces)))
        mark = faces[i].marks[int(rng.integers(len(faces[i].marks)))]
        spot = cv2.transform(mark.rank[None], matrices[i])[0]
        decoy.sheet(canvas, ids, rng, tuple(spot.mean(axis=0)), cw)
    marks = []
    for i, face in faces.items():
        for mark in face.marks:
            rank = cv2.transform(mark.rank[None], matrices[i])[0]
            suit = cv2.transform(mark.suit[None], matrices[i])[0]
            shown = min(_shown(ids, rank, i), _shown(ids, suit, i))
            marks.append((cards[i], rank, suit, shown))
    if camera:
        image, homography = _photograph(canvas, rng)
    else:
        image, homography = canvas.clip(0, 255).astype(np.uint8), np.eye(3)
    final = tuple(SceneMark(card, cv2.perspectiveTransform(rank[None], homography)[0],
                            cv2.perspectiveTransform(suit[None], homography)[0], shown)
                  for card, rank, suit, shown in marks)
    return Scene(image, tuple(cards), final)
