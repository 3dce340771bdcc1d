"""Rule options: any preset name and any override values give rules or a `RuleOptionError`
naming the option; every valid value reads back as itself."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.gin import PRESETS, RuleOptionError, Rules, rules_for
from scorekeeper.gin.rules import ACE_POINTS, option_infos, parse_assignment

from .profile import fuzz
from .strategies import OPTION_NAMES, json_values, scalars

INFOS = {info.name: info for info in option_infos()}


@fuzz(150)
@given(st.sampled_from(list(PRESETS)) | st.text(max_size=10),
       st.dictionaries(st.sampled_from(OPTION_NAMES) | st.text(max_size=8),
                       scalars | json_values, max_size=4))
def test_rules_or_a_rule_option_error(name: str, overrides: dict[str, Any]) -> None:
    try:
        rules = rules_for(name, overrides)
    except RuleOptionError as error:
        assert str(error)
    else:
        assert isinstance(rules, Rules)
        assert set(overrides) <= set(OPTION_NAMES)


def valid_values(name: str) -> st.SearchStrategy[Any]:
    info = INFOS[name]
    if info.kind is bool:
        return st.booleans()
    if name == "ace_points":  # an ace in deadwood counts 1, or 15 round the corner
        return st.sampled_from(ACE_POINTS)
    if info.kind is int:
        return st.integers(1 if name == "target" else 0, 100_000)
    if info.kind is float:
        return st.floats(0, 1_000_000, allow_nan=False)
    return st.sampled_from(info.choices)


@fuzz(150)
@given(st.sampled_from(OPTION_NAMES).flatmap(lambda n: st.tuples(st.just(n), valid_values(n))),
       st.sampled_from(list(PRESETS)))
def test_valid_values_read_back_typed_and_as_text(pair: tuple[str, Any], preset: str) -> None:
    name, value = pair
    assert getattr(rules_for(preset, {name: value}), name) == value
    text = ("on" if value else "off") if isinstance(value, bool) else str(value)
    assert getattr(rules_for(preset, {name: f" {text} "}), name) == value


@fuzz(150)
@given(st.text(max_size=20) | st.sampled_from(OPTION_NAMES).map(lambda n: n + "=25"))
def test_assignments_split_or_a_rule_option_error(text: str) -> None:
    try:
        name, value = parse_assignment(text)
    except RuleOptionError as error:
        assert str(error)
    else:
        assert name and name == name.strip() and value == value.strip()
        assert parse_assignment(f"{name}={value}") == (name, value)
