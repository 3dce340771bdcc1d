"""Card faces of real deck designs, for rendering scenes in a design the project did not draw
(`make_scene(..., deck=PhotoDeck(folder).face)`): photos of a real deck, or a card theme
drawn as SVG (`PhotoDeck.from_theme`, e.g. the themes of Debian's gnome-cards-data).

The folder holds one photo per card, cropped to the card, named as
../shared/photos/bidly/cards names them (`3c.jpg`, `10h.jpg`, `Qs.jpg`). Each
is scaled to the drawn cards' size, and its two corner indices are found
from its ink: in the top-left corner the rank glyph (both digits of a 10)
and the suit sign under it; the bottom-right index is the same turned half
round, as every deck prints it.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import DECK, Card, Rank

from .faces import CARD_H, CARD_W, Face, IndexMark, _box, _rotate_mark

CORNER = (0.2, 0.3)
"""The part of the card (share of width, of height) searched for the top-left index."""
THEME_CORNER = (0.3, 0.42)
"""...in a drawn theme, some of which print large indices."""


def _file_name(card: Card) -> str:
    rank = {Rank.ACE: "A", Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q",
            Rank.KING: "K"}.get(card.rank, str(int(card.rank)))
    return f"{rank}{card.suit.name[0].lower()}.jpg"


def find_index(image: np.ndarray, corner_share: tuple[float, float] = CORNER
               ) -> IndexMark | None:
    """The top-left corner index of a card face (CARD_W × CARD_H), from its ink blobs."""
    w, h = round(CARD_W * corner_share[0]), round(CARD_H * corner_share[1])
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


THEME_IDS = {Rank.ACE: "1", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
"""Element ids of aisleriot's SVG card themes: `club_1`, `heart_10`, `spade_queen`."""


def _rounded_mask(radius: int = 14) -> np.ndarray:
    """A card's outline with rounded corners, as a 0/255 mask."""
    mask = np.zeros((CARD_H, CARD_W), np.uint8)
    cv2.rectangle(mask, (radius, 0), (CARD_W - 1 - radius, CARD_H - 1), 255, -1)
    cv2.rectangle(mask, (0, radius), (CARD_W - 1, CARD_H - 1 - radius), 255, -1)
    for cx, cy in ((radius, radius), (CARD_W - 1 - radius, radius),
                   (radius, CARD_H - 1 - radius), (CARD_W - 1 - radius, CARD_H - 1 - radius)):
        cv2.circle(mask, (cx, cy), radius, 255, -1, cv2.LINE_AA)
    return mask


class PhotoDeck:
    """The faces of one real deck design, each with its two corner indices."""

    def __init__(self, folder: Path | None = None) -> None:
        self.faces: dict[Card, Face] = {}
        if folder is None:
            return
        mask = _rounded_mask()
        for card in DECK:
            photo = cv2.imread(str(folder / _file_name(card)))
            if photo is None:
                continue
            image = cv2.resize(photo, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
            self._add(card, image, mask, CORNER)

    def _add(self, card: Card, image: np.ndarray, mask: np.ndarray,
             corner_share: tuple[float, float]) -> None:
        mark = find_index(image, corner_share)
        if mark is not None:
            self.faces[card] = Face(card, image, mask, (mark, _rotate_mark(mark)))

    @classmethod
    def from_theme(cls, svg: Path) -> PhotoDeck:
        """The cards of an SVG card theme (aisleriot's ids), drawn by `rsvg-convert` (librsvg,
        needed for this only); its cards' own outlines (alpha) are their masks."""
        deck = cls()
        for card in DECK:
            name = f"{card.suit.name.lower()[:-1]}_{THEME_IDS.get(card.rank, str(int(card.rank)))}"
            done = subprocess.run(["rsvg-convert", "-i", name, "-w", str(CARD_W), str(svg)],
                                  capture_output=True, check=False)
            if done.returncode or not done.stdout:
                continue
            picture = cv2.imdecode(np.frombuffer(done.stdout, np.uint8), cv2.IMREAD_UNCHANGED)
            if picture is None or picture.ndim != 3 or picture.shape[2] != 4:
                continue
            picture = cv2.resize(picture, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
            alpha = picture[:, :, 3:].astype(np.float32) / 255
            image = (picture[:, :, :3] * alpha + 255 * (1 - alpha)).astype(np.uint8)
            mask = (picture[:, :, 3] > 127).astype(np.uint8) * 255
            deck._add(card, image, mask, THEME_CORNER)
        return deck

    def face(self, card: Card, rng: np.random.Generator) -> Face:
        """The face of `card` (the rng is unused: one deck prints one face)."""
        return self.faces[card]
