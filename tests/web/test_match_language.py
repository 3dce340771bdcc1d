"""A match's own language: chosen on the new-match form (the page's language first), changed on
the match page or through the API, and followed by the match's printed sheet (the preview's
HTML and the PDF) whatever the language of the page that prints it. The pad form prints in
the language chosen on it, the page's by default."""

from __future__ import annotations

import io
import re

from html_reading import Elements
from match_helpers import ledger_of, record, start_match, version
from pypdf import PdfReader

from scorekeeper.ledger import Ledger


def speak(client, lang: str) -> None:
    assert client.post("/language", data={"lang": lang, "next": "/"}).status_code == 303


def pdf_text(data: bytes) -> str:
    return " ".join(" ".join(page.extract_text() for page in
                             PdfReader(io.BytesIO(data)).pages).split())


def record_a_hand(client, app, match_id: int) -> None:
    answer = record(client, app, match_id, "counts", knocker="Ann", finish="knock",
                    knocker_deadwood=4, defender_deadwood=20)
    assert answer.status_code == 303, Elements(answer.text).text[:400]


def choices(html: str, name: str) -> tuple[list[str], str]:
    """The values a select offers, and the one selected."""
    found = re.search(rf'<select name="{name}".*?</select>', html, re.S)
    assert found, f"no select named {name}"
    options = Elements(found.group(0)).find("option")
    chosen = [option["value"] for option in options if "selected" in option]
    return [option["value"] for option in options], chosen[0] if chosen else ""


def test_the_new_match_form_offers_the_page_language_first(client):
    speak(client, "fr")
    offered, chosen = choices(client.get("/matches/new").text, "language")
    assert chosen == "fr"
    assert offered == ["", "en", "es", "de", "fr", "it"]                 # "": none

def test_the_match_language_is_stored_and_drives_its_sheet_whatever_the_page(app, client):
    speak(client, "fr")
    match_id = start_match(client, "Ann", "Bob", language="de")
    assert Ledger(app.config["DATABASE"]).get_match(match_id).language == "de"  # reloaded
    record_a_hand(client, app, match_id)
    preview = client.get(f"/matches/{match_id}/sheet.html")
    assert preview.status_code == 200
    assert '<html lang="de">' in preview.text
    assert "Runde" in preview.text and "Geber" in preview.text and "Donneur" not in preview.text
    pdf = client.get(f"/matches/{match_id}/sheet.pdf")
    text = pdf_text(pdf.data)
    assert "Partie 1" in text and "Ann gegen Bob" in text and "Seite 1 von 1" in text
    page = client.get(f"/matches/{match_id}/sheet").text
    assert '<html lang="fr">' in page and "Deutsch" in page         # the page says so


def test_the_match_page_changes_it_and_the_sheet_follows(app, client):
    speak(client, "es")
    match_id = start_match(client, "Ann", "Bob", language="de")
    assert choices(client.get(f"/matches/{match_id}").text, "language")[1] == "de"
    answer = client.post(f"/matches/{match_id}/language",
                         data={"language": "it", "version": str(version(app, match_id))})
    assert answer.status_code == 303
    assert ledger_of(app).get_match(match_id).language == "it"
    assert '<html lang="it">' in client.get(f"/matches/{match_id}/sheet.html").text
    client.post(f"/matches/{match_id}/language",
                data={"language": "", "version": str(version(app, match_id))})
    assert ledger_of(app).get_match(match_id).language is None
    sheet = client.get(f"/matches/{match_id}/sheet.html").text
    assert '<html lang="es">' in sheet and "Reparte" in sheet      # the page's language now


def test_a_stale_or_unknown_language_change_changes_nothing(app, client):
    match_id = start_match(client, "Ann", "Bob", language="de")
    stale = client.post(f"/matches/{match_id}/language",
                        data={"language": "fr", "version": str(version(app, match_id) - 1)})
    assert stale.status_code == 409
    wrong = client.post(f"/matches/{match_id}/language",
                        data={"language": "pt", "version": str(version(app, match_id))})
    assert wrong.status_code in (400, 422) and "one of en, es, de, fr, it" in wrong.text
    assert ledger_of(app).get_match(match_id).language == "de"


def test_the_api_creates_shows_and_changes_it(app, client):
    made = client.post("/api/matches", json={"players": ["Ann", "Bob"], "language": "es"})
    assert made.status_code == 201 and made.json["language"] == "es"
    match_id = made.json["id"]
    assert client.get(f"/api/matches/{match_id}").json["language"] == "es"
    changed = client.put(f"/api/matches/{match_id}/language",
                         json={"version": made.json["version"], "language": None})
    assert changed.status_code == 200 and changed.json["language"] is None
    assert changed.json["version"] == made.json["version"] + 1
    bad = client.put(f"/api/matches/{match_id}/language",
                     json={"version": changed.json["version"], "language": "pt"})
    assert bad.status_code == 400 and "en, es, de, fr, it" in bad.json["error"]
    stale = client.put(f"/api/matches/{match_id}/language",
                       json={"version": made.json["version"], "language": "fr"})
    assert stale.status_code == 409
    plain = client.post("/api/matches", json={"players": ["Ann", "Bob"]})
    assert plain.json["language"] is None


def test_the_pad_prints_in_the_language_chosen_else_the_page(client):
    speak(client, "fr")
    assert choices(client.get("/score-pad").text, "lang")[1] == "fr"
    french = client.get("/score-pad.html").text
    assert '<html lang="fr">' in french and "Donneur" in french
    german = client.get("/score-pad.html?lang=de").text
    assert '<html lang="de">' in german and "Geber" in german
    pdf = client.get("/score-pad.pdf?lang=it")
    assert "Mazziere" in pdf_text(pdf.data)
    wrong = client.get("/score-pad?lang=pt")
    assert wrong.status_code == 400 and "la langue : une valeur parmi" in wrong.text  # French


def test_the_matches_list_writes_the_day_as_the_page_language_does(app, client):
    from datetime import datetime

    from babel.dates import format_skeleton

    match_id = start_match(client, "Ann", "Bob")
    changed = datetime.fromisoformat(ledger_of(app).get_match(match_id).updated_at)
    for lang in ("de", "fr"):
        speak(client, lang)
        page = Elements(client.get("/matches").text).text
        day = format_skeleton("yMMMd", changed, locale=lang)           # 1. Dez. 2026
        assert f"{day}, {changed:%H:%M}" in page
