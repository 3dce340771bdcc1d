"""A finished Hollywood match: the hands, the three columns side by side, each game settled."""

from __future__ import annotations

import pytest
from sheet_examples import hollywood_match, pdf_pages

from scorekeeper.sheets.match_sheet import hollywood_lines, render_match_pdf


@pytest.fixture(scope="module")
def sheet() -> bytes:
    return render_match_pdf(hollywood_match())


@pytest.fixture(scope="module")
def text(sheet) -> str:
    return "\n".join(" ".join(line.split()) for line in pdf_pages(sheet)[0].splitlines())


def test_one_page_with_the_hands_and_the_three_games(sheet, text, to_png) -> None:
    assert len(pdf_pages(sheet)) == 1
    assert "8 hands · Hollywood: three games · Bob pays Ann 310 points" in text
    assert "Game 1 Game 2 Game 3" in text
    assert len(to_png(sheet, "match-hollywood")) == 1


def test_each_hand_says_which_games_it_was_entered_in(text) -> None:
    assert "3 Ann Ann knock 3 48 Ann 45 1 · 2" in text
    assert "4 Bob Ann gin 0 20 Ann 40 1 · 2 · 3" in text
    assert "5 Bob Bob knock 4 29 Bob 25 2" in text   # game 1 closed: Bob's win opens game 2
    assert "8 Ann Bob gin 0 50 Bob 70 3" in text


def test_the_columns_read_across_line_by_line(text) -> None:
    # Line 1: game 1 has hand 1 (Ann 30), game 2 hand 3 (Ann 45), game 3 hand 4 (Ann 40).
    assert "1 30 30 3 45 45 4 40 40" in text
    # Line 4: game 1 hand 4 takes Ann to 115; game 2 hand 6 to 105; game 3 hand 8 Bob to 105.
    assert "4 40 115 6 20 105 8 70 105" in text


def test_each_game_is_settled_on_its_own_and_the_match_adds_them(text) -> None:
    assert "Total 275 40 Total 265 45 Total 100 245" in text
    assert "Bob pays Ann 235 points Bob pays Ann 220 points Ann pays Bob 145 points" in text
    assert "1 Ann 275 40 Bob pays Ann 235 points" in text
    assert "3 Bob 100 245 Ann pays Bob 145 points" in text
    assert "Match: Bob pays Ann 310 points" in text


def test_lines_pad_shorter_columns() -> None:
    view = hollywood_match()
    lines = hollywood_lines(view.games)
    assert len(lines) == 4
    assert [[row.hand if row else None for row in line] for line in lines] == [
        [1, 3, 4], [2, 4, 6], [3, 5, 7], [4, 6, 8]]
