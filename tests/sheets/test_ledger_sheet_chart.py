"""The score as a picture on the printed match sheet: the same server-side SVG as the match
page, drawn by WeasyPrint under the games when the page has room; a sheet that fills its
page keeps its pages and goes without."""

from __future__ import annotations

import numpy as np
from ledger_matches import THREE, long_standard, record
from PIL import Image
from sheet_reading import flat, text_pages

from scorekeeper.ledger import Ledger
from scorekeeper.sheets.chart import COLOURS
from scorekeeper.sheets.from_ledger import sheet_of_stored
from scorekeeper.sheets.match_sheet import render_match_html, render_match_pdf


def colour_pixels(png, colour: str) -> int:
    """Pixels near a chart line's colour (no other ink on the sheet is blue or orange)."""
    want = np.array([int(colour[i:i + 2], 16) for i in (1, 3, 5)])
    rgb = np.asarray(Image.open(png).convert("RGB")).astype(int)
    return int((np.abs(rgb - want).sum(axis=2) < 60).sum())


def test_the_pdf_draws_each_sides_running_total_under_the_games(ledger: Ledger, to_png) -> None:
    stored = ledger.get_match(record(ledger, THREE).id)
    pdf = render_match_pdf(sheet_of_stored(stored))
    pages = text_pages(pdf)
    assert len(pages) == 1
    text = flat(pages[0])
    assert "The score as a picture" in text
    # Each line's end is labelled with the side's total; Cal won the game and leads.
    assert "Cal 104 ▲" in text and "Ann 30" in text
    png = to_png(pdf, "three")[0]
    for colour in COLOURS[:3]:  # Ann's, Bob's and Cal's lines, each in its own colour
        assert colour_pixels(png, colour) > 20, colour


def test_a_sheet_that_fills_its_page_keeps_its_pages_without_the_chart(ledger: Ledger) -> None:
    stored = ledger.get_match(ledger.import_match(long_standard(40)).id)
    html = render_match_html(sheet_of_stored(stored))
    assert "data-sheet-chart" not in html
    assert "The score as a picture" not in flat(text_pages(render_match_pdf(
        sheet_of_stored(stored)))[0])
