"""Settle one hand without a match: the form (tap or type the cards) and the verdict page.

``GET /settle`` shows the form (a query string fills it in: the verdict's
"change these cards" link). ``POST /settle`` settles the hand, or shows the
form again, as typed, with each fault next to its field. The form works as
a plain POST without JavaScript; ``static/js/picker.js`` adds the card picker.
"""

from __future__ import annotations

from flask import Blueprint, current_app, render_template, request, url_for

from ...errors import AppError
from ...gin import GinError
from ...verdicts import settle_request
from ..core.card_display import picker_rows
from ..core.errors import short
from ..core.language import fault, words
from ..core.layout_offer import LayoutOffer, layout_offer
from ..core.rule_fields import option_fields, preset_choices, split_fields
from ..core.verdict_display import verdict_display
from ..photos.form_side import BOTH, NO_SIDE, read_both, read_into, side_sent
from ..photos.panel import photo_panel
from ..photos.uploads import UploadError
from .form import FIELD_LABELS, PHOTO_FIELDS, SettleForm

bp = Blueprint("hands", __name__)

FORM_STATUS = 400
"""The status of the form shown again with a fault."""


def read_settle_form(data: dict[str, str]) -> SettleForm:
    return SettleForm.from_mapping(data, current_app.config["DEFAULT_PRESET"])


def render_settle_form(form: SettleForm, errors: dict[str, str], problem: str = "", *,
                       photo_error: str = "", just_read: str | None = None,
                       offer: LayoutOffer | None = None) -> str:
    """The settle form, as typed, with each fault next to its field; ``photo_error`` a photo
    refused, ``just_read`` the side whose photo was just read; ``offer`` the offer to score a
    refused layout as shown."""
    hand_options, match_options = split_fields(option_fields(form.options, errors))
    photos = photo_panel(
        url_for("hands.settle_photo"), form.photo_ids(),
        {"knocker": form.knocker, "defender": form.defender},
        {"knocker": form.knocker_name, "defender": form.defender_name},
        error=short(photo_error), just_read=just_read)
    return render_template(
        "hands/settle.html",
        form=form,
        errors={name: short(message) for name, message in errors.items()},
        problem=short(problem),
        presets=preset_choices(),
        hand_options=hand_options,
        match_options=match_options,
        picker_rows=picker_rows(),
        labels=FIELD_LABELS,
        photos=photos,
        offer=offer,
        offer_fields=list(form.query().items()),
    )


@bp.get("/")
@bp.get("/settle")
def settle_form() -> str:
    return render_settle_form(read_settle_form(request.args.to_dict()), {})


@bp.post("/settle")
def settle_hand() -> tuple[str, int] | str:
    form = read_settle_form(request.form.to_dict())
    errors = form.field_errors()
    if errors:
        return render_settle_form(form, errors), FORM_STATUS
    try:
        settlement = settle_request(form.request_object())
    except (GinError, AppError) as error:
        offer = layout_offer(error)
        return render_settle_form(form, {}, offer.problem if offer else fault(error),
                                  offer=offer), FORM_STATUS
    return render_template("hands/verdict.html", form=form,
                           verdict=verdict_display(settlement, form.rules))


@bp.post("/settle/photo")
def settle_photo() -> tuple[str, int] | str:
    """The settle form again, one side's cards read from the photo sent with it (or the reason
    the photo was refused; nothing is settled until the form itself is sent)."""
    form = read_settle_form(request.form.to_dict())
    side = side_sent()
    if side is None:
        return render_settle_form(form, {}, photo_error=words()._(NO_SIDE)), 400
    try:
        if side == BOTH:
            photo_id, both = read_both()
        else:
            photo_id, cards = read_into({"knocker": form.knocker, "defender": form.defender},
                                        side)
            both = {side: cards}
    except UploadError as error:
        return render_settle_form(form, {}, photo_error=error.localized()), error.status
    for hand_side, cards in both.items():
        setattr(form, hand_side, cards)
        setattr(form, PHOTO_FIELDS[hand_side], photo_id)
    return render_settle_form(form, {}, just_read=side)
