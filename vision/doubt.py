"""Sure only when earned: the network's read weighed with what else the photo says.

The network reads one corner patch. The photo offers more, and each read is weighed with it:

- the card's other corner index (`vision.corners`): read as the same card where that card's
  second index would lie, it is a second look; the same card read where neither of its corners
  can be, one of the reads is wrong;
- the pips of a number card whose face shows whole between its two indices (`vision.pips`);
- the print of the photo's other reads (`vision.style`): one deck prints every index alike;
- the colour of its suit sign's ink against the photo's other reads (`vision.ink_colour`):
  red for hearts and diamonds, black for spades and clubs;
- the shape of the pips printed beside its index (`vision.pip_shape`): on a number card from
  4 to 10 the top pip of the side column, twice the size of the index's suit sign;
- a read of its rank in another suit of its colour where its other corner lies
  (`vision.split_looks`): one card read two ways;
- the read's own patch: the probability the network leaves for the next likeliest card
  (weighed, not used: see below);
- rival reads of the same spot: a patch cut from the other ink level, or the other digit of a
  10, that names another card with some conviction (weighed, not used: see below).

A read is sure when the network is sure of it (SURE) and nothing speaks against it. What speaks
against it is the face of a number card whose pips, shown whole between its two indices,
disagree with its rank, a read whose suit sign is printed in the other colour's ink (a dim
diamond read as a spade), a read whose beside-pips show another suit (a 6♣ whose small
index reads as a spade), a read whose other corner is read as its rank in another suit of
its colour at DOUBTED or more (a 3♣ read as the 3♠ at one corner, as the 3♣ at the other:
both are doubted), a read whose suit was taken from its print's shape, for that
reason or in a photo without colour (`vision.suit_moves`), and a card found only from two
looks under MIN_SCORE at its two corners (`vision.low_corners`): its confidence is then at most
DOUBTED, however sure the network was.
Without colour, a red read whose suit sign's outline names its suit (a diamond's four
corners, a heart's cleft over its point) is weighed by its rank's probability, and neither its
ink nor its suit taken from that shape speaks against it (`vision.signs`, the sixty-ninth
round): the ink shows no red there, and the outline is what tells the suit.
So is a read found only among the candidates that the photo's index size lets in once the
plain ones are weighed, unless the network itself gives it SECOND_PASS_SURE or more: an index
whose rank touches its suit (`vision.touching`), a rank with a suit farther than its nearest
three (`vision.crowding`; a crowded patch was once misread at 0.90, by networks that had never
seen such patches). The bar was 0.95 until the fifty-second round; at SURE, what else the
photo says does not raise such a read.

A red read whose suit sign's ink the photo shows to be red (`vision.ink_colour`) is weighed
with that ink: the probability the network gave the black cards, which red ink rules out, is
set aside, and its sureness is its probability among the red cards and "no index"
(`Evidence.given_ink`; a read at 0.80 with 0.10 on its black twin is 0.89 given red ink). A
black read is not: the reader's commonest sure mistake is one black suit for the other (a club
whose leaves run together read as a spade), which black ink does not settle, and so weighed,
black reads of the webcam hands became sure where they were wrong (docs/vision-rounds.md,
the forty-eighth round). What does settle it is the pips beside the index (`vision.pip_shape`):
a read under SURE whose beside-pips show its own suit is weighed given that suit, its
probability among that suit's cards and "no index" (`Evidence.given_pips`; the forty-ninth
round). A card read at both its corners is weighed on both (`Evidence.given_corners`; the
fiftieth round): a red read on its two patches' probabilities multiplied, given its ink where
that looks red; a black read whose ink looks black, given that ink from its surest patch. A
black read's two patches are not multiplied, since its misread suit repeats at both corners,
nor is a black read given its ink at one corner only (two wrong webcam reads would be sure).

The rest is weighed but not used, each for a reason found in measuring (docs/vision.md,
*Confidence*): a rival read of the spot (at 0.3 or more) doubted 20 right reads of the real
bidly and sample photos and no wrong one; a second look that agrees (both corners, or the
pips) raising a read from 0.7 to sure made wrong reads sure, since a misread a deck's print
invites (a flat-topped 3 for a 5) is made at both corners alike; a clash (the card read again
where none of its corners can be) marked only right reads, and a print unlike the other
reads' 59 sure right reads for 1 sure wrong one, on the rendered scenes the rules were chosen
on; a read whose own patch gives another card 0.1 or more (its twin of the other black or red
suit, most often) doubted 4 of 11 sure wrong reads and 20 of 9,217 sure right ones where it was
chosen, but at fresh seeds 1 of 20 sure wrong reads and 1 % of the right reads of the drawn
scenes (*Issue 14's twenty-fifth round*).
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.gin.cards import Suit

SURE = 0.85
"""A read this sure or surer is reported without `low_confidence` (`vision.recognizer`)."""
DOUBTED = 0.8
"""The confidence a doubted read is reported with at most (under SURE: ask the player)."""
SECOND_PASS_SURE = SURE
"""A read of the second pass (`Evidence.second_pass`) is sure only where the network itself
gives it this much: what else the photo says (`Evidence.given_ink` and the like) does not
raise it. 0.95 from stop 45 to stop 50 (*Issue 14's fifty-second round*)."""


@dataclass(frozen=True)
class Evidence:
    """What the photo says about one read, besides the network's probability `score`."""

    score: float
    corners: int = 1
    """How many corner indices of the card agree (1 or 2)."""
    clash: float = 0.0
    """The surest other read of the same card where none of its corners can be (0: none);
    weighed, not used (see above)."""
    pips: bool | None = None
    """Whether the pips between the card's two indices agree with its rank (None: not seen)."""
    pip_count: int = 0
    """How many pips were counted there (0: not counted)."""
    out_of_style: bool = False
    """The index is printed unlike the photo's other reads (`vision.style`); weighed, not
    used (see above)."""
    rival: float = 0.0
    """The highest probability another card gets from the patches of the same spot; weighed,
    not used (see above)."""
    runner_up: float = 0.0
    """The highest probability the network gives any other card from the read's own patch;
    weighed, not used (see above)."""
    second_look: float | None = None
    """The probability of the card averaged over the second look's cuts (`vision.reread`);
    None for a read the network was sure of, which is not looked at again."""

    ink_clash: bool = False
    """The ink of its suit sign looks like the other colour's (`vision.ink_colour`): a red
    diamond read as a spade, measured against the photo's other reads."""
    pips_show: Suit | None = None
    """The other suit the pips beside its index show (`vision.pip_shape`): clubs, for the big
    club beside a 6♣ whose small index was read as a spade (None: none, or its own)."""
    given_ink: float = 0.0
    """For a red read whose suit sign's ink looks red, measured against the photo's other reads
    (`vision.ink_colour.ink_looks_red`): the network's probability of the card given that ink,
    its share of what the network gives the red cards and "no index" together
    (`vision.weighing.red_given_ink`; 0.0: not so measured, or a black read)."""
    given_pips: float = 0.0
    """For a read under SURE whose beside-pips show its own suit (`PipShapes.shown_suit`):
    the network's probability of the card given that suit, its share of what the network
    gives the cards of that suit and "no index" together (`vision.weighing.given_suit`; 0.0:
    no such pips, or the network sure already)."""
    given_corners: float = 0.0
    """For a card read at both its corners (`corners` 2): for a red read, the network's
    probability of the card from its two corners' patches weighed together, given its ink
    where that looks red; for a black read whose ink looks black, from its surest patch given
    that ink (`vision.weighing.given_both_corners`; 0.0: one corner, or a black read whose ink
    is not seen black)."""
    ink_suit: Suit | None = None
    """For a black read whose suit sign is inked red (`ink_clash`): the red suit of its rank
    that the network gives more from the read's own patch (`vision.suit_moves`)."""
    suit_from_shape: bool = False
    """Its suit is the one its print's shape showed, not the network's (`vision.suit_moves`,
    and without colour a rank read across its suits, `vision.rank_reads`): the network read
    the rank, the shape the suit, and neither is sure of the card."""
    other_look: float = 0.0
    """The score of a read of its rank in another suit of its colour, lying where this card's
    other corner index does, each of the two read at one place (`vision.split_looks`): one
    card seen at its two corners as two suits (0.0: none)."""
    second_pass: bool = False
    """Read only from candidates that the photo's index size let in (`vision.second_pass`):
    an index whose rank touches its suit (`vision.touching`), a rank paired with a suit
    farther than its nearest (`vision.crowding`). Such patches were not what the network's
    sureness was first measured on (a crowded fan's 8♦ was once read as K♦ at 0.90), so they
    are sure only where the network alone gives SECOND_PASS_SURE."""

    low_corners: bool = False
    """Found only as two looks under MIN_SCORE at the card's two corners, each naming it
    first (`vision.low_corners`): reported so that the player can confirm it, never sure."""
    sign_shows_suit: bool = False
    """In a photo without colour (`vision.colour.colourless`): the shape of the suit sign at
    its surest place names its own suit (`vision.signs.sign_evidence`); False in a photo
    with colour, where it is not looked at."""
    given_outline: float = 0.0
    """In a photo without colour, for a red read whose suit sign's outline names its suit (a
    diamond's four corners, a heart's cleft over its point; `vision.signs`): the network's
    probability of its rank at its surest place, over the rank's four suits, the outline
    telling the suit (0.0: no such outline, or a photo with colour)."""

    @property
    def pip_suit(self) -> bool:
        """The pips beside its index show another suit than the read's."""
        return self.pips_show is not None

    @property
    def outlined(self) -> bool:
        """Without colour, its suit sign's outline names its red suit (`given_outline`)."""
        return self.given_outline > 0.0

    @property
    def doubted(self) -> bool:
        """Something in the photo speaks against this read (its pips, its ink, its
        beside-pips, its other corner read as another suit of its colour at DOUBTED or more),
        its suit was taken from its print's shape, it was found only as two weak looks at its
        corners, or it is of the second pass and under SECOND_PASS_SURE. Neither its ink nor
        its suit taken from the shape speaks against a read whose suit sign's outline names
        its suit in a photo without colour (`outlined`): there the ink shows no red, and the
        outline is plain geometry."""
        return (self.pips is False or (self.ink_clash and not self.outlined) or self.pip_suit
                or (self.suit_from_shape and not self.outlined)
                or self.low_corners or self.other_look >= DOUBTED
                or (self.second_pass and self.score < SECOND_PASS_SURE))


def confidence(evidence: Evidence) -> float:
    """The confidence to report: the network's, capped at DOUBTED when doubted; otherwise the
    network's given what the photo shows of it, where that is more: for a red read whose ink
    looks red, given that ink (`Evidence.given_ink`); for a read whose beside-pips show its
    suit, given that suit (`Evidence.given_pips`); for a card read at both its corners, given
    both and its ink (`Evidence.given_corners`); without colour, for a red read whose suit
    sign's outline names its suit, its rank's probability (`Evidence.given_outline`)."""
    if evidence.doubted:
        return min(evidence.score, DOUBTED)
    return max(evidence.score, evidence.given_ink, evidence.given_pips,
               evidence.given_corners, evidence.given_outline)


def marked(evidence: Evidence, grey: bool) -> bool:
    """Whether a read is reported for checking (`low_confidence`): under SURE; or, in a
    photo without colour (`grey`), where its suit sign's shape does not name its suit
    (`Evidence.sign_shows_suit`): there the ink cannot tell red suits from black, and the
    shape is what does."""
    return confidence(evidence) < SURE or (grey and not evidence.sign_shows_suit)
