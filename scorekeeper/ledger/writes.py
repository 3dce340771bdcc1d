"""The write side of the service: parsing a change, checking it, storing it, logging it.

Each function works inside a transaction the caller holds (see `service.Ledger`).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from sqlite_utils import Database

from ..gin import GinError
from ..gin.phrases import N_, Phrase, phrase
from ..verdicts import RequestError
from .errors import HandError, NotFoundError
from .fold import Folded
from .hand_dicts import entry_from_dict
from .kept import Kept
from .migrations import now
from .model import CardsHand, CountsHand, Entry, NewGame, Wash
from .records import Change, change_from_row, to_json
from .results import HandResult, Seat
from .store import HAND_FIELDS, NO_MATCH, StoredMatch, entry_row, hand_row, row_entry, rows_of

UNDOABLE = ("record", "correct", "delete", "new_game", "finish", "reopen")


def parse_entry(hand: Mapping[str, Any] | Entry, number: int | None = None) -> Entry:
    """A hand given as a dict (the description shape) or as a model object."""
    if isinstance(hand, Mapping):
        try:
            return entry_from_dict(hand)
        except HandError as error:
            raise HandError(error.reason_phrase, number, cause=error.cause) from None
        except GinError as error:
            raise HandError(error.phrase, number, cause=error) from None
        except RequestError as error:
            raise HandError(error.phrase, number) from None
    if not isinstance(hand, CardsHand | CountsHand | Wash | NewGame):
        raise HandError(N_("a hand must be a JSON object, not %(type)s"), number,
                        type=type(hand).__name__)
    return hand


def with_facts(entry: Entry, result: HandResult | None) -> Entry:
    """Store what the table did: the dealer (and defender, four-player wash table) as derived
    (``result``: the entry settled in its place; None for a new-game marker)."""
    return with_seat_facts(entry, None if result is None else result.seat)


def with_seat_facts(entry: Entry, seat: Seat | None) -> Entry:
    """`with_facts` from the seat the entry gets in its place (None: none, or a marker): the
    dealer, a counts hand's defender (the knocker's opponent there), a four-player wash's
    table."""
    if isinstance(entry, NewGame) or seat is None:
        return entry
    entry = replace(entry, dealer=seat.dealer) if entry.dealer is None else entry
    if isinstance(entry, CountsHand) and entry.defender is None \
            and entry.knocker in seat.players:
        entry = replace(entry, defender=seat.players[1] if seat.players[0] == entry.knocker
                        else seat.players[0])
    if isinstance(entry, Wash) and entry.players is None and seat.table is not None:
        entry = replace(entry, players=seat.players)
    return entry


def conflict_message(db: Database, stored: StoredMatch, version: int) -> Phrase:
    rows = list(db.query("SELECT action, at FROM changes WHERE match_id = ? "
                         "ORDER BY id DESC LIMIT 1", [stored.id]))
    values = {"match": str(stored.id), "version": str(version), "now": str(stored.version)}
    if rows:
        return phrase(N_("match %(match)s was changed by someone else: this change was made "
                         "against version %(version)s, but the match is now at version "
                         "%(now)s (last change: %(action)s at %(at)s); nothing was changed — "
                         "reload the match and try again"), action=rows[0]["action"],
                      at=rows[0]["at"], **values)
    return phrase(N_("match %(match)s was changed by someone else: this change was made "
                     "against version %(version)s, but the match is now at version %(now)s; "
                     "nothing was changed — reload the match and try again"), **values)


def log_change(db: Database, stored: StoredMatch, action: str, hand_id: int | None,
               before: Mapping[str, Any] | None,
               after: Mapping[str, Any] | None) -> tuple[int, dict[str, Any]]:
    """Add the change to the audit trail and move the match to its next version: the
    entry's id, and the match's row as it now stands (what ``SELECT *`` would read: the
    update returns it, so the change needs no statement more to know its new head)."""
    version = stored.version + 1
    at = now()
    cursor = db.conn.execute(
        "INSERT INTO changes (match_id, version, action, hand_id, before, after, at) "
        "VALUES (?, ?, ?, ?, ?, ?, ?)",
        [stored.id, version, action, hand_id, to_json(before), to_json(after), at])
    logged = int(cursor.lastrowid or 0)
    heads = rows_of(db.conn.execute(
        "UPDATE matches SET version = ?, updated_at = ? WHERE id = ? RETURNING *",
        [version, at, stored.id]))
    if not heads:
        raise NotFoundError(NO_MATCH, match=str(stored.id))
    return logged, heads[0]


def insert_hand(db: Database, match_id: int, position: int, entry: Entry,
                at: str) -> dict[str, Any]:
    """Add the hand's row; the row as stored (what `store.hand_row` would read back)."""
    row = {**entry_row(entry), "match_id": match_id, "position": position,
           "created_at": at, "updated_at": at}
    return insert_row(db, row)


def insert_row(db: Database, row: Mapping[str, Any]) -> dict[str, Any]:
    """Insert a hand's row; the row as stored, ``id`` included (returned by the insert)."""
    columns = ", ".join(row)
    (stored,) = rows_of(db.conn.execute(f"INSERT INTO hands ({columns}) VALUES "
                                        f"({', '.join('?' for _ in row)}) RETURNING *",
                                        list(row.values())))
    return stored


def update_hand(db: Database, hand_id: int, fields: Mapping[str, Any]) -> None:
    db.execute(f"UPDATE hands SET {', '.join(f'{k} = ?' for k in fields)} WHERE id = ?",
               [*fields.values(), hand_id])


def last_undoable(db: Database, match_id: int) -> Change | None:
    """The last change of the match still in effect that an undo would take back."""
    rows = list(db.query(
        f"SELECT * FROM changes WHERE match_id = ? AND undone_by IS NULL AND action IN "
        f"({', '.join('?' for _ in UNDOABLE)}) ORDER BY id DESC LIMIT 1",
        [match_id, *UNDOABLE]))
    return change_from_row(rows[0]) if rows else None


def revert(db: Database, change: Change) -> tuple[Any, Any]:
    """Put back what ``change`` changed; the state before and after the undo."""
    if change.action in ("finish", "reopen"):
        restored = (change.before or {}).get("finished_at")
        db.execute("UPDATE matches SET finished_at = ? WHERE id = ?",
                   [restored, change.match_id])
        return change.after, change.before
    hand_id = change.hand_id or 0
    if change.action in ("record", "new_game"):
        before = hand_row(db, hand_id)
        db.execute("DELETE FROM hands WHERE id = ?", [hand_id])
        return before, None
    old = dict(change.before or {})
    if change.action == "delete":
        return None, insert_row(db, old)
    before = hand_row(db, hand_id)
    # a change logged before a column was added has no value for it: NULL, as it was then
    update_hand(db, hand_id, {key: old.get(key) for key in (*HAND_FIELDS, "updated_at")})
    return before, hand_row(db, hand_id)


def as_stored(entry: Entry) -> Entry:
    """The entry as it will read back from its row (so a kept fold is what a load gives)."""
    return row_entry(entry_row(entry))


def without(values: tuple[int, ...], index: int) -> tuple[int, ...]:
    return values[:index] + values[index + 1:]


def reverted(kept: Kept, last: Change, restored: Mapping[str, Any] | None
              ) -> tuple[Folded, int, tuple[int, ...], tuple[int, ...]]:
    """The match after undoing ``last`` (its hand row now ``restored``): the fold, the index of
    the first entry it touched, and the entries' ids and positions."""
    stored, folded = kept.stored, kept.folded
    ids, positions = stored.hand_ids, stored.positions
    if last.action in ("finish", "reopen"):
        return folded, len(ids), ids, positions
    hand_id = last.hand_id or 0
    if last.action in ("record", "new_game"):
        index = stored.index_of(hand_id)
        return folded.deleted(index), index, without(ids, index), without(positions, index)
    assert restored is not None
    entry = row_entry(restored)
    if last.action == "delete":
        index = bisect_left(positions, restored["position"])
        return (folded.inserted(index, entry), index, (*ids[:index], hand_id, *ids[index:]),
                (*positions[:index], restored["position"], *positions[index:]))
    index = stored.index_of(hand_id)
    return folded.corrected(index, entry), index, ids, positions
