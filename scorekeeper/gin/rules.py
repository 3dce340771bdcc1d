"""Rule options and presets, as data.

Every number and switch in RULES.md is an option with a default; a preset is
a named bundle of overrides. `Rules` is immutable: `rules_for` builds one from
a preset and overrides, reading values from text where they come from a
command line (``--set gin_bonus=25``) or a form.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Final, Literal

from .errors import RuleOptionError
from .melding import Melding, melding
from .phrases import N_

KnockerLayout = Literal["cheapest", "any", "shown"]
Runs = Literal["ace_low", "ace_high", "round_the_corner"]
Shutout = Literal["double_game_bonus", "double_total", "none"]
NextDealer = Literal["loser", "winner", "alternate"]
Scoring = Literal["standard", "hollywood"]
ThreePlayerShutout = Literal["both", "each"]
ThreePlayerSettlement = Literal["winner", "pairs"]
TeamBoxes = Literal["net", "each_winner"]


def _option(default: Any, help: str, choices: tuple[str, ...] = ()) -> Any:
    return field(default=default, metadata={"help": help, "choices": choices})


@dataclass(frozen=True)
class Rules:
    """The options in force for a hand or a match (defaults: the `standard` preset)."""

    knock_limit: int = _option(10, "Most deadwood a player may knock with.")
    gin_bonus: int = _option(20, "Bonus for gin, on top of the defender's deadwood.")
    undercut_bonus: int = _option(10, "Bonus to a defender who undercuts the knocker.")
    big_gin: bool = _option(False, "Big Gin: all 11 cards melded, declared without a discard.")
    big_gin_bonus: int = _option(31, "Bonus for Big Gin, on top of the defender's deadwood.")
    knocker_layout: KnockerLayout = _option(
        "cheapest",
        "Which melds a knocker may show: the cheapest arrangement, any melds within the limit, "
        "or exactly the melds shown at the table (scored as shown, within the limit).",
        ("cheapest", "any", "shown"),
    )
    runs: Runs = _option(
        "ace_low",
        "Runs: the ace low only (A-2-3), low or high (also Q-K-A), or round the corner "
        "(also K-A-2).",
        ("ace_low", "ace_high", "round_the_corner"),
    )
    ace_points: int = _option(1, "What an ace left in deadwood counts: 1, or 15.")
    gin_layoffs: bool = _option(
        False, "Lay-offs against gin; a gin laid off to zero is a wash (nobody scores)."
    )
    straight: bool = _option(False, "Straight Gin: knocking is not allowed, only gin ends a hand.")
    oklahoma: bool = _option(False, "Oklahoma: the first upcard's value is the knock limit.")
    oklahoma_ace_gin_only: bool = _option(
        True, "Oklahoma: an ace upcard allows only gin (off: the limit is 1)."
    )
    spade_doubles: bool = _option(True, "Oklahoma: a spade upcard doubles the hand's score.")
    extra_boxes: bool = _option(
        False, "Extra boxes: one for an undercut, two for gin (doubled on a spade upcard)."
    )
    spade_doubles_box: bool = _option(
        False, "Oklahoma: a spade upcard doubles the ordinary box too (two boxes for the hand)."
    )
    target: int = _option(100, "Points that win a game (boxes do not count toward it).")
    box_bonus: int = _option(20, "Points per box (hand won) added at the game's end.")
    game_bonus: int = _option(100, "Bonus to the winner of a game.")
    shutout: Shutout = _option(
        "double_game_bonus",
        "When the loser never scored: double the game bonus, double the winner's total, or nothing.",
        ("double_game_bonus", "double_total", "none"),
    )
    settlement: bool = _option(True, "Settle the game: the lower total pays the difference.")
    three_player_shutout: ThreePlayerShutout = _option(
        "both",
        "Three players: a shutout only when neither loser scored, or each loser who never "
        "scored pays a shutout share (the other a plain one).",
        ("both", "each"),
    )
    three_player_settlement: ThreePlayerSettlement = _option(
        "winner",
        "Three players: each loser pays the winner the difference between their finals, or "
        "every pair settles the difference between their finals.",
        ("winner", "pairs"),
    )
    team_boxes: TeamBoxes = _option(
        "net",
        "Partnerships: a deal's box goes to the team that nets points from it, or every won "
        "hand gives its winner's team a box.",
        ("net", "each_winner"),
    )
    stake: float = _option(0.0, "Money per point of the settlement (0: points only).")
    next_dealer: NextDealer = _option(
        "loser", "Who deals the next hand.", ("loser", "winner", "alternate")
    )
    wash_redeal: bool = _option(True, "After a wash the same dealer deals again (off: it passes).")
    scoring: Scoring = _option(
        "standard", "Standard: one game; Hollywood: three games in three columns.",
        ("standard", "hollywood"),
    )

    @property
    def melding(self) -> Melding:
        """How cards meld under these rules (`runs`, `ace_points`) as the solvers' tables."""
        return melding(self.runs, self.ace_points)

    def with_options(self, **overrides: Any) -> Rules:
        """A copy with some options changed (values already typed; see `rules_for` for text)."""
        return parse_overrides(self, overrides)

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def differences(self, other: Rules | None = None) -> dict[str, Any]:
        """The options whose value differs from ``other`` (default: the standard rules)."""
        base = other or Rules()
        return {
            name: value for name, value in self.to_dict().items() if getattr(base, name) != value
        }


@dataclass(frozen=True)
class OptionInfo:
    """What a form or a help page needs to show one option."""

    name: str
    kind: type
    default: Any
    help: str
    choices: tuple[str, ...]


def option_infos() -> list[OptionInfo]:
    """Every option with its type, standard default and a one-line explanation."""
    infos = []
    for spec in dataclasses.fields(Rules):
        kind = {"int": int, "bool": bool, "float": float}.get(str(spec.type), str)
        infos.append(
            OptionInfo(spec.name, kind, spec.default, spec.metadata["help"], spec.metadata["choices"])
        )
    return infos


PRESETS: Final[dict[str, dict[str, Any]]] = {
    "standard": {},
    "simple": {
        "undercut_bonus": 20,
        "box_bonus": 0,
        "game_bonus": 0,
        "shutout": "none",
        "settlement": False,
        "next_dealer": "alternate",
        "wash_redeal": False,
    },
    "gin25": {
        "gin_bonus": 25,
        "big_gin": True,
        "big_gin_bonus": 31,
        "box_bonus": 0,
        "shutout": "double_total",
        "next_dealer": "winner",
    },
    "house25": {"gin_bonus": 25, "undercut_bonus": 25, "box_bonus": 25},
    "oklahoma": {"oklahoma": True, "target": 150, "extra_boxes": True},
    "hollywood": {"scoring": "hollywood"},
    "straight": {"straight": True},
    "round_the_corner": {
        "runs": "round_the_corner",
        "ace_points": 15,
        "gin_layoffs": True,
        "undercut_bonus": 20,
        "target": 125,
    },
}
"""Each preset as its differences from the standard options (RULES.md, "Presets")."""

PRESET_NOTES: Final[dict[str, str]] = {
    "standard": "Bicycle and pagat: gin 20, undercut 10, box 20, game 100, loser deals.",
    "simple": "First to 100 wins; no boxes, no game bonus, no settlement; the deal alternates.",
    "gin25": "Gin 25, Big Gin 31; no boxes; the winner's 100 plus the margin, doubled on a shutout.",
    "house25": "Gin, undercut and box all 25.",
    "oklahoma": "The upcard sets the knock limit; ace = gin only; a spade doubles; target 150.",
    "hollywood": "Standard scoring in three columns at once.",
    "straight": "Standard scoring, but no knocking: only gin ends a hand.",
    "round_the_corner": "Runs turn the corner (K-A-2); an ace in deadwood counts 15; lay-offs "
    "against gin; gin, undercut and box 20; target 125.",
}


PARTNERSHIP_TARGETS: Final[dict[str, int]] = {"round_the_corner": 150}
"""A four-player partnership plays to 125 (RULES.md, "More than two players"); a preset that
names its own partnership target: round-the-corner partnerships play to 25 more, 150."""


def partnership_target(name: str) -> int:
    """The target a partnership plays to under a preset (unless the rules set one)."""
    return PARTNERSHIP_TARGETS.get(name, 125)


def preset(name: str) -> Rules:
    """The rules of a named preset. Raises `RuleOptionError` for an unknown name."""
    if name not in PRESETS:
        known = ", ".join(PRESETS)
        raise RuleOptionError(N_("unknown preset %(name)s (known: %(known)s)"), name=repr(name),
                             known=known)
    return parse_overrides(Rules(), PRESETS[name])


def rules_for(name: str = "standard", overrides: Mapping[str, Any] | None = None) -> Rules:
    """A preset with options overridden; values may be text (``"25"``, ``"on"``) or typed."""
    return parse_overrides(preset(name), overrides or {})


def parse_overrides(base: Rules, overrides: Mapping[str, Any]) -> Rules:
    """Apply option overrides to ``base``, checking each name and value."""
    infos = {info.name: info for info in option_infos()}
    changes: dict[str, Any] = {}
    for name, raw in overrides.items():
        info = infos.get(name)
        if info is None:
            known = ", ".join(infos)
            raise RuleOptionError(N_("unknown rule option %(name)s (options: %(known)s)"),
                                  name=repr(name), known=known)
        changes[name] = _parse_value(info, raw)
    return dataclasses.replace(base, **changes)


def parse_assignment(text: str) -> tuple[str, str]:
    """Split ``OPTION=VALUE`` (as given to ``--set``)."""
    name, sep, value = text.partition("=")
    if not sep or not name.strip():
        raise RuleOptionError(N_("%(text)s is not OPTION=VALUE"), text=repr(text))
    return name.strip(), value.strip()


ACE_POINTS: Final = (1, 15)
NUMBER_CHOICES: Final[dict[str, tuple[int, ...]]] = {"ace_points": ACE_POINTS}
"""Whole-number options that take only some values (forms offer them as a choice; the API
lists them and refuses others)."""
"""What an ace in deadwood may count (RULES.md, "Round-the-corner gin")."""

WHOLE_NUMBER: Final = N_("%(option)s takes a whole number, not %(value)s")
BETWEEN: Final = N_("%(option)s must be between 0 and %(most)s, not %(value)s")
_TRUE: Final = {"1", "true", "yes", "on"}
_FALSE: Final = {"0", "false", "no", "off"}


def _parse_value(info: OptionInfo, raw: Any) -> Any:
    name = info.name
    if info.kind is bool:
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in _TRUE:
            return True
        if text in _FALSE:
            return False
        raise RuleOptionError(N_("%(option)s takes on or off, not %(value)s"), option=name,
                              value=repr(raw))
    if info.kind is int:
        if isinstance(raw, bool):
            raise RuleOptionError(WHOLE_NUMBER, option=name, value=repr(raw))
        try:
            value = int(str(raw).strip()) if not isinstance(raw, int) else raw
        except ValueError:
            raise RuleOptionError(WHOLE_NUMBER, option=name, value=repr(raw)) from None
        if not 0 <= value <= 100_000:
            raise RuleOptionError(BETWEEN, option=name, most="100000", value=str(value))
        if name == "target" and value == 0:
            raise RuleOptionError(N_("%(option)s must be at least 1"), option="target")
        if name == "ace_points" and value not in ACE_POINTS:
            raise RuleOptionError(N_("ace_points takes 1 or 15, not %(value)s"), value=str(value))
        return value
    if info.kind is float:
        try:
            number = float(str(raw).strip())
        except ValueError:
            raise RuleOptionError(N_("%(option)s takes a number, not %(value)s"), option=name,
                                  value=repr(raw)) from None
        if not 0 <= number <= 1_000_000:
            raise RuleOptionError(BETWEEN, option=name, most="1000000", value=repr(raw))
        return number
    text = str(raw).strip()
    if info.choices and text not in info.choices:
        raise RuleOptionError(N_("%(option)s takes one of %(choices)s, not %(value)s"),
                              option=name, choices=", ".join(info.choices), value=repr(raw))
    return text
