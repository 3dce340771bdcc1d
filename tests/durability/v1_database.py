"""A database exactly as version 1 of the schema left it, built without today's store code.

The DDL below is migration 1 as released, frozen here (a test checks migration 1 still reads
the same: released migrations never change). Rows are written the way the version-1 store
wrote them: the hands as recorded, with the dealer (and a counts hand's defender, a
four-player wash's table) the ledger derived, cards as canonical text, no application id.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

from scorekeeper.gin import format_cards, parse_cards
from scorekeeper.ledger import Tally, match_from_dict, tally

V1_DDL = (
    """CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL DEFAULT '',
        preset TEXT NOT NULL,
        rules TEXT NOT NULL,
        first_dealer TEXT NOT NULL,
        teams TEXT,
        version INTEGER NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        finished_at TEXT
    )""",
    """CREATE TABLE match_players (
        match_id INTEGER NOT NULL REFERENCES matches(id),
        seat INTEGER NOT NULL,
        name TEXT NOT NULL,
        team TEXT,
        PRIMARY KEY (match_id, seat)
    )""",
    """CREATE TABLE hands (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id),
        position INTEGER NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('cards', 'counts', 'wash', 'new_game')),
        dealer TEXT,
        knocker TEXT,
        defender TEXT,
        knocker_cards TEXT,
        defender_cards TEXT,
        knocker_melds TEXT,
        knocker_deadwood INTEGER,
        defender_deadwood INTEGER,
        gin INTEGER NOT NULL DEFAULT 0,
        big_gin INTEGER NOT NULL DEFAULT 0,
        upcard TEXT,
        table_players TEXT,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        UNIQUE (match_id, position)
    )""",
    """CREATE TABLE changes (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id),
        version INTEGER NOT NULL,
        action TEXT NOT NULL,
        hand_id INTEGER,
        before TEXT,
        after TEXT,
        undone_by INTEGER REFERENCES changes(id),
        at TEXT NOT NULL
    )""",
)
V1_NAME = "matches, seats, hands and the audit trail"
AT = "2024-05-01T20:00:00.000+00:00"


def _wins(*pairs: tuple[str, int]) -> list[dict[str, Any]]:
    return [{"knocker": who, "knocker_deadwood": 1, "defender_deadwood": points + 1}
            for who, points in pairs]


# Matches as the players recorded them, covering every kind of hand and scoring system.
MATCHES: list[dict[str, Any]] = [
    {"name": "standard to 100", "rules": "standard", "players": ["Ann", "Bob"],
     "first_dealer": "Bob",
     "hands": [{"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20},
               {"knocker": "Bob", "gin": True, "defender_deadwood": 15},
               {"knocker": "Ann", "knocker_deadwood": 7, "defender_deadwood": 5},
               {"wash": True},
               {"knocker": "Ann", "gin": True, "defender_deadwood": 30},
               {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 38}]},
    {"name": "hollywood", "rules": "hollywood", "players": ["Ann", "Bob"], "first_dealer": "Ann",
     "hands": _wins(("Ann", 30), ("Ann", 40), ("Ann", 35), ("Bob", 20), ("Bob", 25),
                    ("Ann", 30), ("Bob", 50), ("Bob", 30))},
    {"name": "oklahoma", "rules": "oklahoma", "players": ["Ann", "Bob"], "first_dealer": "Bob",
     "hands": [{"cards": {"Ann": "3S 4S 5S 7H 7D 7C 9C TC JC 5H",
                          "Bob": "KH KD KC 2D 3D 4D 8H 9S QD 2H"},
                "knocker": "Ann", "upcard": "7S"},
               {"knocker": "Bob", "gin": True, "defender_deadwood": 20, "upcard": "AH"},
               {"knocker": "Ann", "knocker_deadwood": 9, "defender_deadwood": 6,
                "upcard": "KS"}]},
    {"name": "layout shown", "rules": {"preset": "standard", "knocker_layout": "any"},
     "set": {"gin_bonus": 25}, "players": ["Ann", "Bob"], "first_dealer": "Ann",
     "hands": [{"cards": {"Ann": "6C 7C 8C 9C 2H 2D 2S KH KD KS",
                          "Bob": "TC 3D 4D 5D QH QS QD 8H 9S 4H"},
                "knocker": "Ann", "knocker_melds": "6C 7C 8C | 2H 2D 2S | KH KD KS"},
               {"new_game": True},
               {"knocker": "Bob", "knocker_deadwood": 3, "defender_deadwood": 40}]},
    {"name": "three players", "rules": "standard", "players": ["Ann", "Bob", "Cal"],
     "first_dealer": "Cal",
     "hands": [{"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 30},
               {"knocker": "Cal", "gin": True, "defender_deadwood": 12},
               {"wash": True},
               {"knocker": "Bob", "knocker_deadwood": 8, "defender_deadwood": 6}]},
    {"name": "partners", "rules": "standard", "players": ["Ann", "Bob", "Cal", "Dee"],
     "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]}, "first_dealer": "Ann",
     "hands": [{"knocker": "Ann", "knocker_deadwood": 5, "defender_deadwood": 25},
               {"knocker": "Cal", "gin": True, "defender_deadwood": 20},
               {"knocker": "Dee", "knocker_deadwood": 3, "defender_deadwood": 33},
               {"knocker": "Cal", "knocker_deadwood": 4, "defender_deadwood": 14},
               {"wash": True, "players": ["Cal", "Dee"]},
               {"knocker": "Ann", "gin": True, "defender_deadwood": 50}]},
]
FINISHED = 1
"""The index (in MATCHES) of the match stored as finished."""


def with_facts(description: dict[str, Any]) -> dict[str, Any]:
    """The description as stored: each hand with the facts the ledger derived and kept."""
    counted = tally(match_from_dict(description))
    by_position = {result.position: result for result in counted.hands}
    hands = []
    for position, hand in enumerate(description["hands"]):
        hand = dict(hand)
        result = by_position.get(position)
        if result is not None:
            hand.setdefault("dealer", result.dealer)
            if "knocker_deadwood" in hand or "gin" in hand:
                hand.setdefault("defender", result.defender)
            if "wash" in hand and result.seat.table is not None:
                hand.setdefault("players", list(result.players))
        hands.append(hand)
    return {**description, "hands": hands}


def expected_tallies() -> list[Tally]:
    """What every match must still add up to after the upgrade."""
    return [tally(match_from_dict(with_facts(m))) for m in MATCHES]


def build_v1(path: Path) -> None:
    """Write MATCHES into a fresh version-1 database at ``path`` (WAL, like version 1)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    for statement in V1_DDL:
        conn.execute(statement)
    conn.execute("CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, "
                 "name TEXT NOT NULL, applied_at TEXT NOT NULL)")
    conn.execute("INSERT INTO schema_migrations VALUES (1, ?, ?)", [V1_NAME, AT])
    for match_id, description in enumerate(MATCHES, start=1):
        _write_match(conn, match_id, with_facts(description), finished=match_id - 1 == FINISHED)
    conn.execute("COMMIT")
    conn.close()


def _write_match(conn: sqlite3.Connection, match_id: int, description: dict[str, Any],
                 finished: bool) -> None:
    match = match_from_dict(description)
    rules = json.dumps({"preset": match.preset, **match.rules.to_dict()})
    teams = (json.dumps({t.name: list(t.members) for t in match.teams})
             if match.teams else None)
    hands = description["hands"]
    conn.execute("INSERT INTO matches VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                 [match_id, description["name"], match.preset, rules, match.first_dealer, teams,
                  stored_version(description, finished), AT, AT, AT if finished else None])
    for seat, name in enumerate(match.players):
        team = match.unit_of(name) if match.teams else None
        conn.execute("INSERT INTO match_players VALUES (?, ?, ?, ?)",
                     [match_id, seat, name, team])
    conn.execute("INSERT INTO changes (match_id, version, action, after, at) "
                 "VALUES (?, 1, 'create', '{\"hands\": 0}', ?)", [match_id, AT])
    for position, hand in enumerate(hands, start=1):
        row = _row(hand)
        cursor = conn.execute(
            f"INSERT INTO hands (match_id, position, {', '.join(row)}, created_at, updated_at) "
            f"VALUES (?, ?, {', '.join('?' for _ in row)}, ?, ?)",
            [match_id, position, *row.values(), AT, AT])
        after = {"id": cursor.lastrowid, "match_id": match_id, "position": position, **row}
        conn.execute("INSERT INTO changes (match_id, version, action, hand_id, after, at) "
                     "VALUES (?, ?, ?, ?, ?, ?)",
                     [match_id, position + 1, "new_game" if row["kind"] == "new_game"
                      else "record", cursor.lastrowid, json.dumps(after), AT])
    # A wash recorded by mistake, then undone: the audit trail keeps both changes.
    version = len(hands) + 2
    wash = {"id": 1000 + match_id, "match_id": match_id, "position": len(hands) + 1,
            "kind": "wash"}
    record = conn.execute("INSERT INTO changes (match_id, version, action, hand_id, after, at) "
                          "VALUES (?, ?, 'record', ?, ?, ?)",
                          [match_id, version, wash["id"], json.dumps(wash), AT]).lastrowid
    undo = conn.execute("INSERT INTO changes (match_id, version, action, hand_id, before, at) "
                        "VALUES (?, ?, 'undo', ?, ?, ?)",
                        [match_id, version + 1, wash["id"], json.dumps(wash), AT]).lastrowid
    conn.execute("UPDATE changes SET undone_by = ? WHERE id = ?", [undo, record])
    if finished:
        conn.execute("INSERT INTO changes (match_id, version, action, before, after, at) "
                     "VALUES (?, ?, 'finish', '{\"finished_at\": null}', ?, ?)",
                     [match_id, version + 2, json.dumps({"finished_at": AT}), AT])


def stored_version(description: dict[str, Any], finished: bool) -> int:
    """The match's version: created (1), each hand, the wash and its undo, the finish."""
    return 1 + len(description["hands"]) + 2 + finished


def _cards(text: Any) -> str:
    return format_cards(parse_cards(text))


def _meld(text: str) -> str:
    """A meld as version 1 wrote it: its cards by suit, then rank."""
    return format_cards(sorted(parse_cards(text), key=lambda card: (card.suit, card.rank)))


def _row(hand: dict[str, Any]) -> dict[str, Any]:
    """A hand as the version-1 store wrote it."""
    if hand.get("new_game"):
        return {"kind": "new_game"}
    common = {"dealer": hand.get("dealer"), "upcard": _cards(hand["upcard"]) if
              hand.get("upcard") else None}
    if hand.get("wash"):
        players = hand.get("players")
        return {"kind": "wash", **common,
                "table_players": json.dumps(players) if players else None}
    if "cards" in hand:
        knocker = hand["knocker"]
        defender = next(name for name in hand["cards"] if name != knocker)
        melds = hand.get("knocker_melds")
        return {"kind": "cards", **common, "knocker": knocker, "defender": defender,
                "knocker_cards": _cards(hand["cards"][knocker]),
                "defender_cards": _cards(hand["cards"][defender]),
                "knocker_melds": " | ".join(_meld(group) for group in melds.split("|"))
                if melds else None}
    gin = bool(hand.get("gin"))
    return {"kind": "counts", **common, "knocker": hand["knocker"],
            "defender": hand.get("defender"),
            "knocker_deadwood": hand.get("knocker_deadwood", 0),
            "defender_deadwood": hand["defender_deadwood"], "gin": int(gin),
            "big_gin": int(bool(hand.get("big_gin")))}
