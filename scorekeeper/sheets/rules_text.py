"""The rules in force, in the few words printed in small type at a sheet's foot."""

from __future__ import annotations

from typing import Final

from ..gin import Rules
from ..gin.rules import PRESETS, partnership_target, preset


def _money(value: float) -> str:
    return f"{value:g}"


def _knocking(rules: Rules) -> str:
    if rules.straight:
        return "Straight Gin: no knocking, only gin ends a hand"
    if rules.oklahoma:
        ace = "an ace: gin only" if rules.oklahoma_ace_gin_only else "an ace: 1"
        return f"the first upcard sets the knock limit (face cards 10, {ace})"
    return f"knock with {rules.knock_limit} or less"


def _shutout(rules: Rules) -> str:
    return {
        "double_game_bonus": "shutout doubles the game bonus",
        "double_total": "shutout doubles the winner's whole tally",
        "none": "no shutout bonus",
    }[rules.shutout]


_RUNS: Final = {
    "ace_high": "the ace low or high (Q-K-A)",
    "round_the_corner": "runs round the corner (K-A-2)",
}
_LAYOUTS: Final = {
    "any": "the knocker may show any melds within the limit",
    "shown": "the knocker's melds scored as shown",
}


def _melding(rules: Rules) -> list[str]:
    """How cards meld and lay off, where it is not the book's default."""
    items = []
    if rules.runs in _RUNS:
        items.append(_RUNS[rules.runs])
    if rules.ace_points != 1:
        items.append(f"an ace in deadwood counts {rules.ace_points}")
    if rules.knocker_layout in _LAYOUTS:
        items.append(_LAYOUTS[rules.knocker_layout])
    if rules.gin_layoffs:
        items.append("lay-offs against gin (to zero: a wash)")
    return items


def rules_items(rules: Rules) -> list[str]:
    """The options a player needs to score a game, one short phrase each."""
    items = [_knocking(rules), *_melding(rules), f"gin {rules.gin_bonus}",
             f"undercut {rules.undercut_bonus}"]
    if rules.big_gin:
        items.append(f"Big Gin {rules.big_gin_bonus}")
    if rules.oklahoma and rules.spade_doubles:
        items.append("a spade upcard doubles the hand")
    if rules.oklahoma and rules.spade_doubles_box:
        items.append("a spade hand's box counts twice")
    if rules.extra_boxes:
        items.append("extra boxes: undercut 1, gin 2")
    items.append(f"game to {rules.target}")
    items.append(f"box {rules.box_bonus}" if rules.box_bonus else "no boxes")
    if rules.box_bonus and rules.team_boxes == "each_winner":
        items.append("partnerships: a box for every won hand")
    if rules.game_bonus:
        items.append(f"game bonus {rules.game_bonus}")
        items.append(_shutout(rules))
        if rules.three_player_shutout == "each":
            items.append("three players: each scoreless loser pays a shutout share")
    else:
        items.append("no game bonus")
    if not rules.settlement:
        items.append("no settlement")
    elif rules.stake:
        items.append(f"stake {_money(rules.stake)} a point")
    if rules.settlement and rules.three_player_settlement == "pairs":
        items.append("three players: every pair settles")
    items.append(f"{rules.next_dealer} deals next" if rules.next_dealer != "alternate"
                 else "the deal alternates")
    if rules.scoring == "hollywood":
        items.append("Hollywood: three games at once")
    return items


def preset_title(rules: Rules, name: str | None, partnership: bool = False) -> str:
    """``standard``, or ``standard, changed`` when options differ from the named preset
    (for a partnership, the preset played to 125, as RULES.md has it)."""
    if name is None or name not in PRESETS:
        return "house rules"
    named = preset(name)
    if partnership:
        named = named.with_options(target=partnership_target(name))
    return name if named == rules else f"{name}, changed"


def rules_line(rules: Rules, name: str | None = None, partnership: bool = False) -> str:
    """One line: ``Rules (standard): knock with 10 or less · gin 20 · ...``."""
    title = preset_title(rules, name, partnership)
    return f"Rules ({title}): " + " · ".join(rules_items(rules)) + "."
