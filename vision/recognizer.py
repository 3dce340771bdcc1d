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
(`vision.second_pass`); a card read only there is sure only where the network alone is
sure of it (`vision.doubt.SECOND_PASS_SURE`). In a photo with colour, a card the network
names first at both its corners, too weakly to read either, is found from the two looks
together (`vision.low_corners`) and marked for checking. In a photo without colour, a read
is left unmarked only where its suit sign's shape names its suit (`vision.doubt.marked`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import cv2
import numpy as np

from .classifier import CornerClassifier, default_classifier
from .closer import closer_region, merged
from .colour import colourless
from .doubt import SURE, Evidence, confidence, marked
from .errors import N_, VisionError
from .focus import spares_indices
from .loading import FinerDecode
from .low_corners import low_corner_pairs
from .pip_shape import SignShape
from .places import surest_per_index
from .prefilter import Prefilter, default_prefilter
from .rank_reads import rank_places, with_rank_reads
from .reread import reread, stands
from .results import UNCERTAIN_NOTE, Detection, Note, Recognition, reading_order
from .search import WORK_LONG, Search, search
from .second_pass import second_pass
from .signs import sign_evidence, sign_moves, suit_signs
from .sizes import fits_sizes
from .suit_moves import moved, suit_moves
from .unread import card_mass, unread_note
from .weighing import ink_stays, weigh_evidence

MIN_SCORE = 0.55
"""A read this sure (the classifier's probability) or surer is reported at all."""
SMALL_INDEX = 11.0
"""Corner indices whose rank and suit lie closer than this (working pixels) are hard to read."""
NO_COLOUR_NOTE = Note("no_colour")
"""The advice given when the photo has no colour (`vision.colour`): every read is marked
`low_confidence` but those whose suit sign's shape names their suit (`vision.doubt.marked`),
and the player should check the suits of the marked ones."""
BLURRED = 9.0
"""A photo is called blurred when its sharpest edges (`vision.focus.edge_sharpness`, before
any sharpening) are under this share, in %, of its tonal range. Sharp photos of cards measure
14 and up; the shipped blurred hand 3; real photos blurred by sigma 2 working pixels 6 to 12
(most of those still read, once sharpened), by 4 pixels 2 to 5. It is not told where the blur
spared the cards (`_blur_spared`)."""


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
              first_look: bool = True, finer: FinerDecode | None = None) -> Recognition:
    """The cards shown face-up in `image` (BGR, BGRA or grey uint8; it is not modified).
    Where they lie in a small part of it, that part is read again, closer (`vision.closer`),
    from `finer` where the photo was decoded reduced (`vision.loading.load_photo`).
    `first_look`: as `read_photo`'s."""
    return looked_closer(image, read_photo(image, classifier, first_look)[0], classifier,
                         first_look, finer)


def looked_closer(image: np.ndarray, first: Recognition,
                  classifier: CornerClassifier | None = None,
                  first_look: bool = True, finer: FinerDecode | None = None) -> Recognition:
    """`first`, the read of `image`, with the part of the photo its cards lie in read again
    where that part is small (`vision.closer`); else `first` itself. That part is decoded
    again from `finer` where this gives it more pixels, up to the working size."""
    region = closer_region(first)
    if region is None:
        return first
    x0, y0, x1, y1 = region
    again = finer.region(region, WORK_LONG) if finer is not None else None
    part, times = again if again is not None else (image[y0:y1, x0:x1], 1)
    closer = read_photo(part, classifier, first_look)[0]
    return merged(first, closer, (x0, y0), times)


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
    settled = _settle(model, found, probs, everything)
    detections = [_detection(model, found, label, places, proof, settled.grey)
                  for (label, places), proof in zip(settled.by_card.items(), settled.evidence,
                                                    strict=True)]
    order = sorted(range(len(detections)), key=lambda k: reading_order(detections[k]))
    height, width = image.shape[:2]
    sizes = [float(found.candidates.distance[places[0]]) for places in settled.by_card.values()]
    unread = unread_note(found, card_mass(probs, model.cards),
                         settled.spots + [k for pair in settled.pairs for k in pair],
                         [p[0] for p in settled.by_card.values()])
    advice = _advice(found, detections, sizes, bool(unread))
    if settled.grey and detections:
        advice.append(NO_COLOUR_NOTE)
    advice += unread
    all_places = list(settled.by_card.values())
    return Workings(Recognition([detections[k] for k in order], width, height, advice), found,
                    probs, [settled.evidence[k] for k in order], [all_places[k] for k in order])


@dataclass(frozen=True)
class _Settled:
    """The cards a photo's reads settle on: per card's class, the candidates it was read
    from (surest first) and, in the same order, the evidence weighed; the places won by a
    read (`spots`) and the pairs of weak looks found as cards (`pairs`); whether the photo
    has no colour."""

    by_card: dict[int, list[int]]
    evidence: list[Evidence]
    spots: list[int]
    pairs: list[tuple[int, int]]
    grey: bool


def _settle(model: CornerClassifier, found: Search, probs: np.ndarray,
            everything: bool) -> _Settled:
    """From each candidate's probabilities to one read per card: the places won
    (`_won_places`), pairs of weak looks (in colour), moves by the suit sign's shape (without
    colour), places gathered per card, evidence weighed, moves by pips or ink, and without
    colour what each read's suit sign shows and the places read by their rank (`_by_sign`)."""
    cands = found.candidates
    best, score, is_card = _verdicts(model, probs)
    spots, looked = _won_places(model, found, best, score, is_card)
    grey = colourless(found.work)
    sure = [s for s in spots if score[s] >= SURE]
    pairs = [] if grey else low_corner_pairs(cands, probs, model.cards, spots,
                                             cands.distance[sure], MIN_SCORE)
    labels = {s: int(best[s]) for s in spots}
    signs = suit_signs(found, spots) if grey else {}
    signed = sign_moves(model.cards, labels, signs) if grey else {}
    labels.update(signed)
    by_card: dict[int, list[int]] = {}
    for s in spots:
        by_card.setdefault(labels[s], []).append(s)
    for surer, other in pairs:
        by_card.setdefault(int(best[surer]), [surer, other])
    low = frozenset(surer for surer, _ in pairs)
    from_shape = frozenset(signed)
    evidence = weigh_evidence(found, probs, model.cards, by_card, score, everything, looked,
                              from_shape)
    moves = suit_moves(model.cards, by_card, evidence)
    if moves:
        stay = ink_stays(found, model.cards, by_card, moves, evidence)
        from_shape |= {p for label in moves for p in by_card[label]
                       if p not in stay.get(label, [])}
        by_card = moved(by_card, moves, stay)
        evidence = weigh_evidence(found, probs, model.cards, by_card, score, everything, looked,
                                  from_shape)
    evidence = [replace(proof, low_corners=True) if places[0] in low else proof
                for places, proof in zip(by_card.values(), evidence, strict=True)]
    settled = _Settled(by_card, evidence, spots, pairs, grey)
    if not grey:
        return settled
    return _by_sign(model, found, probs, settled, signs, score, is_card & (score >= MIN_SCORE),
                    sure, everything)


def _by_sign(model: CornerClassifier, found: Search, probs: np.ndarray, settled: _Settled,
             signs: dict[int, SignShape | None], score: np.ndarray, plain: np.ndarray,
             sure: list[int], everything: bool) -> _Settled:
    """Without colour: `settled` with each read weighed by what its suit sign's shape shows
    (`signs`; `vision.signs`), then the places read by their rank alone
    (`vision.rank_reads`). `plain`: per candidate, whether a card is read there at MIN_SCORE;
    `sure`: the places read surely."""
    evidence = sign_evidence(probs, model.cards, settled.by_card, settled.evidence, signs)
    read = {card for card in (model.cards[label] for label in settled.by_card)
            if card is not None}
    ranked = rank_places(model, found, probs, plain, settled.spots, sure, read, MIN_SCORE)
    if not ranked:
        return replace(settled, evidence=evidence)
    by_card, evidence = with_rank_reads(model, found, probs, settled.by_card, evidence, score,
                                        ranked, everything)
    return replace(settled, by_card=by_card, evidence=evidence,
                   spots=settled.spots + list(ranked))


def _won_places(model: CornerClassifier, found: Search, best: np.ndarray, score: np.ndarray,
                is_card: np.ndarray) -> tuple[list[int], dict[int, float]]:
    """The candidates that win their place (read at MIN_SCORE or more, the surest of their
    place, standing a second look where unsure, and of the photo's index size where unsure),
    and the second looks taken (candidate -> averaged probability of its read). `best`,
    `score`, `is_card`: the candidates' `_verdicts`."""
    cands = found.candidates
    keep = np.nonzero(is_card & (score >= MIN_SCORE))[0]
    keep = keep[np.argsort(-score[keep], kind="stable")]
    # The surest read of each place wins it (of reads equally sure, the one found first; the
    # second pass's candidates come after the plain ones). An unsure winner is looked at
    # again, and one that does not stand gives its place to the next read there. Only winners
    # are looked at again: a read that loses its place to a surer one changes nothing either
    # way.
    looked: dict[int, float] = {}
    while True:
        spots = surest_per_index(cands, found.blobs.centers, keep)
        unsure = np.array([s for s in spots if score[s] < SURE and s not in looked], np.int64)
        if not len(unsure):
            break
        averaged = reread(found.levels, cands, unsure, model)
        looked.update((int(k), float(averaged[i, best[k]])) for i, k in enumerate(unsure))
        fails = unsure[~stands(averaged, best[unsure])]
        keep = keep[~np.isin(keep, fails)]
    return _sized(spots, score, cands.distance), looked


def _detection(model: CornerClassifier, found: Search, label: int, places: list[int],
               proof: Evidence, grey: bool) -> Detection:
    """The card of class `label`, read at `places` (surest first) with evidence `proof`, as
    reported: its index outline in photo pixels, its confidence, and whether it is marked
    (`vision.doubt.marked`: unsure, or in a photo without colour its suit sign's shape not
    naming its suit)."""
    top = places[0]
    card = model.cards[label]
    assert card is not None
    polygon = _index_outline(found.candidates.center[top], found.candidates.down[top],
                             float(found.candidates.distance[top])) / found.scale
    x0, y0 = polygon.min(axis=0)
    x1, y1 = polygon.max(axis=0)
    sureness = confidence(proof)
    return Detection(
        card=card, confidence=sureness,
        box=(float(x0), float(y0), float(x1), float(y1)),
        polygon=tuple((float(x), float(y)) for x, y in polygon),  # type: ignore[arg-type]
        low_confidence=marked(proof, grey), corners=min(2, len(places)))


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


def _advice(found: Search, detections: list[Detection], sizes: list[float],
            unread: bool) -> list[Note]:
    """Hints about the photo (`found`: its search): blank, dark, blurred, cards too small,
    nothing or doubts found.

    `sizes` are the rank-to-suit distances of the cards read, in working pixels; `unread`:
    whether cards are there unread (`vision.unread`)."""
    notes = []
    grey = cv2.cvtColor(found.work, cv2.COLOR_BGR2GRAY)
    mean, spread = (float(v[0][0]) for v in cv2.meanStdDev(grey))
    if spread < 2.0:
        return [Note("blank")]
    if mean < 40:
        notes.append(Note("dark"))
    index_size = float(np.median(sizes)) if sizes else None
    doubts = any(d.low_confidence for d in detections)
    if found.sharpness < BLURRED and not _blur_spared(found, index_size, doubts or unread):
        notes.append(Note("blurred"))
    if not detections:
        notes.append(Note("no_cards"))
    elif doubts:
        notes.append(UNCERTAIN_NOTE)
    if index_size is not None and index_size < SMALL_INDEX:
        notes.append(Note("small"))
    return notes


def _blur_spared(found: Search, index_size: float | None, trouble: bool) -> bool:
    """Whether the blur of a photo measured soft (`found`: its search) spared its cards, so
    that calling it blurred would tell the player nothing: cards were read (`index_size`:
    their median rank-to-suit distance, None where none was), nothing shows `trouble` (a read
    marked, a card there unread), and the blur is small beside the indices read
    (`vision.focus.spares_indices`). A 640 x 480 phone photo of a card or two, enlarged to the
    working size, measures soft though its large indices read sharply."""
    return (index_size is not None and not trouble
            and spares_indices(found.sharpness, index_size, found.scale))
