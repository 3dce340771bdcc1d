"""Layouts (melds split by ``|``): any text gives melds or a `GinError`; valid melds written
out read back as the same melds."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.gin import Card, GinError, Meld, parse_layout

from .profile import fuzz
from .strategies import card_text, melds


@fuzz(150)
@given(card_text(max_cards=16) | st.text())
def test_melds_or_a_gin_error(text: str) -> None:
    try:
        got = parse_layout(text)
    except GinError as error:
        assert str(error)
    else:
        assert got and all(isinstance(meld, Meld) and len(meld) >= 3 for meld in got)


@fuzz(100)
@given(melds(), st.sampled_from([" | ", "|", " |  ", "\n|\n"]), st.booleans())
def test_valid_melds_round_trip(groups: list[list[Card]], sep: str, pretty: bool) -> None:
    expected = [Meld.of(group) for group in groups]
    spell = (lambda m: " ".join(c.pretty for c in m.cards)) if pretty else str
    assert parse_layout(sep.join(spell(meld) for meld in expected)) == expected
    assert parse_layout(" | ".join(" ".join(str(c) for c in reversed(g)) for g in groups)
                        ) == expected
