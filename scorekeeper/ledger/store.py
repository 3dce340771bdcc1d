"""Rows and models: a match and its hands as stored, and back.

A hand row holds exactly what was recorded — the cards as canonical text,
the counts, the knocker's layout, the upcard, the dealer — and never a total.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Final

from sqlite_utils import Database

from ..gin import format_cards
from ..gin.phrases import N_
from .describe import entry_from_dict, rules_from_spec, rules_to_spec
from .errors import NotFoundError
from .model import CardsHand, CountsHand, Entry, Match, NewGame, Team, Wash

SQLITE_MIN, SQLITE_MAX = -(2**63), 2**63 - 1
"""The range of SQLite's integers: an id outside it names nothing."""

HAND_FIELDS = ("kind", "dealer", "knocker", "defender", "knocker_cards", "defender_cards",
               "knocker_melds", "knocker_deadwood", "defender_deadwood", "gin", "big_gin",
               "upcard", "table_players", "knocker_layout")


@dataclass(frozen=True)
class StoredMatch:
    """A match as loaded: its row's facts, the model, and the id of each entry in order."""

    id: int
    name: str
    version: int
    created_at: str
    updated_at: str
    finished_at: str | None
    match: Match
    hand_ids: tuple[int, ...]
    positions: tuple[int, ...]
    language: str | None = None
    """The match's own language (its printed sheets follow it); None: follow the reader."""

    @property
    def finished(self) -> bool:
        return self.finished_at is not None

    def index_of(self, hand_id: int) -> int:
        try:
            return self.hand_ids.index(hand_id)
        except ValueError:
            raise NotFoundError(N_("match %(match)s has no hand %(hand)s"), match=str(self.id),
                                hand=str(hand_id)) from None


NO_MATCH: Final = N_("there is no match %(match)s")


def entry_row(entry: Entry) -> dict[str, Any]:
    """The stored columns of a hand (or a new-game marker)."""
    row: dict[str, Any] = dict.fromkeys(HAND_FIELDS)
    row.update(kind=entry.kind, gin=0, big_gin=0)
    if isinstance(entry, NewGame):
        return row
    row["dealer"] = entry.dealer
    row["upcard"] = None if entry.upcard is None else str(entry.upcard)
    if isinstance(entry, Wash):
        row["table_players"] = json.dumps(list(entry.players)) if entry.players else None
    elif isinstance(entry, CardsHand):
        row.update(knocker=entry.knocker, defender=entry.defender,
                   knocker_cards=format_cards(entry.knocker_cards),
                   defender_cards=format_cards(entry.defender_cards),
                   knocker_melds=(" | ".join(str(m) for m in entry.knocker_melds)
                                  if entry.knocker_melds else None),
                   knocker_layout=entry.knocker_layout)
    elif isinstance(entry, CountsHand):
        row.update(knocker=entry.knocker, defender=entry.defender,
                   knocker_deadwood=entry.knocker_deadwood,
                   defender_deadwood=entry.defender_deadwood,
                   gin=int(entry.gin), big_gin=int(entry.big_gin))
    return row


def row_description(row: Mapping[str, Any]) -> dict[str, Any]:
    """A stored hand row as the hand's description dict (the shape `entry_from_dict` reads)."""
    kind = row["kind"]
    if kind == "new_game":
        return {"new_game": True}
    out: dict[str, Any]
    if kind == "wash":
        out = {"wash": True}
        if row["table_players"]:
            out["players"] = json.loads(row["table_players"])
    elif kind == "cards":
        out = {"cards": {row["knocker"]: row["knocker_cards"],
                         row["defender"]: row["defender_cards"]},
               "knocker": row["knocker"]}
        if row["knocker_melds"]:
            out["knocker_melds"] = row["knocker_melds"]
        if row.get("knocker_layout"):
            out["knocker_layout"] = row["knocker_layout"]
    else:
        out = {"knocker": row["knocker"], "knocker_deadwood": row["knocker_deadwood"],
               "defender_deadwood": row["defender_deadwood"], "gin": bool(row["gin"]),
               "big_gin": bool(row["big_gin"])}
        if row["defender"]:
            out["defender"] = row["defender"]
    if row["upcard"]:
        out["upcard"] = row["upcard"]
    if row["dealer"]:
        out["dealer"] = row["dealer"]
    return out


def row_entry(row: Mapping[str, Any]) -> Entry:
    return entry_from_dict(row_description(row))


def head_row(db: Database, match_id: int) -> dict[str, Any]:
    """The match's own row (its version, times, rules; not its hands); raises `NotFoundError`."""
    if isinstance(match_id, bool) or not isinstance(match_id, int):
        raise NotFoundError(N_("there is no match %(match)s: a match id is a whole number"),
                            match=repr(match_id))
    if not SQLITE_MIN <= match_id <= SQLITE_MAX:
        raise NotFoundError(NO_MATCH, match=str(match_id))
    rows = selected(db, "SELECT * FROM matches WHERE id = ?", [match_id])
    if not rows:
        raise NotFoundError(NO_MATCH, match=str(match_id))
    return rows[0]


def selected(db: Database, sql: str, params: Sequence[Any]) -> list[dict[str, Any]]:
    """The rows of a SELECT, as dicts, straight from the connection: `Database.query` wraps
    each statement in a savepoint of its own (two more statements), which the hot path of a
    change (a few SELECTs each) does without."""
    return rows_of(db.conn.execute(sql, params))


def rows_of(cursor: sqlite3.Cursor) -> list[dict[str, Any]]:
    """A statement's rows (a SELECT's, or an INSERT's or UPDATE's ``RETURNING``), as dicts,
    read to the end (so the statement is done)."""
    keys = [column[0] for column in cursor.description]
    return [dict(zip(keys, row, strict=True)) for row in cursor]


def stamp_of(head: Mapping[str, Any]) -> tuple[int, str, str]:
    """What tells one stored state of a match from another: every change moves the version on
    and sets ``updated_at``; ``created_at`` tells apart two matches that had the same id (a
    database restored from a backup)."""
    return (head["version"], head["created_at"], head["updated_at"])


def load_rest(db: Database, head: Mapping[str, Any]) -> StoredMatch:
    """The match of ``head`` (its row, from `head_row`) with its players and entries."""
    match_id = head["id"]
    seats = list(db.query("SELECT name, team FROM match_players WHERE match_id = ? ORDER BY seat",
                          [match_id]))
    players = tuple(seat["name"] for seat in seats)
    teams = None
    if head["teams"]:
        (name_a, (a1, a2)), (name_b, (b1, b2)) = json.loads(head["teams"]).items()
        teams = (Team(name_a, (a1, a2)), Team(name_b, (b1, b2)))
    _, rules = rules_from_spec(json.loads(head["rules"]))
    hands = list(db.query("SELECT * FROM hands WHERE match_id = ? ORDER BY position",
                          [match_id]))
    match = Match(rules, players, head["first_dealer"], tuple(row_entry(r) for r in hands),
                  teams, head["preset"])
    return stored_match(head, match, tuple(r["id"] for r in hands),
                        tuple(r["position"] for r in hands))


def stored_match(head: Mapping[str, Any], match: Match, hand_ids: tuple[int, ...],
                 positions: tuple[int, ...]) -> StoredMatch:
    return StoredMatch(head["id"], head["name"], head["version"], head["created_at"],
                       head["updated_at"], head["finished_at"], match, hand_ids, positions,
                       head.get("language"))


def insert_match(db: Database, match: Match, name: str, at: str, created_at: str | None = None,
                 finished_at: str | None = None, language: str | None = None) -> int:
    """Store a match with no hands yet (version 1) and its players; the new id."""
    cursor = db.execute(
        "INSERT INTO matches (name, preset, rules, first_dealer, teams, version, created_at, "
        "updated_at, finished_at, language) VALUES (?, ?, ?, ?, ?, 1, ?, ?, ?, ?)",
        [name, match.preset, json.dumps(rules_to_spec(match.preset, match.rules)),
         match.first_dealer, _teams_json(match), created_at or at, at, finished_at, language])
    match_id = int(cursor.lastrowid or 0)
    for seat, player in enumerate(match.players):
        team = match.unit_of(player) if match.teams else None
        db.execute("INSERT INTO match_players (match_id, seat, name, team) VALUES (?, ?, ?, ?)",
                   [match_id, seat, player, team])
        db.execute("INSERT OR IGNORE INTO players (name, created_at) VALUES (?, ?)", [player, at])
    return match_id


def _teams_json(match: Match) -> str | None:
    if match.teams is None:
        return None
    return json.dumps({team.name: list(team.members) for team in match.teams})


def hand_row(db: Database, hand_id: int) -> dict[str, Any]:
    rows = selected(db, "SELECT * FROM hands WHERE id = ?", [hand_id])
    if not rows:
        raise NotFoundError(N_("there is no hand %(hand)s"), hand=str(hand_id))
    return rows[0]
