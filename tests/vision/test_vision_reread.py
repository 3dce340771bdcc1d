"""The second look at unsure reads: the same spot cut again, slightly moved, turned and scaled."""

from __future__ import annotations

import numpy as np

from vision import load_image
from vision.candidates import cut_patches, pyramid
from vision.classifier import default_classifier
from vision.reread import JITTERS, REREAD_MIN, jittered, reread, stands
from vision.search import search


def test_the_first_cut_is_the_original_and_the_others_stay_close(
        sample_bytes: dict[str, bytes]) -> None:
    found = search(load_image(sample_bytes["gin_row_1.jpg"]))
    k = 0
    cuts = jittered(found.candidates, k)
    assert len(cuts) == len(JITTERS)
    assert np.allclose(cuts.center[0], found.candidates.center[k])
    assert np.allclose(cuts.down[0], found.candidates.down[k])
    assert np.allclose(cuts.distance[0], found.candidates.distance[k])
    moved = np.linalg.norm(cuts.center - found.candidates.center[k], axis=1)
    assert moved.max() <= 0.1 * found.candidates.distance[k]
    assert np.allclose(np.linalg.norm(cuts.down, axis=1), 1.0, atol=1e-5)
    original = cut_patches(pyramid(found.work), found.candidates)[k]
    assert np.array_equal(cut_patches(pyramid(found.work), cuts)[0], original)


def test_a_clear_index_still_reads_as_its_card_from_every_cut(
        sample_bytes: dict[str, bytes]) -> None:
    found = search(load_image(sample_bytes["gin_row_1.jpg"]))
    model = default_classifier()
    probs = model.probabilities(found.patches)
    surest = np.array([int(probs[:, :52].max(axis=1).argmax())])
    card = probs[surest].argmax(axis=1)
    again = reread(found.levels, found.candidates, surest, model)
    assert again.shape == (1, len(model.cards))
    assert np.isclose(again.sum(), 1.0, atol=1e-4)
    assert stands(again, card).tolist() == [True]


def test_a_read_stands_only_if_the_average_names_its_card_surely_enough() -> None:
    averaged = np.zeros((3, 53), np.float32)
    averaged[0, 5] = 0.7
    averaged[0, 52] = 0.3  # the same card, surely enough
    averaged[1, 5] = 0.3
    averaged[1, 9] = 0.6  # another card wins on average
    averaged[2, 5] = REREAD_MIN - 0.05
    averaged[2, 52] = 0.3  # the same card, but too doubtfully
    assert stands(averaged, np.array([5, 5, 5])).tolist() == [True, False, False]
