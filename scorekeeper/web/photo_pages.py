"""Photos on the pages: read a photo into a form, serve a photo, look at and delete kept ones.

    POST /settle/photo                                  the settle form, a side read from a photo
    POST /matches/<id>/hands/photo                      the record-a-hand form, likewise
    POST /matches/<id>/hands/<hand>/photo               the correct-a-hand form, likewise
    GET  /photos/<picture id>.jpg                       a photo, by its random id only
    GET  /matches/<id>/photos                           every photo kept with the match's hands
    GET  /matches/<id>/hands/<hand>/photos              the photos of one hand
    GET  /matches/<id>/photos/<photo>/delete            the photo, and the confirm
    POST /matches/<id>/photos/<photo>/delete            delete it

A photo is sent from the form it fills (the form macro's form, as multipart,
so the CSRF token travels with it): the answer is that form again, every
field as typed, with the side's cards read from the photo — or with the
reason the photo was refused, and nothing stored. Nothing is settled or
recorded until the form itself is sent and confirmed.
"""

from __future__ import annotations

from typing import Any, Final

from flask import Blueprint, Response, abort, redirect, render_template, request, send_file, url_for
from werkzeug.exceptions import RequestEntityTooLarge

from ..gin import format_cards
from ..ledger import CardsHand, MatchView, Photo
from ..photos import Reading, fill_side, lenient_cards
from .hand_form import HandForm
from .hands import read_settle_form, render_settle_form
from .ledger_access import ledger
from .match_hands import Target, hand_target, render_hand_form
from .match_view import match_title
from .photo_settings import apply_defaults, photo_store, setting
from .photo_uploads import UploadError, read_upload, too_large_message
from .photo_view import SIDES, ShownPhoto, shown_photo
from .settle_form import PHOTO_FIELDS

bp = Blueprint("photos", __name__)
bp.record_once(lambda state: apply_defaults(state.app))  # type: ignore[arg-type]

UPLOAD_ENDPOINTS: Final = frozenset({"photos.settle_photo", "photos.hand_photo",
                                     "photos.edit_photo", "photo_api.recognize"})
SIDE_FIELD: Final = "photo_side"
NO_SIDE: Final = "Choose whose cards the photo shows: the knocker's or the defender's."


@bp.before_app_request
def _upload_limit() -> None:
    """Photo uploads may be larger than the app's other requests (`PHOTO_UPLOAD_LIMIT`); this
    runs before any other hook reads the body."""
    if request.endpoint in UPLOAD_ENDPOINTS:
        request.max_content_length = setting("PHOTO_UPLOAD_LIMIT")


@bp.errorhandler(RequestEntityTooLarge)
def _too_large(error: RequestEntityTooLarge) -> tuple[str, int]:
    return render_template("photos/too_large.html",
                           message=too_large_message(setting("PHOTO_UPLOAD_LIMIT")),
                           back=_form_page()), 413


def _form_page() -> str:
    args = request.view_args or {}
    if request.endpoint == "photos.hand_photo":
        return url_for("match_hands.new", match_id=args["match_id"], kind="cards")
    if request.endpoint == "photos.edit_photo":
        return url_for("match_hands.edit", match_id=args["match_id"], hand_id=args["hand_id"],
                       kind="cards")
    return url_for("hands.settle_form")


def _side() -> str | None:
    side = request.form.get(SIDE_FIELD, "")
    return side if side in SIDES else None


def _read_into(hands: dict[str, str], side: str) -> tuple[str, str]:
    """Read the uploaded photo for ``side``: (its id, the side's cards as text). The cards the
    other side holds are left out (the page shows them as conflicts)."""
    stored, reading = read_upload(request.files.get("photo"))
    other = lenient_cards(hands[SIDES[1 - SIDES.index(side)]])
    filled = fill_side((read.card for read in reading.cards), other)
    return stored.id, format_cards(filled.cards)


# -- reading a photo into a form ----------------------------------------------------------------


@bp.post("/settle/photo")
def settle_photo() -> tuple[str, int] | str:
    form = read_settle_form(request.form.to_dict())
    side = _side()
    if side is None:
        return render_settle_form(form, {}, photo_error=NO_SIDE), 400
    try:
        photo_id, cards = _read_into({"knocker": form.knocker, "defender": form.defender}, side)
    except UploadError as error:
        return render_settle_form(form, {}, photo_error=str(error)), error.status
    setattr(form, side, cards)
    setattr(form, PHOTO_FIELDS[side], photo_id)
    return render_settle_form(form, {}, just_read=side)


def _hand_photo(target: Target) -> tuple[str, int] | str:
    form = HandForm.from_mapping(request.form.to_dict(), "cards")
    side = _side()
    if side is None:
        return render_hand_form(target, form, {}, photo_error=NO_SIDE), 400
    try:
        photo_id, cards = _read_into({"knocker": form.knocker_cards,
                                      "defender": form.defender_cards}, side)
    except UploadError as error:
        return render_hand_form(target, form, {}, photo_error=str(error)), error.status
    setattr(form, f"{side}_cards", cards)
    setattr(form, f"photo_{side}", photo_id)
    return render_hand_form(target, form, {}, just_read=side)


@bp.post("/matches/<int:match_id>/hands/photo")
def hand_photo(match_id: int) -> tuple[str, int] | str:
    return _hand_photo(hand_target(match_id))


@bp.post("/matches/<int:match_id>/hands/<int:hand_id>/photo")
def edit_photo(match_id: int, hand_id: int) -> tuple[str, int] | str:
    return _hand_photo(hand_target(match_id, hand_id))


# -- serving --------------------------------------------------------------------------------------


@bp.get("/photos/<picture_id>.jpg")
def picture(picture_id: str) -> Response:
    """A photo by its random id (kept or waiting); the id is checked before any path is made."""
    path = photo_store().path_of(picture_id)
    if path is None:
        abort(404)
    response = send_file(path, mimetype="image/jpeg", conditional=True, max_age=0)
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Content-Disposition"] = "inline"
    return response


# -- kept photos ----------------------------------------------------------------------------------


def _hand_cards(view: MatchView, hand_id: int) -> tuple[int | None, CardsHand | None]:
    """The hand's number and, for a hand from the cards, the hand (None: not in the match)."""
    if hand_id not in view.hand_ids:
        return None, None
    position = view.hand_ids.index(hand_id)
    number = next((r.number for r in view.tally.hands if r.position == position), None)
    entry = view.match.entries[position]
    return number, entry if isinstance(entry, CardsHand) else None


def kept_photo(photo: Photo, view: MatchView) -> ShownPhoto | None:
    """A kept photo with its cards, held against the hand as recorded."""
    try:
        reading = Reading.from_dict(photo.reading or {})
    except ValueError:
        reading = Reading(photo.width, photo.height, ())
    _, hand = _hand_cards(view, photo.hand_id)
    own: Any = None
    other: Any = ()
    if hand is not None and photo.player in (hand.knocker, hand.defender):
        mine = photo.player == hand.knocker
        own = hand.knocker_cards if mine else hand.defender_cards
        other = hand.defender_cards if mine else hand.knocker_cards
    stem = photo.file.partition(".")[0]
    names = {photo.side: photo.player or ""}
    return shown_photo(stem, photo.side, reading, own, other, names,
                       url=url_for("photos.picture", picture_id=stem), checking=False)


def _groups(view: MatchView, photos: list[Photo]) -> list[dict[str, Any]]:
    """The photos by hand, in the order of the hands; those of hands no longer in the match
    (deleted, or their recording undone) last."""
    groups: dict[int, dict[str, Any]] = {}
    for photo in photos:
        group = groups.get(photo.hand_id)
        if group is None:
            number, _ = _hand_cards(view, photo.hand_id)
            group = groups[photo.hand_id] = {"hand_id": photo.hand_id, "number": number,
                                             "photos": []}
        group["photos"].append((photo, kept_photo(photo, view)))
    return sorted(groups.values(), key=lambda g: (g["number"] is None, g["number"] or 0,
                                                   g["hand_id"]))


def _render_photos(view: MatchView, photos: list[Photo], hand_id: int | None) -> str:
    return render_template(
        "photos/kept.html", view=view, title=match_title(view.match.players, view.match.units,
                                                         view.name),
        groups=_groups(view, photos), hand_id=hand_id,
        deleted=request.args.get("deleted") == "1",
        used=sum(p.size for p in photos), limit=setting("PHOTO_MATCH_LIMIT"))


@bp.get("/matches/<int:match_id>/photos")
def match_photos(match_id: int) -> str:
    store = ledger()
    return _render_photos(store.get_match(match_id), store.photos(match_id), None)


@bp.get("/matches/<int:match_id>/hands/<int:hand_id>/photos")
def hand_photos(match_id: int, hand_id: int) -> str:
    store = ledger()
    view = store.get_match(match_id)
    photos = store.photos(match_id, hand_id)
    if hand_id not in view.hand_ids and not photos:
        abort(404)
    return _render_photos(view, photos, hand_id)


@bp.get("/matches/<int:match_id>/photos/<int:photo_id>/delete")
def delete_form(match_id: int, photo_id: int) -> str:
    store = ledger()
    view = store.get_match(match_id)
    photo = store.photo(match_id, photo_id)
    number, _ = _hand_cards(view, photo.hand_id)
    return render_template(
        "photos/delete.html", view=view, photo=photo, shown=kept_photo(photo, view),
        number=number, title=match_title(view.match.players, view.match.units, view.name))


@bp.post("/matches/<int:match_id>/photos/<int:photo_id>/delete")
def delete(match_id: int, photo_id: int) -> Response:
    store = ledger()
    photo = store.delete_photo(match_id, photo_id)
    photo_store().remove(photo.file)
    if photo.hand_id in store.get_match(match_id).hand_ids:
        target = url_for("photos.hand_photos", match_id=match_id, hand_id=photo.hand_id,
                         deleted=1)
    else:
        target = url_for("photos.match_photos", match_id=match_id, deleted=1)
    return redirect(target, 303)  # type: ignore[return-value]
