"""Where the app's settings come from, lowest priority first.

1. `DEFAULTS` below.
2. The instance folder's ``config.py`` (upper-case names) and ``config.toml``
   (any case; keys are upper-cased), if present.
3. Environment variables ``SCOREKEEPER_<NAME>`` (values read as JSON where
   they parse, else as text: ``SCOREKEEPER_MAX_CONTENT_LENGTH=2000000``);
   ``SCOREKEEPER_DB``, the ledger command line's database variable, is read
   as ``DATABASE`` too (``SCOREKEEPER_DATABASE`` wins if both are set).
4. The mapping passed to ``create_app(test_config)``.

The instance folder is ``<repository>/instance`` for a checkout or an
editable install, or ``$SCOREKEEPER_INSTANCE_PATH`` when set.
"""

from __future__ import annotations

import os
import secrets
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from flask import Config

from ..errors import AppError
from ..gin.rules import PRESETS
from ..ledger.paths import ENV_VAR as LEDGER_DB_ENV

ENV_PREFIX: Final = "SCOREKEEPER"
INSTANCE_ENV: Final = "SCOREKEEPER_INSTANCE_PATH"


DEFAULTS: Final[dict[str, Any]] = {
    # The ledger's SQLite file; relative paths are taken inside the instance folder.
    "DATABASE": "scorekeeper.db",
    # The preset the settle form starts on.
    "DEFAULT_PRESET": "standard",
    # No request body above this (forms and JSON are tiny; photo uploads set their own limit).
    "MAX_CONTENT_LENGTH": 1024 * 1024,
    # Security headers (Content-Security-Policy without 'unsafe-inline', nosniff, ...).
    "SECURITY_HEADERS": True,
}


class ConfigError(AppError):
    """A setting that cannot work (an unknown preset, a database path that is a folder)."""


def instance_path_from_env() -> str | None:
    """The instance folder named by ``$SCOREKEEPER_INSTANCE_PATH`` (absolute), if any."""
    value = os.environ.get(INSTANCE_ENV, "").strip()
    return str(Path(value).expanduser().resolve()) if value else None


def load_config(config: Config, instance_path: str,
                test_config: Mapping[str, Any] | None = None) -> None:
    """Fill ``config`` from every source in order (see the module docstring), then check it."""
    config.from_mapping(DEFAULTS)
    config.from_pyfile("config.py", silent=True)
    toml_file = Path(instance_path) / "config.toml"
    if toml_file.is_file():
        with toml_file.open("rb") as handle:
            try:
                data = tomllib.load(handle)
            except tomllib.TOMLDecodeError as error:
                raise ConfigError(f"{toml_file} is not valid TOML: {error}") from None
        config.from_mapping({key.upper(): value for key, value in data.items()})
    ledger_db = os.environ.get(LEDGER_DB_ENV, "").strip()
    if ledger_db:
        config["DATABASE"] = ledger_db
    config.from_prefixed_env(ENV_PREFIX)
    config.pop("DB", None)  # SCOREKEEPER_DB, read above as DATABASE
    if test_config:
        config.from_mapping(test_config)
    _finish(config, instance_path)


def _finish(config: Config, instance_path: str) -> None:
    if not config.get("SECRET_KEY"):
        # Nothing signs a cookie yet; sign-in (issue 7) keeps a persistent key in the instance.
        config["SECRET_KEY"] = secrets.token_hex(32)
    database = Path(str(config["DATABASE"])).expanduser()
    if not database.is_absolute():
        database = Path(instance_path) / database
    if database.is_dir():
        raise ConfigError(f"DATABASE {database} is a folder; give the path of a file")
    config["DATABASE"] = str(database)
    preset = config["DEFAULT_PRESET"]
    if preset not in PRESETS:
        raise ConfigError(f"DEFAULT_PRESET {preset!r} is not a preset "
                          f"(known: {', '.join(PRESETS)})")
