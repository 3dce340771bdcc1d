"""Recording, correcting, deleting and undoing hands in the database; the audit trail."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scorekeeper.ledger import HandError, Ledger, LedgerError, MatchSnapshot, NotFoundError

from .helpers import gin, knock

STANDARD_GAME = [knock("Ann", 4, 20), gin("Bob", 15), knock("Ann", 7, 5), gin("Ann", 30),
                 knock("Ann", 2, 38)]


def recorded(ledger: Ledger, hands: list[dict[str, object]], **options: object) -> MatchSnapshot:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Bob", **options)  # type: ignore[arg-type]
    for hand in hands:
        view = ledger.record_hand(view.id, hand, version=view.version)
    return view


def totals(view: MatchSnapshot) -> list[dict[str, int]]:
    return [dict(row.totals) for row in view.tally.games[0].rows]


def counts(db_path: Path) -> tuple[int, int, int]:
    with sqlite3.connect(db_path) as conn:
        return tuple(conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]  # type: ignore[return-value]
                     for table in ("matches", "hands", "changes"))


def test_each_change_is_a_new_version(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME)
    assert view.version == 1 + len(STANDARD_GAME)
    assert ledger.get_match(view.id).tally.net == {"Ann": 175}


def test_the_dealer_is_stored_as_the_table_dealt(ledger: Ledger, db_path: Path) -> None:
    view = recorded(ledger, STANDARD_GAME)
    with sqlite3.connect(db_path) as conn:
        rows = conn.execute("SELECT dealer, defender FROM hands ORDER BY position").fetchall()
    assert rows == [("Bob", "Bob"), ("Bob", "Ann"), ("Ann", "Bob"), ("Ann", "Bob"), ("Bob", "Bob")]
    assert view.tally.dealers == ("Bob", "Bob", "Ann", "Ann", "Bob")


def test_no_totals_are_stored(db_path: Path, ledger: Ledger) -> None:
    recorded(ledger, STANDARD_GAME)
    with sqlite3.connect(db_path) as conn:
        columns = {row[1] for table in ("matches", "hands")
                   for row in conn.execute(f"PRAGMA table_info({table})")}
    assert not columns & {"points", "total", "totals", "score", "final", "boxes", "winner"}


def test_correcting_an_early_hand_changes_every_later_total(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME)
    assert [t["Ann"] for t in totals(view)] == [16, 16, 16, 66, 102]
    view = ledger.correct_hand(view.id, view.hand_id(1), knock("Ann", 4, 30),
                               version=view.version)
    assert [t["Ann"] for t in totals(view)] == [26, 26, 26, 76, 112]
    assert view.tally.games[0].final["Ann"] == 112 + 60 + 100
    assert view.tally.net == {"Ann": 185}


def test_correcting_a_hand_into_cards_changes_the_winner(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME)
    cards = {"cards": {"Ann": "AS 2S 3S 7H 7D 7C 9C TD JD QD",
                       "Bob": "KS KH 4C 5D 8S 9S 2H 3H 6C 6D"}, "knocker": "Ann"}
    view = ledger.correct_hand(view.id, view.hand_id(2), cards, version=view.version)
    second = view.tally.hand(2)
    assert second.kind == "cards" and second.winner == "Ann" and second.dealer == "Bob"
    # Ann's 54 for hand 2 brings her to 120 at hand 4: hand 5 now starts game 2.
    assert second.points == 54
    assert [dict(t) for t in totals(view)] == [
        {"Ann": 16, "Bob": 0}, {"Ann": 70, "Bob": 0}, {"Ann": 70, "Bob": 12},
        {"Ann": 120, "Bob": 12}]
    assert view.tally.hand(5).games == (2,)


def test_deleting_a_hand_recomputes_the_rest(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME)
    view = ledger.delete_hand(view.id, view.hand_id(2), version=view.version)
    assert [dict(t) for t in totals(view)] == [
        {"Ann": 16, "Bob": 0}, {"Ann": 16, "Bob": 12}, {"Ann": 66, "Bob": 12},
        {"Ann": 102, "Bob": 12}]


def test_undo_goes_back_one_change_at_a_time(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME[:3])
    first_id = view.hand_id(1)
    view = ledger.correct_hand(view.id, first_id, knock("Ann", 4, 30), version=view.version)
    view = ledger.delete_hand(view.id, view.hand_id(2), version=view.version)
    assert [t["Ann"] for t in totals(view)] == [26, 26]
    view = ledger.undo(view.id, version=view.version)           # the deletion
    assert [t["Bob"] for t in totals(view)] == [0, 35, 47]
    assert view.hand_ids[0] == first_id
    view = ledger.undo(view.id, version=view.version)           # the correction
    assert [t["Ann"] for t in totals(view)] == [16, 16, 16]
    view = ledger.undo(view.id, version=view.version)           # the third hand
    assert len(view.tally.hands) == 2
    for _ in range(2):
        view = ledger.undo(view.id, version=view.version)
    assert view.tally.hands == ()
    with pytest.raises(LedgerError, match="has nothing to undo"):
        ledger.undo(view.id, version=view.version)


def test_the_audit_trail_keeps_each_hand_before_each_change(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME[:2])
    hand_id = view.hand_id(1)
    view = ledger.correct_hand(view.id, hand_id, knock("Ann", 4, 30), version=view.version)
    view = ledger.correct_hand(view.id, hand_id, gin("Ann", 30), version=view.version)
    view = ledger.undo(view.id, version=view.version)
    history = ledger.hand_history(view.id, hand_id)
    assert [change.action for change in history] == ["record", "correct", "correct", "undo"]
    assert history[0].before is None and history[0].after is not None
    assert history[0].after["defender_deadwood"] == 20
    assert history[1].before == history[0].after
    assert history[1].after is not None and history[1].after["defender_deadwood"] == 30
    assert history[2].after is not None and history[2].after["gin"] == 1
    assert history[2].undone_by == history[3].id
    assert history[3].after is not None and history[3].after["defender_deadwood"] == 30
    assert [c.version for c in ledger.changes(view.id)] == [1, 2, 3, 4, 5, 6]


def test_a_refused_hand_changes_nothing(ledger: Ledger, db_path: Path) -> None:
    view = recorded(ledger, STANDARD_GAME[:2])
    before = counts(db_path)
    with pytest.raises(HandError, match="hand 3: a knock with 12 deadwood is not allowed"):
        ledger.record_hand(view.id, knock("Ann", 12, 30), version=view.version)
    with pytest.raises(HandError, match="hand 1: gin means no deadwood"):
        ledger.correct_hand(view.id, view.hand_id(1), {**gin("Ann", 3), "knocker_deadwood": 2},
                            version=view.version)
    assert counts(db_path) == before
    assert ledger.get_match(view.id).version == view.version


def test_a_deletion_that_would_break_a_later_hand_is_refused(ledger: Ledger) -> None:
    view = ledger.create_match(["Ann", "Bob", "Cal", "Dee"], first_dealer="Ann",
                               teams={"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]})
    for hand in (knock("Ann", 5, 25), gin("Cal", 20), knock("Dee", 3, 33)):
        view = ledger.record_hand(view.id, hand, version=view.version)
    with pytest.raises(HandError, match="do not sit at one table"):
        ledger.delete_hand(view.id, view.hand_id(1), version=view.version)
    assert len(ledger.get_match(view.id).tally.hands) == 3


def test_new_game_finish_and_reopen(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME)
    view = ledger.start_new_game(view.id, version=view.version)
    assert len(view.tally.games) == 2 and view.tally.games[1].rows == ()
    view = ledger.finish_match(view.id, version=view.version)
    assert view.finished
    assert [s.id for s in ledger.list_matches("finished")] == [view.id]
    assert ledger.list_matches("open") == []
    with pytest.raises(LedgerError, match="is finished; reopen it"):
        ledger.record_hand(view.id, knock("Ann", 2, 20), version=view.version)
    view = ledger.undo(view.id, version=view.version)
    assert not view.finished
    view = ledger.undo(view.id, version=view.version)
    assert len(view.tally.games) == 1


def test_unknown_match_or_hand(ledger: Ledger) -> None:
    view = recorded(ledger, STANDARD_GAME[:1])
    with pytest.raises(NotFoundError, match="there is no match 99"):
        ledger.get_match(99)
    with pytest.raises(NotFoundError, match=f"match {view.id} has no hand 99"):
        ledger.delete_hand(view.id, 99, version=view.version)
