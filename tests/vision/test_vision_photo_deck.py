"""Faces of a real deck design for rendered scenes: each card's corner indices found from its ink."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import parse_card
from vision.synth.faces import random_style, render_face
from vision.synth.photo_deck import PhotoDeck
from vision.synth.scenes import make_scene


def test_the_indices_of_photographed_faces_are_found_where_they_are(tmp_path: Path) -> None:
    rng = np.random.default_rng(7)
    style = random_style(rng)
    drawn = {}
    for name, code in (("3c.jpg", "3C"), ("10h.jpg", "TH"), ("Qs.jpg", "QS")):
        face = render_face(parse_card(code), style, rng)
        cv2.imwrite(str(tmp_path / name), face.image, [cv2.IMWRITE_JPEG_QUALITY, 95])
        drawn[parse_card(code)] = face
    deck = PhotoDeck(tmp_path)
    assert set(deck.faces) == set(drawn)
    for card, face in drawn.items():
        found = deck.faces[card].marks[0]
        # The glyph boxes found from the ink lie on the drawn ones, within a few pixels.
        assert np.abs(found.rank.mean(axis=0) - face.marks[0].rank.mean(axis=0)).max() < 6
        assert np.abs(found.suit.mean(axis=0) - face.marks[0].suit.mean(axis=0)).max() < 6


def test_a_scene_can_be_dealt_in_that_design(tmp_path: Path) -> None:
    rng = np.random.default_rng(8)
    style = random_style(rng)
    cards = [parse_card(c) for c in ("3C", "TH")]
    for card, name in zip(cards, ("3c.jpg", "10h.jpg"), strict=True):
        cv2.imwrite(str(tmp_path / name), render_face(card, style, rng).image)
    deck = PhotoDeck(tmp_path)
    scene = make_scene(np.random.default_rng(1), size=(800, 600), cards=cards, layout="row",
                       tidy=True, deck=deck.face)
    assert scene.cards == tuple(cards) and len(scene.marks) == 4
