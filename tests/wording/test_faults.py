"""The engine's refusals as data, worded per language by `scorekeeper.wording.faults`.

Each fault the engine raises carries a `Phrase` (its English template and typed values);
in English the wording is exactly the engine's own message, in another language the template
comes from the catalogue and the values (numbers, nested reasons, whose hand) are worded too.
"""

from __future__ import annotations

import pytest

from scorekeeper.gin import (
    GinError,
    Meld,
    parse_card,
    parse_cards,
    parse_layout,
    rules_for,
    settle,
)
from scorekeeper.gin.cards import check_disjoint
from scorekeeper.gin.phrases import Holder, Phrase
from scorekeeper.gin.rules import parse_assignment
from scorekeeper.ledger import HandError
from scorekeeper.wording import wording_for
from scorekeeper.wording.faults import fault_text, phrase_of, reason_text

KNOCKER = "3S 4S 5S 6S 8H 8D 8C AC 2D 3C"
DEFENDER = "2S 7S KH KD KC 4H 5H 6H JD QC"
OVER = "3S 4S 5S 6H 6D 6C 9C TC KH QD"
OVER_AGAINST = "7S 8S AH AD 4C 5H KS KD QS 9D"


def refusals() -> dict[str, GinError]:
    """One real refusal of each kind, raised by the engine itself."""
    attempts = {
        "not a card": lambda: parse_cards("AS XX", who=Holder.player("Ann")),
        "twice": lambda: parse_cards("AS 2S AS", who=Holder("knocker")),
        "both hands": lambda: check_disjoint({Holder.player("Ann"): parse_cards("7S"),
                                              Holder.player("Bob"): parse_cards("7S")}),
        "count": lambda: parse_cards("AS 2S", count=10),
        "knocker count": lambda: settle(parse_cards("AS 2S"), parse_cards(DEFENDER),
                                        names=("Ann", "Bob")),
        "over the limit": lambda: settle(parse_cards(OVER), parse_cards(OVER_AGAINST),
                                         names=("Ann", "Bob")),
        "oklahoma limit": lambda: settle(parse_cards(OVER), parse_cards(OVER_AGAINST),
                                         rules_for("oklahoma"), upcard=parse_card("9S"),
                                         names=("Ann", "Bob")),
        "not a meld": lambda: Meld.of(parse_cards("AS 2D")),
        "not a run": lambda: Meld.of(parse_cards("AS 2S 4S")),
        "no melds": lambda: parse_layout("  "),
        "not held": lambda: settle(parse_cards(KNOCKER), parse_cards(DEFENDER),
                                   knocker_melds=parse_layout("9S TS JS"), names=("Ann", "Bob")),
        "cheapest": lambda: settle(parse_cards("3S 4S 5S 6S 9H 9D 9C KH KD KC"),
                                   parse_cards("2S 8H 8D QC JC 2H 4D 5C 7C TD"),
                                   knocker_melds=parse_layout("3S 4S 5S | 9H 9D 9C | KH KD KC"),
                                   names=("Ann", "Bob")),
        "option": lambda: rules_for("standard", {"knock_limit": "many"}),
        "assignment": lambda: parse_assignment("knock_limit"),
    }
    found = {}
    for name, attempt in attempts.items():
        with pytest.raises(GinError) as raised:
            attempt()
        found[name] = raised.value
    return found


def test_every_refusal_carries_its_phrase_and_reads_the_same_in_english():
    for name, error in refusals().items():
        said = phrase_of(error)
        assert isinstance(said, Phrase), name
        assert fault_text(error, wording_for("en")) == str(error), name


@pytest.mark.parametrize(("lang", "name", "expected"), [
    ("de", "not a card", "XX ist keine Karte (z. B. AS, 10H oder TH, Q♠) in der Hand von Ann"),
    ("es", "both hands", "7S está a la vez en la mano de Ann y en la mano de Bob"),
    ("fr", "twice", "AS est donnée deux fois dans la main du frappeur"),
    ("it", "over the limit", "Ann non può bussare: la mano lascia almeno 39 punti spaiati, e "
                             "il limite per bussare è 10"),
    ("de", "oklahoma limit", "Oklahoma: die aufgedeckte Karte 9♠ setzt die Klopfgrenze auf 9"),
])
def test_a_refusal_is_worded_in_the_language_values_and_all(lang, name, expected):
    text = fault_text(refusals()[name], wording_for(lang))
    assert expected in text
    assert text != str(refusals()[name])


def test_the_ledger_keeps_the_engines_phrase_under_the_hand_number():
    error = HandError(refusals()["over the limit"].phrase, 3, cause=refusals()["over the limit"])
    german = wording_for("de")
    assert fault_text(error, german).startswith("Runde 3: Ann kann nicht klopfen")
    assert reason_text(error, german).startswith("Ann kann nicht klopfen")
    assert str(error).startswith("hand 3: Ann cannot knock")


def test_a_photo_refusal_from_vision_is_worded_without_vision_knowing_the_language():
    from vision import TruncatedImageError

    error = TruncatedImageError("the %(kind)s file is cut short (truncated); copy or upload "
                                "it again", kind="JPEG")
    assert str(error) == "the JPEG file is cut short (truncated); copy or upload it again"
    assert fault_text(error, wording_for("it")).startswith("il file JPEG è troncato")
