"""Names that try to be markup, template code or a direction trick: shown as typed, run never.

Players called ``<script>alert(1)</script>`` and ``"><img src=x onerror=...>``
(and ``{{7*7}}``, and a quote that tries to leave an attribute) go through the
whole flow: the match form (refused and shown again as typed), the match
page, each hand form, previews, confirms, edits, deletions, undo, a stale
change's page, the players' pages, the JSON, and the printed sheet (HTML and
PDF). Every page is read back with a parser: the names are in the text,
exactly; no element or attribute came from them. Right-to-left names go
through too; a direction *override* is refused where names are typed.
"""

from __future__ import annotations

import io
import re
from urllib.parse import quote

import pytest
from html_reading import Elements, field_value
from match_helpers import confirm_fields, ledger_of, record

from scorekeeper.sheets import render_match_html, render_match_pdf, sheet_of_stored

SCRIPT = "<script>alert(1)</script>"
IMG = '"><img src=x onerror=alert(2)>'
TEMPLATE = "{{7*7}}"
QUOTE = "' onmouseover='alert(3)"
MATCH_NAME = "</title><script>alert(4)</script>"
TEAMS = ("<b>Us</b>", "&amp; Them")
HEBREW, ARABIC = "שׂרה", "عليّ"


def assert_inert(html: str, shown: tuple[str, ...] = (), where: str = "") -> Elements:
    """No element or attribute made from a name; each of ``shown`` in the text as typed."""
    page = Elements(html)
    for tag, attrs in page.tags:
        assert not (tag == "script" and not attrs.get("src")), (where, "inline script")
        assert tag not in ("img", "b", "title") or (tag == "title" and not attrs), (where, tag)
        assert not [name for name in attrs if name.startswith("on")], (where, tag, attrs)
    assert not "".join(page.script_bodies).strip(), where
    assert "<script>alert" not in html and "<img src=x" not in html, where
    for name in shown:
        assert name in page.text, (where, name)
    titles = re.findall(r"<title>(.*?)</title>", html, re.S)
    assert len(titles) == 1, where
    return page


@pytest.fixture
def heads_up(app, client):
    """A match of SCRIPT and IMG, started through the form, with three hands recorded."""
    response = client.post("/matches/new", data={
        "player_1": SCRIPT, "player_2": IMG, "first_dealer": "2", "rules": "standard",
        "name": MATCH_NAME})
    assert response.status_code == 303
    match_id = int(response.headers["Location"].split("/matches/")[1].split("?")[0])
    record(client, app, match_id, "counts", knocker=SCRIPT, finish="knock", knocker_deadwood=4,
           defender_deadwood=20)
    record(client, app, match_id, "counts", knocker=IMG, finish="gin", defender_deadwood=30)
    record(client, app, match_id, "wash")
    return match_id


def test_the_match_page_and_every_hand_page(app, client, heads_up):
    m = heads_up
    view = ledger_of(app).get_match(m)
    assert view.match.players == (SCRIPT, IMG) and view.name == MATCH_NAME
    first = view.hand_ids[0]
    pages = {
        "list": client.get("/matches"),
        "match": client.get(f"/matches/{m}"),
        "cards form": client.get(f"/matches/{m}/hands/new?kind=cards"),
        "counts form": client.get(f"/matches/{m}/hands/new?kind=counts"),
        "edit": client.get(f"/matches/{m}/hands/{first}/edit?kind=counts"),
        "delete": client.get(f"/matches/{m}/hands/{first}/delete"),
        "undo": client.get(f"/matches/{m}/undo"),
        "players": client.get("/players"),
    }
    for name, response in pages.items():
        assert response.status_code == 200, name
        assert_inert(response.text, (SCRIPT, IMG), name)
    assert MATCH_NAME in Elements(pages["match"].text).text
    # The knocker's choice carries the name as its value, intact.
    choices = Elements(pages["counts form"].text).find("input", name="knocker")
    assert {c["value"] for c in choices} == {SCRIPT, IMG}


def test_previews_confirms_and_a_stale_change(app, client, heads_up):
    m = heads_up
    version = ledger_of(app).get_match(m).version
    fields = {"kind": "counts", "knocker": IMG, "finish": "knock", "knocker_deadwood": "2",
              "defender_deadwood": "12", "version": str(version)}
    preview = client.post(f"/matches/{m}/hands/preview", data=fields)
    assert preview.status_code == 200
    assert_inert(preview.text, (SCRIPT, IMG), "preview")
    confirm = confirm_fields(preview.text)
    assert confirm["knocker"] == IMG
    ledger_of(app).record_hand(m, {"wash": True}, version=version)  # another tablet
    stale = client.post(f"/matches/{m}/hands", data=confirm)
    assert stale.status_code == 409
    assert_inert(stale.text, (), "conflict")
    again = {a["name"]: a["value"] for t, a in Elements(stale.text).tags
             if t == "input" and a.get("name")}
    assert again["knocker"] == IMG
    edit = client.post(f"/matches/{m}/hands/{ledger_of(app).get_match(m).hand_ids[0]}/preview",
                       data={**fields, "knocker": SCRIPT,
                             "version": str(ledger_of(app).get_match(m).version)})
    assert edit.status_code == 200
    assert_inert(edit.text, (SCRIPT, IMG), "edit preview")


def test_a_refused_form_shows_the_names_again_as_typed(client):
    response = client.post("/matches/new", data={
        "player_1": TEMPLATE, "player_2": QUOTE, "player_3": TEMPLATE, "first_dealer": "1",
        "name": MATCH_NAME})
    assert response.status_code == 400  # TEMPLATE twice
    page = assert_inert(response.text, (), "new match refused")
    assert field_value(response.text, "player_1") == TEMPLATE
    assert field_value(response.text, "player_2") == QUOTE
    assert field_value(response.text, "name") == MATCH_NAME
    assert f"{TEMPLATE} is already player 1" in page.text


def test_four_players_with_team_names(app, client):
    response = client.post("/matches/new", data={
        "player_1": SCRIPT, "player_2": IMG, "player_3": TEMPLATE, "player_4": QUOTE,
        "team_1": TEAMS[0], "team_2": TEAMS[1], "first_dealer": "1"})
    assert response.status_code == 303, Elements(response.text).text[:400]
    match_id = int(response.headers["Location"].split("/matches/")[1].split("?")[0])
    record(client, app, match_id, "counts", knocker=SCRIPT, finish="knock", knocker_deadwood=3,
           defender_deadwood=33)
    page = assert_inert(client.get(f"/matches/{match_id}").text, (*TEAMS, SCRIPT), "teams")
    assert TEMPLATE in page.text and "{{" in page.text


def test_the_players_pages_and_the_json(client, heads_up):
    for name in (SCRIPT, IMG):
        response = client.get("/players/" + quote(name, safe=""))
        assert response.status_code == 200, name
        assert_inert(response.text, (name,), f"player {name}")
        assert client.get("/api/players/" + quote(name, safe="")).get_json()["name"] == name
    match = client.get(f"/api/matches/{heads_up}").get_json()
    assert match["name"] == MATCH_NAME
    assert list(match["tally"]["games"][0]["points"]) == [SCRIPT, IMG]
    raw = client.get(f"/api/matches/{heads_up}")
    assert raw.mimetype == "application/json"  # never sniffed as a page (nosniff)


def test_the_settle_page_names(client):
    response = client.post("/settle", data={
        "knocker": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S", "defender": "TC JC QC 2H 3H KD KH 5C 6D 8S",
        "knocker_name": SCRIPT, "defender_name": IMG})
    assert response.status_code == 200
    page = assert_inert(response.text, (SCRIPT, IMG), "verdict")
    assert f"{SCRIPT} goes gin" in page.text or SCRIPT in page.text


def test_the_printed_sheet(app, heads_up):
    sheet = sheet_of_stored(ledger_of(app).get_match(heads_up))
    html = render_match_html(sheet)
    assert_inert(html, (SCRIPT, IMG, MATCH_NAME), "sheet html")
    from pypdf import PdfReader

    pdf = render_match_pdf(sheet)
    text = " ".join(page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages)
    flat = re.sub(r"\s+", "", text)
    for name in (SCRIPT, IMG, MATCH_NAME):
        assert re.sub(r"\s+", "", name) in flat, name


def test_right_to_left_names_go_through(app, client):
    response = client.post("/matches/new", data={"player_1": HEBREW, "player_2": ARABIC,
                                                 "first_dealer": "1"})
    assert response.status_code == 303
    match_id = int(response.headers["Location"].split("/matches/")[1].split("?")[0])
    record(client, app, match_id, "counts", knocker=ARABIC, finish="knock", knocker_deadwood=5,
           defender_deadwood=15)
    assert_inert(client.get(f"/matches/{match_id}").text, (HEBREW, ARABIC), "rtl")
    assert client.get(f"/api/matches/{match_id}").get_json()["tally"]["hands"][0][
        "winner"] == ARABIC


@pytest.mark.parametrize("name", ["\u202eAnn", "Ann\u2066", "Ann\nBob", "Ann\x00"])
def test_a_direction_override_or_control_character_is_refused(app, client, name):
    form = client.post("/matches/new", data={"player_1": name, "player_2": "Bob"})
    assert form.status_code == 400
    assert "invisible" in Elements(form.text).text
    api = client.post("/api/matches", json={"players": [name, "Bob"]})
    assert api.status_code == 422  # a text the document allows, that the ledger refuses
    assert "invisible" in api.get_json()["error"]
    assert ledger_of(app).list_matches() == []


def test_a_name_with_a_direction_override_is_refused_by_the_ledger_too(app):
    """Names arriving by import or the command line meet the same check as the forms."""
    import pytest

    from scorekeeper.ledger import MatchError

    with pytest.raises(MatchError, match="direction control"):
        ledger_of(app).create_match(["\u202eAnn", SCRIPT], "standard", first_dealer=SCRIPT)
    assert ledger_of(app).list_matches() == []
