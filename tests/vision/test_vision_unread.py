"""Cards there but not read: counted once per place, apart from the cards read, with a cause."""

from __future__ import annotations

import cv2
import numpy as np

from vision.candidates import Candidates
from vision.unread import cause, unread_spots


def _candidates(centres: list[tuple[float, float]], distance: float = 20.0,
                glyphs: list[tuple[int, int]] | None = None) -> Candidates:
    n = len(centres)
    pairs = np.array(glyphs or [(2 * k, 2 * k + 1) for k in range(n)], np.int64)
    return Candidates(pairs[:, 0], pairs[:, 1], np.array(centres, np.float32),
                      np.tile(np.array([0.0, 1.0], np.float32), (n, 1)),
                      np.full(n, distance, np.float32))


def test_a_plausible_corner_away_from_the_reads_is_unread() -> None:
    cands = _candidates([(100, 100), (400, 100), (700, 100)])
    mass = np.array([0.99, 0.45, 0.05], np.float32)  # read, unread, no index at all
    assert unread_spots(cands, mass, read=[0]) == [1]


def test_a_candidate_sharing_a_glyph_with_a_read_is_that_card() -> None:
    # The "0" of a 10 over the same suit sign as the read "10".
    cands = _candidates([(100, 100), (160, 100)], glyphs=[(1, 2), (3, 2)])
    assert unread_spots(cands, np.array([0.99, 0.6], np.float32), read=[0]) == []


def test_one_place_is_counted_once() -> None:
    cands = _candidates([(400, 100), (405, 102), (800, 100)])
    assert unread_spots(cands, np.array([0.5, 0.4, 0.35], np.float32), read=[]) == [0, 2]


def test_the_cause_names_small_blurred_and_glaring_corners() -> None:
    work = np.full((400, 400, 3), 230, np.uint8)
    cv2.putText(work, "7", (80, 120), cv2.FONT_HERSHEY_SIMPLEX, 1.5, (0, 0, 0), 3)
    cv2.putText(work, "8", (280, 120), cv2.FONT_HERSHEY_SIMPLEX, 1.5, (0, 0, 0), 3)
    sharp = _candidates([(100, 110), (300, 110)])
    assert cause(work, _candidates([(100, 110), (300, 110)], distance=6), [0, 1]) == "small"
    assert cause(work, sharp, [0, 1]) == "covered"
    assert cause(cv2.GaussianBlur(work, (0, 0), 6), sharp, [0, 1]) == "blurred"
    glare = work.copy()
    glare[60:160, :] = 255
    assert cause(glare, sharp, [0, 1]) == "glare"
