"""The ledger's write calls with random hands, ids, versions and matches: each either changes
the database or raises a `ValueError` with a message, and a refused call leaves the database
byte-for-byte and row-for-row as it was."""

from __future__ import annotations

import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.ledger import Ledger

from .profile import fuzz
from .strategies import VALID_MATCHES, hands, json_values, match_descriptions, mutated_matches

ids = st.integers(-3, 12) | st.sampled_from([2**63, -(2**63) - 1, 2**80]) | json_values
NAMES = ["Ann", "Bob", "Cal", "Dee"]


@pytest.fixture(scope="module")
def template() -> Iterator[Path]:
    """A database with four matches (two players, Oklahoma, three players, partners)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "template.db"
        ledger = Ledger(path)
        for description in VALID_MATCHES:
            ledger.import_match(description)
        ledger.close()  # its last connection folds the write-ahead log into the file copied
        yield path


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder)


_LAST: list[Ledger] = []


def fresh(template: Path, workdir: Path) -> Ledger:
    """A copy of the template for one example (each example starts from the same state).

    The ledger keeps its connections open between calls, so the previous example's ledger is
    closed first: rewriting a database file in place under an open connection is no state a
    real ledger meets (a restore replaces the file by a rename), and SQLite answers it with a
    disk I/O error."""
    while _LAST:
        _LAST.pop().close()
    path = workdir / "scorekeeper.db"
    for suffix in ("-wal", "-shm"):
        Path(f"{path}{suffix}").unlink(missing_ok=True)
    shutil.copyfile(template, path)
    ledger = Ledger(path)
    _LAST.append(ledger)
    return ledger


def snapshot(path: Path) -> tuple[list[str], bytes, bytes]:
    """Every row (as SQL) and the bytes of the file and its log."""
    with closing(sqlite3.connect(path)) as conn:
        rows = list(conn.iterdump())
    wal = Path(f"{path}-wal")
    return rows, path.read_bytes(), wal.read_bytes() if wal.exists() else b""


def refused_changes_nothing(ledger: Ledger, call: Callable[[], Any]) -> bool:
    """Run a write; True when it was refused (and then nothing changed)."""
    before = snapshot(ledger.path)
    try:
        call()
    except ValueError as error:
        assert str(error).strip(), f"{type(error).__name__} without a message"
        after = snapshot(ledger.path)
        assert after[0] == before[0], "rows changed by a refused call"
        assert after[1:] == before[1:], "bytes changed by a refused call"
        return True
    with closing(sqlite3.connect(ledger.path)) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    return False


def version_of(ledger: Ledger, match_id: Any, draw: st.DrawFn) -> Any:
    """The match's version most of the time, else anything."""
    try:
        current = ledger.get_match(match_id).version
    except ValueError:
        current = 1
    return draw(st.just(current) | st.just(current - 1) | json_values)


@fuzz(40)
@given(data=st.data())
def test_recording_random_hands(template: Path, workdir: Path, data: st.DataObject) -> None:
    ledger = fresh(template, workdir)
    match_id = data.draw(st.sampled_from([1, 2, 3, 4]) | ids)
    hand = data.draw(hands(NAMES))
    version = version_of(ledger, match_id, data.draw)
    refused_changes_nothing(ledger, lambda: ledger.record_hand(match_id, hand, version=version))


@fuzz(40)
@given(data=st.data())
def test_correcting_and_deleting_random_hands(template: Path, workdir: Path,
                                              data: st.DataObject) -> None:
    ledger = fresh(template, workdir)
    match_id = data.draw(st.sampled_from([1, 2, 3, 4]))
    hand_ids = list(ledger.get_match(match_id).hand_ids)
    hand_id = data.draw(st.sampled_from(hand_ids) | ids if hand_ids else ids)
    version = version_of(ledger, match_id, data.draw)
    if data.draw(st.booleans()):
        hand = data.draw(hands(NAMES))
        call = lambda: ledger.correct_hand(match_id, hand_id, hand, version=version)  # noqa: E731
    else:
        call = lambda: ledger.delete_hand(match_id, hand_id, version=version)  # noqa: E731
    refused_changes_nothing(ledger, call)


@fuzz(30)
@given(data=st.data())
def test_undo_finish_reopen_new_game(template: Path, workdir: Path, data: st.DataObject
                                     ) -> None:
    ledger = fresh(template, workdir)
    match_id = data.draw(st.sampled_from([1, 2, 3, 4]) | ids)
    version = version_of(ledger, match_id, data.draw)
    action = data.draw(st.sampled_from([ledger.undo, ledger.finish_match, ledger.reopen_match,
                                        ledger.start_new_game]))
    refused_changes_nothing(ledger, lambda: action(match_id, version=version))


@fuzz(30)
@given(players=st.lists(st.sampled_from([*NAMES, "", "ann", "Ann\ud800", 5]), max_size=5) | json_values,
       rules=st.sampled_from(["standard", "hollywood", "nope"]) | json_values,
       first_dealer=st.none() | st.sampled_from(NAMES) | json_values,
       teams=st.none() | st.just({"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]}) | json_values,
       name=st.text(max_size=90) | st.just("Friday\udcff") | json_values)
def test_creating_random_matches(template: Path, workdir: Path, players: Any, rules: Any,
                                 first_dealer: Any, teams: Any, name: Any) -> None:
    ledger = fresh(template, workdir)
    refused_changes_nothing(ledger, lambda: ledger.create_match(
        players, rules, first_dealer=first_dealer, teams=teams, name=name))


@fuzz(30)
@given(description=match_descriptions() | mutated_matches() | json_values)
def test_importing_random_descriptions(template: Path, workdir: Path, description: Any
                                       ) -> None:
    ledger = fresh(template, workdir)
    refused_changes_nothing(ledger, lambda: ledger.import_match(description))
