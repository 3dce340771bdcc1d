"""A match's score sheet from the ledger: the page with the print options and a preview,
the sheet's HTML, and the PDF to download.

``GET /matches/ID/sheet`` (the page the match page's print button opens),
``GET /matches/ID/sheet.html`` (the sheet itself, as `sheet_responses` serves
sheets) and ``GET /matches/ID/sheet.pdf``; each takes ``paper``,
``orientation`` and ``appendix`` (the cards of each hand). The sheet shows the
match as the ledger has it now, an open match included (what is recorded so
far); nothing is scored here. An unknown match is the 404 page; options that
cannot be printed bring the page back with the fault named (400).
"""

from __future__ import annotations

from dataclasses import replace

from flask import Blueprint, render_template, request, url_for
from werkzeug.wrappers import Response

from ...ledger.records import MatchSnapshot
from ...sheets import SheetOptions, render_match_html, render_match_pdf, sheet_of_stored
from ..core.errors import short
from ..core.language import current_language
from ..core.ledger_access import ledger
from ..core.titles import match_title
from .forms import FIELD_LABELS, FORM_STATUS, PAPER_LABELS, SheetForm, default_paper
from .responses import html_response, pdf_response, pdf_slot, preview_size_mm, slug

bp = Blueprint("match_sheets", __name__, url_prefix="/matches/<int:match_id>")


def sheet_language(stored: MatchSnapshot) -> str:
    """The language a match's sheet prints in: the match's own, else the page's."""
    return stored.language or current_language()


def _read(match_id: int) -> tuple[MatchSnapshot, SheetForm, SheetOptions | None, dict[str, str]]:
    stored = ledger().get_match(match_id)
    form = SheetForm.from_args(request.args, default_paper())
    options, errors = form.read()
    if options is not None:
        options = replace(options, lang=sheet_language(stored))
    return stored, form, options, errors


def title_of(stored: MatchSnapshot) -> str:
    return match_title(stored.match.players, stored.match.units, stored.name)


def _page(stored: MatchSnapshot, form: SheetForm, options: SheetOptions | None,
          errors: dict[str, str]) -> tuple[str, int]:
    query = form.query()
    hands = len(stored.tally.hands)
    return render_template(
        "printing/match_sheet.html", match_id=stored.id, title=title_of(stored),
        form=form, options=options, papers=PAPER_LABELS, labels=FIELD_LABELS,
        errors={name: short(message) for name, message in errors.items()},
        hands=hands, finished=stored.finished, sheet_language=sheet_language(stored),
        own_language=bool(stored.language),
        preview_url=url_for(".sheet_html", match_id=stored.id, **query) if options else "",
        preview_size_mm=preview_size_mm(options.page) if options else (0, 0),
    ), FORM_STATUS if errors else 200


@bp.get("/sheet")
def sheet_page(match_id: int) -> tuple[str, int]:
    return _page(*_read(match_id))


@bp.get("/sheet.html")
def sheet_html(match_id: int) -> Response | tuple[str, int]:
    stored, form, options, errors = _read(match_id)
    if options is None:
        return _page(stored, form, options, errors)
    return html_response(render_match_html(sheet_of_stored(stored, options.lang), options))


@bp.get("/sheet.pdf")
def sheet_pdf(match_id: int) -> Response | tuple[str, int]:
    stored, form, options, errors = _read(match_id)
    if options is None:
        return _page(stored, form, options, errors)
    view = sheet_of_stored(stored, options.lang)
    with pdf_slot():
        pdf = render_match_pdf(view, options)
    return pdf_response(pdf, sheet_filename(stored))


def sheet_filename(stored: MatchSnapshot) -> str:
    """``gin-match-3-friday.pdf``: the match's number and its name (else its players)."""
    words = slug(title_of(stored))
    return f"gin-match-{stored.id}{'-' + words if words else ''}.pdf"
