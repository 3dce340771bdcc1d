"""The players' pages: records across matches, with links to each match."""

from __future__ import annotations

from html_reading import Elements
from match_helpers import GIN, LAYOFF, ledger_of, record, start_match


def test_no_players_yet(client):
    response = client.get("/players")
    assert response.status_code == 200
    assert "Nobody has played yet." in Elements(response.text).text


def test_the_list_and_a_players_page(app, client):
    first = start_match(client, "Ann", "Bob", first_dealer="2", name="Friday")
    record(client, app, first, "cards", knocker="Ann", **GIN)                    # Ann gin 64
    record(client, app, first, "cards", knocker="Ann", **LAYOFF)                 # Ann knock 14
    record(client, app, first, "counts", knocker="Ann", knocker_deadwood=9,
           defender_deadwood=9)                                                  # Bob undercut
    second = start_match(client, "Ann", "Cal")
    record(client, app, second, "wash")

    page = Elements(client.get("/players").text)
    rows = page.text
    assert "Ann 2 0 of 0 2 of 4 1 0 0 39.0" in rows
    assert "Bob 1 0 of 0 1 of 3 0 0 1 10.0" in rows
    assert "Cal 1 0 of 0 0 of 1 0 0 0 0.0" in rows
    assert page.find("a", href="/players/Ann")

    html = client.get("/players/Ann").text
    text = Elements(html).text
    assert "Matches 2" in text and "Gins 1" in text and "Hands won 2 of 4" in text
    assert f'href="/matches/{first}"' in html and f'href="/matches/{second}"' in html
    assert "Friday" in text


def test_a_players_name_is_found_whatever_its_case_and_an_unknown_one_is_404(app, client):
    start_match(client, "Ann", "Bob")
    assert client.get("/players/ann").status_code == 200
    response = client.get("/players/Zed")
    assert response.status_code == 404
    assert "no match has a player called 'Zed'" in Elements(response.text).text


def test_a_name_with_a_slash_or_markup(app, client):
    start_match(client, "A/B <i>", "Bob")
    page = client.get("/players")
    assert "&lt;i&gt;" in page.text and "<i>" not in page.text.split("<main")[1]
    link = next(a["href"] for t, a in Elements(page.text).tags if t == "a"
                and a.get("href", "").startswith("/players/A"))
    assert client.get(link).status_code == 200
    assert ledger_of(app).players() == ["A/B <i>", "Bob"]
