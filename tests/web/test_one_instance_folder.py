"""One instance folder for the web app, `scorekeeper serve` and the ledger's commands."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from web_client import TokenClient

from scorekeeper.ledger import default_db_path
from scorekeeper.paths import database_path, instance_dir
from scorekeeper.web import create_app

REPOSITORY = Path(__file__).resolve().parents[2]


def test_the_default_instance_folder_is_instance_in_the_current_directory(instance, monkeypatch,
                                                                          tmp_path):
    monkeypatch.delenv("SCOREKEEPER_INSTANCE_PATH")
    monkeypatch.chdir(tmp_path)
    assert instance_dir() == tmp_path / "instance"
    assert database_path() == tmp_path / "instance" / "scorekeeper.db"
    app = create_app()
    assert app.instance_path == str(tmp_path / "instance")
    assert app.config["DATABASE"] == str(default_db_path())


def test_the_instance_variable_moves_both(instance):
    assert instance_dir() == instance
    assert default_db_path() == instance / "scorekeeper.db"
    assert create_app().config["DATABASE"] == str(instance / "scorekeeper.db")


def test_a_relative_database_variable_is_read_from_the_current_directory(instance, monkeypatch,
                                                                         tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SCOREKEEPER_DB", "games/gin.db")
    assert default_db_path() == tmp_path / "games" / "gin.db"
    assert create_app().config["DATABASE"] == str(tmp_path / "games" / "gin.db")
    monkeypatch.setenv("SCOREKEEPER_DATABASE", "other.db")
    assert default_db_path() == tmp_path / "other.db"
    assert create_app().config["DATABASE"] == str(tmp_path / "other.db")


def test_the_instance_config_toml_database_is_read_by_the_commands_too(instance):
    (instance / "config.toml").write_text('database = "club.db"\n')
    assert default_db_path() == instance / "club.db"
    assert create_app().config["DATABASE"] == str(instance / "club.db")


def test_a_match_started_in_the_app_is_listed_by_the_command_line(instance, monkeypatch,
                                                                  tmp_path):
    """`make run` serves from the repository root; `scorekeeper matches` run there sees it."""
    monkeypatch.delenv("SCOREKEEPER_INSTANCE_PATH")
    monkeypatch.chdir(tmp_path)
    app = create_app({"TESTING": True})
    app.test_client_class = TokenClient
    client = app.test_client()
    response = client.post("/api/matches", json={"players": ["Ann", "Bob"], "name": "Friday"})
    assert response.status_code == 201
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("SCOREKEEPER_")}
    env["PYTHONPATH"] = str(REPOSITORY)
    result = subprocess.run([sys.executable, "-m", "scorekeeper", "matches", "--json"],
                            capture_output=True, text=True, env=env, cwd=tmp_path, timeout=60,
                            check=False)
    assert result.returncode == 0, result.stderr
    assert [m["name"] for m in json.loads(result.stdout)] == ["Friday"]
    assert (tmp_path / "instance" / "scorekeeper.db").is_file()
