"""Check that an installed wheel finds its templates: build, install in a fresh venv, render.

Run by hand from the repository root (about half a minute; no network):

    /work/venv/bin/python scripts/check_wheel.py

Builds the wheel with pip (no dependencies), installs it into a new virtual
environment in a temporary folder, and from another temporary folder (far from
the checkout) prints a score pad, prints a match sheet from a match description,
and asks the web app for its home page. The dependencies are borrowed from the
interpreter running this script (its site-packages on PYTHONPATH), so nothing is
downloaded. Prints what it did and exits non-zero on the first failure.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import tempfile
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
MATCH = {"rules": "standard", "players": ["Ann", "Bob"], "first_dealer": "Bob",
         "hands": [{"knocker": "Ann", "knocker_deadwood": 5, "defender_deadwood": 35},
                   {"wash": True},
                   {"knocker": "Ann", "gin": True, "defender_deadwood": 60}]}
WEB_CHECK = """
from scorekeeper.resources import TEMPLATES_DIR
from scorekeeper.web import create_app
assert "site-packages" in str(TEMPLATES_DIR), TEMPLATES_DIR
page = create_app({"TESTING": True}).test_client().get("/")
assert page.status_code == 200, page.status_code
print("web app: home page", page.status_code, "templates from", TEMPLATES_DIR)
"""


def run(command: list[str], cwd: Path | None = None, env: dict[str, str] | None = None) -> str:
    print("$", " ".join(command))
    return subprocess.run(command, check=True, capture_output=True, text=True, cwd=cwd,
                          env=env).stdout


def left_in_checkout() -> set[Path]:
    """What an in-tree build leaves in the checkout (build/, *.egg-info)."""
    return {*ROOT.glob("build"), *ROOT.glob("*.egg-info")}


def main() -> None:
    before = left_in_checkout()
    try:
        check()
    finally:
        for path in left_in_checkout() - before:
            shutil.rmtree(path)


def check() -> None:
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        wheels, env, elsewhere = base / "wheels", base / "venv", base / "elsewhere"
        elsewhere.mkdir()
        run([sys.executable, "-m", "pip", "wheel", str(ROOT), "-w", str(wheels), "--no-deps", "-q"])
        (wheel,) = wheels.glob("*.whl")
        venv.create(env, with_pip=True)
        python = env / "bin" / "python"
        run([str(python), "-m", "pip", "install", "-q", "--no-deps", str(wheel)])
        environment = {**os.environ, "PYTHONPATH": sysconfig.get_paths()["purelib"]}
        (elsewhere / "match.json").write_text(json.dumps(MATCH), encoding="utf-8")
        for command in (["pad", "--preset", "hollywood", "-o", "pad.pdf"],
                        ["sheet", "--from", "match.json", "-o", "match.pdf"]):
            print(run([str(env / "bin" / "scorekeeper"), *command], cwd=elsewhere,
                      env=environment), end="")
        print(run([str(python), "-c", WEB_CHECK], cwd=elsewhere, env=environment), end="")
        for name in ("pad.pdf", "match.pdf"):
            assert (elsewhere / name).read_bytes().startswith(b"%PDF"), name
    print(f"ok: {wheel.name} renders pads and sheets and serves pages from its own templates")


if __name__ == "__main__":
    main()
