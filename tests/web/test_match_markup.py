"""The match pages keep the rules every page keeps (a strict CSP, no inline anything, assets
from the app), and every form that changes a match carries the version it was made against."""

from __future__ import annotations

import pytest
from html_reading import Elements
from match_helpers import LAYOFF, hand_form, ledger_of, record, start_match

CHANGES = ("/hands", "/delete", "/undo", "/new-game", "/finish", "/reopen")
"""Form actions that change a match (a preview changes nothing)."""


@pytest.fixture
def match_pages(app, client):
    match_id = start_match(client, "Ann", "Bob", target="30")
    record(client, app, match_id, "cards", knocker="Ann", **LAYOFF)
    hand_id = ledger_of(app).get_match(match_id).hand_ids[0]
    four = start_match(client, "Ann", "Bob", "Cal", "Dee", rules="oklahoma")
    hollywood = start_match(client, "Ann", "Bob", rules="hollywood")
    base = f"/matches/{match_id}"
    pages = {
        "list": client.get("/matches").text,
        "new": client.get("/matches/new").text,
        "new refused": client.post("/matches/new", data={"player_1": "Ann"}).text,
        "match": client.get(base).text,
        "four players, Oklahoma": client.get(f"/matches/{four}").text,
        "hollywood": client.get(f"/matches/{hollywood}").text,
        "cards form": client.get(f"{base}/hands/new?kind=cards").text,
        "counts form": client.get(f"/matches/{four}/hands/new?kind=counts").text,
        "wash form": client.get(f"/matches/{four}/hands/new?kind=wash").text,
        "refused hand": client.post(f"{base}/hands/preview", data=hand_form(
            app, match_id, "counts", knocker="Ann", knocker_deadwood=40,
            defender_deadwood=50)).text,
        "preview": client.post(f"{base}/hands/preview", data=hand_form(
            app, match_id, "counts", knocker="Ann", knocker_deadwood=1,
            defender_deadwood=50)).text,
        "edit": client.get(f"{base}/hands/{hand_id}/edit").text,
        "delete": client.get(f"{base}/hands/{hand_id}/delete").text,
        "undo": client.get(f"{base}/undo").text,
        "conflict": client.post(f"{base}/undo", data={"version": "1"}).text,
        "players": client.get("/players").text,
        "player": client.get("/players/Ann").text,
    }
    record(client, app, match_id, "counts", knocker="Ann", knocker_deadwood=1,
           defender_deadwood=50)
    pages["game over"] = client.get(base).text
    return pages


def test_no_inline_script_style_or_handler(match_pages):
    for name, html in match_pages.items():
        page = Elements(html)
        for tag, attrs in page.tags:
            assert tag != "style", name
            assert "style" not in attrs, (name, tag, attrs)
            assert not [a for a in attrs if a.startswith("on")], (name, tag)
            if tag == "script":
                assert attrs.get("src"), (name, "inline script")
        assert not "".join(page.script_bodies).strip(), name


def test_every_asset_comes_from_the_app(match_pages, client):
    for name, html in match_pages.items():
        for tag, attrs in Elements(html).tags:
            url = attrs.get("src") or (attrs.get("href") if tag == "link" else None)
            if url:
                assert url.startswith("/") and not url.startswith("//"), (name, url)
                assert client.get(url).status_code == 200, url


def test_every_form_that_changes_a_match_carries_its_version(match_pages):
    seen = 0
    for name, html in match_pages.items():
        tags = Elements(html).tags
        for index, (tag, attrs) in enumerate(tags):
            if tag != "form" or not attrs["action"].endswith(CHANGES):
                continue
            assert attrs["method"] == "post", (name, attrs)
            fields = []
            for inner, inner_attrs in tags[index + 1:]:
                if inner == "form":
                    break
                if inner == "input":
                    fields.append(inner_attrs.get("name"))
            assert "version" in fields, (name, attrs["action"])
            seen += 1
    assert seen >= 5  # confirm, delete, undo, new game, finish


def test_no_link_changes_anything(match_pages, app, client):
    """Every link of every page is a GET that leaves the database as it was."""
    before = [(m.id, m.version) for m in ledger_of(app).list_matches()]
    for html in match_pages.values():
        for tag, attrs in Elements(html).tags:
            href = attrs.get("href", "")
            if tag == "a" and href.startswith(("/matches", "/players")):
                assert client.get(href).status_code in (200, 422), href
    assert [(m.id, m.version) for m in ledger_of(app).list_matches()] == before
