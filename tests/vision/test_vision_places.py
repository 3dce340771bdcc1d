"""One place per index: reads of one index are boiled down to the surest, but the indices of
neighbouring cards in a tight fan, closer together than an index is tall, are two places."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from vision import load_image
from vision.candidates import Candidates
from vision.classifier import default_classifier
from vision.places import SAME_SPOT, same_spot, surest_per_index
from vision.recognizer import MIN_SCORE, Workings, _verdicts, read_workings

D = 30.0
"""The rank-to-suit distance of every read below, in working pixels."""


def _reads(*pairs: tuple[tuple[float, float], tuple[float, float]]
           ) -> tuple[Candidates, np.ndarray]:
    """Candidates from (rank centre, suit centre) pairs, each pair's glyphs as blobs of their
    own, and the blobs' centres."""
    glyphs = np.array([point for pair in pairs for point in pair], np.float32)
    rank = np.arange(0, 2 * len(pairs), 2)
    suit = rank + 1
    centre = (glyphs[rank] + glyphs[suit]) / 2
    down = glyphs[suit] - glyphs[rank]
    distance = np.hypot(*down.T).astype(np.float32)
    return Candidates(rank, suit, centre, (down / distance[:, None]).astype(np.float32),
                      distance), glyphs


def _surest_first(n: int) -> np.ndarray:
    return np.arange(n)


def test_the_same_spot_is_counted_in_the_larger_index_size() -> None:
    # A small index (half size) beside a full one: near enough by the full one's size only.
    gap = SAME_SPOT * D - 2
    cands, _ = _reads(((100, 100), (100, 100 + D)), ((100 + gap, 100 + D / 4),
                                                      (100 + gap, 100 + D * 3 / 4)))
    assert same_spot(cands, np.array([0]), np.array([1])).tolist() == [[True]]
    assert same_spot(cands, np.array([1]), np.array([0, 1])).tolist() == [[True, True]]
    far, _ = _reads(((100, 100), (100, 100 + D)), ((100 + gap + 4, 100 + D / 4),
                                                    (100 + gap + 4, 100 + D * 3 / 4)))
    assert same_spot(far, np.array([0]), np.array([1])).tolist() == [[False]]


def test_the_next_card_of_a_tight_fan_is_a_place_of_its_own() -> None:
    # Two indices side by side, 0.8 of an index apart: no glyph of one is near the other's.
    cands, glyphs = _reads(((100, 100), (100, 100 + D)), ((124, 100), (124, 100 + D)))
    assert surest_per_index(cands, glyphs, _surest_first(2)) == [0, 1]


def test_one_index_read_twice_is_one_place() -> None:
    # The same index at two ink levels: its glyphs a pixel or two apart.
    cands, glyphs = _reads(((100, 100), (100, 100 + D)), ((101, 101), (101, 101 + D)))
    assert surest_per_index(cands, glyphs, _surest_first(2)) == [0]


def test_a_ten_read_from_each_digit_is_one_place() -> None:
    # The 1 and the 0 of a 10 over one suit: the two reads share the suit.
    cands, glyphs = _reads(((94, 100), (100, 100 + D)), ((106, 100), (100, 100 + D)))
    assert surest_per_index(cands, glyphs, _surest_first(2)) == [0]


def test_a_pair_read_the_other_way_round_is_one_place() -> None:
    cands, glyphs = _reads(((100, 100), (100, 100 + D)), ((100, 100 + D), (100, 100)))
    assert surest_per_index(cands, glyphs, _surest_first(2)) == [0]


def test_a_rank_paired_with_the_next_cards_suit_gives_way_to_the_surer_read() -> None:
    # The rank of the first index with the suit of its neighbour shares a glyph with each.
    cands, glyphs = _reads(((100, 100), (100, 100 + D)), ((124, 100), (124, 100 + D)),
                           ((100, 100), (124, 100 + D)))
    assert surest_per_index(cands, glyphs, _surest_first(3)) == [0, 1]


def test_a_tight_fan_of_a_real_deck_keeps_each_cards_index(samples: Path) -> None:
    # Each of 4♦, 2♦, 7♥ and 6♠ was once read at 0.74-0.98 and lost its place to the surer
    # read of the card beside it (K♥, 7♣, 10♥, A♠), which lies about 0.8 of an index away.
    # Every one of them that the network reads at all (at MIN_SCORE or more) keeps its own
    # place. Whether it reads one is the network's affair, not this rule's: 6♠ is half covered
    # by A♠, and the networks trained so far score it anywhere from 0.20 to 0.74.
    workings = read_workings(load_image((samples / "bidly_deal7.jpg").read_bytes()))
    cards = {str(d.card) for d in workings.recognition.cards}
    assert {"KH", "7C", "TH", "AS"} <= cards
    assert _read_at_all(workings, ("4D", "2D", "7H", "6S")) <= cards


def _read_at_all(workings: Workings, wanted: tuple[str, ...]) -> set[str]:
    """Of the cards `wanted`, those that some candidate of the photo is read as, at MIN_SCORE
    or more (before any read gives way to another)."""
    model = default_classifier()
    best, score, is_card = _verdicts(model, workings.probs)
    read = best[is_card & (score >= MIN_SCORE)]
    return {str(model.cards[k]) for k in read} & set(wanted)
