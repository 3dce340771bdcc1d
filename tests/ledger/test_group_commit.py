"""Group commit: changes queued while one is written share its transaction; each is still all
or nothing, and committed before its call returns."""

from __future__ import annotations

import threading
import time
from pathlib import Path

import pytest

from scorekeeper.ledger import HandError, Ledger, tally
from scorekeeper.ledger import group as group_module

from .helpers import knock


def wait_for(condition: object, what: str) -> None:
    """Poll ``condition`` (a callable) until true; fail after 10 s (a hang, not a timing)."""
    deadline = time.monotonic() + 10
    while not condition():  # type: ignore[operator]
        if time.monotonic() > deadline:
            pytest.fail(f"gave up waiting for {what}")
        time.sleep(0.005)


def test_changes_that_wait_share_one_commit_and_a_refused_one_is_left_out(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    ledger = Ledger(db_path)
    matches = [ledger.create_match(["Ann", "Bob"], first_dealer="Bob") for _ in range(4)]
    commits: list[int] = []
    real_commit = group_module._commit

    def counting_commit(db):  # type: ignore[no-untyped-def]
        commits.append(1)
        return real_commit(db)

    monkeypatch.setattr(group_module, "_commit", counting_commit)
    outcomes: dict[int, str] = {}

    def record(index: int, hand: dict[str, object]) -> None:
        view = matches[index]
        try:
            ledger.record_hand(view.id, hand, version=view.version)
            outcomes[index] = "recorded"
        except HandError:
            outcomes[index] = "refused"

    release = threading.Event()
    leader = threading.Thread(target=lambda: _lead_until(ledger, release))
    leader.start()
    wait_for(lambda: ledger._group._leader is not None, "the first change to lead")
    others = [threading.Thread(target=record, args=(1, knock("Ann", 2, 20))),
              threading.Thread(target=record, args=(2, knock("Ann", 12, 20))),  # over 10
              threading.Thread(target=record, args=(3, knock("Bob", 3, 30)))]
    for thread in others:
        thread.start()
    wait_for(lambda: len(ledger._group._queue) == 3, "three changes to queue")
    release.set()
    for thread in [leader, *others]:
        thread.join()
    assert outcomes == {1: "recorded", 2: "refused", 3: "recorded"}
    assert len(commits) == 1  # four changes, one of them refused: one transaction
    fresh = Ledger(db_path)
    assert [len(fresh.get_match(view.id).tally.hands) for view in matches] == [0, 1, 0, 1]
    assert [fresh.get_match(view.id).version for view in matches] == [1, 2, 1, 2]
    assert [change.action for change in fresh.changes(matches[2].id)] == ["create"]


def _lead_until(ledger: Ledger, release: threading.Event) -> None:
    """A change that holds the lead (its transaction open) until ``release``."""
    with ledger._writing():
        release.wait(10)


def test_a_failed_commit_fails_every_change_of_the_group(db_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch
                                                          ) -> None:
    ledger = Ledger(db_path)
    first, second = (ledger.create_match(["Ann", "Bob"], first_dealer="Bob") for _ in range(2))

    def failing_commit(db):  # type: ignore[no-untyped-def]
        db.conn.execute("ROLLBACK")
        return OSError("the disk is full")

    monkeypatch.setattr(group_module, "_commit", failing_commit)
    errors: list[str] = []

    def record(view_id: int, version: int) -> None:
        try:
            ledger.record_hand(view_id, knock("Ann", 2, 20), version=version)
        except OSError as error:
            errors.append(str(error))

    release = threading.Event()

    def lead() -> None:
        try:
            with ledger._writing():
                release.wait(10)
        except OSError as error:
            errors.append(str(error))

    leader = threading.Thread(target=lead)
    leader.start()
    wait_for(lambda: ledger._group._leader is not None, "the first change to lead")
    follower = threading.Thread(target=record, args=(first.id, first.version))
    follower.start()
    wait_for(lambda: len(ledger._group._queue) == 1, "a change to queue")
    release.set()
    leader.join()
    follower.join()
    assert errors == ["the disk is full"] * 2
    monkeypatch.undo()
    for view in (first, second):  # nothing was kept, and the ledger goes on
        assert ledger.get_match(view.id).version == 1
    assert ledger.record_hand(first.id, knock("Ann", 2, 20), version=1).version == 2


def test_many_tablets_at_once_lose_and_double_nothing(db_path: Path) -> None:
    ledger = Ledger(db_path)
    views = [ledger.create_match(["Ann", "Bob"], first_dealer="Bob") for _ in range(8)]
    hands = [knock("Ann", 2, 20), {"wash": True}, knock("Bob", 3, 9), knock("Ann", 0, 30)]
    start = threading.Barrier(len(views))

    def tablet(index: int) -> None:
        view = views[index]
        start.wait()
        for n in range(12):
            view = ledger.record_hand(view.id, hands[(n + index) % len(hands)],
                                      version=view.version)

    threads = [threading.Thread(target=tablet, args=(i,)) for i in range(len(views))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    fresh = Ledger(db_path)
    for view in views:
        stored = fresh.get_match(view.id)
        assert stored.version == 13
        assert [hand.describe() for hand in stored.tally.hands] == \
            [hand.describe() for hand in tally(stored.match).hands]
        assert len(stored.tally.hands) == 12
        assert stored.tally == ledger.get_match(view.id).tally
