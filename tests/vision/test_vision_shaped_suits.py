"""Training decks whose suit signs have shapes of their own (`vision.synth.glyphs.shaped_suit`):
each is one solid sign the search can pair with a rank, and a deck prints its own alike."""

from __future__ import annotations

import cv2
import numpy as np
import pytest

from scorekeeper.gin.cards import parse_card
from vision.candidates import SUIT_ASPECT, SUIT_FILL
from vision.synth.faces import random_style, render_face, with_shaped_suits
from vision.synth.glyphs import SHAPED, shaped_suit
from vision.synth.scenes import make_scene
from vision.training.dataset import scene_samples
from vision.training.labels import BACKGROUND

CLUBS, DIAMONDS, HEARTS, SPADES = range(4)


@pytest.mark.parametrize("shape", range(1, 41))
@pytest.mark.parametrize("suit", [CLUBS, DIAMONDS, HEARTS, SPADES])
def test_a_shaped_suit_sign_is_one_solid_blob_as_the_search_wants_it(suit: int, shape: int
                                                                     ) -> None:
    sign = shaped_suit(suit, shape) > 127
    count, _labels = cv2.connectedComponents(sign.astype(np.uint8))
    assert count == 2  # the background and one sign
    height, width = sign.shape
    assert sign.mean() >= SUIT_FILL
    assert max(height, width) <= SUIT_ASPECT * min(height, width)


def test_a_shape_seed_gives_the_same_signs_and_another_seed_others() -> None:
    for suit in (CLUBS, DIAMONDS, HEARTS, SPADES):
        assert np.array_equal(shaped_suit(suit, 7), shaped_suit(suit, 7))
        signs = [shaped_suit(suit, shape) for shape in range(1, 11)]
        assert len({(s.shape, s.tobytes()) for s in signs}) == 10


def test_a_spade_has_a_point_on_top_and_a_club_a_round_leaf() -> None:
    # The top tenth of a spade is its narrow point; a club's top leaf is wider there.
    for shape in range(1, 21):
        spade, club = shaped_suit(SPADES, shape) > 127, shaped_suit(CLUBS, shape) > 127
        top = max(1, spade.shape[0] // 10)
        spade_top = spade[:top].sum(axis=1).max() / spade.shape[1]
        club_top = club[:max(1, club.shape[0] // 10)].sum(axis=1).max() / club.shape[1]
        assert spade_top < 0.25 < club_top


def test_a_deck_with_shaped_suits_prints_them_in_its_indices() -> None:
    plain = random_style(np.random.default_rng(3))
    shaped = with_shaped_suits(plain, np.random.default_rng(4))
    assert shaped.suit_style == SHAPED and shaped.suit_shape > 0
    assert shaped.rank_font == plain.rank_font and shaped.red == plain.red
    card = parse_card("5S")
    before = render_face(card, plain, np.random.default_rng(5))
    after = render_face(card, shaped, np.random.default_rng(5))
    box = after.marks[0].suit
    x0, y0 = np.floor(box.min(axis=0)).astype(int)
    x1, y1 = np.ceil(box.max(axis=0)).astype(int)
    assert not np.array_equal(before.image[y0:y1, x0:x1], after.image[y0:y1, x0:x1])


def test_scenes_without_shaped_suits_are_drawn_as_before() -> None:
    # The share 0 draws nothing more from the scene's random numbers.
    for seed in range(4):
        a = make_scene(np.random.default_rng(seed))
        b = make_scene(np.random.default_rng(seed), suit_shapes=0.0)
        assert np.array_equal(a.image, b.image) and a.cards == b.cards
    shaped = make_scene(np.random.default_rng(0), suit_shapes=1.0)
    assert shaped.marks  # its indices are labelled as any scene's


def test_training_patches_from_decks_with_shaped_suits_are_labelled_like_any() -> None:
    patches, labels = scene_samples(11, [], suit_shapes=1.0)
    assert len(patches) == len(labels) > 0
    assert (labels < BACKGROUND).any()  # its corner indices are found and named
