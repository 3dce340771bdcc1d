"""CSRF: every request that can change something must carry this session's token.

Each state-changing endpoint is sent a request it would accept, first without
the token (or with a wrong one, or another session's): refused with 403, a
clear message, and the database byte for byte as it was. Then the same request
with the token goes through. Only the three pure calculations (settling a
hand) need no token, and they are shown to leave the database alone.
"""

from __future__ import annotations

import pytest
from access_helpers import dump, set_passphrase
from html_reading import Elements
from routes import CHANGES, PASSPHRASE, change_routes, make_sample, routes, send

from scorekeeper.web.core.csrf import EXEMPT_ENDPOINTS
from scorekeeper.web.signin.ratelimit import LIMITER


@pytest.fixture
def sample(app):
    set_passphrase(app, PASSPHRASE)
    return make_sample(app)




def test_every_state_changing_route_is_in_the_catalogue(app):
    assert {route.endpoint for route in change_routes(app)} == set(CHANGES)
    assert {route.endpoint for route in routes(app)} >= EXEMPT_ENDPOINTS


@pytest.mark.parametrize("endpoint", sorted(CHANGES))
def test_without_the_token_nothing_changes(app, client, bare_client, sample, endpoint):
    [route] = [r for r in change_routes(app) if r.endpoint == endpoint]
    database = app.config["DATABASE"]
    before = dump(database)
    bare_client.get("/settle")  # a session of its own, with a token it does not send
    refused = send(bare_client, app, sample, route)
    if route.endpoint in EXEMPT_ENDPOINTS:
        assert refused.status_code in CHANGES[route.endpoint].ok
        assert dump(database) == before
        return
    assert refused.status_code == 403, refused.get_data(as_text=True)[:300]
    if route.rule.startswith("/api/"):
        assert refused.get_json()["error"].startswith("missing or wrong X-CSRF-Token header")
    else:
        assert "so nothing was changed. Reload the page and try again." in Elements(
            refused.text).text
    for wrong in ("", "not-the-token", client.token()):  # the last: another session's token
        assert send(bare_client, app, sample, route,
                    headers={"X-CSRF-Token": wrong}).status_code == 403
    assert dump(database) == before
    # The same request with this session's token goes through.
    accepted = send(client, app, sample, route)
    assert accepted.status_code in CHANGES[route.endpoint].ok, accepted.get_data(
        as_text=True)[:500]
    assert (dump(database) != before) == CHANGES[route.endpoint].writes


def test_every_post_form_carries_the_token_of_the_session(client, app, sample):
    token = client.token()
    pages = [f"/matches/{sample.finished_id}", "/matches/new", "/settle",
             f"/matches/{sample.match_id}/hands/new?kind=counts",
             f"/matches/{sample.match_id}/undo",
             f"/matches/{sample.match_id}/hands/{sample.hand_id}/delete"]
    for path in pages:
        page = Elements(client.get(path).text)
        assert page.find("meta", name="csrf-token", content=token)
        posts = sum(1 for tag, attrs in page.tags
                    if tag == "form" and attrs.get("method") == "post")
        fields = page.find("input", type="hidden", name="csrf_token")
        assert posts >= 1 and len(fields) == posts, path  # one token in each POST form
        assert all(field["value"] == token for field in fields)


def test_a_form_sends_the_token_as_a_field(app, bare_client, sample):
    """What a browser does: the hidden field of the page it was given."""
    page = Elements(bare_client.get("/matches/new").text)
    token = page.find("input", name="csrf_token")[0]["value"]
    before = dump(app.config["DATABASE"])
    fields = {"player_1": "Eve", "player_2": "Fay", "first_dealer": "1", "rules": "standard"}
    assert bare_client.post("/matches/new", data=fields).status_code == 403
    assert dump(app.config["DATABASE"]) == before
    assert bare_client.post("/matches/new", data={**fields, "csrf_token": token}
                            ).status_code == 303


def test_the_token_lasts_the_session_and_is_new_after_signing_in(app, client, sample):
    first = client.token()
    assert client.token() == first
    app.extensions[LIMITER].succeeded("127.0.0.1")
    assert client.post("/signin", data={"passphrase": PASSPHRASE}).status_code == 303
    assert client.token() != first


def test_json_sent_as_a_form_is_refused_even_with_the_token(client, app, sample):
    """A page elsewhere can post text/plain without asking; the API takes only JSON."""
    before = dump(app.config["DATABASE"])
    response = client.post(f"/api/matches/{sample.match_id}/undo",
                           data='{"version": 4}', content_type="text/plain")
    assert response.status_code == 415
    assert dump(app.config["DATABASE"]) == before
