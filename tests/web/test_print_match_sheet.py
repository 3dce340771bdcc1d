"""A match's score sheet from the ledger: the print button on the match page, the sheet page
with its preview, the sheet's HTML and the PDF, for every kind of match, open ones included.

Each match is recorded through the ledger into the app's SQLite file in
tmp_path; what the sheet prints is checked against the ledger's own tally and
against the numbers worked out by hand in `print_matches`.
"""

from __future__ import annotations

import pytest
from html_reading import Elements
from print_matches import (
    HOLLYWOOD,
    OKLAHOMA,
    PARTNERSHIP,
    STANDARD,
    THREE,
    page_size_pt,
    pdf_pages,
    pdf_text,
    record,
)

from scorekeeper.ledger import Ledger


def payment_lines(stored) -> list[str]:
    teams = bool(stored.match.teams)
    return [f"{p.payer} {'pay' if teams else 'pays'} {p.payee} {p.points} points"
            for game in stored.tally.games for p in game.payments if p.points]


def test_the_match_page_has_a_print_button_for_the_sheet(app, client):
    stored = record(app, STANDARD)
    page = Elements(client.get(f"/matches/{stored.id}").text)
    assert "Print the score sheet" in page.text
    forms = [a for a in page.find("form") if a["action"] == f"/matches/{stored.id}/sheet.pdf"]
    assert len(forms) == 1 and forms[0]["method"] == "get"
    assert page.find("button", formaction=f"/matches/{stored.id}/sheet#preview")
    checked = {a["name"]: a["value"] for a in page.find("input") if "checked" in a}
    assert checked == {"paper": "a4", "orientation": "portrait"}
    assert page.find("input", type="checkbox", name="appendix", value="1")


def test_the_standard_sheet_prints_every_hand_total_and_settlement(app, client):
    stored = record(app, STANDARD)
    response = client.get(f"/matches/{stored.id}/sheet.pdf")
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/pdf"
    assert response.headers["Content-Disposition"] == \
        f'attachment; filename="gin-match-{stored.id}-friday.pdf"'
    text = pdf_text(response.data)
    assert "Friday: Ann v Bob" in text
    # Game 1 as worked out by hand: 103 + 60 + 100 = 263 v 50 + 20 = 70.
    assert "Hand points 103 50" in text and "Grand total 263 70" in text
    assert "Bob pays Ann 193 points" in text
    assert payment_lines(stored) == ["Bob pays Ann 193 points"]
    for game in stored.tally.games:
        assert str(game.points["Ann"]) in text and str(game.points["Bob"]) in text
    assert "Game 2: not finished" in text   # the match is open: what is recorded so far
    assert "5 hands" in text


def test_the_html_view_is_the_same_sheet(app, client):
    stored = record(app, STANDARD)
    response = client.get(f"/matches/{stored.id}/sheet.html")
    assert response.status_code == 200 and response.mimetype == "text/html"
    assert response.headers["Cache-Control"] == "no-store"
    page = Elements(response.text)
    assert "Friday: Ann v Bob" in page.text
    assert "Bob pays Ann 193 points" in page.text
    assert "Game 2: not finished" in page.text


def test_paper_orientation_and_the_cards_appendix(app, client):
    stored = record(app, STANDARD)
    plain = client.get(f"/matches/{stored.id}/sheet.pdf")
    assert len(pdf_pages(plain.data)) == 1
    response = client.get(f"/matches/{stored.id}/sheet.pdf", query_string={
        "paper": "letter", "orientation": "landscape", "appendix": "1"})
    pages = pdf_pages(response.data)
    assert len(pages) == 2
    assert "The cards, hand by hand" in pages[1]
    assert "3♠4♠5♠6♠" in pages[1].replace(" ", "") and "J♦" in pages[1]
    width, height = page_size_pt(response.data)
    assert round(width) == 792 and round(height) == 612
    html = client.get(f"/matches/{stored.id}/sheet.html", query_string={"appendix": "on"}).text
    assert "The cards, hand by hand" in Elements(html).text


@pytest.mark.parametrize("description", [HOLLYWOOD, OKLAHOMA, THREE, PARTNERSHIP],
                         ids=["hollywood", "oklahoma", "three", "partnership"])
def test_every_kind_of_match_prints_its_names_and_totals(app, client, description):
    stored = record(app, description)
    text = pdf_text(client.get(f"/matches/{stored.id}/sheet.pdf").data)
    html = Elements(client.get(f"/matches/{stored.id}/sheet.html").text).text
    for name in description["players"]:
        assert name in text and name in html
    for game in stored.tally.games:
        for unit in game.units:
            total = str(game.points[unit])
            assert total in text and total in html
    for line in payment_lines(stored):
        assert line in text and line in html


def test_hollywood_prints_three_columns_and_the_first_games_settlement(app, client):
    stored = record(app, HOLLYWOOD)
    text = pdf_text(client.get(f"/matches/{stored.id}/sheet.pdf").data)
    assert "Game 1 Game 2 Game 3" in text
    # Game 1: Ann 105 + 3 boxes (60) + 100 = 265 v Bob 20 + 1 box = 40.
    assert "Bob pays Ann 225 points" in text
    assert "1 · 2 · 3" in text   # Ann's third win went into all three games


def test_oklahoma_prints_the_upcards_and_the_doubled_gin(app, client):
    stored = record(app, OKLAHOMA)
    text = pdf_text(client.get(f"/matches/{stored.id}/sheet.pdf").data)
    assert "5♦" in text and "7♠" in text
    assert "gin ×2 +4 boxes" in text and " 100 100 " in text


def test_three_players_and_partnerships_say_who_played_whom(app, client):
    three = record(app, THREE)
    text = pdf_text(client.get(f"/matches/{three.id}/sheet.pdf").data)
    assert "Ann v Bob" in text and "Cal v Ann" in text and "Bob v Cal" in text
    teams = record(app, PARTNERSHIP)
    text = pdf_text(client.get(f"/matches/{teams.id}/sheet.pdf").data)
    assert "Us: Ann & Cal · Them: Bob & Dee" in text
    assert "Deal 2: one table still to play" in text


def test_a_match_without_hands_prints_its_heading(app, client):
    stored = Ledger(app.config["DATABASE"]).create_match(["Ann", "Bob"], "standard",
                                                          first_dealer="Ann")
    text = pdf_text(client.get(f"/matches/{stored.id}/sheet.pdf").data)
    assert "Gin Rummy: Ann v Bob" in text and "0 hands" in text


def test_the_sheet_page_previews_the_sheet_with_the_options(app, client):
    stored = record(app, STANDARD)
    response = client.get(f"/matches/{stored.id}/sheet", query_string={
        "paper": "letter", "appendix": "1"})
    assert response.status_code == 200
    page = Elements(response.text)
    assert "Score sheet: Friday" in page.text
    assert "the match as recorded so far" in page.text
    src = page.find("iframe")[0]["src"]
    assert src.startswith(f"/matches/{stored.id}/sheet.html?")
    assert "paper=letter" in src and "appendix=1" in src
    assert page.find("a", href=f"/matches/{stored.id}")
    checked = {a["name"]: a["value"] for a in page.find("input") if "checked" in a}
    assert checked == {"paper": "letter", "orientation": "portrait", "appendix": "1"}


def test_the_sheet_of_a_finished_match(app, client):
    stored = record(app, STANDARD)
    finished = Ledger(app.config["DATABASE"]).finish_match(stored.id, version=stored.version)
    assert finished.finished
    page = Elements(client.get(f"/matches/{stored.id}").text)
    assert "Print the score sheet" in page.text
    sheet = Elements(client.get(f"/matches/{stored.id}/sheet").text)
    assert "recorded so far" not in sheet.text
    assert "Bob pays Ann 193 points" in pdf_text(client.get(
        f"/matches/{stored.id}/sheet.pdf").data)
