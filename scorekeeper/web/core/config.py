"""Where the app's settings come from, lowest priority first.

1. `DEFAULTS` below.
2. The instance folder's ``config.py`` (upper-case names) and ``config.toml``
   (any case; keys are upper-cased), if present.
3. Environment variables ``SCOREKEEPER_<NAME>`` (values read as JSON where
   they parse, else as text: ``SCOREKEEPER_MAX_CONTENT_LENGTH=2000000``);
   ``SCOREKEEPER_DB``, the ledger command line's database variable, is read
   as ``DATABASE`` too (``SCOREKEEPER_DATABASE`` wins if both are set).
4. The mapping passed to ``create_app(test_config)``.

The instance folder and the default database are `scorekeeper.paths`'s: the
same for the web app, ``scorekeeper serve`` and the ledger's commands
(``$SCOREKEEPER_INSTANCE_PATH``, else ``instance/`` in the current directory).
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any, Final

from flask import Config

from ...errors import AppError
from ...gin.phrases import N_
from ...gin.rules import PRESETS
from ...paths import DATABASE_ENV, database_from_env, instance_dir
from ...sheets.paper import PAPERS
from .access import require_setting
from .secret_key import load_or_create

ENV_PREFIX: Final = "SCOREKEEPER"
MB: Final = 1024 * 1024


DEFAULTS: Final[dict[str, Any]] = {
    # The ledger's SQLite file; relative paths are taken inside the instance folder.
    "DATABASE": "scorekeeper.db",
    # Automatic backups of the database into <instance>/backups/: one on start and one every
    # BACKUP_EVERY changes, the newest BACKUP_KEEP kept (BACKUP_KEEP = 0: no automatic backups),
    # and no two within BACKUP_MIN_SECONDS (many tablets at once: not the whole file copied
    # several times a second).
    "BACKUP_EVERY": 20,
    "BACKUP_KEEP": 10,
    "BACKUP_MIN_SECONDS": 60,
    # The preset the settle form starts on.
    "DEFAULT_PRESET": "standard",
    # No request body above this (forms and JSON are tiny; photo uploads set their own limit).
    "MAX_CONTENT_LENGTH": 1024 * 1024,
    # Security headers (Content-Security-Policy without 'unsafe-inline', nosniff, ...).
    "SECURITY_HEADERS": True,
    # Who must sign in with the household passphrase: true (everyone), false (nobody), or
    # "auto": every client not on this computer (`scorekeeper serve --host` beyond loopback
    # makes "auto" true). See docs/security.md.
    "REQUIRE_PASSPHRASE": "auto",
    # Wrong passphrases allowed per client address in SIGNIN_WINDOW seconds before a wait.
    "SIGNIN_ATTEMPTS": 5,
    "SIGNIN_WINDOW": 60,
    # Reverse proxies in front of the app (0: none): with 1, X-Forwarded-For/-Proto/-Host
    # from the one proxy are believed (the client's address, https).
    "PROXIES": 0,
    # The session cookie: signed with SECRET_KEY (kept in the instance folder), HttpOnly,
    # SameSite=Lax, kept 400 days and renewed as used (hourly). Set SESSION_COOKIE_SECURE
    # when the app is served over HTTPS.
    "SESSION_COOKIE_NAME": "scorekeeper_session",
    "SESSION_COOKIE_HTTPONLY": True,
    "SESSION_COOKIE_SAMESITE": "Lax",
    "SESSION_COOKIE_SECURE": False,
    "PERMANENT_SESSION_LIFETIME": 400 * 24 * 3600,
    # The paper the print forms start on: "a4" or "letter".
    "DEFAULT_PAPER": "a4",
    # The photos folder; a relative path is inside the instance folder.
    "PHOTOS_FOLDER": "photos",
    # The largest photo upload (the request body), in bytes: a 413 above it.
    "PHOTO_UPLOAD_LIMIT": 15 * MB,
    # The most pixels a photo may have, read from its header before it is decoded.
    "PHOTO_MAX_PIXELS": 50_000_000,
    # The long side of a stored photo, in pixels (it is re-encoded as JPEG).
    "PHOTO_KEEP_SIDE": 2000,
    # All the photos kept with one match's hands together, in bytes.
    "PHOTO_MATCH_LIMIT": 50 * MB,
    # Photos read into a form but not (yet) kept with a hand: deleted after this many hours,
    # and no new upload once they hold this many bytes together.
    "PHOTO_PENDING_HOURS": 24,
    "PHOTO_PENDING_LIMIT": 200 * MB,
    # Photos read at once (each takes up to a second of CPU and ~150 MB for 50 megapixels).
    "PHOTO_READ_SLOTS": 2,
}
PHOTO_NUMBERS: Final = ("PHOTO_UPLOAD_LIMIT", "PHOTO_MAX_PIXELS", "PHOTO_KEEP_SIDE",
                        "PHOTO_MATCH_LIMIT", "PHOTO_PENDING_HOURS", "PHOTO_PENDING_LIMIT",
                        "PHOTO_READ_SLOTS")


class ConfigError(AppError):
    """A setting that cannot work (an unknown preset, a database path that is a folder)."""


def instance_path() -> str:
    """The instance folder (`scorekeeper.paths.instance_dir`), as Flask takes it."""
    return str(instance_dir())


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
                raise ConfigError(N_("%(file)s is not valid TOML: %(why)s"),
                                  file=str(toml_file), why=str(error)) from None
        config.from_mapping({key.upper(): value for key, value in data.items()})
    ledger_db = database_from_env()  # $SCOREKEEPER_DB, as the ledger's commands read it
    if ledger_db is not None:
        config["DATABASE"] = str(ledger_db)
    config.from_prefixed_env(ENV_PREFIX)
    config.pop("DB", None)  # SCOREKEEPER_DB, read above as DATABASE
    database_env = database_from_env(DATABASE_ENV)
    if database_env is not None:  # relative to the current directory, as for the commands
        config["DATABASE"] = str(database_env)
    if test_config:
        config.from_mapping(test_config)
    _finish(config, instance_path)


def _finish(config: Config, instance_path: str) -> None:
    if not config.get("SECRET_KEY"):
        config["SECRET_KEY"] = load_or_create(instance_path)
    try:
        config["REQUIRE_PASSPHRASE"] = require_setting(config["REQUIRE_PASSPHRASE"])
    except AppError as error:
        raise ConfigError(error.phrase) from None
    for name in ("SIGNIN_ATTEMPTS", "SIGNIN_WINDOW", "PROXIES"):
        value = config[name]
        if isinstance(value, bool) or not isinstance(value, int) or value < (
                0 if name == "PROXIES" else 1):
            raise ConfigError(N_("%(name)s must be a whole number (0 or more), not %(value)s")
                              if name == "PROXIES" else
                              N_("%(name)s must be a whole number (1 or more), not %(value)s"),
                              name=name, value=repr(value))
    if config["SESSION_COOKIE_SAMESITE"] not in ("Lax", "Strict"):
        raise ConfigError(N_("%(name)s must be Lax or Strict (the session cookie is never sent "
                             "from other sites' pages)"), name="SESSION_COOKIE_SAMESITE")
    database = Path(str(config["DATABASE"])).expanduser()
    if not database.is_absolute():
        database = Path(instance_path) / database
    if database.is_dir():
        raise ConfigError(N_("%(name)s %(path)s is a folder; give the path of a file"),
                          name="DATABASE", path=str(database))
    config["DATABASE"] = str(database)
    preset = config["DEFAULT_PRESET"]
    if preset not in PRESETS:
        raise ConfigError(N_("%(name)s %(value)s is not a preset (known: %(known)s)"),
                          name="DEFAULT_PRESET", value=repr(preset), known=", ".join(PRESETS))
    _check_paper(config)
    _check_photos(config, instance_path)


def _check_paper(config: Config) -> None:
    paper = str(config["DEFAULT_PAPER"]).strip().lower()
    if paper not in PAPERS:
        raise ConfigError(N_("%(name)s %(value)s is not a paper (known: %(known)s)"),
                          name="DEFAULT_PAPER", value=repr(config["DEFAULT_PAPER"]),
                          known=", ".join(PAPERS))
    config["DEFAULT_PAPER"] = paper


def _check_photos(config: Config, instance_path: str) -> None:
    for name in PHOTO_NUMBERS:
        value = config[name]
        if isinstance(value, bool) or not isinstance(value, int | float) or value <= 0:
            raise ConfigError(N_("%(name)s must be a positive number, not %(value)s"),
                              name=name, value=repr(value))
    folder = Path(str(config["PHOTOS_FOLDER"])).expanduser()
    if not folder.is_absolute():
        folder = Path(instance_path) / folder
    if folder.exists() and not folder.is_dir():
        raise ConfigError(N_("%(name)s %(path)s is a file; give the path of a folder"),
                          name="PHOTOS_FOLDER", path=str(folder))
    config["PHOTOS_FOLDER"] = str(folder)
