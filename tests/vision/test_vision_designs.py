"""Real deck designs for training: which are held out, how their faces are cut and named, and
that training never deals a held-out one (no artwork needed: faces are drawn here)."""

from __future__ import annotations

from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import parse_card
from vision.synth.designs import DESIGNS, _card_sized, _file_name, file_stem
from vision.synth.faces import CARD_H, CARD_W, random_style, render_face
from vision.synth.photo_deck import PhotoDeck
from vision.training.dataset import (
    scene_samples,
    trained_decks,
    trained_designs,
    training_scene,
)


def test_at_least_three_whole_designs_are_held_out_and_named_once() -> None:
    names = [d.name for d in DESIGNS]
    assert len(names) == len(set(names))
    assert sum(d.held_out for d in DESIGNS) >= 3
    assert sum(not d.held_out for d in DESIGNS) >= 10


def test_a_card_picture_is_cut_to_its_outline_and_scaled() -> None:
    picture = np.zeros((500, 400, 4), np.uint8)
    picture[40:390, 100:350] = (255, 255, 255, 255)  # 250 × 350: a card's shape
    face = _card_sized(picture)
    assert face is not None and face.shape == (CARD_H, CARD_W, 4) and face[..., 3].min() == 255
    strip = np.zeros((500, 400, 4), np.uint8)
    strip[0:500, 180:220] = 255  # a thin strip is no card
    assert _card_sized(strip) is None


def test_file_names_follow_each_package() -> None:
    ten, queen = parse_card("TH"), parse_card("QS")
    assert _file_name(ten, "{RANK}{SUIT}.svg") == "10H.svg"
    assert _file_name(ten, "{RANKT}{SUIT}.svg") == "TH.svg"
    assert _file_name(queen, "{NUM}{suit}.svg") == "12s.svg"
    assert file_stem(ten) == "10h" and file_stem(parse_card("AC")) == "Ac"


CLUBS_AND_HEARTS = [f"{r}{s}" for s in "CH" for r in "A23456789TJQK"]


def _draw_faces(folder: Path, codes: list[str], seed: int) -> None:
    """Drawn faces saved as `vision.synth.designs` saves a design's: RGBA PNGs, bidly's names."""
    rng = np.random.default_rng(seed)
    style = random_style(rng)
    folder.mkdir()
    for code in codes:
        card = parse_card(code)
        face = render_face(card, style, rng)
        alpha = np.full(face.image.shape[:2], 255, np.uint8)
        cv2.imwrite(str(folder / f"{file_stem(card)}.png"), np.dstack([face.image, alpha]))


def test_training_deals_only_designs_not_held_out(tmp_path: Path) -> None:
    _draw_faces(tmp_path / "faces", [*CLUBS_AND_HEARTS, *(f"{r}D" for r in "A23456789TJQK"), "AS"], 21)
    # The same 40 faces under every design's name (a held-out design's among them).
    for d in DESIGNS:
        (tmp_path / d.name).symlink_to(tmp_path / "faces")
    trained = trained_designs(tmp_path)
    assert set(trained) == {d.name for d in DESIGNS if not d.held_out}


def test_a_scene_in_a_real_design_gives_labelled_indices(tmp_path: Path) -> None:
    name = next(d.name for d in DESIGNS if not d.held_out)
    _draw_faces(tmp_path / name, CLUBS_AND_HEARTS[:12], 22)
    assert trained_decks(tmp_path) == {}  # fewer than 40 faces: no deck to train on
    patches, labels = scene_samples(5, [], deck=PhotoDeck(tmp_path / name))
    indices = labels[(labels >= 0) & (labels < 52)]
    assert len(patches) == len(labels) and len(indices) >= 2
    assert {int(v) for v in indices} <= {parse_card(c).index for c in CLUBS_AND_HEARTS[:12]}


def test_the_first_look_is_shown_the_photos_training_renders_in_a_design(tmp_path: Path) -> None:
    name = next(d.name for d in DESIGNS if not d.held_out)
    _draw_faces(tmp_path / name, CLUBS_AND_HEARTS[:12], 23)
    deck = PhotoDeck(tmp_path / name)
    dealt = training_scene(np.random.default_rng(8), [], deck=deck).image
    assert dealt.dtype == np.uint8 and dealt.ndim == 3
    assert np.array_equal(dealt, training_scene(np.random.default_rng(8), [], deck=deck).image)
    drawn = training_scene(np.random.default_rng(8), []).image
    assert dealt.shape != drawn.shape or not np.array_equal(dealt, drawn)
