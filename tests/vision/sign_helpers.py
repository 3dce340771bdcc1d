"""Suit signs drawn by hand for the tests, printed in black ink on a card's white."""

from collections.abc import Callable

import cv2
import numpy as np

INK, PAPER = 30, 235


def club_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A club drawn by hand (three round leaves on a flared stem) into `mask`, `size` pixels
    tall, its box's top left at (x, y)."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    for u, v in ((50, 22), (27, 58), (73, 58)):
        cv2.circle(mask, at(u, v), round(21 * size / 100), 255, -1, cv2.LINE_AA)
    cv2.fillPoly(mask, [np.array([at(50, 45), at(34, 100), at(66, 100)])], 255, cv2.LINE_AA)


def spade_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A spade drawn by hand (a point on top of two round shoulders, on a flared stem)."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    for u in (27, 73):
        cv2.circle(mask, at(u, 62), round(24 * size / 100), 255, -1, cv2.LINE_AA)
    cv2.fillPoly(mask, [np.array([at(50, 0), at(4, 55), at(96, 55)])], 255, cv2.LINE_AA)
    cv2.fillPoly(mask, [np.array([at(50, 60), at(34, 100), at(66, 100)])], 255, cv2.LINE_AA)


def sign(draw: Callable[[np.ndarray, float, float, float], None], size: int) -> np.ndarray:
    """One sign drawn by `draw`, `size` pixels tall, with a margin: a 0/255 mask."""
    mask = np.zeros((size * 2, size * 2), np.uint8)
    draw(mask, size / 2, size / 2, size)
    return mask


def club(size: int) -> np.ndarray:
    return sign(club_on, size)


def spade(size: int) -> np.ndarray:
    return sign(spade_on, size)


def printed(mask: np.ndarray, blur: float = 0.6) -> np.ndarray:
    """`mask` printed in black ink on a card's white (BGR), a little soft as a photo is."""
    grey = PAPER - (PAPER - INK) * (mask.astype(np.float32) / 255)
    grey = cv2.GaussianBlur(grey, (0, 0), blur)
    return cv2.cvtColor(grey.astype(np.uint8), cv2.COLOR_GRAY2BGR)


def box_of(mask: np.ndarray) -> np.ndarray:
    ys, xs = np.nonzero(mask > 127)
    return np.array([xs.min(), ys.min(), np.ptp(xs) + 1, np.ptp(ys) + 1])


def diamond_on(mask: np.ndarray, x: float, y: float, size: float) -> None:
    """A diamond drawn by hand (a rhombus a little narrower than it is tall)."""
    at = lambda u, v: (round(x + u * size / 100), round(y + v * size / 100))  # noqa: E731
    cv2.fillPoly(mask, [np.array([at(50, 0), at(12, 50), at(50, 100), at(88, 50)])], 255,
                 cv2.LINE_AA)
