"""Guessing the passphrase: five wrong tries a minute from one address, then a growing wait."""

from __future__ import annotations

import pytest
from access_helpers import PASSPHRASE, network_client, set_passphrase, sign_in

from scorekeeper.web.signin.ratelimit import MAX_WAIT, FileRecords, SignInLimiter


class Clock:
    """Time that moves only when the test says so."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
def limiter(clock):
    return SignInLimiter(attempts=5, window=60, clock=clock)


def test_five_wrong_tries_then_a_minute_to_wait(limiter, clock):
    for _ in range(4):
        assert limiter.failed("10.0.0.7") == 0
        assert limiter.wait_for("10.0.0.7") == 0
    assert limiter.failed("10.0.0.7") == 60
    clock.now += 59
    assert limiter.wait_for("10.0.0.7") == pytest.approx(1)
    clock.now += 1
    assert limiter.wait_for("10.0.0.7") == 0


def test_each_round_of_wrong_tries_doubles_the_wait_up_to_an_hour(limiter, clock):
    waits = []
    for _ in range(8):
        for _ in range(5):
            wait = limiter.failed("10.0.0.7")
        waits.append(wait)
        clock.now += wait
    assert waits == [60, 120, 240, 480, 960, 1920, MAX_WAIT, MAX_WAIT]


def test_tries_spread_over_more_than_a_minute_are_not_counted_together(limiter, clock):
    for _ in range(12):
        assert limiter.failed("10.0.0.7") == 0
        clock.now += 15  # four a minute: a slow typist, never locked out


def test_signing_in_starts_the_count_again(limiter, clock):
    for _ in range(4):
        limiter.failed("10.0.0.7")
    limiter.succeeded("10.0.0.7")
    assert all(limiter.failed("10.0.0.7") == 0 for _ in range(4))


def test_an_hour_of_quiet_forgets_the_earlier_lockouts(limiter, clock):
    for _ in range(10):
        limiter.failed("10.0.0.7")
    clock.now += 3600 + 120
    assert [limiter.failed("10.0.0.7") for _ in range(5)][-1] == 60


def test_each_address_is_counted_apart(limiter):
    for _ in range(5):
        limiter.failed("10.0.0.7")
    assert limiter.wait_for("10.0.0.7") > 0
    assert limiter.wait_for("10.0.0.8") == 0


def test_the_app_refuses_the_sixth_try_even_with_the_right_passphrase(app):
    set_passphrase(app)
    guesser = network_client(app, "192.168.1.66")
    statuses = [sign_in(guesser, f"guess number {n}").status_code for n in range(5)]
    assert statuses == [401, 401, 401, 401, 429]
    locked = sign_in(guesser, PASSPHRASE)
    assert locked.status_code == 429
    assert 55 <= int(locked.headers["Retry-After"]) <= 60
    assert "Too many wrong tries from this device. Wait" in locked.text
    assert guesser.get("/matches").status_code == 303  # still not in
    # The family's tablet, at another address, signs in as usual.
    assert sign_in(network_client(app, "192.168.1.20")).status_code == 303


def test_the_api_says_how_long_to_wait(app):
    set_passphrase(app)
    guesser = network_client(app, "192.168.1.66")
    for n in range(5):
        answer = guesser.post("/api/signin", json={"passphrase": f"guess {n}"})
    assert answer.status_code == 429
    assert answer.headers["Retry-After"] == "60"
    assert answer.get_json()["error"].startswith("That is not the household passphrase. Too many")


def test_limiters_on_one_file_count_together(tmp_path, clock):
    """Every worker of the server has a limiter of its own, all on one file: a guesser meets
    one count whichever worker takes each guess."""
    path = tmp_path / "signin-attempts.json"
    workers = [SignInLimiter(attempts=5, window=60, clock=clock, store=FileRecords(path))
               for _ in range(3)]
    waits = [workers[n % 3].failed("10.0.0.7") for n in range(5)]
    assert waits == [0, 0, 0, 0, 60]
    assert all(worker.wait_for("10.0.0.7") == 60 for worker in workers)
    workers[2].succeeded("10.0.0.7")
    assert workers[0].wait_for("10.0.0.7") == 0


def test_a_damaged_file_of_counts_starts_again_empty(tmp_path, clock):
    path = tmp_path / "signin-attempts.json"
    path.write_text("{not json")
    limiter = SignInLimiter(attempts=5, window=60, clock=clock, store=FileRecords(path))
    assert limiter.wait_for("10.0.0.7") == 0
    assert limiter.failed("10.0.0.7") == 0
    assert "10.0.0.7" in path.read_text()


def test_a_clock_set_back_never_makes_the_wait_longer_than_an_hour(tmp_path, clock):
    limiter = SignInLimiter(attempts=1, window=60, clock=clock,
                            store=FileRecords(tmp_path / "signin-attempts.json"))
    assert limiter.failed("10.0.0.7") == 60
    clock.now -= 10 * MAX_WAIT
    assert limiter.wait_for("10.0.0.7") == MAX_WAIT
