"""Starting a match: names, partnerships, the first dealer (or the cut), the rules, a name."""

from __future__ import annotations

import pytest
from html_reading import Elements, field_value
from match_helpers import ledger_of, start_match


def test_the_form_shows_every_option_with_its_default_and_help(client):
    page = Elements(client.get("/matches/new").text)
    assert page.find("input", name="player_1") and page.find("input", name="player_4")
    for option in ("target", "box_bonus", "game_bonus", "shutout", "stake", "next_dealer",
                   "gin_bonus", "undercut_bonus", "knock_limit", "oklahoma", "scoring"):
        assert page.find("div", data_option=option), option
    assert "Points that win a game (boxes do not count toward it). Default: 100." in page.text
    dealer_choices = [attrs["value"] for attrs in page.find("input", name="first_dealer")]
    assert dealer_choices == ["cut", "1", "2", "3", "4"]
    assert page.find("input", name="first_dealer", value="cut", checked="")


def test_two_players_with_a_first_dealer_and_options(app, client):
    match_id = start_match(client, "Ann", "Bob", first_dealer="2", name="Friday",
                           target="150", gin_bonus="25")
    view = ledger_of(app).get_match(match_id)
    assert view.name == "Friday"
    assert view.match.players == ("Ann", "Bob")
    assert view.match.first_dealer == "Bob"
    assert (view.match.rules.target, view.match.rules.gin_bonus) == (150, 25)
    page = client.get(f"/matches/{match_id}?done=created")
    assert "The match is on. Bob deals first." in Elements(page.text).text


def test_cut_for_it_picks_one_of_the_players(app, client):
    dealers = {ledger_of(app).get_match(start_match(client, "Ann", "Bob", first_dealer="cut"))
               .match.first_dealer for _ in range(12)}
    assert dealers <= {"Ann", "Bob"}
    assert len(dealers) == 2  # 12 cuts all the same: 1 chance in 2048


def test_three_players(app, client):
    match_id = start_match(client, "Ann", "Bob", "Cal", first_dealer="3", rules="house25")
    view = ledger_of(app).get_match(match_id)
    assert view.match.players == ("Ann", "Bob", "Cal")
    assert view.match.preset == "house25"
    text = Elements(client.get(f"/matches/{match_id}").text).text
    assert "Cal deals next and sits out; Ann and Bob play." in text


def test_four_players_play_in_partnerships_to_125(app, client):
    match_id = start_match(client, "Ann", "Bob", "Cal", "Dee", team_1="Us", team_2="Them")
    match = ledger_of(app).get_match(match_id).match
    assert [(t.name, t.members) for t in match.teams] == [("Us", ("Ann", "Cal")),
                                                          ("Them", ("Bob", "Dee"))]
    assert match.rules.target == 125
    text = Elements(client.get(f"/matches/{match_id}").text).text
    assert "Deal 1, table 1: Ann v Bob; Ann deals." in text
    assert "Deal 1, table 2: Cal v Dee; Cal deals." in text


def test_four_players_without_team_names_are_named_after_the_partners(app, client):
    match_id = start_match(client, "Ann", "Bob", "Cal", "Dee")
    match = ledger_of(app).get_match(match_id).match
    assert match.units == ("Ann & Cal", "Bob & Dee")


@pytest.mark.parametrize(("fields", "field", "message"), [
    ({"player_1": "Ann"}, "player_2", "a match needs at least two players"),
    ({"player_1": "Ann", "player_2": "ann"}, "player_2", "ann is already player 1"),
    ({"player_1": "Ann", "player_2": "Bob", "player_4": "Dee"}, "player_3",
     "player 4 is named but player 3 is not"),
    ({"player_1": "Ann", "player_2": "B" * 41}, "player_2", "too long (at most 40 characters)"),
    ({"player_1": "Ann", "player_2": "Bob", "first_dealer": "3"}, "first_dealer",
     "player 3 has no name"),
    ({"player_1": "Ann", "player_2": "Bob", "target": "lots"}, "target",
     "takes a whole number from 1 to 100,000, not 'lots'"),
    ({"player_1": "Ann", "player_2": "Bob", "rules": "poker"}, "rules", "unknown preset 'poker'"),
    ({"player_1": "A", "player_2": "B", "player_3": "C", "player_4": "D", "team_1": "X",
      "team_2": "x"}, "team_2", "the two teams need different names"),
])
def test_a_refused_form_names_the_field_and_keeps_the_input(app, client, fields, field, message):
    response = client.post("/matches/new", data={"first_dealer": "cut", **fields})
    assert response.status_code == 400
    page = Elements(response.text)
    assert message in page.text
    if field == "first_dealer":
        assert page.find("fieldset", id="field-first_dealer", class_="choice-group has-error")
    else:
        assert page.find("input", name=field, aria_invalid="true") or \
            page.find("select", name=field, aria_invalid="true")
    for name, value in fields.items():
        if name.startswith("player_"):
            assert field_value(response.text, name) == value
    assert ledger_of(app).list_matches() == []


def test_a_name_with_markup_is_shown_as_text(app, client):
    match_id = start_match(client, "<b>Ann</b>", "Bob")
    html = client.get(f"/matches/{match_id}").text
    assert "<b>Ann</b>" not in html
    assert "&lt;b&gt;Ann&lt;/b&gt;" in html
