"""A tablet talking to the real server over HTTP: its own session cookie and CSRF token.

Standard library only (http.client), one keep-alive connection per tablet,
reopened after a fault. The tests of the real server (a SIGKILL in the middle
of a stream of hands, two tablets on one match) and the load benchmark use it.
"""

from __future__ import annotations

import http.client
import json
import urllib.parse
from http.cookies import SimpleCookie
from typing import Any

TIMEOUT = 30.0


class Tablet:
    """One device: ``tablet.call("POST", "/api/matches", {...})`` -> ``(status, json)``."""

    def __init__(self, url: str, timeout: float = TIMEOUT) -> None:
        parts = urllib.parse.urlsplit(url)
        self.host = parts.hostname or "127.0.0.1"
        self.port = parts.port or 80
        self.timeout = timeout
        self.cookies: dict[str, str] = {}
        self.token = ""
        self._connection: http.client.HTTPConnection | None = None

    def close(self) -> None:
        if self._connection is not None:
            self._connection.close()
            self._connection = None

    def raw(self, method: str, path: str, body: bytes | None = None,
            headers: dict[str, str] | None = None) -> tuple[int, dict[str, str], bytes]:
        """One request on the tablet's connection; an OSError or HTTPException (the server
        died, say) closes the connection and goes to the caller."""
        sent = dict(headers or {})
        if self.cookies:
            sent["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if self._connection is None:
            self._connection = http.client.HTTPConnection(self.host, self.port,
                                                          timeout=self.timeout)
        try:
            self._connection.request(method, path, body=body, headers=sent)
            response = self._connection.getresponse()
            data = response.read()
        except (OSError, http.client.HTTPException):
            self.close()
            raise
        for header in response.headers.get_all("Set-Cookie") or []:
            cookie: SimpleCookie = SimpleCookie()
            cookie.load(header)
            for name, morsel in cookie.items():
                self.cookies[name] = morsel.value
        if response.headers.get("Connection", "").lower() == "close":
            self.close()
        return response.status, dict(response.headers.items()), data

    def fetch_token(self) -> str:
        status, _, data = self.raw("GET", "/api/csrf")
        if status != 200:
            raise RuntimeError(f"GET /api/csrf answered {status}: {data[:200]!r}")
        self.token = json.loads(data)["csrf_token"]
        return self.token

    def call(self, method: str, path: str, body: Any = None) -> tuple[int, Any]:
        """A JSON request, with the CSRF token on a change (fetched first if need be)."""
        headers = {"Content-Type": "application/json"}
        if method not in ("GET", "HEAD"):
            headers["X-CSRF-Token"] = self.token or self.fetch_token()
        data = None if body is None else json.dumps(body).encode()
        status, _, answer = self.raw(method, path, data, headers)
        return status, json.loads(answer) if answer else None

    def sign_in(self, passphrase: str) -> int:
        status, answer = self.call("POST", "/api/signin", {"passphrase": passphrase})
        if status == 200:
            self.token = answer["csrf_token"]
        return status
