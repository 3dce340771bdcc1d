"""The rules in force, in the few words printed in small type at a sheet's foot."""

from __future__ import annotations

from typing import Final

from ..gin import Rules
from ..gin.rules import PRESETS, partnership_target, preset
from ..wording import N_, Wording
from ..wording.rules import preset_name
from .words import ENGLISH


def _knocking(rules: Rules, w: Wording) -> str:
    if rules.straight:
        return w._("Straight Gin: no knocking, only gin ends a hand")
    if rules.oklahoma:
        if rules.oklahoma_ace_gin_only:
            return w._("the first upcard sets the knock limit (face cards 10, an ace: gin only)")
        return w._("the first upcard sets the knock limit (face cards 10, an ace: 1)")
    return w._("knock with %(n)s or less", n=w.number(rules.knock_limit))


_SHUTOUTS: Final = {
    "double_game_bonus": N_("shutout doubles the game bonus"),
    "double_total": N_("shutout doubles the winner's whole tally"),
    "none": N_("no shutout bonus"),
}
_RUNS: Final = {
    "ace_high": N_("the ace low or high (Q-K-A)"),
    "round_the_corner": N_("runs round the corner (K-A-2)"),
}
_LAYOUTS: Final = {
    "any": N_("the knocker may show any melds within the limit"),
    "shown": N_("the knocker's melds scored as shown"),
}
_NEXT_DEALER: Final = {
    "loser": N_("loser deals next"),
    "winner": N_("winner deals next"),
    "alternate": N_("the deal alternates"),
}


def _melding(rules: Rules, w: Wording) -> list[str]:
    """How cards meld and lay off, where it is not the book's default."""
    items = []
    if rules.runs in _RUNS:
        items.append(w._(_RUNS[rules.runs]))
    if rules.ace_points != 1:
        items.append(w._("an ace in deadwood counts %(n)s", n=w.number(rules.ace_points)))
    if rules.knocker_layout in _LAYOUTS:
        items.append(w._(_LAYOUTS[rules.knocker_layout]))
    if rules.gin_layoffs:
        items.append(w._("lay-offs against gin (to zero: a wash)"))
    return items


def rules_items(rules: Rules, w: Wording = ENGLISH) -> list[str]:
    """The options a player needs to score a game, one short phrase each."""
    n = w.number
    items = [_knocking(rules, w), *_melding(rules, w), w._("gin %(n)s", n=n(rules.gin_bonus)),
             w._("undercut %(n)s", n=n(rules.undercut_bonus))]
    if rules.big_gin:
        items.append(w._("Big Gin %(n)s", n=n(rules.big_gin_bonus)))
    if rules.oklahoma and rules.spade_doubles:
        items.append(w._("a spade upcard doubles the hand"))
    if rules.oklahoma and rules.spade_doubles_box:
        items.append(w._("a spade hand's box counts twice"))
    if rules.extra_boxes:
        items.append(w._("extra boxes: undercut 1, gin 2"))
    items.append(w._("game to %(n)s", n=n(rules.target)))
    items.append(w._("box %(n)s", n=n(rules.box_bonus)) if rules.box_bonus else w._("no boxes"))
    if rules.box_bonus and rules.team_boxes == "each_winner":
        items.append(w._("partnerships: a box for every won hand"))
    if rules.game_bonus:
        items.append(w._("game bonus %(n)s", n=n(rules.game_bonus)))
        items.append(w._(_SHUTOUTS[rules.shutout]))
        if rules.three_player_shutout == "each":
            items.append(w._("three players: each scoreless loser pays a shutout share"))
    else:
        items.append(w._("no game bonus"))
    if not rules.settlement:
        items.append(w._("no settlement"))
    elif rules.stake:
        items.append(w._("stake %(n)s a point", n=n(rules.stake)))
    if rules.settlement and rules.three_player_settlement == "pairs":
        items.append(w._("three players: every pair settles"))
    items.append(w._(_NEXT_DEALER[rules.next_dealer]))
    if rules.scoring == "hollywood":
        items.append(w._("Hollywood: three games at once"))
    return items


def preset_title(rules: Rules, name: str | None, partnership: bool = False,
                 w: Wording = ENGLISH) -> str:
    """``standard``, or ``standard, changed`` when options differ from the named preset
    (for a partnership, the preset played to 125, as RULES.md has it). English names the
    preset as the command line does (``house25``); other languages in their words."""
    if name is None or name not in PRESETS:
        return w._("house rules")
    named = preset(name)
    if partnership:
        named = named.with_options(target=partnership_target(name))
    shown = name if w.lang == "en" else preset_name(name, w)
    return shown if named == rules else w._("%(preset)s, changed", preset=shown)


def rules_line(rules: Rules, name: str | None = None, partnership: bool = False,
               w: Wording = ENGLISH) -> str:
    """One line: ``Rules (standard): knock with 10 or less · gin 20 · ...``."""
    title = preset_title(rules, name, partnership, w)
    return w._("Rules (%(preset)s): %(items)s.", preset=title,
               items=" · ".join(rules_items(rules, w)))
