"""The faults of a database file, a restore, the backups, the server's configuration and its
secret key, each raised for real, read the same as before in English and are worded in
Spanish, German, French and Italian: the template from the catalogue, the values (paths,
names, SQLite's or the TOML parser's own text) as they are."""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from flask import Config

from scorekeeper.errors import AppError
from scorekeeper.gin.phrases import Holder, Phrase
from scorekeeper.ledger import Ledger
from scorekeeper.ledger.backups import BackupPolicy
from scorekeeper.ledger.db import storage_error
from scorekeeper.ledger.identity import check_file
from scorekeeper.ledger.restore import restore
from scorekeeper.paths import read_toml
from scorekeeper.web.core.config import load_config
from scorekeeper.web.core.secret_key import load_or_create
from scorekeeper.wording import wording_for
from scorekeeper.wording.faults import fault_text, phrase_of

from . import files

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_every_page_every_language import english_words, own_words, words

LANGUAGES = ("es", "de", "fr", "it")
CODE_WORDS = {"scorekeeper", "sqlite", "toml", "lax", "strict", "true", "false", "auto",
              "schema_migrations"}
"""Names a message spells as code or as a program's name (``SESSION_COOKIE_SAMESITE must be
Lax or Strict``, ``SQLite``, ``TOML``)."""


def _raised(attempt: Callable[[], object]) -> AppError:
    with pytest.raises(AppError) as raised:
        attempt()
    return raised.value


def _config(instance: Path, **settings: object) -> None:
    load_config(Config(str(instance)), str(instance), settings)


def faults(tmp_path: Path, instance: Path) -> Iterator[tuple[str, AppError, str]]:
    """Each fault, raised by the code that raises it, and its English text as it read before
    it became a phrase (the paths put in)."""
    db = tmp_path / "file.db"

    def fresh(make: Callable[[Path], Path], name: str) -> Path:
        return make(tmp_path / name)

    text = fresh(files.text_file, "text.db")
    yield "not SQLite", _raised(lambda: check_file(text)), (
        f"{text} is not a scorekeeper database: it is not a SQLite file at all (it starts "
        "with 'shopping: eggs, ')")
    foreign = fresh(files.foreign_db, "recipes.db")
    yield "foreign", _raised(lambda: check_file(foreign)), (
        f"{foreign} is another program's SQLite database (its tables: recipes); the "
        "scorekeeper will not touch it")
    rails = fresh(files.rails_db, "rails.db")
    yield "rails", _raised(lambda: check_file(rails)), (
        f"{rails} is another program's SQLite database (its schema_migrations table is not "
        "the scorekeeper's)")
    other = fresh(files.other_app_id_db, "fossil.db")
    yield "application id", _raised(lambda: check_file(other)), (
        f"{other} belongs to another program (its application id is 0xf055112, not the "
        "scorekeeper's)")
    newer = fresh(files.newer_db, "newer.db")
    yield "newer", _raised(lambda: check_file(newer)), (
        f"{newer} is at schema version 99, newer than this program knows (5); upgrade the "
        "program")
    history = files.sql(fresh(files.scorekeeper_db, "history.db"),
                        "UPDATE schema_migrations SET name = 'other' WHERE version = 2")
    yield "history", _raised(lambda: check_file(history)), (
        f"{history} is another program's SQLite database (its schema_migrations history is "
        "not the scorekeeper's)")
    gaps = files.sql(fresh(files.scorekeeper_db, "gaps.db"),
                     "DELETE FROM schema_migrations WHERE version = 2")
    yield "gaps", _raised(lambda: check_file(gaps)), (
        f"{gaps} is damaged: its schema history has gaps")
    missing = files.sql(fresh(files.scorekeeper_db, "missing.db"), "DROP TABLE changes")
    yield "missing table", _raised(lambda: check_file(missing)), (
        f"{missing} is damaged: the changes table is missing")
    truncated = fresh(files.truncated_db, "truncated.db")
    yield "truncated", _raised(lambda: check_file(truncated)), f"{truncated} is damaged"
    short = tmp_path / "short.db"
    short.write_bytes(b"SQLite format 3\x00" + b"\x10" * 20)
    yield "cut short", _raised(lambda: check_file(short)), (
        f"{short} is damaged: it is cut short (36 bytes)")
    corrupt = fresh(files.corrupt_db, "corrupt.db")
    yield "corrupt", _raised(lambda: check_file(corrupt, thorough=True)), f"{corrupt} is damaged"
    yield "a folder", _raised(lambda: check_file(tmp_path)), (
        f"{tmp_path} is a folder, not a database file")
    log = tmp_path / "gone.db-wal"
    log.write_bytes(b"x" * 64)
    yield "log alone", _raised(lambda: check_file(tmp_path / "gone.db")), (
        f"{log} is left without its database gone.db; move it away (or put the database "
        "back) first")
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    yield "no folder", _raised(lambda: Ledger(blocker / "ledger.db")), (
        f"cannot make the folder {blocker}: ")

    files.scorekeeper_db(db)
    yield "no backup", _raised(lambda: restore(tmp_path / "nothing.db", db)), (
        f"there is no file {tmp_path / 'nothing.db'}")
    yield "backup a folder", _raised(lambda: restore(tmp_path, db)), (
        f"{tmp_path} is a folder, not a backup file")
    yield "backup itself", _raised(lambda: restore(db, db)), (
        f"{db} is the database itself; give a backup file")
    empty = tmp_path / "empty.db"
    empty.touch()
    yield "backup empty", _raised(lambda: restore(empty, db)), (
        f"{empty} holds no scorekeeper data (an empty database); nothing was changed")
    yield "backup not SQLite", _raised(lambda: restore(text, db)), (
        f"{text} is not a scorekeeper database: it is not a SQLite file at all (it starts "
        "with 'shopping: eggs, '); nothing was changed")
    yield "backup into a folder", _raised(lambda: Ledger(db).backup(tmp_path)), (
        f"{tmp_path} is a folder; give the backup a file name")
    yield "backups every", _raised(lambda: BackupPolicy(tmp_path, every_changes=0)), (
        "every_changes must be a whole number of at least 1, not 0")
    yield "backups seconds", _raised(lambda: BackupPolicy(tmp_path, min_seconds=-1)), (
        "min_seconds must be a number of seconds, 0 or more, not -1")
    for error, expected in (
            (sqlite3.OperationalError("database is locked"),
             f"the database {db} is busy (another program is writing to it and did not finish "
             "in time); nothing was changed, try again"),
            (sqlite3.DatabaseError("database disk image is malformed"),
             f"the database {db} is damaged (database disk image is malformed); restore a "
             "backup (scorekeeper restore)"),
            (sqlite3.OperationalError("database or disk is full"),
             f"the disk holding {db} is full; nothing was changed"),
            (sqlite3.OperationalError("attempt to write a readonly database"),
             f"the database {db} is read-only; nothing was changed"),
            (sqlite3.OperationalError("disk I/O error"),
             f"the database {db} could not be read or written (disk I/O error)")):
        fault = storage_error(error, db)
        assert isinstance(fault, AppError)
        yield f"storage: {error}", fault, expected

    for setting, value, expected in (
            ("REQUIRE_PASSPHRASE", "sometimes",
             "REQUIRE_PASSPHRASE must be true, false or auto, not 'sometimes'"),
            ("SIGNIN_ATTEMPTS", 0, "SIGNIN_ATTEMPTS must be a whole number (1 or more), not 0"),
            ("PROXIES", -1, "PROXIES must be a whole number (0 or more), not -1"),
            ("SESSION_COOKIE_SAMESITE", "None", "SESSION_COOKIE_SAMESITE must be Lax or Strict "
             "(the session cookie is never sent from other sites' pages)"),
            ("DATABASE", str(tmp_path),
             f"DATABASE {tmp_path} is a folder; give the path of a file"),
            ("DEFAULT_PRESET", "poker", "DEFAULT_PRESET 'poker' is not a preset (known: "
             "standard, simple, gin25, house25, oklahoma, hollywood, straight, "
             "round_the_corner)"),
            ("DEFAULT_PAPER", "a5", "DEFAULT_PAPER 'a5' is not a paper (known: a4, letter)"),
            ("PHOTO_KEEP_SIDE", 0, "PHOTO_KEEP_SIDE must be a positive number, not 0"),
            ("PHOTOS_FOLDER", str(blocker),
             f"PHOTOS_FOLDER {blocker} is a file; give the path of a folder")):
        yield f"config {setting}", _raised(
            lambda setting=setting, value=value: _config(instance, **{setting: value})), expected
    toml = instance / "config.toml"
    toml.write_text("default_preset = \n")
    yield "config toml", _raised(lambda: _config(instance)), f"{toml} is not valid TOML: "
    yield "paths toml", _raised(lambda: read_toml(toml)), f"{toml} is not valid TOML: "
    toml.unlink()
    key = instance / "secret_key"
    key.write_text("short\n")
    yield "key short", _raised(lambda: load_or_create(instance)), (
        f"{key} is damaged (too short): delete it and a new key is made (every tablet then "
        "signs in again)")
    key.write_bytes(b"\xff\xfe" * 40)
    yield "key not text", _raised(lambda: load_or_create(instance)), (
        f"{key} is damaged (not text): delete it and a new key is made")


def _leaves(said: Phrase) -> Iterator[str]:
    """The values a phrase carries (paths, names, a library's text), nested ones too."""
    for value in said.values.values():
        if isinstance(value, Phrase):
            yield from _leaves(value)
        elif isinstance(value, Holder):
            yield from _leaves(value.subject)
        else:
            yield str(value)


def english_left(error: AppError, lang: str) -> set[str]:
    """Words of the English source in the worded fault, its values (given as they are) aside."""
    text = fault_text(error, wording_for(lang))
    said = phrase_of(error)
    assert said is not None
    for value in sorted(_leaves(said), key=len, reverse=True):
        text = text.replace(value, " ")
    return (words(text) & english_words()) - own_words(lang) - CODE_WORDS


def test_each_fault_reads_as_before_in_english(tmp_path: Path, bare_instance: Path) -> None:
    for name, error, before in faults(tmp_path, bare_instance):
        assert isinstance(phrase_of(error), Phrase), name
        english = fault_text(error, wording_for("en"))
        assert english == str(error), name
        assert english.startswith(before), (name, english)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_fault_is_worded_in_the_language(tmp_path: Path, bare_instance: Path,
                                              lang: str) -> None:
    seen = 0
    for name, error, _ in faults(tmp_path, bare_instance):
        worded = fault_text(error, wording_for(lang))
        assert worded != str(error), (name, worded)
        assert english_left(error, lang) == set(), (name, worded)
        seen += 1
    assert seen >= 40


def test_the_check_finds_a_fault_left_in_english(tmp_path: Path) -> None:
    """The check itself: the English text of a fault read as German is English left."""
    error = AppError("%(file)s is a folder; give the backup another name", file=str(tmp_path))
    assert english_left(error, "de") >= {"folder", "give"}
