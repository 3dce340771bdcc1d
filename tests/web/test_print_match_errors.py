"""A match sheet that cannot be printed: an unknown match is the 404 page; bad options bring
the sheet page back with the fault named (400); hostile names are printed as text."""

from __future__ import annotations

import pytest
from html_reading import Elements
from print_matches import STANDARD, pdf_text, record

ROUTES = ("/sheet", "/sheet.html", "/sheet.pdf")


@pytest.mark.parametrize("route", ROUTES)
def test_an_unknown_match_is_the_not_found_page(client, route):
    response = client.get(f"/matches/99{route}")
    assert response.status_code == 404
    assert response.mimetype == "text/html"
    assert "there is no match 99" in Elements(response.text).text


@pytest.mark.parametrize(("query", "field", "message"), [
    ({"paper": "a5"}, "paper", "the paper must be one of a4, letter, not 'a5'"),
    ({"orientation": "up"}, "orientation", "the orientation must be one of portrait, landscape"),
    ({"appendix": "maybe"}, "appendix", "the cards appendix is on (1) or off (0), not 'maybe'"),
])
def test_bad_options_are_named(app, client, query, field, message):
    stored = record(app, STANDARD)
    for route in ROUTES:
        response = client.get(f"/matches/{stored.id}{route}", query_string=query)
        assert response.status_code == 400, route
        page = Elements(response.text)
        assert "That sheet cannot be printed" in page.text
        assert page.find("p", id=f"{field}-error") and message in page.text
        assert not page.find("iframe")


HOSTILE = "<script>alert(1)</script>"
QUOTES = '"><img src=x>'


def test_hostile_names_are_escaped_in_the_sheet_and_its_pages(app, client):
    stored = record(app, {**STANDARD, "players": ["Ann", "Bob"],
                          "name": "<b>Friday</b>"})
    ledger_players = [HOSTILE[:40], QUOTES]
    hostile = record(app, {
        "rules": "standard", "players": ledger_players, "first_dealer": QUOTES,
        "name": "<i>night</i>",
        "hands": [{"knocker": HOSTILE[:40], "knocker_deadwood": 4, "defender_deadwood": 20}],
    })
    for match_id in (stored.id, hostile.id):
        for route in ("", *ROUTES[:2]):
            response = client.get(f"/matches/{match_id}{route}")
            assert response.status_code == 200
            body = response.text
            assert "<b>Friday" not in body and "<i>night" not in body
            assert "<script>alert" not in body and "<img src=x>" not in body
            assert not Elements(body).find("img")
    html = client.get(f"/matches/{hostile.id}/sheet.html").text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert "&#34;&gt;&lt;img src=x&gt;" in html
    text = pdf_text(client.get(f"/matches/{hostile.id}/sheet.pdf").data)
    assert "<script>alert(1)</script>" in text and "16" in text
    disposition = client.get(f"/matches/{hostile.id}/sheet.pdf").headers["Content-Disposition"]
    assert disposition == f'attachment; filename="gin-match-{hostile.id}-i-night-i.pdf"'


def test_only_get_is_answered(app, client):
    stored = record(app, STANDARD)
    assert client.post(f"/matches/{stored.id}/sheet.pdf").status_code == 405
