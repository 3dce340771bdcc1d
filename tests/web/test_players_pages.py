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


def test_a_players_page_has_the_statistics_worth_looking_at(app, client):
    store = ledger_of(app)
    view = store.create_match(["Ann", "Bob"], first_dealer="Ann")
    for hand in ({"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 22},
                 {"knocker": "Ann", "gin": True, "defender_deadwood": 31},
                 {"knocker": "Bob", "knocker_deadwood": 3, "defender_deadwood": 9}):
        view = store.record_hand(view.id, hand, version=view.version)
    html = client.get("/players/Ann").text
    page = Elements(html)
    assert "Points per hand played 23.7" in page.text  # (20 + 51) / 3
    assert "Longest run of hands won 2" in page.text
    assert "Biggest hand 51 hand 2" in page.text
    assert 'data-share="67"' in html and "data-running-net" in html  # the chart, 2 of 3 won
    assert "Against Hands Wins Losses Bob 3 2 1" in page.text
    assert "/players/head-to-head?a=Ann&amp;b=Bob" in html


def test_head_to_head(app, client):
    store = ledger_of(app)
    view = store.create_match(["Ann", "Bob", "Cal"], first_dealer="Cal")
    for hand in ({"knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 23},
                 {"knocker": "Cal", "gin": True, "defender_deadwood": 2}):
        view = store.record_hand(view.id, hand, version=view.version)
    page = Elements(client.get("/players/head-to-head?a=ann&b=Bob").text)
    assert "Ann v Bob" in page.text
    assert "Hands won 1 of 1 0" in page.text  # Cal's gin was against Ann, not Bob
    missing = client.get("/players/head-to-head?a=Ann&b=Zed")
    assert missing.status_code == 404
    assert "no match has a player called 'Zed'" in Elements(missing.text).text
