"""Faults shown to a user as one line: bad input, not a bug.

`UserError` covers every `ValueError` subclass the engine raises (the
engine's `GinError` is one) plus the faults of the shells (a file that cannot
be read, a match that does not exist).
"""

from __future__ import annotations

from .gin.errors import GinError
from .gin.phrases import Phrase, phrase


class AppError(ValueError):
    """A fault of the shells (ledger, web, sheets, command line) that a user can fix.

    As the engine's faults: ``AppError(N_("… %(name)s …"), name=…)`` keeps the message as a
    `Phrase` (``error.phrase``) for `scorekeeper.wording.faults` to word in the reader's
    language; ``str(error)`` is English. A plain text is kept as it is (English only).
    """

    def __init__(self, message: str | Phrase = "", /, **values: object) -> None:
        self.phrase = message if isinstance(message, Phrase) else phrase(message, **values)
        super().__init__(str(self.phrase))


class NotFoundError(AppError):
    """Something named (a match, a hand, a file) does not exist."""


class RequestError(AppError):
    """A request object that is malformed (a missing or unknown key, a wrong type)."""


class ConflictError(AppError):
    """A change made against a stale view (another tablet changed the match first)."""


UserError = (GinError, AppError, OSError)
