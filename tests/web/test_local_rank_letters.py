"""Each language's own rank letters are read wherever cards are typed, and the picker shows
them: German B (Bube) and D (Dame), French V (valet), D (dame) and R (roi), besides the
English letters and the suit symbols. The settle form, the record-a-hand form (cards, melds
and upcard), "Can I knock?" and the command line with ``--lang``; an English page reads none of
them (``BS`` is no card there)."""

from __future__ import annotations

import re

import pytest
from html_reading import Elements
from match_helpers import ledger_of, start_match, version
from web_examples import LAYOFF_DEFENDER, LAYOFF_KNOCKER

from scorekeeper.cli import main

# Bob's hand with its jack (J♦) and queen (Q♣) in each language's letters.
LOCAL = {"de": LAYOFF_DEFENDER.replace("JD", "BD").replace("QC", "DC"),
         "fr": LAYOFF_DEFENDER.replace("JD", "VD").replace("QC", "DC").replace("KH", "RH")}
ELEVEN = {"de": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C DH", "fr": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C RH"}


def speak(client, lang: str) -> None:
    client.post("/language", data={"lang": lang, "next": "/"})


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_settle_form_reads_the_local_letters(client, lang):
    speak(client, lang)
    page = client.post("/settle", data={"knocker": LAYOFF_KNOCKER, "defender": LOCAL[lang],
                                        "knocker_name": "Ann", "defender_name": "Bob"})
    assert page.status_code == 200 and 'id="verdict-title"' in page.text
    letters = client.post("/settle", data={"knocker": LAYOFF_KNOCKER,
                                           "defender": LAYOFF_DEFENDER,
                                           "knocker_name": "Ann", "defender_name": "Bob"})
    assert _verdict(page.text) == _verdict(letters.text)  # the same hand, the same verdict


def test_an_english_page_reads_no_local_letter(client):
    page = client.post("/settle", data={"knocker": LAYOFF_KNOCKER, "defender": LOCAL["de"]})
    assert page.status_code == 400 and "BD is not a card" in Elements(page.text).text


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_record_a_hand_form_reads_them_in_cards_melds_and_upcard(app, client, lang):
    match_id = start_match(client, "Ann", "Bob", rules="oklahoma")
    speak(client, lang)
    upcard = "DS" if lang == "de" else "RS"  # a queen or king of spades: limit 10, doubled
    melds = "3S 4S 5S 6S | 8H 8D 8C"
    preview = client.post(f"/matches/{match_id}/hands/preview", data={
        "kind": "cards", "knocker": "Ann", "knocker_cards": LAYOFF_KNOCKER,
        "defender_cards": LOCAL[lang], "knocker_melds": melds, "upcard": upcard,
        "version": str(version(app, match_id))})
    assert preview.status_code == 200, Elements(preview.text).text[:400]
    done = client.post(f"/matches/{match_id}/hands", data={
        "kind": "cards", "knocker": "Ann", "knocker_cards": LAYOFF_KNOCKER,
        "defender_cards": LOCAL[lang], "knocker_melds": melds, "upcard": upcard,
        "version": str(version(app, match_id))})
    assert done.status_code == 303
    [hand] = ledger_of(app).get_match(match_id).tally.hands
    assert hand.score is not None and hand.score.multiplier == 2   # the spade upcard read
    assert sorted(str(c) for c in hand.hand.defender_cards) == sorted(LAYOFF_DEFENDER.split())


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_can_i_knock_reads_them(client, lang):
    speak(client, lang)
    page = client.get("/can-i-knock", query_string={"cards": ELEVEN[lang]})
    assert page.status_code == 200 and 'id="error-summary"' not in page.text
    assert "3♣" in Elements(page.text).text


@pytest.mark.parametrize(("lang", "jack", "queen", "king"),
                         [("de", "B", "D", "K"), ("fr", "V", "D", "R"), ("es", "J", "Q", "K"),
                          ("it", "J", "Q", "K"), ("en", "J", "Q", "K")])
def test_the_picker_shows_the_letters_the_language_prints(client, lang, jack, queen, king):
    speak(client, lang)
    for path in ("/settle", "/can-i-knock"):
        html = client.get(path).text
        assert (_rank(html, "JS"), _rank(html, "QH"), _rank(html, "KD")) == (jack, queen, king)


def _rank(html: str, card: str) -> str:
    """The rank letter the picker's button for ``card`` shows."""
    found = re.search(rf'data-card="{card}"[^>]*>.*?<span class="rank"[^>]*>(.*?)</span>',
                      html, re.S)
    assert found, card
    return found.group(1)


def _verdict(html: str) -> str:
    found = re.search(r'id="verdict-title"[^>]*>(.*?)</', html, re.S)
    assert found
    return " ".join(found.group(1).split())


@pytest.mark.parametrize(("lang", "hand"), [("de", LOCAL["de"]), ("fr", LOCAL["fr"])])
def test_the_command_line_reads_them_with_lang(lang, hand, capsys):
    assert main(["--lang", lang, "settle", "--knocker", LAYOFF_KNOCKER, "--defender", hand,
                 "--names", "Ann,Bob", "--json"]) == 0
    local = capsys.readouterr().out
    assert main(["settle", "--knocker", LAYOFF_KNOCKER, "--defender", LAYOFF_DEFENDER,
                 "--names", "Ann,Bob", "--json"]) == 0
    assert local == capsys.readouterr().out
    assert main(["--lang", lang, "deadwood", *ELEVEN[lang].split(), "--json"]) == 0
    assert '"discard"' in capsys.readouterr().out
    assert main(["--lang", "en", "settle", "--knocker", LAYOFF_KNOCKER, "--defender", hand]) == 2
    assert "is not a card" in capsys.readouterr().err
