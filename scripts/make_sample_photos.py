"""Render the sample photos of a real standard deck: bidly's card-face photos laid on a table.

    python scripts/make_sample_photos.py [--cards ../shared/photos/bidly/cards]

Writes to sample_photos/ (deterministic: fixed seeds, no randomness from the clock):

- ``bidly_hand_row.jpg``: one player's ten cards in a row, overlapping so that each card's
  top-left corner index shows (a real standard deck's faces: the flat-topped 3);
- ``bidly_two_hands.jpg``: both players' hands in one photo, the nearer one upright and the
  one of the player across the table turned half round, as they lie after a knock;

and adds their cards to ``labels.json`` and their hands to ``hands.json`` (``first``: the
hand nearer the bottom of the photo, as `vision.hands.split_hands` names it). The faces are
photos from the public repository MrKeSuu/bidly (MIT; see ``sample_photos/SOURCES.md``);
the table is drawn by `vision.synth.tables`. Needs the faces (``../shared``), so it is run
by hand, never by a test: the tests read the JPEGs it wrote.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from scorekeeper.gin.cards import Card, parse_cards  # noqa: E402
from vision.synth.tables import wood  # noqa: E402

OUT = ROOT / "sample_photos"
FACES = ROOT.parent / "shared" / "photos" / "bidly" / "cards"

ONE_HAND = "3S 4S 5S 3H 3D 3C 8D 9D TD KC"
"""A knock with 10 (the king), rich in threes: the rank today's model knows least well."""
TWO_HANDS = ("7H 7D 7C TD JD QD 4S 5S 6S AC", "4C 5C 6C 8H 8S 8D 2H KS QC 9H")
"""The knocker's hand (nearer the camera: knocks with 1) and the defender's (31 deadwood)."""
CARD_HEIGHT = 330
"""A card's height in the photo, in pixels (the faces are 228 × 352)."""
STEP = 0.36
"""How far along the row each card lies from the one before, in card widths."""


def face_file(card: Card) -> Path:
    code = str(card)
    rank = "10" if code[0] == "T" else code[0]
    return FACES / f"{rank}{code[1].lower()}.jpg"


def load_face(card: Card) -> np.ndarray:
    path = face_file(card)
    image = cv2.imread(str(path))
    if image is None:
        raise SystemExit(f"cannot read {path}: is ../shared/photos/bidly/cards there?")
    return image


def _rounded_mask(h: int, w: int) -> np.ndarray:
    mask = np.zeros((h, w), np.uint8)
    r = int(min(h, w) * 0.06)
    cv2.rectangle(mask, (r, 0), (w - r, h), 255, -1)
    cv2.rectangle(mask, (0, r), (w, h - r), 255, -1)
    for x, y in ((r, r), (w - r - 1, r), (r, h - r - 1), (w - r - 1, h - r - 1)):
        cv2.circle(mask, (x, y), r, 255, -1)
    return mask


def paste(canvas: np.ndarray, face: np.ndarray, centre: tuple[float, float], angle: float,
          scale: float) -> None:
    """Lay one card (its face photo) on the canvas, its middle at ``centre``, turned by
    ``angle`` degrees, with a soft shadow."""
    h, w = face.shape[:2]
    matrix = cv2.getRotationMatrix2D((w / 2, h / 2), angle, scale)
    matrix[:, 2] += np.array(centre) - np.array([w / 2, h / 2])
    size = (canvas.shape[1], canvas.shape[0])
    mask = cv2.warpAffine(_rounded_mask(h, w), matrix, size, flags=cv2.INTER_LINEAR)
    shadow = cv2.GaussianBlur(np.roll(mask, (6, 4), axis=(0, 1)), (0, 0), 5) / 255.0 * 0.35
    canvas *= 1 - shadow[..., None]
    warped = cv2.warpAffine(face, matrix, size, flags=cv2.INTER_AREA).astype(np.float32)
    alpha = (mask / 255.0)[..., None]
    canvas[:] = canvas * (1 - alpha) + warped * alpha


def lay_row(canvas: np.ndarray, cards: list[Card], centre: tuple[float, float], angle: float,
            rng: np.random.Generator) -> None:
    """A row of overlapping cards, left to right as the player sees them; ``angle`` 180: the
    row of the player across the table (seen from this side, upside down)."""
    scale = CARD_HEIGHT / 352
    step = 228 * scale * STEP
    theta = np.deg2rad(angle)
    along = np.array([np.cos(theta), -np.sin(theta)])
    start = np.array(centre) - along * step * (len(cards) - 1) / 2
    for k, card in enumerate(cards):
        jitter = rng.normal(0, 3, 2)
        x, y = start + along * step * k + jitter
        paste(canvas, load_face(card), (float(x), float(y)), angle + rng.normal(0, 1.5), scale)


def photograph(canvas: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """A phone's view: light falling off to one side, a slight tilt, soft focus and noise."""
    h, w = canvas.shape[:2]
    ys, xs = np.mgrid[0:h, 0:w].astype(np.float32)
    light = 1.05 - 0.18 * (xs / w) - 0.08 * (ys / h)
    image = canvas * light[..., None]
    d = 0.03 * w
    src = np.float32([[0, 0], [w, 0], [w, h], [0, h]])
    dst = np.float32([[d, 0], [w - d, d * 0.5], [w, h], [0, h - d * 0.3]])
    image = cv2.warpPerspective(image, cv2.getPerspectiveTransform(src, dst), (w, h),
                                borderMode=cv2.BORDER_REFLECT)
    image = cv2.GaussianBlur(image, (0, 0), 0.8)
    image = image + rng.normal(0, 3, image.shape)
    return np.asarray(image.clip(0, 255), np.uint8)


def save(name: str, image: np.ndarray) -> None:
    cv2.imwrite(str(OUT / name), image, [cv2.IMWRITE_JPEG_QUALITY, 88])


def main() -> None:
    global FACES
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cards", type=Path, default=FACES, help="bidly's card faces")
    FACES = parser.parse_args().cards

    rng = np.random.default_rng(2026_14)
    one = parse_cards(ONE_HAND)
    canvas = wood(rng, 1200, 1600)
    lay_row(canvas, list(one), (800, 620), 0, rng)
    save("bidly_hand_row.jpg", photograph(canvas, rng))

    rng = np.random.default_rng(2026_15)
    first, second = (parse_cards(text) for text in TWO_HANDS)
    canvas = wood(rng, 1500, 2000)
    lay_row(canvas, list(second), (1000, 430), 180, rng)
    lay_row(canvas, list(first), (1000, 1080), 0, rng)
    save("bidly_two_hands.jpg", photograph(canvas, rng))

    labels_path, hands_path = OUT / "labels.json", OUT / "hands.json"
    labels = json.loads(labels_path.read_text())
    labels["bidly_hand_row.jpg"] = [str(c) for c in one]
    labels["bidly_two_hands.jpg"] = [str(c) for c in (*first, *second)]
    labels_path.write_text(json.dumps(dict(sorted(labels.items())), indent=1) + "\n")
    hands = json.loads(hands_path.read_text())
    hands["bidly_two_hands.jpg"] = [[str(c) for c in first], [str(c) for c in second]]
    hands_path.write_text(json.dumps(hands, indent=1) + "\n")
    print("wrote sample_photos/bidly_hand_row.jpg and bidly_two_hands.jpg")


if __name__ == "__main__":
    main()
