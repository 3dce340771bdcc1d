"""`scorekeeper tally` (no database) and the match commands over the database."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main

from .helpers import gin, knock, wash
from .test_hollywood import HOLLYWOOD
from .test_three_players import THREE

ROOT = Path(__file__).resolve().parents[2]


def write(path: Path, obj: Any) -> str:
    path.write_text(json.dumps(obj), encoding="utf-8")
    return str(path)


def scorekeeper(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], capture_output=True,
                          text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)


def test_tally_json_shape(tmp_path: Path) -> None:
    match = {"rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
             "hands": [knock("Ann", 4, 20), gin("Bob", 15), knock("Ann", 7, 5), wash(),
                       gin("Ann", 30), knock("Ann", 2, 38)]}
    done = scorekeeper("tally", write(tmp_path / "m.json", match), "--json")
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    [game] = out["games"]
    assert {k: game[k] for k in ("winner", "points", "boxes", "final", "shutout")} == {
        "winner": "Ann", "points": {"Ann": 102, "Bob": 47}, "boxes": {"Ann": 3, "Bob": 2},
        "final": {"Ann": 262, "Bob": 87}, "shutout": False}
    assert out["net"] == {"Ann": 175}
    assert out["dealers"] == ["Bob", "Bob", "Ann", "Ann", "Ann", "Bob"]
    assert out["next_dealer"] == "Bob"


def test_tally_hollywood_lists_each_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]
                                           ) -> None:
    path = write(tmp_path / "h.json", {"rules": "hollywood", "players": ["Ann", "Bob"],
                                       "first_dealer": "Ann", "hands": HOLLYWOOD})
    assert main(["tally", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [(g["column"], g["winner"], g["shutout"]) for g in out["games"]] == [
        (1, "Ann", True), (2, "Ann", False), (3, "Bob", False)]
    assert out["games"][0]["final"] == {"Ann": 365, "Bob": 0}
    assert out["net"] == {"Ann": 385}


def test_tally_teams_stand_where_players_do(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "t.json", {"players": ["Ann", "Bob", "Cal", "Dee"],
                                       "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},
                                       "hands": [knock("Ann", 5, 25), gin("Cal", 20)]})
    assert main(["tally", path, "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["games"][0]["points"] == {"Us": 60, "Them": 0}
    assert out["dealers"] == ["Ann", "Cal"] and out["next_dealer"] == "Dee"


def test_tally_three_players_each_shutout_and_pairs(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    """The options ride in the description's rules; the text names who was shut out."""
    path = write(tmp_path / "3.json", {
        "rules": {"preset": "standard", "three_player_shutout": "each",
                  "three_player_settlement": "pairs"},
        "players": ["Ann", "Bob", "Cal"], "first_dealer": "Cal", "hands": THREE})
    assert main(["tally", path, "--json"]) == 0
    [game] = json.loads(capsys.readouterr().out)["games"]
    assert game["shut_out"] == ["Bob"] and game["shutout"] is False
    assert {(p["payer"], p["payee"], p["points"]) for p in game["settlement"]} == {
        ("Ann", "Cal", 214), ("Bob", "Cal", 364), ("Bob", "Ann", 50)}
    assert main(["tally", path]) == 0
    assert "Cal wins (Bob shut out); " in capsys.readouterr().out


def test_tally_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = write(tmp_path / "s.json", {"players": ["Ann", "Bob"],
                                       "hands": [knock("Ann", 5, 35), knock("Ann", 2, 42),
                                                 knock("Ann", 3, 43)]})
    assert main(["tally", path]) == 0
    text = capsys.readouterr().out
    assert "Ann wins (shutout); Bob pays Ann 370" in text
    assert "Net: Ann collects 370." in text


@pytest.mark.parametrize(("content", "message"), [
    ("{", "is not JSON"),
    ('{"players": ["Ann", "Bob"], "hands": [{"knocker": "Ann", "knocker_deadwood": 11, '
     '"defender_deadwood": 20}]}', "hand 1: a knock with 11 deadwood is not allowed"),
    ('{"players": ["Ann", "Bob"], "hands": [{"cards": {"Ann": "AS XX"}, "knocker": "Ann"}]}',
     "hand 1: cards must name the two hands"),
])
def test_bad_input_is_one_line_and_status_2(tmp_path: Path, content: str, message: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    done = scorekeeper("tally", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and message in done.stderr


def test_database_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "instance" / "scorekeeper.db")
    source = write(tmp_path / "m.json", {"players": ["Ann", "Bob"], "name": "Sunday",
                                         "hands": [knock("Ann", 4, 20), wash()]})
    assert main(["import", "--db", db, source]) == 0
    assert "imported as match 1 (2 hands)" in capsys.readouterr().out
    assert main(["matches", "--db", db, "--json"]) == 0
    [summary] = json.loads(capsys.readouterr().out)
    assert summary["name"] == "Sunday" and summary["hands"] == 2
    assert main(["export", "--db", db, "1", "-o", str(tmp_path / "out.json")]) == 0
    exported = json.loads((tmp_path / "out.json").read_text(encoding="utf-8"))
    assert exported["hands"][1] == {"wash": True, "dealer": "Bob"}
    assert main(["hands", "--db", db, "1", "--csv"]) == 0
    assert capsys.readouterr().out.splitlines()[1].startswith("1,1,,,counts,Ann,Ann,Bob")
    assert main(["show", "--db", db, "1"]) == 0
    assert "Next: Bob deals" in capsys.readouterr().out
    assert main(["players", "--db", db, "--json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["hands_won"] == 1
    assert main(["backup", "--db", db, str(tmp_path / "copy.db")]) == 0
    assert (tmp_path / "copy.db").stat().st_size > 0


def test_database_commands_refuse_bad_input(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "scorekeeper.db")
    assert main(["matches", "--db", db]) == 2
    assert "there is no database at" in capsys.readouterr().err
    write(tmp_path / "m.json", {"players": ["Ann", "Bob"]})
    assert main(["import", "--db", db, str(tmp_path / "m.json")]) == 0
    assert main(["export", "--db", db, "7"]) == 2
    assert capsys.readouterr().err.strip().endswith("there is no match 7")
    assert main(["import", "--db", db, str(tmp_path / "missing.json")]) == 2
