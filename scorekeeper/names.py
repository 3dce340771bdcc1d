"""Names (players, teams, a match) hold no invisible control characters, wherever they come from.

Every name is escaped wherever it is shown, so no name can run as script. Two
kinds of character are refused still, because escaping cannot make them
harmless on a page: control characters (a line break or a NUL in a name), and
the Unicode direction controls that *override* or *embed* a direction
(U+202A to U+202E, U+2066 to U+2069). An unclosed right-to-left override in
"Ann" would show the rest of its line backwards ("02 dah boB"), making a score
read wrong. Right-to-left names themselves (שרה, علي) are welcome, and so are
the plain direction marks (U+200E, U+200F) some keyboards insert.
"""

from __future__ import annotations

import unicodedata
from typing import Final

from .gin.phrases import N_, Phrase, phrase

DIRECTION_CONTROLS: Final = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def name_problem(text: str) -> Phrase | None:
    """Why ``text`` cannot be a name (None when it can), as a `Phrase` (English as ``str``)."""
    for char in text:
        if char in DIRECTION_CONTROLS:
            return phrase(N_("holds an invisible direction control (%(code)s), which would turn "
                             "the text around it backwards; type the name as it should read"),
                          code=f"U+{ord(char):04X}")
        if unicodedata.category(char) == "Cc":
            return phrase(N_("holds an invisible control character (%(code)s); type the name "
                             "on one line"), code=f"U+{ord(char):04X}")
    return None
