"""Helpers for the access tests: a household passphrase, a guest's client, a database dump."""

from __future__ import annotations

import sqlite3
from functools import lru_cache
from pathlib import Path
from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from web_client import TokenClient

from scorekeeper.web.core import passphrase

PASSPHRASE = "three blind mice"
TABLET_ADDRESS = "192.168.1.23"
"""A tablet on the home network (not this computer)."""


@lru_cache(maxsize=8)
def _hash_line(text: str) -> str:
    return passphrase.hash_passphrase(text).line()


def set_passphrase(app: Flask, text: str = PASSPHRASE) -> None:
    """Set the household passphrase (its real hash, made once per test run: scrypt is slow on
    purpose, and the tests set the same passphrase many times)."""
    passphrase.write_private(passphrase.passphrase_file(app.instance_path), _hash_line(text) + "\n")


def network_client(app: Flask, address: str = TABLET_ADDRESS) -> FlaskClient:
    """A client whose requests come from ``address`` (it sends the CSRF token, as a page would)."""
    client = TokenClient(app, app.response_class, use_cookies=True)
    client.environ_base["REMOTE_ADDR"] = address
    return client


def sign_in(client: FlaskClient, text: str = PASSPHRASE, next_path: str = "/") -> Any:
    return client.post("/signin", data={"passphrase": text, "next": next_path})


def session_cookie(response: Any) -> str:
    """The Set-Cookie header of the session cookie."""
    found = [h for h in response.headers.getlist("Set-Cookie")
             if h.startswith("scorekeeper_session=")]
    assert found, "no session cookie set"
    return str(found[-1])


def dump(database: str | Path) -> str:
    """Every table's rows as SQL text: equal dumps, an unchanged database."""
    if not Path(database).exists():
        return ""
    with sqlite3.connect(database) as db:
        return "\n".join(db.iterdump())
