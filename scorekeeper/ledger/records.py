"""What the service hands back: a match view (with what its last change changed), a match
summary, an audit-trail change."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .describe import entry_to_dict, match_to_dict
from .model import Match
from .tally import Tally
from .views import game_dict, hand_dict, seat_dict, tally_dict


@dataclass(frozen=True)
class Changed:
    """What one change did to a match: the ``action`` (as in the audit trail), the entry it was
    about, the match before it, and from where on anything can differ — entries from
    ``first_entry``, hands from ``first_hand`` and games from ``first_game`` (indexes from 0);
    everything before those is as it was."""

    action: str
    hand_id: int | None
    before: MatchSnapshot
    first_entry: int
    first_hand: int
    first_game: int


@dataclass(frozen=True)
class MatchSnapshot:
    """A match at one version, as the ledger answers it: the stored facts and the derived tally."""

    id: int
    name: str
    version: int
    created_at: str
    updated_at: str
    finished: bool
    match: Match
    tally: Tally
    hand_ids: tuple[int, ...]
    """The id of each entry of ``match.entries`` (new-game markers included), in order."""
    changed: Changed | None = None
    """The change this view is the outcome of (None: the match as read)."""
    language: str | None = None
    """The match's own language (its printed sheets follow it); None: follow the reader."""

    def hand_id(self, number: int) -> int:
        """The stored id of hand ``number`` (hands count from 1, markers not counted)."""
        return self.hand_ids[self.tally.hand(number).position]

    def to_dict(self) -> dict[str, Any]:
        out = tally_dict(self.tally)
        for hand in out["hands"]:
            hand["id"] = self.hand_id(hand["number"])
        return {
            "id": self.id, "name": self.name, "language": self.language,
            "version": self.version, "finished": self.finished, "created_at": self.created_at,
            "updated_at": self.updated_at,
            "entries": [{"id": hand_id, "input": entry}
                        for hand_id, entry in zip(self.hand_ids,
                                                  match_to_dict(self.match)["hands"],
                                                  strict=True)],
            "tally": out,
        }

    def totals_dict(self) -> dict[str, Any]:
        """Where the match stands: balances, who deals and plays next, the current games."""
        counted = self.tally
        return {"units": list(counted.units), "balances": counted.balances, "net": counted.net,
                "net_amount": counted.net_amount, "next_dealer": counted.next_dealer,
                "next_players": list(counted.next_players),
                "next_tables": [seat_dict(seat) for seat in counted.upcoming],
                "game_over": counted.game_over,
                "current_games": [game.number for game in counted.current_games]}

    def change_dict(self) -> dict[str, Any]:
        """The answer to a change: what changed, the new totals and the new version — the
        same fields as `to_dict` for what is new or different, so a copy of the whole match
        can be brought up to date with it (see docs/ledger.md, "A change")."""
        changed = self.changed
        if changed is None:
            raise ValueError("this view is not the outcome of a change")
        before = changed.before
        now_hands, then_hands = self.tally.hands, before.tally.hands
        hands = []
        for index in range(changed.first_hand, len(now_hands)):
            result = now_hands[index]
            hand_id = self.hand_ids[result.position]
            if index < len(then_hands) and then_hands[index] == result \
                    and before.hand_ids[then_hands[index].position] == hand_id:
                continue
            hands.append({**hand_dict(result), "id": hand_id})
        now_games, then_games = self.tally.games, before.tally.games
        games = [game_dict(game) for index, game in enumerate(now_games)
                 if index >= changed.first_game
                 and (index >= len(then_games) or then_games[index] != game)]
        now_ids = self.hand_ids[changed.first_entry:]
        then_entries = dict(zip(before.hand_ids[changed.first_entry:],
                                before.match.entries[changed.first_entry:], strict=True))
        entries = [{"id": hand_id, "index": index, "input": entry_to_dict(entry)}
                   for index, (hand_id, entry) in enumerate(
                       zip(now_ids, self.match.entries[changed.first_entry:], strict=True),
                       start=changed.first_entry)
                   if then_entries.get(hand_id) != entry]
        kept = set(now_ids)
        return {
            "id": self.id, "version": self.version, "finished": self.finished,
            "updated_at": self.updated_at, "action": changed.action,
            "hand_id": changed.hand_id,
            "entries": entries,
            "removed": [hand_id for hand_id in then_entries if hand_id not in kept],
            "entry_count": len(self.hand_ids),
            "hands": hands,
            "hand_count": len(now_hands),
            "games": games,
            "game_count": len(now_games),
            "totals": self.totals_dict(),
        }


@dataclass(frozen=True)
class MatchSummary:
    id: int
    name: str
    preset: str
    players: tuple[str, ...]
    hands: int
    version: int
    created_at: str
    updated_at: str
    finished: bool

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "name": self.name, "preset": self.preset,
                "players": list(self.players), "hands": self.hands, "version": self.version,
                "created_at": self.created_at, "updated_at": self.updated_at,
                "finished": self.finished}


@dataclass(frozen=True)
class Change:
    """One entry of the audit trail. ``before``/``after``: the stored hand row (or the
    match's finished state) before and after the change."""

    id: int
    match_id: int
    version: int
    action: str
    hand_id: int | None
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    at: str
    undone_by: int | None

    def to_dict(self) -> dict[str, Any]:
        return {"id": self.id, "match_id": self.match_id, "version": self.version,
                "action": self.action, "hand_id": self.hand_id, "before": self.before,
                "after": self.after, "at": self.at, "undone_by": self.undone_by}


def to_json(value: Mapping[str, Any] | None) -> str | None:
    return None if value is None else json.dumps(dict(value))


def change_from_row(row: Mapping[str, Any]) -> Change:
    return Change(row["id"], row["match_id"], row["version"], row["action"], row["hand_id"],
                  json.loads(row["before"]) if row["before"] else None,
                  json.loads(row["after"]) if row["after"] else None, row["at"],
                  row["undone_by"])
