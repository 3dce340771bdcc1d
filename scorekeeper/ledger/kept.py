"""Matches kept folded in memory between calls, so that a change costs the same at hand 500
as at hand 5.

The database stays the only record: a kept match is a copy of what a stored state of the
match folds to, labelled with that state's stamp (`store.stamp_of`: the version, which every
change moves on, and the times). Each call reads the match's row first and uses the kept copy
only when the stamps agree, so a change made by another process (or a restored backup) is
never missed: the match is then loaded and folded again from its hands. A copy is kept only
for a state the database has committed.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass
from functools import cached_property

from .fold import Folded
from .store import StoredMatch
from .tally import Tally, tally_of

DEFAULT_SIZE = 128
"""How many matches one process keeps (the least recently used one goes first)."""


@dataclass(frozen=True)
class Kept:
    """A stored state of a match (``stored``, labelled ``stamp``) and its fold."""

    stamp: tuple[int, str, str]
    stored: StoredMatch
    folded: Folded

    @cached_property
    def tally(self) -> Tally:
        return tally_of(self.folded)


class KeptMatches:
    """The kept matches of one `Ledger`, safe to share between threads."""

    def __init__(self, size: int = DEFAULT_SIZE) -> None:
        self.size = size
        self._lock = threading.Lock()
        self._kept: OrderedDict[int, Kept] = OrderedDict()

    def get(self, match_id: int, stamp: tuple[int, str, str]) -> Kept | None:
        """The kept state of the match if it is the state stamped ``stamp``."""
        with self._lock:
            kept = self._kept.get(match_id)
            if kept is None or kept.stamp != stamp:
                return None
            self._kept.move_to_end(match_id)
            return kept

    def put(self, kept: Kept) -> None:
        """Keep ``kept`` (a committed state) in place of the match's kept state."""
        with self._lock:
            self._kept[kept.stored.id] = kept
            self._kept.move_to_end(kept.stored.id)
            while len(self._kept) > self.size:
                self._kept.popitem(last=False)
