"""A test client that behaves as the app's own pages and scripts do: it sends the CSRF token.

Every POST, PUT, PATCH or DELETE that does not bring its own ``X-CSRF-Token``
header first asks ``GET /api/csrf`` for this session's token (the session
cookie is kept by the client, as a browser keeps it) and sends it in the
header. Tests of the refusal itself use a plain `FlaskClient` (the
``bare_client`` fixture) or pass ``csrf=False``.
"""

from __future__ import annotations

from typing import Any

from flask.testing import FlaskClient
from werkzeug.datastructures import Headers

HEADER = "X-CSRF-Token"
SAFE = {"GET", "HEAD", "OPTIONS", "TRACE"}


class ClosingClient(FlaskClient):
    """A test client that reads each answer whole and closes it, as a server does: a file sent
    (a static file, a photo) and the request's body (a temporary file for a large upload) are
    closed at once instead of when the garbage collector finds them."""

    def open(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        kwargs.setdefault("buffered", True)
        response = super().open(*args, **kwargs)
        response.close()  # the body stays readable: buffered, it is a list of bytes
        # Werkzeug closes the request's body with the response only when it followed redirects.
        response.request.input_stream.close()
        return response


class TokenClient(ClosingClient):
    def token(self, **environ: Any) -> str:
        """This client's session token, as a script gets it."""
        response = super().open("/api/csrf", method="GET", **environ)
        assert response.status_code == 200, response.get_data(as_text=True)[:300]
        return str(response.get_json()["csrf_token"])

    def open(self, *args: Any, **kwargs: Any) -> Any:  # type: ignore[override]
        send_token = kwargs.pop("csrf", True)
        method = str(kwargs.get("method", "GET")).upper()
        if send_token and method not in SAFE and args and isinstance(args[0], str):
            headers = Headers(kwargs.pop("headers", None) or {})
            if HEADER not in headers:
                environ = {k: kwargs[k] for k in ("environ_base",) if k in kwargs}
                headers[HEADER] = self.token(**environ)
            kwargs["headers"] = headers
        return super().open(*args, **kwargs)
