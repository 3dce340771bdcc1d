"""`scorekeeper passphrase`, and `scorekeeper serve` to the network asking for one."""

from __future__ import annotations

import os
import pty
import re
import select
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from http_client import Tablet
from server_process import REPOSITORY, command_env, launch, stop

from scorekeeper.web.core import passphrase

PASSPHRASE = "kitchen table gin"


def run(instance: Path, *args: str, stdin: str | None = None,
        extra: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], input=stdin,
                          capture_output=True, text=True, env=command_env(instance, extra),
                          cwd=REPOSITORY, timeout=60, check=False)


def test_set_from_standard_input_and_shown_by_status(tmp_path):
    instance = tmp_path / "instance"
    result = run(instance, "passphrase", "--stdin", stdin=PASSPHRASE + "\n")
    assert result.returncode == 0, result.stderr
    assert result.stdout == (f"The household passphrase is set (its hash is kept in "
                             f"{instance / 'passphrase'}).\n")
    assert PASSPHRASE not in (instance / "passphrase").read_text()
    assert (instance / "passphrase").stat().st_mode & 0o777 == 0o600
    assert passphrase.matches(passphrase.load(instance), PASSPHRASE)
    status = run(instance, "passphrase", "--status")
    assert status.stdout == f"A household passphrase is set ({instance / 'passphrase'}).\n"


def test_a_new_passphrase_says_every_device_signs_in_again(tmp_path):
    instance = tmp_path / "instance"
    run(instance, "passphrase", "--stdin", stdin=PASSPHRASE)
    again = run(instance, "passphrase", "--stdin", stdin="another fine evening")
    assert "Every device signed in with the old one must sign in again." in again.stdout
    assert passphrase.matches(passphrase.load(instance), "another fine evening")


def test_remove(tmp_path):
    instance = tmp_path / "instance"
    run(instance, "passphrase", "--stdin", stdin=PASSPHRASE)
    assert "is removed" in run(instance, "passphrase", "--remove").stdout
    assert passphrase.load(instance) is None
    assert run(instance, "passphrase", "--remove").stdout == "No household passphrase was set.\n"


@pytest.mark.parametrize(("args", "stdin", "message"), [
    (("passphrase", "--stdin"), "gin\n", "the passphrase must be at least 8 characters"),
    (("passphrase", "--stdin"), "", "no passphrase on standard input"),
    (("passphrase",), PASSPHRASE, "there is no terminal to ask on: give the passphrase on "
                                  "standard input with --stdin"),
])
def test_faults_are_one_line_and_set_nothing(tmp_path, args, stdin, message):
    instance = tmp_path / "instance"
    result = run(instance, *args, stdin=stdin)
    assert result.returncode == 2
    assert result.stderr == f"scorekeeper passphrase: {message}" + result.stderr[
        len(f"scorekeeper passphrase: {message}"):]
    assert result.stderr.count("\n") == 1 and "Traceback" not in result.stderr
    assert not (instance / "passphrase").exists()


def test_serving_to_the_network_without_a_passphrase_and_no_terminal_is_refused(tmp_path):
    result = run(tmp_path / "instance", "serve", "--host", "0.0.0.0", "--port", "0",
                 "--db", str(tmp_path / "gin.db"), stdin="")
    assert result.returncode == 2
    assert result.stderr == ("scorekeeper serve: serving to the network needs a household "
                             "passphrase, and none is set: run `scorekeeper passphrase` first "
                             "(or serve on 127.0.0.1 only)\n")
    assert not (tmp_path / "gin.db").exists()  # refused before anything was made


def test_require_passphrase_on_loopback_without_one_is_refused_too(tmp_path):
    result = run(tmp_path / "instance", "serve", "--port", "0", "--db", str(tmp_path / "g.db"),
                 stdin="", extra={"SCOREKEEPER_REQUIRE_PASSPHRASE": "true"})
    assert result.returncode == 2
    assert "needs a household passphrase, and none is set" in result.stderr


def test_served_to_the_network_every_device_signs_in_this_computer_too(tmp_path):
    run(tmp_path / "instance", "passphrase", "--stdin", stdin=PASSPHRASE)
    process, url = launch(tmp_path, "--host", "0.0.0.0")
    try:
        tablet = Tablet(url)
        status, _, _ = tablet.raw("GET", "/matches")
        assert status == 303
        assert tablet.call("GET", "/api/matches")[0] == 401
        assert tablet.sign_in("wrong passphrase") == 401
        assert tablet.sign_in(PASSPHRASE) == 200
        assert tablet.call("GET", "/api/matches") == (200, {"matches": []})
        assert tablet.call("POST", "/api/matches", {"players": ["Ann", "Bob"]})[0] == 201
        tablet.close()
    finally:
        stop(process)


def read_until(fd: int, pattern: str, seen: list[str], timeout: float = 30) -> str:
    """Read the terminal until ``pattern`` shows; returns everything read so far."""
    deadline = time.monotonic() + timeout
    while not re.search(pattern, "".join(seen), re.DOTALL):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise AssertionError(f"no {pattern!r} on the terminal: {''.join(seen)!r}")
        ready, _, _ = select.select([fd], [], [], remaining)
        if ready:
            try:
                seen.append(os.read(fd, 4096).decode(errors="replace"))
            except OSError:  # the other side closed
                raise AssertionError(f"the terminal closed: {''.join(seen)!r}") from None
    return "".join(seen)


def test_served_to_the_network_on_a_terminal_it_asks_for_one(tmp_path):
    """The first start on the network, at a terminal: asked twice, then served."""
    instance = tmp_path / "instance"
    env = command_env(instance)
    pid, fd = pty.fork()
    if pid == 0:  # the child: the server, with the pseudo-terminal as its terminal
        os.chdir(tmp_path)
        os.execve(sys.executable, [sys.executable, "-m", "scorekeeper", "serve", "--host",
                                   "0.0.0.0", "--port", "0", "--db", str(tmp_path / "g.db")],
                  env)
    seen: list[str] = []
    try:
        read_until(fd, "New passphrase: ", seen)
        os.write(fd, b"gin\n")
        read_until(fd, r"this one has 3\).*New passphrase: ", seen)  # asked again
        os.write(fd, PASSPHRASE.encode() + b"\n")
        read_until(fd, "The same again: ", seen)
        os.write(fd, PASSPHRASE.encode() + b"\n")
        text = read_until(fd, r"port (\d+)\.", seen)
        port = re.search(r"port (\d+)\.", text).group(1)
        assert PASSPHRASE not in text  # never echoed
        assert "The household passphrase is set" in text
        tablet = Tablet(f"http://127.0.0.1:{port}/")
        assert tablet.call("GET", "/api/matches")[0] == 401
        assert tablet.sign_in(PASSPHRASE) == 200
        tablet.close()
    finally:
        os.kill(pid, signal.SIGINT)
        os.waitpid(pid, 0)
        os.close(fd)
    assert passphrase.matches(passphrase.load(instance), PASSPHRASE)
