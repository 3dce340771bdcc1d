"""Where the app keeps its files: one definition for the web app, `scorekeeper serve` and the CLI.

- The instance folder: ``$SCOREKEEPER_INSTANCE_PATH``, else ``instance/`` in the
  current directory (``make run`` and the ledger's commands both run from the
  repository root, so they share it).
- The match ledger's database, first found of: ``$SCOREKEEPER_DATABASE``,
  ``$SCOREKEEPER_DB``, ``database`` in the instance folder's ``config.toml``
  (relative: inside the instance folder), else ``scorekeeper.db`` in the
  instance folder. The web app reads the same settings in the same order
  (`scorekeeper.web.core.config`, which also reads ``config.py``).

Paths are absolute; a relative path in an environment variable is taken from
the current directory.
"""

from __future__ import annotations

import os
import tomllib
from pathlib import Path
from typing import Any, Final

from .errors import AppError
from .gin.phrases import N_

INSTANCE_ENV: Final = "SCOREKEEPER_INSTANCE_PATH"
DB_ENV: Final = "SCOREKEEPER_DB"
DATABASE_ENV: Final = "SCOREKEEPER_DATABASE"
DB_NAME: Final = "scorekeeper.db"
CONFIG_TOML: Final = "config.toml"


def _from_env(name: str) -> Path | None:
    value = os.environ.get(name, "").strip()
    return Path(value).expanduser().resolve() if value else None


def instance_dir() -> Path:
    """``$SCOREKEEPER_INSTANCE_PATH``, or ``./instance``."""
    return _from_env(INSTANCE_ENV) or (Path.cwd() / "instance").resolve()


def database_from_env(name: str = DB_ENV) -> Path | None:
    """``$SCOREKEEPER_DB`` (or the variable ``name``) as an absolute path, when it is set."""
    return _from_env(name)


def read_toml(path: Path) -> dict[str, Any]:
    """The instance's ``config.toml`` (empty when there is none); a broken one is an `AppError`."""
    if not path.is_file():
        return {}
    with path.open("rb") as handle:
        try:
            return tomllib.load(handle)
        except tomllib.TOMLDecodeError as error:
            raise AppError(N_("%(file)s is not valid TOML: %(why)s"), file=str(path),
                           why=str(error)) from None


def database_path() -> Path:
    """The ledger's database file, as the web app would find it (module docstring)."""
    found = database_from_env(DATABASE_ENV) or database_from_env(DB_ENV)
    if found is not None:
        return found
    instance = instance_dir()
    settings = {key.upper(): value for key, value in read_toml(instance / CONFIG_TOML).items()}
    configured = settings.get("DATABASE")
    if isinstance(configured, str) and configured.strip():
        return (instance / Path(configured.strip()).expanduser()).resolve()
    return instance / DB_NAME
