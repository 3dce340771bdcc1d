"""The command line on random input: ``settle --jsonl``, ``deadwood --jsonl``, ``tally`` on
random files, and random arguments. Exit status 0 or 2, one line on stderr, no traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.gin.rules import PRESETS

from .cli_runner import assert_clean, run
from .profile import fuzz
from .strategies import (
    OPTION_NAMES,
    card_text,
    json_values,
    match_descriptions,
    mutated_matches,
    scalars,
    settle_requests,
)

ROOT = Path(__file__).resolve().parents[2]

# Lone surrogates (Cs) cannot be written as UTF-8 at all; bytes that are not text are fuzzed
# separately by test_jsonl_with_bytes_that_are_not_text.
one_line_text = st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=40)
lines = (settle_requests().map(json.dumps) | json_values.map(json.dumps) | one_line_text
         | st.just("{") | st.just("[" * 5000) | st.just("1" * 5000))


@pytest.fixture(scope="module")
def workdir() -> Iterator[Path]:
    with tempfile.TemporaryDirectory() as folder:
        yield Path(folder)


def answers(ran: Any, asked: list[str]) -> None:
    """One JSON answer per non-blank line asked: a verdict or {"error": message}."""
    got = ran.out.splitlines()
    assert len(got) == sum(1 for line in asked if line.strip())
    for line in got:
        answer = json.loads(line)
        assert isinstance(answer, dict)
        if "error" in answer:
            assert isinstance(answer["error"], str) and answer["error"].strip()


@fuzz(60)
@given(st.lists(lines, max_size=6), st.sampled_from([[], ["--rules", "oklahoma"]]))
def test_settle_jsonl_answers_every_line(asked: list[str], extra: list[str]) -> None:
    ran = run(["settle", "--jsonl", *extra], "\n".join(asked).encode())
    assert_clean(ran)
    assert ran.status == 0
    answers(ran, asked)


deadwood_lines = (st.fixed_dictionaries({"cards": card_text() | json_values}).map(json.dumps)
                  | lines)


@fuzz(60)
@given(st.lists(deadwood_lines, max_size=6))
def test_deadwood_jsonl_answers_every_line(asked: list[str]) -> None:
    ran = run(["deadwood", "--jsonl"], "\n".join(asked).encode())
    assert_clean(ran)
    assert ran.status == 0
    answers(ran, asked)


@fuzz(40)
@given(st.binary(max_size=64), st.sampled_from(["settle", "deadwood"]))
def test_jsonl_with_bytes_that_are_not_text(data: bytes, command: str) -> None:
    ran = run([command, "--jsonl"], b'{"cards": "AS"}\n' + data + b"\n{}\n")
    assert_clean(ran)


files = (match_descriptions().map(json.dumps) | mutated_matches().map(json.dumps)
         | json_values.map(json.dumps)).map(str.encode) | st.binary(max_size=200) | st.sampled_from(
    [b"", b"[" * 100_000, b'{"players": ' * 5000, b"\xff\xfe{}", b'{"rules": 1' + b"0" * 5000 + b"}",
     b'{"players": ["\\ud800", "Bob"], "hands": []}', b"\x00" * 10])


@fuzz(80)
@given(files, st.booleans())
def test_tally_on_random_files(workdir: Path, data: bytes, as_json: bool) -> None:
    path = workdir / "match.json"
    path.write_bytes(data)
    ran = run(["tally", str(path), *(["--json"] if as_json else [])])
    assert_clean(ran)
    if ran.status == 0 and as_json:
        assert isinstance(json.loads(ran.out), dict)


@fuzz(30)
@given(files)
def test_tally_reading_stdin(data: bytes) -> None:
    assert_clean(run(["tally", "-"], data))


arguments = card_text() | one_line_text | st.sampled_from(["-", "--", "-x", "--set", ""])


@fuzz(80)
@given(knocker=arguments, defender=arguments,
       options=st.lists(st.sampled_from(["--upcard", "--knocker-melds", "--names", "--set",
                                         "--rules"]).flatmap(
           lambda flag: st.tuples(st.just(flag), arguments
                                  | st.sampled_from(list(PRESETS))
                                  | st.sampled_from(OPTION_NAMES).flatmap(
                                      lambda n: scalars.map(lambda v: f"{n}={v}")))),
           max_size=3),
       as_json=st.booleans())
def test_settle_with_random_arguments(knocker: str, defender: str,
                                      options: list[tuple[str, str]], as_json: bool) -> None:
    argv = ["settle", f"--knocker={knocker}", f"--defender={defender}"]
    argv += [f"{flag}={value}" for flag, value in options]
    assert_clean(run(argv + (["--json"] if as_json else [])))


@fuzz(60)
@given(st.lists(arguments, max_size=12), st.sampled_from([[], ["--json"], ["--all"],
                                                          ["--upcard=AS", "--rules=oklahoma"]]))
def test_deadwood_with_random_arguments(cards: list[str], extra: list[str]) -> None:
    assert_clean(run(["deadwood", *extra, "--", *cards]))


@pytest.mark.parametrize(("args", "stdin"), [
    (["tally", "-"], b"[" * 100_000),
    (["settle", "--jsonl"], b"\xff\xfe not text\n"),
    (["deadwood", "--jsonl"], b"[" * 100_000 + b"\n"),
    (["tally", "-"], b'{"players": ["\\ud800", "Bob"], "first_dealer": "Bob", "hands": []}'),
    (["settle", "--knocker", "AS 2S 3S 4H 5H 6H 7C 8C 9C KD", "--defender",
      "KS QS JS TH 9H 8H 7D 6D 5D 2C", "--names", "Ann,\udcff"], b""),
])
def test_a_real_process_never_prints_a_traceback(args: list[str], stdin: bytes) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "utf-8"}
    argv = [os.fsencode(a) for a in args]  # a lone surrogate stands for a byte that is no UTF-8
    done = subprocess.run([os.fsencode(sys.executable), b"-m", b"scorekeeper", *argv],
                          input=stdin, capture_output=True, env=env, timeout=60)
    err = done.stderr.decode("utf-8", "replace")
    assert done.returncode in (0, 2), err
    assert "Traceback" not in err
