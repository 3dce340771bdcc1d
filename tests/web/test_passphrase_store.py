"""The passphrase is kept only as a slow salted hash, readable by its owner only."""

from __future__ import annotations

import base64

import pytest

from scorekeeper.web.core import passphrase
from scorekeeper.web.core.passphrase import PassphraseError, StoredHash


def test_only_a_salted_scrypt_hash_is_written(tmp_path):
    path = passphrase.store(tmp_path, "three blind mice")
    text = path.read_text()
    assert "three blind mice" not in text and "blind" not in text
    scheme, n, r, p, salt, digest = text.strip().split("$")
    assert (scheme, int(n), int(r), int(p)) == ("scrypt", 2**14, 8, 5)
    assert len(base64.b64decode(salt)) == 16 and len(base64.b64decode(digest)) == 32
    assert path.stat().st_mode & 0o777 == 0o600


def test_the_same_passphrase_twice_gives_two_different_hashes(tmp_path):
    first = passphrase.hash_passphrase("three blind mice")
    second = passphrase.hash_passphrase("three blind mice")
    assert first.salt != second.salt and first.digest != second.digest


def test_a_guess_is_checked_against_the_hash(tmp_path):
    passphrase.store(tmp_path, "Crème brûlée")
    stored = passphrase.load(tmp_path)
    assert passphrase.matches(stored, "Crème brûlée")
    assert passphrase.matches(stored, "Cre\u0300me bru\u0302le\u0301e ")  # decomposed, a space
    assert not passphrase.matches(stored, "creme brulee")
    assert not passphrase.matches(stored, "")


@pytest.mark.parametrize(("text", "problem"), [
    ("short", "at least 8 characters (this one has 5)"),
    ("        ", "at least 8 characters (this one has 0)"),
    ("x" * 1025, "at most 1024 characters"),
])
def test_a_passphrase_too_short_or_too_long_is_refused(tmp_path, text, problem):
    with pytest.raises(PassphraseError, match=problem.replace("(", r"\(").replace(")", r"\)")):
        passphrase.store(tmp_path, text)
    assert passphrase.load(tmp_path) is None


def test_no_file_no_passphrase_and_removing_it(tmp_path):
    assert passphrase.load(tmp_path) is None
    assert passphrase.remove(tmp_path) is False
    passphrase.store(tmp_path, "three blind mice")
    assert passphrase.remove(tmp_path) is True
    assert passphrase.load(tmp_path) is None


@pytest.mark.parametrize("line", [
    "", "plain text passphrase", "scrypt$16384$8$5$$", "scrypt$1000$8$5$AAAA$AAAA",
    "bcrypt$16384$8$5$AAAA$AAAA", "scrypt$16384$8$5$not base64!$AAAA",
])
def test_a_damaged_file_is_named_not_trusted(tmp_path, line):
    (tmp_path / "passphrase").write_text(line)
    with pytest.raises(PassphraseError, match="set the passphrase again"):
        passphrase.load(tmp_path)


def test_the_session_fingerprint_follows_the_passphrase_and_the_key():
    stored = passphrase.hash_passphrase("three blind mice")
    again = StoredHash.parse(stored.line())
    assert again == stored
    assert stored.fingerprint(b"key") == again.fingerprint(b"key")
    assert stored.fingerprint(b"key") != stored.fingerprint(b"another key")
    assert stored.fingerprint(b"key") != passphrase.hash_passphrase(
        "three blind mice").fingerprint(b"key")
