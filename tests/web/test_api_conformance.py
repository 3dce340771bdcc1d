"""Every answer of the served API conforms to its own OpenAPI document (Schemathesis).

The real server (`scorekeeper serve`, waitress) runs with the passphrase
required even from this computer; the checks run signed in, with the
session's CSRF token, against a match that exists (id 1), so the changes
reach the ledger instead of stopping at 401, 403 or 404. Schemathesis
generates bodies, queries and path values from the document, valid ones and
invalid ones, and runs all its checks on each answer: no 5xx; the status
code, content type, headers and body are those the document describes; a
request the schema refuses is refused (4xx). A request the schema allows
may still be refused by the rules with a 422 (a card in both hands), as the
document says. Bounded for CI: a few examples per operation, derandomized.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import requests
import schemathesis
from access_helpers import PASSPHRASE, _hash_line
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.checks import CHECKS
from schemathesis.specs.openapi.checks import positive_data_acceptance
from server_process import served

from scorekeeper.web.core import passphrase

DEEP = os.environ.get("SCOREKEEPER_FUZZ", "ci") == "deep"
EXAMPLES = 150 if DEEP else 12
"""Examples per operation and generation mode: in CI enough to reach every branch of each
schema a few times, derandomized, about a minute in all; ``SCOREKEEPER_FUZZ=deep`` draws
fresh random ones, about fifteen times as many (as the fuzz tests do)."""

BYTES_NOT_PICTURES = {"POST /api/recognize"}
"""The photos Schemathesis sends are random bytes (a schema cannot say "bytes that decode as a
picture"); their refusal (415: not a picture; 400: empty) is described, so every other check
runs on them, but not the one that expects a valid body to be taken."""

SKIPPED = {"POST /api/signout"}
"""Signing out would end the signed-in session the other operations run in; a test of
its own checks its answer against the document."""


class Served:
    """The served app and a signed-in session with its CSRF token."""

    def __init__(self, url: str) -> None:
        self.url = url.rstrip("/")
        self.session = requests.Session()
        token = self.session.get(f"{self.url}/api/csrf", timeout=30).json()["csrf_token"]
        signed = self.session.post(f"{self.url}/api/signin", json={"passphrase": PASSPHRASE},
                                   headers={"X-CSRF-Token": token}, timeout=30)
        assert signed.status_code == 200, signed.text
        self.token: str = signed.json()["csrf_token"]
        self.headers = {"X-CSRF-Token": self.token}
        match = self.session.post(f"{self.url}/api/matches", headers=self.headers, timeout=30,
                                  json={"players": ["Ann", "Bob"], "first_dealer": "Bob"})
        assert match.status_code == 201, match.text
        self.match_id: int = match.json()["id"]
        for hand in ({"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
                     {"wash": True}):
            recorded = self.session.post(f"{self.match_url}/hands", headers=self.headers,
                                         json={"version": self.match()["version"], "hand": hand},
                                         timeout=30)
            assert recorded.status_code == 201, recorded.text

    @property
    def match_url(self) -> str:
        return f"{self.url}/api/matches/{self.match_id}"

    def match(self) -> Any:
        return self.session.get(self.match_url, timeout=30).json()

    def aim_at_the_match(self, case: Any) -> None:
        """Send ``case`` to the match that exists (a hand of it, its version), so that a change
        reaches the ledger and its answer, the whole match, is checked too."""
        case.path_parameters["match_id"] = self.match_id
        match = self.match()
        if match["finished"]:  # reopened, or every later change would be refused
            self.session.post(f"{self.match_url}/reopen", headers=self.headers, timeout=30,
                              json={"version": match["version"]})
            match = self.match()
        if "hand_id" in case.path_parameters and match["entries"]:
            case.path_parameters["hand_id"] = match["entries"][-1]["id"]
        if isinstance(case.body, dict) and isinstance(case.body.get("version"), int):
            case.body["version"] = match["version"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    folder: Path = tmp_path_factory.mktemp("conformance")
    instance = folder / "instance"
    instance.mkdir()
    passphrase.write_private(passphrase.passphrase_file(str(instance)),
                             _hash_line(PASSPHRASE) + "\n")
    # Enough wrong guesses allowed that generated passphrases never lock the session out.
    env = {"SCOREKEEPER_REQUIRE_PASSPHRASE": "true", "SCOREKEEPER_SIGNIN_ATTEMPTS": "100000"}
    with served(folder, env=env) as url:
        yield Served(url)


@pytest.fixture(scope="module")
def api_schema(server: Served) -> Any:
    schema = schemathesis.openapi.from_url(f"{server.url}/api/openapi.json",
                                           cookies=server.session.cookies)
    schema.config.generation.update(modes=list(GenerationMode), max_examples=EXAMPLES,
                                    deterministic=not DEEP)
    schema.config.checks.update(included_check_names=["all"])
    # A body the schema allows may be one the rules refuse: 422, as the document says.
    positive = schema.config.checks.positive_data_acceptance
    positive.expected_statuses = [*positive.expected_statuses, "422"]
    return schema.exclude(operation_id=["signOut"])


def run_operation(operation: Any, mode: GenerationMode, server: Served,
                  sent: Counter[int]) -> None:
    """Hypothesis draws cases of one operation in one mode; each is sent and checked."""

    @given(case=operation.as_strategy(generation_mode=mode))
    @settings(max_examples=EXAMPLES, derandomize=not DEEP, deadline=None, database=None,
              suppress_health_check=list(HealthCheck), phases=[Phase.explicit, Phase.generate])
    def check(case: Any) -> None:
        # Only valid cases: made to hit the match, an invalid one could become valid.
        if (mode is GenerationMode.POSITIVE and sent.total() % 2
                and "match_id" in (case.path_parameters or {})):
            server.aim_at_the_match(case)
        excluded = [positive_data_acceptance] if operation.label in BYTES_NOT_PICTURES else []
        response = case.call(session=server.session, headers=server.headers, timeout=60)
        sent[response.status_code] += 1
        if operation.label == "POST /api/signin" and response.status_code == 200:
            server.headers["X-CSRF-Token"] = response.json()["csrf_token"]  # signed in anew
        case.validate_response(response, excluded_checks=excluded, headers=server.headers)

    check()


def test_every_answer_conforms_to_the_document(server: Served, api_schema: Any) -> None:
    failures: list[str] = []
    sent: Counter[int] = Counter()
    operations = [result.ok() for result in api_schema.get_all_operations()]
    assert len(operations) >= 19
    for operation in operations:
        for mode in GenerationMode:
            try:
                run_operation(operation, mode, server, sent)
            except Unsatisfiable:
                assert mode is GenerationMode.NEGATIVE  # nothing to send wrong (no input)
            except (Exception, BaseExceptionGroup) as error:  # report every operation's faults
                failures.append(f"{operation.label} ({mode.value}): {error}")
    checks = [check.__name__ for check in CHECKS.get_all()
              if api_schema.config.checks.get_by_name(name=check.__name__).enabled]
    print(f"schemathesis: {len(operations)} operations, {sent.total()} requests "
          f"({dict(sorted(sent.items()))} by status), {len(checks)} checks on each answer "
          f"({', '.join(checks)}), {len(failures)} failing")
    assert not failures, "\n\n".join(failures)


def test_signing_out_conforms_and_ends_the_session(server: Served, api_schema: Any) -> None:
    """Last, since it ends the session the other checks use."""
    session = requests.Session()
    token = session.get(f"{server.url}/api/csrf", timeout=30).json()["csrf_token"]
    signed = session.post(f"{server.url}/api/signin", json={"passphrase": PASSPHRASE},
                          headers={"X-CSRF-Token": token}, timeout=30).json()
    out = session.post(f"{server.url}/api/signout", timeout=30,
                       headers={"X-CSRF-Token": signed["csrf_token"]})
    assert out.status_code == 200 and out.json()["signed_in"] is False
    operation = api_schema["/api/signout"]["POST"]
    operation.validate_response(out)
    assert session.get(f"{server.url}/api/matches", timeout=30).status_code == 401
