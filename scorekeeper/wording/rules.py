"""The rule options, their choices and the presets named in words (never ``knock_limit``).

The engine names options for programs (``double_game_bonus``); a person reads
"Shutout: double the game bonus". Every option has a label and a one-line help
here, every choice a label, every preset a name and a note; each is a message
of the catalogue, translated where it is shown.
"""

from __future__ import annotations

from typing import Any, Final

from ..gin.phrases import N_
from ..gin.rules import NUMBER_CHOICES, PRESETS, option_infos
from .catalogue import Wording

OPTION_WORDS: Final[dict[str, tuple[str, str]]] = {
    "knock_limit": (N_("Knock limit"), N_("Most deadwood a player may knock with.")),
    "gin_bonus": (N_("Gin bonus"), N_("Bonus for gin, on top of the defender's deadwood.")),
    "undercut_bonus": (N_("Undercut bonus"), N_("Bonus to a defender who undercuts the knocker.")),
    "big_gin": (N_("Big Gin"), N_("All 11 cards melded, declared without a discard.")),
    "big_gin_bonus": (N_("Big Gin bonus"), N_("Bonus for Big Gin, on top of the defender's deadwood.")),
    "knocker_layout": (N_("Knocker's melds"), N_(
        "Which melds a knocker may show: the cheapest arrangement, any melds within the limit, "
        "or exactly the melds shown at the table.")),
    "runs": (N_("Runs"), N_("Where the ace goes in a run: low only (A-2-3), low or high (also "
                            "Q-K-A), or round the corner (also K-A-2).")),
    "ace_points": (N_("Ace in deadwood"), N_("What an ace left in deadwood counts: 1, or 15.")),
    "gin_layoffs": (N_("Lay-offs against gin"), N_(
        "The defender may lay off against gin; laid off to zero, nobody scores (a wash).")),
    "spade_doubles_box": (N_("Spade upcard doubles the box"), N_(
        "Oklahoma: the winner of a spade hand gets two boxes for it.")),
    "straight": (N_("Straight Gin"), N_("Knocking is not allowed, only gin ends a hand.")),
    "oklahoma": (N_("Oklahoma"), N_("The first upcard's value is the knock limit.")),
    "oklahoma_ace_gin_only": (N_("Ace upcard: gin only"), N_(
        "Oklahoma: an ace upcard allows only gin (off: the limit is 1).")),
    "spade_doubles": (N_("Spade upcard doubles"), N_("Oklahoma: a spade upcard doubles the hand's score.")),
    "extra_boxes": (N_("Extra boxes"), N_(
        "One extra box for an undercut, two for gin (doubled on a spade upcard).")),
    "target": (N_("Game target"), N_("Points that win a game (boxes do not count toward it).")),
    "box_bonus": (N_("Box bonus"), N_("Points per box (hand won) added at the game's end.")),
    "game_bonus": (N_("Game bonus"), N_("Bonus to the winner of a game.")),
    "shutout": (N_("Shutout"), N_(
        "When the loser never scored: double the game bonus, double the winner's total, or nothing.")),
    "settlement": (N_("Settle the game"), N_("The lower total pays the difference.")),
    "three_player_shutout": (N_("Three players: shutout"), N_(
        "A shutout only when neither loser scored, or each loser who never scored pays a "
        "shutout share.")),
    "three_player_settlement": (N_("Three players: settlement"), N_(
        "Each loser settles with the winner, or every pair settles the difference.")),
    "team_boxes": (N_("Partnerships: boxes"), N_(
        "A deal's box goes to the team that nets points from it, or every won hand gives its "
        "winner's team a box.")),
    "stake": (N_("Stake per point"), N_("Money per point of the settlement (0: points only).")),
    "next_dealer": (N_("Next dealer"), N_("Who deals the next hand.")),
    "wash_redeal": (N_("Same dealer after a wash"), N_(
        "After a wash the same dealer deals again (off: the deal passes).")),
    "scoring": (N_("Scoring"), N_("Standard: one game; Hollywood: three games in three columns.")),
}
"""Each option's label and one-line help, in English (the catalogue's source)."""

CHOICE_WORDS: Final[dict[str, dict[str, str]]] = {
    "knocker_layout": {"cheapest": N_("the cheapest arrangement"), "any": N_("any melds within the limit"),
                       "shown": N_("exactly the melds shown")},
    "runs": {"ace_low": N_("the ace low only"), "ace_high": N_("the ace low or high"),
             "round_the_corner": N_("round the corner")},
    "shutout": {"double_game_bonus": N_("double the game bonus"),
                "double_total": N_("double the winner's total"), "none": N_("nothing extra")},
    "next_dealer": {"loser": N_("the loser of the hand"), "winner": N_("the winner of the hand"),
                    "alternate": N_("the players in turn")},
    "three_player_shutout": {"both": N_("only when neither loser scored"),
                             "each": N_("each loser who never scored")},
    "three_player_settlement": {"winner": N_("each loser with the winner"),
                                "pairs": N_("every pair")},
    "team_boxes": {"net": N_("to the team that nets points"),
                   "each_winner": N_("one for every won hand")},
    "scoring": {"standard": N_("standard (one game)"), "hollywood": N_("Hollywood (three games)")},
}
"""The label of each choice of an option that has choices."""

SWITCH_WORDS: Final = {True: N_("on"), False: N_("off")}

PRESET_WORDS: Final[dict[str, tuple[str, str]]] = {
    "standard": (N_("Standard"), N_(
        "Bicycle and pagat: gin 20, undercut 10, box 20, game 100, loser deals.")),
    "simple": (N_("Simple"), N_(
        "First to 100 wins; no boxes, no game bonus, no settlement; the deal alternates.")),
    "gin25": (N_("Gin 25"), N_(
        "Gin 25, Big Gin 31; no boxes; the winner's 100 plus the margin, doubled on a shutout.")),
    "house25": (N_("House 25"), N_("Gin, undercut and box all 25.")),
    "oklahoma": (N_("Oklahoma"), N_(
        "The upcard sets the knock limit; ace = gin only; a spade doubles; target 150.")),
    "hollywood": (N_("Hollywood"), N_("Standard scoring in three columns at once.")),
    "straight": (N_("Straight Gin"), N_("Standard scoring, but no knocking: only gin ends a hand.")),
    "round_the_corner": (N_("Round the corner"), N_(
        "Runs turn the corner (K-A-2); an ace in deadwood counts 15; lay-offs against gin; "
        "gin, undercut and box 20; target 125.")),
}
"""Each preset's name and note."""


def option_label(name: str, w: Wording) -> str:
    """``knock_limit`` -> "Knock limit" (in ``w``'s language)."""
    words = OPTION_WORDS.get(name)
    return w._(words[0]) if words else name.replace("_", " ").capitalize()


def option_help(name: str, w: Wording) -> str:
    words = OPTION_WORDS.get(name)
    return w._(words[1]) if words else ""


def choice_label(name: str, choice: str, w: Wording) -> str:
    """A choice of an option in words: ``shutout`` ``double_game_bonus`` -> "double the game bonus"."""
    if choice in ("on", "off"):
        return w._(SWITCH_WORDS[choice == "on"])
    label = CHOICE_WORDS.get(name, {}).get(choice)
    return w._(label) if label else choice


def value_text(name: str, value: Any, w: Wording) -> str:
    """An option's value as a person reads it: on/off, a choice's label, a number in the locale."""
    if isinstance(value, bool):
        return w._(SWITCH_WORDS[value])
    if isinstance(value, int | float):
        return w.number(value)
    return choice_label(name, str(value), w)


def option_sentence(name: str, value: Any, w: Wording) -> str:
    """"Gin bonus: 25" — one option and its value, as the verdict and the sheets list them."""
    return w._("%(option)s: %(value)s", option=option_label(name, w), value=value_text(name, value, w))


def preset_name(name: str, w: Wording) -> str:
    words = PRESET_WORDS.get(name)
    return w._(words[0]) if words else name


def preset_note(name: str, w: Wording) -> str:
    words = PRESET_WORDS.get(name)
    return w._(words[1]) if words else ""


def missing_words() -> list[str]:
    """Options, choices and presets of the engine that have no words here (a test keeps it empty)."""
    missing = [f"option {info.name}" for info in option_infos() if info.name not in OPTION_WORDS]
    missing += [f"choice {info.name}={choice}" for info in option_infos() for choice in info.choices
                if choice not in CHOICE_WORDS.get(info.name, {})]
    missing += [f"preset {name}" for name in PRESETS if name not in PRESET_WORDS]
    return missing


def option_fault(name: str, typed: str, w: Wording) -> str:
    """What is wrong with a value typed for an option, named in words (the engine's own message
    names the option as programs do: ``big_gin takes on or off``)."""
    info = next((i for i in option_infos() if i.name == name), None)
    shown = repr(typed.strip()[:24])
    if info is None:
        return w._("not a rule option")
    if info.kind is bool:
        return w._("takes on or off, not %(value)s", value=shown)
    if info.choices:
        choices = ", ".join(choice_label(name, c, w) for c in info.choices)
        return w._("takes one of: %(choices)s; not %(value)s", choices=choices, value=shown)
    if name in NUMBER_CHOICES:  # an ace counts 1 or 15
        choices = ", ".join(w.number(value) for value in NUMBER_CHOICES[name])
        return w._("takes one of: %(choices)s; not %(value)s", choices=choices, value=shown)
    if info.kind is int:
        low = 1 if name == "target" else 0
        return w._("takes a whole number from %(low)s to %(high)s, not %(value)s",
                   low=w.number(low), high=w.number(100_000), value=shown)
    return w._("takes a number from %(low)s to %(high)s, not %(value)s",
               low=w.number(0), high=w.number(1_000_000), value=shown)
