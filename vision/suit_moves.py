"""A read's suit taken from the shape of its print, where the shape shows another suit.

**The pips beside its index.** Where indices are small (a webcam looking down on a table) a
club's index sign is a blot whose three leaves have merged, and the network reads it as a
spade. The pip printed beside the index on a number card from 4 to 10, twice the size, still
shows its leaves (`vision.pip_shape`). Such a read takes the suit its beside-pips show, in the
colour its index's suit sign is inked in (its read's colour, or the other colour where
`vision.ink_colour` finds the ink is of it): beside a tight fan's index may lie the next card's
suit sign, pip-sized where it is printed larger (a heart beside a spade), and court artwork may
have a suit's outline (a jack's red hat); neither is of the read's own ink.

**Its ink, where no pip shows.** A small dim diamond or heart whose red the network weighs
less than its blotted shape is read as a spade, and its suit sign's ink is measured red
(`vision.ink_colour`). Where no beside-pip shows a suit (a court, an ace, a 2 or 3, a corner
beside the photo's edge), the read takes the red suit of its rank that the network gives more
from the read's own patch (`Evidence.ink_suit`): the ink says red, the network which red. A
red read whose ink looks black is left alone: dim red ink passes for black, so that clash
says less (on the webcam hands its one case is a right read). So is a read whose beside-pips
show the other colour than its ink: the photo then disagrees with itself.

**Its own suit sign, in a photo without colour.** The network learned that hearts and
diamonds are red; in a photo without colour (`vision.colour`) their ink is as dark as a
club's, and it reads a diamond as a club, a heart as a spade. The shape is all that is left to
tell them by, and a diamond's or a heart's outline is plain (`PipShapes.sign_suit`). Each
place read as a black card whose suit sign shows a red suit is read as that red card
(`by_sign`), before a card's places are gathered: where the network reads two cards of one
rank alike (a K♦ and a K♠ both as K♠), the diamond's place goes to the K♦ and the spade's stays.
(The other way, a red read whose sign shows a black suit, is not taken: without colour the
networks' mistakes run from red to black, and a small club's merged leaves pass for a spade's
point.)

Such a read stays doubted (`vision.doubt.Evidence.suit_from_shape`), so the player is asked to
confirm a card that is most likely right instead of finding the missing one among the other
51. A card the network reads elsewhere in the photo takes a read moved by its beside-pips in as
one more place of it, after its own (a deck holds each card once).
"""

from __future__ import annotations

from scorekeeper.gin.cards import Card, Suit

from .doubt import Evidence


def suit_moves(cards: list[Card | None], by_card: dict[int, list[int]],
               evidence: list[Evidence]) -> dict[int, int]:
    """Per card read (`by_card`'s classes, in order with `evidence`), the class its
    beside-pips name instead, where they show another suit in the ink of its index, or where
    none shows, the red suit its red ink takes (`Evidence.ink_suit`): read class -> class of
    the same rank in that suit. `cards` names the network's classes."""
    moves = {}
    for label, proof in zip(by_card, evidence, strict=True):
        card = cards[label]
        shown = proof.pips_show if proof.pips_show is not None else proof.ink_suit
        if card is None or shown is None:
            continue
        inked_red = card.suit.is_red != proof.ink_clash
        target = Card(card.rank, shown)
        if shown.is_red == inked_red and target in cards:
            moves[label] = cards.index(target)
    return moves


def by_sign(card: Card, sign: Suit | None) -> Card | None:
    """The card a place read as `card` in a photo without colour is, by the shape its suit
    sign shows (`sign`): the same rank in that suit where `card` is black and `sign` red;
    None otherwise."""
    if sign is None or card.suit.is_red or not sign.is_red:
        return None
    return Card(card.rank, sign)


def by_ink(proof: Evidence) -> bool:
    """Whether a read's move (`suit_moves`) is taken from its ink, no beside-pip showing."""
    return proof.pips_show is None and proof.ink_suit is not None


def moved(by_card: dict[int, list[int]], moves: dict[int, int],
          stay: dict[int, list[int]] | None = None) -> dict[int, list[int]]:
    """`by_card` with each moved card's places under the class it moves to, but for its places
    that `stay` (read class -> places) names, which stay under their read class; where the
    class moved to is read too, its own places come first."""
    stay = stay or {}
    out: dict[int, list[int]] = {}
    for label, places in by_card.items():
        kept = places if label not in moves else [p for p in places if p in stay.get(label, [])]
        if kept:
            out[label] = list(kept)
    for label, places in by_card.items():
        if label in moves:
            out.setdefault(moves[label], []).extend(
                p for p in places if p not in stay.get(label, []))
    return out
