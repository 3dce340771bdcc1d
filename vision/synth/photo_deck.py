"""Card faces of real deck designs, for rendering scenes in a design the project did not draw
(`make_scene(..., deck=PhotoDeck(folder).face)`): photos of a real deck, or a card theme
drawn as SVG (`PhotoDeck.from_theme`, e.g. the themes of Debian's gnome-cards-data, or the
faces `vision.synth.designs` draws into a folder).

The folder holds one picture per card, cropped to the card, named as
../shared/photos/bidly/cards names them (`3c.jpg`, `10h.jpg`, `Qs.jpg`; or `.png`, whose
alpha is the card's outline). Each is scaled to the drawn cards' size, and its corner
indices are found from its ink: in the top-left corner the rank glyph (both digits of a 10)
and the suit sign under it; the bottom-right index is the same turned half round, as every
deck prints it. A deck that also prints an index in the top-right corner (four-index decks)
has it found there when its rank glyph is the top-left one's twin, and its half turn too.
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


def _ink(image: np.ndarray, corner_share: tuple[float, float]) -> np.ndarray:
    w, h = round(CARD_W * corner_share[0]), round(CARD_H * corner_share[1])
    minimum = image[:h, :w].min(axis=2)
    white = float(np.percentile(minimum, 90))
    return np.asarray(minimum < 0.6 * white, np.uint8)


def find_index(image: np.ndarray, corner_share: tuple[float, float] = CORNER
               ) -> IndexMark | None:
    """The top-left corner index of a card face (CARD_W × CARD_H), from its ink blobs."""
    w = round(CARD_W * corner_share[0])
    ink = _ink(image, corner_share)
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


def _glyph(image: np.ndarray, box: np.ndarray, corner_share: tuple[float, float]) -> np.ndarray:
    """The ink inside a glyph box, scaled to 16 × 24."""
    x0, y0 = np.floor(box.min(axis=0)).astype(int)
    x1, y1 = np.ceil(box.max(axis=0)).astype(int)
    ink = _ink(image, corner_share)[y0:y1, x0:x1].astype(np.float32)
    if ink.size == 0:
        return np.zeros((24, 16), np.float32)
    return np.asarray(cv2.resize(ink, (16, 24), interpolation=cv2.INTER_AREA))


def find_top_right(image: np.ndarray, first: IndexMark,
                   corner_share: tuple[float, float]) -> IndexMark | None:
    """The top-right index of a four-index deck: the same index as `first` (top left), found
    in the mirrored face and kept only when its rank glyph is `first`'s twin."""
    mirrored = np.ascontiguousarray(image[:, ::-1])
    mark = find_index(mirrored, corner_share)
    if mark is None:
        return None
    size = np.ptp(first.rank, axis=0)
    if np.abs(np.ptp(mark.rank, axis=0) - size).max() > 0.15 * size.max() + 1:
        return None
    flip = np.array([CARD_W - 1, 0], np.float32)
    back = IndexMark((flip - mark.rank) * (1, -1), (flip - mark.suit) * (1, -1))
    a, b = _glyph(image, first.rank, corner_share), _glyph(mirrored, mark.rank, corner_share)
    a, b = a > 0.5, b[:, ::-1] > 0.5  # the mirrored cut seen the right way round
    union = (a | b).sum()
    if union == 0 or (a & b).sum() / union < 0.7:
        return None
    return back


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
    """The faces of one real deck design, each with its corner indices."""

    def __init__(self, folder: Path | None = None) -> None:
        self.faces: dict[Card, Face] = {}
        if folder is None:
            return
        mask = _rounded_mask()
        for card in DECK:
            path = folder / _file_name(card)
            photo = cv2.imread(str(path)) if path.exists() else None
            if photo is not None:
                image = cv2.resize(photo, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA)
                self._add(card, image, mask, CORNER)
                continue
            path = path.with_suffix(".png")
            drawn = cv2.imread(str(path), cv2.IMREAD_UNCHANGED) if path.exists() else None
            if drawn is not None and drawn.ndim == 3 and drawn.shape[2] == 4:
                self._add_rgba(card, cv2.resize(drawn, (CARD_W, CARD_H),
                                                interpolation=cv2.INTER_AREA))
        self._drop_odd_sizes()

    def _drop_odd_sizes(self) -> None:
        """One deck prints every index at one size: a face whose rank glyph found is far from
        the deck's usual height (a pip or a frame line taken for it) is left out."""
        heights = {card: float(np.ptp(face.marks[0].rank[:, 1]))
                   for card, face in self.faces.items()}
        if len(heights) < 8:
            return
        usual = float(np.median(list(heights.values())))
        for card, height in heights.items():
            if abs(height - usual) > 0.25 * usual:
                del self.faces[card]

    def _add(self, card: Card, image: np.ndarray, mask: np.ndarray,
             corner_share: tuple[float, float]) -> None:
        mark = find_index(image, corner_share)
        if mark is None:
            return
        marks = [mark, _rotate_mark(mark)]
        other = find_top_right(image, mark, corner_share)
        if other is not None:
            marks += [other, _rotate_mark(other)]
        self.faces[card] = Face(card, image, mask, tuple(marks))

    def _add_rgba(self, card: Card, picture: np.ndarray) -> None:
        """A drawn face with its outline as alpha, laid on white."""
        alpha = picture[:, :, 3:].astype(np.float32) / 255
        image = (picture[:, :, :3] * alpha + 255 * (1 - alpha)).astype(np.uint8)
        mask = (picture[:, :, 3] > 127).astype(np.uint8) * 255
        self._add(card, image, mask, THEME_CORNER)

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
            deck._add_rgba(card, cv2.resize(picture, (CARD_W, CARD_H),
                                            interpolation=cv2.INTER_AREA))
        deck._drop_odd_sizes()
        return deck

    def face(self, card: Card, rng: np.random.Generator) -> Face:
        """The face of `card` (the rng is unused: one deck prints one face)."""
        return self.faces[card]
