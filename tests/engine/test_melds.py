"""Melds: sets of 3 or 4 of a rank, runs of 3 or more in one suit, the ace low only."""

import pytest

from scorekeeper.gin import InvalidMeldError, Meld, MeldKind, parse_layout


def test_three_or_four_of_a_rank_is_a_set():
    assert Meld.parse("7S 7H 7D").kind is MeldKind.SET
    assert Meld.parse("7S 7H 7D 7C").kind is MeldKind.SET


def test_three_or_more_in_sequence_in_one_suit_is_a_run():
    assert Meld.parse("4S 5S 6S").kind is MeldKind.RUN
    assert Meld.parse("AS 2S 3S").kind is MeldKind.RUN


def test_a_ten_card_run_is_legal():
    assert len(Meld.parse("AH 2H 3H 4H 5H 6H 7H 8H 9H TH")) == 10


@pytest.mark.parametrize("text", ["QS KS AS", "KS AS 2S"])
def test_runs_do_not_turn_the_corner(text):
    with pytest.raises(InvalidMeldError, match="consecutive"):
        Meld.parse(text)


@pytest.mark.parametrize(
    ("text", "why"),
    [("7S 7H", "at least 3"), ("4S 5S 7S", "consecutive"), ("4S 5H 6S", "neither")],
)
def test_what_is_not_a_meld_says_why(text, why):
    with pytest.raises(InvalidMeldError, match=why):
        Meld.parse(text)


def test_a_layout_is_melds_split_by_bars():
    layout = parse_layout("3S 4S 5S | 6H 6D 6C")
    assert [str(m) for m in layout] == ["3S 4S 5S", "6C 6D 6H"]


def test_what_a_meld_could_take():
    assert [str(c) for c in Meld.parse("3S 4S 5S").extensions()] == ["2S", "6S"]
    assert [str(c) for c in Meld.parse("AS 2S 3S").extensions()] == ["4S"]
    assert [str(c) for c in Meld.parse("JS QS KS").extensions()] == ["TS"]
    assert [str(c) for c in Meld.parse("6H 6D 6C").extensions()] == ["6S"]
    assert Meld.parse("6H 6D 6C 6S").extensions() == []
