"""Every route of the app, with what it takes: the security tests walk this catalogue.

`sample_values` fills each route's parameters from a real database (a match
with hands, a finished match, a player); `CHANGES` gives, for each
state-changing endpoint, a request that the app accepts when it carries the
CSRF token. A test checks that every route of the app is in here, so a new
route (score sheets, photo uploads) is named here before it ships.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from flask import Flask
from match_helpers import LAYOFF, ledger_of
from photo_helpers import SMALL_PHOTO
from photo_helpers import sample as sample_photo
from web_examples import GIN_DEFENDER, GIN_KNOCKER

from scorekeeper.ledger import NewPhoto
from scorekeeper.photos import PhotoStore
from vision import load_image

SAFE = {"GET", "HEAD", "OPTIONS"}
PASSPHRASE = "three blind mice"


@dataclass(frozen=True)
class Sample:
    """A database to aim the routes at: match ``match_id`` (Ann v Bob, three hands, open),
    ``finished_id`` (finished), the hand ``hand_id`` of the first."""

    match_id: int
    finished_id: int
    hand_id: int
    photo_id: int
    """A photo kept with the sample's second hand (its row id)."""
    picture_id: str
    """The same photo's random id (its file)."""

    def values(self) -> dict[str, Any]:
        return {"match_id": self.match_id, "hand_id": self.hand_id, "name": "Ann",
                "filename": "css/app.css", "photo_id": self.photo_id,
                "picture_id": self.picture_id}


def make_sample(app: Flask) -> Sample:
    store = ledger_of(app)
    view = store.create_match(["Ann", "Bob"], "standard", first_dealer="Bob", name="Friday")
    view = store.record_hand(view.id, {"knocker": "Ann", "knocker_deadwood": 4,
                                       "defender_deadwood": 20}, version=view.version)
    picture = kept_picture(app)
    view = store.record_hand(view.id, {"cards": {"Ann": LAYOFF["knocker_cards"],
                                                 "Bob": LAYOFF["defender_cards"]},
                                       "knocker": "Ann"}, version=view.version,
                             photos=[picture])
    view = store.record_hand(view.id, {"wash": True}, version=view.version)
    done = store.create_match(["Cal", "Dee"], "standard", first_dealer="Cal")
    store.finish_match(done.id, version=done.version)
    return Sample(view.id, done.id, view.hand_ids[0], store.photos(view.id)[0].id,
                  picture.file.split(".")[0])


def kept_picture(app: Flask) -> NewPhoto:
    """A real photo in the app's photos folder, as the confirm of a hand keeps it."""
    photos = PhotoStore(app.config["PHOTOS_FOLDER"])
    stored = photos.add(load_image(sample_photo(SMALL_PHOTO)))
    photos.keep(stored.id)
    return NewPhoto("knocker", stored.file, stored.size, stored.content_type, stored.width,
                    stored.height)


def fill(rule: str, values: dict[str, Any]) -> str:
    """``/matches/<int:match_id>`` with the sample's values."""

    def value(found: re.Match[str]) -> str:
        name = found.group(1)
        if name not in values:
            raise KeyError(f"routes.py has no sample value for <{name}> in {rule}: add one")
        return str(values[name])

    return re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", value, rule)


def version_of(app: Flask, match_id: int) -> int:
    return ledger_of(app).get_match(match_id).version


COUNTS_FORM = {"kind": "counts", "knocker": "Ann", "finish": "knock", "knocker_deadwood": "4",
               "defender_deadwood": "20"}
CARDS_FORM = {"kind": "cards", "knocker": "Bob", "knocker_cards": GIN_KNOCKER,
              "defender_cards": GIN_DEFENDER}
COUNTS_HAND = {"knocker": "Bob", "knocker_deadwood": 3, "defender_deadwood": 25}


@dataclass(frozen=True)
class Change:
    """A request the endpoint accepts: ``form`` (a page's POST) or ``body`` (JSON), made for
    the sample; ``match`` picks the match (``finished`` for reopening); ``ok`` the statuses of
    success; ``writes`` whether success changes the database."""

    form: Callable[[Flask, Sample], dict[str, str]] | None = None
    body: Callable[[Flask, Sample], Any] | None = None
    ok: tuple[int, ...] = (303,)
    writes: bool = True
    finished: bool = False


def _version_form(app: Flask, s: Sample) -> dict[str, str]:
    return {"version": str(version_of(app, s.match_id))}


def _version_body(app: Flask, s: Sample) -> dict[str, int]:
    return {"version": version_of(app, s.match_id)}


CHANGES: dict[str, Change] = {
    "matches.create": Change(form=lambda app, s: {
        "player_1": "Eve", "player_2": "Fay", "first_dealer": "1", "rules": "standard"}),
    "matches.finish": Change(form=_version_form),
    "matches.new_game": Change(form=_version_form),
    "matches.reopen": Change(form=lambda app, s: {
        "version": str(version_of(app, s.finished_id))}, finished=True),
    "matches.undo": Change(form=_version_form),
    "match_hands.preview_new": Change(form=lambda app, s: {
        **CARDS_FORM, **_version_form(app, s)}, ok=(200,), writes=False),
    "match_hands.record": Change(form=lambda app, s: {**COUNTS_FORM, **_version_form(app, s)}),
    "match_hands.preview_edit": Change(form=lambda app, s: {
        **COUNTS_FORM, **_version_form(app, s)}, ok=(200,), writes=False),
    "match_hands.correct": Change(form=lambda app, s: {**COUNTS_FORM, **_version_form(app, s)}),
    "match_hands.delete": Change(form=_version_form),
    "hands.settle_hand": Change(form=lambda app, s: {
        "knocker": GIN_KNOCKER, "defender": GIN_DEFENDER}, ok=(200,), writes=False),
    "signin.sign_in": Change(form=lambda app, s: {"passphrase": PASSPHRASE, "next": "/"},
                             writes=False),
    "signin.sign_out": Change(form=lambda app, s: {}, writes=False),
    "language.choose": Change(form=lambda app, s: {"lang": "de", "next": "/"}, ok=(303,),
                              writes=False),
    # A photo's form sent without a photo comes back (400) naming it: the upload itself, with
    # hostile files and fuzzed bytes, is tested in test_photo_*.py and test_fuzz_photos.py.
    "hands.settle_photo": Change(form=lambda app, s: {
        "photo_side": "knocker", "knocker": GIN_KNOCKER}, ok=(400,), writes=False),
    "match_hands.photo": Change(form=lambda app, s: {
        **CARDS_FORM, **_version_form(app, s), "photo_side": "knocker"}, ok=(400,),
        writes=False),
    "match_hands.edit_photo": Change(form=lambda app, s: {
        **CARDS_FORM, **_version_form(app, s), "photo_side": "knocker"}, ok=(400,),
        writes=False),
    "photos.delete": Change(form=lambda app, s: {}),
    "photo_api.recognize": Change(form=lambda app, s: {}, ok=(415,), writes=False),
    "api.settle": Change(body=lambda app, s: {"knocker": GIN_KNOCKER, "defender": GIN_DEFENDER},
                         ok=(200,), writes=False),
    "api.deadwood": Change(body=lambda app, s: {"cards": GIN_KNOCKER}, ok=(200,), writes=False),
    "signin.api_sign_in": Change(body=lambda app, s: {"passphrase": PASSPHRASE}, ok=(200,),
                                 writes=False),
    "signin.api_sign_out": Change(body=lambda app, s: None, ok=(200,), writes=False),
    "matches_api.create_match": Change(body=lambda app, s: {"players": ["Eve", "Fay"]},
                                       ok=(201,)),
    "matches_api.record_hand": Change(body=lambda app, s: {
        **_version_body(app, s), "hand": COUNTS_HAND}, ok=(201,)),
    "matches_api.preview_hand": Change(body=lambda app, s: {"hand": COUNTS_HAND}, ok=(200,),
                                       writes=False),
    "matches_api.correct_hand": Change(body=lambda app, s: {
        **_version_body(app, s), "hand": COUNTS_HAND}, ok=(200,)),
    "matches_api.delete_hand": Change(body=_version_body, ok=(200,)),
    "matches_api.undo": Change(body=_version_body, ok=(200,)),
    "matches_api.new_game": Change(body=_version_body, ok=(200,)),
    "matches_api.finish": Change(body=_version_body, ok=(200,)),
    "matches_api.set_language": Change(body=lambda app, s: {
        **_version_body(app, s), "language": "de"}, ok=(200,)),
    "matches.set_language": Change(form=lambda app, s: {
        **_version_form(app, s), "language": "fr"}),
    "matches_api.reopen": Change(body=lambda app, s: {
        "version": version_of(app, s.finished_id)}, ok=(200,), finished=True),
}
"""Every endpoint that takes a POST, PUT or DELETE."""


@dataclass(frozen=True)
class Route:
    endpoint: str
    method: str
    rule: str

    def url(self, sample: Sample) -> str:
        values = sample.values()
        if self.endpoint in CHANGES and CHANGES[self.endpoint].finished:
            values["match_id"] = sample.finished_id
        return fill(self.rule, values)

    def __str__(self) -> str:
        return f"{self.method} {self.rule}"


def routes(app: Flask) -> list[Route]:
    """Every (endpoint, method, rule) of the app."""
    return sorted({Route(rule.endpoint, method, rule.rule)
                   for rule in app.url_map.iter_rules()
                   for method in (rule.methods or set()) - {"HEAD", "OPTIONS"}},
                  key=lambda r: (r.rule, r.method))


def page_routes(app: Flask) -> list[Route]:
    return [r for r in routes(app) if r.method == "GET"]


def change_routes(app: Flask) -> list[Route]:
    return [r for r in routes(app) if r.method not in SAFE]


def send(client: Any, app: Flask, sample: Sample, route: Route, **options: Any) -> Any:
    """Send the endpoint's accepted request (``CHANGES``) down ``route``."""
    change = CHANGES[route.endpoint]
    url = route.url(sample)
    if change.form is not None:
        return client.open(url, method=route.method, data=change.form(app, sample), **options)
    body = change.body(app, sample) if change.body else None
    if body is None:
        return client.open(url, method=route.method, **options)
    return client.open(url, method=route.method, json=body, **options)
