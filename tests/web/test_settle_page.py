"""The settle-a-hand form and the verdict page, through the test client."""

from __future__ import annotations

from html_reading import Elements, field_value
from markupsafe import escape
from web_examples import (
    GIN_DEFENDER,
    GIN_KNOCKER,
    LAYOFF_DEFENDER,
    LAYOFF_KNOCKER,
    OKLAHOMA_DEFENDER,
    OKLAHOMA_KNOCKER,
    TIE_DEFENDER,
    TIE_KNOCKER,
    TIE_WORSE_LAYOUT,
    UNDERCUT_DEFENDER,
    UNDERCUT_KNOCKER,
)

from scorekeeper.gin.rules import PRESETS, option_infos
from scorekeeper.wording.rules import OPTION_WORDS


def settle(client, **fields):
    return client.post("/settle", data={"rules": "standard", **fields})


def test_the_home_page_is_the_settle_form(client):
    home = client.get("/")
    assert home.status_code == 200
    assert "Settle a hand" in Elements(home.text).text
    settle_page = client.get("/settle").text
    # The same page, but for where the language chooser comes back to.
    assert settle_page.replace('name="next" value="/settle"', 'name="next" value="/"') == home.text


def test_the_picker_has_all_52_cards_with_spoken_names(client):
    page = Elements(client.get("/settle").text)
    picks = page.find("button", type="button")
    cards = [button for button in picks if "data-card" in button]
    assert len(cards) == 52
    assert len({button["data-card"] for button in cards}) == 52
    # Spoken from its own text (an aria-label would hide the visible "10♥" from voice control).
    html = client.get("/settle").text
    assert ('data-card="TH" data-label="10 of hearts" aria-pressed="false">' in html
            and '<span class="sr-only" data-spoken>10 of hearts</span>' in html)
    assert 'aria-label="10 of hearts"' not in html


def test_every_option_is_shown_with_its_default_and_help(client):
    page = client.get("/settle").text
    text = Elements(page).text
    for info in option_infos():
        assert f'name="{info.name}"' in page, info.name
        label, help = OPTION_WORDS[info.name]
        assert help in text, info.name
        assert f">{escape(label)}</label>" in page, info.name
        assert f"<code>{info.name}</code>" not in page  # a person reads the option's name in words
    assert "Default: 10." in text  # knock_limit under the standard preset
    for name in PRESETS:
        assert f'<option value="{name}"' in page


def test_the_default_shown_follows_the_preset_in_the_query(client):
    text = Elements(client.get("/settle?rules=oklahoma").text).text
    assert "The first upcard's value is the knock limit. Default: on." in text
    assert "Points that win a game (boxes do not count toward it). Default: 150." in text


def test_the_query_string_fills_the_form_in(client):
    page = client.get("/settle?knocker=AS+2S&upcard=7S&gin_bonus=25&knocker_name=Ann").text
    assert field_value(page, "knocker") == "AS 2S"
    assert field_value(page, "upcard") == "7S"
    assert field_value(page, "gin_bonus") == "25"
    assert field_value(page, "knocker_name") == "Ann"


def test_a_knock_with_layoffs_shows_them_on_the_knockers_meld(client):
    response = settle(client, knocker=LAYOFF_KNOCKER, defender=LAYOFF_DEFENDER,
                      knocker_name="Ann", defender_name="Bob")
    assert response.status_code == 200
    page = Elements(response.text)
    assert "Knock 14 points to Ann" in page.text
    assert "Ann: 6 deadwood" in page.text
    assert "Bob: 20 after laying off (29 before)" in page.text
    run = next(m for m in page.find("div", role="group") if m.get("aria-label", "").startswith(
        "run: 2♠"))
    assert run["aria-label"] == "run: 2♠ 3♠ 4♠ 5♠ 6♠ 7♠"
    laid = [span["data-card"] for span in page.find("span", class_="card black laid-off")]
    assert laid == ["2S", "7S"]
    assert "+ 2♠ 7♠ laid off by Bob" in page.text
    assert "Bob lays off 2♠ 7♠ on 3♠4♠5♠6♠, then shows" in page.text
    assert "= 20 (29 without the lay-offs)." in page.text


def test_gin_shows_no_layoffs_and_the_bonus(client):
    page = Elements(settle(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER).text)
    assert "Gin! 64 points to Knocker" in page.text
    assert "Defender may not lay off against gin" in page.text
    assert "Defender's deadwood 44 + 20 gin bonus = 64 points to Knocker." in page.text
    assert not page.find("span", class_="card black laid-off")


def test_an_undercut_goes_to_the_defender(client):
    page = Elements(settle(client, knocker=UNDERCUT_KNOCKER, defender=UNDERCUT_DEFENDER,
                           knocker_name="Ann", defender_name="Bob").text)
    assert "Undercut! 10 points to Bob" in page.text
    assert "Bob (defended) Won the hand" in page.text


def test_oklahoma_uses_the_upcard_and_doubles_on_a_spade(client):
    page = Elements(client.post("/settle", data={
        "knocker": OKLAHOMA_KNOCKER, "defender": OKLAHOMA_DEFENDER,
        "rules": "oklahoma", "upcard": "5s"}).text)
    assert "Knock 126 points to Knocker" in page.text
    assert "×2 spade upcard" in page.text
    assert "Oklahoma: the upcard 5♠ sets the knock limit at 5." in page.text


def test_an_upcard_without_oklahoma_is_shown_as_unused(client):
    page = Elements(settle(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER, upcard="5S").text)
    assert "Upcard 5♠ (not used: Oklahoma is off)" in page.text


def test_a_worse_layout_says_what_the_better_one_was_worth(client):
    page = Elements(settle(client, knocker=TIE_KNOCKER, defender=TIE_DEFENDER, knock_limit="20",
                           knocker_melds=TIE_WORSE_LAYOUT, knocker_name="Ann",
                           defender_name="Bob").text)
    assert "Undercut! 14 points to Bob" in page.text
    assert "Ann (knocked, melds as laid out)" in page.text
    assert "A better layout was there" in page.text
    assert "Ann would have scored 5, 19 points better for Ann" in page.text
    assert "Preset Standard, changed: Knock limit: 20." in page.text


def test_an_option_changes_the_score(client):
    page = Elements(settle(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER,
                           gin_bonus="25").text)
    assert "Gin! 69 points to Knocker" in page.text
    assert "changed: Gin bonus: 25" in page.text


def test_the_verdict_links_back_to_the_same_hand(client):
    page = Elements(settle(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER,
                           gin_bonus="25").text)
    change = next(a for a in page.find("a", class_="button") if "knocker=" in a["href"])
    again = client.get(change["href"]).text
    assert field_value(again, "knocker") == GIN_KNOCKER
    assert field_value(again, "gin_bonus") == "25"


def test_player_names_are_escaped(client):
    response = settle(client, knocker=GIN_KNOCKER, defender=GIN_DEFENDER,
                      knocker_name="<script>alert(1)</script>", defender_name='Bob"><b>')
    assert response.status_code == 200
    assert "<script>alert(1)</script>" not in response.text
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in response.text
    assert 'Bob"><b>' not in response.text


def test_a_switch_given_as_true_in_the_query_is_shown_as_on(client):
    page = Elements(client.get("/settle?big_gin=true&straight=no").text)
    selected = {tag["value"] for name, tag in page.tags if name == "option" and "selected" in tag}
    assert {"on", "off"} <= selected


def test_big_gin_shows_all_eleven_cards_melded(client):
    page = Elements(client.post("/settle", data={
        "knocker": GIN_KNOCKER + " 7H", "defender": GIN_DEFENDER, "rules": "gin25"}).text)
    assert "Big Gin! 75 points to Knocker" in page.text  # 44 + 31
    assert len(page.find("span", class_="card red", data_card="7H")) == 1
    assert "Deadwood 0 None." in page.text


def test_can_i_knock_lists_every_discard_best_first(client):
    from html_reading import Elements as Page

    empty = client.get("/can-i-knock")
    assert empty.status_code == 200 and "data-advice" not in empty.text
    answer = client.get("/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C+KH")
    text = Page(answer.text).text
    assert "Throw K♥: 6 deadwood left · Knock" in text
    assert "Knock with 10 deadwood or less." in text
    assert answer.text.count("data-discard=") == 11
    assert "K♥ 6 Knock 3♠4♠5♠6♠" in text
    # Every row says what that discard allows: 3♣ leaves A♣ 2♦ K♥, 13 deadwood, no knock.
    assert "3♣ 13 No knock" in text
    gin = Page(client.get("/can-i-knock?cards=AS+2S+3S+4H+5H+6H+9C+9D+9H+9S+KD").text).text
    assert "Throw K♦: 0 deadwood left · Gin" in gin and "K♦ 0 Gin" in gin
    assert "9♠ 10 Knock" in gin and "3♠ 13 No knock" in gin  # a set of four gives one up
    oklahoma = client.get("/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C&rules=oklahoma"
                          "&upcard=AH")
    assert "6 deadwood · No knock" in Page(oklahoma.text).text
    assert "Only gin ends a hand under these rules." in Page(oklahoma.text).text


def test_can_i_knock_names_what_is_wrong(client):
    from html_reading import Elements as Page

    bad = client.get("/can-i-knock?cards=3S+4S+XX")
    assert bad.status_code == 400
    assert "XX is not a card" in Page(bad.text).text
    short = client.get("/can-i-knock?cards=3S+4S+5S")
    assert short.status_code == 400 and "the hand has 3 cards" in Page(short.text).text
    no_upcard = client.get("/can-i-knock?cards=3S+4S+5S+6S+8H+8D+8C+AC+2D+3C&rules=oklahoma")
    assert no_upcard.status_code == 400 and "Oklahoma needs the first upcard" in Page(no_upcard.text).text
    nonsense = client.get("/can-i-knock?cards=3S&rules=poker")
    assert nonsense.status_code == 400 and "there are no rules called 'poker'" in Page(nonsense.text).text
