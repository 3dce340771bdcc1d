"""Reading a match sheet back from its PDF, column by column, to compare with the ledger.

pypdf's layout mode keeps each piece of text at its place on the line, so a hand's
points can be told apart by the column they sit in (Ann's or Bob's), not only by
their order. `hand_lines` reads each hand's line of a standard sheet: the words
before the points, and whose column the points and the running total are in.
"""

from __future__ import annotations

import io
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import numpy as np
from PIL import Image
from pypdf import PdfReader

from scorekeeper.ledger import HandResult, Tally


def red_pixels(png: Path) -> int:
    """Pixels printed red (the hearts and diamonds colour), not black, grey or white."""
    rgb = np.asarray(Image.open(png).convert("RGB")).astype(int)
    red, green, blue = rgb[..., 0], rgb[..., 1], rgb[..., 2]
    return int(((red > 150) & (green < 90) & (blue < 90)).sum())


@cache
def layout_pages(pdf: bytes) -> tuple[str, ...]:
    """Each page's text with the words kept where they stand on the line (read once per PDF:
    pypdf takes most of a second a page)."""
    return tuple(page.extract_text(extraction_mode="layout")
                 for page in PdfReader(io.BytesIO(pdf)).pages)


@cache
def text_pages(pdf: bytes) -> tuple[str, ...]:
    """Each page's text in reading order, as `sheet_examples.pdf_pages` (read once per PDF)."""
    return tuple(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)


def flat(text: str) -> str:
    """The text with every run of spaces and line breaks made one space."""
    return " ".join(text.split())


def flat_lines(text: str) -> list[str]:
    return [flat(line) for line in text.splitlines() if line.strip()]


@dataclass(frozen=True)
class SheetLine:
    """A hand's line as printed: its words up to the deadwood, and the score's column."""

    number: int
    words: str
    column: str | None
    """Whose columns the points and total stand in (None: a wash)."""
    points: int | None
    total: int | None


def column_centres(page: str, players: Sequence[str]) -> dict[str, float] | None:
    """Where each player's (or team's) pair of columns is centred, from the header line
    (None for a page without one, such as the cards appendix)."""
    for line in page.splitlines():
        if "Deadwood" in line and all(f" {name}" in line for name in players):
            centres = {}
            for name in players:
                start = line.index(f" {name}", line.index("Deadwood")) + 1
                centres[name] = start + len(name) / 2
            return centres
    return None


def hand_lines(pdf: bytes, players: Sequence[str]) -> dict[int, SheetLine]:
    """Every hand's line of a standard (or three-player) sheet, on whichever page it is: the
    lines that start with a hand number and the dealer's name."""
    found: dict[int, SheetLine] = {}
    for page in layout_pages(pdf):
        centres = column_centres(page, players)
        if centres is None:
            continue
        dealt = re.compile(r"\s*(\d+)\s+(?:" + "|".join(map(re.escape, players)) + r")\s")
        for line in page.splitlines():
            match = dealt.match(line)
            if not match:
                continue
            number = int(match.group(1))
            assert number not in found, f"hand {number} printed twice"
            numbers = list(re.finditer(r"\d+", line))
            if re.search(r"\bwash\b", line):
                found[number] = SheetLine(number, flat(line), None, None, None)
                continue
            points, total = numbers[-2], numbers[-1]
            middle = (points.start() + total.end()) / 2
            column = min(players, key=lambda name: abs(centres[name] - middle))
            words = flat(line[:points.start()])
            found[number] = SheetLine(number, words, column, int(points.group()),
                                      int(total.group()))
    return found


def expected_line(result: HandResult, total: int | None, notes: str = "",
                  opponent: bool = False) -> SheetLine:
    """What the sheet should print for a hand, from the ledger's own answer."""
    if result.score is None:
        words = f"{result.number} {result.dealer} wash"
        if opponent:
            words = f"{result.number} {result.dealer} {' v '.join(result.players)} wash"
        return SheetLine(result.number, words, None, None, None)
    score = result.score
    knocked = f"{result.knocker} v {result.defender}" if opponent else f"{result.knocker}"
    upcard = f" {result.upcard.rank.label}{result.upcard.suit.symbol}" if result.upcard else ""
    words = (f"{result.number} {result.dealer} {knocked} {score.outcome.label}{notes}{upcard} "
             f"{score.knocker_deadwood} {score.defender_deadwood}")
    return SheetLine(result.number, words, result.winner, result.points, total)


def running_total(tally: Tally, result: HandResult) -> int | None:
    """The winner's running total after the hand, from the tally's rows (first game it is in)."""
    for game in tally.games:
        for row in game.rows:
            if result.number in row.hands and row.winner is not None:
                return row.totals[row.winner]
    return None


def hollywood_cells(pdf: bytes, players: Sequence[str]) -> list[list[tuple[int, str, int]]]:
    """The lines of Hollywood's three columns as printed, read across.

    A printed entry is three numbers: the hand, the points and the running total.
    Each comes back as (game, column, number): the game (1, 2, 3 in the order
    printed) whose ``Hand`` column the hand number stands under, and ``Hand`` or
    the name of the player whose columns the points and the total stand under.
    """
    page = layout_pages(pdf)[0].splitlines()
    heads = ["Hand", *players]
    at = next(i for i, line in enumerate(page) if flat(line) == " ".join(heads * 3))
    centres: dict[tuple[int, str], float] = {}
    start = 0
    for game in (1, 2, 3):
        for name in heads:
            start = page[at].index(name, start)
            centres[game, name] = start + len(name) / 2
            start += len(name)
    lines = []
    for line in page[at + 2:]:
        if not flat(line) or not flat(line)[0].isdigit():
            break
        tokens = list(re.finditer(r"\d+", line))
        assert len(tokens) % 3 == 0, f"not whole entries: {line!r}"
        cells = []
        for i in range(0, len(tokens), 3):
            hand, points, total = tokens[i:i + 3]
            game = min((1, 2, 3), key=lambda g: abs(centres[g, "Hand"] - hand.start()))
            middle = (points.start() + total.end()) / 2
            name = min(players, key=lambda n: abs(centres[game, n] - middle))
            cells += [(game, "Hand", int(hand.group())), (game, name, int(points.group())),
                      (game, name, int(total.group()))]
        lines.append(cells)
    return lines


def team_cells(pdf: bytes, teams: Sequence[str]) -> list[tuple[str, int]]:
    """The numbers in the teams' columns of a partnership sheet, in reading order, down to
    the first game's foot: each with the team whose columns it stands under."""
    page = layout_pages(pdf)[0]
    centres = column_centres(page, teams)
    assert centres is not None
    header = next(line for line in page.splitlines() if "Deadwood" in line)
    left = header.index("Won") + len("Won")
    cells = []
    for line in page.splitlines()[1:]:
        if "Hand points" in line:
            break
        for token in re.finditer(r"\d+", line):
            if token.start() > left + 4:
                middle = (token.start() + token.end()) / 2
                team = min(teams, key=lambda name: abs(centres[name] - middle))
                cells.append((team, int(token.group())))
    return cells
