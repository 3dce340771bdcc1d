"""Fixtures for the web app: a real app on a temporary instance folder, and its test client."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from flask import Flask
from flask.testing import FlaskClient

from scorekeeper.web import create_app

sys.path.insert(0, str(Path(__file__).parent))

from web_client import ClosingClient, TokenClient  # found through the path set just above

REPOSITORY = Path(__file__).resolve().parents[2]


@pytest.fixture
def instance(bare_instance: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty instance folder, the app's (and no other SCOREKEEPER_* settings from the
    environment)."""
    monkeypatch.setenv("SCOREKEEPER_INSTANCE_PATH", str(bare_instance))
    return bare_instance


@pytest.fixture
def app(instance: Path) -> Iterator[Flask]:
    app = create_app({"TESTING": True})
    app.test_client_class = TokenClient  # sends the CSRF token, as the app's pages do
    yield app


@pytest.fixture
def client(app: Flask) -> FlaskClient:
    return app.test_client()


@pytest.fixture
def bare_client(app: Flask) -> FlaskClient:
    """A client that sends no CSRF token unless told to (a forged request)."""
    return ClosingClient(app, app.response_class, use_cookies=True)
