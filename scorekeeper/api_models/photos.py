"""The cards read from photos: the answer of ``POST /api/recognize`` and ``scorekeeper
recognize --json``."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from .base import AnswerModel
from .fields import omitted

Point = Annotated[list[float], Field(min_length=2, max_length=2)]


class RecognizedCard(AnswerModel):
    card: str = Field(description="The card read (TH: the ten of hearts).")
    confidence: float = Field(ge=0, le=1)
    box: list[float] = Field(min_length=4, max_length=4,
                             description="x0, y0, x1, y1 of the corner index read, in the "
                                         "photo's own pixels (EXIF orientation applied).")
    polygon: list[Point] = Field(min_length=4, max_length=4)
    low_confidence: bool = Field(description="An unsure read: ask the player.")
    corners: Literal[1, 2] = Field(description="How many of the card's corner indices were read.")


class TwoHands(AnswerModel):
    """A photo of both players' hands, its cards split by how they lie (``hands=2``)."""

    first: list[str] = Field(description="The cards of the hand nearer the bottom of the "
                                         "photo (or the left one, when they lie side by side).")
    second: list[str] = Field(description="The cards of the other hand.")
    gap: float = Field(ge=0, description="How far apart the hands lie, in multiples of the "
                                         "usual spacing of neighbouring cards.")
    clear: bool = Field(description="Whether the hands lay clearly apart; when not, ask the "
                                    "player which hand each card is in.")


class RecognizedPhoto(AnswerModel):
    file: str = Field(description="The file name as sent (never used to store anything).")
    width: int
    height: int
    cards: list[RecognizedCard]
    warnings: list[str] = Field(description="Advice about the photo: blurred, too dark, come "
                                            "closer, no cards found, some cards uncertain.")
    hands: TwoHands = omitted("With `hands=2`: the cards split into the two players' hands.")


class Recognition(AnswerModel):
    photos: list[RecognizedPhoto] = Field(description="The cards of each photo, in the order sent.")


class UnreadPhoto(AnswerModel):
    """A photo the command line could not read (the API refuses the whole request instead)."""

    file: str
    error: str


class PhotoReports(AnswerModel):
    """``scorekeeper recognize --json``: each photo read, or why it could not be."""

    photos: list[RecognizedPhoto | UnreadPhoto]
