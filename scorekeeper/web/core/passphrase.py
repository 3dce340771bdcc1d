"""The household passphrase: kept only as a slow salted hash in the instance folder.

The hash is the standard library's scrypt (`hashlib.scrypt`) with N=2**14,
r=8, p=5: one of OWASP's equal-strength scrypt settings, chosen for its 16 MiB
of memory per check (a small home server can afford it; a guessing rig pays the
same per guess). The parameters and the salt are stored with the hash, so a
later version can raise them without breaking a stored passphrase.

The file (``passphrase`` in the instance folder, mode 0600) holds one line::

    scrypt$16384$8$5$<salt, base64>$<hash, base64>

The passphrase is taken with its surrounding spaces stripped and in Unicode NFC
form, so a tablet that types "é" as one code point or two signs in either way.
Nothing here knows Flask: `scorekeeper passphrase` and `scorekeeper serve`
use it too.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
import threading
import unicodedata
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from ...errors import AppError
from ...gin.phrases import N_

FILE_NAME: Final = "passphrase"
MIN_LENGTH: Final = 8
MAX_LENGTH: Final = 1024
SCHEME: Final = "scrypt"
N: Final = 2**14
R: Final = 8
P: Final = 5
SALT_BYTES: Final = 16
HASH_BYTES: Final = 32
MAX_MEMORY: Final = 64 * 1024 * 1024

_checking = threading.Lock()
"""One check at a time: many sign-ins at once cannot make the server hold 16 MiB each."""


class PassphraseError(AppError):
    """A passphrase that cannot be set (too short, too long), or a damaged passphrase file."""


@dataclass(frozen=True)
class StoredHash:
    """A passphrase's scrypt hash with everything needed to check a guess against it."""

    n: int
    r: int
    p: int
    salt: bytes
    digest: bytes

    def line(self) -> str:
        def b64(data: bytes) -> str:
            return base64.b64encode(data).decode("ascii")

        return f"{SCHEME}${self.n}${self.r}${self.p}${b64(self.salt)}${b64(self.digest)}"

    @classmethod
    def parse(cls, line: str) -> StoredHash:
        """Read a stored line; anything else is a `PassphraseError`."""
        parts = line.strip().split("$")
        try:
            if len(parts) != 6 or parts[0] != SCHEME:
                raise ValueError("not an scrypt line")
            n, r, p = (int(part) for part in parts[1:4])
            salt = base64.b64decode(parts[4], validate=True)
            digest = base64.b64decode(parts[5], validate=True)
            if n < 2 or n & (n - 1) or not 1 <= r <= 64 or not 1 <= p <= 64 or not (
                    salt and digest):
                raise ValueError("parameters out of range")
        except ValueError:
            raise PassphraseError(N_("the stored passphrase hash is damaged: set the "
                                     "passphrase again with `scorekeeper passphrase`")) from None
        return cls(n, r, p, salt, digest)

    def fingerprint(self, key: bytes) -> str:
        """A short keyed digest of this hash, kept in a signed-in tablet's session: a new
        passphrase (a new salt) makes every earlier session's fingerprint stale."""
        return hmac.new(key, self.line().encode(), hashlib.sha256).hexdigest()[:32]


def normalized(passphrase: str) -> str:
    return unicodedata.normalize("NFC", passphrase.strip())


def _scrypt(passphrase: str, salt: bytes, n: int, r: int, p: int, length: int) -> bytes:
    return hashlib.scrypt(normalized(passphrase).encode("utf-8", "surrogatepass"), salt=salt,
                          n=n, r=r, p=p, maxmem=MAX_MEMORY, dklen=length)


def check_new(passphrase: str) -> str:
    """The passphrase to store, or a `PassphraseError` saying what is wrong with it."""
    text = normalized(passphrase)
    if len(text) < MIN_LENGTH:
        raise PassphraseError(N_("the passphrase must be at least %(least)s characters (this one "
                                 "has %(count)s); a few words are easy to type and hard to "
                                 "guess"), least=MIN_LENGTH, count=len(text))
    if len(text) > MAX_LENGTH:
        raise PassphraseError(N_("the passphrase must be at most %(most)s characters"),
                              most=MAX_LENGTH)
    return text


def hash_passphrase(passphrase: str) -> StoredHash:
    """A new salted hash of an acceptable passphrase (`check_new`)."""
    text = check_new(passphrase)
    salt = secrets.token_bytes(SALT_BYTES)
    return StoredHash(N, R, P, salt, _scrypt(text, salt, N, R, P, HASH_BYTES))


def matches(stored: StoredHash, guess: str) -> bool:
    """Whether ``guess`` is the passphrase (constant-time comparison; one check at a time)."""
    if len(guess) > MAX_LENGTH * 4:
        return False
    with _checking:
        digest = _scrypt(guess, stored.salt, stored.n, stored.r, stored.p, len(stored.digest))
    return hmac.compare_digest(digest, stored.digest)


def passphrase_file(instance: str | os.PathLike[str]) -> Path:
    return Path(instance) / FILE_NAME


def load(instance: str | os.PathLike[str]) -> StoredHash | None:
    """The stored hash, or None when no passphrase is set."""
    path = passphrase_file(instance)
    try:
        text = path.read_text(encoding="ascii")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError) as error:
        raise PassphraseError(N_("%(file)s cannot be read (%(error)s); set the passphrase again "
                                 "with `scorekeeper passphrase`"), file=str(path),
                              error=str(error)) from None
    return StoredHash.parse(text)


def write_private(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` readable by this user only (0600), replacing it atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f".{path.name}.{secrets.token_hex(6)}.tmp")
    descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(descriptor, "w", encoding="ascii") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temporary, path)
    finally:
        temporary.unlink(missing_ok=True)


def store(instance: str | os.PathLike[str], passphrase: str) -> Path:
    """Set the household passphrase (its hash only); returns the file written."""
    path = passphrase_file(instance)
    write_private(path, hash_passphrase(passphrase).line() + "\n")
    return path


def remove(instance: str | os.PathLike[str]) -> bool:
    """Forget the passphrase; True if there was one."""
    try:
        passphrase_file(instance).unlink()
    except FileNotFoundError:
        return False
    return True
