"""The offer to score a knocker's layout as shown, where the rules refused it only because it is
not the cheapest arrangement (issue 15): the settle page and the record-a-hand form both make it.

The engine refuses with a typed `LayoutNotCheapestError` (the ledger keeps it as the `cause` of
its `HandError`); this reads the figures from it and words the offer in the page's language,
never naming the option ``knocker_layout`` to a player.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...remedies import refused_layout
from .language import words


@dataclass(frozen=True)
class LayoutOffer:
    """The knocker's melds as laid out leave ``shown`` deadwood, the cheapest arrangement
    ``least``; scored as shown the hand is within the knock limit."""

    knocker: str
    shown: int
    least: int

    @property
    def problem(self) -> str:
        """Why the hand was refused, in words."""
        return words()._(
            "%(name)s's melds as laid out leave %(shown)s deadwood, but the same cards can be "
            "arranged to leave %(least)s, and these rules score the cheapest arrangement.",
            name=self.knocker, shown=self.shown, least=self.least)


def layout_offer(error: BaseException) -> LayoutOffer | None:
    """The offer for a refusal (the engine's, or the ledger's with the engine's as its
    ``cause``), or None when scoring the layout as shown would not settle the hand either."""
    cause = refused_layout(error)
    if cause is None:
        return None
    return LayoutOffer(cause.knocker, cause.shown_deadwood, cause.least_deadwood)
