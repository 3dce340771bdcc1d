"""`scorekeeper pad`: options in, a PDF (or HTML) out; bad options: one line and status 2."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sheet_examples import page_size_pt, pdf_text

from scorekeeper.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], capture_output=True,
                          text=True, env=env, timeout=120, cwd=ROOT)


def test_pad_command_writes_a_pdf(tmp_path: Path, to_png) -> None:
    target = tmp_path / "pad.pdf"
    done = run_cli("pad", "--preset", "house25", "--paper", "letter", "--players", "Ann,Bob",
                   "--games", "2", "-o", str(target))
    assert done.returncode == 0, done.stderr
    assert "wrote" in done.stdout and "US Letter portrait" in done.stdout
    pdf = target.read_bytes()
    assert page_size_pt(pdf) == pytest.approx((612, 792), abs=0.6)
    text = " ".join(pdf_text(pdf).split())
    assert "Rules (house25): knock with 10 or less · gin 25 · undercut 25" in text
    assert text.count("Ann") == 2
    to_png(pdf, "cli-pad")


def test_the_preset_picks_the_pad_and_html_is_the_same_template(tmp_path: Path, capsys) -> None:
    target = tmp_path / "pad.html"
    assert main(["pad", "--preset", "oklahoma", "--html", "-o", str(target)]) == 0
    html = target.read_text(encoding="utf-8")
    assert "Oklahoma Gin score pad" in html and "Upcard" in html
    assert "size: A4 portrait" in html
    assert main(["pad", "--players", "Ann,Bob,Cat,Dan", "--html", "-o", str(target)]) == 0
    assert "Partnership Gin score pad" in target.read_text(encoding="utf-8")


def test_blank_names_overrides_and_pages(tmp_path: Path) -> None:
    target = tmp_path / "pad.html"
    assert main(["pad", "--players", "Ann,", "--set", "box_bonus=25", "--pages", "3",
                 "--orientation", "landscape", "--html", "-o", str(target)]) == 0
    html = target.read_text(encoding="utf-8")
    assert html.count('<section class="page">') == 3
    assert "Rules (standard, changed)" in html and "box 25" in html
    assert html.count("Ann") == 3 and html.count('class="line name"') == 3
    assert "size: A4 landscape" in html


@pytest.mark.parametrize(("args", "message"), [
    (["--players", "Ann"], "a standard pad has 2 or 3 players, not 1"),
    (["--games", "9"], "games per page must be between 1 and 8"),
    (["--set", "gin=3"], "unknown rule option 'gin'"),
    (["--games", "6", "--orientation", "landscape"], "do not fit on one A4 landscape page"),
    (["--kind", "partnership"], None),
])
def test_bad_options_end_with_one_line(tmp_path: Path, capsys, args, message) -> None:
    status = main(["pad", *args, "-o", str(tmp_path / "x.html"), "--html"])
    err = capsys.readouterr().err
    if message is None:
        assert status == 0
        return
    assert status == 2
    assert err.startswith("scorekeeper pad: ") and message in err
    assert err.count("\n") == 1


def test_an_unwritable_target_is_named(tmp_path: Path, capsys) -> None:
    status = main(["pad", "--html", "-o", str(tmp_path / "missing" / "pad.html")])
    assert status == 2
    assert "cannot write" in capsys.readouterr().err
