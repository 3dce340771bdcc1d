"""Run `scorekeeper serve` (waitress) as a real process on a free port, and talk to it."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

REPOSITORY = Path(__file__).resolve().parents[2]
ADDRESS = re.compile(r"serving at (http://127\.0\.0\.1:\d+/)")
EVERY_INTERFACE = re.compile(r"serving on every network interface, port (\d+)\.")


def command_env(instance: Path, extra: Mapping[str, str] | None = None) -> dict[str, str]:
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("SCOREKEEPER_")}
    env["PYTHONPATH"] = str(REPOSITORY)
    env["SCOREKEEPER_INSTANCE_PATH"] = str(instance)
    env["PYTHONUNBUFFERED"] = "1"
    env.update(extra or {})
    return env


def url_in(line: str) -> str | None:
    """The loopback URL a start line of `scorekeeper serve` gives."""
    found = ADDRESS.search(line)
    if found:
        return found.group(1)
    found = EVERY_INTERFACE.search(line)
    return f"http://127.0.0.1:{found.group(1)}/" if found else None


class Output(threading.Thread):
    """Reads what the server prints after its start lines, so a full pipe never stalls it."""

    def __init__(self, process: subprocess.Popen[str]) -> None:
        super().__init__(daemon=True)
        self.process = process
        self.lines: list[str] = []

    def run(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            self.lines.append(line)


_outputs: dict[int, Output] = {}


def launch(folder: Path, *extra: str,
           env: Mapping[str, str] | None = None) -> tuple[subprocess.Popen[str], str]:
    """Start the server (port 0: the OS picks a free one) on ``folder/scorekeeper.db`` with
    the instance folder ``folder/instance``; returns the process and its URL."""
    folder.mkdir(parents=True, exist_ok=True)
    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", "--port", "0",
         "--db", str(folder / "scorekeeper.db"), *extra],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True,
        env=command_env(folder / "instance", env), cwd=folder,
    )
    assert process.stdout is not None
    first = process.stdout.readline()
    url = url_in(first)
    if url is None:
        process.kill()
        rest = process.stdout.read()
        process.wait()
        process.stdout.close()
        raise RuntimeError(f"the server did not start: {first}{rest}")
    reader = _outputs[process.pid] = Output(process)
    reader.start()
    return process, url


def printed(process: subprocess.Popen[str]) -> str:
    """What the server printed after its first line (so far)."""
    reader = _outputs.get(process.pid)
    return "".join(reader.lines) if reader else ""


def stop(process: subprocess.Popen[str], how: int = signal.SIGINT) -> None:
    """Stop the server: SIGINT (as Ctrl+C) and wait, or SIGKILL (a crash)."""
    if process.poll() is None:
        process.send_signal(how)
    try:
        process.wait(timeout=10)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    reader = _outputs.pop(process.pid, None)
    if reader is not None:
        reader.join(timeout=5)
    if process.stdout:
        process.stdout.close()


@contextmanager
def served(folder: Path, *extra: str, env: Mapping[str, str] | None = None) -> Iterator[str]:
    """Start the server, yield its URL, stop it."""
    process, url = launch(folder, *extra, env=env)
    try:
        yield url
    finally:
        stop(process)
