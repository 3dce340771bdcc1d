"""The faults the engine reports: one `ValueError` subclass per kind of fault.

Every message names the problem (the card, the count, the option, the meld). ``str(error)``
is English; ``error.phrase`` is the same message as data (`Phrase`: the English template
and its typed values), which `scorekeeper.wording.faults` words in the reader's language.
"""

from __future__ import annotations

from .phrases import N_, Phrase, phrase


class GinError(ValueError):
    """Base class of every fault the rules engine reports.

    ``GinError(N_("%(card)s is given twice"), card="QS")``: a template marked for the
    catalogues and its values; or a `Phrase` made beforehand.
    """

    def __init__(self, message: str | Phrase, /, **values: object) -> None:
        self.phrase = message if isinstance(message, Phrase) else phrase(message, **values)
        super().__init__(str(self.phrase))


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
            N_("%(knocker)s's layout leaves %(shown)s deadwood, but the cheapest arrangement "
               "leaves %(least)s; under these rules the knocker's melds are scored as the "
               "cheapest arrangement, not as shown"),
            knocker=knocker, shown=shown_deadwood, least=least_deadwood)
        self.knocker = knocker
        self.shown_deadwood = shown_deadwood
        self.least_deadwood = least_deadwood
        self.within_limit = within_limit


class KnockNotAllowedError(GinError):
    """A knock that the rules in force do not allow (the reason and the numbers are given)."""


class RuleOptionError(GinError):
    """An unknown rule option or preset, or a value the option does not take."""
