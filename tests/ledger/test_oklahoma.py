"""Oklahoma: the upcard sets the knock limit, an ace means gin only, a spade doubles the hand,
extra boxes for undercuts and gins, target 150."""

from __future__ import annotations

import pytest

from scorekeeper.ledger import HandError

from .helpers import gin, knock, play

ANN_FROM_THE_CARDS = {
    # Ann knocks with 5 (5♥) under a 7♠ upcard; Bob keeps 29 and can lay nothing off.
    "cards": {"Ann": "3S 4S 5S 7H 7D 7C 9C TC JC 5H", "Bob": "KH KD KC 2D 3D 4D 8H 9S QD 2H"},
    "knocker": "Ann", "upcard": "7S",
}
OKLAHOMA_GAME = [
    ANN_FROM_THE_CARDS,                   # (29 - 5) x 2 = 48 to Ann
    gin("Bob", 20, upcard="AH"),          # ace upcard: only gin; 40, two extra boxes
    knock("Ann", 9, 6, upcard="KS"),      # undercut under a spade: (3 + 10) x 2 = 26, 2 extra
    gin("Ann", 32, upcard="5D"),          # 52, two extra boxes
    gin("Ann", 40, upcard="QS"),          # (40 + 20) x 2 = 120, four extra boxes: 220
]


def test_spade_upcard_doubles_a_hand_settled_from_the_cards() -> None:
    first = play(OKLAHOMA_GAME, "oklahoma", first_dealer="Bob").hand(1)
    assert first.settlement is not None and first.score is not None
    assert (first.score.knocker_deadwood, first.score.defender_deadwood) == (5, 29)
    assert first.points == 48 and first.winner == "Ann"


def test_the_whole_oklahoma_game() -> None:
    counted = play(OKLAHOMA_GAME, "oklahoma", first_dealer="Bob")
    game = counted.games[0]
    assert [row.points for row in game.rows] == [48, 40, 26, 52, 120]
    assert game.points == {"Ann": 220, "Bob": 66}
    assert game.winner == "Ann" and game.target == 150
    assert game.hands_won == {"Ann": 3, "Bob": 2}
    assert game.extra_boxes == {"Ann": 6, "Bob": 4}
    assert game.boxes == {"Ann": 9, "Bob": 6}
    assert game.final == {"Ann": 220 + 9 * 20 + 100, "Bob": 66 + 6 * 20}
    assert counted.net == {"Ann": 314}
    assert counted.dealers == ("Bob", "Bob", "Ann", "Ann", "Bob")


def test_not_past_150_is_not_a_win() -> None:
    counted = play(OKLAHOMA_GAME[:4], "oklahoma", first_dealer="Bob")
    assert counted.games[0].points["Ann"] == 100 and not counted.game_over


def test_an_ace_upcard_allows_only_gin() -> None:
    with pytest.raises(HandError, match=r"hand 2: .*not allowed.*ace"):
        play([gin("Ann", 10, upcard="5H"), knock("Bob", 1, 20, upcard="AH")], "oklahoma")


def test_an_ace_upcard_with_the_option_off_sets_the_limit_at_one() -> None:
    rules = {"preset": "oklahoma", "oklahoma_ace_gin_only": False}
    counted = play([knock("Bob", 1, 20, upcard="AC")], rules)
    assert counted.hand(1).points == 19


def test_the_upcard_sets_the_knock_limit() -> None:
    with pytest.raises(HandError, match=r"hand 1: .*6 deadwood.*limit at 5"):
        play([knock("Ann", 6, 20, upcard="5D")], "oklahoma")


def test_oklahoma_needs_the_upcard() -> None:
    with pytest.raises(HandError, match="hand 1: Oklahoma needs the first upcard"):
        play([knock("Ann", 3, 20)], "oklahoma")
