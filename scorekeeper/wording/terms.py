"""The game's terms as words: outcomes, sides."""

from __future__ import annotations

from ..gin.phrases import N_
from ..gin.scoring import Outcome
from .catalogue import Wording

OUTCOME_NAMES = {
    Outcome.KNOCK: N_("knock"),
    Outcome.GIN: N_("gin"),
    Outcome.BIG_GIN: N_("Big Gin"),
    Outcome.UNDERCUT: N_("undercut"),
}


def outcome_name(outcome: Outcome | str, w: Wording) -> str:
    """``knock``, ``gin``, ``Big Gin``, ``undercut`` in ``w``'s language."""
    return w._(OUTCOME_NAMES[Outcome(outcome)])
