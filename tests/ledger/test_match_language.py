"""A match's own language (migration 5): stored when it starts, changed as a versioned change,
kept across a reload, an export and an import; a database of version 4 upgrades to it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scorekeeper.ledger import ConflictError, Ledger, MatchError
from scorekeeper.ledger.db import connect
from scorekeeper.ledger.migrations import LATEST, migrate
from scorekeeper.ledger.model import MATCH_LANGUAGES
from scorekeeper.wording import LANGUAGES


def test_the_language_is_stored_and_survives_a_reload(ledger: Ledger, db_path: Path) -> None:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann", language="de")
    assert view.language == "de"
    assert view.to_dict()["language"] == "de"
    again = Ledger(db_path).get_match(view.id)         # another ledger: read from the file
    assert again.language == "de"
    plain = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    assert plain.language is None and plain.to_dict()["language"] is None


def test_changing_it_is_a_change_of_its_own(ledger: Ledger, db_path: Path) -> None:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann", language="de")
    view = ledger.record_hand(view.id, {"knocker": "Ann", "knocker_deadwood": 4,
                                        "defender_deadwood": 20}, version=view.version)
    view = ledger.finish_match(view.id, version=view.version)
    changed = ledger.set_language(view.id, "fr", version=view.version)  # finished: allowed
    assert (changed.language, changed.version) == ("fr", view.version + 1)
    assert changed.tally == view.tally
    last = ledger.changes(view.id)[-1]
    assert (last.action, last.before, last.after) == (
        "language", {"language": "de"}, {"language": "fr"})
    with pytest.raises(ConflictError):
        ledger.set_language(view.id, "it", version=view.version)   # stale
    cleared = ledger.set_language(view.id, None, version=changed.version)
    assert cleared.language is None
    assert Ledger(db_path).get_match(view.id).language is None
    undone = ledger.undo(view.id, version=cleared.version)          # undo takes back the finish
    assert not undone.finished and undone.language is None


@pytest.mark.parametrize("bad", ["pt", "DE", "deutsch", 7, ["de"]])
def test_a_language_the_app_does_not_speak_is_refused(ledger: Ledger, bad: object) -> None:
    with pytest.raises(MatchError, match="one of en, es, de, fr, it"):
        ledger.create_match(["Ann", "Bob"], first_dealer="Ann", language=bad)  # type: ignore[arg-type]
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    with pytest.raises(MatchError, match="a match's language"):
        ledger.set_language(view.id, bad, version=view.version)  # type: ignore[arg-type]
    assert ledger.get_match(view.id).version == view.version


def test_an_export_carries_it_and_an_import_keeps_it(ledger: Ledger) -> None:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Ann", language="it", name="Friday")
    exported = ledger.export_match(view.id)
    assert exported["language"] == "it"
    assert ledger.import_match(exported).language == "it"
    assert ledger.import_match({**exported, "language": None}).language is None
    with pytest.raises(MatchError):
        ledger.import_match({**exported, "language": "klingon"})


def test_the_ledger_speaks_the_apps_languages() -> None:
    assert set(MATCH_LANGUAGES) == set(LANGUAGES)


def test_a_version_4_database_upgrades_with_no_language(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    db = connect(db_path)
    assert migrate(db, target=4) == 4
    db.close()
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO matches (id, name, preset, rules, first_dealer, version, "
                     "created_at, updated_at) VALUES (1, 'old', 'standard', "
                     "'{\"preset\": \"standard\"}', 'Ann', 1, 't', 't')")
        conn.executemany("INSERT INTO match_players VALUES (1, ?, ?, NULL)",
                         [(0, "Ann"), (1, "Bob")])
    ledger = Ledger(db_path)
    old = ledger.get_match(1)
    assert old.language is None and old.name == "old"
    assert ledger.set_language(1, "es", version=old.version).language == "es"
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0] == LATEST
