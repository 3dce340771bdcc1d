"""Debug pictures: the photo with each read card outlined and named."""

from __future__ import annotations

import cv2
import numpy as np

from .classifier import CornerClassifier
from .ink import as_bgr, ink_masks
from .loading import FinerDecode
from .recognizer import MIN_SCORE, looked_closer, read_photo
from .results import Recognition

SURE_COLOUR = (40, 200, 40)
UNSURE_COLOUR = (0, 140, 255)


def draw_detections(image: np.ndarray, recognition: Recognition) -> np.ndarray:
    """A BGR copy of `image` with every detection's index outlined and labelled."""
    out = as_bgr(image)
    if out is image:
        out = image.copy()
    long_side = max(out.shape[:2])
    thickness = max(1, round(long_side / 600))
    font_scale = max(0.4, long_side / 1600)
    for d in recognition.cards:
        colour = UNSURE_COLOUR if d.low_confidence else SURE_COLOUR
        points = np.round(np.array(d.polygon)).astype(np.int32)
        cv2.polylines(out, [points], True, colour, thickness, cv2.LINE_AA)
        label = f"{d.card} {d.confidence:.2f}"
        x, y = int(d.box[0]), int(max(d.box[1] - 4 * thickness, 12 * font_scale))
        cv2.putText(out, label, (x, y), cv2.FONT_HERSHEY_SIMPLEX, font_scale, (0, 0, 0),
                    thickness + 2, cv2.LINE_AA)
        cv2.putText(out, label, (x, y), cv2.FONT_HERSHEY_SIMPLEX, font_scale, colour, thickness,
                    cv2.LINE_AA)
    return out


def debug_images(image: np.ndarray, classifier: CornerClassifier | None = None,
                 finer: FinerDecode | None = None
                 ) -> tuple[Recognition, dict[str, np.ndarray]]:
    """Recognise `image` and picture each stage: the ink found, the candidates, the cards read.

    "1-ink": the working image with ink tinted green; "2-candidates": every
    rank/suit pair tried, grey when the classifier saw no index, orange when
    it saw one but too doubtfully, green when read (both of the first read); "3-detections":
    the photo with the cards as reported, after the closer look (`vision.closer`; `finer`
    as `vision.recognize`'s).
    """
    first, found, probs = read_photo(image, classifier)
    result = looked_closer(image, first, classifier, finer=finer)
    work = found.work
    long_side = max(work.shape[:2])
    ink = work.copy()
    mask = ink_masks(work, long_side / 12)[0] > 0
    ink[mask] = (0.4 * ink[mask] + (0, 150, 0)).astype(np.uint8)
    tried = work.copy()
    cards = probs[:, :52].sum(axis=1) if len(probs) else np.zeros(0)
    order = np.argsort(cards)
    for k in order:
        corners = found.candidates.corners(int(k))
        score = float(probs[k].max())
        is_card = int(probs[k].argmax()) < 52
        colour = (150, 150, 150) if not is_card else SURE_COLOUR if score >= MIN_SCORE else (
            UNSURE_COLOUR)
        cv2.polylines(tried, [np.round(corners).astype(np.int32)], True, colour, 1, cv2.LINE_AA)
    return result, {"1-ink": ink, "2-candidates": tried,
                    "3-detections": draw_detections(image, result)}
