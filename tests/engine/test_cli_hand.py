"""`scorekeeper deadwood` and `scorekeeper settle`, as a player or a script runs them."""

import json
import os
import subprocess
import sys

import pytest

from tests.conftest import REPO

KNOCKER = "3S 4S 5S 6S 8C 8D 8H AC 3D 2C"
DEFENDER = "7S 2D 4D 5D QC 2H KH JD JC 9C"


def run(*args, stdin=None):
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.run([sys.executable, "-m", "scorekeeper", *args], input=stdin, env=env,
                          capture_output=True, text=True, cwd=REPO)


def test_deadwood_of_ten_cards_in_json():
    result = run("deadwood", "7S 8S 9S 9H 9D 9C 2D 3D 4D KH", "--json")
    assert result.returncode == 0
    assert json.loads(result.stdout) == {
        "deadwood": 10,
        "melds": [["2D", "3D", "4D"], ["7S", "8S", "9S"], ["9C", "9D", "9H"]],
        "unmatched": ["KH"],
    }


def test_deadwood_reads_cards_as_separate_arguments_and_any_notation():
    result = run("deadwood", "7♠", "8s", "9S,", "9h", "9D", "9C", "2D", "3D", "4D", "K♥")
    assert result.returncode == 0
    assert "Deadwood 10" in result.stdout
    assert "K♥" in result.stdout


def test_deadwood_of_eleven_cards_lists_every_discard_best_first():
    result = run("deadwood", "7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C", "--json")
    report = json.loads(result.stdout)
    assert report["big_gin"] is False
    assert len(report["options"]) == 11
    assert [(o["discard"], o["deadwood"], o["knock"]) for o in report["options"][:3]] == [
        ("KH", 5, True), ("5C", 10, True), ("4D", 20, False)]


def test_the_text_answer_names_the_best_discard_and_whether_it_knocks():
    result = run("deadwood", "2C 7C 9D QD 3H 5H 8H KH 4S JS AC")
    assert result.stdout.startswith(
        "Best discard: Q♦, leaving 59 deadwood; it does not allow a knock under these rules.")
    result = run("deadwood", "7S 8S 9S 9H 9D 9C 2D 3D 4D KH 5C", "--rules", "oklahoma",
                 "--upcard", "6H")
    assert result.stdout.startswith("Best discard: K♥, leaving 5 deadwood; it allows a knock.")


def test_deadwood_jsonl_gives_the_same_eleven_card_answer():
    line = '{"cards": "QS KS AS 2S 9D 5C 2D 3D 4D KH 6C", "rules": "round_the_corner"}\n'
    answer = json.loads(run("deadwood", "--jsonl", stdin=line).stdout)
    same = json.loads(run("deadwood", "QS KS AS 2S 9D 5C 2D 3D 4D KH 6C", "--rules",
                          "round_the_corner", "--json").stdout)
    assert answer == same
    assert answer["options"][0]["melds"] == [["2D", "3D", "4D"], ["QS", "KS", "AS", "2S"]]


def test_deadwood_jsonl_answers_each_line_and_a_bad_line_with_an_error():
    lines = '{"cards": "AS 2S 3S 4S 5S 6S 7S 8S 9S TS"}\n{"cards": "AS AS"}\nnot json\n'
    result = run("deadwood", "--jsonl", stdin=lines)
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert answers[0]["deadwood"] == 0
    assert "AS is given twice" in answers[1]["error"]
    assert "not JSON" in answers[2]["error"]


def test_settle_reads_as_a_verdict():
    result = run("settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--names", "Ann,Bob")
    assert result.returncode == 0
    assert result.stdout.startswith("KNOCK: 56 points to Ann")
    assert "Bob lays off 7♠ on 3♠4♠5♠6♠" in result.stdout


def test_settle_json_has_the_fields_scripts_need():
    result = run("settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--json")
    verdict = json.loads(result.stdout)
    assert {k: verdict[k] for k in ("outcome", "winner", "points", "knocker_deadwood",
                                    "defender_deadwood")} == {
        "outcome": "knock", "winner": "knocker", "points": 56, "knocker_deadwood": 6,
        "defender_deadwood": 62}
    assert verdict["knocker_melds"] == [["3S", "4S", "5S", "6S"], ["8C", "8D", "8H"]]
    assert verdict["defender_melds"] == []
    assert verdict["layoffs"] == [{"card": "7S", "meld": ["3S", "4S", "5S", "6S"]}]


def test_settle_with_the_knockers_layout_a_preset_an_option_and_an_upcard():
    result = run("settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--rules", "oklahoma",
                 "--upcard", "8S", "--set", "spade_doubles=off",
                 "--knocker-melds", "3S 4S 5S 6S | 8C 8D 8H", "--json")
    verdict = json.loads(result.stdout)
    assert (verdict["points"], verdict["knock_limit"], verdict["layout_given"]) == (56, 8, True)


def test_settle_jsonl_keeps_going_after_a_bad_line():
    requests = [
        {"knocker": KNOCKER, "defender": DEFENDER},
        {"knocker": KNOCKER, "defender": DEFENDER.replace("9C", "3D")},
        {"knocker": KNOCKER, "defender": DEFENDER, "rules": "oklahoma", "upcard": "AH"},
        {"knocker": KNOCKER, "defender": DEFENDER, "set": {"gin_bonus": 25}, "rules": "gin25"},
    ]
    result = run("settle", "--jsonl", stdin="\n".join(json.dumps(r) for r in requests) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 4
    assert answers[0]["points"] == 56
    assert "3D is both in" in answers[1]["error"]
    assert "only gin" in answers[2]["error"]
    assert answers[3]["points"] == 56


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["settle", "--knocker", "3S 4S 5S XX", "--defender", DEFENDER], "XX is not a card"),
        (["settle", "--knocker", KNOCKER, "--defender", DEFENDER, "--set", "gin=25"], "unknown rule option"),
        (["settle", "--knocker", "AS KS QH JS TH 9S 8C 7D 6D 5S", "--defender", DEFENDER],
         "cannot knock: the least deadwood of the hand is"),
        (["deadwood", "AS 2S"], "has 2 cards"),
        (["settle", "--knocker", KNOCKER], "give --knocker CARDS and --defender CARDS"),
    ],
)
def test_bad_input_exits_2_with_one_line_naming_the_problem(args, message):
    result = run(*args)
    assert result.returncode == 2
    assert message in result.stderr
    assert "Traceback" not in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_settle_reads_a_layout_round_the_corner_under_those_rules():
    result = run("settle", "--knocker", "QS KS AS 7H 7D 7C 4D 5D 6D 3C",
                 "--defender", "2S 3S JS 9H 9C TD 8C 5H KH KD", "--rules", "round_the_corner",
                 "--knocker-melds", "QS KS AS | 7H 7D 7C | 4D 5D 6D", "--json")
    verdict = json.loads(result.stdout)
    assert sorted(layoff["card"] for layoff in verdict["layoffs"]) == ["2S", "3S", "JS"]
    refused = run("settle", "--knocker", "QS KS AS 7H 7D 7C 4D 5D 6D 3C",
                  "--defender", "2S 3S JS 9H 9C TD 8C 5H KH KD",
                  "--knocker-melds", "QS KS AS | 7H 7D 7C | 4D 5D 6D")
    assert refused.returncode == 2 and "a run needs consecutive ranks" in refused.stderr


def test_settle_says_a_gin_laid_off_to_zero_is_a_wash_in_words():
    """RULES.md, "Round-the-corner gin": Ann's gin (2-5♥, three 9s, J-Q-K♣); Bob melds 5-8♠
    and 6-9♥ and lays off A♥ and 10♣, so nothing is left: a wash, nobody scores. (This crashed
    with a KeyError in the text answer; the JSON answer was right.)"""
    hands = ("--knocker", "2H 3H 4H 5H 9S 9D 9C JC QC KC",
             "--defender", "AH 6H 7H 8H 9H TC 5S 6S 7S 8S", "--names", "Ann,Bob")
    result = run("settle", *hands, "--set", "gin_layoffs=on")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("A wash: nobody scores.\n")
    assert "Bob lays off everything against the gin: a wash, nobody scores." in result.stdout
    german = run("settle", *hands, "--rules", "round_the_corner", "--lang", "de")
    assert german.returncode == 0, german.stderr
    assert german.stdout.startswith("Remis: niemand punktet.\n")
    assert json.loads(run("settle", *hands, "--set", "gin_layoffs=on", "--json").stdout)[
        "outcome"] == "wash"
    without = run("settle", *hands)  # no lay-offs against gin: A♥ and 10♣ count, 11 + 20
    assert without.stdout.startswith("GIN: 31 points to Ann")
