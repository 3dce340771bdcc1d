"""Photo -> cards: search for corner indices, classify each, and settle on one read per card.

A card's index may be read several times (the two ink thresholds, the two
digits of a 10, both of its corners). Reads of one spot are boiled down to
the surest, and reads of the same card are merged into one detection: a
deck holds each card once. Reads the classifier is not sure of are kept but
marked, so that the player can be asked. An unsure read is first looked at
again from a few slightly different cuts of the same spot (`vision.reread`),
and is dropped unless their average still names the same card. An unsure
read is also dropped when its index is far smaller or larger than the sure
ones (`vision.sizes`): one deck, one distance from the camera. That distance, known from the
sure reads, also lets a second pass look for indices the plain pairing misses
(`vision.second_pass`); a card read only there is sure only from a higher bar
(`vision.doubt.SECOND_PASS_SURE`).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from scorekeeper.gin.cards import Card

from .candidates import Candidates
from .classifier import CornerClassifier, default_classifier
from .colour import colourless
from .corners import Placement, agreement, corner_pair
from .doubt import SURE, Evidence, confidence
from .errors import N_, VisionError
from .ink import Blobs
from .ink_colour import ink_clashes, red_share
from .pip_shape import default_pip_shapes
from .pips import face_verdict
from .prefilter import Prefilter, default_prefilter
from .reread import reread, stands
from .results import Detection, Note, Recognition
from .search import Search, search
from .second_pass import second_pass
from .sizes import fits_sizes
from .style import index_style, out_of_style
from .suit_moves import by_sign, moved, suit_moves
from .unread import card_mass, unread_note

MIN_SCORE = 0.55
"""A read this sure (the classifier's probability) or surer is reported at all."""
INDEX_LIKE = 0.5
"""A candidate the network gives its cards together this much is taken for an index: its
glyphs are no pip (`vision.pip_shape`)."""
SAME_SPOT = 0.9
"""Two reads closer than this many rank-to-suit distances, that share a glyph (`SAME_GLYPH`),
are of the same index."""
SAME_GLYPH = 0.5
"""Two reads share a glyph when the rank or suit of one lies within this many rank-to-suit
distances of the rank or suit of the other: one index at two ink levels, a 10's two digits, a
pair read either way round, a rank paired with its neighbour's suit. Reads as close that share
none are two indices side by side, as in a tight fan, and both stand."""
SMALL_INDEX = 11.0
"""Corner indices whose rank and suit lie closer than this (working pixels) are hard to read."""
UNCERTAIN_NOTE = Note("uncertain")
"""The advice given when some read is marked `low_confidence` (an app may drop it once the
player has checked them)."""
NO_COLOUR_NOTE = Note("no_colour")
"""The advice given when the photo has no colour (`vision.colour`): every read is marked
`low_confidence`, and the player should check the suits."""
BLURRED = 9.0
"""A photo is called blurred when its sharpest edges (`vision.focus.edge_sharpness`, before
any sharpening) are under this share, in %, of its tonal range. Sharp photos of cards measure
14 and up; the shipped blurred hand 3; real photos blurred by sigma 2 working pixels 6 to 12
(most of those still read, once sharpened), by 4 pixels 2 to 5."""


def _check_array(image: object) -> np.ndarray:
    if not isinstance(image, np.ndarray):
        raise VisionError(N_("expected the photo as a numpy array of pixels"))
    if image.dtype != np.uint8 or image.ndim not in (2, 3) or (
            image.ndim == 3 and image.shape[2] not in (1, 3, 4)):
        raise VisionError(N_("expected an 8-bit grey, BGR or BGRA image, not an array of shape "
                             "%(shape)s and type %(type)s"), shape=str(image.shape),
                          type=str(image.dtype))
    if min(image.shape[:2]) < 32:
        raise VisionError(N_("the picture is only %(width)sx%(height)s pixels, too small to "
                             "show a card"), width=str(image.shape[1]), height=str(image.shape[0]))
    return image[..., 0] if image.ndim == 3 and image.shape[2] == 1 else image


def recognize(image: np.ndarray, classifier: CornerClassifier | None = None,
              first_look: bool = True) -> Recognition:
    """The cards shown face-up in `image` (BGR, BGRA or grey uint8; it is not modified).
    `first_look`: as `read_photo`'s."""
    return read_photo(image, classifier, first_look)[0]


def read_photo(image: np.ndarray, classifier: CornerClassifier | None = None,
               first_look: bool = True) -> tuple[Recognition, Search, np.ndarray]:
    """`recognize`, and its workings: the search and each candidate's class probabilities.

    With `first_look` (the default) the quick prefilter (`vision.prefilter`) turns away the
    implausible candidates before the network weighs the rest; without it, or without its
    weights, the network weighs every candidate."""
    workings = read_workings(image, classifier, first_look)
    return workings.recognition, workings.found, workings.probs


@dataclass(frozen=True)
class Workings:
    """A recognition with how it came about: the search, each candidate's class
    probabilities, and per card reported (in `recognition.cards` order) the evidence weighed
    (`vision.doubt`) and the candidates it was read from (surest first)."""

    recognition: Recognition
    found: Search
    probs: np.ndarray
    evidence: list[Evidence]
    places: list[list[int]]


def read_workings(image: np.ndarray, classifier: CornerClassifier | None = None,
                  first_look: bool = True, everything: bool = False) -> Workings:
    """`read_photo` with the evidence behind each read (`Workings`); with `everything`, also
    the evidence the rule does not use (`weigh_evidence`)."""
    image = _check_array(image)
    model = classifier or default_classifier()
    first = default_prefilter() if first_look else None
    found = search(image)
    probs = _weigh_once(model, found, first)
    found, probs = _second_pass(model, found, probs, first)
    cands = found.candidates
    best, score, is_card = _verdicts(model, probs)
    keep = np.nonzero(is_card & (score >= MIN_SCORE))[0]
    keep = keep[np.argsort(-score[keep], kind="stable")]
    # The surest read of each place wins it (of reads equally sure, the one found first; the
    # second pass's candidates come after the plain ones). An unsure winner is looked at
    # again, and one that does not stand gives its place to the next read there. Only winners
    # are looked at again: a read that loses its place to a surer one changes nothing either
    # way.
    looked: dict[int, float] = {}
    while True:
        spots = _places(cands, found.blobs.centers, keep)
        unsure = np.array([s for s in spots if score[s] < SURE and s not in looked], np.int64)
        if not len(unsure):
            break
        averaged = reread(found.levels, cands, unsure, model)
        looked.update((int(k), float(averaged[i, best[k]])) for i, k in enumerate(unsure))
        fails = unsure[~stands(averaged, best[unsure])]
        keep = keep[~np.isin(keep, fails)]
    spots = _sized(spots, score, cands.distance)
    grey = colourless(found.work)
    labels = {s: int(best[s]) for s in spots}
    signed = _sign_moves(found, model.cards, labels) if grey else {}
    labels.update(signed)
    by_card: dict[int, list[int]] = {}
    for s in spots:
        by_card.setdefault(labels[s], []).append(s)
    from_shape = frozenset(signed)
    evidence = weigh_evidence(found, probs, model.cards, by_card, score, everything, looked,
                              from_shape)
    moves = suit_moves(model.cards, by_card, evidence)
    if moves:
        from_shape |= {p for label in moves for p in by_card[label]}
        by_card = moved(by_card, moves)
        evidence = weigh_evidence(found, probs, model.cards, by_card, score, everything, looked,
                                  from_shape)
    detections = []
    for (label, places), proof in zip(by_card.items(), evidence, strict=True):
        top = places[0]
        card = model.cards[label]
        assert card is not None
        polygon = _index_outline(found.candidates.center[top], found.candidates.down[top],
                                 float(found.candidates.distance[top])) / found.scale
        x0, y0 = polygon.min(axis=0)
        x1, y1 = polygon.max(axis=0)
        sureness = confidence(proof)
        detections.append(Detection(
            card=card, confidence=sureness,
            box=(float(x0), float(y0), float(x1), float(y1)),
            polygon=tuple((float(x), float(y)) for x, y in polygon),  # type: ignore[arg-type]
            low_confidence=sureness < SURE or grey, corners=min(2, len(places))))
    order = sorted(range(len(detections)), key=lambda k: (
        detections[k].box[0] + detections[k].box[2], detections[k].box[1] + detections[k].box[3]))
    height, width = image.shape[:2]
    sizes = [float(found.candidates.distance[places[0]]) for places in by_card.values()]
    advice = _advice(found.work, found.sharpness, detections, sizes)
    if grey and detections:
        advice.append(NO_COLOUR_NOTE)
    advice += unread_note(found, card_mass(probs, model.cards), spots,
                          [p[0] for p in by_card.values()])
    all_places = list(by_card.values())
    return Workings(Recognition([detections[k] for k in order], width, height, advice), found,
                    probs, [evidence[k] for k in order], [all_places[k] for k in order])


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
    clashes = ink_clashes([red_share(found.work, blobs.boxes[cands.suit[t]]) for t in tops],
                          [_is_red(cards[label]) for label in by_card])
    shapes = default_pip_shapes()
    glyphs = _index_glyphs(cands, blobs, probs, cards)
    out = []
    for k, (label, places) in enumerate(by_card.items()):
        top = places[0]
        at = [_placement(cands, p) for p in places]
        corners, clashing = agreement(at)
        clash = max((float(score[places[j]]) for j in clashing), default=0.0)
        pips, count = None, 0
        card = cards[label]
        own_suit = _own_suit_sign(cands, top)
        suit_size = float(blobs.sizes[cands.suit[top]])
        if corners == 2 and card is not None and 2 <= int(card.rank) <= 9 and own_suit:
            second = next(p for p in at[1:] if corner_pair(at[0], p))
            pips, count = face_verdict(blobs, at[0], second, suit_size, int(card.rank))
        pips_show = (shapes.other_suit(card.suit, found.work, blobs, at[0], suit_size, glyphs)
                     if shapes is not None and card is not None and own_suit else None)
        out.append(Evidence(score=float(score[top]), corners=corners, clash=clash, pips=pips,
                            pip_count=count, out_of_style=bool(odd[k]),
                            runner_up=_runner_up(probs[top], card_columns, label)
                            if everything else 0.0,
                            rival=_rival(cands, probs, card_columns, top, label)
                            if everything else 0.0,
                            second_look=(looked or {}).get(top), ink_clash=clashes[k],
                            pips_show=pips_show, suit_from_shape=top in from_shape,
                            second_pass=found.plain is not None
                            and min(places) >= found.plain))
    return out


def _sign_moves(found: Search, cards: list[Card | None],
                labels: dict[int, int]) -> dict[int, int]:
    """In a photo without colour, the places (`labels`: candidate -> class read there) whose
    suit sign's shape names another card (`vision.suit_moves.by_sign`): candidate -> its
    class."""
    shapes = default_pip_shapes()
    if shapes is None:
        return {}
    cands, blobs = found.candidates, found.blobs
    out = {}
    for spot, label in labels.items():
        card = cards[label]
        if card is None or card.suit.is_red or not _own_suit_sign(cands, spot):
            continue  # only a black read can be a red card seen without colour
        sign = shapes.sign_suit(found.work, blobs.boxes[cands.suit[spot]], cands.down[spot])
        other = by_sign(card, sign)
        if other is not None and other in cards:
            out[spot] = cards.index(other)
    return out


def _own_suit_sign(cands: Candidates, k: int) -> bool:
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


def _placement(cands: Candidates, k: int) -> Placement:
    return Placement(cands.center[k], cands.down[k], float(cands.distance[k]))


def _rival(cands: Candidates, probs: np.ndarray, card_columns: list[int], top: int,
           label: int) -> float:
    """The highest probability any other card gets from a candidate at `top`'s spot: the
    largest `_runner_up` of those candidates' patches (`top`'s own among them)."""
    near = np.hypot(*(cands.center - cands.center[top]).T) < SAME_SPOT * np.maximum(
        cands.distance, cands.distance[top])
    return max(_runner_up(probs[k], card_columns, label) for k in np.nonzero(near)[0])


def _runner_up(probs: np.ndarray, card_columns: list[int], label: int) -> float:
    """The highest probability a patch's `probs` give any card but `label`."""
    others = [c for c in card_columns if c != label]
    return float(probs[others].max()) if others else 0.0


def _places(cands: Candidates, glyphs: np.ndarray, keep: np.ndarray) -> list[int]:
    """Of the reads `keep` (surest first), each one not of the same index as a surer one:
    within SAME_SPOT of it and sharing a glyph (`glyphs`: the blobs' centres)."""
    if not len(keep):
        return []
    size = cands.distance[keep]
    reach = np.maximum(size[:, None], size[None, :])
    close = _apart(cands.center[keep], cands.center[keep]) < SAME_SPOT * reach
    ends = np.stack([glyphs[cands.rank[keep]], glyphs[cands.suit[keep]]])  # (2, n, 2)
    shared = np.zeros_like(close)
    for mine in ends:
        for theirs in ends:
            shared |= _apart(mine, theirs) < SAME_GLYPH * reach
    same = close & shared
    taken = np.zeros(len(keep), bool)
    for i in range(len(keep)):
        taken[i] = not (same[i] & taken).any()
    return [int(k) for k in keep[taken]]


def _apart(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The distance from each point of `a` to each point of `b` (a matrix)."""
    offset = a[:, None, :].astype(np.float64) - b[None, :, :]
    apart: np.ndarray = np.sqrt((offset ** 2).sum(axis=2))
    return apart


def _weigh_once(model: CornerClassifier, found: Search, first: Prefilter | None) -> np.ndarray:
    """`_weigh` over the search's patches, each weighed once: candidates of the same geometry
    (a rank and suit found at both ink levels pair up to two to four times) cut the same
    patch, so the network weighs one of them and the others get its probabilities."""
    cands = found.candidates
    geometry = np.column_stack([cands.center, cands.down, cands.distance])
    _, once, copies = np.unique(geometry, axis=0, return_index=True, return_inverse=True)
    if len(once) == len(geometry):
        return _weigh(model, found.patches, first)
    return _weigh(model, found.patches[once], first)[copies.ravel()]


def _second_pass(model: CornerClassifier, found: Search, probs: np.ndarray,
                 first: Prefilter | None) -> tuple[Search, np.ndarray]:
    """The search and its probabilities with the second pass's candidates
    (`vision.second_pass`, sized by the sure reads) weighed too."""
    more = second_pass(found, sure_reads(model, probs))
    if len(more.candidates) == len(found.candidates):
        return found, probs
    return more, np.concatenate([probs, _weigh(model, more.patches[len(probs):], first)])


def _weigh(model: CornerClassifier, patches: np.ndarray, first: Prefilter | None
           ) -> np.ndarray:
    """Class probabilities per patch; those the prefilter turns away are "not an index"."""
    if first is None or not len(patches):
        return model.probabilities(patches)
    keep = first.keep(patches)
    if keep.all():
        return model.probabilities(patches)
    probs = np.zeros((len(patches), len(model.cards)), np.float32)
    probs[:, [k for k, card in enumerate(model.cards) if card is None]] = 1.0
    if keep.any():
        probs[keep] = model.probabilities(patches[keep])
    return probs


def _sized(spots: list[int], score: np.ndarray, distance: np.ndarray) -> list[int]:
    """`spots` less the unsure reads whose index size does not fit the sure reads'."""
    sure = [s for s in spots if score[s] >= SURE]
    fits = fits_sizes(distance[spots], distance[sure])
    return [s for s, ok in zip(spots, fits, strict=True) if ok or score[s] >= SURE]


def sure_reads(model: CornerClassifier, probs: np.ndarray) -> np.ndarray:
    """Per candidate: whether the network reads a card there at SURE or more."""
    _best, score, is_card = _verdicts(model, probs)
    return is_card & (score >= SURE)


def _verdicts(model: CornerClassifier, probs: np.ndarray
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per candidate: the likeliest class, its probability, and whether that class is a card."""
    if not len(probs):
        return np.zeros(0, np.int64), np.zeros(0, np.float32), np.zeros(0, bool)
    best = probs.argmax(axis=1)
    score = probs[np.arange(len(best)), best]
    is_card = np.array([card is not None for card in model.cards], bool)[best]
    return best, score, is_card


def _index_outline(centre: np.ndarray, down: np.ndarray, distance: float) -> np.ndarray:
    """The four corners of a corner index (rank over suit) around a candidate's centre."""
    right = np.array([down[1], -down[0]], np.float64) * distance * 0.7
    half = np.asarray(down, np.float64) * distance * 1.05
    c = np.asarray(centre, np.float64)
    return np.array([c - right - half, c + right - half, c + right + half, c - right + half])


def _advice(work: np.ndarray, sharpness: float, detections: list[Detection],
            sizes: list[float]) -> list[Note]:
    """Hints about the photo: blank, dark, blurred, cards too small, nothing or doubts found.

    `sharpness` is the photo's `edge_sharpness`; `sizes` are the rank-to-suit distances of the
    cards read, in working pixels."""
    notes = []
    grey = cv2.cvtColor(work, cv2.COLOR_BGR2GRAY)
    mean, spread = (float(v[0][0]) for v in cv2.meanStdDev(grey))
    if spread < 2.0:
        return [Note("blank")]
    if mean < 40:
        notes.append(Note("dark"))
    if sharpness < BLURRED:
        notes.append(Note("blurred"))
    if not detections:
        notes.append(Note("no_cards"))
    elif any(d.low_confidence for d in detections):
        notes.append(UNCERTAIN_NOTE)
    if sizes and float(np.median(sizes)) < SMALL_INDEX:
        notes.append(Note("small"))
    return notes
