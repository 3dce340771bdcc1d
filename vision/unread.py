"""Cards that are there but could not be read: say so, and why, instead of keeping silent.

A corner index the network cannot name surely enough is dropped, and without a
word the player would never know that a card is missing from the list. But such
a corner usually still looks like *some* card to the network: the card classes
together get a fair share of its probability (at least WEAK) where pips,
artwork and table texture get next to none. Such places, apart from every
card that was read (sharing none of its glyphs, such as the other digit of a
10), are counted once per place; when there are at least MIN_UNREAD of them, the
photo gets a note naming how many and the likeliest cause, from what the
pixels there look like: too small (come closer), glare (tilt the card or the
light), too dark (turn on a light), blurred (hold still), printed too faint
(washed out), else covered or turned away. In a soft photo one such place is
enough to warn. A corner covered by the next card of a fan often gets too
little card mass to count; the reads themselves then show it, as a gap of two
steps in a fan that steps regularly on either side (`fan_gaps`).
"""

from __future__ import annotations

from collections.abc import Sequence

import cv2
import numpy as np

from scorekeeper.gin.cards import Card

from .candidates import Candidates
from .nearby import square_lengths
from .results import Note
from .search import Search

WEAK = 0.3
"""The probability of its likeliest card above which a dropped candidate counts as a corner
that could not be read."""
NEAR = 1.2
"""Candidates within this many rank-to-suit distances of a read (or of another unread corner)
are the same place."""
MIN_UNREAD = 2
"""How many unread corners it takes to warn (one alone is too often a pip or a letter)."""
SMALL = 11.0
"""Rank-to-suit distances under this (working pixels) are too small to read well."""
SOFT = 10.0
"""Sharpest edges (Laplacian, 99th percentile around the corner) under this are blurred."""
GLARE = 0.25
"""A corner where this share of pixels is blown out white (all channels over 245) has glare."""
DARK = 70
"""A corner whose brightest grey (98th percentile) is under this lies in the dark."""
FAINT = 0.35
"""A corner whose grey levels span (2nd to 98th percentile) less than this share of its
brightest is printed too faint against the card (washed out)."""
MIN_UNREAD_SOFT = 1
"""In a soft photo (`vision.focus`) one unread corner is enough to warn."""
BLOWN = 245
"""A pixel whose every channel is over this is blown out white."""
HAIR = 1e-5
"""Distances are measured all at once in float64; one within this share of its bound is
measured again as numpy's float32 norm measures one pair (far wider than float32's rounding,
about 1e-7), so that the answer is that norm's."""
FAN_TURN = 25.0
"""Reads whose indices point within this many degrees of each other may lie in one fan."""
FAN_STEP = (0.5, 3.0)
"""The spacing of neighbouring indices in a fan or row, in rank-to-suit distances."""
FAN_TOLERANCE = 0.3
"""A step counts as the same as another when it is within this share of its length of it."""
GLARE_PATCH = 0.05
"""A blown-out patch this share of the picture or larger, with cards around it, is glare: no
card face shows that large in one piece of flat white (card white blown out by the sun is broken
by its print, and measures at most 3.3 % of the picture on the real and shipped photos), and the
print under it is lost, so no corner is found there to count."""


def card_mass(probs: np.ndarray, cards: Sequence[Card | None]) -> np.ndarray:
    """Per candidate, the network's probability that it is some card: its card classes
    together (`cards` names the classes; None is "not an index")."""
    if not len(probs):
        return np.zeros(0, np.float32)
    return np.asarray(probs[:, [k for k, card in enumerate(cards) if card is not None]]
                      .sum(axis=1), np.float32)


def unread_note(found: Search, card_mass: np.ndarray, spots: list[int], tops: list[int],
                weak: float = WEAK) -> list[Note]:
    """The note that card corners are there but could not be read, if so: glare where a
    large blown-out patch lies among the cards, else at least MIN_UNREAD unread corners
    (MIN_UNREAD_SOFT in a soft photo) with their likeliest `cause`. `card_mass` as
    `card_mass` works it out; `spots` the candidates of every read reported, `tops` the
    surest one of each card; `weak` as WEAK (to try another)."""
    cands = found.candidates
    missed = unread_spots(cands, card_mass, spots, weak)
    near = cands.center[tops + missed]
    reach = 3.0 * float(np.median(cands.distance[tops + missed])) if tops or missed else 0.0
    glared = glare_patches(found.minimum, near, reach)
    if glared:
        return [Note("unread", max(len(missed), glared), "glare")]
    if len(missed) >= (MIN_UNREAD_SOFT if found.soft else MIN_UNREAD):
        return [Note("unread", len(missed), cause(found.work, cands, missed, found.soft))]
    gaps = fan_gaps(cands.center[spots], cands.down[spots], cands.distance[spots])
    if gaps:
        why = cause(found.work, cands, missed, found.soft) if missed else "covered"
        return [Note("unread", max(gaps, len(missed)), why)]
    return []


def fan_gaps(centre: np.ndarray, down: np.ndarray, distance: np.ndarray) -> int:
    """How many cards a fan or row of the reads lacks in its midst (the reads' index middles,
    unit rank-to-suit vectors and rank-to-suit distances, in working pixels).

    A fan's indices follow each other by one step, the same from card to card. A gap is two
    reads pointing the same way (FAN_TURN), with no read half way between them, a read one
    half-gap before the first and one a half-gap after the second (within FAN_TOLERANCE) and
    none nearer than those two: a regular fan with one index missing, where each step is a
    usual spacing (FAN_STEP)."""
    n = len(distance)
    if n < 4:
        return 0
    alike = down @ down.T > np.cos(np.radians(FAN_TURN))
    size = float(np.median(distance))
    # Every pair's half-gap and its length at once, by the same operations on the same
    # numbers as one pair at a time; only the pairs a usual step apart are looked at further.
    halves = (centre[None, :] - centre[:, None]) / 2
    steps = np.hypot(halves[..., 0], halves[..., 1]).astype(np.float64)
    usual = alike & (FAN_STEP[0] * size <= steps) & (steps <= FAN_STEP[1] * size)
    gaps = 0
    for i, j in np.argwhere(np.triu(usual, 1)):
        half, step = halves[i, j], float(steps[i, j])
        reach = FAN_TOLERANCE * step
        before = alike[i] & _near(centre, centre[i] - half, reach)
        after = alike[j] & _near(centre, centre[j] + half, reach)
        # ... and those are the next reads out: the fan's step is the half-gap, not less.
        closer = _near(centre, centre[i] - half / 2, reach) | _near(
            centre, centre[j] + half / 2, reach)
        if (before.any() and after.any() and not closer.any()
                and not _near(centre, centre[i] + half, 2 * reach).any()):
            gaps += 1
    return gaps


def _near(points: np.ndarray, point: np.ndarray, reach: float) -> np.ndarray:
    """Which of `points` lie within `reach` of `point`."""
    near: np.ndarray = np.hypot(*(points - point).T) < reach
    return near


def unread_spots(cands: Candidates, card_mass: np.ndarray, read: list[int],
                 weak: float = WEAK) -> list[int]:
    """Candidate indices, one per place, that look like a card's corner but were not read.

    `card_mass` is each candidate's probability of being some card (all card classes
    together); `read` the candidate indices of the reads reported; `weak` as WEAK. A
    candidate that shares a glyph with a read (the other digit of a 10, the same suit sign)
    or lies within NEAR of one is that card's."""
    weak_spots = np.nonzero(card_mass >= weak)[0]
    weak_spots = weak_spots[np.argsort(-card_mass[weak_spots])]
    glyphs = {int(g) for k in read for g in (cands.rank[k], cands.suit[k]) if g >= 0}
    taken = [int(k) for k in read]
    out: list[int] = []
    for k in weak_spots:
        if (int(cands.rank[k]) in glyphs or int(cands.suit[k]) in glyphs
                or _near_any(cands, int(k), taken)):
            continue
        out.append(int(k))
        taken.append(int(k))
        glyphs.update((int(cands.rank[k]), int(cands.suit[k])))
    return out


def _near_any(cands: Candidates, k: int, taken: list[int]) -> bool:
    """Whether candidate `k` lies within NEAR of any candidate in `taken`: nearer than NEAR
    times the larger of the two rank-to-suit distances.

    The distances are measured all at once in float64. Only a pair within a hair of its reach,
    where that and the float32 measure of one pair at a time (`numpy.linalg.norm`) could fall
    on different sides, is measured again the float32 way, so the answer is that measure's."""
    if not taken:
        return False
    others = np.asarray(taken)
    offsets = (cands.center[others] - cands.center[k]).astype(np.float64)
    apart = np.sqrt(square_lengths(offsets))
    reach = NEAR * np.maximum(cands.distance[others], cands.distance[k])
    if (apart < reach * (1 - HAIR)).any():
        return True
    close = np.abs(apart - reach) <= reach * HAIR
    return any(np.linalg.norm(cands.center[s] - cands.center[k]) < limit
               for s, limit in zip(others[close], reach[close], strict=True))


def cause(work: np.ndarray, cands: Candidates, spots: list[int], soft: bool = False) -> str:
    """The likeliest reason why the corners at `spots` could not be read: one of
    `vision.results.UNREAD_CAUSES`. `soft`: the whole photo is soft (`vision.focus`), so
    blurred even where sharpening made the edges look sharp."""
    sizes = cands.distance[spots]
    if float(np.median(sizes)) < SMALL:
        return "small"
    grey = cv2.cvtColor(work, cv2.COLOR_BGR2GRAY)
    blurred = glare = dark = faint = 0
    for k in spots:
        d = float(cands.distance[k])
        x, y = cands.center[k]
        x0, y0 = max(0, int(x - 1.5 * d)), max(0, int(y - 1.5 * d))
        x1, y1 = int(x + 1.5 * d) + 1, int(y + 1.5 * d) + 1
        patch = grey[y0:y1, x0:x1]
        if patch.size < 16:
            continue
        edges = np.abs(cv2.Laplacian(patch, cv2.CV_32F))
        blurred += float(np.percentile(edges, 99)) < SOFT
        glare += float((work[y0:y1, x0:x1].min(axis=2) > BLOWN).mean()) > GLARE
        low, high = np.percentile(patch, (2, 98))
        dark += float(high) < DARK
        faint += float(high - low) < FAINT * float(high)
    half = len(spots) / 2
    for count, why in ((glare, "glare"), (dark, "dark"), (blurred, "blurred"),
                       (faint, "faint")):
        if count >= half:
            return why
    return "blurred" if soft else "covered"


def glare_patches(minimum: np.ndarray, near: np.ndarray, reach: float) -> int:
    """How many blown-out patches of at least GLARE_PATCH of the working image (`minimum`: its
    smallest channel) have a card around
    them: one of the points `near` (the middles of the indices read or of corners found) within
    `reach` pixels of the patch's bounding box."""
    step = 2  # judged at half size: only large patches count
    blown = (minimum[::step, ::step] > BLOWN).astype(np.uint8)
    if blown.mean() < GLARE_PATCH:
        return 0
    count, _labels, stats, _centres = cv2.connectedComponentsWithStats(blown, connectivity=8)
    found = 0
    for x, y, w, h, area in stats[1:count]:
        if area < GLARE_PATCH * blown.size or not len(near):
            continue
        x0, y0, x1, y1 = x * step - reach, y * step - reach, (x + w) * step + reach, \
            (y + h) * step + reach
        inside = ((near[:, 0] >= x0) & (near[:, 0] <= x1) & (near[:, 1] >= y0)
                  & (near[:, 1] <= y1))
        found += bool(inside.any())
    return found
