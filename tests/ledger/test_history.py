"""Players keep a history across matches: games won, hands won, gins, undercuts, average."""

from __future__ import annotations

from scorekeeper.ledger import Ledger, NotFoundError

from .helpers import gin, knock


def test_history_across_two_matches(ledger: Ledger) -> None:
    first = ledger.create_match(["Ann", "Bob"], first_dealer="Ann")
    for hand in (gin("Ann", 30), knock("Ann", 2, 52), knock("Ann", 9, 5)):  # 50, 50, Bob 14
        first = ledger.record_hand(first.id, hand, version=first.version)
    second = ledger.create_match(["Ann", "Bob", "Cal"], first_dealer="Cal")
    for hand in (knock("Ann", 3, 23), gin("Cal", 2)):  # Ann 20 v Bob; Cal 22 v Ann (Bob deals)
        second = ledger.record_hand(second.id, hand, version=second.version)
    assert second.tally.dealers == ("Cal", "Bob")
    ann = ledger.player_history("ann")
    assert (ann.matches, ann.games_played, ann.games_won) == (2, 1, 1)
    assert (ann.hands_played, ann.hands_won, ann.gins, ann.undercuts) == (5, 3, 1, 0)
    assert ann.points == 50 + 50 + 20 and ann.average_points == 40.0
    bob = ledger.player_history("Bob")
    assert (bob.hands_played, bob.hands_won, bob.undercuts, bob.games_played) == (4, 1, 1, 1)
    cal = ledger.player_history("Cal")
    assert (cal.hands_won, cal.gins, cal.average_points) == (1, 1, 22.0)
    assert ledger.players() == ["Ann", "Bob", "Cal"]
    try:
        ledger.player_history("Zed")
    except NotFoundError as error:
        assert "no match has a player called 'Zed'" in str(error)
    else:
        raise AssertionError("an unknown player has no history")
