"""The app factory: where settings come from, and what it registers."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.web import BLUEPRINTS, TEMPLATES, create_app
from scorekeeper.web.core.config import ConfigError

REPOSITORY = Path(__file__).resolve().parents[2]


def test_templates_are_the_top_level_folder(app):
    assert TEMPLATES == REPOSITORY / "templates"
    assert Path(app.template_folder) == REPOSITORY / "templates"
    assert (TEMPLATES / "base.html").is_file()


def test_static_files_live_in_the_package(app, client):
    assert Path(app.static_folder) == REPOSITORY / "scorekeeper" / "web" / "static"
    response = client.get("/static/css/app.css")
    assert response.status_code == 200
    assert response.mimetype == "text/css"


def test_defaults_put_the_database_in_the_instance_folder(app, instance):
    assert app.config["DATABASE"] == str(instance / "scorekeeper.db")
    assert app.config["DEFAULT_PRESET"] == "standard"
    assert app.config["SECRET_KEY"]


def test_instance_config_py_is_read(instance):
    (instance / "config.py").write_text('DEFAULT_PRESET = "oklahoma"\nDATABASE = "games.db"\n')
    app = create_app()
    assert app.config["DEFAULT_PRESET"] == "oklahoma"
    assert app.config["DATABASE"] == str(instance / "games.db")


def test_instance_config_toml_is_read_with_any_case(instance):
    (instance / "config.toml").write_text('default_preset = "gin25"\nMAX_CONTENT_LENGTH = 4096\n')
    app = create_app()
    assert app.config["DEFAULT_PRESET"] == "gin25"
    assert app.config["MAX_CONTENT_LENGTH"] == 4096


def test_a_broken_toml_file_is_named(instance):
    (instance / "config.toml").write_text("default_preset = \n")
    with pytest.raises(ConfigError, match=r"config\.toml is not valid TOML"):
        create_app()


def test_environment_beats_the_instance_file_and_test_config_beats_both(instance, monkeypatch):
    (instance / "config.toml").write_text('default_preset = "gin25"\n')
    monkeypatch.setenv("SCOREKEEPER_DEFAULT_PRESET", "house25")
    monkeypatch.setenv("SCOREKEEPER_MAX_CONTENT_LENGTH", "2048")
    app = create_app()
    assert app.config["DEFAULT_PRESET"] == "house25"
    assert app.config["MAX_CONTENT_LENGTH"] == 2048  # read as JSON: a number
    assert create_app({"DEFAULT_PRESET": "straight"}).config["DEFAULT_PRESET"] == "straight"


def test_an_absolute_database_path_is_kept(instance, tmp_path):
    target = tmp_path / "elsewhere" / "ledger.db"
    assert create_app({"DATABASE": str(target)}).config["DATABASE"] == str(target)


def test_an_unknown_default_preset_is_refused(instance):
    with pytest.raises(ConfigError, match="DEFAULT_PRESET 'poker' is not a preset"):
        create_app({"DEFAULT_PRESET": "poker"})


def test_a_database_path_that_is_a_folder_is_refused(instance, tmp_path):
    with pytest.raises(ConfigError, match="is a folder"):
        create_app({"DATABASE": str(tmp_path)})


def test_every_blueprint_is_registered(app):
    assert [importlib.import_module(name).bp.name for name in BLUEPRINTS] == list(app.blueprints)
    assert {"hands", "api", "pwa", "matches", "match_hands", "players", "matches_api", "sheets",
            "match_sheets", "signin", "photos", "photo_api"} <= set(app.blueprints)


def test_the_flask_command_finds_the_factory(instance):
    """`flask --app scorekeeper.web run --debug` uses the same discovery as `routes`."""
    env = {**os.environ, "PYTHONPATH": str(REPOSITORY)}
    result = subprocess.run(
        [sys.executable, "-m", "flask", "--app", "scorekeeper.web", "routes"],
        capture_output=True, text=True, env=env, cwd=REPOSITORY, timeout=60, check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "/api/settle" in result.stdout
    assert "hands.settle_hand" in result.stdout


def test_the_ledgers_database_variable_is_honoured(instance, monkeypatch, tmp_path):
    monkeypatch.setenv("SCOREKEEPER_DB", str(tmp_path / "from-ledger-env.db"))
    app = create_app()
    assert app.config["DATABASE"] == str(tmp_path / "from-ledger-env.db")
    assert "DB" not in app.config
    monkeypatch.setenv("SCOREKEEPER_DATABASE", str(tmp_path / "web.db"))
    assert create_app().config["DATABASE"] == str(tmp_path / "web.db")
