"""Tablets on one match at once, through the HTTP API of the real server: a change made against
a version another tablet has moved on from is refused (409), and nothing is lost or doubled.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from http_client import Tablet
from server_process import served

from scorekeeper.ledger import match_from_dict, tally, tally_dict

PLAYERS = ["Ann", "Bob"]
RULES = {"preset": "standard", "target": 100_000}
TABLETS = 4
ROUNDS = 12


def hand(i: int) -> dict[str, object]:
    """Hand ``i``: its knocker and counts tell it from every other hand."""
    return {"knocker": PLAYERS[i % 2], "knocker_deadwood": (i // 2) % 11,
            "defender_deadwood": 11 + (i // 22) % 80}


def index_of(stored: dict[str, Any]) -> int:
    knocker = PLAYERS.index(stored["knocker"])
    return ((stored["defender_deadwood"] - 11) * 11 + stored["knocker_deadwood"]) * 2 + knocker


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("two-tablets"), "--threads", "8") as url:
        yield url


def new_match(url: str) -> int:
    tablet = Tablet(url)
    status, match = tablet.call("POST", "/api/matches", {"players": PLAYERS, "rules": RULES,
                                                         "first_dealer": "Bob"})
    tablet.close()
    assert status == 201
    return int(match["id"])


def all_at_once(count: int, work: Callable[[int, threading.Barrier], Any]) -> list[Any]:
    """Run ``work(n, barrier)`` on ``count`` threads; their results in order."""
    barrier = threading.Barrier(count)
    results: list[Any] = [None] * count
    faults: list[BaseException] = []

    def run(n: int) -> None:
        try:
            results[n] = work(n, barrier)
        except BaseException as error:
            faults.append(error)
            barrier.abort()

    threads = [threading.Thread(target=run, args=(n,)) for n in range(count)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    if faults:
        raise faults[0]
    return results


def test_tablets_recording_at_once_lose_nothing_and_double_nothing(server):
    """Each round, every tablet reads the match, then all send a hand against that same
    version at once: exactly one is recorded, the others are refused and try again."""
    match_id = new_match(server)
    path = f"/api/matches/{match_id}"

    def tablet_work(n: int, barrier: threading.Barrier) -> dict[str, list[int]]:
        tablet = Tablet(server)
        tablet.fetch_token()
        recorded: list[int] = []
        refused: list[int] = []
        pending = n  # this tablet's hands: n, n + TABLETS, n + 2 * TABLETS, ...
        for _ in range(ROUNDS):
            version = tablet.call("GET", path)[1]["version"]
            barrier.wait()  # every tablet holds the same version now
            status, answer = tablet.call("POST", f"{path}/hands",
                                         {"version": version, "hand": hand(pending)})
            barrier.wait()
            if status == 201:
                recorded.append(pending)
                pending += TABLETS
            else:
                assert status == 409, answer
                assert "was changed by someone else" in answer["error"]
                assert "nothing was changed" in answer["error"]
                refused.append(pending)
        tablet.close()
        return {"recorded": recorded, "refused": refused}

    results = all_at_once(TABLETS, tablet_work)
    recorded = sorted(i for result in results for i in result["recorded"])
    refused = [i for result in results for i in result["refused"]]
    assert len(recorded) == ROUNDS  # one a round
    assert len(refused) == ROUNDS * (TABLETS - 1)

    reader = Tablet(server)
    stored = reader.call("GET", path)[1]
    reader.close()
    indices = [index_of(entry["input"]) for entry in stored["entries"]]
    assert sorted(indices) == recorded  # none lost, none twice, none of the refused
    assert len(set(indices)) == len(indices)
    assert stored["version"] == 1 + ROUNDS
    replay = tally_dict(tally(match_from_dict({"players": PLAYERS, "rules": RULES,
                                                "first_dealer": "Bob",
                                                "hands": [hand(i) for i in indices]})))
    assert stored["tally"]["games"][-1]["points"] == replay["games"][-1]["points"]


@pytest.mark.parametrize("change", ["correct", "delete", "undo"])
def test_the_same_change_from_two_tablets_is_made_once(server, change):
    """Both tablets correct (or delete, or undo) at once against the same version."""
    match_id = new_match(server)
    path = f"/api/matches/{match_id}"
    setup = Tablet(server)
    for i in range(3):
        version = setup.call("GET", path)[1]["version"]
        assert setup.call("POST", f"{path}/hands", {"version": version, "hand": hand(i)})[0] == 201
    before = setup.call("GET", path)[1]
    setup.close()
    first_hand = before["entries"][0]["id"]
    requests = {
        "correct": ("PUT", f"{path}/hands/{first_hand}"),
        "delete": ("DELETE", f"{path}/hands/{first_hand}"),
        "undo": ("POST", f"{path}/undo"),
    }
    method, target = requests[change]

    def tablet_work(n: int, barrier: threading.Barrier) -> int:
        tablet = Tablet(server)
        tablet.fetch_token()
        body: dict[str, Any] = {"version": before["version"]}
        if change == "correct":
            body["hand"] = hand(100 + n)  # each tablet its own correction
        barrier.wait()
        status, _ = tablet.call(method, target, body)
        tablet.close()
        return status

    statuses = sorted(all_at_once(2, tablet_work))
    assert statuses == sorted([200, 409])
    reader = Tablet(server)
    after = reader.call("GET", path)[1]
    reader.close()
    assert after["version"] == before["version"] + 1  # made once
    if change == "correct":
        assert index_of(after["entries"][0]["input"]) in (100, 101)
        assert len(after["entries"]) == 3
    else:
        assert len(after["entries"]) == 2
