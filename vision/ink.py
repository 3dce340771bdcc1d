"""Ink on card faces: the dark or coloured glyphs printed on a white card.

A card face is the brightest, least coloured thing on a table. Its print
(corner indices, pips, artwork) is darker than the card white around it, in
every colour channel for black ink and in green and blue for red ink; so the
*smallest* channel of each pixel, compared with the card white nearby, marks
ink whatever its colour. The card white nearby is estimated by a grey closing
(a max then a min filter) wider than a glyph, which fills each glyph with the
white that surrounds it, on a reduced copy of the image for speed.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import cv2
import numpy as np

from .byte_stats import float32_percentile, percentile

INK_RATIOS = (0.58, 0.8)
"""A pixel is ink where its smallest channel is below this share of the local card white.

Two shares are tried: the lower one parts glyphs that blur into each other or
into a shadow, the higher one keeps faint or tiny glyphs whole."""

MIN_WHITE = 60
"""Local white darker than this (of 255) is not a card face, however it compares..."""
DIM_WHITE = (0.3, 16)
"""...except in a dim photo, whose brightest white (the 99th percentile of the local white) is
under MIN_WHITE / 0.3: there the card white is anything over 0.3 of that brightest white, and
at least 16 (a photo taken in a dim room is still read)."""
FAINT_PHOTO = (0.3, 0.8)
"""A washed-out photo (fog, a bright window behind, a flat scan): when even its darkest ink is
pale — the 0.5th percentile of the pixels' share of their card white, over card white at least
FAINT_PAPER of the brightest, is over the first value — ink is also looked for in the shares
stretched so that its darkest ink counts as dark (fully from the second value on, in proportion
between the two), besides the shares as they are: a photo of tiny print can measure as pale
too. Photos with dark ink anywhere are read exactly as before."""
FAINT_PAPER = 0.55
NEUTRAL = 0.7
"""Card white is about grey once the photo's light is taken out: where the local white's
smallest channel, each channel divided by the card white's (a white balance), is under this
share of its largest, the surface has another colour than the cards (a wood, cork or felt
table), and its grain or weave is not looked at for ink (`neutral_white`). The card white's
colour is that of the greyest quarter (GREYEST) of the local white at least BRIGHT of the
brightest; local white greyer than that colour is paper whatever its hue. A cream card next to a
whiter table or glare measures about 0.8; rendered wood tables under half; an orange cork board
under cool daylight, which is about as grey as the bluish cards there, about 0.55."""
BRIGHT = 0.8
GREYEST = 0.25
"""The card white's colour is taken from this greyest share of the bright local white."""
MIN_FILL = 0.12
"""A glyph blob inks at least this share of its bounding box (`find_blobs`)."""
PARTING = (3, 7)
"""The widths (working pixels) of the openings that part glyphs from the lines they touch
(`parted_blobs`); chosen on rendered calibration scenes over (3,) and (3, 7, 11)."""
PARTED_SIZE = 4
"""A glyph parted from a line by an opening w pixels wide is at least this many times w
long (smaller shapes left by the opening are bits of glyphs)."""
CROP_MARGIN = 8
"""The empty margin around each joined component's box, wider than any parting's opening
(PARTING), so that the boxes are cut once for all of them (a wider opening parts all the
components together)."""
PER_COMPONENT = 64
"""Up to this many joined components are parted one by one, each in its own box; more are
parted together in the box around all of them. Both give the same blobs in the same order;
one by one is cheaper where a few shapes lie far apart (cards of a fan spread over a table)."""
TEXTURE = 0.15
"""A carpet, a rug or a dense weave is nearly grey and bright, so it passes for paper, but its
local white is set by specks of fibre and most of it is ink. Card white is flat: next to every
index lies clean white, a square of paper with no ink. When the higher ink level covers more
than this share of the working image, ink is no longer looked for away from clean white
(`textured`); a photo with less ink than that reads as before."""
CLEAN = (4, 3)
"""Clean white: a block of this many working pixels across (the first value) with no ink,
among a square of this many such blocks across (the second value) with none either; so at
least 12x12 working pixels of paper."""
SAME_GLYPH = 0.25
"""Two blobs are one glyph found at two ink levels when their centres and sizes differ by at
most this share of its size (`copies_of`; the second pass and the pattern test use it)."""


@dataclass(frozen=True)
class Blobs:
    """Connected patches of ink: one row per blob, in working-image pixels."""

    centers: np.ndarray  # (n, 2) float32, x and y of each bounding box's centre
    sizes: np.ndarray  # (n,) float32, the longer side of each bounding box
    boxes: np.ndarray  # (n, 4) int32, x, y, width, height
    areas: np.ndarray  # (n,) int32, ink pixels

    def __len__(self) -> int:
        return len(self.sizes)

    def fill(self) -> np.ndarray:
        """(n,) the share of each blob's bounding box its ink covers."""
        sides = self.boxes[:, 2:4].astype(np.float64)
        return np.asarray(self.areas / np.maximum(1.0, sides[:, 0] * sides[:, 1]))


@dataclass(frozen=True)
class Joined:
    """The ink `split_blobs` turns away as joined to something longer, one component at a
    time: the labels of the whole mask, and the label and box of each joined component."""

    labels: np.ndarray  # (h, w) int32, the components of the whole mask
    ids: np.ndarray  # (k,) int, the labels of the joined components
    boxes: np.ndarray  # (k, 4) int32, x, y, width, height of each

    def __len__(self) -> int:
        return len(self.ids)

    @cached_property
    def crops(self) -> list[tuple[int, int, np.ndarray]]:
        """Per joined component: the corner (x0, y0, on even pixels) of its box grown by
        CROP_MARGIN, and a 0/1 mask of the component alone in that box (worked out once for
        every opening width)."""
        out = []
        for label, box in zip(self.ids, self.boxes, strict=True):
            x0, y0, x1, y1 = _margined(box, CROP_MARGIN, self.labels.shape)
            out.append((x0, y0, (self.labels[y0:y1, x0:x1] == label).view(np.uint8)))
        return out

    @cached_property
    def mask(self) -> np.ndarray:
        """The joined ink as a 0/255 mask (worked out once for every opening width)."""
        if not len(self.ids):
            return np.zeros(self.labels.shape, np.uint8)
        lookup = np.zeros(int(self.labels.max()) + 1, np.uint8)
        lookup[self.ids] = 255
        mask: np.ndarray = lookup.take(self.labels)
        return mask


def local_white(minimum: np.ndarray, glyph_px: float) -> np.ndarray:
    """The card white around each pixel: a closing wider than a glyph, done at half size.

    A closing (a max filter, then a min filter of the same width) fills dark
    shapes narrower than the filter with the white around them but keeps the
    edge of anything wider, such as the table around a card.
    """
    height, width = minimum.shape
    return cv2.resize(_closed_small(minimum, glyph_px, 1), (width, height),
                      interpolation=cv2.INTER_LINEAR)


def _closed_small(image: np.ndarray, glyph_px: float, halvings: int) -> np.ndarray:
    """`image` (one channel or three) halved `halvings` times, closed by a square wider than a
    glyph (halving one step at a time is several times cheaper than one larger shrink)."""
    small = image
    for _ in range(halvings):
        height, width = small.shape[:2]
        small = cv2.resize(small, (max(1, width // 2), max(1, height // 2)),
                           interpolation=cv2.INTER_AREA)
    size = _closing_size(glyph_px, 2 ** halvings)
    kernel = cv2.getStructuringElement(cv2.MORPH_RECT, (size, size))
    closed: np.ndarray = cv2.morphologyEx(small, cv2.MORPH_CLOSE, kernel)
    return closed


def _closing_size(glyph_px: float, factor: int) -> int:
    """The width of the local white's closing (odd, a third wider than a glyph) on an image
    shrunk `factor` times."""
    return max(3, int(glyph_px * 1.3 / factor) | 1)


def brightest_white(white: np.ndarray) -> float:
    """The photo's brightest card white: the 99th percentile of the local white."""
    return percentile(white[::4, ::4], 99)


def paper_floor(brightest: float) -> float:
    """The least local white that may be a card face (MIN_WHITE, lower in a dim photo)."""
    return max(DIM_WHITE[1], min(MIN_WHITE, DIM_WHITE[0] * brightest))


def ink_masks(image: np.ndarray, glyph_px: float, ratios: tuple[float, ...] = INK_RATIOS,
              minimum: np.ndarray | None = None) -> list[np.ndarray]:
    """0/255 masks of the pixels darker than each of `ratios` of the card white around them
    (in a washed-out photo, also of its stretched shares: FAINT_PHOTO), where that white is
    card paper: bright enough (`paper_floor`), about grey (`neutral_white`) and, on a photo
    with much ink, near clean white (`textured`). `minimum` is the image's `smallest_channel`,
    when the caller has it already."""
    if minimum is None:
        minimum = smallest_channel(image)
    white = local_white(minimum, glyph_px)
    brightest = brightest_white(white)
    paper = (white >= paper_floor(brightest)) & neutral_white(image, glyph_px, brightest)
    share = minimum.astype(np.float32) / np.maximum(white, 1).astype(np.float32)
    # A boolean mask seen as bytes (0 or 1, no copy) times 255.
    masks = [((share < ratio) & paper).view(np.uint8) * 255 for ratio in ratios]
    texture = textured(masks[int(np.argmax(ratios))], glyph_px)  # at the highest level
    if texture is not None:
        paper &= ~texture
        flat = (~texture).view(np.uint8)
        masks = [cv2.bitwise_and(mask, mask, mask=flat) for mask in masks]
    lift = faint_lift(share, white >= FAINT_PAPER * brightest)
    if lift > 0:
        stretched = (share - lift) / (1 - lift)
        masks += [((stretched < ratio) & paper).view(np.uint8) * 255 for ratio in ratios]
    return masks


def neutral_white(image: np.ndarray, glyph_px: float, brightest: float) -> np.ndarray:
    """Where the local white, balanced by the colour of the photo's card white, is about grey
    (NEUTRAL); everywhere in a grey image.

    The local white of each channel is a closing wider than a glyph at a quarter size. The
    card white's colour is the median of the greyest quarter (GREYEST) of the local white
    whose smallest channel is at least BRIGHT of `brightest`: cards are the greyest bright
    surface even where a cream cloth or a yellow glare is brighter. Each channel is divided
    by it, as a white balance would, so a lamp's tint counts for nothing and a table of any
    other hue shows as coloured. Local white at least as grey as the card white's colour is
    paper whatever its hue: a white card whose reference was a cream cloth or a glare.
    """
    if image.ndim == 2:
        return np.ones(image.shape, bool)
    height, width = image.shape[:2]
    closed = _closed_small(np.ascontiguousarray(image[..., :3]), glyph_px, 2)
    channels = [channel.astype(np.float32) for channel in cv2.split(closed)]
    low = cv2.min(cv2.min(channels[0], channels[1]), channels[2])
    high = cv2.max(cv2.max(channels[0], channels[1]), channels[2])
    bright = low >= BRIGHT * brightest
    if not bright.any():
        return np.ones((height, width), bool)
    greyness = low[bright] / np.maximum(high[bright], 1.0)
    greyest = greyness >= float32_percentile(greyness, 100 * (1 - GREYEST))
    card = [max(1.0, float(np.median(channel[bright][greyest]))) for channel in channels]
    balanced = [channel * (1.0 / white) for channel, white in zip(channels, card, strict=True)]
    least = cv2.min(cv2.min(balanced[0], balanced[1]), balanced[2])
    most = cv2.max(cv2.max(balanced[0], balanced[1]), balanced[2])
    # As grey as the card white after the balance, or greyer than it before (a white card
    # whose reference is a cream cloth or a glare).
    grey = ((least >= NEUTRAL * most) | (low >= (min(card) / max(card)) * high)).view(np.uint8)
    keep: np.ndarray = cv2.resize(grey, (width, height), interpolation=cv2.INTER_NEAREST)
    return keep.view(bool)


def textured(ink: np.ndarray, glyph_px: float) -> np.ndarray | None:
    """Where no clean white (CLEAN) lies within half the local white's closing, which is wider
    than a glyph: a carpet or a weave, whose bright specks are too small to be card white.
    None when `ink` (a 0/255 mask) covers at most TEXTURE of the image."""
    height, width = ink.shape
    if cv2.countNonZero(ink) <= TEXTURE * height * width:
        return None
    block, blocks = CLEAN
    small = cv2.resize(ink, (max(1, width // block), max(1, height // block)),
                       interpolation=cv2.INTER_AREA)
    clean = cv2.erode((small == 0).view(np.uint8), np.ones((blocks, blocks), np.uint8))
    reach = _closing_size(glyph_px, block)
    near = cv2.dilate(clean, cv2.getStructuringElement(cv2.MORPH_RECT, (reach, reach)))
    far: np.ndarray = cv2.resize(1 - near, (width, height), interpolation=cv2.INTER_NEAREST)
    return far.view(bool)


def faint_lift(share: np.ndarray, card: np.ndarray) -> float:
    """How far a washed-out photo's shares are stretched: 0 for a photo with dark ink, else
    the share that becomes 0 (FAINT_PHOTO)."""
    on_card = share[::2, ::2][card[::2, ::2]]
    if on_card.size < 100:
        return 0.0
    darkest = float(float32_percentile(on_card, 0.5))
    low, high = FAINT_PHOTO
    weight = min(1.0, max(0.0, (darkest - low) / (high - low)))
    return min(0.8, weight * (darkest - 0.1) / 0.9)


def as_bgr(image: np.ndarray) -> np.ndarray:
    """`image` (BGR, BGRA or grey) as BGR: itself where it is BGR already."""
    if image.ndim == 2:
        return cv2.cvtColor(image, cv2.COLOR_GRAY2BGR)
    if image.shape[2] == 4:
        return cv2.cvtColor(image, cv2.COLOR_BGRA2BGR)
    return image


def smallest_channel(image: np.ndarray) -> np.ndarray:
    """The smallest of a BGR image's three channels per pixel (a grey image as it is)."""
    if image.ndim == 2:
        return image
    blue, green, red = cv2.split(image)[:3]
    return cv2.min(cv2.min(blue, green), red)


def find_blobs(mask: np.ndarray, min_size: float, max_size: float) -> Blobs:
    """The ink blobs whose longer side lies between `min_size` and `max_size` pixels."""
    return _glyph_blobs(_components(mask)[1], min_size, max_size)


def split_blobs(mask: np.ndarray, min_size: float, max_size: float) -> tuple[Blobs, Joined]:
    """`find_blobs`, and the ink it turns away as joined to something longer: the blobs too
    large, or at least `min_size` and too sparse (a glyph touching a card's outline or a frame
    line joins it into one long shape); see `parted_blobs`."""
    labels, stats = _components(mask)
    sizes, fill = _measures(stats)
    joined = (sizes > max_size) | ((fill < MIN_FILL) & (sizes >= min_size))
    joined[0] = False
    ids = np.flatnonzero(joined)
    return _glyph_blobs(stats, min_size, max_size), Joined(labels, ids, stats[ids, :4])


def parted_blobs(joined: Joined, min_size: float, max_size: float, width: int) -> Blobs:
    """Glyphs parted from the thin lines they touch: the blobs of `joined` (the ink
    `split_blobs` turns away) after an opening `width` pixels wide, which removes lines thinner
    than that and keeps the strokes of glyphs. Only such ink is looked at again, so no glyph
    found whole is found twice."""
    least = max(min_size, PARTED_SIZE * width)
    if not len(joined):
        return _no_blobs()
    if len(joined) > PER_COMPONENT or width + 1 > CROP_MARGIN:
        return _parted_together(joined, least, max_size, width)
    # An opening never joins two components nor reaches from one into another (its kernel is
    # connected, and they do not touch), so each is opened and labelled in its own box: the
    # same blobs as opening the whole mask, at the cost of the boxes. They are put in the order
    # the whole mask's labelling would number them (`_first_blocks`).
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (width, width))
    found, firsts = [], []
    for x0, y0, ink in joined.crops:
        x, y, opened = _ink_box(cv2.morphologyEx(ink, cv2.MORPH_OPEN, kernel))
        if opened is None:
            continue
        labels, stats = _components(opened)
        rows = _glyph_rows(stats, least, max_size)
        found.append(_moved(_as_blobs(stats[rows]), x0 + x, y0 + y))
        firsts.append(_first_blocks(labels, rows, stats, x0 + x, y0 + y))
    if not found:
        return _no_blobs()
    order = np.lexsort(np.concatenate(firsts).T[::-1])
    return Blobs(*(np.concatenate([getattr(b, name) for b in found])[order]
                   for name in ("centers", "sizes", "boxes", "areas")))


def _parted_together(joined: Joined, least: float, max_size: float, width: int) -> Blobs:
    """`parted_blobs` for many joined components: the box around all of them opened at once."""
    mask = joined.mask
    # A margin of empty pixels wider than the kernel, and a corner on even pixels, so that the
    # labelling's 2x2 blocks (`_components`) fall as on the whole mask and number the blobs in
    # the same order.
    x0, y0, x1, y1 = _margined(np.array(cv2.boundingRect(mask)), width + 1, mask.shape)
    kernel = cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (width, width))
    x, y, opened = _ink_box(cv2.morphologyEx(mask[y0:y1, x0:x1], cv2.MORPH_OPEN, kernel))
    if opened is None:
        return _no_blobs()
    return _moved(find_blobs(opened, least, max_size), x0 + x, y0 + y)


def _ink_box(mask: np.ndarray) -> tuple[int, int, np.ndarray | None]:
    """The box around the ink of `mask`, its corner moved to even pixels (so that the
    labelling's 2x2 blocks fall as before), as its corner and the mask cut to it; None where
    the opening left no ink. Labelling costs what its box holds, ink or not."""
    x, y, w, h = cv2.boundingRect(mask)
    if not w:
        return 0, 0, None
    x0, y0 = x & ~1, y & ~1
    return x0, y0, mask[y0:y + h, x0:x + w]


def _margined(box: np.ndarray, margin: int, shape: tuple[int, ...]) -> tuple[int, int, int, int]:
    """The corners (x0, y0, x1, y1) of `box` (x, y, width, height) grown by `margin` within an
    image of `shape`, the first corner moved to even pixels."""
    x, y, w, h = (int(v) for v in box)
    x0, y0 = max(0, x - margin) & ~1, max(0, y - margin) & ~1
    return x0, y0, min(shape[1], x + w + margin), min(shape[0], y + h + margin)


def _first_blocks(labels: np.ndarray, rows: np.ndarray, stats: np.ndarray, x0: int, y0: int
                  ) -> np.ndarray:
    """Per component of `rows` (labels of a crop whose corner (x0, y0) lies on even pixels):
    its first 2x2 block of the whole image in raster order, as (block row, block column). The
    block-based labelling (`_components`) numbers components in that order."""
    out = np.zeros((len(rows), 2), np.int64)
    for i, label in enumerate(rows):
        top = int(stats[label, 1]) & ~1
        band = labels[top:top + 2]
        out[i] = ((top + y0) // 2, (int(np.flatnonzero((band == label).any(axis=0))[0]) + x0) // 2)
    return out


def _moved(blobs: Blobs, dx: int, dy: int) -> Blobs:
    """`blobs` found in a crop whose corner is (dx, dy), in the whole image's pixels."""
    return Blobs(centers=blobs.centers + np.array([dx, dy], np.float32), sizes=blobs.sizes,
                 boxes=blobs.boxes + np.array([dx, dy, 0, 0], np.int32), areas=blobs.areas)


def _components(mask: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """The connected components of `mask`: their labels per pixel and their statistics (row
    0 the background)."""
    # Grana's block-based labelling: the same components, numbered in the same order, as the
    # default algorithm, and on this machine's masks about a third cheaper.
    _count, labels, stats, _centroids = cv2.connectedComponentsWithStatsWithAlgorithm(
        mask, 8, cv2.CV_32S, cv2.CCL_GRANA)
    return labels, stats


def _measures(stats: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Per component: its longer side and the share of its bounding box it inks."""
    widths, heights, areas = stats[:, 2], stats[:, 3], stats[:, 4]
    return np.maximum(widths, heights), areas / np.maximum(1, widths * heights)


def _glyph_rows(stats: np.ndarray, min_size: float, max_size: float) -> np.ndarray:
    """The labels (rows of `_components`' statistics, the background row 0 left out) of the
    components of glyph size and fill."""
    sizes, fill = _measures(stats)
    keep = (sizes >= min_size) & (sizes <= max_size) & (fill >= MIN_FILL) & (stats[:, 4] >= 6)
    keep[0] = False
    return np.flatnonzero(keep)


def _glyph_blobs(stats: np.ndarray, min_size: float, max_size: float) -> Blobs:
    """The components (`_components`' statistics) of glyph size and fill, as Blobs."""
    return _as_blobs(stats[_glyph_rows(stats, min_size, max_size)])


def _as_blobs(stats: np.ndarray) -> Blobs:
    """Rows of `_components`' statistics as Blobs."""
    boxes = stats[:, :4].astype(np.int32)
    centers = (boxes[:, :2] + boxes[:, 2:4] / 2.0).astype(np.float32)
    return Blobs(centers=centers, sizes=_measures(stats)[0].astype(np.float32), boxes=boxes,
                 areas=stats[:, 4].astype(np.int32))


def _no_blobs() -> Blobs:
    """No blob at all."""
    return _as_blobs(np.zeros((0, 5), np.int32))


def unseen_blobs(blobs: Blobs, known: Blobs, tolerance: float = 2.0) -> Blobs:
    """The blobs of `blobs` whose box is not, within `tolerance` pixels on every side, the box
    of a blob in `known` (one glyph found twice would count as its own twin in a pattern)."""
    if not len(blobs) or not len(known):
        return blobs
    edges = np.column_stack([blobs.boxes[:, :2], blobs.boxes[:, :2] + blobs.boxes[:, 2:]])
    theirs = np.column_stack([known.boxes[:, :2], known.boxes[:, :2] + known.boxes[:, 2:]])
    order = np.argsort(theirs[:, 0], kind="stable")
    theirs = theirs[order]
    low = np.searchsorted(theirs[:, 0], edges[:, 0] - tolerance, side="left")
    high = np.searchsorted(theirs[:, 0], edges[:, 0] + tolerance, side="right")
    # Every (blob, known box) pair whose left edges lie within `tolerance`, as flat arrays.
    counts = high - low
    mine = np.repeat(np.arange(len(blobs)), counts)
    starts = np.cumsum(counts) - counts
    yours = low[mine] + np.arange(int(counts.sum())) - starts[mine]
    same = (np.abs(theirs[yours] - edges[mine]) <= tolerance).all(axis=1)
    keep = np.ones(len(blobs), bool)
    keep[mine[same]] = False
    return Blobs(blobs.centers[keep], blobs.sizes[keep], blobs.boxes[keep], blobs.areas[keep])


def copies_of(blobs: Blobs, glyph: int) -> np.ndarray:
    """Per blob: whether it is `glyph` (a blob index) or that glyph found again at another ink
    level. Its centre lies within SAME_GLYPH times the glyph's size of the glyph's centre, and
    its size differs from the glyph's by at most SAME_GLYPH times that size."""
    size = float(blobs.sizes[glyph])
    near: np.ndarray = ((np.hypot(*(blobs.centers - blobs.centers[glyph]).T) <= SAME_GLYPH * size)
                        & (np.abs(blobs.sizes - size) <= SAME_GLYPH * size))
    return near


def one_per_glyph(blobs: Blobs, among: np.ndarray) -> np.ndarray:
    """Of the blobs `among` (indices, in order), each one that is no copy (`copies_of`) of an
    earlier one kept: one glyph found at two ink levels is tried once."""
    among = np.asarray(among, np.int64)
    centers, sizes = blobs.centers[among], blobs.sizes[among]
    gap = np.hypot(*(centers[:, None, :] - centers[None, :, :]).transpose(2, 0, 1))
    same = ((gap <= SAME_GLYPH * sizes[:, None])
            & (np.abs(sizes[None, :] - sizes[:, None]) <= SAME_GLYPH * sizes[:, None]))
    taken = np.zeros(len(among), bool)
    kept = []
    for i in range(len(among)):
        if not taken[i]:
            kept.append(i)
            taken |= same[i]
    return among[np.array(kept, np.int64)]


def merge_blobs(groups: list[Blobs]) -> Blobs:
    """The blobs of several masks together, each box found twice kept once."""
    boxes = np.concatenate([g.boxes for g in groups])
    _, first = np.unique(boxes, axis=0, return_index=True)
    first = np.sort(first)
    return Blobs(centers=np.concatenate([g.centers for g in groups])[first],
                 sizes=np.concatenate([g.sizes for g in groups])[first],
                 boxes=boxes[first], areas=np.concatenate([g.areas for g in groups])[first])
