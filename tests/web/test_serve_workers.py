"""`scorekeeper serve --workers N`: N processes serve one port, as one server.

Each worker is a process of its own (the parent binds the port and supervises): a worker
that dies is started again, Ctrl+C stops them all, and a parent killed outright takes its
workers with it. What they share is in files, so a tablet sees one server whichever worker
answers: the guesses at the passphrase are counted once for all of them.
"""

from __future__ import annotations

import http.client
import os
import signal
import socket
import sys
import time
import urllib.parse
from pathlib import Path

import pytest
from http_client import Tablet
from server_process import launch, printed, stop

from scorekeeper.web.core import passphrase

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="counts the workers in /proc")

PASSPHRASE = "three blind mice"


def workers_of(pid: int) -> list[int]:
    """The running child processes of the server (its workers)."""
    text = Path(f"/proc/{pid}/task/{pid}/children").read_text()
    return [int(child) for child in text.split()]


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def wait_until(condition, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def status_of(url: str, path: str = "/api/matches") -> int:
    """One request on a connection of its own (the kernel may give it to any worker)."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    try:
        connection.request("GET", path, headers={"Connection": "close"})
        return connection.getresponse().status
    finally:
        connection.close()


def test_two_workers_serve_one_port_and_a_dead_one_is_started_again(tmp_path):
    process, url = launch(tmp_path, "--workers", "2")
    try:
        assert wait_until(lambda: len(workers_of(process.pid)) == 2)
        first = workers_of(process.pid)
        assert all(status_of(url) == 200 for _ in range(20))

        os.kill(first[1], signal.SIGKILL)
        assert all(status_of(url) == 200 for _ in range(5))  # the other one answers meanwhile
        assert wait_until(lambda: len(workers_of(process.pid)) == 2
                          and first[1] not in workers_of(process.pid))
        assert first[0] in workers_of(process.pid)
        assert wait_until(lambda: status_of(url) == 200)
        assert "worker 1 (process" in printed(process)
    finally:
        stop(process)
    assert process.returncode == 0


def test_ctrl_c_stops_every_worker(tmp_path):
    process, url = launch(tmp_path, "--workers", "3")
    assert wait_until(lambda: len(workers_of(process.pid)) == 3)
    workers = workers_of(process.pid)
    assert status_of(url) == 200
    stop(process)  # SIGINT to the parent alone, as `kill -INT` sends it
    assert process.returncode == 0
    assert not any(alive(pid) for pid in workers)


def test_a_server_killed_outright_takes_its_workers_and_frees_its_port(tmp_path):
    process, url = launch(tmp_path, "--workers", "2")
    assert wait_until(lambda: len(workers_of(process.pid)) == 2)
    workers = workers_of(process.pid)
    port = urllib.parse.urlsplit(url).port
    stop(process, signal.SIGKILL)
    assert wait_until(lambda: not any(alive(pid) for pid in workers))
    with socket.socket() as again:  # nothing listens on the port any more
        again.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        again.bind(("127.0.0.1", port))


def test_hands_recorded_through_every_worker_are_all_kept_once(tmp_path):
    process, url = launch(tmp_path, "--workers", "3")
    try:
        tablets = [Tablet(url) for _ in range(6)]  # six connections, shared out by the kernel
        status, match = tablets[0].call("POST", "/api/matches", {
            "players": ["Ann", "Bob"], "rules": {"preset": "standard", "target": 100_000}})
        assert status == 201
        version, path = match["version"], f"/api/matches/{match['id']}"
        for i in range(60):
            tablet = tablets[i % len(tablets)]
            status, answer = tablet.call("POST", f"{path}/hands", {"version": version, "hand": {
                "knocker": ["Ann", "Bob"][i % 2], "knocker_deadwood": i % 11,
                "defender_deadwood": 20}})
            assert status == 201, answer
            version = answer["version"]
        status, _ = tablets[1].call("POST", f"{path}/hands", {"version": version - 1, "hand": {
            "knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 20}})
        assert status == 409  # another worker's change moved the version on: refused, not lost
        status, whole = tablets[2].call("GET", path)
        assert [entry["input"]["knocker_deadwood"] for entry in whole["entries"]] == [
            i % 11 for i in range(60)]
    finally:
        for tablet in tablets:
            tablet.close()
        stop(process)


def test_the_passphrase_guesses_are_counted_once_for_every_worker(tmp_path):
    instance = tmp_path / "instance"
    instance.mkdir()
    passphrase.write_private(passphrase.passphrase_file(instance),
                             passphrase.hash_passphrase(PASSPHRASE).line() + "\n")
    process, url = launch(tmp_path, "--workers", "3",
                          env={"SCOREKEEPER_REQUIRE_PASSPHRASE": "true"})
    try:
        answers = []
        for _ in range(6):  # each guess on a connection of its own: any worker may take it
            guesser = Tablet(url)
            answers.append(guesser.sign_in("not the passphrase"))
            guesser.close()
        assert answers == [401, 401, 401, 401, 429, 429]  # the fifth brings on the wait
        right = Tablet(url)
        assert right.sign_in(PASSPHRASE) == 429  # locked out, even with the right one
        right.close()
    finally:
        stop(process)
