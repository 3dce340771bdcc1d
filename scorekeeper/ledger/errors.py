"""The faults the ledger reports, each fit to show a player as one line."""

from __future__ import annotations

from ..errors import AppError, ConflictError, NotFoundError
from ..gin.errors import GinError
from ..gin.phrases import N_, Phrase, phrase


class LedgerError(AppError):
    """A match description or a change that the ledger refuses (the message says why)."""


class MatchError(LedgerError):
    """A match that cannot be set up: players, teams, first dealer or rules."""


class HandError(LedgerError):
    """A hand that contradicts the rules or the match; ``number`` is its place in the match,
    ``cause`` the engine's refusal when the rules refused it (a shell words a typed one its own
    way: a `LayoutNotCheapestError` offers to score the layout as shown)."""

    def __init__(self, message: str | Phrase, number: int | None = None, *,
                 cause: GinError | None = None, **values: object) -> None:
        said = message if isinstance(message, Phrase) else phrase(message, **values)
        super().__init__(said if number is None else phrase(
            N_("hand %(number)s: %(reason)s"), number=number, reason=said))
        self.number = number
        self.reason = str(said)
        self.reason_phrase = said
        """The fault without the hand's number (a `Phrase`)."""
        self.cause = cause


class UnusableDatabaseError(AppError):
    """The database file cannot be used as it is: the program stops rather than write to it.

    Raised when a `Ledger` is opened (and by ``restore`` for the file it is given). The web
    app's ``serve`` and the command line show the message and exit; nothing was written.
    """


class NotADatabaseError(UnusableDatabaseError):
    """The file is not a SQLite database at all (a folder, a text file, a photo...)."""


class CorruptDatabaseError(UnusableDatabaseError):
    """A SQLite file that is damaged: its integrity check fails or a table is missing."""


class ForeignDatabaseError(UnusableDatabaseError):
    """Another program's SQLite database: never migrated, never written to."""


class NewerDatabaseError(UnusableDatabaseError):
    """A scorekeeper database from a newer version of the program (a newer schema)."""


class StorageError(AppError):
    """The database could not be read or written just now: busy, disk full, read-only."""


__all__ = [
    "ConflictError",
    "CorruptDatabaseError",
    "ForeignDatabaseError",
    "HandError",
    "LedgerError",
    "MatchError",
    "NewerDatabaseError",
    "NotADatabaseError",
    "NotFoundError",
    "StorageError",
    "UnusableDatabaseError",
]
