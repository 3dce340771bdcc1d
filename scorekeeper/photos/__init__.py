"""Photos of the cards on the table: stored under generated names, read into a hand.

- `store.PhotoStore`: the photos folder (``<instance>/photos/``). An upload is
  re-encoded as a JPEG of at most 2000 pixels on its long side (which also
  drops its metadata: camera, place) and waits in ``pending/`` under a random
  id; when the hand it settled is recorded it moves into the folder itself and
  the ledger keeps its row. Waiting photos that no hand kept go after a day.
- `readings.Reading`: the cards read from a photo, placed on the stored picture.
- `filling.fill_side`: the cards read, put into one side's hand without taking a
  card the other side already holds.

Knows nothing of Flask; `vision` reads the cards, `scorekeeper.ledger` keeps the rows.
"""

from vision import UNCERTAIN_NOTE

from .filling import Filled, fill_side, lenient_cards
from .readings import ReadCard, Reading, reading_of
from .store import PHOTO_ID, PhotoStore, StoredPhoto

__all__ = [
    "PHOTO_ID",
    "UNCERTAIN_NOTE",
    "Filled",
    "PhotoStore",
    "ReadCard",
    "Reading",
    "StoredPhoto",
    "fill_side",
    "lenient_cards",
    "reading_of",
]
