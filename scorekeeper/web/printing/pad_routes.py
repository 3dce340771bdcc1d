"""Print a score pad: the options of ``scorekeeper pad`` as a form, a preview, the PDF.

``GET /score-pad`` is the form (a GET form: printing changes nothing) with a
preview of the pad below it; ``GET /score-pad.html`` is the pad's own HTML
(the document WeasyPrint prints, with its own policy: `sheet_responses`), and
``GET /score-pad.pdf`` the PDF to download. Options that cannot be printed
bring the form back with each fault named (400) from any of the three.

A pad's PDF is laid out by WeasyPrint in the request's thread (about 0.1 s of
CPU a page, 0.3 s for the first), two requests at a time (`pdf_slot`); the
server's other threads go on serving pages meanwhile.
"""

from __future__ import annotations

from dataclasses import replace

from flask import Blueprint, current_app, render_template, request, url_for
from werkzeug.wrappers import Response

from ...gin.rules import PRESETS
from ...sheets.pads import PadOptions, pad_description, render_pad_html, render_pad_pdf
from ..core.errors import short
from ..core.language import current_language, preset_label, words
from .forms import (
    FIELD_LABELS,
    FORM_STATUS,
    KIND_LABELS,
    MAX_PAGES,
    PAPER_LABELS,
    SEAT_LABELS,
    PadForm,
    default_paper,
)
from .responses import html_response, pdf_response, pdf_slot, preview_size_mm

bp = Blueprint("sheets", __name__)

def _form() -> PadForm:
    return PadForm.from_args(request.args, current_app.config["DEFAULT_PRESET"], default_paper(),
                             current_language())


def describe(options: PadOptions) -> str:
    """``standard pad, A4 portrait, 2 games a page, 1 page`` (as ``scorekeeper pad`` says)."""
    return pad_description(options, words())


def _page(form: PadForm, options: PadOptions | None,
          errors: dict[str, str]) -> tuple[str, int]:
    query = form.query()
    return render_template(
        "printing/score_pad.html", form=form, options=options,
        errors={name: short(message) for name, message in errors.items()},
        labels=FIELD_LABELS, kinds=_translated(KIND_LABELS), seats=_translated(SEAT_LABELS),
        papers=PAPER_LABELS,
        presets={name: preset_label(name) for name in PRESETS}, max_pages=MAX_PAGES,
        described=describe(options) if options else "",
        preview_url=url_for("sheets.pad_html", **query) if options else "",
        preview_size_mm=preview_size_mm(options.page) if options else (0, 0),
    ), FORM_STATUS if errors else 200


def _translated(labels: dict[str, str]) -> dict[str, str]:
    w = words()
    return {value: w._(label) for value, label in labels.items()}


@bp.get("/score-pad")
def score_pad() -> tuple[str, int]:
    form = _form()
    options, errors = form.read()
    return _page(form, options, errors)


@bp.get("/score-pad.html")
def pad_html() -> Response | tuple[str, int]:
    """The pad's HTML: one page (the pages of a pad are all alike)."""
    form = _form()
    options, errors = form.read()
    if options is None:
        return _page(form, options, errors)
    return html_response(render_pad_html(replace(options, pages=1)))


@bp.get("/score-pad.pdf")
def pad_pdf() -> Response | tuple[str, int]:
    form = _form()
    options, errors = form.read()
    if options is None:
        return _page(form, options, errors)
    with pdf_slot():
        pdf = render_pad_pdf(options)
    return pdf_response(pdf, pad_filename(options))


def pad_filename(options: PadOptions) -> str:
    """``score-pad-oklahoma-letter-landscape.pdf``: the kind, the paper, the orientation."""
    return f"score-pad-{options.kind}-{options.paper}-{options.orientation}.pdf"
