"""The compact answer to a change (`MatchSnapshot.change_dict`) reads into `MatchChange` and back
unchanged, and is valid against the document's schema, for every kind of change."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.api_models.written import change_json
from scorekeeper.ledger import Ledger

from .test_schema import valid

GIN = {"cards": {"Ann": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S", "Bob": "TC JC QC 2H 3H KD KH 5C 6D 8S"},
       "knocker": "Ann", "upcard": "7S"}
COUNTS = {"knocker": "Bob", "knocker_deadwood": 4, "defender_deadwood": 30}


def test_every_kind_of_change_is_written_through_its_model(tmp_path: Path) -> None:
    ledger = Ledger(tmp_path / "scorekeeper.db")
    view = ledger.create_match(["Ann", "Bob"], "standard", first_dealer="Bob")
    views = []
    view = ledger.record_hand(view.id, GIN, version=view.version)
    views.append(view)
    view = ledger.record_hand(view.id, COUNTS, version=view.version)
    views.append(view)
    view = ledger.correct_hand(view.id, view.hand_ids[0], {**COUNTS, "knocker": "Ann"},
                               version=view.version)
    views.append(view)
    view = ledger.start_new_game(view.id, version=view.version)
    views.append(view)
    view = ledger.delete_hand(view.id, view.hand_ids[1], version=view.version)
    views.append(view)
    view = ledger.undo(view.id, version=view.version)
    views.append(view)
    view = ledger.finish_match(view.id, version=view.version)
    views.append(view)
    for changed in views:
        answer = change_json(changed)
        assert json.dumps(answer) == json.dumps(changed.change_dict())
        assert valid("MatchChange", answer)
