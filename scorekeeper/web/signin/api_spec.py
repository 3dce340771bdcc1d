"""The OpenAPI description of signing in and of the CSRF token (`signin` contributes it)."""

from __future__ import annotations

from typing import Any, Final

from ..core.spec_parts import error_response, json_content

TAGS: Final = [{"name": "access", "description":
                "Signing in with the household passphrase, and the CSRF token every POST, PUT "
                "and DELETE sends in the X-CSRF-Token header (docs/security.md)."}]


TOKEN: Final = {"type": "object", "properties": {
    "signed_in": {"type": "boolean"}, "csrf_token": {"type": "string"}}}

SCHEMAS: Final[dict[str, Any]] = {
    "CsrfToken": {"type": "object", "properties": {
        "csrf_token": {"type": "string",
                       "description": "Send it as X-CSRF-Token with every change, together "
                                      "with the session cookie this answer sets."},
        "signed_in": {"type": "boolean"},
        "passphrase_needed": {"type": "boolean",
                              "description": "Whether this client must sign in to use the "
                                             "app (it is not on the serving computer)."}}},
    "SignIn": {"type": "object", "required": ["passphrase"], "additionalProperties": False,
               "properties": {"passphrase": {"type": "string"}}},
    "SignedIn": TOKEN,
}

PATHS: Final[dict[str, Any]] = {
    "/api/csrf": {"get": {
        "tags": ["access"], "operationId": "csrfToken",
        "summary": "The session's CSRF token (sets the session cookie); open before signing in",
        "responses": {"200": {"description": "The token.",
                              **json_content({"$ref": "#/components/schemas/CsrfToken"})}}}},
    "/api/signin": {"post": {
        "tags": ["access"], "operationId": "signIn",
        "summary": "Sign this session in with the household passphrase",
        "description": "Send the X-CSRF-Token header from GET /api/csrf. The session cookie "
                       "then stays signed in (400 days, renewed by each visit); the answer "
                       "carries the new CSRF token. Five wrong tries a minute from one "
                       "address, then 429 with Retry-After, the wait doubling each time.",
        "requestBody": {"required": True,
                        **json_content({"$ref": "#/components/schemas/SignIn"},
                                {"passphrase": "three blind mice"})},
        "responses": {
            "200": {"description": "Signed in.",
                    **json_content({"$ref": "#/components/schemas/SignedIn"})},
            "400": error_response("The body is not {\"passphrase\": \"...\"}."),
            "401": error_response("Not the passphrase."),
            "403": error_response("No valid X-CSRF-Token header."),
            "429": error_response("Too many wrong tries: wait Retry-After seconds."),
            "503": error_response("No passphrase has been set.")}}},
    "/api/signout": {"post": {
        "tags": ["access"], "operationId": "signOut",
        "summary": "Sign this session out",
        "responses": {"200": {"description": "Signed out; a new CSRF token.",
                              **json_content({"$ref": "#/components/schemas/SignedIn"})},
                      "403": error_response("No valid X-CSRF-Token header.")}}},
}
