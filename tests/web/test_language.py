"""Each page speaks the browser's language, or the one chosen on any page (kept in the session)."""

from html_reading import Elements


def test_a_page_follows_accept_language(client):
    page = client.get("/settle", headers={"Accept-Language": "de-AT,de;q=0.9,en;q=0.5"}).text
    assert '<html lang="de">' in page
    assert "Klopfgrenze" in page and "Knock limit" not in page


def test_an_unknown_language_falls_back_to_english(client):
    page = client.get("/settle", headers={"Accept-Language": "pt-BR"}).text
    assert '<html lang="en">' in page and "Knock limit" in page


def test_the_chooser_is_on_every_page_and_its_choice_is_remembered(client):
    page = Elements(client.get("/settle").text)
    assert page.find("button", name="lang", value="es")
    answer = client.post("/language", data={"lang": "es", "next": "/settle?rules=oklahoma"})
    assert answer.status_code == 303 and answer.headers["Location"] == "/settle?rules=oklahoma"
    again = client.get("/settle", headers={"Accept-Language": "de"}).text
    assert '<html lang="es">' in again and "Límite para cerrar" in again


def test_the_chooser_goes_back_only_to_this_site(client):
    answer = client.post("/language", data={"lang": "fr", "next": "https://elsewhere.example/"})
    assert answer.headers["Location"] == "/"
