"""The web app: `create_app` builds it; blueprints hold the pages and the JSON API.

The app has no rules and no SQL of its own: it reads forms and JSON, calls
the engine (and, with the ledger, the match store), and renders the answer.

Run it for development with ``flask --app scorekeeper.web run --debug``;
serve it for real with ``scorekeeper serve``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Final

from flask import Flask
from werkzeug.middleware.proxy_fix import ProxyFix

from ..resources import TEMPLATES_DIR
from . import access, csrf, errors, nav, security, signin
from .assets import static_url
from .config import instance_path, load_config

TEMPLATES: Final = TEMPLATES_DIR
"""The top-level ``templates/`` folder of a checkout or an editable install; the copy
inside the package in a wheel (`scorekeeper.resources`)."""

BLUEPRINTS: Final[tuple[str, ...]] = (
    "scorekeeper.web.hands",
    "scorekeeper.web.api",
    "scorekeeper.web.pwa",
    "scorekeeper.web.matches",
    "scorekeeper.web.match_hands",
    "scorekeeper.web.players",
    "scorekeeper.web.matches_api",
    "scorekeeper.web.sheets",
    "scorekeeper.web.match_sheets",
    "scorekeeper.web.signin",
    "scorekeeper.web.photo_pages",
    "scorekeeper.web.photo_api",
)
"""Modules whose ``bp`` is registered, in order."""


def create_app(test_config: Mapping[str, Any] | None = None) -> Flask:
    """Build the app from defaults, the instance config, ``SCOREKEEPER_*`` and ``test_config``."""
    app = Flask(
        __name__,
        template_folder=str(TEMPLATES),
        static_folder="static",
        instance_path=instance_path(),
        instance_relative_config=True,
    )
    load_config(app.config, app.instance_path, test_config)
    app.json.sort_keys = False  # type: ignore[attr-defined]  # answer in the CLI's key order
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_env.globals.update(static_url=static_url)
    app.context_processor(nav.context)
    for name in BLUEPRINTS:
        app.register_blueprint(importlib.import_module(name).bp)
    errors.register(app)
    security.register(app)
    # Order matters: who may open the app first (401 / sign-in), then the CSRF token (403).
    access.register(app)
    csrf.register(app)
    signin.register(app)
    proxies = int(app.config["PROXIES"])
    if proxies:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies, x_port=proxies)
    return app


__all__ = ["BLUEPRINTS", "TEMPLATES", "create_app"]
