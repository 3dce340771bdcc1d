"""Can I knock? What do I throw? Every discard of 11 cards, best first, as worked examples."""

from __future__ import annotations

import pytest

from scorekeeper.advice import Ending, advise
from scorekeeper.errors import RequestError
from scorekeeper.gin import Rules, parse_card, parse_cards
from scorekeeper.gin.rules import preset

# 3♠4♠5♠6♠ and 8♥8♦8♣ meld; A♣ 2♦ 3♣ = 6 deadwood; K♥ just drawn.
DRAWN = parse_cards("3S 4S 5S 6S 8H 8D 8C AC 2D 3C KH")


def test_every_discard_is_listed_best_first():
    advice = advise(DRAWN, Rules())
    assert advice.drawn and not advice.big_gin
    assert len(advice.options) == 11  # not only the discards that allow a knock
    best = advice.best
    assert (str(best.discard), best.deadwood, best.ending) == ("KH", 6, Ending.KNOCK)
    assert sorted(str(card) for card in best.deadwood_cards) == ["2D", "3C", "AC"]
    assert len(best.melds) == 2
    deadwoods = [option.deadwood for option in advice.options]
    assert deadwoods == sorted(deadwoods)
    three_of_clubs = next(o for o in advice.options if str(o.discard) == "3C")
    assert (three_of_clubs.deadwood, three_of_clubs.ending) == (13, Ending.NONE)  # A♣ 2♦ K♥


def test_ten_cards_the_least_deadwood_and_whether_it_knocks():
    advice = advise(DRAWN[:10], Rules())
    assert not advice.drawn and len(advice.options) == 1
    assert (advice.best.discard, advice.best.deadwood, advice.best.ending) == (None, 6, Ending.KNOCK)
    assert advise(DRAWN[:10], Rules(knock_limit=5)).best.ending is Ending.NONE


def test_gin_and_big_gin():
    gin = advise(parse_cards("AS 2S 3S 4H 5H 6H 9C 9D 9H 9S KD"), Rules())
    assert (str(gin.best.discard), gin.best.ending) == ("KD", Ending.GIN)
    big = advise(parse_cards("AS 2S 3S 4S 4H 5H 6H 9C 9D 9H 9S"), Rules())
    assert big.big_gin


def test_oklahoma_the_upcard_sets_the_limit_and_an_ace_allows_only_gin():
    oklahoma = preset("oklahoma")
    assert advise(DRAWN, oklahoma, parse_card("6D")).best.ending is Ending.KNOCK  # 6 <= 6
    assert advise(DRAWN, oklahoma, parse_card("5D")).best.ending is Ending.NONE
    only_gin = advise(DRAWN, oklahoma, parse_card("AH"))
    assert only_gin.limit.limit is None and only_gin.best.ending is Ending.NONE


def test_a_hand_that_is_not_10_or_11_cards_is_refused_by_name():
    with pytest.raises(RequestError, match="the hand has 9 cards: tap 10, or 11"):
        advise(DRAWN[:9], Rules())


def test_the_advice_follows_runs_round_the_corner_and_the_ace_worth_15():
    hand = parse_cards("QS KS AS 2S 9D 5C 2D 3D 4D KH 6C")
    standard = advise(hand, preset("standard"))
    corner = advise(hand, preset("round_the_corner"))
    assert [str(m) for m in corner.best.melds] == ["2D 3D 4D", "QS KS AS 2S"]
    assert corner.best.deadwood == 5 + 6 + 9  # K♥ thrown; Q-K-A-2♠ turns the corner
    assert standard.best.deadwood > corner.best.deadwood


def test_each_discard_carries_its_own_knock_and_gin_under_the_limit():
    hand = parse_cards("AS 2S 3S 4H 5H 6H 9C 9D 9H 2C KD")
    advice = advise(hand, Rules(knock_limit=2))
    by_card = {str(option.discard): option for option in advice.options}
    assert len(by_card) == 11
    assert (by_card["KD"].deadwood, by_card["KD"].knock, by_card["KD"].gin) == (2, True, False)
    assert (by_card["2C"].deadwood, by_card["2C"].knock) == (10, False)  # K♦ stays
    assert by_card["9C"].ending is Ending.NONE  # breaks the set: 9♦ 9♥ 2♣ K♦ left
    for option in advice.options:
        assert option.deadwood == sum(card.points for card in option.deadwood_cards)
        assert option.knock == (option.deadwood <= 2) and option.gin == (option.deadwood == 0)


def test_the_flags_agree_with_solving_each_ten_cards_on_its_own():
    from scorekeeper.gin.cards import mask_of
    from scorekeeper.gin.deadwood import discard_deadwoods

    for rules in (preset("standard"), preset("round_the_corner")):
        for text in ("3S 4S 5S 6S 8H 8D 8C AC 2D 3C KH", "QS KS AS 2S 9D 5C 2D 3D 4D KH 6C",
                     "7S 7H 7D 7C 8S 9S 6S 5S 8H 8D 2C"):
            hand = parse_cards(text)
            solved = {str(card): left for left, card in discard_deadwoods(mask_of(hand),
                                                                          rules.melding)}
            advice = advise(hand, rules)
            assert {str(o.discard): o.deadwood for o in advice.options} == solved
            assert [o.deadwood for o in advice.options] == sorted(solved.values())
