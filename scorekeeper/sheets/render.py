"""HTML to PDF with WeasyPrint; the fonts come from the system (DejaVu Sans).

DejaVu Sans has the four suit symbols, so cards print as ``10♥`` without a
fallback font; WeasyPrint embeds the subset of the font a sheet uses.
"""

from __future__ import annotations

import logging
from pathlib import Path

from ..errors import AppError
from ..gin.phrases import N_
from .templating import TEMPLATES_DIR


def html_to_pdf(html: str, copies: int = 1) -> bytes:
    """The PDF of an HTML sheet (its print CSS sets the paper and the margins).

    ``copies`` repeats the laid-out pages that many times (a pad of identical
    sheets is laid out once, not once a page).
    """
    return html_to_pdf_pages(html, copies)[0]


def html_to_pdf_pages(html: str, copies: int = 1) -> tuple[bytes, int]:
    """`html_to_pdf`, and how many pages the PDF has."""
    import weasyprint  # imported here: loading it costs a few hundred milliseconds

    logging.getLogger("weasyprint").setLevel(logging.ERROR)
    logging.getLogger("fontTools").setLevel(logging.ERROR)
    document = weasyprint.HTML(string=html, base_url=str(TEMPLATES_DIR)).render()
    if copies > 1:
        document = document.copy(document.pages * copies)
    pdf = document.write_pdf()
    assert pdf is not None
    return bytes(pdf), len(document.pages)


def write_output(data: bytes | str, target: Path) -> None:
    """Write a rendered sheet (PDF bytes or HTML text) to ``target``."""
    try:
        if isinstance(data, str):
            target.write_text(data, encoding="utf-8")
        else:
            target.write_bytes(data)
    except OSError as error:
        raise AppError(N_("cannot write %(file)s: %(why)s"), file=str(target),
                       why=str(error.strerror or error)) from None
