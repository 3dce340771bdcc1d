"""Answers that carry a printed sheet: the PDF to download, and the same sheet as HTML.

A sheet's HTML is the document WeasyPrint prints (``templates/sheets/``): its
print CSS sits in one ``<style>`` element, because the page size, the margins
and the width of a pad's games follow the options. The app's own policy
allows no inline style, so a sheet is answered with a Content-Security-Policy
of its own that allows exactly that element's text (by its SHA-256 hash) and
nothing else: no script at all, no style attribute, no other style, nothing
loaded from anywhere. Only the app's own pages may frame it (the previews on
the print pages). User text in a sheet is escaped by the templates.

Laying out a PDF takes WeasyPrint about half a second to a second of CPU, most
of it holding Python's interpreter lock. `pdf_slot` lets two requests lay out
PDFs at once (WeasyPrint's C libraries run a little in parallel); a third
waits its turn without taking the interpreter from the pages the other
server threads are answering.
"""

from __future__ import annotations

import base64
import hashlib
import re
import threading
import unicodedata
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Final

from flask import Response

from ...sheets.paper import Page

STYLE_ELEMENT: Final = re.compile(r"<style>(.*?)</style>", re.S)
MAX_SLUG: Final = 40
PDFS_AT_ONCE: Final = 2
_pdf_slots = threading.BoundedSemaphore(PDFS_AT_ONCE)


@contextmanager
def pdf_slot() -> Iterator[None]:
    """Hold one of the `PDFS_AT_ONCE` places to lay out a PDF while the block runs."""
    with _pdf_slots:
        yield


def style_hashes(html: str) -> list[str]:
    """The CSP source expressions (``'sha256-…'``) of each ``<style>`` element's text."""
    found = []
    for text in STYLE_ELEMENT.findall(html):
        digest = hashlib.sha256(text.encode("utf-8")).digest()
        found.append(f"'sha256-{base64.b64encode(digest).decode('ascii')}'")
    return found


def sheet_policy(html: str) -> str:
    """The Content-Security-Policy for this sheet's HTML: its own style elements, nothing more."""
    styles = " ".join(dict.fromkeys(style_hashes(html))) or "'none'"
    return "; ".join((
        "default-src 'none'",
        f"style-src {styles}",
        "img-src 'self' data:",
        "base-uri 'none'",
        "form-action 'none'",
        "frame-ancestors 'self'",
    ))


def html_response(html: str) -> Response:
    """A sheet's HTML, with its own policy; never cached (a match changes as it is played)."""
    response = Response(html, mimetype="text/html")
    response.headers["Content-Security-Policy"] = sheet_policy(html)
    response.headers["X-Frame-Options"] = "SAMEORIGIN"
    response.headers["Cache-Control"] = "no-store"
    return response


def pdf_response(pdf: bytes, filename: str) -> Response:
    """A PDF to download, under ``filename`` (plain ASCII: see `slug`)."""
    response = Response(pdf, mimetype="application/pdf")
    response.headers["Content-Disposition"] = f'attachment; filename="{filename}"'
    response.headers["Cache-Control"] = "no-store"
    return response


def preview_size_mm(page: Page) -> tuple[float, float]:
    """The frame a sheet's preview is shown in: as wide as the sheet's HTML lays out on screen
    (the paper's body, the sheet's own 4 mm padding and a little room on each side:
    ``templates/sheets/base.html``), and one sheet of the paper tall."""
    return round(page.body_mm[0] + 12, 1), round(page.size_mm[1], 1)


def slug(text: str) -> str:
    """Words fit for a file name: ``"Friday: Zoë v Bob"`` -> ``friday-zoe-v-bob``.

    Letters are folded to ASCII where they have a plain form; anything else
    separates words. Empty when nothing is left.
    """
    plain = unicodedata.normalize("NFKD", text).encode("ascii", "ignore").decode("ascii")
    words = re.findall(r"[a-z0-9]+", plain.lower())
    joined = "-".join(words)[:MAX_SLUG].strip("-")
    return joined
