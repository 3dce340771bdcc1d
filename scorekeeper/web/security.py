"""Response headers that keep the pages to their own scripts and styles.

Every script and style sheet is a static file of the app, so the
Content-Security-Policy allows nothing inline: no ``<script>`` bodies, no
``onclick=`` handlers, no ``style=`` attributes. Turn the headers off with
``SECURITY_HEADERS = False`` (only to debug). Sign-in and CSRF tokens come
with issue 7; they hook in here and in `forms.csrf_field`.
"""

from __future__ import annotations

from typing import Final

from flask import Flask, Response

CONTENT_SECURITY_POLICY: Final = "; ".join((
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "manifest-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
))

HEADERS: Final[dict[str, str]] = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "same-origin",
}


def add_headers(response: Response) -> Response:
    for name, value in HEADERS.items():
        response.headers.setdefault(name, value)
    return response


def register(app: Flask) -> None:
    if app.config["SECURITY_HEADERS"]:
        app.after_request(add_headers)
