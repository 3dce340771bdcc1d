"""The security headers on every route of the app, its answers to faults included, and the
markup rules (no inline script, style or handler) on every page it serves.

The routes are read from the app itself (`routes.py`), so a page added later
(a printed sheet, a photo upload) is checked as soon as it is registered.
"""

from __future__ import annotations

import base64
import hashlib
import re

import pytest
from access_helpers import network_client, set_passphrase
from html_reading import Elements
from routes import CHANGES, Route, make_sample, page_routes, send

from scorekeeper.web.core.security import CACHEABLE_ENDPOINTS


@pytest.fixture
def sample(app):
    set_passphrase(app)
    return make_sample(app)


def policy_of(response) -> dict[str, list[str]]:
    """The Content-Security-Policy as {directive: [sources]}."""
    found = {}
    for part in response.headers.get("Content-Security-Policy", "").split(";"):
        words = part.split()
        if words:
            found[words[0]] = words[1:]
    return found


def effective(policy: dict[str, list[str]], directive: str) -> list[str]:
    """A directive's sources, falling back to default-src as browsers do."""
    return policy.get(directive, policy.get("default-src", ["*"]))


def check_headers(response, endpoint: str | None, what: str) -> None:
    """The app's policy, or a stricter one of a route's own (a printed sheet allows only its own
    style element by hash, no script at all, and framing by the app's own pages)."""
    headers = response.headers
    policy = policy_of(response)
    assert policy, (what, "no Content-Security-Policy")
    text = headers["Content-Security-Policy"]
    assert "unsafe-inline" not in text and "unsafe-eval" not in text, what
    assert effective(policy, "script-src") in (["'self'"], ["'none'"]), what
    styles = effective(policy, "style-src")
    assert styles == ["'self'"] or all(s.startswith("'sha256-") for s in styles) or styles == [
        "'none'"], (what, styles)
    assert effective(policy, "object-src") == ["'none'"], what
    assert policy.get("base-uri") == ["'none'"], what
    ancestors = policy.get("frame-ancestors")
    assert ancestors in (["'none'"], ["'self'"]), what
    assert headers.get("X-Frame-Options") == ("DENY" if ancestors == ["'none'"]
                                              else "SAMEORIGIN"), what
    assert headers.get("X-Content-Type-Options") == "nosniff", what
    assert headers.get("Referrer-Policy") == "same-origin", what
    if endpoint not in CACHEABLE_ENDPOINTS:
        assert headers.get("Cache-Control") == "no-store", what


def check_markup(html: str, what: str, policy: dict[str, list[str]] | None = None) -> None:
    """No inline script or handler; no style attribute; a ``<style>`` element only where the
    page's policy allows exactly its text by hash."""
    page = Elements(html)
    allowed = set((policy or {}).get("style-src", []))
    for text in re.findall(r"<style>(.*?)</style>", html, re.S):
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert f"'sha256-{digest}'" in allowed, (what, "a style element the policy does not name")
    for tag, attrs in page.tags:
        assert "style" not in attrs, (what, tag, attrs)
        assert not [a for a in attrs if a.startswith("on")], (what, tag, attrs)
        if tag == "script":
            assert attrs.get("src", "").startswith("/static/"), (what, "inline script")
    assert not "".join(page.script_bodies).strip(), what


def test_every_page_and_answer_of_the_app(app, client, sample):
    seen = 0
    for route in page_routes(app):
        response = client.get(route.url(sample))
        what = f"GET {route.url(sample)}"
        assert response.status_code in (200, 301, 303), (what, response.status_code)
        check_headers(response, route.endpoint, what)
        if response.mimetype == "text/html":
            check_markup(response.text, what, policy_of(response))
        seen += 1
    assert seen >= 24


@pytest.mark.parametrize("endpoint", sorted(CHANGES))
def test_every_change_and_its_refusal(app, client, bare_client, sample, endpoint):
    [route] = [r for r in app.url_map.iter_rules() if r.endpoint == endpoint]
    method = sorted((route.methods or set()) - {"HEAD", "OPTIONS"})[0]
    target = Route(endpoint, method, route.rule)
    refused = send(bare_client, app, sample, target)
    check_headers(refused, endpoint, f"refused {target}")
    accepted = send(client, app, sample, target)
    check_headers(accepted, endpoint, f"{target}")
    if accepted.mimetype == "text/html":
        check_markup(accepted.text, str(target))


def test_faults_carry_the_headers_too(app, client, sample):
    answers = {
        "404 page": client.get("/no/such/page"),
        "404 api": client.get("/api/matches/999"),
        "405": client.delete("/settle"),
        "413": client.post("/api/settle", data="x" * (app.config["MAX_CONTENT_LENGTH"] + 1),
                           content_type="application/json"),
        "415": client.post("/api/matches", data="players=Ann", content_type="text/plain"),
        "409": client.post(f"/api/matches/{sample.match_id}/undo", json={"version": 1}),
        "sign-in page": network_client(app).get("/signin"),
        "redirect to sign in": network_client(app).get("/matches"),
        "401": network_client(app).get("/api/matches"),
    }
    for name, response in answers.items():
        assert response.status_code < 500, name
        check_headers(response, None, name)
        if response.mimetype == "text/html":
            check_markup(response.text, name)


def test_static_files_may_be_cached_but_match_data_never(client, sample):
    assert client.get("/static/css/app.css").headers.get("Cache-Control") != "no-store"
    for path in (f"/matches/{sample.match_id}", f"/api/matches/{sample.match_id}",
                 "/players/Ann", "/api/csrf"):
        assert client.get(path).headers["Cache-Control"] == "no-store", path
