"""The print forms: the options of a blank score pad, and of a match's sheet.

Both are GET forms (printing changes nothing), so their fields arrive as a
query string; a field that cannot be used is named with what is wrong, and
the page shows the form again with the fields as typed. `PadForm` reads the
options of ``scorekeeper pad``: the rules preset, the kind of pad, how many
players and their names (blank lines where none is typed), the paper, the
games a page, the pages and the heading. `SheetForm` reads a match sheet's
paper, orientation and the cards appendix.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Final, cast

from flask import current_app

from ...errors import AppError
from ...gin.rules import PRESETS
from ...sheets.match_sheet import SheetOptions
from ...sheets.pads import MAX_GAMES, PAD_KIND_WORDS, PadKind, PadOptions, default_kind, layout, pad_rules
from ...sheets.paper import PAPERS, Orientation, PaperName
from ...wording import LANGUAGES, N_
from ..core.language import fault as worded
from ..core.language import words

SEATS: Final = 4
MAX_NAME: Final = 40
MAX_TITLE: Final = 80
MAX_PAGES: Final = 20
"""Pages of one pad PDF on the web. Each page costs WeasyPrint about 0.1 s of CPU to write
(500 pages, the command line's limit, take most of a minute); a club wanting more prints
several copies of the PDF."""
ORIENTATIONS: Final = ("portrait", "landscape")
PAPER_LABELS: Final = {"a4": "A4", "letter": "US Letter"}
KIND_LABELS: Final = {
    "": N_("As the preset and the players"),
    "standard": N_("Standard"),
    "hollywood": N_("Hollywood: three games side by side"),
    "oklahoma": N_("Oklahoma: upcard and spade columns"),
    "partnership": N_("Partnership: two teams of two"),
}
SEAT_LABELS: Final = {
    "": N_("As the names typed (two when none)"),
    "2": N_("Two"),
    "3": N_("Three (the dealer sits out)"),
    "4": N_("Four (two partnerships)"),
}
FIELD_LABELS: Final = {
    "preset": N_("Rules"), "kind": N_("Pad"), "seats": N_("Players"), "paper": N_("Paper"),
    "orientation": N_("Orientation"), "games": N_("Games a page"), "pages": N_("Pages"),
    "title": N_("Heading"), "appendix": N_("The cards"), "lang": N_("Language"),
    "name_1": N_("Player 1"), "name_2": N_("Player 2"), "name_3": N_("Player 3"),
    "name_4": N_("Player 4"),
}
"""The labels (English; the pages show them translated)."""

TRUE_TEXT: Final = {"1": True, "on": True, "yes": True, "true": True,
                    "0": False, "off": False, "no": False, "false": False, "": False}


def _choice(value: str, allowed: Mapping[str, str] | tuple[str, ...], what: str) -> str:
    """"" when ``value`` is allowed, else the fault to show next to the field (``what``: the
    field, a message marked with `N_`), in the page's language."""
    if value in allowed:
        return ""
    known = ", ".join(name for name in allowed if name)
    w = words()
    return w._("%(what)s must be one of %(known)s, not %(given)s", what=w._(what), known=known,
               given=repr(value[:40]))


def _count(value: str, least: int, most: int, what: str) -> tuple[int, str]:
    """A whole number between ``least`` and ``most`` as typed, or the fault."""
    w = words()
    if not (value.isdigit() and len(value) < 6):
        return 0, w._("%(what)s must be a whole number from %(least)s to %(most)s, not "
                      "%(given)s", what=w._(what), least=least, most=most,
                      given=repr(value[:20]))
    number = int(value)
    if not least <= number <= most:
        return 0, w._("%(what)s must be from %(least)s to %(most)s, not %(given)s",
                      what=w._(what), least=least, most=most, given=number)
    return number, ""


@dataclass(frozen=True)
class PadForm:
    """The score-pad form's fields, as typed."""

    preset: str = "standard"
    kind: str = ""
    seats: str = ""
    name_1: str = ""
    name_2: str = ""
    name_3: str = ""
    name_4: str = ""
    paper: str = "a4"
    orientation: str = "portrait"
    games: str = "1"
    pages: str = "1"
    title: str = ""
    lang: str = "en"
    """The language the pad prints in (the form starts on the page's)."""

    @classmethod
    def from_args(cls, args: Mapping[str, str], default_preset: str = "standard",
                  default_paper: str = "a4", default_lang: str = "en") -> PadForm:
        """The fields of a query string; a field left out takes its default."""
        given = {f.name: (args.get(f.name) or "").strip() for f in fields(cls)}
        given["lang"] = given["lang"] or default_lang
        given["preset"] = given["preset"] or default_preset
        given["paper"] = given["paper"] or default_paper
        given["orientation"] = given["orientation"] or "portrait"
        given["games"] = given["games"] or "1"
        given["pages"] = given["pages"] or "1"
        return cls(**given)

    def query(self) -> dict[str, Any]:
        """The fields that differ from empty, to put in a link (the preview, the PDF)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}

    @property
    def names(self) -> tuple[str, ...]:
        return (self.name_1, self.name_2, self.name_3, self.name_4)

    def read(self) -> tuple[PadOptions | None, dict[str, str]]:
        """The pad these fields ask for, or None and each field's fault."""
        errors = {name: fault for name, fault in (
            ("preset", _choice(self.preset, tuple(PRESETS), N_("the rules"))),
            ("kind", _choice(self.kind, KIND_LABELS, N_("the pad"))),
            ("seats", _choice(self.seats, SEAT_LABELS, N_("the number of players"))),
            ("paper", _choice(self.paper, tuple(PAPERS), N_("the paper"))),
            ("orientation", _choice(self.orientation, ORIENTATIONS, N_("the orientation"))),
            ("lang", _choice(self.lang, tuple(LANGUAGES), N_("the language"))),
        ) if fault}
        games, errors["games"] = _count(self.games, 1, MAX_GAMES, N_("games a page"))
        pages, errors["pages"] = _count(self.pages, 1, MAX_PAGES, N_("pages"))
        w = words()
        for number, name in enumerate(self.names, start=1):
            if len(name) > MAX_NAME:
                errors[f"name_{number}"] = w._("a name can be at most %(limit)s characters",
                                               limit=MAX_NAME)
        if len(self.title) > MAX_TITLE:
            errors["title"] = w._("the heading can be at most %(limit)s characters",
                                  limit=MAX_TITLE)
        errors = {name: fault for name, fault in errors.items() if fault}
        if errors:
            return None, errors
        kind, seats = self._kind_and_seats(errors)
        if errors:
            return None, errors
        options = PadOptions(
            kind=kind, rules=pad_rules(kind, self.preset), preset=self.preset,
            paper=cast(PaperName, self.paper), orientation=cast(Orientation, self.orientation),
            games=games, pages=pages, players=self.names[:seats], title=self.title,
            lang=self.lang,
        )
        try:
            layout(options)
        except AppError as error:
            return None, {"games": worded(error)}
        return options, {}

    def _kind_and_seats(self, errors: dict[str, str]) -> tuple[PadKind, int]:
        """The pad and its number of players; faults go into ``errors``."""
        typed = max((n for n, name in enumerate(self.names, start=1) if name), default=0)
        if self.seats:
            seats = int(self.seats)
        elif self.kind == "partnership":
            seats = SEATS
        else:
            seats = max(2, typed) if self.kind != "hollywood" else 2
        kind = cast(PadKind, self.kind or default_kind(self.preset, seats))
        allowed = PadOptions(kind=kind).seats
        if seats not in allowed:
            w = words()
            wanted = w._(" or ").join(str(n) for n in allowed)
            errors["seats" if self.seats else "kind"] = w._(
                "a %(kind)s pad is for %(wanted)s players, not %(seats)s",
                kind=w._(PAD_KIND_WORDS.get(kind, kind)), wanted=wanted, seats=seats)
        for number in range(seats + 1, typed + 1):
            if self.names[number - 1]:
                errors[f"name_{number}"] = words()._(
                    "the pad has %(seats)s players: leave player %(number)s empty, or choose "
                    "more players", seats=seats, number=number)
        return kind, seats


@dataclass(frozen=True)
class SheetForm:
    """A match sheet's print options, as typed."""

    paper: str = "a4"
    orientation: str = "portrait"
    appendix: str = ""

    @classmethod
    def from_args(cls, args: Mapping[str, str], default_paper: str = "a4") -> SheetForm:
        return cls(paper=(args.get("paper") or default_paper).strip(),
                   orientation=(args.get("orientation") or "portrait").strip(),
                   appendix=(args.get("appendix") or "").strip().lower())

    def query(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)}

    @property
    def with_cards(self) -> bool:
        return TRUE_TEXT.get(self.appendix, False)

    def read(self) -> tuple[SheetOptions | None, dict[str, str]]:
        errors = {name: fault for name, fault in (
            ("paper", _choice(self.paper, tuple(PAPERS), N_("the paper"))),
            ("orientation", _choice(self.orientation, ORIENTATIONS, N_("the orientation"))),
            ("appendix", "" if self.appendix in TRUE_TEXT else words()._(
                "the cards appendix is on (1) or off (0), not %(given)s",
                given=repr(self.appendix[:20]))),
        ) if fault}
        if errors:
            return None, errors
        return SheetOptions(paper=cast(PaperName, self.paper),
                            orientation=cast(Orientation, self.orientation),
                            appendix=self.with_cards), {}


FORM_STATUS: Final = 400
"""The status of a print form sent back with its faults named."""


def default_paper() -> str:
    """The paper the print forms start on (``DEFAULT_PAPER``)."""
    return str(current_app.config["DEFAULT_PAPER"])


def print_button_context() -> dict[str, Any]:
    """What the match page's print button starts with (`templates/printing/_match_print.html`);
    the app factory adds it to every template's context."""
    return {"print_sheet_form": SheetForm(paper=default_paper()), "print_papers": PAPER_LABELS}
