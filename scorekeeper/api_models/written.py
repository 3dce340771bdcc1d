"""The ledger's objects written through their answer models (the API's and ``--json``'s).

Each function reads the ledger's JSON-ready dict into its model and writes it
back, so what leaves the program is checked against the document's schema: a
key the model does not know is a loud error in the tests, not a silent drift.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..ledger.history import PlayerRecord as LedgerPlayerRecord
from ..ledger.records import MatchSnapshot
from ..ledger.records import MatchSummary as LedgerMatchSummary
from ..ledger.tally import Tally as LedgerTally
from ..ledger.views import tally_dict
from .matches import Match, MatchChange, MatchSummary, PlayerRecord, Tally


def match_json(view: MatchSnapshot) -> dict[str, Any]:
    return Match.model_validate(view.to_dict()).dump()


def change_json(view: MatchSnapshot) -> dict[str, Any]:
    """The answer to a change (`MatchSnapshot.change_dict`): what changed and the new totals."""
    return MatchChange.model_validate(view.change_dict()).dump()


def change_json_text(view: MatchSnapshot) -> str:
    """`change_json` as the JSON text an answer sends (written by pydantic straight from the
    model: the same text as ``json.dumps`` of `change_json`, compact and ASCII, without the
    dict in between)."""
    return MatchChange.model_validate(view.change_dict()).model_dump_json(
        exclude_unset=True, ensure_ascii=True)


def tally_json(tally: LedgerTally) -> dict[str, Any]:
    return Tally.model_validate(tally_dict(tally)).dump()


def summaries_json(summaries: Iterable[LedgerMatchSummary]) -> list[dict[str, Any]]:
    return [MatchSummary.model_validate(summary.to_dict()).dump() for summary in summaries]


def player_json(record: LedgerPlayerRecord) -> dict[str, Any]:
    return PlayerRecord.model_validate(record.to_dict()).dump()
