"""The engine is pure: importing it loads no web framework, database, image or PDF library."""

import subprocess
import sys

from tests.conftest import REPO

FORBIDDEN = ["flask", "werkzeug", "jinja2", "sqlite3", "sqlite_utils", "cv2", "numpy", "weasyprint",
             "waitress", "scorekeeper.ledger", "scorekeeper.web", "scorekeeper.sheets", "vision"]


def test_importing_the_engine_loads_none_of_the_shells():
    code = (
        "import sys, scorekeeper.gin, scorekeeper.gin.settle, scorekeeper.gin.explain\n"
        f"bad = [m for m in {FORBIDDEN!r} if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == ""


def test_the_engine_imports_only_the_standard_library_and_itself():
    code = (
        "import sys; before = set(sys.modules)\n"
        "import scorekeeper.gin\n"
        "import sysconfig, pathlib\n"
        "std = sysconfig.get_paths()['stdlib']\n"
        "new = set(sys.modules) - before\n"
        "odd = []\n"
        "for name in new:\n"
        "    mod = sys.modules[name]; path = getattr(mod, '__file__', None) or ''\n"
        "    if name.startswith('scorekeeper') or not path or path.startswith(std): continue\n"
        "    odd.append(name)\n"
        "print(','.join(sorted(odd)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                            check=True)
    assert result.stdout.strip() == ""
