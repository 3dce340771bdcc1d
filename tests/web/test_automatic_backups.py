"""The app's ledger takes automatic backups: one on start, then one every BACKUP_EVERY changes."""

from web_client import TokenClient

from scorekeeper.web import create_app
from scorekeeper.web.core.ledger_access import ledger


def backups_in(instance):
    folder = instance / "backups"
    return sorted(folder.glob("*.db")) if folder.exists() else []


def test_every_few_changes_through_the_app_leave_a_backup_and_old_ones_rotate(instance):
    app = create_app({"TESTING": True, "BACKUP_EVERY": 2, "BACKUP_KEEP": 2,
                      "BACKUP_MIN_SECONDS": 0})
    app.test_client_class = TokenClient
    client = app.test_client()
    answer = client.post("/api/matches", json={"players": ["Ann", "Bob"], "first_dealer": "Ann"})
    match, version = answer.get_json()["id"], answer.get_json()["version"]
    for _ in range(5):
        answer = client.post(f"/api/matches/{match}/hands", json={
            "version": version,
            "hand": {"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 10}})
        assert answer.status_code == 201
        version = answer.get_json()["version"]
    kept = backups_in(instance)
    assert len(kept) == 2  # six changes, a backup every two, the newest two kept
    with app.app_context():
        assert ledger().backups is not None
        assert ledger().backups.last_error is None


def test_backups_can_be_switched_off(instance):
    app = create_app({"TESTING": True, "BACKUP_KEEP": 0})
    with app.app_context():
        assert ledger().backups is None
