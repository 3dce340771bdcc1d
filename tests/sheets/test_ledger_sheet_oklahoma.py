"""An Oklahoma game recorded through the ledger: the upcard column, the spade doubling,
the ace that allows only gin, extra boxes tallied with the hands won.

Ann 220 + 9 boxes + 100 = 500 against Bob 66 + 6 boxes = 186: Bob pays 314.
"""

from __future__ import annotations

import pytest
from ledger_matches import OKLAHOMA, record
from sheet_reading import (
    expected_line,
    flat,
    flat_lines,
    hand_lines,
    red_pixels,
    running_total,
    text_pages,
)

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot
from scorekeeper.sheets.from_ledger import sheet_of_stored
from scorekeeper.sheets.match_sheet import SheetOptions, render_match_pdf


@pytest.fixture(scope="module")
def stored(ledger: Ledger) -> MatchSnapshot:
    return ledger.get_match(record(ledger, OKLAHOMA).id)


@pytest.fixture(scope="module")
def pdf(stored: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(stored), SheetOptions(appendix=True))


def test_each_hand_with_its_upcard_doubling_and_extra_boxes(stored, pdf) -> None:
    tally = stored.tally
    printed = hand_lines(pdf, tally.units)
    for result in tally.hands:
        score = result.score
        assert score is not None
        notes = "".join([f" ×{score.multiplier}" if score.multiplier > 1 else "",
                         f" +{score.extra_boxes} boxes" if score.extra_boxes else ""])
        assert printed[result.number] == expected_line(result, running_total(tally, result),
                                                       notes)


def test_the_spade_hands_are_marked_doubled(pdf) -> None:
    printed = hand_lines(pdf, ("Ann", "Bob"))
    assert printed[1].words == "1 Bob Ann knock ×2 7♠ 5 29"
    assert (printed[1].column, printed[1].points) == ("Ann", 48)
    # Ann knocked with 9 under the K♠ and Bob undercut her: (3 + 10) × 2 to Bob.
    assert printed[3].words == "3 Ann Ann undercut ×2 +2 boxes K♠ 9 6"
    assert (printed[3].column, printed[3].points, printed[3].total) == ("Bob", 26, 66)
    assert printed[5].words == "5 Bob Ann gin ×2 +4 boxes Q♠ 0 40"
    assert "×2" not in printed[4].words   # 5♦: not doubled


def test_the_foot_counts_extra_boxes_and_settles_314(stored, pdf) -> None:
    game = stored.tally.games[0]
    text = flat_lines(text_pages(pdf)[0])
    assert game.boxes == {"Ann": 9, "Bob": 6}
    assert f"Hand points {game.points['Ann']} {game.points['Bob']}" in text
    assert "Boxes × 20 9 180 6 120" in text
    assert "Game bonus 100 0" in text
    assert f"Grand total {game.final['Ann']} {game.final['Bob']}" in text
    assert "Grand total 500 186" in text
    assert "Bob pays Ann 314 points" in text
    assert "Rules (oklahoma): the first upcard sets the knock limit" in " ".join(text)


def test_the_appendix_shows_the_hand_played_from_the_cards(pdf) -> None:
    cards = flat(text_pages(pdf)[1])
    assert "knock, won 48" in cards
    assert "3♠ 4♠ 5♠ 7♣ 7♦ 7♥ 9♣ 10♣ J♣ 5♥ = 5" in cards
    assert "2♦ 3♦ 4♦ K♣ K♦ K♥ 2♥ 8♥ 9♠ Q♦ = 29" in cards


def test_drawn_to_png_with_red_suits(pdf, to_png) -> None:
    sheet, cards = to_png(pdf, "ledger-oklahoma")
    assert red_pixels(sheet) > 20   # A♥ and 5♦ upcards
    assert red_pixels(cards) > 20
