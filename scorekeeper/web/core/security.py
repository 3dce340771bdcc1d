"""Response headers that keep the pages to their own scripts and styles, out of frames, and out
of caches.

Every script and style sheet is a static file of the app, so the
Content-Security-Policy allows nothing inline: no ``<script>`` bodies, no
``onclick=`` handlers, no ``style=`` attributes. Frames are refused
(``frame-ancestors 'none'`` and ``X-Frame-Options``). Every answer but the
static files and the home-screen icons is ``Cache-Control: no-store``: a match's
scores are never kept by a shared browser cache or shown stale from one. Turn
the headers off with ``SECURITY_HEADERS = False`` (only to debug). Who may
open the app is `access`; CSRF tokens are `csrf`.
"""

from __future__ import annotations

from typing import Final

from flask import Flask, Response, request

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
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
}

CACHEABLE_ENDPOINTS: Final = frozenset({"static", "pwa.favicon", "pwa.apple_touch_icon",
                                        "pwa.manifest"})
"""Answers that hold no match data: the browser may keep them (by their own rules)."""
NO_STORE: Final = "no-store"


_LOWER: Final = tuple((name.lower(), name, value) for name, value in HEADERS.items())


def add_headers(response: Response) -> Response:
    headers = response.headers
    present = {name.lower() for name in headers.keys()}  # noqa: SIM118  (Headers, not dict)
    for lower, name, value in _LOWER:
        if lower not in present:
            headers.add(name, value)
    if request.endpoint not in CACHEABLE_ENDPOINTS:
        response.headers["Cache-Control"] = NO_STORE
    return response


def register(app: Flask) -> None:
    if app.config["SECURITY_HEADERS"]:
        app.after_request(add_headers)
