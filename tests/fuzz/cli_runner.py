"""Run the `scorekeeper` command in this process, with real byte streams behind stdin and stdout
(strict UTF-8, as a terminal or a pipe has), so that a fault is seen as it would be."""

from __future__ import annotations

import io
import sys
from collections.abc import Sequence
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass

from scorekeeper.cli import main


@dataclass(frozen=True)
class Ran:
    status: int
    out: str
    err: str


def run(argv: Sequence[str], stdin: bytes = b"") -> Ran:
    """The exit status, stdout and stderr; any exception other than a clean exit propagates
    (that is what would print a traceback)."""
    source = io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8", errors="strict")
    sink = io.BytesIO()
    out = io.TextIOWrapper(sink, encoding="utf-8", errors="strict", write_through=True)
    err = io.StringIO()
    saved = sys.stdin
    sys.stdin = source
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                status = main(list(argv))
            except SystemExit as done:  # argparse: a usage error
                status = done.code if isinstance(done.code, int) else 2
    finally:
        sys.stdin = saved
    out.flush()
    return Ran(status, sink.getvalue().decode("utf-8"), err.getvalue())


def assert_clean(ran: Ran) -> None:
    """Exit status 0, or 2 with one line on stderr; never a traceback."""
    assert ran.status in (0, 2), ran
    assert "Traceback" not in ran.err
    if ran.status == 2:
        assert ran.err.strip() and ran.err.count("\n") <= 2, ran.err  # argparse: usage + error
