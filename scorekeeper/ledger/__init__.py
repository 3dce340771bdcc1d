"""The match ledger: matches as lists of recorded hands, everything else derived.

- `model`: `Match`, `CardsHand`, `CountsHand`, `Wash`, `NewGame`, `Team` (plain data).
- `tally(match) -> Tally`: dealers, games (Hollywood columns), boxes, bonuses,
  shutouts, settlements — pure, no I/O.
- `describe`: match descriptions as JSON-ready dicts (`match_from_dict`, `match_to_dict`).
- `views`: a tally as JSON (`tally_dict`) and CSV (`hands_csv`).
- `Ledger` (service): the SQLite store with versions, undo, audit trail, export and backup.

docs/ledger.md documents the API and every data shape.
"""

from typing import TYPE_CHECKING, Any

from .describe import entry_from_dict, entry_to_dict, match_from_dict, match_to_dict
from .errors import ConflictError, HandError, LedgerError, MatchError, NotFoundError
from .games import Game, Payment, Row
from .history import PlayerRecord
from .model import CardsHand, CountsHand, Entry, Hand, Match, NewGame, Team, Wash
from .paths import default_db_path
from .results import HandResult, Seat
from .tally import Tally, tally
from .views import hands_csv, tally_dict

if TYPE_CHECKING:
    from .photos import NewPhoto, Photo
    from .service import Change, Ledger, MatchSnapshot, MatchSummary

_SERVICE = ("Change", "Ledger", "MatchSummary", "MatchSnapshot", "NewPhoto", "Photo")


def __getattr__(name: str) -> Any:
    """The storage side (sqlite-utils) is imported only when first used."""
    if name in _SERVICE:
        from . import service

        return getattr(service, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "CardsHand",
    "Change",
    "ConflictError",
    "CountsHand",
    "Entry",
    "Game",
    "Hand",
    "HandError",
    "HandResult",
    "Ledger",
    "LedgerError",
    "Match",
    "MatchError",
    "MatchSnapshot",
    "MatchSummary",
    "NewGame",
    "NewPhoto",
    "NotFoundError",
    "Payment",
    "Photo",
    "PlayerRecord",
    "Row",
    "Seat",
    "Tally",
    "Team",
    "Wash",
    "default_db_path",
    "entry_from_dict",
    "entry_to_dict",
    "hands_csv",
    "match_from_dict",
    "match_to_dict",
    "tally",
    "tally_dict",
]
