"""A match long enough to run over two pages: rows never split, headers repeat, totals hold."""

from __future__ import annotations

import re

import pytest
from sheet_examples import ANN, BOB, long_match, pdf_pages

from scorekeeper.sheets.match_sheet import density, render_match_pdf
from scorekeeper.sheets.paper import Page


@pytest.fixture(scope="module")
def long() -> tuple[bytes, dict[str, int], int]:
    view, points = long_match(72)
    return render_match_pdf(view), points, len(view.hands)


def numbered_rows(page: str) -> list[int]:
    return [int(m.group(1)) for m in re.finditer(r"^(\d+) (?:Ann|Bob) ", page, re.MULTILINE)]


def test_runs_onto_a_second_page_with_the_header_repeated(long, to_png) -> None:
    pdf, _, count = long
    pages = pdf_pages(pdf)
    assert len(pages) == 2
    for page in pages:
        flat = " ".join(page.split())
        assert "Hand Dealer Knocked Outcome Deadwood Ann Bob" in flat
        assert "Points Total Points Total" in flat
    first, second = (numbered_rows(page) for page in pages)
    assert first and second
    assert first + second == list(range(1, count + 1))   # every hand once, none split
    assert "page 2 of 2" in pages[1]
    assert "Game 1: won by Ann" in pages[1]   # the running head names the game continued
    assert len(to_png(pdf, "match-long")) == 2


def test_the_totals_at_the_end_are_the_sums_of_the_hands(long) -> None:
    pdf, points, _ = long
    last = " ".join(pdf_pages(pdf)[-1].split())
    assert f"Hand points {points[ANN]} {points[BOB]}" in last
    ann_final = re.search(r"Grand total ([\d,]+) ([\d,]+)", last)   # English groups: 1,047
    assert ann_final is not None
    ann, bob = (int(ann_final.group(n).replace(",", "")) for n in (1, 2))
    assert ann > points[ANN] and bob > points[BOB]
    assert f"Bob pays Ann {ann - bob:,} points" in last


def test_an_evening_of_forty_hands_still_fits_one_page(to_png) -> None:
    view, _ = long_match(40)
    assert density(view, Page()) == "compact"
    pdf = render_match_pdf(view)
    assert len(pdf_pages(pdf)) == 1
    to_png(pdf, "match-forty")
