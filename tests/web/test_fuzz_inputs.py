"""Any body, any form: a verdict or a 4xx naming the problem, never a 500."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.gin import DECK
from scorekeeper.gin.rules import PRESETS, option_infos

SETTINGS = settings(max_examples=80, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner,
                                                                  max_size=4),
    max_leaves=8,
)
pieces = st.sampled_from([str(card) for card in DECK] + ["10h", "Q♠", "XX", "1S", "", "|"])
card_text = st.lists(pieces, max_size=12).map(" ".join)
deals = st.permutations([str(card) for card in DECK]).map(
    lambda cards: (" ".join(cards[:10]), " ".join(cards[10:20]), cards[20]))
option_names = st.sampled_from([info.name for info in option_infos()])


def post_json(client, path: str, body: object):
    """Post ``body`` as JSON text (the test client's ``json=None`` would send no body at all)."""
    return client.post(path, data=json.dumps(body), content_type="application/json")


@st.composite
def settle_bodies(draw: st.DrawFn) -> object:
    knocker, defender, upcard = draw(deals)
    body: dict[str, object] = {
        "knocker": draw(st.just(knocker) | card_text | json_values),
        "defender": draw(st.just(defender) | card_text | json_values),
    }
    if draw(st.booleans()):
        body["rules"] = draw(st.sampled_from(list(PRESETS)) | json_values)
    if draw(st.booleans()):
        body["upcard"] = draw(st.just(upcard) | json_values)
    if draw(st.booleans()):
        body["set"] = draw(st.dictionaries(option_names, json_values, max_size=3) | json_values)
    if draw(st.booleans()):
        body["knocker_melds"] = draw(card_text | json_values)
    if draw(st.booleans()):
        body["names"] = draw(json_values)
    return body


@SETTINGS
@given(body=settle_bodies() | json_values)
def test_the_settle_api_never_fails(client, body):
    response = post_json(client, "/api/settle", body)
    assert response.status_code in (200, 400, 422)
    if response.status_code != 200:
        assert response.get_json()["error"]


@SETTINGS
@given(body=st.fixed_dictionaries({"cards": card_text | json_values},
                                  optional={"all": json_values, "rules": json_values,
                                            "upcard": json_values}) | json_values)
def test_the_deadwood_api_never_fails(client, body):
    response = post_json(client, "/api/deadwood", body)
    assert response.status_code in (200, 400, 422)


@SETTINGS
@given(deal=deals, fields=st.dictionaries(
    st.sampled_from(["knocker", "defender", "upcard", "knocker_melds", "knocker_name",
                     "defender_name", "rules"]) | option_names,
    st.text(max_size=30) | card_text, max_size=5))
def test_the_settle_form_never_fails(client, deal, fields):
    knocker, defender, upcard = deal
    response = client.post("/settle", data={"knocker": knocker, "defender": defender,
                                            "upcard": upcard, **fields})
    assert response.status_code in (200, 400)
