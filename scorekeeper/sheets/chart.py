"""The score as a picture: each side's running total hand by hand, as an SVG drawn on the server.

`score_chart(tally)` draws the games of a match one after another (a Hollywood match: its
columns one after another), each starting from 0: a line per side (solid, dashed, dotted, so
they differ without colour too), a dot where a side won a hand (its box), the target line,
a rule and a label where each game starts, and at the end each side's total with the leader
marked. It needs no script and no style sheet (it prints as it shows), and says in words
what it shows (its label and `<desc>`), for those who cannot see it; it has no `<title>`,
so the page keeps one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Final

from babel.numbers import format_decimal

from ..ledger import Game, Tally
from ..ledger.statistics import MatchPoint
from ..wording import Wording
from .words import ENGLISH

WIDTH: Final = 640
HEIGHT: Final = 260
LEFT, RIGHT, TOP, BOTTOM = 48, 112, 24, 34
COLOURS: Final = ("#1d4ed8", "#b4430a", "#047857", "#7e22ce")
DASHES: Final = ("", "8 5", "2 4", "12 4 2 4")
MARKERS: Final = ("circle", "square", "diamond", "triangle")


@dataclass(frozen=True)
class Point:
    x: float
    y: float


def _label(value: float) -> str:
    return f"{value:.1f}".rstrip("0").rstrip(".")


def _marker(kind: str, at: Point, colour: str) -> str:
    x, y = at.x, at.y
    if kind == "circle":
        return f'<circle cx="{_label(x)}" cy="{_label(y)}" r="4" fill="{colour}"/>'
    if kind == "square":
        return (f'<rect x="{_label(x - 4)}" y="{_label(y - 4)}" width="8" height="8" '
                f'fill="{colour}"/>')
    if kind == "diamond":
        points = f"{_label(x)},{_label(y - 5)} {_label(x + 5)},{_label(y)} " \
                 f"{_label(x)},{_label(y + 5)} {_label(x - 5)},{_label(y)}"
    else:
        points = f"{_label(x)},{_label(y - 5)} {_label(x + 5)},{_label(y + 4)} " \
                 f"{_label(x - 5)},{_label(y + 4)}"
    return f'<polygon points="{points}" fill="{colour}"/>'


def describe(tally: Tally, w: Wording = ENGLISH) -> str:
    """The chart in words: each game's result or standing, and who leads now."""
    parts = []
    for game in tally.games:
        totals = ", ".join(f"{unit} {w.number(game.points[unit])}" for unit in game.units)
        if game.over:
            parts.append(w._("Game %(n)s: %(winner)s won (%(totals)s).", n=game.number,
                             winner=game.winner, totals=totals))
        elif game.rows:
            parts.append(w._("Game %(n)s, in play: %(totals)s.", n=game.number, totals=totals))
    leader = leading(tally.games[-1]) if tally.games else None
    if leader:
        name, ahead = leader
        parts.append(w._("%(name)s leads by %(points)s.", name=name, points=w.number(ahead)))
    return " ".join(parts) or w._("No hands yet.")


def leading(game: Game) -> tuple[str, int] | None:
    """Who is ahead in ``game`` and by how much (None when level)."""
    ordered = sorted(game.units, key=lambda unit: game.points[unit], reverse=True)
    ahead = game.points[ordered[0]] - game.points[ordered[1]]
    return (ordered[0], ahead) if ahead else None


def score_chart(tally: Tally, chart_id: str = "score-chart", w: Wording = ENGLISH) -> str:
    """The SVG (a string of markup, names escaped) of ``tally``'s running totals; the games
    are labelled in ``w``'s language."""
    games: Sequence[Game] = tally.games
    units = tally.units
    steps = sum(len(game.rows) + 1 for game in games)
    highest = max([games[0].target if games else 100,
                   *(row.totals[unit] for game in games for row in game.rows for unit in units)])
    top_value = max(highest, 1) * 1.08
    plot_w = WIDTH - LEFT - RIGHT
    plot_h = HEIGHT - TOP - BOTTOM
    step_w = plot_w / max(steps - 1, 1)

    def y_of(value: int) -> float:
        return TOP + plot_h - value / top_value * plot_h

    label = w._("Running totals, hand by hand")
    out = [f'<svg class="score-chart" xmlns="http://www.w3.org/2000/svg" '
           f'viewBox="0 0 {WIDTH} {HEIGHT}" role="img" '
           f'aria-label="{escape(label)}" '
           f'aria-describedby="{chart_id}-desc" data-score-chart="">',
           f'<desc id="{chart_id}-desc">{escape(describe(tally, w))}</desc>',
           f'<rect x="{LEFT}" y="{TOP}" width="{plot_w}" height="{plot_h}" fill="#ffffff" '
           f'stroke="#c9c4b5"/>']
    # The target line (the games' target; Hollywood's columns share one).
    if games:
        target = games[-1].target
        ty = _label(y_of(target))
        out.append(f'<line x1="{LEFT}" x2="{LEFT + plot_w}" y1="{ty}" y2="{ty}" stroke="#b91c1c" '
                   f'stroke-width="1.5" stroke-dasharray="6 4" data-target-line="{target}"/>')
        out.append(f'<text x="{LEFT - 6}" y="{ty}" text-anchor="end" dominant-baseline="middle" '
                   f'font-size="15" fill="#b91c1c">{target}</text>')
    out.append(f'<text x="{LEFT - 6}" y="{_label(y_of(0))}" text-anchor="end" '
               f'dominant-baseline="middle" font-size="15" fill="#4b5563">0</text>')
    lines: dict[str, list[list[Point]]] = {unit: [] for unit in units}
    boxes: list[tuple[str, Point]] = []
    hands: list[tuple[Point, str]] = []
    step = 0
    for game in games:
        x0 = LEFT + step * step_w
        if step:
            out.append(f'<line x1="{_label(x0)}" x2="{_label(x0)}" y1="{TOP}" '
                       f'y2="{TOP + plot_h}" stroke="#4b5563" stroke-dasharray="3 3" '
                       f'data-game-boundary="{game.number}"/>')
        game_label = escape(w._("Game %(n)s", n=game.number))
        out.append(f'<text x="{_label(x0 + 4)}" y="{TOP - 6}" font-size="15" fill="#4b5563">'
                   f'{game_label}</text>')
        for unit in units:
            lines[unit].append([Point(x0, y_of(0))])
        for row_index, row in enumerate(game.rows, start=1):
            x = LEFT + (step + row_index) * step_w
            for unit in units:
                here = Point(x, y_of(row.totals.get(unit, 0)))
                lines[unit][-1].append(here)
                if row.winner == unit:
                    boxes.append((unit, here))
            hands.append((Point(x, TOP + plot_h), "–".join(str(n) for n in row.hands[:1])))
        step += len(game.rows) + 1
    # Hand numbers along the bottom, thinned out so they never overlap.
    every = max(1, round(len(hands) / 16 + 0.49))
    for index, (at, label) in enumerate(hands):
        if index % every == 0:
            out.append(f'<text x="{_label(at.x)}" y="{_label(at.y + 18)}" text-anchor="middle" '
                       f'font-size="14" fill="#4b5563">{label}</text>')
    axis = escape(w._("hand"))
    out.append(f'<text x="{LEFT + plot_w / 2:.0f}" y="{HEIGHT - 2}" text-anchor="middle" '
               f'font-size="14" fill="#4b5563">{axis}</text>')
    for index, unit in enumerate(units):
        colour, dash = COLOURS[index % 4], DASHES[index % 4]
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        for segment in lines[unit]:
            if len(segment) < 2:
                continue
            points = " ".join(f"{_label(p.x)},{_label(p.y)}" for p in segment)
            out.append(f'<polyline points="{points}" fill="none" stroke="{colour}" '
                       f'stroke-width="2.5"{dash_attr} data-line="{escape(unit)}"/>')
    for unit, at in boxes:
        index = units.index(unit)
        out.append(_marker(MARKERS[index % 4], at, COLOURS[index % 4]))
    # Each side's total at the end, the leader marked.
    if games:
        last = games[-1]
        leader = leading(last)
        ends = sorted((lines[unit][-1][-1].y, unit) for unit in units)
        placed: list[float] = []
        for y, unit in ends:
            y = max(y, placed[-1] + 18) if placed else y
            placed.append(y)
            index = units.index(unit)
            is_leader = leader is not None and leader[0] == unit
            weight = ' font-weight="700"' if is_leader else ""
            mark = " ▲" if is_leader else ""
            out.append(f'<text x="{LEFT + plot_w + 6}" y="{_label(y)}" dominant-baseline="middle" '
                       f'font-size="16" fill="{COLOURS[index % 4]}"{weight} '
                       f'data-end="{escape(unit)}">{escape(unit[:10])} '
                       f'{last.points[unit]}{mark}</text>')
    out.append("</svg>")
    return "\n".join(out)


def over_time_chart(points: Sequence[MatchPoint], name: str, chart_id: str = "over-time",
                    w: Wording = ENGLISH) -> str:
    """A player's (or one player against another's) matches in the order played: a bar for the
    share of hands won in each match (0 to 100 %), and a line of the settled points summed
    since the first match (its own scale, 0 marked). SVG markup, names escaped."""
    width, height, left, right, top, bottom = 640, 220, 48, 56, 18, 30
    plot_w, plot_h = width - left - right, height - top - bottom
    slot = plot_w / max(len(points), 1)
    signed = "+#,##0;-#,##0"
    words = escape(w._("%(name)s: %(matches)s", name=name, matches=w.n_(
        "%(num)s match", "%(num)s matches", len(points))) + "; " + "; ".join(
        w._("match %(n)s: %(won)s of %(played)s hands won, %(net)s settled so far", n=i,
            won=w.number(p.hands_won), played=w.number(p.hands_played),
            net=format_decimal(p.running_net, format=signed, locale=w.lang))
        for i, p in enumerate(points, 1)))
    label = w._("Match by match")
    out = [f'<svg class="over-time-chart" xmlns="http://www.w3.org/2000/svg" '
           f'viewBox="0 0 {width} {height}" role="img" '
           f'aria-label="{escape(label)}" '
           f'aria-describedby="{chart_id}-desc" data-over-time="">',
           f'<desc id="{chart_id}-desc">{words}</desc>',
           f'<rect x="{left}" y="{top}" width="{plot_w}" height="{plot_h}" fill="#ffffff" '
           f'stroke="#c9c4b5"/>',
           f'<text x="{left - 6}" y="{top + 5}" text-anchor="end" font-size="14" '
           f'fill="#1d4ed8">100%</text>',
           f'<text x="{left - 6}" y="{top + plot_h}" text-anchor="end" font-size="14" '
           f'fill="#1d4ed8">0%</text>']
    for index, point in enumerate(points):
        share = point.hands_won / point.hands_played if point.hands_played else 0.0
        bar_h = share * plot_h
        x = left + index * slot + slot * 0.2
        out.append(f'<rect x="{_label(x)}" y="{_label(top + plot_h - bar_h)}" '
                   f'width="{_label(slot * 0.6)}" height="{_label(bar_h)}" fill="#bfdbfe" '
                   f'stroke="#1d4ed8" data-share="{round(share * 100)}"/>')
        if len(points) <= 16 or index % max(1, len(points) // 16) == 0:
            out.append(f'<text x="{_label(left + (index + 0.5) * slot)}" y="{height - 10}" '
                       f'text-anchor="middle" font-size="14" fill="#4b5563">{index + 1}</text>')
    nets = [point.running_net for point in points]
    if nets:
        low, high = min(0, *nets), max(0, *nets)
        span = (high - low) or 1

        def y_of(value: int) -> float:
            return top + plot_h - (value - low) / span * plot_h

        zero = _label(y_of(0))
        out.append(f'<line x1="{left}" x2="{left + plot_w}" y1="{zero}" y2="{zero}" '
                   f'stroke="#4b5563" stroke-dasharray="3 3"/>')
        line = " ".join(f"{_label(left + (i + 0.5) * slot)},{_label(y_of(v))}"
                        for i, v in enumerate(nets))
        out.append(f'<polyline points="{line}" fill="none" stroke="#b4430a" stroke-width="2.5" '
                   f'data-running-net=""/>')
        for i, value in enumerate(nets):
            out.append(_marker("square", Point(left + (i + 0.5) * slot, y_of(value)), "#b4430a"))
        out.append(f'<text x="{left + plot_w + 4}" y="{_label(y_of(nets[-1]))}" '
                   f'dominant-baseline="middle" font-size="14" fill="#b4430a">'
                   f'{nets[-1]:+d}</text>')
    out.append("</svg>")
    return "\n".join(out)
