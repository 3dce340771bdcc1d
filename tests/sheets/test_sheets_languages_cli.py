"""The command line prints sheets in a language: `pad` in ``--lang`` or the environment's
locale; `sheet` in ``--lang``, else the match's own language, else the environment's."""

from __future__ import annotations

from pathlib import Path

import pytest
from ledger_matches import STANDARD, record
from sheet_reading import flat, text_pages

from scorekeeper.cli import main
from scorekeeper.ledger import Ledger

LOCALE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture
def environment(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    for name in LOCALE_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    return monkeypatch


def printed(path: Path) -> str:
    return flat(" ".join(text_pages(path.read_bytes())))


def test_a_pad_in_the_language_asked_for_else_the_locale(environment, tmp_path: Path) -> None:
    assert main(["pad", "--lang", "de", "-o", str(tmp_path / "de.pdf")]) == 0
    assert "Gin-Rommé-Punkteblock" in printed(tmp_path / "de.pdf")
    environment.setenv("LANG", "es_ES.UTF-8")
    assert main(["pad", "--preset", "oklahoma", "-o", str(tmp_path / "es.pdf")]) == 0
    assert "Hoja de tanteo de Gin Oklahoma" in printed(tmp_path / "es.pdf")


def test_a_match_sheet_follows_the_match_unless_told(environment, tmp_path: Path) -> None:
    db = tmp_path / "instance" / "scorekeeper.db"
    ledger = Ledger(db)
    view = record(ledger, STANDARD, name="Friday")
    ledger.set_language(view.id, "fr", version=ledger.get_match(view.id).version)
    environment.setenv("LANG", "it_IT.UTF-8")
    target = tmp_path / "sheet.pdf"
    assert main(["sheet", str(view.id), "--db", str(db), "-o", str(target)]) == 0
    assert "Partie 1 : gagnée par Ann, capot" in printed(target)        # the match's French
    assert main(["sheet", str(view.id), "--db", str(db), "--lang", "de", "-o",
                 str(target)]) == 0
    assert "Partie 1: gewonnen von Ann, Schneider" in printed(target)   # --lang wins
    ledger.set_language(view.id, None, version=ledger.get_match(view.id).version)
    assert main(["sheet", str(view.id), "--db", str(db), "-o", str(target)]) == 0
    assert "Partita 1: vinta da Ann, cappotto" in printed(target)      # none: the locale's
