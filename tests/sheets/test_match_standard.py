"""A finished standard match: every hand, the running totals, boxes, bonuses and settlement."""

from __future__ import annotations

import re

import pytest
from sheet_examples import (
    ANN,
    BOB,
    counts_hand,
    embedded_fonts,
    entries,
    oklahoma_match,
    page_size_pt,
    pdf_pages,
    standard_match,
)
from sheet_reading import red_pixels

from scorekeeper.gin import rules_for
from scorekeeper.sheets.match_sheet import (
    SheetOptions,
    payment_text,
    render_match_html,
    render_match_pdf,
)
from scorekeeper.sheets.model import GameSheet, MatchSheet, Payment, running_rows


@pytest.fixture(scope="module")
def sheet() -> bytes:
    return render_match_pdf(standard_match())


@pytest.fixture(scope="module")
def with_cards() -> bytes:
    return render_match_pdf(standard_match(), SheetOptions(appendix=True))


def lines(text: str) -> list[str]:
    return [" ".join(line.split()) for line in text.splitlines()]


def test_the_evening_fits_on_one_page(sheet, to_png) -> None:
    pages = pdf_pages(sheet)
    assert len(pages) == 1
    assert len(to_png(sheet, "match-standard")) == 1


def test_every_hand_in_order_with_knocker_outcome_deadwood_points_and_running_total(sheet) -> None:
    rows = lines(pdf_pages(sheet)[0])
    expected = [
        "1 Bob Ann knock 5 30 25 25",
        "2 Bob Ann gin 0 35 55 80",
        "3 Bob wash",
        "4 Bob Ann knock 2 32 30 110",
        "5 Bob Bob undercut 8 6 12 12",
        "6 Bob Bob gin 0 40 60 60",
        "7 Ann Bob knock 3 27 24 84",
        "8 Ann Ann undercut 9 9 10 94",
        "9 Ann Bob gin 0 18 38 132",
    ]
    found = [row for row in rows if re.match(r"^\d (Ann|Bob) ", row)]
    assert found == expected


def test_game_one_is_the_rule_books_shutout_example_370(sheet) -> None:
    text = "\n".join(lines(pdf_pages(sheet)[0]))
    assert "Game 1: won by Ann, a shutout" in text
    assert "Hand points 110 0" in text
    assert "Boxes × 20 3 60 0" in text
    assert "Game bonus shutout ×2 200 0" in text
    assert "Grand total 370 0" in text
    assert "Bob pays Ann 370 points" in text


def test_game_two_counts_both_players_boxes_and_the_match_settles_the_difference(sheet) -> None:
    text = "\n".join(lines(pdf_pages(sheet)[0]))
    assert "Game 2: won by Bob" in text
    assert "Boxes × 20 1 20 4 80" in text
    assert "Grand total 32 312" in text
    assert "Ann pays Bob 280 points" in text
    assert "Match: Bob pays Ann 90 points" in text
    assert "Friday 7 March · 9 hands (1 wash) · 2 games" in text


def test_headers_name_the_players_and_the_rules_line_is_at_the_foot(sheet) -> None:
    text = "\n".join(lines(pdf_pages(sheet)[0]))
    assert "Hand Dealer Knocked Outcome Deadwood Ann Bob" in text
    assert "Rules (standard): knock with 10 or less" in text
    assert page_size_pt(sheet) == pytest.approx((595.28, 841.89), abs=0.6)
    assert any(name.startswith("DejaVu") for name in embedded_fonts(sheet))


def test_the_appendix_shows_each_hands_cards_and_melds_with_suit_symbols(with_cards,
                                                                         to_png) -> None:
    pages = pdf_pages(with_cards)
    assert len(pages) == 2
    appendix = "\n".join(lines(pages[1]))
    assert "The cards, hand by hand" in appendix
    assert "3♠ 4♠ 5♠ 7♣ 7♦ 7♥ J♦ Q♦ K♦ 5♣ = 5" in appendix
    assert "6♠ onto 3♠ 4♠ 5♠" in appendix
    assert "10♣ Q♠ K♣ = 30" in appendix
    assert "none = 0" in appendix
    assert "Hand 3" not in appendix
    to_png(with_cards, "match-appendix")


def test_hearts_and_diamonds_print_red_clubs_and_spades_black(with_cards, to_png) -> None:
    html = render_match_html(standard_match(), SheetOptions(appendix=True))
    assert re.search(r'class="card red">7<span class="suit">♥', html)
    assert re.search(r'class="card black">7<span class="suit">♣', html)
    scores, cards = to_png(with_cards, "match-colours")
    assert red_pixels(cards) > 200
    assert red_pixels(scores) == 0


def test_oklahoma_shows_the_upcard_the_doubling_and_the_extra_boxes(to_png) -> None:
    pdf = render_match_pdf(oklahoma_match())
    text = "\n".join(lines(pdf_pages(pdf)[0]))
    assert "1 Bob Ann knock ×2 7♠ 5 25 40 40" in text
    assert "5 Ann Ann gin ×2 +4 boxes Q♠ 0 15 70 170" in text
    assert "Boxes × 20 9 180 5 100" in text
    assert "Grand total 450 160" in text
    assert "Bob pays Ann 290 points" in text
    (png,) = to_png(pdf, "match-oklahoma")
    assert red_pixels(png) > 20


def test_payment_text() -> None:
    assert payment_text(Payment(BOB, ANN, 370)) == "Bob pays Ann 370 points"
    assert payment_text(Payment(BOB, ANN, 20, money=1.0)) == "Bob pays Ann 20 points (1.00)"
    assert payment_text(None) == "Even: nobody pays"


def test_player_names_are_escaped_in_html_and_printed_as_text(to_png) -> None:
    evil = "<script>x</script>"
    rules = rules_for("standard")
    hands = [counts_hand(1, ANN, evil, ANN, 4, 30, rules),
             counts_hand(2, evil, ANN, evil, 0, 12, rules)]
    game = GameSheet(1, running_rows((ANN, evil), entries(hands)))
    view = MatchSheet((ANN, evil), rules, tuple(hands), (game,), title=f"{ANN} & {evil}")
    html = render_match_html(view)
    assert "<script>" not in html
    assert "&lt;script&gt;x&lt;/script&gt;" in html and "Ann &amp; " in html
    pdf = render_match_pdf(view)
    text = pdf_pages(pdf)[0]
    assert f"Ann & {evil}" in text
    assert "Game 1: not finished" in text
    to_png(pdf, "match-escaped")
