"""Photos as the pages draw them: the picture, a box over each card read, and its state.

Each card read is shown against the hand as it now stands in the form (or
as recorded): ``in`` (in this side's hand), ``conflict`` (the other side holds
it: a card cannot be in both) or ``out`` (left out or changed since). The
boxes are drawn as SVG over the picture, in the picture's own pixels, so no
style attribute is needed (the Content-Security-Policy allows none).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from flask import url_for

from ...gin import Card
from ...photos import UNCERTAIN_NOTE, ReadCard, Reading
from ...photos.filling import HAND_SIZE
from ...wording.photos import note_text
from ..core.language import words


def _(message: str, **values: object) -> str:
    """``message`` in the page's language."""
    return words()._(message, **values)

SIDES: Final = ("knocker", "defender")


@dataclass(frozen=True)
class ShownCard:
    """One card read, placed on the picture."""

    index: int
    code: str
    rank: str
    suit: str
    red: bool
    percent: int
    unsure: bool
    state: str
    note: str
    points: str
    label_x: float
    label_y: float
    hand: int = -1
    """A photo of both hands: the hand the card lay in (0: the first, 1: the second); -1 for
    a photo of one hand."""
    holder: str = ""
    """A photo of both hands: the side whose field holds the card now ("" if neither)."""

    @property
    def label(self) -> str:
        return f"{self.rank}{self.suit}"


@dataclass(frozen=True)
class ShownPhoto:
    """A photo of one side's cards with the cards read from it."""

    id: str
    side: str
    whose: str
    url: str
    width: int
    height: int
    cards: tuple[ShownCard, ...]
    notes: tuple[str, ...]
    font: float
    stroke: float
    view_box: tuple[float, float, float, float]
    """The part of the picture shown: the cards read and a margin around them (the whole
    picture when none was read), so that the corner indices are large enough to check."""
    conflict_note: str = ""
    """Which cards read the other side holds (the page hides it once none is left)."""
    unsure_note: str = ""
    """The recogniser's advice to check the unsure cards (the page hides it once each is fixed,
    checked or left out)."""
    whose_inline: str = ""
    """``whose`` as it reads inside a sentence ("the knocker's cards")."""
    hands: tuple[HandList, ...] = ()
    """A photo of both hands: the two hands, each with the cards its side now holds."""
    split_note: str = ""
    """A photo of both hands that did not lie clearly apart: check the split."""

    @property
    def both(self) -> bool:
        return bool(self.hands)

    @property
    def unsure(self) -> int:
        return sum(card.unsure for card in self.cards)

    @property
    def view(self) -> str:
        return " ".join(f"{v:.1f}" for v in self.view_box)


@dataclass(frozen=True)
class HandList:
    """One of the two hands of a photo of both hands: where it lay, which side's field holds
    it now, and its cards (indices into the photo's cards)."""

    index: int
    where: str
    side: str
    role: str
    cards: tuple[ShownCard, ...]


@dataclass(frozen=True)
class PhotoPanel:
    """The photo part of a form: where to send a photo, whose it is, and those read so far."""

    upload_url: str
    side: str
    names: Mapping[str, str]
    photos: tuple[ShownPhoto, ...] = ()
    error: str = ""
    max_bytes: int = 0
    keeps: bool = False
    """Whether the photos are kept with the hand (recording a match's hand) or not (settling)."""
    message: str = ""
    """What the photo just read gave."""
    formats: str = "JPEG, PNG or WebP"
    """The kinds of photo this server reads (HEIC only where pillow-heif is installed)."""
    words: Mapping[str, str] | None = None
    """The script's messages in the page's language (`words.photo_words`)."""


def _where(reading: Reading) -> tuple[str, str]:
    """The two hands of a photo of both, by where they lie: lower and upper, or left and
    right (as `vision.hands.split_hands` put them first and second)."""
    centres = [[(c.box[0] + c.box[2]) / 2, (c.box[1] + c.box[3]) / 2] for c in reading.cards]
    mean = []
    for hand in (0, 1):
        points = [p for p, h in zip(centres, reading.hands, strict=True) if h == hand]
        mean.append([sum(v) / len(points) for v in zip(*points, strict=True)] if points
                    else [0.0, 0.0])
    dx, dy = mean[1][0] - mean[0][0], mean[1][1] - mean[0][1]
    if abs(dy) >= abs(dx):
        return (_("The lower hand"), _("The upper hand"))
    return (_("The left hand"), _("The right hand"))


def role_in_form(side: str) -> str:
    return _("(in the knocker's field)") if side == "knocker" else _("(in the defender's field)")


def shown_both(photo_id: str, reading: Reading, hands: Mapping[str, Sequence[Card]],
               names: Mapping[str, str], url: str | None = None,
               checking: bool = True) -> ShownPhoto:
    """A photo of both hands, each card shown in the hand whose field holds it now (a card in
    neither: in the hand it lay in, left out); ``checking`` False: against a hand as recorded
    (``names`` then the players' names by side)."""
    box = view_box(reading)
    font = label_size(reading, box)
    cards = []
    for index, (read, hand) in enumerate(zip(reading.cards, reading.hands, strict=True)):
        card = read.card
        holder = next((side for side in SIDES if card in hands[side]), "")
        note = ""
        if not holder:
            note = _("left out") if checking else _("not in the hand as recorded")
        elif checking and read.low_confidence:
            note = _("unsure: check it")
        x0, y0, _x1, y1 = read.box
        above = y0 - font * 0.3
        cards.append(ShownCard(
            index, str(card), card.rank.label, card.suit.symbol, card.suit.is_red,
            round(read.confidence * 100), read.low_confidence, "in" if holder else "out", note,
            _points(read), round(x0, 1), round(above if above > font else y1 + font, 1),
            hand, holder))
    # The side each hand's list stands for: the one holding most of the cards it lay in.
    first = [c.holder for c in cards if c.hand == 0]
    first_side = "defender" if first.count("defender") > first.count("knocker") else "knocker"
    sides = (first_side, SIDES[1 - SIDES.index(first_side)])
    where = _where(reading)
    lists = tuple(
        HandList(n, where[n], sides[n],
                 role_in_form(sides[n]) if checking else whose(sides[n], names.get(sides[n], "")),
                 tuple(c for c in cards if c.holder == sides[n] or (not c.holder and c.hand == n)))
        for n in (0, 1))
    notes = [note_text(n, words()) for n in reading.warnings if n != UNCERTAIN_NOTE]
    unsure_note = note_text(UNCERTAIN_NOTE, words()) if UNCERTAIN_NOTE in reading.warnings else ""
    split_note = "" if reading.split_clear or not checking else _(
        "The two hands did not lie clearly apart: check that each card is in the right hand, "
        "and tap ⇄ to move one to the other hand.")
    return ShownPhoto(photo_id, "both", _("Both hands"),
                      url or url_for("photos.picture", picture_id=photo_id), reading.width,
                      reading.height, tuple(cards), tuple(notes), font, round(font / 8, 1), box,
                      "", unsure_note, _("both hands"), lists, split_note)


def whose(side: str, name: str, *, inline: bool = False) -> str:
    """Whose cards a photo shows: "Ann's cards (the knocker)", "The knocker's cards"."""
    if name:
        return (_("%(name)s's cards (the knocker)", name=name) if side == "knocker" else
                _("%(name)s's cards (the defender)", name=name))
    if inline:
        return _("the knocker's cards") if side == "knocker" else _("the defender's cards")
    return _("The knocker's cards") if side == "knocker" else _("The defender's cards")


def hand_of(side: str, name: str) -> str:
    """"Ann's hand", or "the knocker's hand" before the names are known."""
    if name:
        return _("%(name)s's hand", name=name)
    return _("the knocker's hand") if side == "knocker" else _("the defender's hand")


def count_text(found: int, hand_size: int = HAND_SIZE) -> str:
    """Advice when a photo of one hand held more or fewer cards than a hand (as
    `scorekeeper.photos.filling.count_note`, in the page's language)."""
    w = words()
    if found == 0 or hand_size <= found <= hand_size + 1:
        return ""
    if found < hand_size:
        return w.n_("%(found)s cards read; a hand has %(size)s: tap the %(num)s missing card "
                    "below, or take the photo again closer.",
                    "%(found)s cards read; a hand has %(size)s: tap the %(num)s missing cards "
                    "below, or take the photo again closer.", hand_size - found, found=found,
                    size=hand_size)
    return _("%(found)s cards read, more than one hand holds: was another card or hand in the "
             "photo? Remove the cards that are not this player's.", found=found)


def _points(card: ReadCard) -> str:
    return " ".join(f"{x:.1f},{y:.1f}" for x, y in card.polygon)


def shown_photo(photo_id: str, side: str, reading: Reading, own: Sequence[Card] | None,
                other: Sequence[Card], names: Mapping[str, str], url: str | None = None,
                checking: bool = True) -> ShownPhoto:
    """The photo of ``side``'s cards; ``own`` and ``other`` are the two hands as they stand
    (``own`` None: no cards to hold them against, as for a hand recorded from the counts).
    ``checking``: add the advice a form needs (missing cards, conflicts)."""
    other_side = SIDES[1 - SIDES.index(side)]
    other_hand = hand_of(other_side, names.get(other_side, ""))
    box = view_box(reading)
    font = label_size(reading, box)
    cards = []
    for index, read in enumerate(reading.cards):
        card = read.card
        if own is None:
            state, note = "read", _("unsure") if read.low_confidence else ""
        elif card in own:
            state, note = "in", _("unsure: check it") if read.low_confidence else ""
        elif card in other:
            state, note = "conflict", _("also in %(hand)s", hand=other_hand)
        else:
            state, note = "out", _("left out") if checking else _("not in the hand as recorded")
        x0, y0, _x1, y1 = read.box
        above = y0 - font * 0.3
        cards.append(ShownCard(
            index, str(card), card.rank.label, card.suit.symbol, card.suit.is_red,
            round(read.confidence * 100), read.low_confidence, state, note, _points(read),
            round(x0, 1), round(above if above > font else y1 + font, 1)))
    w = words()
    notes = [note_text(n, w) for n in reading.warnings if n != UNCERTAIN_NOTE]
    unsure_note = note_text(UNCERTAIN_NOTE, w) if UNCERTAIN_NOTE in reading.warnings else ""
    conflict_note = ""
    if checking:
        note = count_text(len(reading.cards))
        if note:
            notes.append(note)
        clashes = [c for c in cards if c.state == "conflict"]
        if clashes:
            conflict_note = w.n_(
                "%(cards)s is also in %(hand)s, and a card cannot be in both: tap it to fix the "
                "photo's reading, or fix the other hand.",
                "%(cards)s are also in %(hand)s, and a card cannot be in both: tap each to fix "
                "the photo's reading, or fix the other hand.", len(clashes),
                cards=", ".join(c.label for c in clashes), hand=other_hand)
    name = names.get(side, "")
    return ShownPhoto(photo_id, side, whose(side, name),
                      url or url_for("photos.picture", picture_id=photo_id),
                      reading.width, reading.height, tuple(cards), tuple(notes), font,
                      round(font / 8, 1), box, conflict_note, unsure_note,
                      whose(side, name, inline=True))


def label_size(reading: Reading, box: tuple[float, float, float, float]) -> float:
    """The labels' font size, in picture pixels: half an index high, and no wider than the
    usual gap between neighbouring indices (a fan's labels would run into each other), but
    readable in the part shown."""
    shown = max(box[2], box[3])
    if not reading.cards:
        return round(shown / 40, 1)
    heights = sorted(c.box[3] - c.box[1] for c in reading.cards)
    size = heights[len(heights) // 2] * 0.4
    centres = [((c.box[0] + c.box[2]) / 2, (c.box[1] + c.box[3]) / 2) for c in reading.cards]
    if len(centres) > 1:
        gaps = sorted(min(math.dist(p, q) for q in centres if q is not p) for p in centres)
        size = min(size, gaps[len(gaps) // 2] * 0.55)
    return round(max(size, shown / 70), 1)


MARGIN = 0.18
"""Around the cards read, this share of their extent (and at least a card's index) is shown."""
SMALLEST = 0.4
"""The part shown is at least this share of the picture's long side."""


def view_box(reading: Reading) -> tuple[float, float, float, float]:
    """x, y, width, height of the part of the picture to show (see `ShownPhoto.view_box`)."""
    width, height = float(reading.width), float(reading.height)
    if not reading.cards:
        return (0.0, 0.0, width, height)
    xs = [x for card in reading.cards for x, _ in card.polygon]
    ys = [y for card in reading.cards for _, y in card.polygon]
    index = max(card.box[3] - card.box[1] for card in reading.cards)
    pad = max(max(max(xs) - min(xs), max(ys) - min(ys)) * MARGIN, index * 1.5)
    least = max(width, height) * SMALLEST
    x0, x1 = _at_least(min(xs) - pad, max(xs) + pad, least, width)
    y0, y1 = _at_least(min(ys) - pad, max(ys) + pad, least, height)
    # Neither taller than wide (a tablet shows it whole) nor more than twice as wide as high.
    x0, x1 = _at_least(x0, x1, (y1 - y0) / TALLEST, width)
    y0, y1 = _at_least(y0, y1, (x1 - x0) / WIDEST, height)
    return (round(x0, 1), round(y0, 1), round(x1 - x0, 1), round(y1 - y0, 1))


TALLEST = 1.0
"""The part shown is at most this many times as high as wide (where the picture allows)."""
WIDEST = 2.0


def _at_least(low: float, high: float, size: float, limit: float) -> tuple[float, float]:
    """The span [low, high] grown evenly to ``size`` (if smaller), kept within [0, limit]."""
    grow = max(0.0, min(size, limit) - (high - low)) / 2
    low, high = low - grow, high + grow
    shift = max(0.0, -low) - max(0.0, high - limit)
    return max(0.0, low + shift), min(limit, high + shift)


def read_message(photo: ShownPhoto) -> str:
    """The line after a photo is read: how many cards, for whom, and what to check."""
    count = len(photo.cards)
    if photo.both:
        if not count:
            return _("No cards were read from the photo of both hands.")
        first, second = (len(h.cards) for h in photo.hands)
        text = _("%(n)s cards read from the photo of both hands: %(first)s in one hand, "
                 "%(second)s in the other. Who knocked? Tap the button under that hand.",
                 n=count, first=first, second=second)
        if photo.split_note:
            text += " " + _("Check that each card is in the right hand.")
        return text
    if not count:
        return _("No cards were read from the photo of %(whose)s.", whose=photo.whose_inline)
    text = words().n_("%(num)s card read from the photo of %(whose)s.",
                      "%(num)s cards read from the photo of %(whose)s.", count,
                      whose=photo.whose_inline)
    if photo.unsure:
        text += " " + _("Check the unsure ones (marked ?).")
    return text


def next_side(ids: Mapping[str, str], just_read: str | None = None, read_count: int = 10) -> str:
    """The side the next photo is for: after the knocker's, the defender's, once the knocker's
    hand is complete (``read_count``, the cards it now holds, 10 or more): after a photo that
    read 7 of 10, the next is most likely of the same hand again."""
    if just_read == "both":
        return "both"
    if just_read == "knocker" and not ids.get("defender") and read_count >= 10:
        return "defender"
    if just_read:
        return just_read
    return "defender" if ids.get("knocker") and not ids.get("defender") else "knocker"
