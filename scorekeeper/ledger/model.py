"""A match as plain data: rules, players, the first dealer and the recorded hands.

Nothing here is derived. A hand is recorded one of three ways — from the cards
(`CardsHand`), from the counts (`CountsHand`) or as a `Wash` — and a
`NewGame` marker says the players started a new game at that point. Every
total, box, bonus and dealer is worked out from this list by `tally`.

Two players play heads-up; three players take turns sitting out (the dealer
sits out); four players play in two partnerships (`Team`).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import ClassVar, Final, get_args

from ..gin import Card, Meld, Rules
from ..gin.phrases import N_
from ..gin.rules import KnockerLayout
from ..names import name_problem
from .errors import HandError, MatchError

MAX_NAME: Final = 40
KNOCKER_LAYOUTS: Final[tuple[str, ...]] = get_args(KnockerLayout)

@dataclass(frozen=True)
class Team:
    """A partnership of two players (four-player matches)."""

    name: str
    members: tuple[str, str]


@dataclass(frozen=True)
class CardsHand:
    """A hand recorded from both revealed hands; the engine settles it.

    ``knocker_cards`` has 10 cards (11 for Big Gin), ``defender_cards`` 10.
    ``knocker_melds`` is the layout the knocker actually showed, when given.
    ``knocker_layout`` overrides the match's option of that name for this hand alone (None:
    the match's rules): ``shown`` scores the layout given as it was shown at the table even
    where the match scores the cheapest arrangement.
    """

    knocker: str
    defender: str
    knocker_cards: tuple[Card, ...]
    defender_cards: tuple[Card, ...]
    knocker_melds: tuple[Meld, ...] | None = None
    upcard: Card | None = None
    dealer: str | None = None
    knocker_layout: KnockerLayout | None = None

    kind: ClassVar[str] = "cards"

    def __post_init__(self) -> None:
        if self.knocker_layout is not None and self.knocker_layout not in KNOCKER_LAYOUTS:
            raise HandError(N_("knocker_layout takes one of %(choices)s, not %(given)s"),
                            choices=", ".join(KNOCKER_LAYOUTS), given=repr(self.knocker_layout))

    def names(self) -> tuple[str, ...]:
        return (self.knocker, self.defender)


@dataclass(frozen=True)
class CountsHand:
    """A hand recorded from the counts: the knocker's deadwood and the defender's after lay-offs.

    ``gin`` says the knocker went gin (deadwood 0, no lay-offs); ``big_gin``
    that all 11 cards melded. ``defender`` may be left out: the match knows
    who played the knocker.
    """

    knocker: str
    knocker_deadwood: int
    defender_deadwood: int
    gin: bool = False
    big_gin: bool = False
    defender: str | None = None
    upcard: Card | None = None
    dealer: str | None = None

    kind: ClassVar[str] = "counts"

    def __post_init__(self) -> None:
        for label, value in (("knocker_deadwood", self.knocker_deadwood),
                             ("defender_deadwood", self.defender_deadwood)):
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise HandError(N_("%(field)s must be a whole number of points, 0 or more, not "
                                   "%(given)s"), field=label, given=repr(value))
            if value > 98:
                raise HandError(N_("%(field)s of %(value)s is more than ten cards can hold"),
                                field=label, value=value)
        if self.gin and self.big_gin:
            raise HandError(N_("a hand is gin or Big Gin, not both"))
        if (self.gin or self.big_gin) and self.knocker_deadwood:
            raise HandError(N_("Big Gin means no deadwood, but the knocker's deadwood is "
                               "%(deadwood)s") if self.big_gin else
                            N_("gin means no deadwood, but the knocker's deadwood is "
                               "%(deadwood)s"), deadwood=self.knocker_deadwood)

    def names(self) -> tuple[str, ...]:
        return (self.knocker,) if self.defender is None else (self.knocker, self.defender)


@dataclass(frozen=True)
class Wash:
    """A hand nobody won: the stock ran down to two cards.

    ``players`` names the two who played it; only a four-player match needs
    it, to know which table washed (the dealer names the table as well).
    """

    dealer: str | None = None
    upcard: Card | None = None
    players: tuple[str, str] | None = None

    kind: ClassVar[str] = "wash"

    def names(self) -> tuple[str, ...]:
        return self.players or ()


@dataclass(frozen=True)
class NewGame:
    """The players start a new game here (an unfinished game before it is abandoned)."""

    kind: ClassVar[str] = "new_game"


Hand = CardsHand | CountsHand | Wash
Entry = CardsHand | CountsHand | Wash | NewGame


@dataclass(frozen=True)
class Match:
    """Rules, players (2; 3; or 4 in two `teams`), the first dealer and the entries in order."""

    rules: Rules
    players: tuple[str, ...]
    first_dealer: str
    entries: tuple[Entry, ...] = ()
    teams: tuple[Team, Team] | None = None
    preset: str = field(default="standard", compare=False)

    def __post_init__(self) -> None:
        check_players(self.players)
        if self.first_dealer not in self.players:
            raise MatchError(N_("the first dealer %(name)s is not a player (players: "
                                "%(players)s)"), name=repr(self.first_dealer),
                             players=", ".join(self.players))
        if len(self.players) == 4:
            if self.teams is None:
                raise MatchError(N_("four players play in two partnerships; name the teams"))
            check_teams(self.teams, self.players)
        elif self.teams is not None:
            raise MatchError(N_("teams are for four players (two partnerships of two)"))

    @property
    def units(self) -> tuple[str, ...]:
        """Who scores: the players, or the two team names in a four-player match."""
        if self.teams is not None:
            return (self.teams[0].name, self.teams[1].name)
        return self.players

    def unit_of(self, player: str) -> str:
        """The name that scores for ``player``: their team's, or their own."""
        for team in self.teams or ():
            if player in team.members:
                return team.name
        return player

    def hands(self) -> tuple[Hand, ...]:
        return tuple(entry for entry in self.entries if not isinstance(entry, NewGame))

    def with_entries(self, entries: tuple[Entry, ...]) -> Match:
        return replace(self, entries=tuple(entries))

    def adding(self, entry: Entry) -> Match:
        return replace(self, entries=(*self.entries, entry))


def check_name(name: object, what: str = "player") -> str:
    """A player's name (``what="team"``: a team's), or the `MatchError` saying what is wrong."""
    words = NAME_FAULTS[what]
    if not isinstance(name, str) or not name.strip():
        raise MatchError(words[0], given=repr(name))
    if name != name.strip():
        raise MatchError(words[1], name=repr(name))
    if len(name) > MAX_NAME:
        raise MatchError(words[2], name=repr(name[:MAX_NAME]), most=MAX_NAME)
    if not is_text(name):
        raise MatchError(words[3], name=repr(name))
    problem = name_problem(name)
    if problem:
        raise MatchError(words[4], name=repr(name), problem=problem)
    return name


NAME_FAULTS: Final = {
    "player": (N_("a player's name must be a non-empty text, not %(given)s"),
               N_("a player's name %(name)s has spaces at an end"),
               N_("a player's name %(name)s... is longer than %(most)s characters"),
               N_("a player's name %(name)s holds a broken character (a lone surrogate)"),
               N_("a player's name %(name)s %(problem)s")),
    "team": (N_("a team's name must be a non-empty text, not %(given)s"),
             N_("a team's name %(name)s has spaces at an end"),
             N_("a team's name %(name)s... is longer than %(most)s characters"),
             N_("a team's name %(name)s holds a broken character (a lone surrogate)"),
             N_("a team's name %(name)s %(problem)s")),
}


MATCH_LANGUAGES: Final = ("en", "es", "de", "fr", "it")
"""The languages a match can be printed in (the app's languages, `scorekeeper.wording`)."""


def check_language(language: object) -> str | None:
    """A match's own language: one of `MATCH_LANGUAGES`, or None (none: a printed sheet
    follows whoever prints it). An empty text is None."""
    if language is None or language == "":
        return None
    if not isinstance(language, str) or language not in MATCH_LANGUAGES:
        shown = repr(language)[:20]
        raise MatchError(N_("a match's language is one of %(choices)s (or none), not "
                            "%(given)s"), choices=", ".join(MATCH_LANGUAGES), given=shown)
    return language


def is_text(value: str) -> bool:
    """Whether ``value`` can be written out as UTF-8 (JSON's ``"\\ud800"`` gives a lone
    surrogate, which no file, page or database can hold)."""
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def check_players(players: tuple[str, ...]) -> None:
    if len(players) not in (2, 3, 4):
        raise MatchError(N_("a match has 2, 3 or 4 players, not %(count)s"), count=len(players))
    seen: dict[str, str] = {}
    for name in players:
        check_name(name)
        folded = name.casefold()
        if folded in seen:
            raise MatchError(N_("%(name)s is named twice among the players"), name=repr(name))
        seen[folded] = name


def check_teams(teams: tuple[Team, Team], players: tuple[str, ...]) -> None:
    if len(teams) != 2:
        raise MatchError(N_("four players make exactly two teams"))
    members = [member for team in teams for member in team.members]
    for team in teams:
        check_name(team.name, "team")
        if len(team.members) != 2:
            raise MatchError(N_("team %(name)s needs two players, not %(count)s"),
                             name=repr(team.name), count=len(team.members))
    if teams[0].name.casefold() == teams[1].name.casefold():
        raise MatchError(N_("both teams are called %(name)s"), name=repr(teams[0].name))
    if sorted(members) != sorted(players):
        raise MatchError(N_("the teams (%(members)s) must hold each of the four players "
                            "(%(players)s) once"), members=", ".join(members),
                         players=", ".join(players))
