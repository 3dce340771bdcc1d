"""Who may open the app: everyone on this computer, and, beyond it, whoever knows the passphrase.

``REQUIRE_PASSPHRASE`` decides:

- ``true``: every request needs a signed-in session (the household passphrase);
  ``scorekeeper serve --host`` anything but loopback sets this when left at ``auto``.
- ``"auto"`` (the default): requests from this computer (a loopback address) are
  let in; any other address must sign in. Behind a reverse proxy on the same
  computer every request looks local: set ``true`` there (docs/security.md).
- ``false``: open to anyone who can reach it.

A signed-in session holds the fingerprint of the stored passphrase hash: a new
passphrase signs every tablet out. Pages asked for without signing in are sent
to the sign-in page (a GET) or refused with 401 (anything else, and the API).
"""

from __future__ import annotations

import ipaddress
from functools import lru_cache
from typing import Any, Final
from urllib.parse import quote

from flask import Flask, current_app, redirect, request, session, url_for
from werkzeug.wrappers import Response

from ...errors import AppError
from ...gin.phrases import N_, Phrase
from .errors import error_response
from .passphrase import PassphraseError, StoredHash, load

AUTO: Final = "auto"
SESSION_KEY: Final = "signed_in"
OPEN_ENDPOINTS: Final = frozenset({
    "static", "signin.form", "signin.sign_in", "signin.csrf_token", "signin.api_sign_in",
    "pwa.manifest", "pwa.favicon", "pwa.apple_touch_icon", "language.choose",
})
"""What a tablet may fetch before signing in: the sign-in page, its styles and icons, a CSRF
token (useless without the session cookie it belongs to), and the language chooser."""
NO_PASSPHRASE: Final = N_("No household passphrase has been set, so this app cannot be opened "
                        "from another device yet: on the computer that serves it, run "
                        "`scorekeeper passphrase`.")
API_SIGN_IN: Final = ("sign in first: POST {\"passphrase\": ...} to /api/signin with the "
                      "X-CSRF-Token header from GET /api/csrf, and keep the session cookie")


def require_setting(value: Any) -> bool | str:
    """``REQUIRE_PASSPHRASE`` as True, False or ``"auto"`` (an `AppError`, a ValueError, for
    anything else)."""
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off"):
        return False
    if text == AUTO:
        return AUTO
    raise AppError(N_("%(name)s must be true, false or auto, not %(value)s"),
                   name="REQUIRE_PASSPHRASE", value=repr(value))


@lru_cache(maxsize=1024)
def is_loopback(address: str | None) -> bool:
    if not address:
        return False
    if address.lower() == "localhost":
        return True
    try:
        ip = ipaddress.ip_address(address.split("%")[0])
    except ValueError:
        return False
    if isinstance(ip, ipaddress.IPv6Address) and ip.ipv4_mapped is not None:
        ip = ip.ipv4_mapped
    return ip.is_loopback


def passphrase_needed() -> bool:
    """Whether this request must come from a signed-in session."""
    setting = current_app.config["REQUIRE_PASSPHRASE"]
    if setting == AUTO:
        return not is_loopback(request.remote_addr)
    return bool(setting)


def stored_hash() -> StoredHash | None:
    """The household passphrase's hash (read on every check: `scorekeeper passphrase` takes
    effect on a running server at once)."""
    return load(current_app.instance_path)


def session_fingerprint(stored: StoredHash) -> str:
    return stored.fingerprint(str(current_app.secret_key).encode())


def signed_in() -> bool:
    """Whether this session signed in with the passphrase as it is now."""
    mark = session.get(SESSION_KEY)
    if not isinstance(mark, str):
        return False
    try:
        stored = stored_hash()
    except PassphraseError:
        return False
    return stored is not None and mark == session_fingerprint(stored)


def is_api_request() -> bool:
    return request.path.startswith("/api/")


def safe_next(target: str | None) -> str:
    """Where to go after signing in: a path of this app only (never another site)."""
    if (not target or not target.startswith("/") or target.startswith("//")
            or "\\" in target or any(ord(c) < 32 for c in target)):
        return "/"
    return target


def gate() -> Response | None:
    """Let the request through, or answer it: the sign-in page, a 401, or a 503 when no
    passphrase is set at all."""
    if request.endpoint in OPEN_ENDPOINTS or not passphrase_needed():
        return None
    if signed_in():
        return None
    try:
        stored = stored_hash()
    except PassphraseError as error:
        return error_response(error.phrase, 503, N_("The app cannot be opened"))
    if stored is None:
        return error_response(Phrase(NO_PASSPHRASE), 503, N_("No passphrase set"))
    if is_api_request():
        return error_response(API_SIGN_IN, 401)
    if request.method in ("GET", "HEAD"):
        target = request.full_path if request.query_string else request.path
        return redirect(url_for("signin.form") + "?next=" + quote(safe_next(target), safe="/"),
                        303)
    return error_response(Phrase(N_("Sign in with the household passphrase first; nothing was "
                                    "changed.")), 401, N_("Sign in first"))


def context() -> dict[str, Any]:
    """For the templates: whether to offer *Sign out*."""
    return {"signed_in_with_passphrase": lambda: SESSION_KEY in session and signed_in()}


def register(app: Flask) -> None:
    app.before_request(gate)
    app.context_processor(context)
