"""The view-model: built from hands and rows, and refusing data that contradicts itself."""

from __future__ import annotations

from typing import Any

import pytest
from sheet_examples import ANN, BOB, hollywood_match, standard_match

from scorekeeper.errors import AppError
from scorekeeper.gin import Outcome, Rules, parse_cards, settle
from scorekeeper.sheets.model import (
    GameResult,
    GameRow,
    GameSheet,
    HandCards,
    HandRow,
    MatchSheet,
    Payment,
    SheetDataError,
    Team,
    running_rows,
)


def test_running_rows_add_up_each_players_points_in_order() -> None:
    rows = running_rows((ANN, BOB), [(1, {ANN: 25}), (2, {}), (3, {BOB: 12}), (4, {ANN: 30})])
    assert [dict(row.totals) for row in rows] == [
        {ANN: 25, BOB: 0}, {ANN: 25, BOB: 0}, {ANN: 25, BOB: 12}, {ANN: 55, BOB: 12}]
    assert [row.hand for row in rows] == [1, 2, 3, 4]


def test_running_rows_refuse_a_stranger() -> None:
    with pytest.raises(SheetDataError, match="'Cat'"):
        running_rows((ANN, BOB), [(1, {"Cat": 10})])


def test_rows_cannot_be_changed_after_the_fact() -> None:
    row = running_rows((ANN, BOB), [(1, {ANN: 25})])[0]
    with pytest.raises(TypeError):
        row.totals[ANN] = 99  # type: ignore[index]


def test_a_row_from_the_engines_settlement_keeps_the_cards_as_settled() -> None:
    settlement = settle(parse_cards("3S 4S 5S 7H 7D 7C JD QD KD 5C"),
                        parse_cards("6S 9H 9S 9C 2H 3H 4H KC QS TC"), Rules(), names=(ANN, BOB))
    row = HandRow.from_settlement(1, settlement, dealer=BOB)
    assert (row.outcome, row.winner, row.points) == (Outcome.KNOCK, ANN, 25)
    assert (row.knocker_deadwood, row.defender_deadwood) == (5, 30)
    assert isinstance(row.cards, HandCards)
    assert [str(layoff.card) for layoff in row.cards.layoffs] == ["6S"]
    assert [str(card) for card in row.cards.knocker_deadwood] == ["5C"]


def test_a_wash_scores_nothing_and_says_so() -> None:
    assert HandRow(3, dealer=BOB).outcome_label == "wash"
    with pytest.raises(SheetDataError, match="wash"):
        HandRow(3, dealer=BOB, winner=ANN, points=10)


def test_a_won_hand_needs_its_knocker_and_winner() -> None:
    with pytest.raises(SheetDataError, match="knocker"):
        HandRow(1, outcome=Outcome.GIN, points=40)


def test_the_match_refuses_rows_for_hands_it_does_not_have() -> None:
    hands = (HandRow(1, dealer=BOB, knocker=ANN, outcome=Outcome.KNOCK, winner=ANN, points=9),)
    rows = running_rows((ANN, BOB), [(2, {ANN: 9})])
    with pytest.raises(SheetDataError, match="hand 2"):
        MatchSheet((ANN, BOB), Rules(), hands, (GameSheet(1, rows),))


def test_the_match_refuses_hands_out_of_order_or_strangers() -> None:
    one = HandRow(1, dealer=BOB)
    with pytest.raises(SheetDataError, match="in order"):
        MatchSheet((ANN, BOB), Rules(), (HandRow(2, dealer=BOB), one), ())
    with pytest.raises(SheetDataError, match="'Eve'"):
        MatchSheet((ANN, BOB), Rules(), (HandRow(1, dealer="Eve"),), ())
    with pytest.raises(SheetDataError, match="'Eve'"):
        MatchSheet((ANN, BOB), Rules(), (one,), (), net=Payment("Eve", ANN, 5))
    with pytest.raises(SheetDataError, match="two to four"):
        MatchSheet((ANN, ANN), Rules(), (one,), ())


def test_sheet_data_errors_are_user_errors() -> None:
    assert issubclass(SheetDataError, AppError)


def test_hollywood_knows_which_columns_a_hand_went_into() -> None:
    view = hollywood_match()
    assert view.hollywood
    assert [view.entered_in(n) for n in range(1, 9)] == [
        (1,), (1,), (1, 2), (1, 2, 3), (2,), (2, 3), (3,), (3,)]


def test_the_known_match_adds_up() -> None:
    """The hand-written results agree with the rows: the view-model is a true example."""
    view = standard_match()
    for game in view.games:
        assert game.result is not None
        last = game.rows[-1].totals
        assert dict(game.result.points) == dict(last)
        for player in view.players:
            assert game.result.final[player] == (game.result.points[player]
                                                 + game.result.box_points[player]
                                                 + game.result.game_bonus[player])


def test_teams_head_the_columns_and_their_members_play_the_hands() -> None:
    teams = (Team("Us", (ANN, "Cal")), Team("Them", (BOB, "Dee")))
    hands = (HandRow(1, dealer=ANN, players=(ANN, BOB)), HandRow(2, dealer="Cal"))
    row = GameRow(1, {}, {"Us": 0, "Them": 0}, hands=(1, 2), note="wash")
    view = MatchSheet(("Us", "Them"), Rules(), hands, (GameSheet(1, (row,)),), teams=teams)
    assert view.people == (ANN, "Cal", BOB, "Dee")
    assert row.label == "1+2" and view.games[0].hands == (1, 2)
    with pytest.raises(SheetDataError, match="teams' names"):
        MatchSheet((BOB, ANN), Rules(), hands, (), teams=teams)
    with pytest.raises(SheetDataError, match="'Eve'"):
        MatchSheet(("Us", "Them"), Rules(), (HandRow(1, dealer="Eve"),), (), teams=teams)
    with pytest.raises(SheetDataError, match="hand 3"):
        bad = GameRow(1, {}, {"Us": 0, "Them": 0}, hands=(1, 3))
        MatchSheet(("Us", "Them"), Rules(), hands, (GameSheet(1, (bad,)),), teams=teams)


def test_a_game_result_lists_its_payments() -> None:
    one = Payment(BOB, ANN, 20)
    args: dict[str, Any] = {"winner": ANN, "points": {}, "boxes": {}, "box_points": {},
                            "game_bonus": {}, "final": {}}
    assert GameResult(**args, payment=one).payments == (one,)
    assert GameResult(**args, payments=(one,)).payment == one
    two = (Payment(BOB, "Cal", 5), Payment(ANN, "Cal", 9))
    assert GameResult(**args, payments=two).payment is None
    with pytest.raises(SheetDataError, match="among its payments"):
        GameResult(**args, payment=one, payments=two)
