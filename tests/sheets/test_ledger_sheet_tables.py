"""More than two at the table, recorded through the ledger: a partnership of four (a line
per deal, team scores) and three players (the dealer sits out; two pay the winner)."""

from __future__ import annotations

import pytest
from ledger_matches import PARTNERSHIP, THREE, record
from sheet_reading import expected_line, flat_lines, hand_lines, running_total, team_cells, text_pages

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot
from scorekeeper.sheets.from_ledger import sheet_of_stored
from scorekeeper.sheets.match_sheet import render_match_pdf


@pytest.fixture(scope="module")
def teams(ledger: Ledger) -> MatchSnapshot:
    return ledger.get_match(record(ledger, PARTNERSHIP, name="Club night").id)


@pytest.fixture(scope="module")
def teams_pdf(teams: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(teams))


@pytest.fixture(scope="module")
def three(ledger: Ledger) -> MatchSnapshot:
    return ledger.get_match(record(ledger, THREE).id)


@pytest.fixture(scope="module")
def three_pdf(three: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(three))


def test_the_partnership_heading_names_the_teams_and_their_players(teams_pdf) -> None:
    text = flat_lines(text_pages(teams_pdf)[0])
    assert text[0] == "Club night: Us v Them"
    assert text[1].endswith("7 hands (1 wash) · 1 game · Them pay Us 250 points")
    assert text[2] == "Us: Ann & Cal · Them: Bob & Dee"


def test_each_hand_at_its_table_as_the_ledger_settled_it(teams, teams_pdf) -> None:
    text = " ".join(flat_lines(text_pages(teams_pdf)[0]))
    for result in teams.tally.hands:
        if result.score is None:
            line = f"{result.number} {result.dealer} {' v '.join(result.players)} wash"
        else:
            line = (f"{result.number} {result.dealer} {result.knocker} v {result.defender} "
                    f"{result.score.outcome.label} {result.score.knocker_deadwood} "
                    f"{result.score.defender_deadwood} {result.winner} {result.points}")
        assert line in text


def test_each_deal_scores_one_line_for_its_team(teams, teams_pdf) -> None:
    game = teams.tally.games[0]
    expected = []
    for row in game.rows:
        assert row.winner is not None
        expected += [(row.winner, row.points), (row.winner, row.totals[row.winner])]
    assert team_cells(teams_pdf, teams.tally.units) == expected
    # Both tables to Us (20 + 40), a split to Them (30 - 10), one table to Us (70).
    assert expected == [("Us", 60), ("Us", 60), ("Them", 20), ("Them", 20),
                        ("Us", 70), ("Us", 130)]
    text = " ".join(flat_lines(text_pages(teams_pdf)[0]))
    for note in ("both tables", "split", "one table"):
        assert note in text


def test_the_partnership_game_foot_and_settlement(teams, teams_pdf) -> None:
    game = teams.tally.games[0]
    text = flat_lines(text_pages(teams_pdf)[0])
    assert f"Hand points {game.points['Us']} {game.points['Them']}" in text
    assert "Boxes × 20 3 60 1 20" in text
    assert "Game bonus 100 0" in text
    assert f"Grand total {game.final['Us']} {game.final['Them']}" in text
    assert "Grand total 290 40" in text
    assert "Them pay Us 250 points" in text


def test_a_deal_with_one_table_in_waits_for_the_other(teams, teams_pdf) -> None:
    assert teams.tally.hand(7).pending
    text = flat_lines(text_pages(teams_pdf)[0])
    assert "Deal 4: one table still to play" in text
    assert "4 7 Dee Dee v Ann knock 2 12 Dee 10 counts when the other table's hand is in" in text


def test_a_partnership_to_125_is_the_preset_as_the_rules_have_it(teams_pdf) -> None:
    text = " ".join(flat_lines(text_pages(teams_pdf)[0]))
    assert "Rules (standard): knock with 10 or less" in text and "game to 125" in text


def test_three_players_each_hand_names_who_played(three, three_pdf) -> None:
    tally = three.tally
    printed = hand_lines(three_pdf, tally.units)
    for result in tally.hands:
        assert printed[result.number] == expected_line(
            result, running_total(tally, result), opponent=True)
    assert printed[2].words == "2 Bob Ann v Cal undercut 8 4"   # Bob dealt and sat out
    assert (printed[2].column, printed[2].points) == ("Cal", 14)


def test_three_players_the_winner_settles_with_each_of_the_others(three, three_pdf) -> None:
    game = three.tally.games[0]
    text = flat_lines(text_pages(three_pdf)[0])
    assert f"Grand total {game.final['Ann']} {game.final['Bob']} {game.final['Cal']}" in text
    assert "Grand total 50 0 264" in text
    assert "Boxes × 20 1 20 0 3 60" in text
    assert "Ann pays Cal 214 points; Bob pays Cal 264 points" in text
    assert text[1].endswith("4 hands · 1 game · Cal collects 478 points: Ann pays 214, Bob pays 264")


def test_drawn_to_png(teams_pdf, three_pdf, to_png) -> None:
    assert len(to_png(teams_pdf, "ledger-partnership")) == 1
    assert len(to_png(three_pdf, "ledger-three")) == 1
