"""Two hands in one photo: the cards read, split into the two players' hands by how they lie.

When a hand ends both players lay their cards down, each hand in its own
row or fan, and one photo can show both. Within a hand the corner indices
lie close together (the cards overlap), while the two hands are apart, and
the hand of the player across the table may be turned half round. Each read
stands for its card's middle (estimated from where the index lies and which
way it points), so that a row's top and bottom indices do not reach across
to the next row. The reads are joined into a tree of nearest neighbours (a
minimum spanning tree) whose edge lengths are distances in index sizes
(those along a row counting less than those across it) plus a penalty for
cards that lie across each other, and the tree is cut at one of its longest
edges. Of the longest few, the cut chosen is the one that is longest after
favouring hands of about equal size (Gin hands hold 10 or 11 cards each).

The split is called clear when that gap is well over the usual spacing of
neighbouring indices (GAP_RATIO times the median tree edge); otherwise the
app should ask rather than guess. Knows nothing of players or scoring.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .nearby import square_lengths
from .results import Detection, Recognition

TURN_PENALTY = 3.0
"""Added to the distance (in index sizes) between two cards lying across each other (a
quarter turn apart), less for smaller turns. A half turn costs nothing: the two corner
indices of one card point opposite ways."""
ALONG_ROW = 3.0
"""Distances across the cards (along a row or fan: the way the cards' indices lie side by
side) count this many times less than distances down them: a hand is long and narrow, and
a card missing from the reads leaves a gap along its row, not across to the other hand."""
GAP_RATIO = 2.0
"""A split is clear when its gap is at least this many times the median neighbour distance."""
CUTS_TRIED = 3
"""The longest tree edges considered as the cut."""


@dataclass(frozen=True)
class HandSplit:
    """The reads split into two hands (each in the order read), and how clear the split is.

    `first` is the hand nearer the bottom of the photo when the hands lie one above the
    other, else the hand on the left. `gap` is the distance between the hands in multiples
    of the median neighbour distance; `clear` says whether it is large enough to trust."""

    first: list[Detection]
    second: list[Detection]
    gap: float
    clear: bool


CARD_CENTRE = (1.7, 2.2)
"""Where a card's middle lies from the middle of its corner index, across and down the index,
in index heights (a poker card is about 3.6 index heights wide and 5 tall, its index near the
corner). A card's two corner indices give about the same middle."""


def _geometry(cards: list[Detection]) -> tuple[np.ndarray, np.ndarray, float]:
    """Each card's estimated middle, the unit vector down its index, and the median index
    height."""
    polygons = np.array([d.polygon for d in cards], np.float64)
    down = polygons[:, 3] - polygons[:, 0]
    right = polygons[:, 1] - polygons[:, 0]
    lengths = np.linalg.norm(down, axis=1)
    unit = float(np.median(lengths)) or 1.0
    widths = np.maximum(np.linalg.norm(right, axis=1), 1e-9)[:, None]
    down = down / np.maximum(lengths, 1e-9)[:, None]
    centres = (polygons.mean(axis=1) + right / widths * CARD_CENTRE[0] * unit
               + down * CARD_CENTRE[1] * unit)
    return centres, down, unit


def _spanning_tree(distance: np.ndarray) -> list[tuple[float, int, int]]:
    """Prim's minimum spanning tree: (length, a, b) per edge."""
    n = len(distance)
    inside = np.zeros(n, bool)
    inside[0] = True
    best = distance[0].copy()
    parent = np.zeros(n, int)
    edges = []
    for _ in range(n - 1):
        k = int(np.argmin(np.where(inside, np.inf, best)))
        edges.append((float(best[k]), int(parent[k]), k))
        inside[k] = True
        closer = distance[k] < best
        best = np.where(closer, distance[k], best)
        parent = np.where(closer, k, parent)
    return edges


def _sides(n: int, edges: list[tuple[float, int, int]], cut: int) -> np.ndarray:
    """Which side of the tree (without edge `cut`) each read lies on."""
    links: list[list[int]] = [[] for _ in range(n)]
    for e, (_length, a, b) in enumerate(edges):
        if e != cut:
            links[a].append(b)
            links[b].append(a)
    side = np.zeros(n, bool)
    stack = [edges[cut][1]]
    side[edges[cut][1]] = True
    while stack:
        for other in links[stack.pop()]:
            if not side[other]:
                side[other] = True
                stack.append(other)
    return side


def split_hands(recognition: Recognition | list[Detection]) -> HandSplit:
    """The cards of a photo of two hands, split into the two hands (see the module)."""
    cards = list(recognition.cards if isinstance(recognition, Recognition) else recognition)
    if len(cards) < 2:
        return HandSplit(cards, [], 0.0, False)
    centres, down, unit = _geometry(cards)
    cosine = np.clip(down @ down.T, -1.0, 1.0)
    # The axis two cards share, sign-free (a card's two indices point opposite ways).
    axis = down[:, None] + np.sign(cosine + 1e-9)[:, :, None] * down[None]
    axis /= np.maximum(np.linalg.norm(axis, axis=2), 1e-9)[:, :, None]
    delta = centres[None] - centres[:, None]
    along_down = np.abs((delta * axis).sum(axis=2))
    across = np.sqrt(np.maximum(0.0, square_lengths(delta) - along_down ** 2))
    apart = np.hypot(across / ALONG_ROW, along_down) / unit
    distance = apart + TURN_PENALTY * (1.0 - np.abs(cosine))
    edges = _spanning_tree(distance)
    lengths = np.array([e[0] for e in edges])
    typical = float(np.median(lengths)) or 1e-9
    best_cut, best_score, best_side = 0, -1.0, np.zeros(len(cards), bool)
    for cut in np.argsort(-lengths)[:CUTS_TRIED]:
        side = _sides(len(cards), edges, int(cut))
        small, large = sorted((int(side.sum()), int((~side).sum())))
        score = lengths[cut] * (0.5 + 0.5 * small / large)
        if score > best_score:
            best_cut, best_score, best_side = int(cut), float(score), side
    gap = float(lengths[best_cut]) / typical
    one = [d for d, s in zip(cards, best_side, strict=True) if s]
    two = [d for d, s in zip(cards, best_side, strict=True) if not s]
    delta = centres[~best_side].mean(axis=0) - centres[best_side].mean(axis=0)
    # One above the other: the lower hand (larger y) first; side by side: the left one.
    first_is_one = delta[1] < 0 if abs(delta[1]) >= abs(delta[0]) else delta[0] > 0
    first, second = (one, two) if first_is_one else (two, one)
    return HandSplit(first, second, gap, gap >= GAP_RATIO and len(cards) >= 4)
