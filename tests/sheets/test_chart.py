"""The score chart: an SVG of the running totals, read back as XML and checked against the tally."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from scorekeeper.sheets.chart import HEIGHT, TOP, score_chart
from tests.ledger.helpers import knock, play, wash, wins

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def polylines(root: ET.Element, unit: str) -> list[list[tuple[float, float]]]:
    found = []
    for line in root.iter(f"{SVG}polyline"):
        if line.get("data-line") == unit:
            found.append([tuple(map(float, pair.split(","))) for pair in line.get("points", "").split()])
    return found


def test_two_games_one_line_per_side_per_game_from_zero_with_a_boundary_between():
    tally = play(wins([("Ann", 60), ("Bob", 10), ("Ann", 45), ("Bob", 27)]))  # game 1: Ann, 105
    root = parse(score_chart(tally))
    ann, bob = polylines(root, "Ann"), polylines(root, "Bob")
    assert len(ann) == len(bob) == 2  # one segment per game
    assert [len(segment) for segment in ann] == [4, 2]  # the start at 0, then each hand
    assert ann[1][0][1] == bob[1][0][1]  # game 2 starts both from 0 again
    heights = [y for _, y in ann[0]]
    assert heights[0] > heights[1] == heights[2] > heights[3]  # 0, 60, 60, 105: up is more
    boundaries = [line for line in root.iter(f"{SVG}line") if line.get("data-game-boundary")]
    assert [line.get("data-game-boundary") for line in boundaries] == ["2"]
    assert boundaries[0].get("x1") == f"{ann[1][0][0]:g}"


def test_the_target_line_is_drawn_at_the_target():
    root = parse(score_chart(play(wins([("Ann", 50)]))))
    target = next(line for line in root.iter(f"{SVG}line") if line.get("data-target-line"))
    assert target.get("data-target-line") == "100"
    zero_y = polylines(root, "Ann")[0][0][1]
    fifty_y = polylines(root, "Ann")[0][1][1]
    assert float(target.get("y1")) == pytest.approx(fifty_y - (zero_y - fifty_y), abs=0.2)


def test_a_dot_for_each_hand_won_a_box_and_none_for_a_wash():
    root = parse(score_chart(play([*wins([("Ann", 20), ("Bob", 15)]), wash(), knock("Ann", 1, 9)])))
    circles = list(root.iter(f"{SVG}circle"))  # Ann's marker
    squares = [rect for rect in root.iter(f"{SVG}rect") if rect.get("width") == "8"]  # Bob's
    assert (len(circles), len(squares)) == (2, 1)


def test_the_leader_is_marked_and_said_in_words():
    root = parse(score_chart(play(wins([("Ann", 20), ("Bob", 35)]))))
    ends = {text.get("data-end"): text for text in root.iter(f"{SVG}text") if text.get("data-end")}
    assert ends["Bob"].text == "Bob 35 ▲" and ends["Bob"].get("font-weight") == "700"
    assert ends["Ann"].text == "Ann 20"
    assert root.find(f"{SVG}desc").text == "Game 1, in play: Ann 20, Bob 35. Bob leads by 15."
    assert root.get("role") == "img"


def test_names_are_escaped_and_an_empty_match_still_draws():
    hostile = '<b>"Al"</b>'
    svg = score_chart(play([knock(hostile, 1, 30)], players=(hostile, "Bob"), first_dealer="Bob"))
    assert "<b>" not in svg
    root = parse(svg)  # well-formed despite the name
    assert polylines(root, hostile)
    empty = parse(score_chart(play([])))
    assert empty.find(f"{SVG}desc").text == "No hands yet."
    assert float(empty.get("viewBox").split()[3]) == HEIGHT and TOP > 0


def test_three_players_and_hollywood_columns():
    three = parse(score_chart(play([knock("Ann", 3, 23)], players=("Ann", "Bob", "Cal"),
                                   first_dealer="Cal")))
    assert {line.get("data-line") for line in three.iter(f"{SVG}polyline")} == {"Ann", "Bob", "Cal"}
    hollywood = parse(score_chart(play(wins([("Ann", 20), ("Bob", 30)]), rules="hollywood")))
    labels = [text.text for text in hollywood.iter(f"{SVG}text") if (text.text or "").startswith("Game")]
    assert labels == ["Game 1", "Game 2", "Game 3"]
