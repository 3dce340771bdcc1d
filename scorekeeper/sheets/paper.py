"""Paper: the sizes a sheet prints on, and the room a page leaves for the tables."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Literal

from ..errors import AppError
from ..gin.phrases import N_

PAGE_LABELS: Final = {
    ("a4", "portrait"): N_("A4 portrait"), ("a4", "landscape"): N_("A4 landscape"),
    ("letter", "portrait"): N_("US Letter portrait"),
    ("letter", "landscape"): N_("US Letter landscape"),
}
ORIENTATION_WORDS: Final = {"portrait": N_("portrait"), "landscape": N_("landscape")}

PaperName = Literal["a4", "letter"]
Orientation = Literal["portrait", "landscape"]

PAPERS: Final[dict[str, tuple[float, float]]] = {"a4": (210.0, 297.0), "letter": (215.9, 279.4)}
"""Width and height in millimetres, portrait."""

MARGIN_MM: Final = 11.0
"""The page margin on the sides and at the top."""
FOOT_MM: Final = 17.0
"""The bottom margin, which holds the rules in small type and the page number."""


@dataclass(frozen=True)
class Page:
    """A paper size in an orientation, as CSS wants it and as the layout measures it."""

    paper: PaperName = "a4"
    orientation: Orientation = "portrait"

    def __post_init__(self) -> None:
        if self.paper not in PAPERS:
            raise AppError(N_("paper must be one of %(choices)s, not %(given)s"),
                           choices=", ".join(PAPERS), given=repr(self.paper))
        if self.orientation not in ("portrait", "landscape"):
            raise AppError(N_("orientation must be %(portrait)s or %(landscape)s, not %(given)s"),
                           portrait="portrait", landscape="landscape", given=repr(self.orientation))

    @property
    def size_mm(self) -> tuple[float, float]:
        width, height = PAPERS[self.paper]
        return (height, width) if self.orientation == "landscape" else (width, height)

    @property
    def css_size(self) -> str:
        """The CSS ``@page { size: ... }`` value: ``A4 landscape``, ``letter portrait``."""
        return f"{'A4' if self.paper == 'a4' else 'letter'} {self.orientation}"

    @property
    def label(self) -> str:
        """``A4 portrait`` (English; a message marked for the catalogues)."""
        return PAGE_LABELS[(self.paper, self.orientation)]

    @property
    def body_mm(self) -> tuple[float, float]:
        """The width and height inside the margins."""
        width, height = self.size_mm
        return width - 2 * MARGIN_MM, height - MARGIN_MM - FOOT_MM
