"""The crashes the fuzz tests found, kept as plain examples (each was a traceback before)."""

from __future__ import annotations

from pathlib import Path

import pytest

from scorekeeper.errors import AppError
from scorekeeper.ledger import Ledger, NotFoundError, match_from_dict
from scorekeeper.verdicts import settle_request

from .cli_runner import assert_clean, run

DEAL = {"knocker": "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "defender": "KS QS JS TH 9H 8H 7D 6D 5D 2C"}


@pytest.fixture
def ledger(tmp_path: Path) -> Ledger:
    ledger = Ledger(tmp_path / "scorekeeper.db")
    ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    return ledger


@pytest.mark.parametrize("match_id", [[], "1", 1.0, None, True, 2**63, -(2**63) - 1])
def test_a_match_id_that_is_no_id(ledger: Ledger, match_id: object) -> None:
    with pytest.raises(NotFoundError, match="there is no match"):
        ledger.get_match(match_id)  # type: ignore[arg-type]


@pytest.mark.parametrize("hand", [None, 5, "wash", ["wash"]])
def test_a_hand_that_is_no_dict(ledger: Ledger, hand: object) -> None:
    with pytest.raises(AppError, match="hand 1: a hand must be a JSON object"):
        ledger.record_hand(1, hand, version=1)  # type: ignore[arg-type]


def test_teams_of_the_wrong_type(ledger: Ledger) -> None:
    with pytest.raises(AppError, match="teams must be"):
        ledger.create_match(["Ann", "Bob", "Cal", "Dee"], teams=False)  # type: ignore[arg-type]


def test_names_with_a_lone_surrogate(ledger: Ledger) -> None:
    with pytest.raises(AppError, match="broken character"):
        match_from_dict({"players": ["Ann", "Bo\ud800b"], "hands": []})
    with pytest.raises(AppError, match="match's name"):
        ledger.create_match(["Ann", "Bob"], name="Friday\udcff")
    with pytest.raises(ValueError, match="broken character"):
        settle_request({**DEAL, "names": ["Ann", "\ud800"]})


@pytest.mark.parametrize("melds", [[None], [5], [["AC", 2, "3C"]], [{"AC": 1}]])
def test_knocker_melds_holding_something_else(melds: list[object]) -> None:
    hand = {"cards": {"Ann": "AC 2C 3C 4C 5C 6C 7C 8C 9C TC", "Bob": "JC QC KC AD 2D 3D 4D 5D 6D 7D"},
            "knocker": "Ann", "knocker_melds": melds}
    with pytest.raises(AppError, match="hand 1: each meld of knocker_melds must be"):
        match_from_dict({"players": ["Ann", "Bob"], "hands": [hand]})


def test_tally_of_deep_nesting_and_huge_numbers(tmp_path: Path) -> None:
    for name, data in [("deep", b"[" * 100_000), ("huge", b'{"rules": 1' + b"0" * 5000 + b"}")]:
        path = tmp_path / f"{name}.json"
        path.write_bytes(data)
        ran = run(["tally", str(path)])
        assert_clean(ran)
        assert ran.status == 2 and str(path) in ran.err


def test_jsonl_lines_that_are_not_text_or_too_deep() -> None:
    ran = run(["settle", "--jsonl"], b"\xff\xfe\n" + b"[" * 100_000 + b"\n{}\n")
    assert ran.status == 0
    assert ran.out.splitlines() == [
        '{"error": "line 1 is not UTF-8 text"}',
        '{"error": "line 2 is nested too deeply"}',
        '{"error": "a settle request has no \'knocker\'"}',
    ]


def test_settle_names_that_are_not_text() -> None:
    ran = run(["settle", "--knocker", DEAL["knocker"], "--defender", DEAL["defender"],
               "--names", "Ann,\udcff"])
    assert ran.status == 2 and "--names takes two names" in ran.err


@pytest.mark.parametrize("option", ["--names=--", "--upcard=--", "--set=--", "--knocker-melds=--",
                                    "--rules=--"])
def test_an_option_given_as_two_dashes(option: str) -> None:
    """argparse hands ``--names=--`` over as ``[]``; it was an AttributeError."""
    ran = run(["settle", "--knocker", DEAL["knocker"], "--defender", DEAL["defender"], option])
    assert_clean(ran)
    assert ran.status == 2
