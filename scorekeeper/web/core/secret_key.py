"""The key that signs the session cookie: made once, kept in the instance folder (mode 0600).

A key that lasted only as long as the process would sign every tablet out at
each restart; a key in the instance folder keeps them signed in. Deleting the
file (or changing the passphrase, see `passphrase.StoredHash.fingerprint`)
signs every tablet out. A ``SECRET_KEY`` set in the configuration wins.
"""

from __future__ import annotations

import logging
import os
import secrets
import stat
from pathlib import Path
from typing import Final

from ...errors import AppError
from ...gin.phrases import N_

FILE_NAME: Final = "secret_key"
KEY_BYTES: Final = 32
log = logging.getLogger(__name__)


class SecretKeyError(AppError):
    """The key file exists but cannot be used."""


def _read(path: Path) -> str:
    key = path.read_text(encoding="ascii").strip()
    if len(key) < KEY_BYTES:
        raise SecretKeyError(N_("%(file)s is damaged (too short): delete it and a new key is "
                                "made (every tablet then signs in again)"), file=str(path))
    if stat.S_IMODE(path.stat().st_mode) & 0o077:
        os.chmod(path, 0o600)  # readable by others: keep it to this user from now on
    return key


def load_or_create(instance: str | os.PathLike[str]) -> str:
    """The instance's key, made on first use. Two processes starting at once agree on one key:
    the new key is written to a temporary file and linked into place only if none is there."""
    path = Path(instance) / FILE_NAME
    try:
        return _read(path)
    except FileNotFoundError:
        pass
    except UnicodeDecodeError:
        raise SecretKeyError(N_("%(file)s is damaged (not text): delete it and a new key is "
                                "made"), file=str(path)) from None
    key = secrets.token_hex(KEY_BYTES)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_name(f".{FILE_NAME}.{secrets.token_hex(6)}.tmp")
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        try:
            with os.fdopen(descriptor, "w", encoding="ascii") as handle:
                handle.write(key + "\n")
                handle.flush()
                os.fsync(handle.fileno())
            try:
                os.link(temporary, path)
            except FileExistsError:
                return _read(path)  # another process made it first
        finally:
            temporary.unlink(missing_ok=True)
    except OSError as error:
        log.warning("cannot keep the session key in %s (%s); using one for this run only: "
                    "tablets will have to sign in again after a restart", path, error)
    return key
