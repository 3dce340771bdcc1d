"""A Hollywood match recorded through the ledger, printed in three columns.

Ann's first three wins close game 1 with Bob shut out (105 + 3 boxes + 200 = 365);
Bob's first win then goes into game 2, by RULES.md's entry rule. Which games each
win went into is the ledger's answer; the sheet prints it.
"""

from __future__ import annotations

import pytest
from ledger_matches import HOLLYWOOD, record
from sheet_reading import flat_lines, hollywood_cells, text_pages

from scorekeeper.ledger import Ledger, Tally
from scorekeeper.ledger.records import MatchSnapshot
from scorekeeper.sheets.from_ledger import sheet_of_stored
from scorekeeper.sheets.match_sheet import render_match_pdf

PLAYERS = ("Ann", "Bob")


@pytest.fixture(scope="module")
def stored(ledger: Ledger) -> MatchSnapshot:
    return ledger.get_match(record(ledger, HOLLYWOOD).id)


@pytest.fixture(scope="module")
def tally(stored: MatchSnapshot) -> Tally:
    return stored.tally


@pytest.fixture(scope="module")
def pdf(stored: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(stored))


@pytest.fixture(scope="module")
def text(pdf: bytes) -> list[str]:
    pages = text_pages(pdf)
    assert len(pages) == 1
    return flat_lines(pages[0])


def test_each_hand_says_which_games_the_ledger_entered_it_in(tally, text) -> None:
    for result in tally.hands:
        entered = " · ".join(str(game) for game in result.games)
        line = (f"{result.number} {result.dealer} {result.knocker} knock 1 "
                f"{result.points + 1} {result.winner} {result.points} {entered}")
        assert line in text
    assert [tally.hand(n).games for n in (3, 4)] == [(1, 2, 3), (2,)]


def test_the_columns_read_across_as_the_ledgers_rows(tally, pdf) -> None:
    printed = hollywood_cells(pdf, PLAYERS)
    depth = max(len(game.rows) for game in tally.games)
    assert len(printed) == depth
    for line, cells in enumerate(printed):
        expected = []
        for game in tally.games:
            if line < len(game.rows):
                row = game.rows[line]
                assert row.winner is not None
                expected += [(game.number, "Hand", row.hands[0]),
                             (game.number, row.winner, row.points),
                             (game.number, row.winner, row.totals[row.winner])]
        assert cells == expected


def test_bob_shut_out_of_game_one_scores_first_in_game_two(pdf) -> None:
    printed = hollywood_cells(pdf, PLAYERS)
    game_two_bob = [cell for line in printed for cell in line if cell[:2] == (2, "Bob")]
    assert game_two_bob == [(2, "Bob", 20), (2, "Bob", 20), (2, "Bob", 25), (2, "Bob", 45)]
    assert not [cell for line in printed for cell in line if cell[:2] == (1, "Bob")]


def test_each_game_is_settled_on_its_own(tally, text) -> None:
    games = tally.games
    assert "Total 365 0 Total 265 85 Total 105 265" in text
    assert f"Pts {games[0].points['Ann']} 0 Pts 105 45 Pts 65 105" in text
    assert "Boxes 60 0 Boxes 60 40 Boxes 40 60" in text
    assert "Bonus ×2 200 0 Bonus 100 0 Bonus 0 100" in text
    assert "Bob pays Ann 365 points Bob pays Ann 180 points Ann pays Bob 160 points" in text
    for game in games:
        (payment,) = game.payments
        won = f"{game.winner} (shutout)" if game.shutout else game.winner
        assert (f"{game.number} {won} {game.final['Ann']} {game.final['Bob']} "
                f"{payment.payer} pays {payment.payee} {payment.points} points") in text


def test_the_match_adds_the_three_results(tally, text) -> None:
    assert tally.net == {"Ann": 385}
    assert "Match: Bob pays Ann 385 points" in text
    assert "8 hands · Hollywood: three games · Bob pays Ann 385 points" in text[1]


def test_drawn_to_png(pdf, to_png) -> None:
    assert len(to_png(pdf, "ledger-hollywood")) == 1
