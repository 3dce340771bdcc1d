"""The faults the engine reports: one `ValueError` subclass per kind of fault.

Every message names the problem (the card, the count, the option, the meld)
so that a command line or a web page can show it to a player as it is.
"""

from __future__ import annotations


class GinError(ValueError):
    """Base class of every fault the rules engine reports."""


class UnknownCardError(GinError):
    """A piece of text that is not one of the 52 cards."""


class DuplicateCardError(GinError):
    """The same card twice in what is being adjudicated."""


class CardCountError(GinError):
    """A hand with the wrong number of cards."""


class InvalidMeldError(GinError):
    """A meld that is not a set or a run, or uses cards the player does not hold."""


class LayoutNotCheapestError(InvalidMeldError):
    """Under ``knocker_layout = cheapest``, a layout given that is not a cheapest arrangement.

    The fields let a command line or a page word the remedy its own way (score the layout as
    shown): ``knocker`` (the name), ``shown_deadwood``, ``least_deadwood``, and ``within_limit``
    (the layout shown is within the knock limit, so it could be scored as shown).
    """

    def __init__(self, knocker: str, shown_deadwood: int, least_deadwood: int,
                 within_limit: bool) -> None:
        super().__init__(
            f"{knocker}'s layout leaves {shown_deadwood} deadwood, but the cheapest arrangement "
            f"leaves {least_deadwood}; under these rules the knocker's melds are scored as the "
            "cheapest arrangement, not as shown"
        )
        self.knocker = knocker
        self.shown_deadwood = shown_deadwood
        self.least_deadwood = least_deadwood
        self.within_limit = within_limit


class KnockNotAllowedError(GinError):
    """A knock that the rules in force do not allow (the reason and the numbers are given)."""


class RuleOptionError(GinError):
    """An unknown rule option or preset, or a value the option does not take."""
