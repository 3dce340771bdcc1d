"""Photos on the pages: serve a photo, look at and delete the kept ones.

    GET  /photos/<picture id>.jpg                       a photo, by its random id only
    GET  /matches/<id>/photos                           every photo kept with the match's hands
    GET  /matches/<id>/hands/<hand>/photos              the photos of one hand
    GET  /matches/<id>/photos/<photo>/delete            the photo, and the confirm
    POST /matches/<id>/photos/<photo>/delete            delete it

A photo is read into a form by that form's own route (the settle form:
`scorekeeper.web.settle.routes`; the record-a-hand form:
`scorekeeper.web.matches.hand_routes`), with `form_side`.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, Response, abort, redirect, render_template, request, send_file, url_for

from ...ledger import CardsHand, MatchSnapshot, Photo
from ...photos import Reading
from ..core.ledger_access import ledger
from ..core.titles import match_title
from .display import ShownPhoto, shown_both, shown_photo
from .settings import photo_store, setting

bp = Blueprint("photos", __name__)


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


def _hand_cards(view: MatchSnapshot, hand_id: int) -> tuple[int | None, CardsHand | None]:
    """The hand's number and, for a hand from the cards, the hand (None: not in the match)."""
    if hand_id not in view.hand_ids:
        return None, None
    position = view.hand_ids.index(hand_id)
    number = next((r.number for r in view.tally.hands if r.position == position), None)
    entry = view.match.entries[position]
    return number, entry if isinstance(entry, CardsHand) else None


def kept_photo(photo: Photo, view: MatchSnapshot) -> ShownPhoto | None:
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
    if reading.both_hands and hand is not None:
        return shown_both(stem, reading, {"knocker": hand.knocker_cards,
                                          "defender": hand.defender_cards},
                          {"knocker": hand.knocker, "defender": hand.defender},
                          url=url_for("photos.picture", picture_id=stem), checking=False)
    names = {photo.side: photo.player or ""}
    return shown_photo(stem, photo.side, reading, own, other, names,
                       url=url_for("photos.picture", picture_id=stem), checking=False)


def _groups(view: MatchSnapshot, photos: list[Photo]) -> list[dict[str, Any]]:
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


def _render_photos(view: MatchSnapshot, photos: list[Photo], hand_id: int | None) -> str:
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
