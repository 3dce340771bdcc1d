"""Rendered scenes for measuring the reader, dealt alike by every benchmark that renders them.

A scene's seed decides everything in it: scene `i` of a run from `seed` is drawn from
``numpy.random.default_rng(seed + i)``, one in three is tidy, and a design that lacks some
cards (a theme drawn in part) deals a hand of 1–11 of the faces it has (all of them, if
fewer). So a figure of
`bench/vision_synth_eval.py` and one of `bench/vision_unread.py` at the same design and
seeds are about the same pictures.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path

import numpy as np

from .designs import DESIGNS
from .photo_deck import PhotoDeck
from .scenes import Scene, make_scene

READABLE = 0.8
"""A card of a measuring scene is readable when one of its corner indices is at least this
uncovered (as uncovered as training's positives by default, `training.labels.SHOWN`)."""
HAND_SIZES = (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10, 11)
"""How many cards a design with some faces missing deals (one drawn at random)."""


def design_deck(design: str, decks: Path, photos: Path) -> PhotoDeck | None:
    """The faces `design` names: None for the project's own drawn faces (``drawn``); the
    photographed bidly faces (``bidly``, beside the edje `photos`); a design of
    `vision.synth.designs` drawn into `decks`; else the path of an SVG card theme. Raises
    ValueError for a design with no faces drawn."""
    if design == "drawn":
        return None
    if design == "bidly":
        return PhotoDeck(photos.parent / "bidly" / "cards")
    if design in {d.name for d in DESIGNS}:
        deck = PhotoDeck(decks / design)
        if not deck.faces:
            raise ValueError(f"no faces of {design} in {decks}; draw them with "
                             f"python -m vision.synth.designs {decks} --npm")
        return deck
    return PhotoDeck.from_theme(Path(design))


def measuring_scenes(design: PhotoDeck | None, crops: Sequence[np.ndarray], count: int,
                     seed: int, decoys: bool = False, suit_shapes: float = 0.0
                     ) -> Iterator[tuple[int, Scene]]:
    """(seed, scene) for `count` scenes from `seed`, dealt in `design` (None: drawn faces) on
    the table `crops`, with print that is no index where `decoys`; drawn faces print suit
    signs of a shape of their own in a `suit_shapes` share of decks (`make_scene`)."""
    deck = design.face if design is not None else None
    faces = sorted(design.faces, key=lambda c: c.index) if design is not None else []
    for i in range(count):
        rng = np.random.default_rng(seed + i)
        hand = None
        if design is not None and len(faces) < 52:  # deal from the faces there are
            size = min(len(faces), int(rng.choice(HAND_SIZES)))
            hand = [faces[int(k)] for k in rng.choice(len(faces), size=size, replace=False)]
        yield seed + i, make_scene(rng, crops=crops, tidy=i % 3 == 0, decoys=decoys, deck=deck,
                                   cards=hand, suit_shapes=suit_shapes)


def readable_cards(scene: Scene) -> set[str]:
    """The cards of `scene` a reader is expected to find (READABLE), as "QD"-style names."""
    return {str(m.card) for m in scene.marks if m.shown >= READABLE}
