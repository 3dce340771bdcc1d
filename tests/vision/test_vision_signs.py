"""Without colour, a red suit told by its sign's outline: the read is weighed by its rank, and
neither its ink nor its suit taken from that shape speaks against it (`vision.signs`)."""

from __future__ import annotations

import numpy as np
import pytest

from scorekeeper.gin.cards import Card, Suit
from vision.doubt import DOUBTED, SURE, Evidence, confidence, marked
from vision.pip_shape import SignShape
from vision.signs import rank_mass, sign_evidence, sign_moves

CARDS: list[Card | None] = [Card.parse("4C"), Card.parse("4S"), Card.parse("4D"),
                            Card.parse("4H"), Card.parse("7H"), None]
"""A network's classes, cut down to a few."""
SPREAD = np.array([0.40, 0.20, 0.30, 0.05, 0.02, 0.03])
"""Without colour, a 4 spread over its suits: 4♣ 0.40, 4♦ 0.30; the rank 4 has 0.95."""


def test_a_ranks_mass_is_its_four_suits_together() -> None:
    assert rank_mass(SPREAD, CARDS, Card.parse("4D")) == pytest.approx(0.95)
    assert rank_mass(SPREAD, CARDS, Card.parse("7H")) == pytest.approx(0.02)


def test_a_black_read_whose_sign_shows_a_diamond_is_the_diamond() -> None:
    """Candidate 11 was read as the 4♣ (class 0), its sign is a diamond: it is the 4♦."""
    signs = {11: SignShape(Suit.DIAMONDS, outlined=True), 12: None}
    assert sign_moves(CARDS, {11: 0, 12: 1}, signs) == {11: 2}


def test_an_outline_naming_the_reads_suit_weighs_it_by_its_rank() -> None:
    """The 4♦ read at candidate 11 (its diamond's four corners seen) is weighed by the rank's
    0.95; the 7♥ whose heart only the perceptron named shows its suit, weighed as before."""
    probs = np.zeros((13, len(CARDS)))
    probs[11] = SPREAD
    probs[12, 4] = 0.9
    by_card = {2: [11], 4: [12]}
    signs = {11: SignShape(Suit.DIAMONDS, outlined=True),
             12: SignShape(Suit.HEARTS, outlined=False)}
    diamond, heart = sign_evidence(probs, CARDS, by_card, [Evidence(0.30), Evidence(0.9)], signs)
    assert diamond.sign_shows_suit and diamond.given_outline == pytest.approx(0.95)
    assert heart.sign_shows_suit and heart.given_outline == 0.0


def test_an_outline_naming_another_suit_shows_nothing() -> None:
    probs = np.zeros((12, len(CARDS)))
    probs[11] = SPREAD
    signs = {11: SignShape(Suit.HEARTS, outlined=True)}
    (proof,) = sign_evidence(probs, CARDS, {2: [11]}, [Evidence(0.30)], signs)
    assert not proof.sign_shows_suit and proof.given_outline == 0.0


def test_without_colour_neither_ink_nor_the_moved_suit_doubts_an_outlined_read() -> None:
    """A lone red card in a grey photo: its ink, measured against the usual red ink, is not
    red; its suit was taken from its sign. With the outline naming it, it is sure."""
    outlined = Evidence(score=0.40, ink_clash=True, suit_from_shape=True, sign_shows_suit=True,
                        given_outline=0.95)
    assert not outlined.doubted
    assert confidence(outlined) == pytest.approx(0.95)
    assert not marked(outlined, grey=True)


def test_other_doubts_still_hold_over_an_outlined_read() -> None:
    """Pips that disagree with the rank, beside-pips of another suit: the read is doubted."""
    for proof in (Evidence(score=0.40, pips=False, sign_shows_suit=True, given_outline=0.95),
                  Evidence(score=0.40, pips_show=Suit.HEARTS, sign_shows_suit=True,
                           given_outline=0.95)):
        assert proof.doubted and confidence(proof) <= DOUBTED and marked(proof, grey=True)


def test_without_the_outline_the_ink_and_the_moved_suit_still_doubt() -> None:
    for proof in (Evidence(score=0.97, ink_clash=True, sign_shows_suit=True),
                  Evidence(score=0.97, suit_from_shape=True, sign_shows_suit=True)):
        assert proof.doubted and marked(proof, grey=True)


def test_an_outlined_read_whose_rank_is_unsure_stays_marked() -> None:
    proof = Evidence(score=0.40, suit_from_shape=True, sign_shows_suit=True, given_outline=0.7)
    assert confidence(proof) < SURE and marked(proof, grey=True)


def test_a_reads_two_corners_show_its_suit_where_one_names_it_and_none_another() -> None:
    """The 4♣ read at candidates 11 and 12, its two corners: the sign at 11 names no suit (a
    phone's glare on it), the one at 12 a club, so its sign shows its suit."""
    probs = np.zeros((13, len(CARDS)))
    probs[11] = SPREAD
    signs = {11: None, 12: SignShape(Suit.CLUBS, outlined=False)}
    (proof,) = sign_evidence(probs, CARDS, {0: [11, 12]}, [Evidence(0.90)], signs)
    assert proof.sign_shows_suit and not marked(proof, grey=True)


def test_two_corners_naming_two_suits_show_none() -> None:
    """One corner's sign a club, the other's a spade: neither is believed, the read is
    marked."""
    probs = np.zeros((13, len(CARDS)))
    probs[11] = SPREAD
    signs = {11: SignShape(Suit.CLUBS, outlined=False), 12: SignShape(Suit.SPADES, outlined=False)}
    (proof,) = sign_evidence(probs, CARDS, {0: [11, 12]}, [Evidence(0.90)], signs)
    assert not proof.sign_shows_suit and marked(proof, grey=True)


def test_an_outline_at_a_reads_other_corner_weighs_it_by_its_rank() -> None:
    """The 4♦ read surest at 11, where its sign names nothing; its diamond's four corners are
    seen at 12, its other corner: weighed by its rank's 0.95 at 11."""
    probs = np.zeros((13, len(CARDS)))
    probs[11] = SPREAD
    signs = {11: None, 12: SignShape(Suit.DIAMONDS, outlined=True)}
    (proof,) = sign_evidence(probs, CARDS, {2: [11, 12]}, [Evidence(0.30)], signs)
    assert proof.sign_shows_suit and proof.given_outline == pytest.approx(0.95)


def test_a_small_sign_named_only_turned_does_not_leave_a_read_sure() -> None:
    """A 9♠ whose dozen-pixel sign the perceptron named a spade only turned: too small to
    trust (a diamond at 45° once passed for a spade so), it is marked. Its other corner's sign,
    named upright, would leave it sure."""
    probs = np.zeros((13, len(CARDS)))
    small = SignShape(Suit.SPADES, outlined=False, small_turned=True)
    (alone,) = sign_evidence(probs, CARDS, {1: [11]}, [Evidence(0.95)], {11: small})
    assert not alone.sign_shows_suit and marked(alone, grey=True)
    upright = SignShape(Suit.SPADES, outlined=False)
    (both,) = sign_evidence(probs, CARDS, {1: [11, 12]}, [Evidence(0.95)],
                            {11: small, 12: upright})
    assert both.sign_shows_suit and not marked(both, grey=True)


def test_a_small_sign_named_turned_still_moves_a_black_read() -> None:
    """Read as the 4♣, its small sign named a diamond turned: the read is the 4♦ (doubted as
    every move is)."""
    signs = {11: SignShape(Suit.DIAMONDS, outlined=False, small_turned=True)}
    assert sign_moves(CARDS, {11: 0}, signs) == {11: 2}
