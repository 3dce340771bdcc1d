"""The web app: `create_app` builds it from `core` and one package per feature.

The app has no rules and no SQL of its own: it reads forms and JSON, calls
the engine (and, with the ledger, the match store), and renders the answer.
``docs/architecture.md`` says which package holds what.

Run it for development with ``flask --app scorekeeper.web run --debug``;
serve it for real with ``scorekeeper serve``.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any, Final

from flask import Flask
from werkzeug.exceptions import RequestEntityTooLarge
from werkzeug.middleware.proxy_fix import ProxyFix

from ..resources import TEMPLATES_DIR
from .core import access, csrf, errors, language, nav, security
from .core.assets import static_url
from .core.config import instance_path, load_config
from .core.sessions import RenewingSessionInterface
from .photos import limits
from .printing.forms import print_button_context
from .signin import ratelimit

TEMPLATES: Final = TEMPLATES_DIR
"""The top-level ``templates/`` folder of a checkout or an editable install; the copy
inside the package in a wheel (`scorekeeper.resources`)."""

BLUEPRINTS: Final[tuple[str, ...]] = (
    "scorekeeper.web.settle.routes",
    "scorekeeper.web.settle.api",
    "scorekeeper.web.core.pwa",
    "scorekeeper.web.matches.routes",
    "scorekeeper.web.matches.hand_routes",
    "scorekeeper.web.players.routes",
    "scorekeeper.web.matches.api",
    "scorekeeper.web.printing.pad_routes",
    "scorekeeper.web.printing.match_routes",
    "scorekeeper.web.signin.routes",
    "scorekeeper.web.photos.routes",
    "scorekeeper.web.photos.api",
    "scorekeeper.web.core.language",
    "scorekeeper.web.advice.routes",
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
    app.session_interface = RenewingSessionInterface()
    app.json.sort_keys = False  # type: ignore[attr-defined]  # answer in the CLI's key order
    app.jinja_env.trim_blocks = True
    app.jinja_env.lstrip_blocks = True
    app.jinja_env.globals.update(static_url=static_url)
    language.register(app)
    app.context_processor(nav.context)
    app.context_processor(print_button_context)
    # Before any other hook reads the body: photo uploads may be larger than other requests.
    app.before_request(limits.limit_uploads)
    for name in BLUEPRINTS:
        app.register_blueprint(importlib.import_module(name).bp)
    errors.register(app)
    app.register_error_handler(RequestEntityTooLarge, limits.too_large)
    security.register(app)
    # Order matters: who may open the app first (401 / sign-in), then the CSRF token (403).
    access.register(app)
    csrf.register(app)
    ratelimit.install(app)
    proxies = int(app.config["PROXIES"])
    if proxies:
        app.wsgi_app = ProxyFix(  # type: ignore[method-assign]
            app.wsgi_app, x_for=proxies, x_proto=proxies, x_host=proxies, x_port=proxies)
    return app


__all__ = ["BLUEPRINTS", "TEMPLATES", "create_app"]
