"""Card faces from photos of a real deck, for rendering scenes in a design the project did
not draw (`make_scene(..., deck=PhotoDeck(folder).face)`).

The folder holds one photo per card, cropped to the card, named as
../shared/photos/bidly/cards names them (`3c.jpg`, `10h.jpg`, `Qs.jpg`). Each
is scaled to the drawn cards' size, and its two corner indices are found
from its ink: in the top-left corner the rank glyph (both digits of a 10)
and the suit sign under it; the bottom-right index is the same turned half
round, as every deck prints it.
"""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import Card, Rank

from .faces import CARD_H, CARD_W, Face, IndexMark, _box, _rotate_mark

CORNER = (0.2, 0.3)
"""The part of the card (share of width, of height) searched for the top-left index."""


def _file_name(card: Card) -> str:
    rank = {Rank.ACE: "A", Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q",
            Rank.KING: "K"}.get(card.rank, str(int(card.rank)))
    return f"{rank}{card.suit.name[0].lower()}.jpg"


def find_index(image: np.ndarray) -> IndexMark | None:
    """The top-left corner index of a card face (CARD_W × CARD_H), from its ink blobs."""
    w, h = round(CARD_W * CORNER[0]), round(CARD_H * CORNER[1])
    corner = image[:h, :w]
    minimum = corner.min(axis=2)
    white = float(np.percentile(minimum, 90))
    ink = (minimum < 0.6 * white).astype(np.uint8)
    count, _labels, stats, _ = cv2.connectedComponentsWithStats(ink, connectivity=8)
    blobs = [s for s in stats[1:count] if s[4] >= 12 and s[0] > 1 and s[1] > 1
             and s[0] + s[2] < w - 1]
    if len(blobs) < 2:
        return None
    blobs.sort(key=lambda s: s[1])
    top = blobs[0][1]
    rank = [s for s in blobs if s[1] < top + blobs[0][3] * 0.5]  # "1" and "0" side by side
    rest = [s for s in blobs if not any(s is r for r in rank)]
    if not rest:
        return None
    suit = max(rest[:2], key=lambda s: s[4])
    x0 = min(s[0] for s in rank)
    y0 = min(s[1] for s in rank)
    x1 = max(s[0] + s[2] for s in rank)
    y1 = max(s[1] + s[3] for s in rank)
    return IndexMark(_box(x0, y0, x1 - x0, y1 - y0),
                     _box(suit[0], suit[1], suit[2], suit[3]))


class PhotoDeck:
    """The faces of one real deck, read once from a folder of card photos."""

    def __init__(self, folder: Path) -> None:
        self.faces: dict[Card, Face] = {}
        from scorekeeper.gin.cards import DECK

        mask = np.zeros((CARD_H, CARD_W), np.uint8)
        radius = 14
        cv2.rectangle(mask, (radius, 0), (CARD_W - 1 - radius, CARD_H - 1), 255, -1)
        cv2.rectangle(mask, (0, radius), (CARD_W - 1, CARD_H - 1 - radius), 255, -1)
        for cx, cy in ((radius, radius), (CARD_W - 1 - radius, radius),
                       (radius, CARD_H - 1 - radius), (CARD_W - 1 - radius, CARD_H - 1 - radius)):
            cv2.circle(mask, (cx, cy), radius, 255, -1, cv2.LINE_AA)
        for card in DECK:
            photo = cv2.imread(str(folder / _file_name(card)))
            if photo is None:
                continue
            image = cv2.resize(photo, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
            mark = find_index(image)
            if mark is not None:
                self.faces[card] = Face(card, image, mask, (mark, _rotate_mark(mark)))

    def face(self, card: Card, rng: np.random.Generator) -> Face:
        """The photographed face of `card` (the rng is unused: one deck prints one face)."""
        return self.faces[card]
