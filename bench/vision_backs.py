"""Card backs are no cards: read photos of nothing but card backs (run by hand).

    python bench/vision_backs.py                       # every theme in /usr/share/aisleriot/cards
    python bench/vision_backs.py --themes /usr/share/aisleriot/cards/tango.svgz --verbose

Each SVG card theme of Debian's gnome-cards-data (GPL-3+; `apt-get install gnome-cards-data
librsvg2-bin`) has a back (element id ``back``). It is drawn by ``rsvg-convert`` and laid on a
plain table, as one card and as a fanned stack of four, at a few sizes (a card 12 to 35 % of
the picture's longer side) and turns, with a little blur and noise: `--scenes` pictures per
theme. Nothing in them is a card's face, so every read is wrong. It prints, per theme, the
pictures read, the reads (and how many of them are sure), and the median number of candidates
the network weighed. Measuring only: nothing is trained on or copied into the repository.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
from pathlib import Path

import cv2
import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from vision.recognizer import read_photo  # noqa: E402

THEMES = Path("/usr/share/aisleriot/cards")


def back_of(theme: Path, width: int = 300, again: bool = True) -> np.ndarray | None:
    """The theme's card back, BGRA, `width` pixels wide (None where it has none)."""
    done = subprocess.run(["rsvg-convert", "-i", "back", "-w", str(width), str(theme)],
                          capture_output=True, check=False)
    if done.returncode or not done.stdout:
        return None
    picture = cv2.imdecode(np.frombuffer(done.stdout, np.uint8), cv2.IMREAD_UNCHANGED)
    if picture is None or picture.ndim != 3 or picture.shape[2] != 4:
        return None
    ys, xs = np.nonzero(picture[:, :, 3] > 127)
    if not len(xs):
        return None
    back = picture[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    if back.shape[1] < width * 0.6 and again:  # a small part of the drawing: draw it larger
        return back_of(theme, round(width * width / back.shape[1]), again=False)
    return back


def scene(back: np.ndarray, rng: np.random.Generator, size: tuple[int, int] = (1280, 960)
          ) -> np.ndarray:
    """Backs on a plain table: one, or a fanned stack of four, turned and scaled at random."""
    width, height = size
    table = np.empty((height, width, 3), np.float32)
    table[:] = rng.uniform(40, 170, 3)
    table += rng.normal(0, 4, table.shape)
    share = rng.uniform(0.12, 0.35)
    scale = share * width / back.shape[1]
    count = 1 if rng.random() < 0.5 else 4
    cx, cy = rng.uniform(0.3, 0.7) * width, rng.uniform(0.3, 0.7) * height
    angle = rng.uniform(0, 360)
    bgr = back[:, :, :3].astype(np.float32)
    alpha = back[:, :, 3].astype(np.float32) / 255
    for k in range(count):
        turn = angle + (k - count / 2) * 12
        matrix = cv2.getRotationMatrix2D((back.shape[1] / 2, back.shape[0] / 2), turn, scale)
        matrix[:, 2] += (cx - back.shape[1] / 2 + k * share * width * 0.15,
                         cy - back.shape[0] / 2)
        face = cv2.warpAffine(bgr, matrix, size)
        cover = cv2.warpAffine(alpha, matrix, size)[..., None]
        table = table * (1 - cover) + face * cover
    table = cv2.GaussianBlur(table, (0, 0), rng.uniform(0.3, 1.2))
    table += rng.normal(0, 2.5, table.shape)
    return np.clip(table, 0, 255).astype(np.uint8)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--themes", type=Path, nargs="*")
    parser.add_argument("--scenes", type=int, default=6)
    parser.add_argument("--seed", type=int, default=170_000_000)
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)
    cv2.setNumThreads(1)
    themes = args.themes or sorted(THEMES.glob("*.svgz"))
    total = reads = sure = 0
    for theme in themes:
        back = back_of(theme)
        if back is None:
            print(f"{theme.name}: no back")
            continue
        said: list[str] = []
        weighed = []
        for i in range(args.scenes):
            picture = scene(back, np.random.default_rng(args.seed + i))
            result, found, _ = read_photo(picture)
            weighed.append(len(found.candidates))
            said += [f"{d.card}{'' if not d.low_confidence else '?'} {d.confidence:.2f}"
                     for d in result.cards]
        total += args.scenes
        reads += len(said)
        sure += sum("?" not in r for r in said)
        print(f"{theme.name:<28} {args.scenes} pictures, {len(said)} reads "
              f"({sum('?' not in r for r in said)} sure), median "
              f"{statistics.median(weighed):.0f} candidates"
              + (f": {', '.join(said)}" if said and args.verbose else ""), flush=True)
    print(f"all: {total} pictures of card backs, {reads} reads, {sure} of them sure")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
