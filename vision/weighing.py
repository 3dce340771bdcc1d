"""What the photo says about each card read, beside the network's score (`vision.doubt`).

Per card read: whether its other corner agrees, what the pips of its face count, whether its
suit sign's ink is of its suit's colour (where a black read's is red, which red suit the
network gives more; where a red read's is red, how sure the network is of it among the red
cards), which suit the pips beside its index show (where they show its own, how sure the
network is of it among that suit's cards), how sure the network is of it given both its
corners and its ink (`given_both_corners`), how surely its other corner
was read as its rank in another suit of its colour (`vision.split_looks`), its second look,
and (for the benches) how its print compares with the photo's other reads and how close its
rivals came. In a photo without colour, what its suit sign's shape shows is weighed too
(`vision.signs`).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np

from scorekeeper.gin.cards import Card, Suit

from .candidates import Candidates
from .corners import Placement, agreement, corner_pair
from .doubt import SURE, Evidence
from .ink import Blobs
from .ink_colour import clashes_of, ink_looks_red, looks_red_beside, red_share
from .pip_shape import default_pip_shapes
from .pips import face_verdict
from .places import same_spot
from .search import Search
from .split_looks import other_looks
from .style import index_style, out_of_style
from .suit_moves import by_ink
from .unread import card_mass

INDEX_LIKE = 0.5
"""A candidate the network gives its cards together this much is taken for an index: its
glyphs are no pip (`vision.pip_shape`)."""


def weigh_evidence(found: Search, probs: np.ndarray, cards: list[Card | None],
                   by_card: dict[int, list[int]], score: np.ndarray, everything: bool = False,
                   looked: dict[int, float] | None = None,
                   from_shape: frozenset[int] = frozenset()) -> list[Evidence]:
    """Per card read (`by_card`: class -> its places, surest first, in that order), what the
    photo says about it (`vision.doubt`): its other corner, its pips, its ink's colour, the
    suit of the pips beside its index, its second look (`looked`: candidate -> its card's
    averaged probability), and with `everything` also what the rule weighs but does not use
    (its print, its rivals, the next likeliest card of its own patch; left at their defaults
    otherwise). `cards` names the network's classes (None: not an index); `from_shape` are the
    candidates whose card's suit was taken from their print's shape (`vision.suit_moves`)."""
    cands, blobs = found.candidates, found.blobs
    card_columns = [k for k, card in enumerate(cards) if card is not None]
    tops = [places[0] for places in by_card.values()]
    odd = np.zeros(len(tops), bool)
    if everything:
        odd = out_of_style(index_style(cands.distance[tops], blobs.sizes[cands.rank[tops]],
                                       blobs.sizes[cands.suit[tops]]))
    red = [_is_red(cards[label]) for label in by_card]
    looks = ink_looks_red([red_share(found.work, blobs.boxes[cands.suit[t]]) for t in tops], red)
    clashes = clashes_of(looks, red)
    shapes = default_pip_shapes()
    glyphs = _index_glyphs(cands, blobs, probs, cards)
    at_places = [[placement(cands, p) for p in places] for places in by_card.values()]
    split = other_looks([cards[label] for label in by_card], at_places,
                        [float(score[places[0]]) for places in by_card.values()])
    out = []
    for k, (label, places) in enumerate(by_card.items()):
        top = places[0]
        at = at_places[k]
        corners, clashing = agreement(at)
        clash = max((float(score[places[j]]) for j in clashing), default=0.0)
        card = cards[label]
        own_suit = own_suit_sign(cands, top)
        suit_size = float(blobs.sizes[cands.suit[top]])
        second = _second_corner(at) if corners == 2 else None
        pips, count = _face(blobs, at, second, card, own_suit, suit_size)
        ink_suit = (likelier_red(probs[top], cards, card)
                    if clashes[k] and card is not None and not card.suit.is_red else None)
        given_ink = (red_given_ink(probs[top], cards, label)
                     if red[k] and looks[k] is True else 0.0)
        pips_show, shows_own = (
            shapes.beside_suits(card.suit, found.work, blobs, at[0], suit_size, glyphs,
                                own_too=bool(score[top] < SURE))
            if shapes is not None and card is not None and own_suit else (None, False))
        given_pips = (given_suit(probs[top], cards, label, card.suit)
                      if shows_own and card is not None else 0.0)
        given_corners = (given_both_corners(probs[top], probs[places[second]], cards, label,
                                            looks[k])
                         if second is not None else 0.0)
        out.append(Evidence(score=float(score[top]), corners=corners, clash=clash, pips=pips,
                            pip_count=count, out_of_style=bool(odd[k]),
                            runner_up=_runner_up(probs[top], card_columns, label)
                            if everything else 0.0,
                            rival=_rival(cands, probs, card_columns, top, label)
                            if everything else 0.0,
                            second_look=(looked or {}).get(top), ink_clash=clashes[k],
                            pips_show=pips_show, ink_suit=ink_suit, given_ink=given_ink,
                            given_pips=given_pips, given_corners=given_corners,
                            suit_from_shape=top in from_shape,
                            other_look=split[k],
                            second_pass=found.plain is not None
                            and min(places) >= found.plain))
    return out


def _face(blobs: Blobs, at: list[Placement], second: int | None, card: Card | None,
          own_suit: bool, suit_size: float) -> tuple[bool | None, int]:
    """What the pips of a number card's face, shown between its two indices, say of its rank,
    and how many were counted (`vision.pips.face_verdict`); (None, 0) where it is not counted:
    one corner read, no number card from 2 to 9, or no suit sign of its own."""
    if second is None or card is None or not 2 <= int(card.rank) <= 9 or not own_suit:
        return None, 0
    return face_verdict(blobs, at[0], at[second], suit_size, int(card.rank))


def _second_corner(at: list[Placement]) -> int | None:
    """Of a card's placements (its surest first), which is its other corner index: the first
    that pairs with its surest as the card's two corners (None: none)."""
    return next((j for j in range(1, len(at)) if corner_pair(at[0], at[j])), None)


def ink_stays(found: Search, cards: list[Card | None], by_card: dict[int, list[int]],
              moves: dict[int, int], evidence: list[Evidence]) -> dict[int, list[int]]:
    """Per black read that its red ink moves to a red card (`vision.suit_moves`, no beside-pip
    showing; `evidence` in `by_card`'s order): its places after its surest whose own suit
    sign's ink looks black, measured against the photo's other reads as its surest was
    (`vision.ink_colour.looks_red_beside`). The network can read two cards as one: a dim red
    ace's index as the black ace read at another card's corners. Those places are that other
    card, and stay with the read."""
    cands, blobs = found.candidates, found.blobs
    labels = list(by_card)
    shares = [red_share(found.work, blobs.boxes[cands.suit[places[0]]])
              for places in by_card.values()]
    red = [_is_red(cards[label]) for label in labels]
    out = {}
    for k, (label, proof) in enumerate(zip(labels, evidence, strict=True)):
        if label not in moves or not by_ink(proof):
            continue
        others = [j for j in range(len(labels)) if j != k]
        black = [p for p in by_card[label][1:] if looks_red_beside(
            red_share(found.work, blobs.boxes[cands.suit[p]]),
            [shares[j] for j in others], [red[j] for j in others]) is False]
        if black:
            out[label] = black
    return out


def likelier_red(probs: np.ndarray, cards: list[Card | None], card: Card) -> Suit | None:
    """Of the two red cards of `card`'s rank, the suit of the one the network gives more in
    `probs` (one patch's; diamonds where they tie); None where the network has neither."""
    odds = {suit: float(probs[cards.index(Card(card.rank, suit))])
            for suit in (Suit.DIAMONDS, Suit.HEARTS) if Card(card.rank, suit) in cards}
    return max(odds, key=lambda suit: odds[suit]) if odds else None


def red_given_ink(probs: np.ndarray, cards: list[Card | None], label: int) -> float:
    """The network's probability of the red card `label` from one patch's `probs`, given that
    its suit sign's ink is red: its share of what the network gives the red cards and "no
    index" together (the black cards, which red ink rules out, left out)."""
    return _given(probs, cards, label, lambda card: card.suit.is_red)


def given_suit(probs: np.ndarray, cards: list[Card | None], label: int, suit: Suit) -> float:
    """The network's probability of the card `label` (of `suit`) from one patch's `probs`,
    given that the pips beside its index show `suit`: its share of what the network gives the
    cards of that suit and "no index" together."""
    return _given(probs, cards, label, lambda card: card.suit == suit)


def given_both_corners(first: np.ndarray, second: np.ndarray, cards: list[Card | None],
                       label: int, looks_red: bool | None) -> float:
    """The network's probability of the card `label`, read at both its corners (`first`: its
    surest patch's probabilities, `second`: its other corner's), given what its ink shows
    (`looks_red`, `vision.ink_colour.ink_looks_red`; None: not told): for a red card, the two
    corners weighed together (the product of their probabilities, a share of its total) and,
    where its ink looks red, given that ink; for a black card whose ink looks black, its
    surest patch given that ink (its share of the black cards and "no index"). Its two
    corners are not weighed together for a black card: the reader's misread of one black suit
    for the other repeats at both corners of a card. 0.0 for a black card whose ink is not
    seen black."""
    card = cards[label]
    if card is None:
        return 0.0
    if not card.suit.is_red:
        return (_given(first, cards, label, lambda other: not other.suit.is_red)
                if looks_red is False else 0.0)
    if looks_red:
        return red_given_ink(first * second, cards, label)
    return both_looks(first, second, label)


def both_looks(first: np.ndarray, second: np.ndarray, label: int) -> float:
    """The network's probability of class `label` from two patches of one card weighed
    together: the product of their probabilities, as a share of its total."""
    both = np.asarray(first, np.float64) * np.asarray(second, np.float64)
    total = float(both.sum())
    return float(both[label]) / total if total > 0 else 0.0


def _given(probs: np.ndarray, cards: list[Card | None], label: int,
           kept_if: Callable[[Card], bool]) -> float:
    """The share of `label` in what `probs` give "no index" and the cards `kept_if` keeps."""
    kept = [k for k, card in enumerate(cards) if card is None or kept_if(card)]
    total = float(probs[kept].sum())
    return float(probs[label]) / total if total > 0 else 0.0


def own_suit_sign(cands: Candidates, k: int) -> bool:
    """Whether candidate `k`'s index has a suit sign of its own: a touching index
    (`vision.touching`), whose rank and suit are one blob, has none to measure pips by or to
    look at."""
    return bool(cands.rank[k] != cands.suit[k])


def _index_glyphs(cands: Candidates, blobs: Blobs, probs: np.ndarray,
                  cards: list[Card | None]) -> np.ndarray:
    """The middles (n, 2) of the rank and suit glyphs of every candidate the network takes
    for an index (`card_mass` at least INDEX_LIKE): ink that is not a pip."""
    like = np.flatnonzero(card_mass(probs, cards) >= INDEX_LIKE)
    ends = np.concatenate([cands.rank[like], cands.suit[like]]).astype(np.int64)
    return np.asarray(blobs.centers[np.unique(ends)], np.float64)


def _is_red(card: Card | None) -> bool:
    return card is not None and card.suit.is_red


def placement(cands: Candidates, k: int) -> Placement:
    """Candidate `k`'s index as `vision.corners` places it: its middle, its down, its size."""
    return Placement(cands.center[k], cands.down[k], float(cands.distance[k]))


def _rival(cands: Candidates, probs: np.ndarray, card_columns: list[int], top: int,
           label: int) -> float:
    """The highest probability any other card gets from a candidate at `top`'s spot: the
    largest `_runner_up` of those candidates' patches (`top`'s own among them)."""
    near = same_spot(cands, np.arange(len(cands)), np.array([top]))[:, 0]
    return max(_runner_up(probs[k], card_columns, label) for k in np.nonzero(near)[0])


def _runner_up(probs: np.ndarray, card_columns: list[int], label: int) -> float:
    """The highest probability a patch's `probs` give any card but `label`."""
    others = [c for c in card_columns if c != label]
    return float(probs[others].max()) if others else 0.0
