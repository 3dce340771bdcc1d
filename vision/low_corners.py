"""A card named first at both its corners, each time too weakly to be read: two weak looks.

A far, soft or dim card may get its own card as the network's likeliest at each of its two
corner indices, and under MIN_SCORE at both (a phone photo's 6♥ at 0.40 and 0.33). Either
look alone is too weak to report. Together they are two looks at one card: two candidates
that lie as one card's two corners (`vision.corners.corner_pair`) and name the same card
first, where no other read lies and that card is read nowhere else in the photo. Weighed
together (the network's probabilities from the two patches multiplied, as a share of their
total), such a pair gives its card at least MIN_SCORE, and it is reported, marked for
checking (`vision.doubt.Evidence.low_corners`): found, not sure.

Only in a photo with colour (`vision.colour`). Without colour the networks take a red suit for
a black one (a diamond's ink for a club's), at both corners of a card alike, and two weak
looks repeat the mistake: on `phone-grey` five diamonds were found as their clubs so (*Issue
14's fifty-fourth round*, docs/vision-rounds.md).
"""

from __future__ import annotations

from collections.abc import Collection

import numpy as np

from scorekeeper.gin.cards import Card

from .candidates import Candidates
from .corners import corner_pair
from .places import same_spot
from .sizes import fits_sizes
from .weighing import both_looks, placement

FLOOR = 0.2
"""Each of the two looks names the card first with at least this probability."""


def low_corner_pairs(cands: Candidates, probs: np.ndarray, cards: list[Card | None],
                     spots: list[int], sure_sizes: np.ndarray, least: float
                     ) -> list[tuple[int, int]]:
    """Per card not read in the photo, the two candidates (the surer first) that name it first
    at FLOOR or more and under `least` (MIN_SCORE), lie as one card's two corners, away from
    the reads' places (`spots`), at an index size that fits the sure reads' (`sure_sizes`),
    and give it `least` or more with their probabilities multiplied; of several such pairs
    of a card, the one that gives it most. `cards` names the network's classes."""
    if not len(probs):
        return []
    best = probs.argmax(axis=1)
    score = probs[np.arange(len(best)), best]
    is_card = np.array([card is not None for card in cards], bool)
    read = {int(best[s]) for s in spots}
    weak = np.flatnonzero(is_card[best] & (score >= FLOOR) & (score < least)
                          & ~np.isin(best, list(read))
                          & fits_sizes(cands.distance, sure_sizes))
    weak = weak[~_near(cands, weak, spots)]
    out = []
    for label in np.unique(best[weak]):
        pair = _best_pair(cands, probs, weak[best[weak] == label], int(label), least)
        if pair is not None:
            out.append(pair)
    return out


def _near(cands: Candidates, weak: np.ndarray, spots: Collection[int]) -> np.ndarray:
    """Per candidate of `weak`: whether a read's place lies at its spot
    (`vision.places.same_spot`)."""
    if not len(weak) or not len(spots):
        return np.zeros(len(weak), bool)
    taken = np.asarray(list(spots), np.int64)
    return np.asarray(same_spot(cands, weak, taken).any(axis=1), bool)


def _best_pair(cands: Candidates, probs: np.ndarray, places: np.ndarray, label: int,
               least: float) -> tuple[int, int] | None:
    """Of the candidates `places` (all naming `label` first), the two that lie as one card's
    corners and give `label` the largest share, `least` or more, multiplied (the surer
    first); None where no two do."""
    found: tuple[float, int, int] | None = None
    at = [placement(cands, int(k)) for k in places]
    for a in range(len(places)):
        for b in range(a + 1, len(places)):
            if not corner_pair(at[a], at[b]):
                continue
            share = both_looks(probs[places[a]], probs[places[b]], label)
            if share >= least and (found is None or share > found[0]):
                first, second = sorted((int(places[a]), int(places[b])),
                                       key=lambda k: -float(probs[k, label]))
                found = (share, first, second)
    return None if found is None else (found[1], found[2])

