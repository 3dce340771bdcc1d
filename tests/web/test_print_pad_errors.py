"""Options a pad cannot be printed with: the form comes back (400) with the fault named next
to its field, from the page, the preview and the download alike; never a 500."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value

ROUTES = ("/score-pad", "/score-pad.html", "/score-pad.pdf")

FAULTS = [
    ({"preset": "poker"}, "preset", "the rules must be one of standard"),
    ({"kind": "bridge"}, "kind", "the pad must be one of standard, hollywood"),
    ({"paper": "a5"}, "paper", "the paper must be one of a4, letter, not 'a5'"),
    ({"orientation": "sideways"}, "orientation", "portrait, landscape, not 'sideways'"),
    ({"games": "two"}, "games", "games a page must be a whole number from 1 to 8, not 'two'"),
    ({"games": "9"}, "games", "games a page must be from 1 to 8, not 9"),
    ({"games": "6"}, "games", "6 standard games do not fit on one A4 portrait page"),
    ({"pages": "0"}, "pages", "pages must be from 1 to 20, not 0"),
    ({"pages": "500"}, "pages", "pages must be from 1 to 20, not 500"),
    ({"pages": "-1"}, "pages", "pages must be a whole number from 1 to 20"),
    ({"name_1": "A" * 41}, "name_1", "a name can be at most 40 characters"),
    ({"title": "T" * 81}, "title", "the heading can be at most 80 characters"),
    ({"seats": "5"}, "seats", "the number of players must be one of 2, 3, 4"),
    ({"preset": "hollywood", "seats": "3"}, "seats", "a hollywood pad is for 2 players, not 3"),
    ({"kind": "partnership", "seats": "2"}, "seats", "a partnership pad is for 4 players, not 2"),
    ({"seats": "2", "name_3": "Cal"}, "name_3", "the pad has 2 players: leave player 3 empty"),
    ({"kind": "hollywood", "name_3": "Cal"}, "name_3", "the pad has 2 players"),
]


@pytest.mark.parametrize(("query", "field", "message"), FAULTS)
def test_a_bad_option_is_named_next_to_its_field(client, query, field, message):
    for route in ROUTES:
        response = client.get(route, query_string=query)
        assert response.status_code == 400, (route, query)
        assert response.mimetype == "text/html"
        page = Elements(response.text)
        assert "That pad cannot be printed" in page.text
        errors = page.find("p", id=f"{field}-error")
        assert errors, (route, query, page.text[:600])
        assert message in page.text, page.text[:1500]
        assert not page.find("iframe"), "no preview of a pad that cannot be printed"


def test_the_form_comes_back_as_typed(client):
    response = client.get("/score-pad.pdf", query_string={
        "games": "9", "name_1": "Ann", "title": "Club <night>", "paper": "letter"})
    assert response.status_code == 400
    assert field_value(response.text, "name_1") == "Ann"
    assert field_value(response.text, "title") == "Club <night>"
    assert field_value(response.text, "games") == "9"
    assert "Club &lt;night&gt;" in response.text


def test_several_faults_are_all_named(client):
    response = client.get("/score-pad", query_string={"paper": "a3", "pages": "x"})
    page = Elements(response.text)
    assert page.find("p", id="paper-error") and page.find("p", id="pages-error")
    summary = [a["href"] for a in page.find("a") if a.get("href", "").startswith("#field-")]
    # In the summary at the top, and again where the preview would be.
    assert summary == ["#field-paper", "#field-pages"] * 2
    assert page.find("section", id="preview")


def test_only_get_is_answered(client):
    assert client.post("/score-pad.pdf").status_code == 405
