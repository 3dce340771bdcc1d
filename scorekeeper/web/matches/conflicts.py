"""A change sent against a match that has moved on: the version a form carries, and the page
that says what changed since (the match pages and the hand pages both answer with it)."""

from __future__ import annotations

from dataclasses import dataclass

from flask import render_template, request

from ...gin.phrases import N_, Phrase
from ...ledger import MatchSnapshot
from ...wording.faults import phrase_text
from ..core.language import words
from ..core.ledger_access import ledger
from ..core.titles import match_title
from .hand_form import FormFieldError
from .page import change_text

CONFLICT_STATUS = 409


def form_version() -> int:
    """The version a page's form was made against; a form without one is refused (400)."""
    text = (request.form.get("version") or "").strip()
    if not (text.isdigit() and len(text) < 12):
        raise FormFieldError(N_("the form has no match version: reload the match and try again"))
    return int(text)


@dataclass(frozen=True)
class Again:
    """A form that sends the same change to be checked again against the match as it is now."""

    url: str
    fields: list[tuple[str, str]]


def conflict_page(view: MatchSnapshot, what: str | Phrase, version: int,
                  again: Again | None = None) -> tuple[str, int]:
    """The page for a change refused because the match moved on since ``version`` (another
    tablet changed it, or the same form was sent twice): what changed since, and the way back."""
    since = [change_text(view, change) for change in ledger().changes(view.id)
             if change.version > version]
    return render_template(
        "matches/conflict.html", page_title=match_title(view.match.players, view.match.units,
                                                        view.name),
        match_id=view.id, what=phrase_text(what if isinstance(what, Phrase) else Phrase(what),
                                           words()), since=since, again=again,
    ), CONFLICT_STATUS
