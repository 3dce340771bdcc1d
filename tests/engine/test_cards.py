"""Cards: every notation in RULES.md reads, canonical text writes, bad text names the card."""

import pytest

from scorekeeper.gin import (
    DECK,
    Card,
    CardCountError,
    DuplicateCardError,
    Rank,
    Suit,
    UnknownCardError,
    format_cards,
    parse_card,
    parse_cards,
)
from scorekeeper.gin.cards import check_disjoint
from scorekeeper.gin.phrases import Holder


@pytest.mark.parametrize("text", ["TH", "10H", "th", "10h", "T♥", "10♥", "t♡", " 10H "])
def test_every_notation_of_the_ten_of_hearts(text):
    assert parse_card(text) is Card(Rank.TEN, Suit.HEARTS)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("AS", "AS"), ("as", "AS"), ("Q♠", "QS"), ("qd", "QD"), ("K♣", "KC"), ("2♦", "2D"), ("J♥", "JH")],
)
def test_cards_are_written_in_the_canonical_short_form(text, canonical):
    assert str(parse_card(text)) == canonical


def test_points_ace_low_pips_face_cards_ten():
    names = ["AS", "2S", "9S", "TS", "JS", "QS", "KS"]
    assert [parse_card(name).points for name in names] == [1, 2, 9, 10, 10, 10, 10]


def test_spaces_or_commas_separate_cards():
    assert format_cards(parse_cards("AS, 10h,Q♠  2d")) == "AS TH QS 2D"


def test_a_list_of_names_reads_like_a_string():
    assert parse_cards(["AS", "TH"]) == parse_cards("AS TH")


@pytest.mark.parametrize("bad", ["1S", "11H", "ZS", "AX", "A", "10", "♠", "AS5"])
def test_a_card_that_does_not_exist_is_named(bad):
    with pytest.raises(UnknownCardError, match=bad):
        parse_cards(f"2S {bad} 3S")


def test_the_same_card_twice_is_named():
    with pytest.raises(DuplicateCardError, match="TH is given twice"):
        parse_cards("10H 2S TH")


def test_the_same_card_across_two_hands_is_named_with_both_hands():
    with pytest.raises(DuplicateCardError, match="7S is both in Ann's hand and in Bob's hand"):
        check_disjoint({Holder.player("Ann"): parse_cards("7S 8S"),
                        Holder.player("Bob"): parse_cards("2D 7S")})


def test_a_wrong_count_names_the_count():
    with pytest.raises(CardCountError, match="has 3 cards; 10 are needed"):
        parse_cards("AS 2S 3S", count=10)


def test_the_deck_has_52_distinct_cards_in_index_order():
    assert len(DECK) == len({str(c) for c in DECK}) == 52
    assert all(card.index == i for i, card in enumerate(DECK))


def test_cards_are_interned_and_hashable():
    assert Card(Rank.ACE, Suit.SPADES) is parse_card("AS")
    assert {parse_card("AS"), parse_card("as")} == {parse_card("A♠")}


def test_pretty_names_use_suit_symbols():
    assert parse_card("TH").pretty == "10♥"
    assert parse_card("QS").pretty == "Q♠"


@pytest.mark.parametrize("bad", ["A\x1b[31mS", "\ud800", "Q\u200fS", "X" * 200])
def test_a_bad_card_is_repeated_safely_escaped_and_short(bad):
    with pytest.raises(UnknownCardError) as error:
        parse_card(bad)
    message = str(error.value)
    assert message.isprintable()
    assert message.encode("utf-8")
    assert len(message) < 80


def test_a_language_adds_its_own_rank_letters_in_the_rank_place_only():
    from scorekeeper.gin.cards import canonical_text

    assert parse_cards("BS DD KH", language="de") == parse_cards("JS QD KH")
    assert parse_cards("VC DH RS", language="fr") == parse_cards("JC QH KS")
    assert canonical_text("bs, DD | 10H xx", "de") == "JS, QD | 10H xx"
    with pytest.raises(UnknownCardError):
        parse_card("BS")  # English has no B
    with pytest.raises(UnknownCardError):
        parse_card("RS", "de")  # R is the French king, not a German letter
    with pytest.raises(UnknownCardError):
        parse_card("SB", "de")  # a local letter is a rank, never a suit
