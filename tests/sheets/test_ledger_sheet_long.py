"""A long evening kept in the ledger (72 hands, several games) runs over two pages: no hand
split or lost, the header and the game's name repeated, every total the ledger's."""

from __future__ import annotations

import re

import pytest
from ledger_matches import long_standard
from sheet_reading import expected_line, flat_lines, hand_lines, layout_pages, running_total, text_pages

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot
from scorekeeper.sheets.from_ledger import sheet_of_stored
from scorekeeper.sheets.match_sheet import density, render_match_pdf
from scorekeeper.sheets.paper import Page

HANDS = 72


@pytest.fixture(scope="module")
def stored(ledger: Ledger) -> MatchSnapshot:
    # Stored in one go (the ledger's import), then read back from the file.
    return ledger.get_match(ledger.import_match(long_standard(HANDS)).id)


@pytest.fixture(scope="module")
def pdf(stored: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(stored))


def test_two_pages_each_with_the_header(pdf, to_png) -> None:
    pages = [" ".join(flat_lines(page)) for page in text_pages(pdf)]
    assert len(pages) == 2
    for page in pages:
        assert "Hand Dealer Knocked Outcome Deadwood Ann Bob" in page
        assert "knock. def. Points Total Points Total" in page
    assert "page 2 of 2" in pages[1]
    assert len(to_png(pdf, "ledger-long")) == 2


def test_every_hand_once_in_order_as_the_ledger_has_it(stored, pdf) -> None:
    tally = stored.tally
    printed = hand_lines(pdf, tally.units)
    assert list(printed) == list(range(1, HANDS + 1))
    for result in tally.hands:
        assert printed[result.number] == expected_line(result, running_total(tally, result))


def test_the_second_page_names_the_game_it_continues(stored, pdf) -> None:
    second = layout_pages(pdf)[1]
    printed = hand_lines(pdf, ("Ann", "Bob"))
    first_on_second = min(n for n in printed if re.search(rf"^\s*{n}\s", second, re.MULTILINE))
    game = next(g for g in stored.tally.games if first_on_second in g.hands)
    assert game.number > 1 and game.hands[0] < first_on_second   # a game carried over
    assert flat_lines(second)[0] == f"Game {game.number}: won by {game.winner}"


def test_every_game_and_the_match_settle_as_the_ledger_says(stored, pdf) -> None:
    tally = stored.tally
    text = " ".join(" ".join(flat_lines(page)) for page in text_pages(pdf))
    finished = [game for game in tally.games if game.over]
    assert len(finished) >= 3
    for game in finished:
        assert f"Game {game.number}: won by {game.winner}" in text
        assert f"Hand points {game.points['Ann']} {game.points['Bob']}" in text
        assert (f"Boxes × 20 {game.boxes['Ann']} {game.box_points['Ann']} "
                f"{game.boxes['Bob']} {game.box_points['Bob']}") in text
        assert f"Grand total {game.final['Ann']} {game.final['Bob']}" in text
        (payment,) = game.payments
        assert f"{payment.payer} pays {payment.payee} {payment.points} points" in text
    (payee, points), = tally.net.items()
    assert f"Match: Bob pays {payee} {points:,} points" in text   # 1,047: English groups


def test_an_evening_of_forty_hands_in_three_games_stays_on_one_page(ledger, to_png) -> None:
    stored = ledger.get_match(ledger.import_match(long_standard(44)).id)
    assert len(stored.tally.games) == 3
    view = sheet_of_stored(stored)
    assert density(view, Page()) == "dense"   # compact rows would spill the last game over
    pdf = render_match_pdf(view)
    pages = text_pages(pdf)
    assert len(pages) == 1
    assert list(hand_lines(pdf, ("Ann", "Bob"))) == list(range(1, 45))
    assert len(to_png(pdf, "ledger-forty-four")) == 1
