"""Blank score pads rendered to PDF and read back: names, headings, rules line, paper, pages."""

from __future__ import annotations

import re

import pytest
from sheet_examples import embedded_fonts, page_size_pt, pdf_pages, pdf_text

from scorekeeper.errors import AppError
from scorekeeper.gin import rules_for
from scorekeeper.sheets.pads import (
    PadOptions,
    foot_rows,
    layout,
    pad_rules,
    render_pad_html,
    render_pad_pdf,
)

A4_PORTRAIT = (595.28, 841.89)
LETTER_LANDSCAPE = (792.0, 612.0)


def assert_size(pdf: bytes, expected: tuple[float, float]) -> None:
    width, height = page_size_pt(pdf)
    assert width == pytest.approx(expected[0], abs=0.6)
    assert height == pytest.approx(expected[1], abs=0.6)


@pytest.fixture(scope="module")
def standard_pad() -> bytes:
    return render_pad_pdf(PadOptions(players=("Ann", "Bob")))


def test_standard_pad_has_the_columns_and_foot_rows_of_a_paper_pad(standard_pad, to_png) -> None:
    pages = pdf_pages(standard_pad)
    assert len(pages) == 1
    text = pages[0]
    assert "Gin Rummy score pad" in text
    assert "Ann" in text and "Bob" in text
    for heading in ("Hand", "Dealer", "Score", "Total", "Boxes", "Game bonus", "Grand total",
                    "Settlement", "pays", "points", "Target 100"):
        assert heading in text, heading
    assert "100; shutout 200" in text and "tally × 20" in text
    rows = layout(PadOptions()).hand_rows
    numbers = [int(n) for n in re.findall(r"^(\d+)$", text, re.MULTILINE)]
    assert numbers == list(range(1, rows + 1))
    assert rows >= 25
    assert_size(standard_pad, A4_PORTRAIT)
    assert len(to_png(standard_pad, "pad-standard")) == 1


def test_the_rules_in_force_are_printed_at_the_foot(standard_pad) -> None:
    text = " ".join(pdf_text(standard_pad).split())
    assert "Rules (standard): knock with 10 or less · gin 20 · undercut 10" in text
    assert "page 1 of" not in text   # pad sheets are all alike: no page numbers


def test_the_font_is_embedded(standard_pad) -> None:
    fonts = embedded_fonts(standard_pad)
    assert any(name.startswith("DejaVu") for name in fonts), fonts


def test_letter_landscape_blank_names_two_games_a_page_two_pages(to_png) -> None:
    options = PadOptions(paper="letter", orientation="landscape", games=2, pages=2)
    pdf = render_pad_pdf(options)
    pages = pdf_pages(pdf)
    assert len(pages) == 2
    assert_size(pdf, LETTER_LANDSCAPE)
    assert pages[0] == pages[1]
    for text in pages:
        assert text.count("Grand total") == 2
        assert text.count("Game") >= 2
        assert "Ann" not in text
    assert layout(options).columns == 2
    assert len(to_png(pdf, "pad-letter")) == 2


def test_hollywood_pad_has_three_games_side_by_side_and_the_entry_rule(to_png) -> None:
    options = PadOptions(kind="hollywood", rules=pad_rules("hollywood", "hollywood"),
                         preset="hollywood", players=("Ann", "Bob"), orientation="landscape")
    pdf = render_pad_pdf(options)
    text = " ".join(pdf_text(pdf).split())
    assert "Hollywood Gin score pad" in text
    assert "Game 1 Game 2 Game 3" in text
    assert text.count("Ann") >= 3 and text.count("Bob") >= 3
    assert "first win goes in game 1 only, the second in games 1 and 2" in text
    assert "Match, games 1 + 2 + 3" in text and "Settlement" in text
    assert "Hollywood: three games at once" in text
    assert len(pdf_pages(pdf)) == 1
    to_png(pdf, "pad-hollywood")


def test_oklahoma_pad_has_an_upcard_column_and_a_spade_mark(to_png) -> None:
    options = PadOptions(kind="oklahoma", rules=pad_rules("oklahoma", "oklahoma"),
                         preset="oklahoma", players=("Ann", "Bob"), games=2, paper="letter")
    pdf = render_pad_pdf(options)
    text = " ".join(pdf_text(pdf).split())
    assert text.count("Upcard") == 2 and text.count("♠") >= 2
    assert "its value is the knock limit" in text
    assert "Tick ♠ when it is a spade: that hand scores double" in text
    assert "game to 150" in text
    assert len(pdf_pages(pdf)) == 1
    to_png(pdf, "pad-oklahoma")


def test_partnership_pad_has_two_teams_of_two_and_plays_to_125(to_png) -> None:
    options = PadOptions(kind="partnership", rules=pad_rules("partnership"),
                         players=("Ann", "Bob", "Cat", "Dan"), orientation="landscape")
    pdf = render_pad_pdf(options)
    text = " ".join(pdf_text(pdf).split())
    assert "Team 1" in text and "Team 2" in text
    for seat, name in enumerate(("Ann", "Bob", "Cat", "Dan"), start=1):
        assert f"{seat} {name}" in text
    assert "1–3 2–4" in text and "1–4 2–3" in text
    assert "Target 125" in text and "game to 125" in text
    assert "Team pays team" in text
    assert len(pdf_pages(pdf)) == 1
    to_png(pdf, "pad-partnership")


def test_a_name_is_text_never_markup(to_png) -> None:
    options = PadOptions(players=("<script>alert(1)</script>", "Bob & Co"))
    html = render_pad_html(options)
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html and "Bob &amp; Co" in html
    pdf = render_pad_pdf(options)
    text = pdf_text(pdf)
    assert "<script>alert(1)</script>" in text and "Bob & Co" in text
    to_png(pdf, "pad-escaped")


def test_foot_rows_follow_the_rules() -> None:
    assert [row.label for row in foot_rows(rules_for("standard"))] == [
        "Total", "Boxes", "Game bonus", "Grand total"]
    assert [row.label for row in foot_rows(rules_for("simple"))] == ["Total", "Grand total"]
    gin25 = foot_rows(rules_for("gin25"))
    assert [row.label for row in gin25] == ["Total", "Game bonus", "Grand total"]
    assert gin25[-1].hint == "× 2 on a shutout"


def test_simple_rules_print_no_boxes_bonus_or_settlement() -> None:
    html = render_pad_html(PadOptions(rules=rules_for("simple"), preset="simple"))
    assert "Grand total" in html
    assert "Boxes" not in html and "Game bonus" not in html and "Settlement" not in html


def test_a_stake_adds_the_money_to_the_settlement_line() -> None:
    html = render_pad_html(PadOptions(rules=rules_for("standard", {"stake": "0.05"})))
    assert "× 0.05 =" in html


def test_too_many_games_for_the_page_are_refused_with_the_reason() -> None:
    with pytest.raises(AppError, match=r"6 standard games do not fit on one A4 landscape page "
                                       r"with at least 8 hand lines each \(at most 3 fit\)"):
        layout(PadOptions(games=6, orientation="landscape"))
    with pytest.raises(AppError, match=r"\(at most 3 fit; 4 fit in portrait\)"):
        layout(PadOptions(games=4, paper="letter", orientation="landscape"))
    with pytest.raises(AppError, match="between 1 and 8"):
        PadOptions(games=0)


def test_the_number_of_names_must_match_the_pad() -> None:
    with pytest.raises(AppError, match="has 4 players, not 2"):
        PadOptions(kind="partnership", players=("Ann", "Bob"))
    with pytest.raises(AppError, match="2 or 3 players, not 1"):
        PadOptions(players=("Ann",))
    assert PadOptions(players=("Ann", "Bob", "Cat")).players == ("Ann", "Bob", "Cat")


@pytest.mark.parametrize(("kind", "paper", "orientation", "games"), [
    ("standard", "a4", "portrait", 4),
    ("standard", "letter", "landscape", 3),
])
def test_every_layout_fills_exactly_one_page(kind, paper, orientation, games) -> None:
    preset = {"hollywood": "hollywood", "oklahoma": "oklahoma"}.get(kind, "standard")
    options = PadOptions(kind=kind, rules=pad_rules(kind, preset), preset=preset, paper=paper,
                         orientation=orientation, games=games)
    pdf = render_pad_pdf(options)
    assert len(pdf_pages(pdf)) == 1
    assert pdf_text(pdf).count("Grand total") == games
