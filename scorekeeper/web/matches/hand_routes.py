"""Recording, correcting and deleting a match's hands: form, preview, confirm.

    GET  /matches/<id>/hands/new?kind=cards|counts|wash    the form
    POST /matches/<id>/hands/preview                       the verdict and the totals after it
    POST /matches/<id>/hands                               confirm: record it
    GET  /matches/<id>/hands/<hand>/edit?kind=...          the form, filled in from the hand
    POST /matches/<id>/hands/<hand>/preview                the correction's verdict and totals
    POST /matches/<id>/hands/<hand>                        confirm: correct it
    GET  /matches/<id>/hands/<hand>/delete                 the totals without it
    POST /matches/<id>/hands/<hand>/delete                 confirm: delete it
    POST /matches/<id>/hands/photo                         the form, a side read from a photo
    POST /matches/<id>/hands/<hand>/photo                  the correction's form, likewise

Nothing is stored before the confirm. The confirm carries the match version
the preview showed: if the match moved on meanwhile (another tablet, or the
same confirm sent twice) the ledger refuses it and the page says so. A hand
the rules refuse is shown again, as typed, with the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from flask import Blueprint, abort, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from ...errors import ConflictError
from ...gin import GinError
from ...gin.phrases import N_, Phrase, phrase
from ...ledger import (
    CardsHand,
    CountsHand,
    Entry,
    HandError,
    HandResult,
    LedgerError,
    MatchSnapshot,
    NewGame,
    Wash,
    entry_from_dict,
)
from ..core.card_display import picker_rows
from ..core.errors import short
from ..core.language import reason, words
from ..core.layout_offer import LayoutOffer, layout_offer
from ..core.ledger_access import ledger
from ..core.titles import match_title
from ..core.verdict_display import verdict_display
from ..photos.form_side import BOTH, NO_SIDE, read_both, read_into, side_sent
from ..photos.keeping import take_photos
from ..photos.panel import photo_panel
from ..photos.uploads import UploadError
from .conflicts import Again, conflict_page, form_version
from .hand_form import FIELD_LABELS, HandForm, KnockerChoice, knocker_choices, parse_kind
from .notices import match_url
from .sheet_display import hand_result_words, hand_text, score_lines, sheet_display
from .what_if import Preview, correcting, deleting, recording

bp = Blueprint("match_hands", __name__, url_prefix="/matches/<int:match_id>/hands")

FORM_STATUS = 400


@dataclass(frozen=True)
class Target:
    """What the form is for: a new hand, or the hand ``hand_id`` (its result, to correct)."""

    view: MatchSnapshot
    hand_id: int | None = None
    result: HandResult | None = None

    @property
    def number(self) -> int:
        return self.result.number if self.result else len(self.view.tally.hands) + 1

    @property
    def choices(self) -> list[KnockerChoice]:
        seats = [self.result.seat] if self.result else list(self.view.tally.upcoming)
        return knocker_choices(seats)

    @property
    def preview_url(self) -> str:
        if self.hand_id is None:
            return url_for("match_hands.preview_new", match_id=self.view.id)
        return url_for("match_hands.preview_edit", match_id=self.view.id, hand_id=self.hand_id)

    @property
    def confirm_url(self) -> str:
        if self.hand_id is None:
            return url_for("match_hands.record", match_id=self.view.id)
        return url_for("match_hands.correct", match_id=self.view.id, hand_id=self.hand_id)

    @property
    def photo_url(self) -> str:
        """Where the form sends a photo to be read into it."""
        if self.hand_id is None:
            return url_for("match_hands.photo", match_id=self.view.id)
        return url_for("match_hands.edit_photo", match_id=self.view.id, hand_id=self.hand_id)

    def form_url(self, **args: Any) -> str:
        if self.hand_id is None:
            return url_for("match_hands.new", match_id=self.view.id, **args)
        return url_for("match_hands.edit", match_id=self.view.id, hand_id=self.hand_id, **args)


def _open_match(match_id: int) -> MatchSnapshot:
    view = ledger().get_match(match_id)
    if view.finished:
        raise LedgerError(N_("match %(match)s is finished; reopen it to change its hands"),
                          match=str(match_id))
    return view


def hand_target(match_id: int, hand_id: int | None = None) -> Target:
    view = _open_match(match_id)
    if hand_id is None:
        return Target(view)
    if hand_id not in view.hand_ids:
        abort(404)
    position = view.hand_ids.index(hand_id)
    result = next((r for r in view.tally.hands if r.position == position), None)
    if result is None:  # a new-game marker: nothing to edit, only to delete or undo
        raise LedgerError(N_("that entry is the start of a new game, not a hand; delete it "
                             "instead"))
    return Target(view, hand_id, result)


def _title(view: MatchSnapshot) -> str:
    return match_title(view.match.players, view.match.units, view.name)


def render_hand_form(target: Target, form: HandForm, errors: dict[str, str],
                     problem: str = "", *, photo_error: str = "",
                     just_read: str | None = None, offer: LayoutOffer | None = None) -> str:
    """The hand's form, as typed, with each fault next to its field; ``photo_error`` a photo
    refused, ``just_read`` the side whose photo was just read; ``offer`` the offer to score a
    refused layout as shown."""
    view = target.view
    rules = view.match.rules
    knocker, defender = form.names(target.choices)
    photos = photo_panel(
        target.photo_url, form.photo_ids() if form.kind == "cards" else {},
        {"knocker": form.knocker_cards, "defender": form.defender_cards},
        {"knocker": knocker, "defender": defender}, error=short(photo_error),
        just_read=just_read, keeps=True)
    return render_template(
        "matches/hand_form.html", target=target, form=form, title=_title(view),
        choices=target.choices, rules=rules,
        errors={name: short(message) for name, message in errors.items()},
        problem=short(problem), labels=FIELD_LABELS, picker_rows=picker_rows(),
        sheet=sheet_display(view.tally.current_games[-1], view.tally),
        kinds=[(kind, target.form_url(kind=kind)) for kind in ("cards", "counts", "wash")],
        photos=photos,
        hand_photos=(ledger().photo_counts(view.id).get(target.hand_id, 0)
                     if target.hand_id is not None else 0),
        offer=offer, offer_fields=[*form.carried(), ("version", form.version)],
    )


def refused(target: Target, form: HandForm, error: HandError | GinError) -> tuple[str, int]:
    """The form again with the reason the ledger refused the hand, and, where the melds were
    refused only for not being the cheapest arrangement, the offer to score them as shown."""
    offer = layout_offer(error)
    problem = offer.problem if offer else reason(error)
    return render_hand_form(target, form, {}, problem, offer=offer), FORM_STATUS


def _read(kind: str | None = None) -> HandForm:
    source = request.form if request.method == "POST" else request.args
    return HandForm.from_mapping(source.to_dict(), kind)


# -- the form ------------------------------------------------------------------------------


@bp.get("/new")
def new(match_id: int) -> str:
    target = hand_target(match_id)
    form = _read(parse_kind(request.args.get("kind")))
    form.version = str(target.view.version)
    return render_hand_form(target, form, {})


@bp.get("/<int:hand_id>/edit")
def edit(match_id: int, hand_id: int) -> str:
    target = hand_target(match_id, hand_id)
    assert target.result is not None
    kind = parse_kind(request.args.get("kind"), target.result.kind)
    if any(name in request.args for name in ("knocker", "knocker_cards", "knocker_deadwood")):
        form = _read(kind)  # back from the preview ("change it"): as typed
    else:
        form = prefilled(target.result, kind)
    form.version = str(target.view.version)
    return render_hand_form(target, form, {})


def prefilled(result: HandResult, kind: str) -> HandForm:
    """The form for correcting a recorded hand, in the way chosen (counts from its score)."""
    form = HandForm.from_hand(result.hand, kind)
    if kind == "counts" and result.score is not None and not isinstance(result.hand, CountsHand):
        form.knocker = result.knocker or ""
        form.knocker_deadwood = str(result.score.knocker_deadwood)
        form.defender_deadwood = str(result.score.defender_deadwood)
        form.finish = {"gin": "gin", "big_gin": "big_gin"}.get(result.score.outcome.value, "knock")
    if kind != "wash" and not form.knocker and result.knocker:
        form.knocker = result.knocker
    return form


# -- preview -------------------------------------------------------------------------------


def _preview(target: Target) -> str | tuple[str, int]:
    form = _read()
    view = target.view
    errors = form.field_errors(target.choices, view.match.rules)
    if errors:
        return render_hand_form(target, form, errors), FORM_STATUS
    try:
        hand = form.hand_dict(target.choices)
        if target.result is None:
            preview = recording(view.match, hand)
        else:
            preview = correcting(view.match, target.result.position, hand)
    except (HandError, GinError) as error:
        return refused(target, form, error)
    moved = form.version.isdigit() and int(form.version) != view.version
    form.version = str(view.version)
    return render_template(
        "matches/preview.html", target=target, form=form, title=_title(view),
        preview=preview, verdict=_verdict(preview, view), moved=moved,
        score_lines=score_lines(preview.hand) if preview.hand else (),
        before=[sheet_display(game, view.tally) for game in view.tally.current_games],
        after=_affected(preview, target),
        change_url=target.form_url(**dict(form.carried())),
        was=None if target.result is None else hand_result_words(target.result),
        now=hand_result_words(preview.hand) if preview.hand else None,
    )


def _verdict(preview: Preview, view: MatchSnapshot) -> Any:
    result = preview.hand
    if result is None or result.settlement is None:
        return None
    return verdict_display(result.settlement, view.match.preset)


def _affected(preview: Preview, target: Target) -> list[Any]:
    """The sheets to show after the change: the games the hand went into (or the current)."""
    counted = preview.tally
    numbers = set(preview.hand.games) if preview.hand and preview.hand.games else set()
    games = [g for g in counted.games if g.number in numbers] or list(counted.current_games)
    return [sheet_display(game, counted) for game in games]


@bp.post("/preview")
def preview_new(match_id: int) -> str | tuple[str, int]:
    return _preview(hand_target(match_id))


@bp.post("/<int:hand_id>/preview")
def preview_edit(match_id: int, hand_id: int) -> str | tuple[str, int]:
    return _preview(hand_target(match_id, hand_id))


# -- confirm -------------------------------------------------------------------------------


def _confirm(target: Target) -> Response | str | tuple[str, int]:
    form = _read()
    view = target.view
    version = form_version()
    what = Phrase(N_("record this hand")) if target.hand_id is None else phrase(
        N_("correct hand %(number)s"), number=target.number)
    again = Again(target.preview_url, form.carried())
    if version != view.version:
        return _stale(target, form, what, again, version)
    errors = form.field_errors(target.choices, view.match.rules)
    if errors:
        return render_hand_form(target, form, errors), FORM_STATUS
    store = ledger()
    keeping = take_photos(view.id, form.photo_ids())
    try:
        hand = form.hand_dict(target.choices)
        if target.hand_id is None:
            changed = store.record_hand(view.id, hand, version=version, photos=keeping.photos)
        else:
            changed = store.correct_hand(view.id, target.hand_id, hand, version=version,
                                         photos=keeping.photos)
    except ConflictError:  # changed between the check above and the ledger's own
        keeping.release()
        now = replace(target, view=store.get_match(view.id))
        return _stale(now, form, what, again, version)
    except (HandError, GinError) as error:
        keeping.release()
        return refused(target, form, error)
    except BaseException:
        keeping.release()
        raise
    keeping.done()
    number = target.number if target.hand_id is not None else len(changed.tally.hands)
    done = "recorded" if target.hand_id is None else "corrected"
    # No #hand-N: the page opens on the totals and what comes next; the hand is marked.
    return redirect(match_url(view.id, done, hand=number, **keeping.numbers()),
                    303)


def _stale(target: Target, form: HandForm, what: Phrase, again: Again,
           version: int) -> Response | tuple[str, int]:
    """A confirm made against an older version: the same hand sent twice counts once."""
    view = target.view
    if target.hand_id is None and view.version == version + 1:
        number = _just_recorded(view, form, target)
        if number:
            return redirect(match_url(view.id, "already", hand=number), 303)
    return conflict_page(view, what, version, again)


def _just_recorded(view: MatchSnapshot, form: HandForm, target: Target) -> int | None:
    """The number of the last hand when the one change since was recording this very hand."""
    changes = ledger().changes(view.id)
    if not changes or changes[-1].action != "record" or not view.hand_ids:
        return None
    if changes[-1].hand_id != view.hand_ids[-1] or not view.tally.hands:
        return None
    last = view.tally.hands[-1]
    choices = knocker_choices([last.seat])
    if form.field_errors(choices, view.match.rules):
        return None
    try:
        entry = entry_from_dict(form.hand_dict(choices))
    except (HandError, GinError):
        return None
    return last.number if same_hand(entry, view.match.entries[-1]) else None


def same_hand(new: Entry, stored: Entry) -> bool:
    """Whether ``new`` (as typed) is the hand ``stored`` (which carries the facts the ledger
    filled in: the dealer, a counts hand's defender, a four-player wash's table)."""
    if type(new) is not type(stored) or isinstance(new, NewGame) or isinstance(stored, NewGame):
        return False
    if new.dealer is None:
        new = replace(new, dealer=stored.dealer)
    if isinstance(new, CountsHand) and isinstance(stored, CountsHand) and new.defender is None:
        new = replace(new, defender=stored.defender)
    if isinstance(new, Wash) and isinstance(stored, Wash) and new.players is None:
        new = replace(new, players=stored.players)
    if isinstance(new, CardsHand) and isinstance(stored, CardsHand):
        return (new.knocker, set(new.knocker_cards), set(new.defender_cards), new.upcard,
                new.knocker_melds is None, new.knocker_layout) == (
                    stored.knocker, set(stored.knocker_cards), set(stored.defender_cards),
                    stored.upcard, stored.knocker_melds is None, stored.knocker_layout)
    return new == stored


@bp.post("")
def record(match_id: int) -> Response | str | tuple[str, int]:
    return _confirm(hand_target(match_id))


@bp.post("/<int:hand_id>")
def correct(match_id: int, hand_id: int) -> Response | str | tuple[str, int]:
    return _confirm(hand_target(match_id, hand_id))


# -- delete --------------------------------------------------------------------------------


def _delete_target(match_id: int, hand_id: int) -> tuple[MatchSnapshot, int]:
    view = _open_match(match_id)
    if hand_id not in view.hand_ids:
        abort(404)
    return view, view.hand_ids.index(hand_id)


@bp.get("/<int:hand_id>/delete")
def delete_form(match_id: int, hand_id: int) -> str:
    view, position = _delete_target(match_id, hand_id)
    result = next((r for r in view.tally.hands if r.position == position), None)
    preview = deleting(view.match, position)
    return render_template(
        "matches/delete.html", view=view, title=_title(view), hand_id=hand_id, result=result,
        hand_text=hand_text(result) if result else "",
        after=[sheet_display(game, preview.tally) for game in preview.tally.current_games],
        before=[sheet_display(game, view.tally) for game in view.tally.current_games],
        hand_photos=ledger().photo_counts(match_id).get(hand_id, 0),
    )


@bp.post("/<int:hand_id>/delete")
def delete(match_id: int, hand_id: int) -> Response | tuple[str, int]:
    view, position = _delete_target(match_id, hand_id)
    version = form_version()
    number = next((r.number for r in view.tally.hands if r.position == position), None)
    what = phrase(N_("delete hand %(number)s"), number=number) if number else Phrase(
        N_("delete the start of the new game"))
    if version != view.version:
        return conflict_page(view, what, version)
    store = ledger()
    try:
        store.delete_hand(match_id, hand_id, version=version)
    except ConflictError:
        return conflict_page(store.get_match(match_id), what, version)
    return redirect(match_url(match_id, "deleted", hand=number or 0), 303)


# -- reading a photo into the form ----------------------------------------------------------------


def _hand_photo(target: Target) -> tuple[str, int] | str:
    """The form again, one side's cards read from the photo sent with it (or the reason the
    photo was refused; nothing is recorded until the form itself is sent and confirmed)."""
    form = HandForm.from_mapping(request.form.to_dict(), "cards")
    side = side_sent()
    if side is None:
        return render_hand_form(target, form, {}, photo_error=words()._(NO_SIDE)), 400
    try:
        if side == BOTH:
            photo_id, both = read_both()
        else:
            photo_id, cards = read_into({"knocker": form.knocker_cards,
                                         "defender": form.defender_cards}, side)
            both = {side: cards}
    except UploadError as error:
        return render_hand_form(target, form, {}, photo_error=error.localized()), error.status
    for hand_side, cards in both.items():
        setattr(form, f"{hand_side}_cards", cards)
        setattr(form, f"photo_{hand_side}", photo_id)
    return render_hand_form(target, form, {}, just_read=side)


@bp.post("/photo")
def photo(match_id: int) -> tuple[str, int] | str:
    return _hand_photo(hand_target(match_id))


@bp.post("/<int:hand_id>/photo")
def edit_photo(match_id: int, hand_id: int) -> tuple[str, int] | str:
    return _hand_photo(hand_target(match_id, hand_id))
