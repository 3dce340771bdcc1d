"""How often the note "cards are there but could not be read" comes, at several values of
`vision.unread.WEAK` at once (run by hand).

    python bench/vision_unread.py --weak 0.3 --weak 0.2 --weak 0.1      # the four real sets
    python bench/vision_unread.py --design svg-standard --scenes 60 --seed 152000000 --weak 0.3
    python bench/vision_unread.py --design drawn --scenes 120 --seed 152100000 --weak 0.3

Each photo is read once (`vision.recognizer.read_workings`); the note is then worked out
again from the same reads for each `--weak` (`vision.unread.unread_note`), so only the note
differs, never a read. Per set and value it prints how many photos with a card missed say so
(the note, or that the photo is blurred) and how many with none missed say so wrongly, as
`vision_eval.py` and `vision_synth_eval.py` count them (with the shipped WEAK their figures
are these). Rendered scenes (`--design`: `drawn`, `bidly` or a design drawn into `--decks`)
are dealt as `vision_synth_eval.py` deals them.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from vision_eval import STANDARD, score_photo, standard_photos  # noqa: E402

from vision.classifier import default_classifier  # noqa: E402
from vision.recognizer import Workings, read_workings  # noqa: E402
from vision.results import Recognition  # noqa: E402
from vision.synth.measuring import design_deck, measuring_scenes, readable_cards  # noqa: E402
from vision.training.dataset import PHOTOS, table_crops, train_photos  # noqa: E402
from vision.unread import card_mass, unread_note  # noqa: E402


def with_weak(workings: Workings, weak: float) -> Recognition:
    """The recognition of `workings` with its unread note worked out at `weak`."""
    found, result = workings.found, workings.recognition
    mass = card_mass(workings.probs, default_classifier().cards)
    spots = [k for places in workings.places for k in places]
    tops = [places[0] for places in workings.places]
    kept = [w for w in result.warnings if w.code != "unread"]
    note = unread_note(found, mass, spots, tops, weak)
    return Recognition(result.cards, result.width, result.height, kept + note)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--weak", type=float, action="append", required=True)
    parser.add_argument("--set", action="append", choices=sorted(STANDARD), dest="sets")
    parser.add_argument("--design", help="rendered scenes instead: drawn, bidly or a design "
                                         "of vision.synth.designs drawn into --decks")
    parser.add_argument("--decks", type=Path, default=Path("/tmp/vision-decks"))
    parser.add_argument("--scenes", type=int, default=60)
    parser.add_argument("--seed", type=int, default=152_000_000)
    parser.add_argument("--no-first-look", action="store_true",
                        help="the network weighs every candidate (no vision.prefilter)")
    args = parser.parse_args(argv)
    first_look = not args.no_first_look
    cv2.setNumThreads(1)
    # per set, per weak: [photos short, short told, whole, whole warned]
    counts: dict[str, dict[float, list[int]]] = {}
    if args.design:
        crops = table_crops(train_photos(PHOTOS))
        try:
            design = design_deck(args.design, args.decks, PHOTOS)
        except ValueError as error:
            raise SystemExit(str(error)) from None
        label = f"{args.design} ({args.scenes} scenes from {args.seed})"
        tally = counts.setdefault(label, {w: [0, 0, 0, 0] for w in args.weak})
        for _seed, scene in measuring_scenes(design, crops, args.scenes, args.seed):
            workings = read_workings(scene.image, first_look=first_look)
            seen = readable_cards(scene)
            for weak in args.weak:
                result = with_weak(workings, weak)
                reads = {str(d.card) for d in result.cards}
                told = any(w.code == "unread" for w in result.warnings)
                says = told or any(w.code == "blurred" for w in result.warnings)
                row = tally[weak]
                if seen - reads:
                    row[0] += 1
                    row[1] += says
                else:
                    row[2] += 1
                    row[3] += told
    else:
        for photo_set, name, image in standard_photos(args.sets):
            workings = read_workings(image, first_look=first_look)
            tally = counts.setdefault(photo_set.name, {w: [0, 0, 0, 0] for w in args.weak})
            for weak in args.weak:
                scored, _notes = score_photo(photo_set, name, with_weak(workings, weak))
                row = tally[weak]
                row[0] += scored.short
                row[1] += scored.short_told
                row[2] += 1 - scored.short
                row[3] += scored.whole_warned
    for label, by_weak in counts.items():
        print(label)
        for weak, (short, told, whole, warned) in by_weak.items():
            print(f"  WEAK {weak:.2f}: missed told {told} of {short}; "
                  f"none missed, told wrongly {warned} of {whole}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
