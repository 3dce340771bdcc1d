"""What the service hands back: a match view, a match summary, an audit-trail change."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .describe import match_to_dict
from .model import Match
from .tally import Tally
from .views import tally_dict


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

    def hand_id(self, number: int) -> int:
        """The stored id of hand ``number`` (hands count from 1, markers not counted)."""
        return self.hand_ids[self.tally.hand(number).position]

    def to_dict(self) -> dict[str, Any]:
        out = tally_dict(self.tally)
        for hand in out["hands"]:
            hand["id"] = self.hand_id(hand["number"])
        return {
            "id": self.id, "name": self.name, "version": self.version,
            "finished": self.finished, "created_at": self.created_at,
            "updated_at": self.updated_at,
            "entries": [{"id": hand_id, "input": entry}
                        for hand_id, entry in zip(self.hand_ids,
                                                  match_to_dict(self.match)["hands"],
                                                  strict=True)],
            "tally": out,
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
