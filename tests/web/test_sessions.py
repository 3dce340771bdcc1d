"""The session cookie (`core.sessions`): Flask's cookie, renewed now and then, not on every answer.

Cookies are signed here as Flask signs them (itsdangerous, the app's key, Flask's salt and
serializer), some with a signing time in the past, and sent to the real app.
"""

from __future__ import annotations

import hashlib
import time
from datetime import timedelta
from typing import Any

from flask import Flask, request
from flask.json.tag import TaggedJSONSerializer
from flask.sessions import SecureCookieSessionInterface
from itsdangerous import TimestampSigner, URLSafeTimedSerializer

from scorekeeper.web.core.sessions import RENEW_AFTER

COOKIE = "scorekeeper_session"
TOKEN = "a-token-of-this-session"


def signed(app: Flask, data: dict[str, Any], age: float = 0.0) -> str:
    """A session cookie holding ``data``, signed as Flask signs it ``age`` seconds ago."""

    class Then(TimestampSigner):
        def get_timestamp(self) -> int:
            return int(time.time() - age)

    return URLSafeTimedSerializer(
        app.secret_key, salt="cookie-session", serializer=TaggedJSONSerializer(),
        signer=Then, signer_kwargs={"key_derivation": "hmac", "digest_method": hashlib.sha1},
    ).dumps(data)


def set_cookies(response: Any) -> list[str]:
    return [h for h in response.headers.getlist("Set-Cookie") if h.startswith(f"{COOKIE}=")]


def session_token(client: Any, cookie: str) -> tuple[str, list[str]]:
    """The CSRF token the app finds in the session of ``cookie``, and the cookies it sets."""
    client.set_cookie(COOKIE, cookie)
    response = client.get("/api/csrf")
    assert response.status_code == 200
    return response.get_json()["csrf_token"], set_cookies(response)


def test_a_new_session_gets_its_cookie_and_later_answers_do_not_repeat_it(bare_client):
    first = bare_client.get("/api/csrf")
    assert set_cookies(first)  # the token was new: the session changed
    token = first.get_json()["csrf_token"]
    for _ in range(3):
        again = bare_client.get("/api/csrf")
        assert again.get_json()["csrf_token"] == token
        assert set_cookies(again) == []
    made = bare_client.post("/api/matches", json={"players": ["Ann", "Bob"]},
                            headers={"X-CSRF-Token": token})
    assert made.status_code == 201
    assert set_cookies(made) == []


def test_an_unchanged_session_is_renewed_once_its_cookie_is_an_hour_old(app, bare_client):
    token, cookies = session_token(bare_client, signed(app, {"csrf": TOKEN, "_permanent": True},
                                                       age=RENEW_AFTER - 60))
    assert token == TOKEN and cookies == []
    token, cookies = session_token(bare_client, signed(app, {"csrf": TOKEN, "_permanent": True},
                                                       age=RENEW_AFTER + 60))
    assert token == TOKEN and len(cookies) == 1
    renewed = cookies[0].split(";", 1)[0].split("=", 1)[1]
    # the new cookie opens the same session, and is fresh: the next answer does not renew it
    token, cookies = session_token(bare_client, renewed)
    assert token == TOKEN and cookies == []


def test_a_cookie_signed_by_flasks_own_interface_opens_its_session(app, bare_client):
    flask_own = SecureCookieSessionInterface().get_signing_serializer(app)
    assert flask_own is not None
    token, _ = session_token(bare_client, flask_own.dumps({"csrf": TOKEN}))
    assert token == TOKEN


def test_a_tampered_or_foreign_cookie_opens_no_session(app, bare_client):
    good = signed(app, {"csrf": TOKEN})
    payload, stamp, signature = good.rsplit(".", 2)
    forged = f"{payload}.{stamp}.{'A' if signature[0] != 'A' else 'B'}{signature[1:]}"
    assert session_token(bare_client, forged)[0] != TOKEN
    other_key = URLSafeTimedSerializer(
        "another key", salt="cookie-session", serializer=TaggedJSONSerializer(),
        signer_kwargs={"key_derivation": "hmac", "digest_method": hashlib.sha1})
    assert session_token(bare_client, other_key.dumps({"csrf": TOKEN}))[0] != TOKEN


def test_a_cookie_past_the_lifetime_is_refused_even_after_it_was_accepted(app, bare_client):
    cookie = signed(app, {"csrf": TOKEN}, age=7200)
    assert session_token(bare_client, cookie)[0] == TOKEN  # checked once, and remembered
    app.config["PERMANENT_SESSION_LIFETIME"] = timedelta(hours=1)
    assert session_token(bare_client, cookie)[0] != TOKEN
    assert session_token(bare_client, signed(app, {"csrf": TOKEN}, age=60))[0] == TOKEN


def test_each_request_gets_its_own_copy_of_a_remembered_session(app):
    cookie = signed(app, {"csrf": TOKEN, "_permanent": True})
    with app.test_request_context(headers={"Cookie": f"{COOKIE}={cookie}"}):
        interface = app.session_interface
        first = interface.open_session(app, request)
        assert first is not None and first["csrf"] == TOKEN
        first["csrf"] = "changed in one request"
        second = interface.open_session(app, request)
        assert second is not None and second["csrf"] == TOKEN
