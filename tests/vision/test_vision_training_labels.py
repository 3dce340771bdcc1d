"""Training labels: a candidate is the card whose rank and suit lie where it takes them to lie,
whether it pairs two blobs or reads a whole index out of one (`vision.touching`)."""

from __future__ import annotations

import numpy as np

from scorekeeper.gin.cards import parse_card
from vision.candidates import Candidates
from vision.search import search
from vision.synth.scenes import make_scene
from vision.training.dataset import with_second_pass
from vision.training.labels import (
    BACKGROUND,
    IGNORE,
    Mark,
    glyph_points,
    label_candidates,
    scene_marks,
)

JACK_OF_CLUBS = parse_card("JC").index


def _square(x: float, y: float, half: float = 5.0) -> np.ndarray:
    return np.array([[x - half, y - half], [x + half, y - half], [x + half, y + half],
                     [x - half, y + half]], np.float32)


def _mark(shown: float = 1.0) -> list[Mark]:
    """The jack of clubs with its rank around (100, 100) and its suit around (100, 120)."""
    return [(JACK_OF_CLUBS, _square(100, 100), _square(100, 120), shown)]


def _candidates(rank: list[int], suit: list[int], centers: list[tuple[float, float]],
                downs: list[tuple[float, float]], distances: list[float]) -> Candidates:
    return Candidates(np.array(rank, np.int64), np.array(suit, np.int64),
                      np.array(centers, np.float32), np.array(downs, np.float32),
                      np.array(distances, np.float32))


def test_a_pair_takes_its_blobs_centres_as_rank_and_suit() -> None:
    pair = _candidates([0], [1], [(100, 110)], [(0, 1)], [20])
    ranks, suits = glyph_points(pair)
    assert np.allclose(ranks, [[100, 100]]) and np.allclose(suits, [[100, 120]])
    assert label_candidates(pair, _mark()).tolist() == [JACK_OF_CLUBS]


def test_a_whole_index_is_labelled_by_the_middles_of_its_halves() -> None:
    # One blob (rank and suit the same) read both ways along its axis: only the way that puts
    # the rank over the suit is the card; the other is upside down, so no index.
    whole = _candidates([3, 3], [3, 3], [(100, 110), (100, 110)], [(0, 1), (0, -1)], [20, 20])
    assert label_candidates(whole, _mark()).tolist() == [JACK_OF_CLUBS, BACKGROUND]


def test_a_mostly_covered_index_is_left_out_and_one_far_away_is_background() -> None:
    pair = _candidates([0, 0], [1, 1], [(100, 110), (300, 310)], [(0, 1), (0, 1)], [20, 20])
    assert label_candidates(pair, _mark(shown=0.5)).tolist() == [IGNORE, BACKGROUND]


def test_how_uncovered_a_positive_must_be_is_the_caller_s_choice() -> None:
    # Seven tenths of the index uncovered: left out by default (SHOWN 0.8), the card when
    # training asks for positives from 0.6 (`dataset --shown 0.6`); a tenth is never the card.
    pair = _candidates([0], [1], [(100, 110)], [(0, 1)], [20])
    assert label_candidates(pair, _mark(shown=0.7)).tolist() == [IGNORE]
    assert label_candidates(pair, _mark(shown=0.7), shown=0.6).tolist() == [JACK_OF_CLUBS]
    assert label_candidates(pair, _mark(shown=0.1), shown=0.6).tolist() == [BACKGROUND]


def test_the_second_pass_adds_labelled_candidates_after_the_plain_ones() -> None:
    rng = np.random.default_rng(600_002)
    scene = make_scene(rng, cards=[parse_card(c) for c in ["AS", "7H", "JD", "QC", "KH", "3S", "9D"]])
    found = search(scene.image)
    marks = scene_marks(scene, found.scale)
    labels = label_candidates(found.candidates, marks)
    more, all_labels = with_second_pass(found, labels, marks)
    assert ((labels >= 0) & (labels < BACKGROUND)).any()  # the pass is sized by true indices
    assert len(more.candidates) > len(found.candidates)
    assert len(all_labels) == len(more.candidates) == len(more.patches)
    assert all_labels[:len(labels)].tolist() == labels.tolist()
    added = more.candidates.subset(np.arange(len(labels), len(more.candidates)))
    assert all_labels[len(labels):].tolist() == label_candidates(added, marks).tolist()
