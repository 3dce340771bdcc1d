"""The compact answer to a change (`MatchSnapshot.change_dict`) reads into `MatchChange` and back
unchanged, and is valid against the document's schema, for every kind of change."""

from __future__ import annotations

import json
from pathlib import Path

from scorekeeper.api_models.written import change_json, change_json_text
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


def test_the_answer_text_is_the_json_of_the_answer(tmp_path: Path) -> None:
    """What the API sends (`change_json_text`, written by pydantic) is, character for
    character, Flask's compact ASCII JSON of `change_json`: names beyond ASCII, money with
    cents, a game won and settled, a correction, an undo."""
    ledger = Ledger(tmp_path / "scorekeeper.db")
    view = ledger.create_match(["José", "Zoë"], {"preset": "standard", "stake": 0.05},
                               first_dealer="Zoë", name="Ünïcode évening")
    hands = [{"cards": {"José": GIN["cards"]["Ann"], "Zoë": GIN["cards"]["Bob"]},
              "knocker": "José", "upcard": "7S"},
             {"knocker": "Zoë", "knocker_deadwood": 4, "defender_deadwood": 30},
             {"knocker": "José", "gin": True, "defender_deadwood": 60},
             {"knocker": "José", "gin": True, "defender_deadwood": 61}]
    texts = []
    for hand in hands:
        view = ledger.record_hand(view.id, hand, version=view.version)
        texts.append((view, change_json_text(view)))
    view = ledger.correct_hand(view.id, view.hand_ids[1], {**hands[1], "knocker_deadwood": 3},
                               version=view.version)
    texts.append((view, change_json_text(view)))
    view = ledger.undo(view.id, version=view.version)
    texts.append((view, change_json_text(view)))
    assert any(view.tally.games[0].over for view, _ in texts)
    for view, text in texts:
        assert text == json.dumps(change_json(view), separators=(",", ":"))
        assert "\\u00e9" in text or "\\u00eb" in text
