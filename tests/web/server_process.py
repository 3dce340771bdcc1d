"""Run `scorekeeper serve` (waitress) as a real process on a free loopback port."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
ADDRESS = re.compile(r"serving at (http://127\.0\.0\.1:\d+/)")


def command_env(instance: Path) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("SCOREKEEPER_")}
    env["PYTHONPATH"] = str(REPOSITORY)
    env["SCOREKEEPER_INSTANCE_PATH"] = str(instance)
    env["PYTHONUNBUFFERED"] = "1"
    return env


@contextmanager
def served(folder: Path, *extra: str) -> Iterator[str]:
    """Start the server (port 0: the OS picks a free one), yield its URL, stop it."""
    folder.mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", "--port", "0",
         "--db", str(folder / "scorekeeper.db"), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        env=command_env(folder / "instance"), cwd=folder,
    )
    try:
        assert process.stdout is not None
        first = process.stdout.readline()
        found = ADDRESS.search(first)
        if not found:
            process.kill()
            raise RuntimeError(f"the server did not start: {first}{process.stdout.read()}")
        yield found.group(1)
    finally:
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        if process.stdout:
            process.stdout.close()
