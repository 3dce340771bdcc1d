"""Training decoys: print that is no corner index (a maker's imprint, a newspaper), drawn so that
the rendered scene's labels still say truly where each index is and how much of it shows."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from scorekeeper.gin.cards import parse_card
from vision import load_image, recognize
from vision.synth import decoys
from vision.synth.faces import random_style, render_face


def _inside(image: np.ndarray, box: np.ndarray) -> np.ndarray:
    x0, y0 = np.floor(box.min(axis=0)).astype(int)
    x1, y1 = np.ceil(box.max(axis=0)).astype(int)
    return image[y0:y1, x0:x1]


@pytest.mark.parametrize("seed", range(30))
def test_an_imprint_on_an_ace_leaves_its_corner_indices_as_they_were(seed: int) -> None:
    style = random_style(np.random.default_rng(seed))
    plain = render_face(parse_card("AS"), style, np.random.default_rng(100 + seed))
    printed = render_face(parse_card("AS"), style, np.random.default_rng(100 + seed),
                          imprint=True)
    assert (plain.image != printed.image).any()
    for mark in printed.marks:
        for box in (mark.rank, mark.suit):
            assert np.array_equal(_inside(plain.image, box), _inside(printed.image, box))


def test_only_an_ace_gets_an_imprint() -> None:
    style = random_style(np.random.default_rng(1))
    plain = render_face(parse_card("7H"), style, np.random.default_rng(2))
    asked = render_face(parse_card("7H"), style, np.random.default_rng(2), imprint=True)
    assert np.array_equal(plain.image, asked.image)


@pytest.mark.parametrize("seed", range(4))
def test_a_newspaper_marks_what_it_covers_as_covered(seed: int) -> None:
    canvas = np.full((300, 400, 3), 128.0, np.float32)
    ids = np.zeros((300, 400), np.int16)
    decoys.sheet(canvas, ids, np.random.default_rng(seed), (200.0, 150.0), 120.0)
    painted = np.abs(canvas - 128.0).max(axis=2) > 60  # more than half covered
    assert painted.any()
    assert (ids[painted] == -2).all()


NEWSPAPER = Path(__file__).parent / "data" / "newspaper_over_two_aces.jpg"
"""Rendered by the project (`vision.synth.scenes.make_scene`, seed 22,000,037, with decoys and
the `train_` tables): the aces of diamonds and clubs, half under a newspaper, a card box and
printed scraps beside them."""


def test_a_newspaper_over_part_of_the_hand_is_not_read_as_cards() -> None:
    # Its type, and the words on the box, are glyphs over smaller solid marks, as an index is.
    result = recognize(load_image(NEWSPAPER.read_bytes()))
    assert [str(d.card) for d in result.cards] == ["AD", "AC"]


@pytest.mark.parametrize("motif", decoys.MOTIFS)
def test_a_backs_lattice_repeats_its_motif_across_the_whole_back(motif: str) -> None:
    panel = np.zeros((200, 140, 3), np.float32)
    decoys.lattice(panel, np.random.default_rng(7), 14, (0.0, 0.0, 200.0), motif)
    inked = panel[:, :, 2] > 100
    # Every quarter of the back carries the pattern, in the tone given and nowhere else.
    for quarter in (inked[:100, :70], inked[:100, 70:], inked[100:, :70], inked[100:, 70:]):
        assert quarter.mean() > 0.02
    assert (panel[:, :, :2] == 0).all()
