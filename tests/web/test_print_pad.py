"""Print a score pad: the form, the preview (the pad's own HTML) and the PDF to download."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value
from print_matches import page_size_pt, pdf_pages, pdf_text

from scorekeeper.web import create_app
from scorekeeper.web.core.config import ConfigError

A4_PT = (595.3, 841.9)
LETTER_LANDSCAPE_PT = (792.0, 612.0)


def close(size: tuple[float, float], expected: tuple[float, float]) -> bool:
    return all(abs(a - b) < 1.0 for a, b in zip(size, expected, strict=True))


def test_the_navigation_links_the_score_pad_page(client):
    page = Elements(client.get("/settle").text)
    links = {a["href"]: a for a in page.find("a")}
    assert "/score-pad" in links
    pad = Elements(client.get("/score-pad").text)
    current = [a for a in pad.find("a") if a.get("aria-current") == "page"]
    assert [a["href"] for a in current] == ["/score-pad"]


def test_the_page_shows_the_form_with_defaults_and_a_preview(client):
    response = client.get("/score-pad")
    assert response.status_code == 200
    page = Elements(response.text)
    assert "Print a score pad" in page.text
    assert field_value(response.text, "games") == "1"
    assert field_value(response.text, "pages") == "1"
    checked = {a["name"]: a["value"] for a in page.find("input", type="radio")
               if "checked" in a}
    assert checked == {"paper": "a4", "orientation": "portrait"}
    frames = page.find("iframe")
    assert len(frames) == 1 and frames[0]["src"].startswith("/score-pad.html")
    assert "sandbox" in frames[0]
    assert "standard pad, A4 portrait, 1 game a page, 1 page" in page.text
    download = page.find("button", formaction="/score-pad.pdf")
    assert download and "Download PDF" in response.text
    forms = page.find("form", id="pad-form")
    # "Show the preview" lands on the preview (on a phone it is below the form).
    assert forms[0]["method"] == "get" and forms[0]["action"] == "/score-pad#preview"
    assert page.find("section", id="preview")


def test_the_preview_url_carries_the_options_as_chosen(client):
    query = {"preset": "oklahoma", "paper": "letter", "orientation": "landscape", "games": "2",
             "pages": "3", "name_1": "Ann", "name_2": "Bob", "title": "Club night"}
    page = Elements(client.get("/score-pad", query_string=query).text)
    src = page.find("iframe")[0]["src"]
    for name, value in query.items():
        assert f"{name}={value.replace(' ', '+')}" in src, (name, src)
    assert "oklahoma pad, US Letter landscape, 2 games a page, 3 pages" in page.text


def test_the_preview_is_the_pads_own_html_with_the_names(client):
    response = client.get("/score-pad.html", query_string={
        "name_1": "Ann", "name_2": "Bob", "title": "Club night", "pages": "5"})
    assert response.status_code == 200
    assert response.mimetype == "text/html"
    page = Elements(response.text)
    assert "Club night" in page.text and "Ann" in page.text and "Bob" in page.text
    assert response.text.count('class="page"') == 1   # the pages of a pad are all alike
    assert "Rules (standard)" in page.text


def test_the_pdf_is_a_real_pdf_with_the_names_and_a_file_name(client):
    response = client.get("/score-pad.pdf", query_string={
        "name_1": "Ann", "name_2": "Bob", "pages": "2", "games": "2"})
    assert response.status_code == 200
    assert response.headers["Content-Type"] == "application/pdf"
    assert response.headers["Content-Disposition"] == \
        'attachment; filename="score-pad-standard-a4-portrait.pdf"'
    pages = pdf_pages(response.data)
    assert len(pages) == 2
    for text in pages:
        assert text.count("Ann") == 2 and text.count("Bob") == 2   # two games a page
        assert "Gin Rummy score pad" in text and "Grand total" in text
    assert close(page_size_pt(response.data), A4_PT)


def test_each_kind_of_pad_on_letter_landscape(client):
    for query, words, filename in (
        ({"preset": "hollywood", "name_1": "Ann", "name_2": "Bob"},
         ["Hollywood Gin score pad", "Game 1", "Game 3"], "hollywood"),
        ({"preset": "oklahoma"}, ["Oklahoma Gin score pad", "Upcard"], "oklahoma"),
        ({"kind": "partnership", "name_1": "Ann", "name_2": "Cal", "name_3": "Bob",
          "name_4": "Dee"}, ["Partnership Gin score pad", "Ann", "Dee"], "partnership"),
        ({"seats": "3"}, ["the dealer sits out"], "standard"),
    ):
        query.update(paper="letter", orientation="landscape")
        response = client.get("/score-pad.pdf", query_string=query)
        assert response.status_code == 200, Elements(response.text).text[:400]
        text = pdf_text(response.data)
        for word in words:
            assert word in text, (query, word)
        assert close(page_size_pt(response.data), LETTER_LANDSCAPE_PT)
        assert f"score-pad-{filename}-letter-landscape.pdf" in \
            response.headers["Content-Disposition"]


def test_four_names_make_a_partnership_pad_and_three_a_three_player_pad(client):
    four = client.get("/score-pad.html", query_string={
        "name_1": "Ann", "name_2": "Cal", "name_3": "Bob", "name_4": "Dee"})
    assert "Partnership Gin score pad" in Elements(four.text).text
    three = client.get("/score-pad.html", query_string={"name_1": "Ann", "name_3": "Cal"})
    assert "the dealer sits out" in Elements(three.text).text


def test_the_form_starts_on_the_configured_preset_and_paper(instance):
    app = create_app({"TESTING": True, "DEFAULT_PRESET": "hollywood", "DEFAULT_PAPER": "Letter"})
    client = app.test_client()
    page = Elements(client.get("/score-pad").text)
    checked = {a["name"]: a["value"] for a in page.find("input", type="radio") if "checked" in a}
    assert checked["paper"] == "letter"
    assert "hollywood pad, US Letter portrait" in page.text
    assert page.find("option", value="hollywood", selected="")


def test_an_unknown_default_paper_is_refused_when_the_app_starts(instance):
    with pytest.raises(ConfigError, match="DEFAULT_PAPER 'a5' is not a paper"):
        create_app({"TESTING": True, "DEFAULT_PAPER": "a5"})
