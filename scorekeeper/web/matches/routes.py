"""The match pages: the list of matches, starting one, the match page, and the match-wide
changes (undo, a new game, finishing and reopening).

Every change is a POST carrying the match version the page showed; the
ledger refuses a stale one (another tablet changed the match first) and the
page says so, with a link to reload. After a change the browser is sent to
the match page (a reload does not repeat the change). Recording and
correcting hands live in `match_hands`.
"""

from __future__ import annotations

from typing import Any

from flask import Blueprint, current_app, redirect, render_template, request
from werkzeug.wrappers import Response

from ...errors import ConflictError
from ...gin.phrases import N_
from ...ledger import LedgerError, MatchSnapshot
from ..core.errors import short
from ..core.language import fault
from ..core.ledger_access import ledger
from ..core.rule_fields import option_fields, preset_choices, split_fields
from .conflicts import conflict_page, form_version
from .form import FIELD_LABELS, MatchForm
from .notices import match_url, notice
from .page import hand_number_of, match_page
from .sheet_display import sheet_display
from .what_if import undoing

bp = Blueprint("matches", __name__, url_prefix="/matches")

FORM_STATUS = 400


@bp.get("")
def index() -> str:
    matches = ledger().list_matches()
    return render_template(
        "matches/index.html",
        open_matches=[m for m in matches if not m.finished],
        finished_matches=[m for m in matches if m.finished],
    )


def _render_new(form: MatchForm, errors: dict[str, str], problem: str = "") -> str:
    hand_options, match_options = split_fields(option_fields(form.options, errors))
    return render_template(
        "matches/new.html", form=form,
        errors={name: short(message) for name, message in errors.items()},
        problem=short(problem), presets=preset_choices(), hand_options=hand_options,
        match_options=match_options, labels=FIELD_LABELS,
    )


@bp.get("/new")
def new() -> str:
    form = MatchForm.from_mapping(request.args.to_dict(), current_app.config["DEFAULT_PRESET"])
    return _render_new(form, {})


@bp.post("/new")
def create() -> Response | tuple[str, int]:
    form = MatchForm.from_mapping(request.form.to_dict(), current_app.config["DEFAULT_PRESET"])
    errors = form.field_errors()
    if errors:
        return _render_new(form, errors), FORM_STATUS
    try:
        view = ledger().create_match(**form.create_arguments())
    except LedgerError as error:
        return _render_new(form, {}, fault(error)), FORM_STATUS
    return redirect(match_url(view.id, "created"), 303)


@bp.get("/<int:match_id>")
def show(match_id: int) -> str:
    store = ledger()
    view = store.get_match(match_id)
    page = match_page(view, store.last_undoable(match_id),
                      all_earlier=request.args.get("earlier") == "all")
    return render_template("matches/show.html", page=page,
                           notice=notice(request.args, view.tally.next_dealer),
                           photo_counts=store.photo_counts(match_id))


# -- match-wide changes -------------------------------------------------------------------------


def _change(match_id: int, what: str, action: str) -> Response | tuple[str, int]:
    """Make a match-wide change (``action``: a `Ledger` method) against the form's version."""
    store = ledger()
    version = form_version()
    view = store.get_match(match_id)
    if version != view.version:
        return conflict_page(view, what, version)
    try:
        changed: MatchSnapshot = getattr(store, action)(match_id, version=version)
    except ConflictError:
        return conflict_page(store.get_match(match_id), what, version)
    return _after(changed, action)


def _after(changed: MatchSnapshot, action: str) -> Response:
    if action == "start_new_game":
        current = changed.tally.current_games
        done = "new_round" if len(current) > 1 else "new_game"
        return redirect(match_url(changed.id, done, game=current[0].number), 303)
    if action == "finish_match":
        return redirect(match_url(changed.id, "finished"), 303)
    return redirect(match_url(changed.id, "reopened"), 303)


@bp.post("/<int:match_id>/new-game")
def new_game(match_id: int) -> Response | tuple[str, int]:
    return _change(match_id, N_("start a new game"), "start_new_game")


@bp.post("/<int:match_id>/finish")
def finish(match_id: int) -> Response | tuple[str, int]:
    return _change(match_id, N_("finish the match"), "finish_match")


@bp.post("/<int:match_id>/reopen")
def reopen(match_id: int) -> Response | tuple[str, int]:
    return _change(match_id, N_("reopen the match"), "reopen_match")


@bp.post("/<int:match_id>/language")
def set_language(match_id: int) -> Response | tuple[str, int]:
    """The match's own language (its printed sheets follow it), or none ("")."""
    store = ledger()
    version = form_version()
    view = store.get_match(match_id)
    what = N_("change the match's language")
    if version != view.version:
        return conflict_page(view, what, version)
    language = (request.form.get("language") or "").strip()
    try:
        changed = store.set_language(match_id, language or None, version=version)
    except ConflictError:
        return conflict_page(store.get_match(match_id), what, version)
    return redirect(match_url(changed.id, "language" if changed.language else "no_language"), 303)


@bp.get("/<int:match_id>/undo")
def undo_form(match_id: int) -> str:
    store = ledger()
    view = store.get_match(match_id)
    last = store.last_undoable(match_id)
    page = match_page(view, last)
    if last is None:
        raise LedgerError(N_("match %(match)s has nothing to undo"), match=str(match_id))
    after = undoing(view.match, view.hand_ids, last).tally
    return render_template(
        "matches/undo.html", page=page,
        before=[sheet_display(game, view.tally) for game in view.tally.current_games],
        after=[sheet_display(game, after) for game in after.current_games])


@bp.post("/<int:match_id>/undo")
def undo(match_id: int) -> Response | tuple[str, int]:
    store = ledger()
    version = form_version()
    view = store.get_match(match_id)
    if version != view.version:
        return conflict_page(view, N_("undo the last change"), version)
    last = store.last_undoable(match_id)
    try:
        changed = store.undo(match_id, version=version)
    except ConflictError:
        return conflict_page(store.get_match(match_id), N_("undo the last change"), version)
    numbers: dict[str, Any] = {"action": last.action if last else ""}
    hand = hand_number_of(view, last.hand_id if last else None)
    if hand:
        numbers["hand"] = hand
    return redirect(match_url(changed.id, "undone", **numbers), 303)
