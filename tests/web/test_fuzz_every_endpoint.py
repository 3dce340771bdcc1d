"""Any body down any endpoint that takes one: a clear 4xx (or the page with the fault shown),
never a 500, and a refused request leaves the database byte for byte as it was.

Every endpoint of `routes.CHANGES` (each POST, PUT and DELETE of the app) is
sent the request it accepts with its fields dropped, replaced or added to
(so many get past the first check and are refused deep in the ledger, or
succeed), and random forms, JSON and raw bytes under several content types;
all with the CSRF token (so the request reaches the view), versions near the
match's own, and the ids of hands that exist and do not. Endpoints that write nothing (the
previews, settling a hand, signing in) must leave the database alone whatever
they answer. `test_fuzz_inputs.py` and `test_fuzz_matches.py` go deeper into
the settle and hand bodies.
"""

from __future__ import annotations

import json

import pytest
from access_helpers import dump, set_passphrase
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from match_helpers import ledger_of
from routes import CHANGES, PASSPHRASE, change_routes, fill, make_sample

from scorekeeper.gin import DECK
from scorekeeper.web.signin.ratelimit import LIMITER

SETTINGS = settings(max_examples=15, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])

VERSION_NOW, VERSION_BEFORE = "@version", "@version-1"
FORM_KEYS = ["kind", "knocker", "finish", "knocker_deadwood", "defender_deadwood",
             "knocker_cards", "defender_cards", "knocker_melds", "upcard", "table", "version",
             "player_1", "player_2", "player_3", "player_4", "team_1", "team_2", "first_dealer",
             "rules", "name", "target", "passphrase", "next", "knocker_name", "defender",
             "csrf_token", "gin_bonus"]
JSON_KEYS = ["version", "hand", "players", "rules", "set", "teams", "first_dealer", "name",
             "passphrase", "cards", "knocker", "defender", "upcard", "all", "names",
             "knocker_melds"]
HAND_KEYS = ["knocker", "knocker_deadwood", "defender_deadwood", "gin", "big_gin", "cards",
             "wash", "players", "upcard", "dealer", "knocker_melds"]

cards = st.lists(st.sampled_from([str(c) for c in DECK] + ["XX", "10h", "", "|"]),
                 max_size=12).map(" ".join)
words = st.sampled_from(["Ann", "Bob", "Cal", "ann", "cards", "counts", "wash", "knock", "gin",
                         "big_gin", "standard", "hollywood", "oklahoma", "cut", "1", "2", "0",
                         "-1", "12", "99999999999999999999", "true", "", " ", PASSPHRASE,
                         VERSION_NOW, VERSION_BEFORE, "/", "\x00", "\u202e", "<script>"])
texts = words | cards | st.text(max_size=20)
scalars = (st.none() | st.booleans() | st.integers(-3, 10**20) | st.floats(allow_nan=True)
           | texts)
json_values = st.recursive(scalars, lambda inner: st.lists(inner, max_size=3) | st.dictionaries(
    st.sampled_from(HAND_KEYS) | st.text(max_size=5), inner, max_size=4), max_leaves=8)
hands = st.dictionaries(st.sampled_from(HAND_KEYS), json_values | texts, max_size=5)
forms = st.dictionaries(st.sampled_from(FORM_KEYS) | st.text(max_size=6), texts, max_size=8)
bodies = st.dictionaries(st.sampled_from(JSON_KEYS), json_values | hands | texts, max_size=5)
raw = st.tuples(st.sampled_from(["application/json", "application/x-www-form-urlencoded",
                                 "text/plain", "multipart/form-data; boundary=x", ""]),
                st.binary(max_size=200))
requests = st.one_of(forms.map(lambda f: ("form", f)), bodies.map(lambda b: ("json", b)),
                     json_values.map(lambda b: ("json", b)), raw.map(lambda r: ("raw", r)))
near = st.integers(-2, 130) | st.sampled_from([VERSION_NOW, VERSION_BEFORE])


@st.composite
def mutated(draw: st.DrawFn, base: object, as_text: bool) -> object:
    """``base`` (an accepted form or body) with some keys dropped, some values replaced (nested
    objects mutated in turn), and perhaps a key added."""
    if not isinstance(base, dict):
        return base
    values = texts if as_text else (json_values | near)
    out = {}
    for key, value in base.items():
        choice = draw(st.sampled_from(["keep", "keep", "keep", "drop", "replace", "nested"]))
        if choice == "keep":
            out[key] = value
        elif choice == "replace":
            out[key] = draw(values | st.just(VERSION_NOW) if key == "version" else values)
        elif choice == "nested":
            out[key] = draw(mutated(value, as_text))
    extra_keys = st.sampled_from(FORM_KEYS if as_text else JSON_KEYS + HAND_KEYS)
    out.update(draw(st.dictionaries(extra_keys, values, max_size=1)))
    return out


@pytest.fixture
def sample(app):
    set_passphrase(app, PASSPHRASE)
    return make_sample(app)


def with_versions(value, now: int):
    """Put the match's version (or the one before) where the strategy left a placeholder."""
    if value == VERSION_NOW:
        return now
    if value == VERSION_BEFORE:
        return now - 1
    if isinstance(value, dict):
        return {key: with_versions(item, now) for key, item in value.items()}
    if isinstance(value, list):
        return [with_versions(item, now) for item in value]
    return value


def send(client, url: str, method: str, request, now: int):
    kind, payload = request
    if kind == "form":
        data = {key: str(with_versions(value, now)) for key, value in payload.items()}
        return client.open(url, method=method, data=data)
    if kind == "json":
        text = json.dumps(with_versions(payload, now))
        return client.open(url, method=method, data=text, content_type="application/json")
    content_type, data = payload
    return client.open(url, method=method, data=data, content_type=content_type or None)


def base_request(app, sample, endpoint: str):
    """The request ``endpoint`` accepts (`routes.CHANGES`), versions as placeholders."""
    change = CHANGES[endpoint]
    if change.form is not None:
        return "form", {key: VERSION_NOW if key == "version" else value
                        for key, value in change.form(app, sample).items()}
    body = change.body(app, sample) if change.body else None
    if isinstance(body, dict) and "version" in body:
        body = {**body, "version": VERSION_NOW}
    return "json", body


@pytest.mark.parametrize("endpoint", sorted(CHANGES))
def test_any_request_to_any_endpoint(app, client, sample, endpoint):
    [route] = [r for r in change_routes(app) if r.endpoint == endpoint]
    store = ledger_of(app)
    database = app.config["DATABASE"]
    kind, base = base_request(app, sample, endpoint)
    # The request the mutations start from is accepted: they start inside the view.
    match_id = sample.finished_id if CHANGES[endpoint].finished else sample.match_id
    url = fill(route.rule, {**sample.values(), "match_id": match_id, "hand_id": sample.hand_id})
    accepted = send(client, url, route.method, (kind, base), store.get_match(match_id).version)
    assert accepted.status_code in CHANGES[endpoint].ok, accepted.get_data(as_text=True)[:300]
    app.extensions[LIMITER].succeeded("127.0.0.1")

    @SETTINGS
    @given(data=st.data(), hand=st.sampled_from(["first", "last", "missing"]))
    def attempt(data, hand):
        if data.draw(st.booleans(), label="mutate the accepted request"):
            request = (kind, data.draw(mutated(base, kind == "form"), label="mutated"))
        else:
            request = data.draw(requests, label="any request")
        match_id = sample.finished_id if CHANGES[endpoint].finished else sample.match_id
        view = store.get_match(match_id)
        hand_ids = view.hand_ids or (sample.hand_id,)
        hand_id = {"first": hand_ids[0], "last": hand_ids[-1], "missing": 999}[hand]
        url = fill(route.rule, {**sample.values(), "match_id": match_id, "hand_id": hand_id})
        before = dump(database)
        response = send(client, url, route.method, request, view.version)
        status = response.status_code
        assert status < 500, (route, request, response.get_data(as_text=True)[:500])
        if status >= 400 or not CHANGES[endpoint].writes:
            assert dump(database) == before, (route, request, status)
        if status >= 400:
            if route.rule.startswith("/api/"):
                assert response.get_json()["error"], (route, request)
            else:
                assert response.get_data(as_text=True).strip(), (route, request)

    attempt()


def test_every_endpoint_is_fuzzed(app):
    assert {r.endpoint for r in change_routes(app)} == set(CHANGES)
