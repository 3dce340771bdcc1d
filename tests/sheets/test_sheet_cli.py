"""`scorekeeper sheet`: a stored match (or a match file) in, its score sheet out; a match
that is not there, or bad input: one line and status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from ledger_matches import HOLLYWOOD, STANDARD, record
from sheet_examples import page_size_pt
from sheet_reading import flat, flat_lines, text_pages

from scorekeeper.cli import main
from scorekeeper.ledger import Ledger
from scorekeeper.sheets.from_ledger import played_on_text

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database file holding the standard match (id 1, "Friday") and Hollywood (id 2)."""
    path = tmp_path_factory.mktemp("cli") / "instance" / "scorekeeper.db"
    ledger = Ledger(path)
    record(ledger, STANDARD, name="Friday")
    record(ledger, HOLLYWOOD)
    return path


def test_the_command_prints_a_stored_match(db: Path, tmp_path: Path, to_png) -> None:
    target = tmp_path / "friday.pdf"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "scorekeeper", "sheet", "1", "--db", str(db),
                           "--appendix", "-o", str(target)],
                          capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout == (f"wrote {target}: match 1 (Ann v Bob), 12 hands, A4 portrait, "
                           "2 pages (PDF)\n")
    pdf = target.read_bytes()
    first = flat_lines(text_pages(pdf)[0])
    assert first[0] == "Friday: Ann v Bob"
    assert first[1].startswith(played_on_text(Ledger(db).get_match(1).created_at))
    assert "Grand total 362 0" in first
    assert "6♠ onto 3♠ 4♠ 5♠" in flat(text_pages(pdf)[1])
    assert len(to_png(pdf, "cli-sheet")) == 2


def test_the_database_comes_from_scorekeeper_db(db: Path, tmp_path: Path, capsys,
                                                monkeypatch) -> None:
    monkeypatch.setenv("SCOREKEEPER_DB", str(db))
    target = tmp_path / "hollywood.html"
    assert main(["sheet", "2", "--html", "-o", str(target)]) == 0
    assert capsys.readouterr().out == (f"wrote {target}: match 2 (Ann v Bob), 8 hands, "
                                       "A4 portrait (HTML)\n")
    html = target.read_text(encoding="utf-8")
    assert "The three games" in html and "Bob pays Ann 385 points" in html


def test_paper_orientation_and_title(db: Path, tmp_path: Path, capsys) -> None:
    target = tmp_path / "letter.pdf"
    assert main(["sheet", "2", "--db", str(db), "--paper", "letter", "--orientation",
                 "landscape", "--title", "Hollywood night", "-o", str(target)]) == 0
    assert "US Letter landscape, 1 page (PDF)" in capsys.readouterr().out
    pdf = target.read_bytes()
    assert page_size_pt(pdf) == pytest.approx((792, 612), abs=0.6)
    assert flat_lines(text_pages(pdf)[0])[0] == "Hollywood night"


def test_a_match_file_prints_without_a_database(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)   # no instance/ here: nothing is created or read
    (tmp_path / "match.json").write_text(json.dumps(STANDARD), encoding="utf-8")
    assert main(["sheet", "--from", "match.json", "--html", "-o", "-"]) == 0
    html = capsys.readouterr().out
    assert "<title>Gin Rummy: Ann v Bob</title>" in html
    assert "Bob pays Ann 82 points" in html
    assert not (tmp_path / "instance").exists()


def test_an_export_keeps_its_name_and_date(db: Path, tmp_path: Path, capsys) -> None:
    ledger = Ledger(db)
    export = ledger.export_match(1)
    (tmp_path / "friday.json").write_text(json.dumps(export), encoding="utf-8")
    assert main(["sheet", "--from", str(tmp_path / "friday.json"), "--html", "-o",
                 str(tmp_path / "f.html")]) == 0
    html = (tmp_path / "f.html").read_text(encoding="utf-8")
    assert "<h1>Friday: Ann v Bob</h1>" in html
    assert played_on_text(export["created_at"]) in html


@pytest.mark.parametrize(("args", "message"), [
    (["7"], "there is no match 7"),
    ([], "give a MATCH_ID or --from FILE.json (one of them)"),
    (["1", "--from", "x.json"], "give a MATCH_ID or --from FILE.json (one of them)"),
    (["--from", "missing.json"], "missing.json"),
])
def test_what_cannot_be_printed_ends_with_one_line(db: Path, tmp_path: Path, capsys, args,
                                                   message) -> None:
    status = main(["sheet", *args, "--db", str(db), "-o", str(tmp_path / "x.pdf")])
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("scorekeeper sheet: ") and message in err
    assert err.count("\n") == 1
    assert not (tmp_path / "x.pdf").exists()


def test_no_database_is_named_not_created(tmp_path: Path, capsys) -> None:
    missing = tmp_path / "nowhere.db"
    assert main(["sheet", "1", "--db", str(missing), "-o", str(tmp_path / "x.pdf")]) == 2
    assert capsys.readouterr().err == (f"scorekeeper sheet: there is no database at {missing} "
                                       "(give --db PATH)\n")
    assert not missing.exists()


def test_a_match_file_the_rules_refuse_names_the_hand(tmp_path: Path, capsys) -> None:
    bad = {**STANDARD, "hands": [{"knocker": "Ann", "knocker_deadwood": 12,
                                  "defender_deadwood": 30}]}
    (tmp_path / "bad.json").write_text(json.dumps(bad), encoding="utf-8")
    assert main(["sheet", "--from", str(tmp_path / "bad.json"), "-o",
                 str(tmp_path / "x.pdf")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("scorekeeper sheet: hand 1: a knock with 12 deadwood is not allowed")
    assert err.count("\n") == 1


def test_a_folder_is_not_a_file_name(db: Path, tmp_path: Path, capsys) -> None:
    assert main(["sheet", "1", "--db", str(db), "-o", str(tmp_path)]) == 2
    assert "is a folder; give a file name" in capsys.readouterr().err
