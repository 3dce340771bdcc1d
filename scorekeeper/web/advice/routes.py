"""``GET /can-i-knock``: tap or type the 10 or 11 cards in one hand, and see every discard.

The form is a GET (nothing is recorded, the answer can be bookmarked): ``cards``, ``rules``
(a preset) and ``upcard`` (Oklahoma's first upcard). With cards, the page shows
`scorekeeper.advice.advise`'s answer under the form; a fault is said next to its field.
"""

from __future__ import annotations

from flask import Blueprint, current_app, render_template, request

from ...advice import Advice, advise
from ...errors import AppError
from ...gin import Card, GinError, parse_card, parse_cards
from ...gin.cards import canonical_text
from ...gin.phrases import THE_HAND
from ...gin.rules import PRESETS, preset
from ..core.card_display import card_display, picker_rows
from ..core.errors import short
from ..core.language import current_language, fault, words
from ..core.rule_fields import preset_choices

bp = Blueprint("advice", __name__)

FORM_STATUS = 400


def _read(cards: str, upcard: str, rules: str) -> tuple[Advice | None, dict[str, str]]:
    errors: dict[str, str] = {}
    if rules not in PRESETS:
        errors["rules"] = words()._("there are no rules called %(name)s", name=repr(rules))
        return None, errors
    chosen = preset(rules)
    hand: list[Card] = []
    try:
        hand = parse_cards(canonical_text(cards, current_language()), who=THE_HAND)
    except GinError as error:
        errors["cards"] = fault(error)
    card: Card | None = None
    if upcard.strip():
        try:
            card = parse_card(upcard.strip(), current_language())
        except GinError as error:
            errors["upcard"] = fault(error)
    elif chosen.oklahoma:
        errors["upcard"] = words()._("Oklahoma needs the first upcard: its value is the knock "
                                     "limit")
    if errors:
        return None, errors
    try:
        return advise(hand, chosen, card), {}
    except (AppError, GinError) as error:
        return None, {"cards": fault(error)}


@bp.get("/can-i-knock")
def can_i_knock() -> tuple[str, int] | str:
    cards = request.args.get("cards", "")[:200]
    upcard = request.args.get("upcard", "")[:20]
    rules = request.args.get("rules", current_app.config["DEFAULT_PRESET"])[:40]
    advice, errors = _read(cards, upcard, rules) if cards.strip() else (None, {})
    page = render_template(
        "advice/can_i_knock.html", cards=cards, upcard=upcard, rules=rules, advice=advice,
        errors={name: short(message) for name, message in errors.items()},
        presets=preset_choices(), picker_rows=picker_rows(), card_display=card_display)
    return (page, FORM_STATUS) if errors else page
