"""Known matches as view-models, and helpers to read the PDFs back (pypdf).

The hands are scored by the engine (`settle` from the cards, `score_hand` from
the counts); the totals, boxes, bonuses and settlements below are the ones a
person works out on paper under the rules in RULES.md, written out by hand.
"""

from __future__ import annotations

import io
from collections.abc import Mapping

from pypdf import PdfReader

from scorekeeper.gin import (
    Card,
    Rules,
    Side,
    parse_card,
    parse_cards,
    rules_for,
    score_hand,
    settle,
)
from scorekeeper.sheets.model import (
    GameResult,
    GameSheet,
    HandRow,
    MatchSheet,
    Payment,
    running_rows,
)

ANN, BOB = "Ann", "Bob"


def counts_hand(number: int, dealer: str, knocker: str, defender: str, knocker_dw: int,
                defender_dw: int, rules: Rules, upcard: str | None = None) -> HandRow:
    """A hand recorded from the counts, scored by the engine."""
    card: Card | None = parse_card(upcard) if upcard else None
    score = score_hand(knocker_dw, defender_dw, rules, card)
    return HandRow(
        number=number, dealer=dealer, knocker=knocker, defender=defender,
        outcome=score.outcome, winner=knocker if score.winner is Side.KNOCKER else defender,
        points=score.points, knocker_deadwood=score.knocker_deadwood,
        defender_deadwood=score.defender_deadwood, upcard=card, multiplier=score.multiplier,
        extra_boxes=score.extra_boxes,
    )


def cards_hand(number: int, dealer: str, knocker: str, defender: str, knocker_cards: str,
               defender_cards: str, rules: Rules) -> HandRow:
    """A hand recorded from both revealed hands, settled by the engine."""
    settlement = settle(parse_cards(knocker_cards), parse_cards(defender_cards), rules,
                        names=(knocker, defender))
    return HandRow.from_settlement(number, settlement, dealer=dealer)


def wash(number: int, dealer: str) -> HandRow:
    return HandRow(number=number, dealer=dealer)


def entries(hands: list[HandRow]) -> list[tuple[int, Mapping[str, int]]]:
    return [(h.number, {h.winner: h.points} if h.winner else {}) for h in hands]


def standard_match() -> MatchSheet:
    """Two games. Game 1 is RULES.md's worked example: 3 hands for 110, a shutout: 370."""
    rules = rules_for("standard")
    ann_melds = "3S 4S 5S 7H 7D 7C JD QD KD"
    game1 = [
        cards_hand(1, BOB, ANN, BOB, f"{ann_melds} 5C", "6S 9H 9S 9C 2H 3H 4H KC QS TC", rules),
        cards_hand(2, BOB, ANN, BOB, f"{ann_melds} 6S", "9H 9S 9C 2H 3H 4H KC QS TC 5D", rules),
        wash(3, BOB),
        cards_hand(4, BOB, ANN, BOB, f"{ann_melds} 2C", "9H 9S 9C 2H 3H 4H KC QS TC 2D", rules),
    ]
    game2 = [
        counts_hand(5, BOB, BOB, ANN, 8, 6, rules),     # undercut: Ann 2 + 10
        counts_hand(6, BOB, BOB, ANN, 0, 40, rules),    # gin: Bob 60
        counts_hand(7, ANN, BOB, ANN, 3, 27, rules),    # Bob 24
        counts_hand(8, ANN, ANN, BOB, 9, 9, rules),     # equal counts: undercut, Bob 10
        counts_hand(9, ANN, BOB, ANN, 0, 18, rules),    # gin: Bob 38
    ]
    results = [
        GameResult(winner=ANN, points={ANN: 110, BOB: 0}, boxes={ANN: 3, BOB: 0},
                   box_points={ANN: 60, BOB: 0}, game_bonus={ANN: 200, BOB: 0},
                   final={ANN: 370, BOB: 0}, shutout=True, payment=Payment(BOB, ANN, 370)),
        GameResult(winner=BOB, points={ANN: 12, BOB: 132}, boxes={ANN: 1, BOB: 4},
                   box_points={ANN: 20, BOB: 80}, game_bonus={ANN: 0, BOB: 100},
                   final={ANN: 32, BOB: 312}, payment=Payment(ANN, BOB, 280)),
    ]
    games = tuple(GameSheet(i + 1, running_rows((ANN, BOB), entries(hands)), result)
                  for i, (hands, result) in enumerate(zip((game1, game2), results, strict=True)))
    return MatchSheet(players=(ANN, BOB), rules=rules, hands=tuple(game1 + game2), games=games,
                     net=Payment(BOB, ANN, 90), preset="standard", played_on="Friday 7 March")


def hollywood_match() -> MatchSheet:
    """Eight hands close all three columns; Bob's first win after game 1 closes opens game 2."""
    rules = rules_for("hollywood")
    hands = [
        counts_hand(1, BOB, ANN, BOB, 2, 32, rules),   # Ann 30: game 1
        counts_hand(2, BOB, BOB, ANN, 5, 25, rules),   # Bob 20: game 1
        counts_hand(3, ANN, ANN, BOB, 3, 48, rules),   # Ann 45: games 1, 2
        counts_hand(4, BOB, ANN, BOB, 0, 20, rules),   # Ann gin 40: games 1, 2, 3 (game 1 closes)
        counts_hand(5, BOB, BOB, ANN, 4, 29, rules),   # Bob 25: game 2 only
        counts_hand(6, ANN, ANN, BOB, 1, 21, rules),   # Ann 20: games 2, 3 (game 2 closes)
        counts_hand(7, BOB, BOB, ANN, 5, 40, rules),   # Bob 35: game 3
        counts_hand(8, ANN, BOB, ANN, 0, 50, rules),   # Bob gin 70: game 3 closes
    ]
    by = {h.number: h for h in hands}
    columns = {1: [1, 2, 3, 4], 2: [3, 4, 5, 6], 3: [4, 6, 7, 8]}
    results = {
        1: GameResult(ANN, {ANN: 115, BOB: 20}, {ANN: 3, BOB: 1}, {ANN: 60, BOB: 20},
                      {ANN: 100, BOB: 0}, {ANN: 275, BOB: 40}, payment=Payment(BOB, ANN, 235)),
        2: GameResult(ANN, {ANN: 105, BOB: 25}, {ANN: 3, BOB: 1}, {ANN: 60, BOB: 20},
                      {ANN: 100, BOB: 0}, {ANN: 265, BOB: 45}, payment=Payment(BOB, ANN, 220)),
        3: GameResult(BOB, {ANN: 60, BOB: 105}, {ANN: 2, BOB: 2}, {ANN: 40, BOB: 40},
                      {ANN: 0, BOB: 100}, {ANN: 100, BOB: 245}, payment=Payment(ANN, BOB, 145)),
    }
    games = tuple(
        GameSheet(n, running_rows((ANN, BOB), entries([by[i] for i in numbers])), results[n])
        for n, numbers in columns.items()
    )
    return MatchSheet(players=(ANN, BOB), rules=rules, hands=tuple(hands), games=games,
                     net=Payment(BOB, ANN, 310), preset="hollywood")


def oklahoma_match() -> MatchSheet:
    """Five hands under Oklahoma: spade upcards double, an ace allows only gin, extra boxes."""
    rules = rules_for("oklahoma")
    hands = [
        counts_hand(1, BOB, ANN, BOB, 5, 25, rules, "7S"),   # 20, doubled: 40
        counts_hand(2, BOB, BOB, ANN, 0, 30, rules, "KH"),   # gin 50, 2 extra boxes
        counts_hand(3, ANN, ANN, BOB, 0, 40, rules, "AD"),   # ace: gin only; 60, 2 extra
        counts_hand(4, BOB, ANN, BOB, 3, 3, rules, "3C"),    # undercut 10, 1 extra
        counts_hand(5, ANN, ANN, BOB, 0, 15, rules, "QS"),   # gin 35 doubled: 70, 4 extra
    ]
    result = GameResult(ANN, {ANN: 170, BOB: 60}, {ANN: 9, BOB: 5}, {ANN: 180, BOB: 100},
                        {ANN: 100, BOB: 0}, {ANN: 450, BOB: 160}, payment=Payment(BOB, ANN, 290))
    game = GameSheet(1, running_rows((ANN, BOB), entries(hands)), result)
    return MatchSheet(players=(ANN, BOB), rules=rules, hands=tuple(hands), games=(game,),
                     net=Payment(BOB, ANN, 290), preset="oklahoma")


def long_match(count: int = 40) -> tuple[MatchSheet, dict[str, int]]:
    """One long game of ``count`` hands (small knocks, a wash every seventh), to run onto page 2.

    The target is set at Ann's total after the last hand, which she wins, so the
    game ends exactly there. Returns the view and each player's hand points.
    """
    base = rules_for("standard")
    hands: list[HandRow] = []
    for number in range(1, count + 1):
        dealer = BOB if number % 2 else ANN
        if number % 7 == 0:
            hands.append(wash(number, dealer))
            continue
        knocker, defender = (ANN, BOB) if number % 3 or number == count else (BOB, ANN)
        knocker_dw = number % 5 + 1
        hands.append(counts_hand(number, dealer, knocker, defender, knocker_dw,
                                 knocker_dw + 3 + number % 11, base))
    points = {ANN: 0, BOB: 0}
    boxes = {ANN: 0, BOB: 0}
    for hand in hands:
        if hand.winner:
            points[hand.winner] += hand.points
            boxes[hand.winner] += 1
    rules = base.with_options(target=points[ANN])
    final = {ANN: points[ANN] + 20 * boxes[ANN] + 100, BOB: points[BOB] + 20 * boxes[BOB]}
    result = GameResult(ANN, points, boxes, {p: 20 * n for p, n in boxes.items()},
                        {ANN: 100, BOB: 0}, final,
                        payment=Payment(BOB, ANN, final[ANN] - final[BOB]))
    game = GameSheet(1, running_rows((ANN, BOB), entries(hands)), result)
    view = MatchSheet(players=(ANN, BOB), rules=rules, hands=tuple(hands), games=(game,),
                     net=result.payment, preset="standard", title="A long evening")
    return view, points


def pdf_pages(pdf: bytes) -> list[str]:
    """The text of each page, as a PDF text extractor reads it."""
    return [page.extract_text() for page in PdfReader(io.BytesIO(pdf)).pages]


def pdf_text(pdf: bytes) -> str:
    return "\n".join(pdf_pages(pdf))


def page_size_pt(pdf: bytes) -> tuple[float, float]:
    box = PdfReader(io.BytesIO(pdf)).pages[0].mediabox
    return float(box.width), float(box.height)


def embedded_fonts(pdf: bytes) -> set[str]:
    """The base names of the fonts whose program is embedded in the PDF."""
    found = set()
    for page in PdfReader(io.BytesIO(pdf)).pages:
        fonts = page["/Resources"].get_object().get("/Font", {})
        for ref in fonts.values():
            font = ref.get_object()
            descendants = font.get("/DescendantFonts")
            target = descendants[0].get_object() if descendants else font
            descriptor = target.get("/FontDescriptor")
            if descriptor is None:
                continue
            descriptor = descriptor.get_object()
            if any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
                found.add(str(font["/BaseFont"]).split("+")[-1])
    return found
