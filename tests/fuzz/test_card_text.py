"""Card text: whatever a player types, the engine answers with a card or a `GinError` naming
the piece; every card round-trips through its text in every notation."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.gin import DECK, Card, GinError, format_cards, parse_card, parse_cards
from scorekeeper.gin.phrases import Holder

from .profile import fuzz
from .strategies import card_notations, card_spelled, card_text, cards, pieces


@fuzz(150)
@given(st.text() | pieces)
def test_one_card_or_a_gin_error(text: str) -> None:
    try:
        card = parse_card(text)
    except GinError as error:
        assert str(error)
    else:
        assert card in DECK


@fuzz(150)
@given(card_text() | st.text())
def test_several_cards_or_a_gin_error(text: str) -> None:
    try:
        got = parse_cards(text, who=Holder.player("Ann"))
    except GinError as error:
        assert str(error)
    else:
        assert len(set(got)) == len(got)
        assert parse_cards(format_cards(got)) == got


@fuzz(100)
@given(st.lists(st.text(max_size=6) | pieces, max_size=12), st.none() | st.integers(0, 12))
def test_a_list_of_pieces_and_a_count(pieces_: list[str], count: int | None) -> None:
    try:
        got = parse_cards(pieces_, count=count)
    except GinError as error:
        assert str(error)
    else:
        assert count is None or len(got) == count


@fuzz(100)
@given(card_spelled, st.sampled_from(["", " ", "\t", "\n", " \u00a0"]))
def test_every_notation_reads_back_as_the_same_card(pair: tuple[Card, str], pad: str) -> None:
    card, text = pair
    assert parse_card(pad + text + pad) is card
    assert parse_card(str(card)) is card and parse_card(card.pretty) is card


def test_every_card_in_every_notation() -> None:
    for card in DECK:
        for text in card_notations(card):
            assert parse_card(text) is card, text


@fuzz(100)
@given(st.lists(cards, unique=True, max_size=52),
       st.sampled_from([" ", ",", ", ", ";", "\n"]))
def test_card_lists_round_trip(hand: list[Card], sep: str) -> None:
    assert parse_cards(sep.join(str(c) for c in hand)) == hand
    assert parse_cards(" ".join(c.pretty for c in hand)) == hand
    assert parse_cards([str(c) for c in hand]) == hand
