"""A request the models refuse is answered with one line naming the field (a 400), as
every other fault of the API is."""

from __future__ import annotations

from typing import Any

import pytest

from scorekeeper.api_models.matches import HandChange, MatchFilter, NewMatch, VersionOnly
from scorekeeper.api_models.settle import DeadwoodRequest, SettleRequest
from scorekeeper.errors import RequestError

TEN = "AS 2S 3S 7H 7D 7C 9C TD JD QD"
DEAL = {"knocker": TEN, "defender": "4S 5S 6S 7S 8S 9S TS JS QS KS"}


def refusal(model: Any, body: Any, what: str = "the request") -> str:
    with pytest.raises(RequestError) as caught:
        model.parse(body, what)
    return str(caught.value)


@pytest.mark.parametrize(("body", "message"), [
    ({"knocker": TEN}, "a settle request has no 'defender'"),
    ({**DEAL, "colour": "red"}, "unknown key 'colour' (known: defender, knocker, knocker_melds, "
                                "names, rules, set, upcard)"),
    ({**DEAL, "defender": 10}, "defender must be a string of cards or a list of card names"),
    ({**DEAL, "knocker": ["AS", 2]}, "knocker must be a string of cards or a list of card names"),
    ({**DEAL, "knocker_melds": 5}, "knocker_melds must be a string (melds split by |)"),
    ({**DEAL, "rules": 3}, "rules must be a preset name or an object of options"),
    ({**DEAL, "rules": "poker"}, "rules must be 'standard', 'simple', 'gin25'"),
    ({**DEAL, "rules": {"preset": "poker"}}, "rules.preset must be 'standard'"),
    ({**DEAL, "rules": {"sevens": 1}}, "unknown key 'sevens' in rules"),
    ({**DEAL, "set": [1]}, "set must be a JSON object, not [1]"),
    ({**DEAL, "set": {"sevens": 1}}, "unknown key 'sevens' in set"),
    ({**DEAL, "set": {"gin_bonus": True}}, "set.gin_bonus must be a whole number"),
    ({**DEAL, "set": {"big_gin": 3}}, "set.big_gin must be true or false, or on/off as text"),
    ({**DEAL, "set": {"shutout": "twice"}}, "set.shutout must be 'double_game_bonus', "
                                            "'double_total' or 'none', not 'twice'"),
    ({**DEAL, "upcard": 7}, "upcard must be a card name"),
    ({**DEAL, "names": "Ann"}, "names must be a list of two non-empty names"),
    ({**DEAL, "names": ["Ann", " "]}, "names must be a list of two non-empty names"),
    ({**DEAL, "names": ["Ann", "B\ud800"]}, "names must be plain text (a name holds a broken"),
])
def test_a_settle_request_refused_names_the_field(body: Any, message: str) -> None:
    assert message in refusal(SettleRequest, body, "a settle request")


def test_a_request_that_is_not_an_object() -> None:
    assert refusal(SettleRequest, ["AS"], "a settle request") == \
        "a settle request must be a JSON object"


def test_what_a_settle_request_takes() -> None:
    asked = SettleRequest.parse({**DEAL, "set": {"gin_bonus": "25", "stake": 1},
                                 "names": [" Ann ", "Bob"], "knocker_melds": None}, "it")
    assert asked.names == ("Ann", "Bob")
    assert asked.set is not None and asked.set.model_dump(exclude_unset=True) == {
        "gin_bonus": "25", "stake": 1}
    assert asked.knocker_melds is None and asked.rules == "standard"


def test_a_deadwood_request_takes_all_only_as_a_boolean() -> None:
    assert "all must be true or false, not 'yes'" in refusal(
        DeadwoodRequest, {"cards": TEN, "all": "yes"})


@pytest.mark.parametrize(("hand", "message"), [
    ("wash", "hand must be a JSON object: {\"knocker\": ..."),
    ({"knocker": "Ann", "knocker_deadwood": "lots", "defender_deadwood": 30},
     "hand.knocker_deadwood must be a whole number, not 'lots'"),
    ({"knocker": "Ann", "knocker_deadwood": -1, "defender_deadwood": 30},
     "hand.knocker_deadwood: Input should be greater than or equal to 0"),
    ({"knocker": "Ann", "knocker_deadwood": 1}, "hand has no 'defender_deadwood'"),
    ({"colour": "red"}, "unknown key 'colour' in hand"),
    ({"wash": False}, "hand.wash must be True, not False"),
    ({"wash": True, "knocker": "Ann"}, "unknown key 'knocker' in hand"),
    ({"cards": {"Ann": TEN}, "knocker": "Ann"}, "hand.cards needs at least 2 items, not 1"),
    ({"cards": {"Ann": TEN, "Bob": 5}, "knocker": "Ann"},
     "hand.cards.Bob must be a string of cards or a list of card names"),
])
def test_a_hand_refused_names_the_field(hand: Any, message: str) -> None:
    assert message in refusal(HandChange, {"version": 1, "hand": hand})


@pytest.mark.parametrize("version", ["1", True, None, 1.5])
def test_a_version_is_a_whole_number(version: Any) -> None:
    assert "version must be the match's version number" in refusal(VersionOnly,
                                                                   {"version": version})


@pytest.mark.parametrize(("body", "message"), [
    ({}, "the request has no 'players'"),
    ({"players": "Ann Bob"}, "players must be a list, not 'Ann Bob'"),
    ({"players": ["Ann"]}, "players needs at least 2 items, not 1"),
    ({"players": ["A", "B", "C", "D", "E"]}, "players takes at most 4 items, not 5"),
    ({"players": ["Ann", "Bob"], "name": "x" * 81}, "name must be at most 80 characters"),
    ({"players": ["Ann", "Bob"], "teams": "Us"}, "teams must be {\"Team name\""),
    ({"players": ["Ann", "Bob"], "first_dealer": 1}, "first_dealer must be text, not 1"),
])
def test_a_new_match_refused_names_the_field(body: Any, message: str) -> None:
    assert message in refusal(NewMatch, body)


def test_null_teams_and_first_dealer_mean_the_defaults() -> None:
    match = NewMatch.parse({"players": ["A", "B", "C", "D"], "teams": None,
                            "first_dealer": None}, "it")
    assert match.teams is None and match.first_dealer is None


def test_the_status_filter_is_open_or_finished() -> None:
    assert MatchFilter.parse({"status": "open"}, "the query").status == "open"
    assert "status must be 'open' or 'finished', not ''" in refusal(MatchFilter, {"status": ""})
