"""The form that starts a match: names, partnerships, the first dealer, the rules, a name.

Up to four player fields, filled in order: two players play heads-up, three
take turns sitting out, four play in two partnerships (players 1 and 3
against 2 and 4: partners sit opposite). The first dealer is one of the
players, or "cut" (the app picks at random, as a cut would). A blank rule
option plays as the preset has it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import partial
from typing import Any, Final

from ...gin import GinError, rules_for
from ...gin.rules import option_infos
from ...names import name_problem
from ...wording import LANGUAGES, N_
from ...wording.faults import phrase_text
from ...wording.rules import option_fault
from ..core.language import current_language, fault, words
from ..core.rule_fields import option_label

SEATS: Final = 4
MAX_NAME: Final = 40
MAX_MATCH_NAME: Final = 80
CUT: Final = "cut"
OPTION_NAMES: Final = tuple(info.name for info in option_infos())
TEXT_FIELDS: Final = ("name", "player_1", "player_2", "player_3", "player_4", "team_1",
                      "team_2", "first_dealer")

FIELD_LABELS: Final = {
    "name": N_("Match name"),
    "player_1": N_("Player 1"), "player_2": N_("Player 2"), "player_3": N_("Player 3"),
    "player_4": N_("Player 4"),
    "team_1": N_("Team of players 1 and 3"),
    "team_2": N_("Team of players 2 and 4"),
    "first_dealer": N_("Who deals first"),
    "rules": N_("Preset"),
    "language": N_("Language of the printed sheets"),
    **{name: option_label(name) for name in OPTION_NAMES},
}


@dataclass
class MatchForm:
    """The fields as typed (shown again as typed when something is refused)."""

    name: str = ""
    player_1: str = ""
    player_2: str = ""
    player_3: str = ""
    player_4: str = ""
    team_1: str = ""
    team_2: str = ""
    first_dealer: str = CUT
    rules: str = "standard"
    options: dict[str, str] = field(default_factory=dict)
    language: str = ""
    """The match's own language (its printed sheets follow it); "": none, the reader's."""

    @classmethod
    def from_mapping(cls, data: Mapping[str, str], default_preset: str) -> MatchForm:
        """The fields as sent; a form without a language field takes the page's language
        (the form offers it first), an empty one is none."""
        language = data.get("language")
        form = cls(rules=(data.get("rules") or default_preset).strip(),
                   language=current_language() if language is None else language.strip())
        for name in TEXT_FIELDS:
            value = (data.get(name) or "").strip()
            if value or name != "first_dealer":
                setattr(form, name, value)
        form.options = {name: data[name].strip() for name in OPTION_NAMES
                        if (data.get(name) or "").strip()}
        return form

    def seat_names(self) -> list[str]:
        return [getattr(self, f"player_{n}") for n in range(1, SEATS + 1)]

    @property
    def players(self) -> list[str]:
        """The names filled in, in seat order."""
        return [name for name in self.seat_names() if name]

    def team_names(self) -> tuple[str, str]:
        p1, p2, p3, p4 = self.seat_names()
        return (self.team_1 or f"{p1} & {p3}", self.team_2 or f"{p2} & {p4}")

    def field_errors(self) -> dict[str, str]:
        """Faults by field name; empty when the ledger can be asked to start the match."""
        errors: dict[str, str] = {}
        w = words()
        limits = {"name": MAX_MATCH_NAME, "rules": 40, "first_dealer": 10}
        for name in (*TEXT_FIELDS, "rules"):
            limit = limits.get(name, MAX_NAME)
            if len(getattr(self, name)) > limit:
                errors[name] = w._("too long (at most %(limit)s characters)", limit=limit)
            elif name != "rules" and (problem := name_problem(getattr(self, name))):
                errors[name] = phrase_text(problem, w)
        self._check_players(errors)
        if len(self.players) == SEATS:
            first, second = self.team_names()
            for key, team in (("team_1", first), ("team_2", second)):
                if len(team) > MAX_NAME:
                    errors.setdefault(key, w._("too long (at most %(limit)s characters)",
                                               limit=MAX_NAME))
            if first.casefold() == second.casefold():
                errors.setdefault("team_2", w._("the two teams need different names"))
        self._check_dealer(errors)
        self._check_rules(errors)
        if self.language and self.language not in LANGUAGES:
            errors["language"] = w._("choose one of %(choices)s, or none (not %(given)s)",
                                     choices=", ".join(LANGUAGES), given=repr(self.language[:10]))
        return errors

    def _check_players(self, errors: dict[str, str]) -> None:
        names = self.seat_names()
        w = words()
        seen: dict[str, int] = {}
        for index, name in enumerate(names, start=1):
            key = f"player_{index}"
            if not name:
                later = [n for n in range(index + 1, SEATS + 1) if names[n - 1]]
                if later and index > 2:
                    errors.setdefault(key, w._("player %(later)s is named but player %(index)s "
                                               "is not: fill the players in order",
                                               later=later[0], index=index))
                continue
            folded = name.casefold()
            if folded in seen:
                errors.setdefault(key, w._("%(name)s is already player %(seat)s: give each "
                                           "player a different name", name=name,
                                           seat=seen[folded]))
            seen.setdefault(folded, index)
        if not names[0]:
            errors.setdefault("player_1", w._("enter the players' names (two, three or four)"))
        if not names[1]:
            errors.setdefault("player_2", w._("a match needs at least two players"))

    def _check_dealer(self, errors: dict[str, str]) -> None:
        choice = self.first_dealer
        if choice == CUT:
            return
        if choice not in {str(n) for n in range(1, SEATS + 1)}:
            errors["first_dealer"] = words()._("choose a player, or cut for it")
        elif not self.seat_names()[int(choice) - 1]:
            errors["first_dealer"] = words()._(
                "player %(seat)s has no name: choose another, or cut for it", seat=choice)

    def _check_rules(self, errors: dict[str, str]) -> None:
        try:
            rules_for(self.rules)
        except GinError as error:
            errors["rules"] = fault(error)
            return
        for name, value in self.options.items():
            try:
                partial(rules_for, self.rules, {name: value})()
            except GinError:
                errors[name] = option_fault(name, value, words())

    def first_dealer_name(self) -> str | None:
        """The player chosen to deal first; None: cut for it."""
        if self.first_dealer == CUT:
            return None
        return self.seat_names()[int(self.first_dealer) - 1]

    def create_arguments(self) -> dict[str, Any]:
        """The keyword arguments of `Ledger.create_match` for this form."""
        players = self.players
        arguments: dict[str, Any] = {
            "players": players,
            "rules": {"preset": self.rules, **self.options},
            "first_dealer": self.first_dealer_name(),
            "name": self.name,
            "language": self.language or None,
        }
        if len(players) == SEATS:
            p1, p2, p3, p4 = players
            first, second = self.team_names()
            arguments["teams"] = {first: [p1, p3], second: [p2, p4]}
        return arguments
