"""The web app renders the same templates from the same context: no filters of our own."""

from __future__ import annotations

from flask import Flask, render_template
from ledger_matches import PARTNERSHIP, THREE
from sheet_examples import hollywood_match, standard_match

from scorekeeper.ledger import match_from_dict, tally
from scorekeeper.sheets import (
    PadOptions,
    match_context,
    pad_context,
    render_pad_html,
    sheet_of_tally,
)
from scorekeeper.sheets.match_sheet import SheetOptions, render_match_html, template_name
from scorekeeper.sheets.templating import TEMPLATES_DIR


def app() -> Flask:
    return Flask(__name__, template_folder=str(TEMPLATES_DIR))


def test_a_flask_app_renders_the_pad_as_the_sheets_do() -> None:
    options = PadOptions(players=("Ann", "<b>Bob</b>"), games=2)
    with app().app_context():
        html = render_template("sheets/pad_standard.html", **pad_context(options))
    assert html == render_pad_html(options)
    assert "&lt;b&gt;Bob&lt;/b&gt;" in html


def test_a_flask_app_renders_every_match_sheet_as_the_sheets_do() -> None:
    from_ledger = [sheet_of_tally(tally(match_from_dict(description)))
                   for description in (PARTNERSHIP, THREE)]
    for view in (standard_match(), hollywood_match(), *from_ledger):
        options = SheetOptions(appendix=True)
        with app().app_context():
            html = render_template(template_name(view), **match_context(view, options))
        assert html == render_match_html(view, options)
    assert template_name(from_ledger[0]) == "sheets/match_partnership.html"
