"""The session cookie, as Flask signs it, with less work per request.

Flask's own `SecureCookieSessionInterface` builds a new signing serializer (and derives
its key again) for every request, checks the cookie's signature again even when the same
tablet sends the same cookie a thousand times, and signs and sends a new cookie with every
answer to keep a permanent session alive. The cookie, its signature and its lifetime stay
exactly as Flask makes them (a cookie signed before this change still opens its session);
only that repeated work goes:

- one serializer per set of keys, its key derived once;
- a cookie whose signature was checked recently is not checked again (`VERIFIED`
  remembers the last checked cookies and what they hold; its age is still checked against
  ``PERMANENT_SESSION_LIFETIME`` every time, and each request gets its own copy of the data);
- an unchanged permanent session is renewed (a new cookie with a new expiry) when its
  cookie is at least `RENEW_AFTER` old, not on every answer: a tablet in use keeps a
  session of ``PERMANENT_SESSION_LIFETIME`` from its last renewal, at most an hour ago. A
  changed session (a sign-in, a new CSRF token, a language) is written at once, as before.
"""

from __future__ import annotations

import copy
import threading
import time
from collections import OrderedDict
from collections.abc import Sequence
from typing import Any, ClassVar, Final

from flask import Flask, Request, Response
from flask.sessions import SecureCookieSession, SecureCookieSessionInterface, SessionMixin
from itsdangerous import BadSignature, TimestampSigner, URLSafeTimedSerializer
from itsdangerous.encoding import want_bytes

RENEW_AFTER: Final = 3600
"""Seconds after which an unchanged permanent session's cookie is signed and sent again."""
VERIFIED: Final = 4096
"""How many checked cookies are remembered (one a tablet; the oldest forgotten first)."""


_IMMUTABLE: Final = (str, int, float, bool, type(None))
"""Values a session's copy may share with the remembered one (others are copied deeply)."""


class KeptSession(SecureCookieSession):
    """A session, and when the cookie it was read from was signed (None: a new session)."""

    signed_at: int | None = None


class _OnceDerivedSigner(TimestampSigner):
    """itsdangerous's timestamp signer, with each key derived once instead of per call."""

    _derived: ClassVar[dict[tuple[bytes, bytes, str, Any], bytes]] = {}
    _lock: ClassVar[threading.Lock] = threading.Lock()

    def derive_key(self, secret_key: str | bytes | None = None) -> bytes:
        key = self.secret_keys[-1] if secret_key is None else want_bytes(secret_key)
        label = (key, self.salt, self.key_derivation, self.digest_method)
        derived = self._derived.get(label)
        if derived is None:
            derived = super().derive_key(key)
            with self._lock:
                self._derived[label] = derived
        return derived


class RenewingSessionInterface(SecureCookieSessionInterface):
    """Flask's signed-cookie sessions (same cookie, same signature), minus the repeated work
    (see the module docstring)."""

    session_class = KeptSession

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._serializer: tuple[tuple[Any, ...], URLSafeTimedSerializer] | None = None
        self._verified: OrderedDict[tuple[tuple[Any, ...], str], tuple[dict[str, Any], int]] \
            = OrderedDict()

    @staticmethod
    def _keys(app: Flask) -> tuple[Any, ...]:
        fallbacks: Sequence[str | bytes] = app.config["SECRET_KEY_FALLBACKS"] or ()
        return (*fallbacks, app.secret_key)  # itsdangerous takes the current key last

    def get_signing_serializer(self, app: Flask) -> URLSafeTimedSerializer | None:
        if not app.secret_key:
            return None
        keys = self._keys(app)
        kept = self._serializer
        if kept is not None and kept[0] == keys:
            return kept[1]
        serializer = URLSafeTimedSerializer(
            list(keys), salt=self.salt, serializer=self.serializer, signer=_OnceDerivedSigner,
            signer_kwargs={"key_derivation": self.key_derivation,
                           "digest_method": self.digest_method})
        self._serializer = (keys, serializer)
        return serializer

    def open_session(self, app: Flask, request: Request) -> KeptSession | None:
        serializer = self.get_signing_serializer(app)
        if serializer is None:
            return None
        value = request.cookies.get(self.get_cookie_name(app))
        if not value:
            return self.session_class()
        max_age = int(app.permanent_session_lifetime.total_seconds())
        label = (self._keys(app), value)
        with self._lock:
            known = self._verified.get(label)
            if known is not None:
                self._verified.move_to_end(label)
        if known is None:
            try:
                data, signed = serializer.loads(value, max_age=max_age, return_timestamp=True)
            except BadSignature:
                return self.session_class()
            known = (data, int(signed.timestamp()))
            with self._lock:
                self._verified[label] = known
                while len(self._verified) > VERIFIED:
                    self._verified.popitem(last=False)
        else:
            age = int(time.time()) - known[1]
            if age > max_age or age < 0:
                return self.session_class()  # as itsdangerous: expired, or signed ahead
        data = known[0]
        flat = all(type(value) in _IMMUTABLE for value in data.values())
        session = self.session_class(dict(data) if flat else copy.deepcopy(data))
        session.signed_at = known[1]
        return session

    def save_session(self, app: Flask, session: SessionMixin, response: Response) -> None:
        if session and not session.modified and not self.should_set_cookie(app, session):
            if session.accessed:  # as Flask does, without working out a cookie not sent
                response.vary.add("Cookie")
            return
        super().save_session(app, session, response)

    def should_set_cookie(self, app: Flask, session: SessionMixin) -> bool:
        if session.modified:
            return True
        if not (session.permanent and app.config["SESSION_REFRESH_EACH_REQUEST"]):
            return False
        signed_at = getattr(session, "signed_at", None)
        return signed_at is None or time.time() - signed_at >= RENEW_AFTER

