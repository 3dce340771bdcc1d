"""A hand from the cards may be scored under its own ``knocker_layout`` (issue 15): the match
scores the cheapest arrangement, but at the table Ann laid out 3-4-5♠ and kept 6♠ back, and the
players agree to score it as it was shown.

Worked example (RULES.md, "The layout actually shown"): Ann holds 3-4-5-6♠, three 9s and three
kings, which is gin (0) as the cheapest arrangement; she showed 3-4-5♠ 9♥9♦9♣ K♥K♦K♣ and kept
6♠ (6 deadwood). Bob holds no meld: 2+8+8+10+10+2+4+5+7+10 = 66, and lays off 2♠ on her run:
64. Scored as shown that is a knock of 64 - 6 = 58 for Ann; the gin would have given
66 + 20 = 86.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.gin import LayoutNotCheapestError
from scorekeeper.ledger import HandError, Ledger, entry_to_dict, match_from_dict, match_to_dict
from scorekeeper.ledger.db import connect
from scorekeeper.ledger.migrations import LATEST, migrate, schema_version
from scorekeeper.ledger.views import hands_csv

from .helpers import play

KEPT_BACK: dict[str, Any] = {
    "cards": {"Ann": "3S 4S 5S 6S 9H 9D 9C KH KD KC", "Bob": "2S 8H 8D QC JC 2H 4D 5C 7C TD"},
    "knocker": "Ann", "knocker_melds": "3S 4S 5S | 9H 9D 9C | KH KD KC",
}
AS_SHOWN = {**KEPT_BACK, "knocker_layout": "shown"}


def test_the_match_rules_refuse_the_layout_with_the_engines_typed_refusal() -> None:
    with pytest.raises(HandError) as refused:
        play([KEPT_BACK])
    cause = refused.value.cause
    assert isinstance(cause, LayoutNotCheapestError)
    assert (cause.shown_deadwood, cause.least_deadwood, cause.within_limit) == (6, 0, True)
    assert refused.value.number == 1


def test_a_hand_scored_as_shown_counts_the_layout_shown() -> None:
    counted = play([AS_SHOWN])
    result = counted.hand(1)
    assert result.winner == "Ann" and result.points == 58
    assert result.outcome is not None and result.outcome.value == "knock"
    assert result.settlement is not None
    assert result.settlement.rules.knocker_layout == "shown"
    assert result.settlement.better_layout is not None
    assert result.settlement.better_layout.points == 86
    assert counted.match.rules.knocker_layout == "cheapest"  # the match's rules stay as they were


def test_only_that_hand_is_scored_as_shown() -> None:
    gin_hand = {**KEPT_BACK, "knocker": "Bob", "cards": {
        "Bob": "3S 4S 5S 6S 9H 9D 9C KH KD KC", "Ann": "2S 8H 8D QC JC 2H 4D 5C 7C TD"}}
    gin_hand = {key: value for key, value in gin_hand.items() if key != "knocker_melds"}
    counted = play([AS_SHOWN, gin_hand])
    assert [(r.winner, r.points) for r in counted.hands] == [("Ann", 58), ("Bob", 86)]
    assert counted.hand(2).settlement is not None
    assert counted.hand(2).settlement.rules.knocker_layout == "cheapest"


def test_the_choice_is_written_read_and_refused_when_unknown() -> None:
    description = {"players": ["Ann", "Bob"], "hands": [AS_SHOWN, KEPT_BACK | {"knocker_layout": None}]}
    match = match_from_dict({**description, "hands": [AS_SHOWN]})
    written = match_to_dict(match)
    assert written["hands"][0]["knocker_layout"] == "shown"
    assert match_to_dict(match_from_dict(written)) == written
    assert "knocker_layout" not in entry_to_dict(match_from_dict(
        {"players": ["Ann", "Bob"], "hands": [{**KEPT_BACK, "knocker_layout": None}]}).entries[0])
    with pytest.raises(HandError, match="knocker_layout takes one of cheapest, any, shown"):
        match_from_dict({"players": ["Ann", "Bob"], "hands": [{**KEPT_BACK, "knocker_layout": "as laid"}]})
    with pytest.raises(HandError, match="a hand from the counts takes no 'knocker_layout'"):
        match_from_dict({"players": ["Ann", "Bob"], "hands": [
            {"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 20,
             "knocker_layout": "shown"}]})
    assert "knocker_layout" in hands_csv(play([AS_SHOWN])).splitlines()[0].split(",")
    assert ",shown," in hands_csv(play([AS_SHOWN])).splitlines()[1]


def test_the_ledger_stores_corrects_and_undoes_the_choice(ledger: Ledger) -> None:
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    with pytest.raises(HandError) as refused:
        ledger.record_hand(view.id, KEPT_BACK, version=view.version)
    assert isinstance(refused.value.cause, LayoutNotCheapestError)
    view = ledger.record_hand(view.id, AS_SHOWN, version=view.version)
    assert view.tally.hand(1).points == 58
    fresh = Ledger(ledger.path).get_match(view.id)  # read back from the file
    assert fresh.tally.hand(1).points == 58
    assert fresh.match.entries[0] == view.match.entries[0]
    # corrected back to the match's rules without the melds: the gin, 86
    plain = {key: value for key, value in KEPT_BACK.items() if key != "knocker_melds"}
    view = ledger.correct_hand(view.id, view.hand_ids[0], plain, version=view.version)
    assert view.tally.hand(1).points == 86
    view = ledger.undo(view.id, version=view.version)
    assert view.tally.hand(1).points == 58
    assert Ledger(ledger.path).get_match(view.id).tally.hand(1).points == 58


def test_a_version_3_database_upgrades_and_an_old_correction_still_undoes(db_path: Path) -> None:
    """Migration 4 adds the column; the hands already there (and the rows the audit trail kept
    of them before the column existed) read as the match's rules."""
    db_path.parent.mkdir(parents=True)
    db = connect(db_path)
    assert migrate(db, target=3) == 3
    db.close()
    ledger = Ledger(db_path)  # upgrades
    db = connect(db_path)
    assert schema_version(db) == LATEST >= 4
    db.close()
    view = ledger.create_match(["Ann", "Bob"], first_dealer="Bob")
    plain = {key: value for key, value in KEPT_BACK.items() if key != "knocker_melds"}
    view = ledger.record_hand(view.id, plain, version=view.version)
    view = ledger.correct_hand(view.id, view.hand_ids[0], AS_SHOWN, version=view.version)
    # the correction's "before" as a version-3 program wrote it: no knocker_layout key
    with sqlite3.connect(db_path) as conn:
        before = conn.execute("SELECT before FROM changes WHERE action = 'correct'").fetchone()[0]
        trimmed = before.replace('"knocker_layout": null, ', "").replace(', "knocker_layout": null', "")
        assert "knocker_layout" not in trimmed
        conn.execute("UPDATE changes SET before = ? WHERE action = 'correct'", [trimmed])
    ledger = Ledger(db_path)
    view = ledger.undo(view.id, version=view.version)
    assert view.tally.hand(1).points == 86
    assert Ledger(db_path).get_match(view.id).tally.hand(1).points == 86
