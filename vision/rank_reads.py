"""Without colour, a rank the network reads across its suits, and the suit its sign's shape shows.

The networks learned a suit mostly from its ink's colour. In a photo without colour a red
index is as dark as a black one, and a clear 4♦ can come out as 4♣ 0.44, 4♠ 0.25, 4♦ 0.16:
no card reaches MIN_SCORE, though the network is sure enough of the rank. Such a place is
read (`rank_places`) where the rank, its probabilities over its four suits together, reaches
MIN_SCORE, it stands a second look as that rank, its index size fits the photo's sure reads,
and the shape of its suit sign (`vision.signs.suit_signs`) names a suit: the card is that
rank in that suit. Its suit is the shape's, not the network's (`Evidence.suit_from_shape`),
so it is sure only where the sign's outline named it and its rank is sure (`vision.signs`,
the sixty-ninth round). Only places no read won, and only cards not read already, so
the photo's other reads stay as they are.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

import numpy as np

from scorekeeper.gin.cards import Card, Rank

from .classifier import CornerClassifier
from .doubt import Evidence
from .pip_shape import SignShape
from .places import surest_per_index
from .reread import REREAD_MIN, reread
from .search import Search
from .signs import sign_evidence, suit_signs
from .sizes import fits_sizes
from .weighing import weigh_evidence


class RankRead(NamedTuple):
    """A place read by its rank alone (`rank_places`): the card it is read as, the network's
    probability of its rank there, and the shape its suit sign showed, which named the suit
    (`vision.pip_shape.SignShape`)."""

    card: Card
    mass: float
    sign: SignShape


def rank_collapsed(probs: np.ndarray, cards: Sequence[Card | None]) -> np.ndarray:
    """`probs` (n, classes) with each rank's probability gathered onto its likeliest card:
    that card gets the rank's four suits' sum, the rank's other cards 0; "no index" stays."""
    out = np.zeros_like(probs)
    by_rank: dict[Rank, list[int]] = {}
    for k, card in enumerate(cards):
        if card is None:
            out[:, k] = probs[:, k]
        else:
            by_rank.setdefault(card.rank, []).append(k)
    rows = np.arange(len(probs))
    for members in by_rank.values():
        some = probs[:, members]
        out[rows, np.asarray(members)[some.argmax(axis=1)]] = some.sum(axis=1)
    return out


def rank_places(model: CornerClassifier, found: Search, probs: np.ndarray, plain: np.ndarray,
                spots: list[int], sure: list[int], read: set[Card], min_score: float
                ) -> dict[int, RankRead]:
    """In a photo without colour: the places read only by their rank (see the module), each
    candidate -> its `RankRead`. `plain`:
    per candidate, whether the network reads a card there at `min_score` or more; `spots`:
    the places already won; `sure`: those read surely (their index size is the photo's);
    `read`: the cards already read there."""
    if not len(probs):
        return {}
    collapsed = rank_collapsed(probs, model.cards)
    best = collapsed.argmax(axis=1)
    score = collapsed[np.arange(len(best)), best]
    new = _free_places(model.cards, found, plain, best, score, spots, min_score)
    kept = _standing(model, found, new, best, sure)
    signs = suit_signs(found, [k for k, _ in kept])
    out: dict[int, RankRead] = {}
    for k, rank in kept:
        sign = signs[k]
        if sign is None:
            continue
        card = Card(rank, sign.suit)
        if card not in read and all(card != other.card for other in out.values()):
            out[k] = RankRead(card, float(score[k]), sign)
    return out


def _free_places(cards: Sequence[Card | None], found: Search, plain: np.ndarray,
                 best: np.ndarray, score: np.ndarray, spots: list[int],
                 min_score: float) -> np.ndarray:
    """The candidates read as a rank (`best`, `score`: their `rank_collapsed` verdicts) at
    `min_score` or more where no card reaches it (`plain`), surest first, each at a place that
    neither a won place (`spots`) nor a surer such candidate holds."""
    is_card = np.array([card is not None for card in cards], bool)
    extra = np.nonzero(is_card[best] & (score >= min_score) & ~plain)[0]
    if not len(extra):
        return np.zeros(0, np.int64)
    extra = extra[np.argsort(-score[extra], kind="stable")]
    won = set(spots)
    order = np.concatenate([np.asarray(spots, np.int64), extra])
    return np.array([k for k in surest_per_index(found.candidates, found.blobs.centers, order)
                     if k not in won], np.int64)


def _standing(model: CornerClassifier, found: Search, places: np.ndarray, best: np.ndarray,
              sure: list[int]) -> list[tuple[int, Rank]]:
    """Of `places`, (candidate, rank) of those read as the same rank again at REREAD_MIN or
    more over the second look's cuts (`vision.reread`), at an index size that fits the sure
    reads' (`sure`)."""
    if not len(places):
        return []
    cards = model.cards
    cands = found.candidates
    averaged = rank_collapsed(reread(found.levels, cands, places, model), cards)
    again = averaged.argmax(axis=1)
    fits = fits_sizes(cands.distance[places], cands.distance[sure])
    kept = []
    for i, k in enumerate(places):
        rank = _rank(cards, int(best[k]))
        if (rank is not None and fits[i] and _rank(cards, int(again[i])) == rank
                and float(averaged[i, again[i]]) >= REREAD_MIN):
            kept.append((int(k), rank))
    return kept


def with_rank_reads(model: CornerClassifier, found: Search, probs: np.ndarray,
                    by_card: dict[int, list[int]], evidence: list[Evidence], score: np.ndarray,
                    ranked: dict[int, RankRead], everything: bool
                    ) -> tuple[dict[int, list[int]], list[Evidence]]:
    """`by_card` (class -> its places, surest first) and its `evidence` with the places read by
    their rank alone (`rank_places`) after them, one card each, weighed with the other reads
    in view: their score is their rank's probability, their suit is from its shape, and what
    their sign shows is weighed as every read's is (`vision.signs.sign_evidence`). The other
    reads' evidence is left as it was."""
    score = score.copy()
    every = dict(by_card)
    added: dict[int, list[int]] = {}
    for spot, rank_read in ranked.items():
        added[model.cards.index(rank_read.card)] = [spot]
        score[spot] = rank_read.mass
    every.update(added)
    weighed = weigh_evidence(found, probs, model.cards, every, score, everything,
                             from_shape=frozenset(ranked))
    signs: dict[int, SignShape | None] = {spot: rank_read.sign
                                          for spot, rank_read in ranked.items()}
    return every, evidence + sign_evidence(probs, model.cards, added, weighed[len(by_card):],
                                           signs)


def _rank(cards: Sequence[Card | None], label: int) -> Rank | None:
    card = cards[label]
    return None if card is None else card.rank
