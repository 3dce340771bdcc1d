"""A standard match recorded through the ledger, printed: every number is the ledger's.

Game 1 is won by Ann with Bob shut out (102 + 3 boxes + 200 = 362), game 2 by Bob
(312 v 32), game 3 is abandoned by a new game, game 4 is still open; hand 1 was
played from the cards, so the appendix shows its melds, lay-off and deadwood.
"""

from __future__ import annotations

import pytest
from ledger_matches import STANDARD, record
from sheet_reading import expected_line, flat, flat_lines, hand_lines, running_total, text_pages

from scorekeeper.ledger import Ledger
from scorekeeper.ledger.records import MatchSnapshot
from scorekeeper.sheets.from_ledger import played_on_text, sheet_of_stored
from scorekeeper.sheets.match_sheet import SheetOptions, render_match_pdf


@pytest.fixture(scope="module")
def stored(ledger: Ledger) -> MatchSnapshot:
    view = record(ledger, STANDARD, name="Friday")
    return ledger.get_match(view.id)   # read back from the file


@pytest.fixture(scope="module")
def pdf(stored: MatchSnapshot) -> bytes:
    return render_match_pdf(sheet_of_stored(stored), SheetOptions(appendix=True))


@pytest.fixture(scope="module")
def page_one(pdf: bytes) -> list[str]:
    return flat_lines(text_pages(pdf)[0])


def test_the_heading_names_the_match_the_day_and_the_settlement(stored, page_one) -> None:
    assert page_one[0] == "Friday: Ann v Bob"
    day = played_on_text(stored.created_at)
    assert day and page_one[1] == f"{day} · 12 hands (1 wash) · 4 games · Bob pays Ann 82 points"


def test_every_hand_is_printed_as_the_ledger_settled_it(stored, pdf) -> None:
    tally = stored.tally
    printed = hand_lines(pdf, tally.units)
    assert sorted(printed) == list(range(1, 13))
    for result in tally.hands:
        assert printed[result.number] == expected_line(result, running_total(tally, result))


def test_points_stand_in_the_winners_column_with_the_running_total(pdf) -> None:
    printed = hand_lines(pdf, ("Ann", "Bob"))
    # Hand 5: Bob knocked with 8 and Ann undercut him: her 12 in her column.
    assert (printed[5].column, printed[5].points, printed[5].total) == ("Ann", 12, 12)
    assert (printed[9].column, printed[9].points, printed[9].total) == ("Bob", 38, 132)
    assert printed[3].column is None and printed[3].words == "3 Bob wash"


def test_each_games_foot_is_the_ledgers(stored, page_one) -> None:
    text = "\n".join(page_one)
    for game in stored.tally.games:
        if not game.over:
            continue
        ann, bob = ("Ann", "Bob")
        assert f"Hand points {game.points[ann]} {game.points[bob]}" in text
        assert f"Grand total {game.final[ann]} {game.final[bob]}" in text
        (payment,) = game.payments
        assert f"{payment.payer} pays {payment.payee} {payment.points} points" in text


def test_the_shutout_game_shows_boxes_the_doubled_bonus_and_362(page_one) -> None:
    text = "\n".join(page_one)
    assert "Game 1: won by Ann, a shutout" in text
    assert "Hand points 102 0" in text
    assert "Boxes × 20 3 60 0" in text
    assert "Game bonus shutout ×2 200 0" in text
    assert "Grand total 362 0" in text
    assert "Bob pays Ann 362 points" in text


def test_the_second_game_counts_both_players_boxes(page_one) -> None:
    text = "\n".join(page_one)
    assert "Game 2: won by Bob" in text
    assert "Boxes × 20 1 20 4 80" in text
    assert "Game bonus 0 100" in text
    assert "Grand total 32 312" in text
    assert "Ann pays Bob 280 points" in text


def test_an_abandoned_game_and_the_open_one_say_so_and_settle_nothing(page_one) -> None:
    text = "\n".join(page_one)
    assert "Game 3: abandoned (a new game was started)" in text
    assert "Game 4: not finished" in text
    after = text[text.index("Game 3: abandoned"):]
    assert "Grand total" not in after.split("The match")[0]


def test_the_match_table_and_the_net_settlement(page_one) -> None:
    assert "1 362 0 Bob pays Ann 362 points" in page_one
    assert "2 32 312 Ann pays Bob 280 points" in page_one
    assert "Match: Bob pays Ann 82 points" in page_one


def test_the_appendix_shows_the_settled_cards_of_hand_one(stored, pdf) -> None:
    pages = text_pages(pdf)
    assert len(pages) == 2
    cards = flat(pages[1])
    settlement = stored.tally.hand(1).settlement
    assert settlement is not None
    (layoff,) = settlement.layoffs
    assert f"{layoff.card.pretty} onto {' '.join(c.pretty for c in layoff.meld.cards)}" in cards
    assert "6♠ onto 3♠ 4♠ 5♠" in cards
    assert "5♣ = 5" in cards and "10♣ Q♠ K♣ = 30" in cards
    assert "knock, won 25" in cards
    assert "the others were recorded from the counts or washed" in cards


def test_drawn_to_png(pdf, to_png) -> None:
    assert len(to_png(pdf, "ledger-standard")) == 2
