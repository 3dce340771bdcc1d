"""Signing in with the household passphrase, from a page or through the API; signing out.

A right passphrase marks the session signed in (`access`) for
``PERMANENT_SESSION_LIFETIME`` (400 days, renewed as it is used: `core.sessions`), so a
tablet that signed in once stays signed in. Wrong guesses are counted per
client address (`ratelimit`): 429 with ``Retry-After`` once they are too many.
"""

from __future__ import annotations

import math
from typing import Any, Final

from flask import (
    Blueprint,
    Response,
    jsonify,
    redirect,
    render_template,
    request,
    session,
    url_for,
)
from werkzeug.wrappers import Response as BaseResponse

from ...api_models.signin import CsrfToken, SignedIn, SignIn
from ...gin.phrases import N_, Phrase, phrase
from ..core import csrf
from ..core.access import (
    NO_PASSPHRASE,
    SESSION_KEY,
    passphrase_needed,
    safe_next,
    session_fingerprint,
    signed_in,
    stored_hash,
)
from ..core.errors import error_response
from ..core.json_body import json_body
from ..core.language import fault
from ..core.openapi import contribute
from ..core.passphrase import MAX_LENGTH, matches
from .api_spec import PATHS, TAGS
from .ratelimit import limiter

bp = Blueprint("signin", __name__)
contribute(bp, PATHS, TAGS)

WRONG: Final = N_("That is not the household passphrase.")
TOO_MANY: Final = N_("Too many wrong tries from this device. Wait %(wait)s before trying again "
                     "(the wait grows with each round of wrong tries).")
WRONG_TOO_MANY: Final = N_("That is not the household passphrase. Too many wrong tries from this "
                           "device. Wait %(wait)s before trying again (the wait grows with each "
                           "round of wrong tries).")


def _wait_text(seconds: float) -> Phrase:
    whole = math.ceil(seconds)
    if whole < 120:
        return phrase(N_("%(n)s seconds"), n=whole)
    return phrase(N_("%(n)s minutes"), n=math.ceil(whole / 60))


class Refusal(Exception):
    """A sign-in refused: the message (a `Phrase`: English as ``str``, the page words it in
    its language), its status, and the wait (Retry-After) if any."""

    def __init__(self, message: Phrase, status: int, wait: float = 0.0) -> None:
        super().__init__(str(message))
        self.phrase = message
        self.status = status
        self.wait = wait


def attempt(guess: Any) -> None:
    """Sign this session in with ``guess``, or raise `Refusal`."""
    address = request.remote_addr or "unknown"
    wait = limiter().wait_for(address)
    if wait:
        raise Refusal(phrase(TOO_MANY, wait=_wait_text(wait)), 429, wait)
    stored = stored_hash()
    if stored is None:
        raise Refusal(Phrase(NO_PASSPHRASE), 503)
    if not isinstance(guess, str) or not guess.strip() or len(guess) > MAX_LENGTH:
        guessed = False
    else:
        guessed = matches(stored, guess)
    if not guessed:
        wait = limiter().failed(address)
        if wait:
            raise Refusal(phrase(WRONG_TOO_MANY, wait=_wait_text(wait)), 429, wait)
        raise Refusal(Phrase(WRONG), 401)
    limiter().succeeded(address)
    session.clear()  # a fresh session: nothing from before signing in carries over
    session[SESSION_KEY] = session_fingerprint(stored)
    session.permanent = True
    csrf.renew()


def _with_wait(response: Response, wait: float) -> Response:
    if wait:
        response.headers["Retry-After"] = str(math.ceil(wait))
    return response


@bp.get("/signin")
def form() -> str | BaseResponse:
    target = safe_next(request.args.get("next"))
    if not passphrase_needed() or signed_in():
        return redirect(target, 303)
    return render_template("signin/signin.html", next=target, problem="",
                           no_passphrase=stored_hash() is None)


@bp.post("/signin")
def sign_in() -> BaseResponse | tuple[str, int, dict[str, str]]:
    target = safe_next(request.form.get("next"))
    try:
        attempt(request.form.get("passphrase", ""))
    except Refusal as refusal:
        headers = {"Retry-After": str(math.ceil(refusal.wait))} if refusal.wait else {}
        page = render_template("signin/signin.html", next=target, problem=fault(refusal),
                               no_passphrase=refusal.status == 503)
        return page, refusal.status, headers
    return redirect(target, 303)


@bp.post("/signout")
def sign_out() -> BaseResponse:
    session.clear()
    return redirect(url_for("signin.form") if passphrase_needed() else "/", 303)


@bp.get("/api/csrf")
def csrf_token() -> Response:
    return jsonify(CsrfToken(csrf_token=csrf.csrf_token(), signed_in=signed_in(),
                             passphrase_needed=passphrase_needed()).dump())


@bp.post("/api/signin")
def api_sign_in() -> Response:
    body = SignIn.parse(json_body(), 'the body {"passphrase": "..."}')
    try:
        attempt(body.passphrase)
    except Refusal as refusal:
        return _with_wait(error_response(str(refusal), refusal.status), refusal.wait)
    return jsonify(SignedIn(signed_in=True, csrf_token=csrf.csrf_token()).dump())


@bp.post("/api/signout")
def api_sign_out() -> Response:
    session.clear()
    return jsonify(SignedIn(signed_in=False, csrf_token=csrf.csrf_token()).dump())
