"""What a program's user can do about a refusal, said the way each shell takes input.

The engine refuses a knocker's layout that is not the cheapest arrangement with a typed
`LayoutNotCheapestError` and names no option (a player of the web app never sees
``knocker_layout``; the app offers a button instead, see ``web/core/layout_offer.py``). The
command line and the JSON API add how to score the layout as shown in their own terms.
"""

from __future__ import annotations

from .gin.errors import LayoutNotCheapestError


def refused_layout(error: BaseException) -> LayoutNotCheapestError | None:
    """The engine's refusal of a layout that could be scored as shown: ``error`` itself, or the
    ``cause`` the ledger kept with its `HandError`; None for any other fault."""
    cause = error if isinstance(error, LayoutNotCheapestError) else getattr(error, "cause", None)
    if isinstance(cause, LayoutNotCheapestError) and cause.within_limit:
        return cause
    return None


def with_remedy(error: BaseException, *, rules: str, hand: str) -> str:
    """The error's message, and for a layout refused only for not being the cheapest, how to
    score it as shown: ``rules`` for a hand settled alone (the rules' option), ``hand`` for a
    hand of a match (the hand's own field)."""
    message = str(error)
    if refused_layout(error) is None:
        return message
    remedy = rules if isinstance(error, LayoutNotCheapestError) else hand
    return f"{message}; to score the layout as it was shown at the table, {remedy}"
