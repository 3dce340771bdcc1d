"""Fixtures for the sheet tests: draw a PDF to PNG with pdftoppm in the test's tmp_path.

Set SHEETS_PNG_DIR to keep a copy of every PNG the tests draw (to look at them).
The known matches and the PDF readers live in `sheet_examples`.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest


@pytest.fixture
def to_png(tmp_path: Path) -> Callable[[bytes, str], list[Path]]:
    """Draw a PDF to PNG pages with pdftoppm in the test's tmp_path."""
    if shutil.which("pdftoppm") is None:
        pytest.fail("pdftoppm is missing: install poppler-utils (make test does)")

    def draw(pdf: bytes, name: str) -> list[Path]:
        source = tmp_path / f"{name}.pdf"
        source.write_bytes(pdf)
        subprocess.run(["pdftoppm", "-r", "60", "-png", str(source), str(tmp_path / name)],
                       check=True, capture_output=True, timeout=60)
        pages = sorted(tmp_path.glob(f"{name}-*.png"))
        keep = os.environ.get("SHEETS_PNG_DIR")
        if keep:
            Path(keep).mkdir(parents=True, exist_ok=True)
            for png in pages:
                shutil.copy(png, Path(keep) / png.name)
        return pages

    return draw
