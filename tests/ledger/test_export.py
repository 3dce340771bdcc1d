"""Export and import (JSON, lossless), CSV of the hands, and a backup while the app runs."""

from __future__ import annotations

import csv
import io
import json
import sqlite3
from pathlib import Path

import pytest

from scorekeeper.ledger import Ledger, LedgerError, match_from_dict, tally

from .helpers import gin, knock, wash

CARDS = {"cards": {"Ann": "AS 2S 3S 7H 7D 7C 9C TD JD QD",
                   "Bob": "KS KH 4C 5D 8S 9S 2H 3H 6C 6D"},
         "knocker": "Ann", "knocker_melds": "AS 2S 3S | 7C 7D 7H | TD JD QD", "upcard": "QS"}


def full_match(ledger: Ledger) -> int:
    view = ledger.create_match(["Ann", "Bob"], "oklahoma", first_dealer="Bob", name="Friday")
    for hand in (CARDS, gin("Bob", 20, upcard="AH"), wash(upcard="3C"),
                 knock("Ann", 2, 12, upcard="3D"), {"new_game": True},
                 knock("Bob", 1, 30, upcard="9S", dealer="Ann")):
        view = ledger.record_hand(view.id, hand, version=view.version)
    return ledger.finish_match(view.id, version=view.version).id


def test_export_import_round_trip_is_lossless(ledger: Ledger) -> None:
    exported = ledger.export_match(full_match(ledger))
    again = ledger.import_match(json.loads(json.dumps(exported)))
    reexported = ledger.export_match(again.id)
    assert again.id != exported["id"]
    assert {**reexported, "id": 0} == {**exported, "id": 0}
    assert exported["finished"] is True and exported["name"] == "Friday"
    assert tally(match_from_dict(exported)).games == again.tally.games


def test_an_export_is_valid_tally_input_with_every_fact(ledger: Ledger) -> None:
    exported = ledger.export_match(full_match(ledger))
    assert exported["rules"]["preset"] == "oklahoma" and exported["rules"]["target"] == 150
    assert exported["hands"][0] == {**CARDS, "dealer": "Bob"}
    assert exported["hands"][4] == {"new_game": True}
    assert [h.get("dealer") for h in exported["hands"]] == ["Bob", "Bob", "Ann", "Ann", None,
                                                          "Ann"]


def test_a_partnership_match_round_trips(ledger: Ledger) -> None:
    view = ledger.create_match(["Ann", "Bob", "Cal", "Dee"], first_dealer="Bob",
                               teams={"Them": ["Bob", "Dee"], "Us": ["Ann", "Cal"]})
    view = ledger.record_hand(view.id, wash(), version=view.version)
    exported = ledger.export_match(view.id)
    assert exported["teams"] == {"Them": ["Bob", "Dee"], "Us": ["Ann", "Cal"]}
    assert exported["hands"] == [{"wash": True, "players": ["Bob", "Ann"], "dealer": "Bob"}]
    again = ledger.import_match(exported)
    assert again.tally.upcoming == view.tally.upcoming


def test_import_refuses_a_broken_match(ledger: Ledger) -> None:
    with pytest.raises(LedgerError, match="hand 1: a knock with 30 deadwood"):
        ledger.import_match({"players": ["Ann", "Bob"], "hands": [knock("Ann", 30, 40)]})
    with pytest.raises(LedgerError, match="not a scorekeeper-match export"):
        ledger.import_match({"format": "other", "players": ["Ann", "Bob"]})
    assert ledger.list_matches() == []


def test_csv_has_one_row_per_hand(ledger: Ledger) -> None:
    rows = list(csv.DictReader(io.StringIO(ledger.hands_csv(full_match(ledger)))))
    assert [row["number"] for row in rows] == ["1", "2", "3", "4", "5"]
    first = rows[0]
    assert first["kind"] == "cards" and first["knocker_cards"].startswith("AS 2S 3S")
    assert first["upcard"] == "QS" and first["winner"] == "Ann" and first["outcome"] == "knock"
    assert first["points"] == str((63 - 9) * 2)
    assert [row["outcome"] for row in rows] == ["knock", "gin", "wash", "knock", "knock"]
    assert [row["game"] for row in rows] == ["1", "1", "1", "1", "2"]


def test_backup_while_another_connection_is_writing(ledger: Ledger, db_path: Path,
                                                    tmp_path: Path) -> None:
    match_id = full_match(ledger)
    busy = sqlite3.connect(db_path)
    busy.execute("BEGIN IMMEDIATE")
    busy.execute("UPDATE matches SET name = 'uncommitted'")
    try:
        target = ledger.backup(tmp_path / "copies" / "backup.db")
    finally:
        busy.rollback()
        busy.close()
    copy = Ledger(target)
    assert copy.export_match(match_id) == ledger.export_match(match_id)
    with sqlite3.connect(target) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    with pytest.raises(LedgerError, match="another file than the database"):
        ledger.backup(db_path)
