"""What a change would do, before it is made: the match tallied with a hand added, corrected
or deleted, without touching the database.

The preview pages show this; the confirm then asks the ledger to make the
change for real (against the version the preview was made from), and the
ledger checks everything again. The dealer rule is the ledger's: a
corrected hand keeps the dealer recorded for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...gin import GinError
from ...gin.phrases import N_
from ...ledger import Entry, HandError, HandResult, Match, NewGame, Tally, entry_from_dict, tally
from ...ledger.records import Change
from ...ledger.store import row_entry


@dataclass(frozen=True)
class Preview:
    """The match as it would be, and the hand the change is about (None for a deletion)."""

    tally: Tally
    hand: HandResult | None


def _entry(hand: Mapping[str, Any], number: int) -> Entry:
    try:
        return entry_from_dict(hand)
    except HandError as error:
        raise HandError(error.reason_phrase, number, cause=error.cause) from None
    except GinError as error:
        raise HandError(error.phrase, number, cause=error) from None


def _count(match: Match) -> Tally:
    try:
        return tally(match)
    except GinError as error:  # tally names the hand; this is a safety net
        raise HandError(error.phrase, cause=error) from None


def _result_at(counted: Tally, position: int) -> HandResult:
    return next(result for result in counted.hands if result.position == position)


def number_at(match: Match, position: int) -> int:
    """The number (from 1, new-game markers not counted) of the entry at ``position``."""
    return sum(not isinstance(entry, NewGame) for entry in match.entries[:position]) + 1


def recording(match: Match, hand: Mapping[str, Any]) -> Preview:
    """The match with ``hand`` recorded at the end; raises `HandError` as the ledger would."""
    entry = _entry(hand, number_at(match, len(match.entries)))
    counted = _count(match.adding(entry))
    return Preview(counted, _result_at(counted, len(match.entries)))


def correcting(match: Match, position: int, hand: Mapping[str, Any]) -> Preview:
    """The match with the entry at ``position`` replaced by ``hand``."""
    entry = _entry(hand, number_at(match, position))
    old = match.entries[position]
    if isinstance(entry, NewGame) or isinstance(old, NewGame):
        raise HandError(N_("a new-game marker and a hand cannot be corrected into each other"))
    if entry.dealer is None:
        entry = replace(entry, dealer=old.dealer)
    entries = list(match.entries)
    entries[position] = entry
    counted = _count(match.with_entries(tuple(entries)))
    return Preview(counted, _result_at(counted, position))


def deleting(match: Match, position: int) -> Preview:
    """The match without the entry at ``position``."""
    entries = match.entries[:position] + match.entries[position + 1:]
    return Preview(_count(match.with_entries(entries)), None)


def undoing(match: Match, hand_ids: Sequence[int], change: Change) -> Preview:
    """The match as the undo of ``change`` would leave it (the ledger's `undo` makes it so).

    Undoing a recording (or a new game) takes the entry away; undoing a correction
    puts the hand back as it was; undoing a deletion puts the hand back in its place;
    finishing and reopening change no total.
    """
    entries = list(match.entries)
    at = hand_ids.index(change.hand_id) if change.hand_id in hand_ids else None
    if change.action in ("record", "new_game") and at is not None:
        del entries[at]
    elif change.action == "correct" and at is not None and change.before:
        entries[at] = row_entry(change.before)
    elif change.action == "delete" and change.before:
        # The ledger puts the row back with its id and position; both grow with each entry.
        place = sum(1 for entry_id in hand_ids if entry_id < (change.hand_id or 0))
        entries.insert(place, row_entry(change.before))
    return Preview(_count(match.with_entries(tuple(entries))), None)
