"""Render the project's own sample photos and rewrite labels.json (deterministic by seed).

    python sample_photos/generate.py [--seed 2026]

Draws full ten-card gin hands in rows, fans and meld groups, smaller hands,
a table with no cards and a blurred photo, and two players' hands in one
photo (their split in hands.json), each through the same renderer that
makes the training scenes (vision.synth) but from seeds of its own.
Keeps the real photos already listed in labels.json (see ATTRIBUTION.md).
`--only NAME` renders just the named photos and leaves the others as they are.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import cv2
import numpy as np

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from scorekeeper.gin.cards import parse_cards  # noqa: E402
from vision.synth.scenes import make_scene  # noqa: E402
from vision.synth.tables import table  # noqa: E402

REAL = ("edje_", "bidly_")
"""Real photos, and composites of real card photos (scripts/make_sample_photos.py), kept as
they are (see ATTRIBUTION.md)."""
HANDS = [
    # name, cards, layout, meld breaks, size
    ("gin_row_1", "AS 2S 3S 4S 9H 9D 9C JD QD KD", "groups", (4, 7), (2400, 1800)),
    ("gin_row_2", "5C 6C 7C 8C TH TS TD 2H 3H 4H", "row", (), (2000, 1500)),
    ("gin_fan_1", "7S 7H 7D 7C 9S TS JS QS KS AH", "fan", (), (2400, 1800)),
    ("gin_fan_2", "2D 3D 4D 5D 6D 8S 8H 8C QC QH", "fan", (), (1800, 2400)),
    ("gin_groups_1", "AC AD AH 4S 5S 6S 7S JH JD JC", "groups", (3, 7), (2400, 1600)),
    ("knock_row_1", "3C 3S 3D 6H 7H 8H KC 2D 4S TC", "row", (), (2000, 1500)),
    ("hand_grid_1", "KH KS KC KD", "grid", (), (1600, 1200)),
    ("hand_scatter_1", "QH 5S 9D 2C 8H", "scatter", (), (1600, 1200)),
    ("knock_fan_1", "7S 7H 7D 7C 9S TS JS QS KS AH", "fan", (), (2400, 1800)),
]


TWO_HANDS = [
    # name, first hand, second hand, layout, size, seed offset
    ("two_hands_rows", "AS 2S 3S 4S 9H 9D 9C JD QD KD", "5C 6C 7C 8C TH TS TD 2H 3H 6H",
     "two_rows", (2000, 1500), 60),
    ("two_hands_fans", "3C 3S 3D 6H 7H 8H KC 2D 4S TC", "7S 7D 7C AH AD 5H 5S 5D 8S 9S JS",
     "two_fans", (2000, 1500), 61),
]


def render_two_hands(seed: int, only: set[str]) -> tuple[dict[str, list[str]],
                                                          dict[str, list[list[str]]]]:
    """The photos of two hands, their cards, and the cards of each hand."""
    labels, hands = {}, {}
    for name, one, two, layout, size, offset in TWO_HANDS:
        first, second = parse_cards(one), parse_cards(two)
        if not only or name in only:
            rng = np.random.default_rng(seed * 100 + offset)
            scene = make_scene(rng, size=size, cards=[*first, *second], layout=layout,
                               breaks=(len(first),), tidy=True)
            _save(name, scene.image)
        labels[f"{name}.jpg"] = [str(c) for c in (*first, *second)]
        hands[f"{name}.jpg"] = [[str(c) for c in first], [str(c) for c in second]]
    return labels, hands


def render(seed: int, only: set[str]) -> dict[str, list[str]]:
    labels = {}
    for k, (name, text, layout, breaks, size) in enumerate(HANDS):
        if only and name not in only:
            labels[f"{name}.jpg"] = [str(c) for c in parse_cards(text)]
            continue
        cards = parse_cards(text)
        rng = np.random.default_rng(seed * 100 + k)
        scene = make_scene(rng, size=size, cards=cards, layout=layout, breaks=breaks, tidy=True)
        _save(name, scene.image)
        labels[f"{name}.jpg"] = [str(c) for c in cards]
    if not only or "blank_table" in only:
        rng = np.random.default_rng(seed * 100 + 50)
        empty = table(rng, 1200, 1600).clip(0, 255).astype(np.uint8)
        _save("blank_table", empty)
    labels["blank_table.jpg"] = []
    cards = parse_cards("8D 9D TD 4C 4H 4S")
    if not only or "blurred_hand" in only:
        rng = np.random.default_rng(seed * 100 + 51)
        scene = make_scene(rng, size=(1600, 1200), cards=cards, layout="row", tidy=True)
        _save("blurred_hand", cv2.GaussianBlur(scene.image, (0, 0), 9))
    labels["blurred_hand.jpg"] = [str(c) for c in cards]
    return labels


def _save(name: str, image: np.ndarray) -> None:
    cv2.imwrite(str(HERE / f"{name}.jpg"), image, [cv2.IMWRITE_JPEG_QUALITY, 85])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=2026)
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="render only this photo (repeatable), e.g. two_hands_rows")
    args = parser.parse_args()
    only = set(args.only)
    path = HERE / "labels.json"
    old = json.loads(path.read_text()) if path.exists() else {}
    real = {k: v for k, v in old.items() if k.startswith(REAL)}
    two, hands = render_two_hands(args.seed, only)
    labels = {**real, **render(args.seed, only), **two}
    path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    hands_path = HERE / "hands.json"
    kept = json.loads(hands_path.read_text()) if hands_path.exists() else {}
    hands = {**{k: v for k, v in kept.items() if k.startswith(REAL)}, **hands}
    hands_path.write_text(json.dumps(hands, indent=1) + "\n")
    print(f"wrote {len(only) or len(labels) - len(real)} rendered photos; "
          f"kept {len(real)} real ones")


if __name__ == "__main__":
    main()
