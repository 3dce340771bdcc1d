"""Matches kept in the ledger: the requests that change them and the answers that show them.

The hand shapes are those of docs/ledger.md (a hand from the cards, from the
counts, or a wash); the ledger still checks everything the rules decide (who
plays, the knock limit, a card in both hands). A match answer is
`MatchSnapshot.to_dict()` read through `Match`, so an answer that drifts from
the document fails loudly in the tests instead of silently on a client.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import Discriminator, Field, Tag, WrapValidator

from ..gin.rules import KnockerLayout
from .base import TAG_MARK, AnswerModel, RequestModel, one_message
from .fields import (
    CardName,
    Cards,
    Melds,
    OptionValue,
    RuleOptions,
    RulesChoice,
    Whole,
    drop_default,
    omitted,
)
from .settle import Settlement

MAX_NAME = 80

KNOCKER_LAYOUT_TEXT = (
    "This hand alone is settled under this knocker_layout (absent or null: the match's rules). "
    '"shown" scores knocker_melds exactly as laid out at the table, within the knock limit, '
    "where the match scores only the cheapest arrangement.")


Teams = Annotated[
    dict[str, list[str]] | list[list[str]] | None,
    WrapValidator(one_message('must be {"Team name": [player, player], ...} or '
                              "[[player, player], [player, player]]")),
    Field(description='Four players: {"Us": [A, B], "Them": [C, D]} or [[A, B], [C, D]]. '
                      "Absent or null: the 1st and 3rd against the 2nd and 4th."),
]


class NewMatch(RequestModel):
    """A match to start. The ledger checks the names (no control characters, none twice)."""

    players: list[str] = Field(min_length=2, max_length=4,
                                      description="2 or 3 players, or 4 in two teams.")
    rules: RulesChoice = "standard"
    set: RuleOptions | None = None
    teams: Teams = None
    first_dealer: str | None = Field(default=None, description="Absent or null: picked at "
                                                               "random (the cut).")
    name: str = Field(default="", max_length=MAX_NAME)


class CardsHand(RequestModel):
    """A hand from the cards: both hands as laid down, and who knocked."""

    cards: dict[str, Cards] = Field(min_length=2, max_length=2,
                                    description="{player: cards} for both hands.")
    knocker: str
    knocker_melds: Melds | None = Field(
        default=None, description="The melds the knocker laid out (absent, null or empty: "
                                  "the layout that serves the knocker best).")
    knocker_layout: KnockerLayout | None = Field(
        default=None, description=KNOCKER_LAYOUT_TEXT)
    upcard: CardName | None = None
    dealer: str | None = None


class CountsHand(RequestModel):
    """A hand from the counts: the deadwood each player counted."""

    knocker: str
    knocker_deadwood: Whole = Field(default=None, ge=0,  # type: ignore[assignment]
                                    description="Absent: 0 for gin or Big Gin.",
                                    json_schema_extra=drop_default)
    defender_deadwood: Whole = Field(ge=0)
    gin: bool = False
    big_gin: bool = False
    defender: str | None = None
    upcard: CardName | None = None
    dealer: str | None = None


class WashHand(RequestModel):
    """A hand nobody won: the stock ran out."""

    wash: Literal[True]
    dealer: str | None = None
    upcard: CardName | None = None
    players: list[str] | None = Field(default=None, min_length=2, max_length=2,
                                      description="The two who played (three players).")


def _hand_kind(value: Any) -> str | None:
    if not isinstance(value, dict):
        return None
    if "wash" in value:
        return TAG_MARK + "wash"
    return TAG_MARK + ("cards" if "cards" in value else "counts")


Hand = Annotated[
    Annotated[CardsHand, Tag(TAG_MARK + "cards")] | Annotated[CountsHand, Tag(TAG_MARK + "counts")]
    | Annotated[WashHand, Tag(TAG_MARK + "wash")],
    Discriminator(_hand_kind, custom_error_type="invalid",
                  custom_error_message='must be a JSON object: {"knocker": ..., '
                                       '"knocker_deadwood": ...}, {"cards": {...}, "knocker": '
                                       '...} or {"wash": true}'),
    Field(description="A hand from the cards, from the counts, or a wash (docs/ledger.md)."),
]

Version = Annotated[
    Whole,
    WrapValidator(one_message("must be the match's version number (a whole number, as GET "
                              "/api/matches/ID gives it)")),
    Field(description="The match version the change is made against (GET /api/matches/ID "
                      "gives it)."),
]


class HandChange(RequestModel):
    version: Version
    hand: Hand


class HandPreview(RequestModel):
    hand: Hand


class VersionOnly(RequestModel):
    version: Version


class MatchFilter(RequestModel):
    """The query of GET /api/matches."""

    status: Literal["open", "finished"] | None = Field(
        default=None, description="Only open or only finished matches (absent: all).")


# Answers


class NewGameEntry(AnswerModel):
    new_game: Literal[True]


class StoredCardsHand(AnswerModel):
    cards: dict[str, str]
    knocker: str
    knocker_melds: str = omitted("Present when the knocker laid out their melds.")
    knocker_layout: KnockerLayout = omitted(
        "Present when the hand is settled under its own knocker_layout, not the match's.")
    upcard: str = omitted()
    dealer: str = omitted()


class StoredCountsHand(AnswerModel):
    knocker: str
    knocker_deadwood: int
    defender_deadwood: int
    gin: bool
    big_gin: bool
    defender: str = omitted()
    upcard: str = omitted()
    dealer: str = omitted()


class StoredWash(AnswerModel):
    wash: Literal[True]
    players: list[str] = omitted("The two who played (three players).")
    upcard: str = omitted()
    dealer: str = omitted()


def _stored_kind(value: Any) -> str:
    if isinstance(value, dict):
        for key in ("new_game", "wash", "cards"):
            if key in value:
                return key
    elif isinstance(value, AnswerModel):
        return {NewGameEntry: "new_game", StoredWash: "wash",
                StoredCardsHand: "cards"}.get(type(value), "counts")
    return "counts"


StoredEntry = Annotated[
    Annotated[StoredCardsHand, Tag("cards")] | Annotated[StoredCountsHand, Tag("counts")]
    | Annotated[StoredWash, Tag("wash")] | Annotated[NewGameEntry, Tag("new_game")],
    Discriminator(_stored_kind),
    Field(description="A hand as stored (canonical card text, what was not given left out), "
                      "or a new-game marker."),
]


class Entry(AnswerModel):
    id: int = Field(description="The stored id: PUT or DELETE /api/matches/ID/hands/THIS.")
    input: StoredEntry


class Row(AnswerModel):
    hands: list[int]
    winner: str | None
    points: int
    note: str
    totals: dict[str, int]


class Payment(AnswerModel):
    payer: str
    payee: str
    points: int
    amount: int | float


class Game(AnswerModel):
    number: int
    column: int | None
    round: int
    target: int
    winner: str | None
    over: bool
    abandoned: bool
    points: dict[str, int]
    hands_won: dict[str, int]
    boxes: dict[str, int]
    box_points: dict[str, int]
    game_bonus: dict[str, int]
    final: dict[str, int]
    shutout: bool
    doubled: bool
    shut_out: list[str]
    settlement: list[Payment]
    rows: list[Row]


class Seat(AnswerModel):
    dealer: str
    players: list[str]
    deal: int | None
    table: int | None


class HandResult(AnswerModel):
    number: int
    kind: Literal["cards", "counts", "wash"]
    input: StoredEntry
    dealer: str
    players: list[str]
    deal: int | None
    table: int | None
    knocker: str | None
    defender: str | None
    outcome: str | None = Field(description="knock, gin, big_gin or undercut; null: a wash.")
    winner: str | None
    points: int
    knocker_deadwood: int | None
    defender_deadwood: int | None
    extra_boxes: int
    multiplier: int | None
    upcard: str | None
    games: list[int]
    pending: bool
    settlement: Settlement | None
    id: int = omitted("The stored id (in a match's answer; not in a preview).")


class Tally(AnswerModel):
    """What the hands add up to (the shape of ``scorekeeper tally --json``; docs/ledger.md)."""

    rules: dict[str, OptionValue] = Field(description="The preset and every option in force.")
    players: list[str]
    teams: dict[str, list[str]] | None
    units: list[str] = Field(description="Who scores: the players, or the two teams.")
    first_dealer: str
    games: list[Game]
    net: dict[str, int]
    net_amount: dict[str, int | float]
    balances: dict[str, int]
    dealers: list[str]
    next_dealer: str
    next_players: list[str]
    next_tables: list[Seat]
    game_over: bool
    hands: list[HandResult]


class Match(AnswerModel):
    """A match: its stored hands (entries) and the tally derived from them."""

    id: int
    name: str
    version: int
    finished: bool
    created_at: str
    updated_at: str
    entries: list[Entry]
    tally: Tally


class Totals(AnswerModel):
    """Where the match stands after a change (the same fields as in `Tally`)."""

    units: list[str]
    balances: dict[str, int]
    net: dict[str, int]
    net_amount: dict[str, int | float]
    next_dealer: str
    next_players: list[str]
    next_tables: list[Seat]
    game_over: bool
    current_games: list[int] = Field(description="The numbers of the game being played "
                                                 "(Hollywood: the round's three columns).")


class ChangedEntry(AnswerModel):
    id: int
    index: int = Field(description="Its place among the match's entries.")
    input: StoredEntry


class MatchChange(AnswerModel):
    """The answer to a change: what changed, the new totals and the new version. A copy of the
    whole match (GET /api/matches/ID) is brought up to date with it (docs/ledger.md)."""

    id: int
    version: int
    finished: bool
    updated_at: str
    action: str = Field(description="record, new_game, correct, delete, undo, finish or reopen.")
    hand_id: int | None = Field(description="The entry the change was about (null: finish, "
                                            "reopen).")
    entries: list[ChangedEntry] = Field(description="Entries new or changed.")
    removed: list[int] = Field(description="Ids of entries no longer in the match.")
    entry_count: int
    hands: list[HandResult] = Field(description="Hands whose result is new or changed.")
    hand_count: int
    games: list[Game] = Field(description="Games new or changed.")
    game_count: int
    totals: Totals


class MatchSummary(AnswerModel):
    id: int
    name: str
    preset: str
    players: list[str]
    hands: int
    version: int
    created_at: str
    updated_at: str
    finished: bool


class MatchList(AnswerModel):
    matches: list[MatchSummary]


class Preview(AnswerModel):
    """What recording the hand would do; nothing is stored."""

    version: int
    hand: HandResult
    tally: Tally


class PlayerRecord(AnswerModel):
    name: str
    matches: int
    games_played: int
    games_won: int
    hands_played: int
    hands_won: int
    gins: int
    big_gins: int
    undercuts: int
    points: int
    average_points: int | float
    match_ids: list[int]


class PlayerList(AnswerModel):
    players: list[PlayerRecord]
