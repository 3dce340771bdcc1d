"""CSRF tokens: every request that may change something carries the session's token.

A token is made per session (kept in the signed session cookie) the first
time a page needs one. Forms carry it as the hidden field ``csrf_token``
(`csrf_field`, put into every POST form by the ``form`` macro); API calls and
scripts send it in the ``X-CSRF-Token`` header (``GET /api/csrf`` gives it, and
every page has it in ``<meta name="csrf-token">``). A POST, PUT, PATCH or
DELETE without the session's token is refused with 403 before any view runs,
so nothing is changed. The only exceptions are the three pure calculations
(`EXEMPT_ENDPOINTS`): settling a hand from the settle page or ``/api/settle``
and ``/api/deadwood`` read no stored data and write none, so a forged one
gains nothing, and scripts may call them without a session. A page on another site cannot read the token (the
browser keeps other sites from reading this one's pages), so it cannot forge
a request that carries it.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Final

from flask import Flask, Response, request, session
from markupsafe import Markup, escape

from ...gin.phrases import N_, Phrase
from .errors import error_response

SESSION_KEY: Final = "csrf"
FIELD: Final = "csrf_token"
HEADER: Final = "X-CSRF-Token"
SAFE_METHODS: Final = frozenset({"GET", "HEAD", "OPTIONS", "TRACE"})
EXEMPT_ENDPOINTS: Final = frozenset({"hands.settle_hand", "api.settle", "api.deadwood"})
"""Pure calculations: nothing stored is read or written (a test checks the database)."""
REFUSED_STATUS: Final = 403
MESSAGE: Final = N_("This request did not carry this app's security token (the page may have "
                  "been open since before a restart or a sign-in, or it came from another "
                  "site), so nothing was changed. Reload the page and try again.")
API_MESSAGE: Final = (f"missing or wrong {HEADER} header: GET /api/csrf (with the session "
                      f"cookie) gives the token to send; nothing was changed")


def csrf_token() -> str:
    """This session's token, made (and the session cookie set) on first use."""
    token = session.get(SESSION_KEY)
    if not isinstance(token, str) or not token:
        token = session[SESSION_KEY] = secrets.token_urlsafe(32)
        session.permanent = True
    return token


def csrf_field() -> Markup:
    """The hidden CSRF input of a POST form."""
    return Markup('<input type="hidden" name="{}" value="{}">').format(FIELD,
                                                                         escape(csrf_token()))


def renew() -> str:
    """A fresh token (after signing in or out)."""
    session.pop(SESSION_KEY, None)
    return csrf_token()


def _sent_token() -> str:
    sent = request.headers.get(HEADER, "")
    if not sent and request.mimetype in ("application/x-www-form-urlencoded",
                                         "multipart/form-data"):
        sent = request.form.get(FIELD, "")
    return sent


def check() -> Response | None:
    """Refuse (403) a state-changing request without the session's token; None lets it pass."""
    if request.method in SAFE_METHODS or request.endpoint in EXEMPT_ENDPOINTS:
        return None
    expected = session.get(SESSION_KEY)
    sent = _sent_token()
    if isinstance(expected, str) and expected and sent and hmac.compare_digest(
            sent.encode("utf-8", "surrogatepass"), expected.encode()):
        return None
    is_api = request.path.startswith("/api/")
    return error_response(API_MESSAGE if is_api else Phrase(MESSAGE), REFUSED_STATUS,
                          N_("The page had expired"))


def register(app: Flask) -> None:
    app.jinja_env.globals.update(csrf_field=csrf_field, csrf_token=csrf_token)
    app.before_request(check)
