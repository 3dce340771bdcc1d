"""A read whose beside-pips show another suit in its index's ink takes that suit, and stays
doubted: the network read the rank, the pips' shape the suit."""

from __future__ import annotations

from pathlib import Path

import numpy as np

from scorekeeper.gin.cards import Card, Suit
from vision import load_image
from vision.classifier import default_classifier
from vision.doubt import DOUBTED, SURE, Evidence, confidence
from vision.recognizer import read_workings
from vision.suit_moves import by_sign, moved, suit_moves
from vision.weighing import likelier_red

CARDS: list[Card | None] = [Card.parse(text)
                            for text in ("6S", "6C", "6H", "QC", "QS", "6D", "QD", "QH")]
CARDS.append(None)  # the network's "not an index" class
SIX_OF_SPADES, SIX_OF_CLUBS, SIX_OF_HEARTS, QUEEN_OF_CLUBS, QUEEN_OF_SPADES = range(5)
SIX_OF_DIAMONDS, QUEEN_OF_DIAMONDS, QUEEN_OF_HEARTS = range(5, 8)

WEBCAM_THREE = Path(__file__).parent / "data" / "webcam_three_of_diamonds_inked_red.jpg"
"""A webcam photo whose small 3♦ the network reads as the 3♠ (`data/ATTRIBUTION.md`)."""


def test_a_six_read_as_a_spade_whose_pips_show_clubs_moves_to_clubs() -> None:
    by_card = {SIX_OF_SPADES: [4, 9]}
    evidence = [Evidence(score=0.97, pips_show=Suit.CLUBS)]
    assert suit_moves(CARDS, by_card, evidence) == {SIX_OF_SPADES: SIX_OF_CLUBS}


def test_pips_in_the_other_colour_than_the_index_s_ink_move_nothing() -> None:
    """A heart beside a 6♠'s black index is the next card's suit sign in a tight fan, or a
    jack's red hat: not this card's pip."""
    by_card = {SIX_OF_SPADES: [4]}
    evidence = [Evidence(score=0.97, pips_show=Suit.HEARTS)]
    assert suit_moves(CARDS, by_card, evidence) == {}


def test_an_index_inked_in_the_other_colour_takes_the_pips_of_that_colour() -> None:
    """A dim heart read as a spade: its ink is red (`ink_clash`), and so are its pips."""
    by_card = {SIX_OF_SPADES: [4]}
    evidence = [Evidence(score=0.9, pips_show=Suit.HEARTS, ink_clash=True)]
    assert suit_moves(CARDS, by_card, evidence) == {SIX_OF_SPADES: SIX_OF_HEARTS}


def test_a_black_read_inked_red_takes_the_red_suit_the_network_gives_more() -> None:
    """A dim diamond read as a spade: its ink is red, and of the two red sixes the network
    gives the diamond more."""
    by_card = {SIX_OF_SPADES: [4]}
    evidence = [Evidence(score=0.9, ink_clash=True, ink_suit=Suit.DIAMONDS)]
    assert suit_moves(CARDS, by_card, evidence) == {SIX_OF_SPADES: SIX_OF_DIAMONDS}


def test_beside_pips_of_the_other_colour_than_the_ink_leave_the_ink_unheard() -> None:
    """The ink says red, the pips beside it black: the photo disagrees with itself, and the
    read stays as the network made it (doubted by its ink)."""
    by_card = {QUEEN_OF_SPADES: [4]}
    evidence = [Evidence(score=0.9, ink_clash=True, ink_suit=Suit.HEARTS,
                         pips_show=Suit.CLUBS)]
    assert suit_moves(CARDS, by_card, evidence) == {}


def test_the_likelier_red_suit_is_the_network_s_own_choice() -> None:
    probs = np.zeros(len(CARDS), np.float32)
    probs[[QUEEN_OF_SPADES, QUEEN_OF_DIAMONDS, QUEEN_OF_HEARTS]] = (0.82, 0.014, 0.003)
    assert likelier_red(probs, CARDS, Card.parse("QS")) == Suit.DIAMONDS
    probs[QUEEN_OF_HEARTS] = 0.02
    assert likelier_red(probs, CARDS, Card.parse("QS")) == Suit.HEARTS
    # A rank whose red cards the network does not know: no suit.
    assert likelier_red(probs, CARDS, Card.parse("9S")) is None


def test_a_real_webcam_three_of_diamonds_read_as_a_spade_is_read_as_the_diamond() -> None:
    """Small and dim, its sign's red weighs less with the network than its shape, and it reads
    the 3♠ there. The ink is red, and of the red threes the network gives the 3♦ more: the
    card offered is the 3♦, marked for checking."""
    work = read_workings(load_image(WEBCAM_THREE.read_bytes()))
    reads = {str(d.card): (d, e) for d, e in zip(work.recognition.cards, work.evidence,
                                                   strict=True)}
    assert "3S" not in reads
    three, evidence = reads["3D"]
    assert three.low_confidence and evidence.suit_from_shape
    cards = default_classifier().cards
    place = work.places[work.recognition.cards.index(three)][0]
    assert cards[int(work.probs[place].argmax())] == Card.parse("3S")  # the network's read
    assert sorted(reads) == ["2H", "2S", "3D", "4C", "8C", "8D", "8H", "9S"]


def test_reads_whose_pips_show_nothing_else_stay() -> None:
    by_card = {SIX_OF_SPADES: [1], QUEEN_OF_CLUBS: [2]}
    evidence = [Evidence(score=0.97), Evidence(score=0.6)]
    assert suit_moves(CARDS, by_card, evidence) == {}


def test_a_card_read_elsewhere_takes_the_moved_read_after_its_own_places() -> None:
    """The 6♣ read at one corner, the other corner read as 6♠ with clubs beside it: one card,
    whose surest place is still the network's own read of it."""
    by_card = {SIX_OF_SPADES: [3], SIX_OF_CLUBS: [7], QUEEN_OF_SPADES: [5]}
    assert moved(by_card, {SIX_OF_SPADES: SIX_OF_CLUBS}) == {
        SIX_OF_CLUBS: [7, 3], QUEEN_OF_SPADES: [5]}


def test_a_moved_read_is_doubted_however_sure_the_network_was() -> None:
    moved_read = Evidence(score=0.99, suit_from_shape=True)
    assert moved_read.doubted
    assert confidence(moved_read) == DOUBTED < SURE


def test_in_a_photo_without_colour_a_club_whose_sign_is_a_diamond_is_a_diamond() -> None:
    """Without colour the network takes a diamond's ink for a club's; the sign's outline
    says diamond."""
    assert by_sign(Card.parse("5C"), Suit.DIAMONDS) == Card.parse("5D")
    assert by_sign(Card.parse("KS"), Suit.HEARTS) == Card.parse("KH")


def test_a_sign_s_shape_moves_a_black_read_to_red_only() -> None:
    """Without colour the network errs one way, red read as black; a small club's merged
    leaves pass for a spade's point, so a black shape is not taken over a red read, nor one
    black suit's over the other's."""
    assert by_sign(Card.parse("5H"), Suit.SPADES) is None
    assert by_sign(Card.parse("5C"), Suit.SPADES) is None
    assert by_sign(Card.parse("5D"), Suit.HEARTS) is None
    assert by_sign(Card.parse("5C"), None) is None
