"""The OpenAPI paths of signing in and of the CSRF token (the schemas are the models of
`scorekeeper.api_models.signin`)."""

from __future__ import annotations

from typing import Any, Final

from ..core.openapi import operation

TAGS: Final = [{"name": "access", "description":
                "Signing in with the household passphrase, and the CSRF token every POST, PUT "
                "and DELETE sends in the X-CSRF-Token header (docs/security.md)."}]

PATHS: Final[dict[str, Any]] = {
    "/api/csrf": {"get": operation(
        "get", tag="access", operation_id="csrfToken", signed_in=False,
        summary="The session's CSRF token (sets the session cookie); open before signing in",
        answer="CsrfToken", answer_text="The token.")},
    "/api/signin": {"post": operation(
        "post", tag="access", operation_id="signIn", signed_in=False,
        summary="Sign this session in with the household passphrase",
        description="Send the X-CSRF-Token header from GET /api/csrf. The session cookie "
                    "then stays signed in (400 days, renewed by each visit); the answer "
                    "carries the new CSRF token. Five wrong tries a minute from one "
                    "address, then 429 with Retry-After, the wait doubling each time.",
        body="SignIn", example={"passphrase": "three blind mice"},
        answer="SignedIn", answer_text="Signed in.",
        errors={401: "Not the passphrase.",
                429: "Too many wrong tries: wait Retry-After seconds.",
                503: "No passphrase has been set."})},
    "/api/signout": {"post": operation(
        "post", tag="access", operation_id="signOut",
        summary="Sign this session out",
        answer="SignedIn", answer_text="Signed out; a new CSRF token.")},
}
