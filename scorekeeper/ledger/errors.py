"""The faults the ledger reports, each fit to show a player as one line."""

from __future__ import annotations

from ..errors import AppError, ConflictError, NotFoundError


class LedgerError(AppError):
    """A match description or a change that the ledger refuses (the message says why)."""


class MatchError(LedgerError):
    """A match that cannot be set up: players, teams, first dealer or rules."""


class HandError(LedgerError):
    """A hand that contradicts the rules or the match; ``number`` is its place in the match."""

    def __init__(self, message: str, number: int | None = None) -> None:
        super().__init__(message if number is None else f"hand {number}: {message}")
        self.number = number
        self.reason = message


__all__ = ["ConflictError", "HandError", "LedgerError", "MatchError", "NotFoundError"]
