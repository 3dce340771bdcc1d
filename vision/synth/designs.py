"""Real deck designs drawn from SVG artwork, for rendering scenes in many designs.

The artwork is installed at training time only (never needed by the app or the tests):
Debian's `gnome-cards-data` (aisleriot's themes: one SVG, the cards in a 13 × 5 grid),
`kdegames-card-data-kf5` (KDE's decks: one SVG, an element per card) and SVG decks from the
npm registry (one file per card). `DESIGNS` names each design the project uses, where it
comes from and whether it is trained on; `vision/training/SOURCES.md` records the licences.

`render_design(design)` draws the 52 faces as RGBA pictures of the drawn cards' size;
`python -m vision.synth.designs OUT_DIR` writes them as OUT_DIR/NAME/3c.png (bidly's names),
which `PhotoDeck(OUT_DIR / NAME)` reads.
"""

from __future__ import annotations

import argparse
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import cv2
import numpy as np

from scorekeeper.gin.cards import DECK, Card, Rank

from .faces import CARD_H, CARD_W

AISLERIOT = Path("/usr/share/aisleriot/cards")
KDE = Path("/usr/share/carddecks")
NPM = Path("/tmp/vision-npm")
"""Where `npm pack` tarballs are unpacked (`python -m vision.synth.designs --npm`)."""


@dataclass(frozen=True)
class Design:
    """One deck design: its name, how to draw it, and whether training may see it."""

    name: str
    kind: str  # "aisleriot", "kde", "files", "photos"
    path: str  # the SVG (aisleriot, kde), or the folder of one file per card
    source: str  # the package it comes from, with version
    held_out: bool = False
    pattern: str = ""  # for "files": the file name of a card, e.g. "{rank}{suit}.svg"


def _aisleriot(name: str, held_out: bool = False) -> Design:
    return Design(name, "aisleriot", str(AISLERIOT / f"{name}.svgz"),
                  "gnome-cards-data 1:3.22.23-1 (Debian)", held_out)


def _kde(folder: str, svg: str, held_out: bool = False) -> Design:
    return Design(folder, "kde", str(KDE / folder / svg),
                  "kdegames-card-data-kf5 4:22.12.3-1 (Debian)", held_out)


DESIGNS: tuple[Design, ...] = (
    # trained on
    _aisleriot("anglo"),
    _aisleriot("anglo_bitmap"),
    _aisleriot("anglo_poker"),
    _aisleriot("anglo_modern"),
    _aisleriot("anglo_modern_4_color"),
    _aisleriot("atlasnye"),
    _aisleriot("bellot"),
    _aisleriot("dondorf"),
    _aisleriot("gnomangelo"),
    _aisleriot("gnomangelo_bitmap"),
    _aisleriot("guyenne-classic"),
    _aisleriot("neoclassical"),
    _aisleriot("neoclassical_4_color"),
    _aisleriot("paris"),
    _aisleriot("plastic"),
    _aisleriot("simplistic"),
    _aisleriot("tigullio"),
    _kde("svg-standard", "standard.svgz"),
    _kde("svg-jolly-royal", "jolly-royal.svgz"),
    _kde("svg-tigullio-international", "tigullio-international.svgz"),
    _kde("svg-dondorf", "dondorf.svgz"),
    _kde("svg-gm-paris", "paris.svgz"),
    Design("kennard-2color", "files",
           str(NPM / "react-playing-cards/package/src/images/2color"),
           "@heruka_urgyen/react-playing-cards 0.5.0 (npm; Adrian Kennard's cards)",
           pattern="{RANKT}{SUIT}.svg"),
    Design("kennard-bigface", "files",
           str(NPM / "react-playing-cards/package/src/images/2color-bf"),
           "@heruka_urgyen/react-playing-cards 0.5.0 (npm; Adrian Kennard's cards)",
           pattern="{RANKT}{SUIT}.svg"),
    Design("svg-cards", "aisleriot-ids", str(NPM / "svg-cards/package/svg-cards.svg"),
           "svg-cards 4.0.2 (npm; David Bellot's SVG-cards)"),
    # held out: never trained on, nor any design of the same family
    _aisleriot("ornamental", held_out=True),
    _aisleriot("tango", held_out=True),
    Design("vector-playing-cards", "files", str(NPM / "cardsJS/package/dist/cards"),
           "cardsJS 1.1.1 (npm; Chris Aguilar's Vectorized Playing Cards 1.3)",
           pattern="{RANK}{SUIT}.svg", held_out=True),
    Design("standard-deck", "files", str(NPM / "playing-cards-standard-deck/package/cards"),
           "@younestouati/playing-cards-standard-deck 3.0.0 (npm; after Chris Aguilar's)",
           pattern="{NUM}{suit}.svg", held_out=True),
)
"""The designs used (`vision/training/SOURCES.md` says why the others are left out). Held out
(chosen before the first training run, never trained on): gnome-cards-data's `ornamental`
and `tango` (their relatives svg-nicu-ornamental, svg-nicu-white and tango_nuevo are not
used at all), and Chris Aguilar's cards in two versions (`vector-playing-cards`,
`standard-deck`); the bidly photographs are held out too."""

NPM_PACKAGES = {
    "cardsJS": "cardsJS@1.1.1",
    "react-playing-cards": "@heruka_urgyen/react-playing-cards@0.5.0",
    "playing-cards-standard-deck": "@younestouati/playing-cards-standard-deck@3.0.0",
    "svg-cards": "svg-cards@4.0.2",
}


def design(name: str) -> Design:
    for d in DESIGNS:
        if d.name == name:
            return d
    raise KeyError(f"no deck design called {name!r}; the designs: "
                   + ", ".join(d.name for d in DESIGNS))


def _svg_png(svg: str, width: int, element: str | None = None) -> np.ndarray | None:
    args = ["rsvg-convert", "-w", str(width)]
    if element is not None:
        args += ["-i", element]
    done = subprocess.run([*args, svg], capture_output=True, check=False)
    if done.returncode or not done.stdout:
        return None
    picture = cv2.imdecode(np.frombuffer(done.stdout, np.uint8), cv2.IMREAD_UNCHANGED)
    if picture is None or picture.ndim != 3 or picture.shape[2] != 4:
        return None
    return np.asarray(picture)


def _card_sized(picture: np.ndarray) -> np.ndarray | None:
    """A card's picture cropped to its outline (alpha) and scaled to CARD_W × CARD_H; None
    when it is not shaped like a card."""
    ys, xs = np.nonzero(picture[:, :, 3] > 127)
    if len(xs) == 0:
        return None
    crop = picture[ys.min():ys.max() + 1, xs.min():xs.max() + 1]
    h, w = crop.shape[:2]
    if not 1.25 < h / w < 1.6:
        return None
    return np.asarray(cv2.resize(crop, (CARD_W, CARD_H), interpolation=cv2.INTER_AREA))


def _grid(d: Design) -> dict[Card, np.ndarray]:
    """aisleriot's layout: 13 columns (ace to king) by 5 rows (clubs, diamonds, hearts,
    spades, then jokers and the back)."""
    sheet = _svg_png(d.path, 13 * CARD_W * 2)
    if sheet is None:
        return {}
    h, w = sheet.shape[:2]
    cw, ch = w / 13, h / 5
    order = ("CLUBS", "DIAMONDS", "HEARTS", "SPADES")
    out = {}
    for card in DECK:
        row, col = order.index(card.suit.name), int(card.rank) - 1
        cell = sheet[round(row * ch):round((row + 1) * ch), round(col * cw):round((col + 1) * cw)]
        face = _card_sized(cell)
        if face is not None:
            out[card] = face
    return out


def _element_name(card: Card, kind: str) -> str:
    words = {Rank.ACE: "1", Rank.JACK: "jack", Rank.QUEEN: "queen", Rank.KING: "king"}
    rank = words.get(card.rank, str(int(card.rank)))
    suit = card.suit.name.lower()[:-1]
    return f"{rank}_{suit}" if kind == "kde" else f"{suit}_{rank}"


def _elements(d: Design) -> dict[Card, np.ndarray]:
    out = {}
    for card in DECK:
        picture = _svg_png(d.path, CARD_W * 2, _element_name(card, d.kind))
        face = _card_sized(picture) if picture is not None else None
        if face is not None:
            out[card] = face
    return out


def _file_name(card: Card, pattern: str) -> str:
    letter = {Rank.ACE: "A", Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
    rank = letter.get(card.rank, str(int(card.rank)))
    return pattern.format(RANK=rank, RANKT="T" if card.rank == Rank.TEN else rank,
                          NUM=int(card.rank), SUIT=card.suit.name[0], suit=card.suit.name[0].lower())


def _files(d: Design) -> dict[Card, np.ndarray]:
    out = {}
    for card in DECK:
        path = Path(d.path) / _file_name(card, d.pattern)
        picture = _svg_png(str(path), CARD_W * 2) if path.exists() else None
        face = _card_sized(picture) if picture is not None else None
        if face is not None:
            out[card] = face
    return out


RENDERERS: dict[str, Callable[[Design], dict[Card, np.ndarray]]] = {
    "aisleriot": _grid, "kde": _elements, "aisleriot-ids": _elements, "files": _files,
}


def render_design(d: Design) -> dict[Card, np.ndarray]:
    """The faces of a design that could be drawn (RGBA, CARD_W × CARD_H), by card."""
    return RENDERERS[d.kind](d)


def file_stem(card: Card) -> str:
    """bidly's name of a card's picture: `3c`, `10h`, `Qs`."""
    letter = {Rank.ACE: "A", Rank.TEN: "10", Rank.JACK: "J", Rank.QUEEN: "Q", Rank.KING: "K"}
    return letter.get(card.rank, str(int(card.rank))) + card.suit.name[0].lower()


def fetch_npm(folder: Path = NPM) -> None:
    """`npm pack` each npm design's package and unpack it under `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    for name, spec in NPM_PACKAGES.items():
        if (folder / name / "package").exists():
            continue
        done = subprocess.run(["npm", "pack", spec, "--silent"], cwd=folder, capture_output=True,
                              text=True, check=True)
        tarball = folder / done.stdout.strip().splitlines()[-1]
        (folder / name).mkdir(exist_ok=True)
        subprocess.run(["tar", "xzf", str(tarball), "-C", str(folder / name)], check=True)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--npm", action="store_true", help="first fetch the npm packages")
    parser.add_argument("--only", action="append", help="draw only this design (repeatable)")
    args = parser.parse_args(argv)
    if args.npm:
        fetch_npm()
    for d in DESIGNS:
        if args.only and d.name not in args.only:
            continue
        faces = render_design(d)
        folder = args.out / d.name
        folder.mkdir(parents=True, exist_ok=True)
        for card, face in faces.items():
            cv2.imwrite(str(folder / f"{file_stem(card)}.png"), face)
        print(f"{d.name}: {len(faces)} of 52 faces{' (held out)' if d.held_out else ''}",
              flush=True)


if __name__ == "__main__":
    main()
