"""Every subcommand's text output and its refusals in the language asked for (``--lang``, or
the environment's locale), the way the pages are checked: a word of the app's English source
that the language's own translations never use is English left over. JSON stays English."""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import pytest

from scorekeeper.cli import main

from .helpers import gin, knock, wash

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_every_page_every_language import english_words, own_words, words

NAMES = {"ann", "bob", "cal", "gin", "big", "hollywood", "oklahoma", "standard", "json", "db",
         "pdf", "html", "id", "scorekeeper", "utc", "tally", "show", "settle", "matches",
         "deadwood", "hands", "players", "import", "backup"}
"""Names, and the words of paths and commands (``--db PATH``), that no language translates."""
MATCH = {"rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
         "hands": [knock("Ann", 4, 20), gin("Bob", 15), wash(), knock("Ann", 9, 9),
                   knock("Ann", 2, 38), gin("Ann", 60), knock("Ann", 3, 43)]}
THREE = {"rules": "standard", "players": ["Ann", "Bob", "Cal"],
         "hands": [knock("Ann", 5, 35), knock("Bob", 2, 40), knock("Ann", 1, 50)]}
BAD = {"players": ["Ann", "Bob"], "hands": [{"knocker": "Ann", "knocker_deadwood": 11,
                                              "defender_deadwood": 20}]}
HOLLYWOOD_BAD = {"players": ["Ann", "Ann"]}
ELEVEN = ("3S", "4S", "5S", "6S", "8H", "8D", "8C", "AC", "2D", "3C", "KH")


def english_left(text: str, lang: str) -> set[str]:
    return (words(text) & english_words()) - own_words(lang) - NAMES


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    status = main(list(args))
    out = capsys.readouterr()
    return status, out.out + out.err


@pytest.fixture
def files(tmp_path: Path) -> dict[str, str]:
    found = {}
    for name, obj in (("match", MATCH), ("three", THREE), ("bad", BAD), ("same", HOLLYWOOD_BAD)):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps(obj), encoding="utf-8")
        found[name] = str(path)
    found["db"] = str(tmp_path / "scorekeeper.db")
    found["backup"] = str(tmp_path / "copy.db")
    return found


def outputs(capsys: pytest.CaptureFixture[str], files: dict[str, str], lang: str
            ) -> dict[str, tuple[int, str]]:
    db = ("--db", files["db"])
    found = {
        "tally": run(capsys, "--lang", lang, "tally", files["match"]),
        "tally three": run(capsys, "--lang", lang, "tally", files["three"]),
        "tally refused": run(capsys, "--lang", lang, "tally", files["bad"]),
        "tally names": run(capsys, "--lang", lang, "tally", files["same"]),
        "import": run(capsys, "--lang", lang, "import", files["match"], *db),
        "matches": run(capsys, "--lang", lang, "matches", *db),
        "show": run(capsys, "--lang", lang, "show", "1", *db),
        "hands": run(capsys, "--lang", lang, "hands", "1", *db),
        "players": run(capsys, "--lang", lang, "players", *db),
        "no match": run(capsys, "--lang", lang, "show", "9", *db),
        "backup": run(capsys, "--lang", lang, "backup", files["backup"], *db),
        "settle": run(capsys, "--lang", lang, "settle", "--knocker",
                      "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "--defender",
                      "2S 7S KH KD KC 4H 5H 6H JD QC", "--names", "Ann,Bob"),
        "settle refused": run(capsys, "--lang", lang, "settle", "--knocker", "3S 4S 5S XX",
                              "--defender", "2S 7S", "--names", "Ann,Bob"),
        "deadwood": run(capsys, "--lang", lang, "deadwood", *ELEVEN),
        "deadwood refused": run(capsys, "--lang", lang, "deadwood", "AS", "2S"),
        "no database": run(capsys, "--lang", lang, "matches", "--db", files["db"] + "x"),
    }
    return found


@pytest.mark.parametrize("lang", ["es", "de", "fr", "it"])
def test_every_subcommand_speaks_the_language(capsys, files, lang):
    english = outputs(capsys, files, "en")
    Path(files["db"]).unlink()
    Path(files["backup"]).unlink()
    translated = outputs(capsys, files, lang)
    assert {name: status for name, (status, _) in translated.items()} == {
        name: status for name, (status, _) in english.items()}
    assert english["tally refused"][0] == 2 and "not allowed" in english["tally refused"][1]
    faults = {name: sorted(english_left(text, lang)) for name, (_, text) in translated.items()
              if english_left(text, lang)}
    assert faults == {}
    for name, (_, text) in translated.items():
        assert text != english[name][1] or not text.strip(), name


def test_json_stays_english(capsys: pytest.CaptureFixture[str], files: dict[str, Any]) -> None:
    assert main(["--lang", "de", "tally", files["match"], "--json"]) == 0
    german = capsys.readouterr().out
    assert main(["tally", files["match"], "--json"]) == 0
    assert german == capsys.readouterr().out
