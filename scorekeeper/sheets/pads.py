"""Blank score pads: standard, Hollywood, Oklahoma and partnership, to print and fill in by hand.

`PadOptions` says which pad, on what paper, how many games a page and whose
names to print; `pad_context` lays it out (how many games fit across and down,
how many hand lines each game gets) and `render_pad_html` / `render_pad_pdf`
render ``templates/sheets/pad_<kind>.html``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from typing import Any, Final, Literal

from ..errors import AppError
from ..gin import Rules
from ..gin.phrases import Phrase, phrase
from ..gin.rules import partnership_target, rules_for
from ..wording import N_, Wording
from .paper import ORIENTATION_WORDS, Orientation, Page, PaperName
from .render import html_to_pdf
from .rules_text import rules_line
from .templating import render_template
from .words import ENGLISH, page_counter_css, sheet_wording

PadKind = Literal["standard", "hollywood", "oklahoma", "partnership"]
PAD_KINDS: Final[tuple[str, ...]] = ("standard", "hollywood", "oklahoma", "partnership")

ROW_MM: Final = 6.6
"""A hand line: room to write a score by hand."""
GAP_MM: Final = 6.0
PAGE_HEAD_MM: Final = 12.0
MIN_HAND_ROWS: Final = 8
MAX_GAMES: Final = 8
MAX_PAGES: Final = 500


@dataclass(frozen=True)
class _Shape:
    """What a kind of pad needs: players, the least width of one game, its fixed height."""

    players: int
    min_width_mm: float
    fixed_mm: float
    """Caption, both header rows and the foot rows of one game."""


_SHAPES: Final[dict[str, _Shape]] = {
    "standard": _Shape(2, 78.0, 58.0),
    "oklahoma": _Shape(2, 90.0, 70.0),
    "partnership": _Shape(4, 150.0, 74.0),
    "hollywood": _Shape(2, 185.0, 82.0),
}


@dataclass(frozen=True)
class FootRow:
    """A row at the foot of a game: its label, a hint in small type, and what it holds."""

    label: str
    hint: str = ""
    kind: Literal["total", "boxes", "bonus", "grand"] = "total"


@dataclass(frozen=True)
class PadOptions:
    """A blank pad: its kind, rules, paper, games per page, pages, and the printed names.

    ``players`` may be empty (blank lines to write names on) or hold a name or
    ``""`` (a blank) for each seat: 2 (3 also for standard and Oklahoma),
    4 for a partnership (the first two are one team).
    """

    kind: PadKind = "standard"
    rules: Rules = field(default_factory=Rules)
    preset: str | None = "standard"
    paper: PaperName = "a4"
    orientation: Orientation = "portrait"
    games: int = 1
    pages: int = 1
    players: tuple[str, ...] = ()
    title: str = ""
    lang: str = "en"
    """The language the pad is printed in (``en``, ``es``, ``de``, ``fr``, ``it``)."""

    def __post_init__(self) -> None:
        sheet_wording(self.lang)
        if self.kind not in PAD_KINDS:
            raise AppError(N_("pad kind must be one of %(choices)s, not %(given)s"),
                           choices=", ".join(PAD_KINDS), given=repr(self.kind))
        if not 1 <= self.games <= MAX_GAMES:
            raise AppError(N_("games per page must be between 1 and %(most)s, not %(given)s"),
                           most=MAX_GAMES, given=self.games)
        if not 1 <= self.pages <= MAX_PAGES:
            raise AppError(N_("pages must be between 1 and %(most)s, not %(given)s"),
                           most=MAX_PAGES, given=self.pages)
        seats = self.seats
        if self.players and len(self.players) not in seats:
            raise AppError(N_("a %(kind)s pad has %(wanted)s players, not %(count)s (%(names)s)"),
                           kind=Phrase(PAD_KIND_WORDS[self.kind]),
                           wanted=phrase(N_("%(first)s or %(second)s"), first=seats[0],
                                         second=seats[-1]) if len(seats) > 1 else seats[0],
                           count=len(self.players), names=", ".join(self.players))
        for name in self.players:
            if len(name) > 40:
                raise AppError(N_("the name %(name)s... is longer than 40 characters"),
                               name=repr(name[:40]))

    @property
    def seats(self) -> tuple[int, ...]:
        """How many players this kind of pad can have."""
        return {"standard": (2, 3), "oklahoma": (2, 3), "hollywood": (2,),
                "partnership": (4,)}[self.kind]

    @property
    def page(self) -> Page:
        return Page(self.paper, self.orientation)


def default_kind(preset: str, players: int = 0) -> PadKind:
    """The pad a preset (and a count of names) suggests: Hollywood, Oklahoma, partnership."""
    if players == 4:
        return "partnership"
    if preset == "hollywood":
        return "hollywood"
    if preset == "oklahoma":
        return "oklahoma"
    return "standard"


def pad_rules(kind: PadKind, preset: str = "standard",
              overrides: dict[str, Any] | None = None) -> Rules:
    """The rules a pad prints: the preset with overrides (a partnership plays to 125)."""
    overrides = dict(overrides or {})
    if kind == "partnership":
        overrides.setdefault("target", partnership_target(preset))
    if kind == "hollywood":
        overrides.setdefault("scoring", "hollywood")
    return rules_for(preset, overrides)


def foot_rows(rules: Rules, w: Wording = ENGLISH) -> list[FootRow]:
    """The rows under a game's hands, as the rules need them (no boxes row without boxes)."""
    rows = [FootRow(w._("Total"), w._("hand points"), "total")]
    if rules.box_bonus:
        rows.append(FootRow(w._("Boxes"), w._("tally × %(n)s", n=w.number(rules.box_bonus)),
                            "boxes"))
    if rules.game_bonus:
        bonus = w.number(rules.game_bonus)
        hint = bonus if rules.shutout != "double_game_bonus" else w._(
            "%(bonus)s; shutout %(double)s", bonus=bonus, double=w.number(2 * rules.game_bonus))
        rows.append(FootRow(w._("Game bonus"), hint, "bonus"))
    grand = (w._("× 2 on a shutout") if rules.game_bonus and rules.shutout == "double_total"
             else "")
    rows.append(FootRow(w._("Grand total"), grand, "grand"))
    return rows


@dataclass(frozen=True)
class Grid:
    """How the games of one page sit: columns across, rows down, hand lines per game."""

    columns: int
    rows: int
    hand_rows: int

    def block_width_mm(self, page: Page) -> float:
        """The width of one game: the page body shared across, less the gaps between."""
        return (page.body_mm[0] - (self.columns - 1) * GAP_MM) / self.columns


def _grid(options: PadOptions) -> Grid:
    shape = _SHAPES[options.kind]
    width, height = options.page.body_mm
    least = shape.min_width_mm + (30.0 if len(options.players) == 3 else 0.0)
    fits_across = max(1, int((width + GAP_MM) // (least + GAP_MM)))
    columns = min(options.games, fits_across)
    rows = math.ceil(options.games / columns)
    extra = -2 * ROW_MM if len(options.players) == 3 else 0.0   # the three-player note
    extra -= ROW_MM if options.rules.stake and options.rules.settlement else 0.0  # money line
    extra += 0.0 if options.rules.box_bonus else ROW_MM
    extra += 0.0 if options.rules.game_bonus else ROW_MM
    block = (height - PAGE_HEAD_MM - (rows - 1) * GAP_MM) / rows
    hand_rows = int((block - shape.fixed_mm + extra) // ROW_MM)
    return Grid(columns, rows, min(hand_rows, 40))


def _fits(options: PadOptions) -> bool:
    return _grid(options).hand_rows >= MIN_HAND_ROWS


def layout(options: PadOptions) -> Grid:
    """Fit ``options.games`` games on a page; refuse when each would get too few hand lines."""
    grid = _grid(options)
    if grid.hand_rows >= MIN_HAND_ROWS:
        return grid
    most = max((n for n in range(1, options.games) if _fits(replace(options, games=n))),
               default=0)
    other: Orientation = "landscape" if options.orientation == "portrait" else "portrait"
    turned = _fits(replace(options, orientation=other))
    if most:
        advice = phrase(N_("at most %(most)s fit; %(games)s fit in %(other)s") if turned else
                        N_("at most %(most)s fit"), most=most, games=options.games,
                        other=Phrase(ORIENTATION_WORDS[other]))
    else:
        advice = phrase(N_("not even one fits; %(games)s fit in %(other)s") if turned else
                        N_("not even one fits"), games=options.games,
                        other=Phrase(ORIENTATION_WORDS[other]))
    raise AppError(
        N_("%(games)s %(kind)s games do not fit on one %(page)s page with at least %(rows)s "
           "hand lines each (%(advice)s)"), games=options.games,
        kind=Phrase(PAD_KIND_WORDS[options.kind]), page=Phrase(options.page.label),
        rows=MIN_HAND_ROWS, advice=advice)


PAD_KIND_WORDS: Final = {"standard": N_("standard"), "hollywood": N_("hollywood"),
                         "oklahoma": N_("oklahoma"), "partnership": N_("partnership")}
"""A pad's kind in a sentence ("6 standard games", "a hollywood pad"): English keeps the
kind's own name."""


def pad_description(options: PadOptions, w: Wording) -> str:
    """``standard pad, A4 portrait, 2 games a page, 1 page`` in ``w``'s language (the pad
    form's preview and ``scorekeeper pad`` say it)."""
    return w._("%(kind)s pad, %(page)s, %(games)s, %(pages)s",
               kind=w._(PAD_KIND_WORDS[options.kind]), page=w._(options.page.label),
               games=w.n_("%(num)s game a page", "%(num)s games a page", options.games),
               pages=w.n_("%(num)s page", "%(num)s pages", options.pages))


_TITLES: Final[dict[str, str]] = {
    "standard": N_("Gin Rummy score pad"),
    "oklahoma": N_("Oklahoma Gin score pad"),
    "hollywood": N_("Hollywood Gin score pad"),
    "partnership": N_("Partnership Gin score pad"),
}

HOLLYWOOD_ENTRY_RULE: Final = N_(
    "Where a win is entered: a player's first win goes in game 1 only, the second in games 1 "
    "and 2, the third and every later win in all three. A game that has been won takes no more "
    "entries; a player's next win then opens the lowest game they have not started yet."
)


def oklahoma_note(rules: Rules, w: Wording = ENGLISH) -> str:
    """How to fill the upcard and spade columns."""
    if rules.oklahoma_ace_gin_only:
        text = w._("Write the first upcard: its value is the knock limit "
                   "(J Q K 10, an ace: gin only).")
    else:
        text = w._("Write the first upcard: its value is the knock limit (J Q K 10, an ace: 1).")
    if rules.spade_doubles and rules.extra_boxes:
        text += " " + w._("Tick ♠ when it is a spade: that hand scores double, extra boxes too.")
    elif rules.spade_doubles:
        text += " " + w._("Tick ♠ when it is a spade: that hand scores double.")
    return text


THREE_PLAYER_NOTE: Final = N_(
    "Three players: the dealer sits out and deals to the other two; the loser of a hand "
    "deals the next, so the winner plays on against the last dealer."
)


def partnership_note(rules: Rules, w: Wording = ENGLISH) -> str:
    return w._(
        "Each deal, every player plays one opponent; partners switch opponents each deal "
        "(the pairs are printed). Enter each player's winning score; the team scores both "
        "when both won, or the difference when the results split. "
        "First team to %(target)s wins.", target=w.number(rules.target))


def _note(options: PadOptions, w: Wording) -> str:
    """The entry rule printed above the table (Hollywood, Oklahoma, partnership, three players)."""
    rules = options.rules
    note = {"hollywood": w._(HOLLYWOOD_ENTRY_RULE), "oklahoma": oklahoma_note(rules, w),
            "partnership": partnership_note(rules, w)}.get(options.kind, "")
    if len(options.players) == 3:
        note = f"{note} {w._(THREE_PLAYER_NOTE)}".strip()
    return note


def _names(options: PadOptions) -> list[str]:
    count = options.seats[0]
    return list(options.players) if options.players else [""] * count


def pad_context(options: PadOptions) -> dict[str, Any]:
    """Everything ``templates/sheets/pad_<kind>.html`` needs (the web app renders it too)."""
    grid = layout(options)
    names = _names(options)
    rules = options.rules
    w = sheet_wording(options.lang)
    games = [[page * options.games + slot for slot in range(options.games)]
             for page in range(options.pages)]
    return {
        "title": options.title or w._(_TITLES[options.kind]),
        "lang": w.lang,
        "_": w._,
        "num": w.number,
        "page_counter": page_counter_css(w),
        "page": options.page,
        "kind": options.kind,
        "rules": rules,
        "rules_line": rules_line(rules, options.preset, options.kind == "partnership", w),
        "grid": grid,
        "pages": games,
        "hand_numbers": list(range(1, grid.hand_rows + 1)),
        "players": names,
        "teams": [names[:2], names[2:]] if options.kind == "partnership" else [],
        "foot": foot_rows(rules, w),
        "settlement": rules.settlement,
        "stake": rules.stake,
        "note": _note(options, w),
        "games_per_page": options.games,
        "block_width_mm": round(grid.block_width_mm(options.page), 2),
        "extra_columns": 2 if options.kind == "oklahoma" else 0,
    }


def render_pad_html(options: PadOptions) -> str:
    return render_template(f"sheets/pad_{options.kind}.html", pad_context(options))


def render_pad_pdf(options: PadOptions) -> bytes:
    """The pad as PDF: one page laid out, then repeated ``options.pages`` times."""
    return html_to_pdf(render_pad_html(replace(options, pages=1)), copies=options.pages)
