"""Hands from the cards are settled by the engine; new-game markers start (or abandon) games."""

from __future__ import annotations

from scorekeeper.ledger import entry_to_dict, match_from_dict, match_to_dict

from .helpers import gin, knock, play, wins

LAYOUT_HAND = {
    # Ann shows 6♣7♣8♣ and keeps 9♣ as deadwood so Bob cannot lay off his 10♣ (any layout).
    "cards": {"Ann": "6C 7C 8C 9C 2H 2D 2S KH KD KS", "Bob": "TC 3D 4D 5D QH QS QD 8H 9S 4H"},
    "knocker": "Ann", "knocker_melds": "6C 7C 8C | 2H 2D 2S | KH KD KS",
}


def test_a_hand_from_the_cards_keeps_the_engines_verdict() -> None:
    counted = play([LAYOUT_HAND], {"knocker_layout": "any"})
    result = counted.hand(1)
    assert result.settlement is not None
    assert result.settlement.layout_given
    assert result.score is not None and result.score.knocker_deadwood == 9
    assert result.winner == "Ann" and result.points == result.score.defender_deadwood - 9


def test_canonical_card_text_round_trips() -> None:
    hand = {"cards": {"Ann": "6♣ 7c 8C, 9C 2H 2D 2S KH KD K♠",
                      "Bob": ["tc", "3d", "4D", "5D", "QH", "QS", "QD", "8H", "9S", "4H"]},
            "knocker": "Ann", "knocker_melds": [["6C", "7C", "8C"], ["2H", "2D", "2S"],
                                                ["KH", "KD", "KS"]], "upcard": "q♠"}
    description = {"rules": {"knocker_layout": "any"}, "players": ["Ann", "Bob"],
                   "hands": [hand]}
    written = match_to_dict(match_from_dict(description))
    assert written["hands"][0] == {
        "cards": {"Ann": "6C 7C 8C 9C 2H 2D 2S KH KD KS",
                  "Bob": "TC 3D 4D 5D QH QS QD 8H 9S 4H"},
        "knocker": "Ann", "knocker_melds": "6C 7C 8C | 2D 2H 2S | KD KH KS", "upcard": "QS"}
    assert match_to_dict(match_from_dict(written)) == written


def test_counts_hand_written_back() -> None:
    match = match_from_dict({"players": ["Ann", "Bob"], "hands": [knock("Ann", 3, "12")]})
    assert entry_to_dict(match.entries[0]) == {
        "knocker": "Ann", "knocker_deadwood": 3, "defender_deadwood": 12, "gin": False,
        "big_gin": False}


def test_a_new_game_marker_abandons_an_unfinished_game() -> None:
    counted = play([*wins([("Ann", 40)]), {"new_game": True}, *wins([("Bob", 10)])])
    first, second = counted.games
    assert first.abandoned and not first.over and first.payments == ()
    assert second.points == {"Ann": 0, "Bob": 10}
    assert counted.hand(2).games == (2,)


def test_a_new_game_marker_after_a_won_game_opens_an_empty_game() -> None:
    counted = play([gin("Ann", 80), {"new_game": True}])
    assert len(counted.games) == 2 and counted.games[1].rows == ()
    assert not counted.games[0].abandoned and not counted.game_over
    assert counted.dealers == ("Ann",) and counted.next_dealer == "Bob"


def test_big_gin_from_the_counts_and_from_the_cards() -> None:
    big = {"knocker": "Ann", "big_gin": True, "defender_deadwood": 20}
    assert play([big], "gin25").hand(1).points == 20 + 31
    cards = {"cards": {"Ann": "AS 2S 3S 4S 7H 7D 7C 9C TC JC QC",
                       "Bob": "KH KD 2D 3D 5D 8H 9S QD 2H 4C"}, "knocker": "Ann"}
    result = play([cards], "gin25").hand(1)
    assert result.outcome is not None and result.outcome.value == "big_gin"
    assert result.points == result.settlement.defender_deadwood + 31  # type: ignore[union-attr]
