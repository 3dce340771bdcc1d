"""Can I knock?'s refusal of a hand of the wrong size, in the page's language."""

from __future__ import annotations

import pytest
from flask.testing import FlaskClient
from html_reading import Elements as Page


@pytest.mark.parametrize(("lang", "expected"), [
    ("en", "the hand has 3 cards: tap 10, or 11 with the card just drawn"),
    ("de", "die Hand hat 3 Karten: tippen Sie 10 an, oder 11 mit der gerade gezogenen Karte"),
    ("es", "la mano tiene 3 cartas: toca 10, u 11 con la carta recién robada"),
    ("fr", "la main a 3 cartes : touchez-en 10, ou 11 avec la carte qu'on vient de piocher"),
    ("it", "la mano ha 3 carte: tocca 10, o 11 con la carta appena pescata"),
])
def test_a_wrong_count_is_said_in_the_pages_language(client: FlaskClient, lang: str,
                                                     expected: str) -> None:
    short = client.get("/can-i-knock?cards=3S+4S+5S", headers={"Accept-Language": lang})
    assert short.status_code == 400
    assert expected in Page(short.text).text
