"""`scorekeeper serve`: waitress on loopback, the address printed, faults in one line."""

from __future__ import annotations

import io
import json
import logging
import shutil
import signal
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from contextlib import closing
from pathlib import Path

from server_process import REPOSITORY, command_env, served

from scorekeeper.commands.serve import (
    Sparse,
    announce,
    build_app,
    lan_addresses,
    prepare_database,
)
from scorekeeper.ledger.migrations import LATEST


def test_it_serves_the_app_with_waitress(tmp_path):
    with served(tmp_path) as url:
        assert (tmp_path / "scorekeeper.db").is_file()  # created on the first start
        with urllib.request.urlopen(url + "settle", timeout=10) as response:
            assert response.status == 200
            assert response.headers["Server"] == "scorekeeper"  # waitress's ident
            assert "Settle a hand" in response.read().decode()
        request = urllib.request.Request(
            url + "api/settle", method="POST", headers={"Content-Type": "application/json"},
            data=json.dumps({"knocker": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S",
                             "defender": "TC JC QC 2H 3H KD KH 5C 6D 8S"}).encode())
        with urllib.request.urlopen(request, timeout=10) as response:
            assert json.load(response)["points"] == 64


def test_the_first_start_creates_the_ledger_database(tmp_path, instance):
    target = tmp_path / "new" / "folder" / "ledger.db"
    app = build_app(str(target))
    assert app.config["DATABASE"] == str(target)
    assert prepare_database(app) == target
    with sqlite3.connect(target) as db:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        assert "schema_migrations" in tables
        version = db.execute("SELECT MAX(version) FROM schema_migrations").fetchone()[0]
    assert version == LATEST
    assert prepare_database(app) == target  # a second start finds it up to date


def test_a_file_that_is_no_database_is_refused_and_kept(tmp_path):
    target = tmp_path / "notes.db"
    target.write_text("shopping list: eggs, milk, a new deck of cards\n" * 50)
    result = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "serve", "--port", "0", "--db", str(target)],
        capture_output=True, text=True, env=command_env(tmp_path), cwd=REPOSITORY, timeout=30,
        check=False)
    assert result.returncode == 2
    assert result.stderr.startswith(f"scorekeeper serve: {target} is not a scorekeeper database")
    assert "Traceback" not in result.stderr
    assert target.read_text().startswith("shopping list")


def test_a_port_in_use_is_one_line_and_status_2(tmp_path):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = subprocess.run(
            [sys.executable, "-m", "scorekeeper", "serve", "--port", str(port),
             "--db", str(tmp_path / "x.db")],
            capture_output=True, text=True, env=command_env(tmp_path), cwd=REPOSITORY,
            timeout=30, check=False)
    assert result.returncode == 2
    assert result.stderr.startswith(f"scorekeeper serve: cannot listen on 127.0.0.1 port {port}")
    assert "Traceback" not in result.stderr


def test_a_port_out_of_range_is_refused(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "serve", "--port", "70000"],
        capture_output=True, text=True, env=command_env(tmp_path), cwd=REPOSITORY, timeout=30,
        check=False)
    assert result.returncode == 2
    assert "--port must be between 0 and 65535, not 70000" in result.stderr


def test_on_loopback_it_prints_one_address_and_the_database():
    out = io.StringIO()
    announce("127.0.0.1", 8000, out, Path("/srv/gin/scorekeeper.db"))
    assert out.getvalue().splitlines() == [
        "Scorekeeper is serving at http://127.0.0.1:8000/",
        "Matches are kept in /srv/gin/scorekeeper.db",
        "Press Ctrl+C to stop."]


def test_on_every_interface_it_prints_the_lan_addresses():
    out = io.StringIO()
    announce("0.0.0.0", 8000, out, passphrase=True)
    text = out.getvalue()
    assert "On this computer: http://127.0.0.1:8000/" in text
    for address in lan_addresses():
        assert f"On a tablet or phone on the same network: http://{address}:8000/" in text
    assert "Opening it asks for the household passphrase (once per device)." in text


def test_served_to_the_network_without_a_passphrase_it_says_anyone_can_open_it():
    out = io.StringIO()
    announce("0.0.0.0", 8000, out, passphrase=False)
    assert "Anyone on this network can open it (REQUIRE_PASSPHRASE is off)." in out.getvalue()


def test_lan_addresses_are_never_loopback():
    assert all(not address.startswith("127.") for address in lan_addresses())


def test_the_server_checkpoints_its_log_from_a_thread_of_its_own(tmp_path):
    """Hands recorded through the real server reach the database file itself (not only its
    write-ahead log) within a few seconds, with far fewer pages than SQLite's own checkpoint
    waits for: the background checkpoints of `scorekeeper.ledger.checkpoints` are running."""
    from http_client import Tablet

    with served(tmp_path) as url:
        tablet = Tablet(url)
        status, match = tablet.call("POST", "/api/matches", {"players": ["Ann", "Bob"]})
        assert status == 201
        version = match["version"]
        for _ in range(5):
            status, answer = tablet.call("POST", f"/api/matches/{match['id']}/hands", {
                "version": version, "hand": {"knocker": "Ann", "knocker_deadwood": 4,
                                             "defender_deadwood": 20}})
            assert status == 201
            version = answer["version"]
        tablet.close()
        copy = tmp_path / "file-alone.db"
        deadline = time.monotonic() + 20
        while True:  # a copy of the file without its log: what has been checkpointed
            shutil.copyfile(tmp_path / "scorekeeper.db", copy)
            with closing(sqlite3.connect(copy)) as alone:
                try:
                    hands = alone.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
                except sqlite3.OperationalError:  # not even the tables yet
                    hands = 0
            if hands == 5:
                break
            assert time.monotonic() < deadline, f"{hands} of 5 hands in the file"
            time.sleep(0.2)


def test_the_queue_warning_is_let_through_once_a_minute():
    sparse = Sparse(60.0)
    record = logging.LogRecord("waitress.queue", logging.WARNING, __file__, 1,
                               "Task queue depth is %d", (3,), None)
    assert [sparse.filter(record) for _ in range(3)] == [True, False, False]
    assert Sparse(0.0).filter(record) and Sparse(0.0).filter(record)


def test_ctrl_c_stops_a_server_started_with_sigint_ignored(tmp_path):
    """A shell script's ``scorekeeper serve &`` starts it with SIGINT ignored; Ctrl+C (SIGINT)
    still stops it, as its start line promises, and it says so."""
    def ignore_sigint() -> None:
        signal.signal(signal.SIGINT, signal.SIG_IGN)

    process = subprocess.Popen(
        [sys.executable, "-m", "scorekeeper", "serve", "--port", "0",
         "--db", str(tmp_path / "g.db")],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, text=True,
        env=command_env(tmp_path / "instance"), cwd=tmp_path, preexec_fn=ignore_sigint)
    assert process.stdout is not None
    with process.stdout:
        try:
            assert "serving at http://127.0.0.1:" in process.stdout.readline()
            while "Ctrl+C" not in process.stdout.readline():
                pass
            process.send_signal(signal.SIGINT)
            process.wait(timeout=20)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        rest = process.stdout.read()
    assert process.returncode == 0
    assert "Stopped." in rest
