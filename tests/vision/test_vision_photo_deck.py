"""Faces of a real deck design for rendered scenes: each card's corner indices found from its ink."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import parse_card
from vision.synth.faces import random_style, render_face
from vision.synth.measuring import design_deck, measuring_scenes
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


def _face_png(image: np.ndarray, path: Path) -> None:
    """A face written as a drawn design is (vision.synth.designs): RGBA, alpha its outline."""
    alpha = np.full(image.shape[:2], 255, np.uint8)
    cv2.imwrite(str(path), np.dstack([image, alpha]))


def test_a_four_index_deck_has_its_top_right_index_found_too(tmp_path: Path) -> None:
    rng = np.random.default_rng(11)
    face = render_face(parse_card("7D"), random_style(rng), rng)
    image = face.image.copy()
    mark = face.marks[0]
    x0, y0 = np.floor(np.concatenate([mark.rank, mark.suit]).min(axis=0)).astype(int) - 2
    x1, y1 = np.ceil(np.concatenate([mark.rank, mark.suit]).max(axis=0)).astype(int) + 2
    corner = image[y0:y1, x0:x1].copy()
    image[y0:y1, image.shape[1] - x1:image.shape[1] - x0] = corner  # the same index, top right
    _face_png(image, tmp_path / "7d.png")
    found = PhotoDeck(tmp_path).faces[parse_card("7D")]
    assert len(found.marks) == 4
    right = found.marks[2]
    assert abs(right.rank.mean(axis=0)[0] - (image.shape[1] - mark.rank.mean(axis=0)[0])) < 6
    assert abs(right.suit.mean(axis=0)[1] - mark.suit.mean(axis=0)[1]) < 6


def test_a_pip_in_the_top_right_corner_is_no_index(tmp_path: Path) -> None:
    rng = np.random.default_rng(12)
    face = render_face(parse_card("9S"), random_style(rng), rng)
    _face_png(face.image, tmp_path / "9s.png")
    assert len(PhotoDeck(tmp_path).faces[parse_card("9S")].marks) == 2


def test_a_face_whose_index_is_found_at_an_odd_size_is_left_out(tmp_path: Path) -> None:
    rng = np.random.default_rng(13)
    style = random_style(rng)
    names = ("2c", "3c", "4c", "5c", "6c", "7c", "8c", "9c", "2h")
    for name in names:
        code = name[0].upper() + name[1].upper()
        _face_png(render_face(parse_card(code), style, rng).image, tmp_path / f"{name}.png")
    big = np.full((420, 300, 3), 255, np.uint8)  # a card whose "index" is twice the others'
    cv2.putText(big, "K", (8, 90), cv2.FONT_HERSHEY_SIMPLEX, 3.2, (0, 0, 0), 9)
    cv2.circle(big, (40, 125), 18, (0, 0, 0), -1)
    _face_png(big, tmp_path / "Kc.png")
    deck = PhotoDeck(tmp_path)
    assert parse_card("KC") not in deck.faces
    assert len(deck.faces) == len(names)


def test_a_design_missing_cards_deals_only_the_faces_it_has(tmp_path: Path) -> None:
    rng = np.random.default_rng(9)
    style = random_style(rng)
    for code, name in (("3C", "3c.jpg"), ("TH", "10h.jpg"), ("QS", "Qs.jpg")):
        cv2.imwrite(str(tmp_path / name), render_face(parse_card(code), style, rng).image)
    deck = PhotoDeck(tmp_path)
    first = list(measuring_scenes(deck, [], 3, seed=500))
    again = list(measuring_scenes(deck, [], 3, seed=500))
    assert [seed for seed, _scene in first] == [500, 501, 502]
    for (_s, scene), (_t, same) in zip(first, again, strict=True):
        assert set(scene.cards) <= {parse_card(c) for c in ("3C", "TH", "QS")}
        assert np.array_equal(scene.image, same.image)  # the seed decides the scene
    assert design_deck("drawn", tmp_path, tmp_path) is None
