"""A stored match as its page shows it: the current game (Hollywood: three columns) big,
who deals and plays next, every hand with its actions, earlier games, the match's balance.

A long match shows its last few earlier games (and their hands) and a link to all of them,
so that the page of an evening's match costs the same at hand 500 as at hand 50.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from ...gin import Rules
from ...gin.rules import PRESETS, preset
from ...ledger import MatchSnapshot, NewGame, Tally
from ...ledger.records import Change
from ...sheets.chart import score_chart
from ...wording import N_
from ..core.card_display import CardDisplay
from ..core.language import words
from ..core.rule_fields import option_label, value_words
from ..core.titles import match_title
from .sheet_display import SheetDisplay, hand_text, money, sheet_display, upcard_of


@dataclass(frozen=True)
class HandLine:
    """A recorded hand in the list of hands, with what it needs for its edit and delete links."""

    id: int
    number: int
    games: str
    dealer: str
    players: str
    text: str
    outcome: str
    winner: str | None
    points: int
    upcard: CardDisplay | None
    spade: bool
    pending: bool
    kind: str


@dataclass(frozen=True)
class NextUp:
    lines: tuple[str, ...]


@dataclass(frozen=True)
class MatchPage:
    id: int
    title: str
    name: str
    version: int
    finished: bool
    preset: str
    rule_changes: tuple[tuple[str, str], ...]
    players: tuple[str, ...]
    teams: tuple[tuple[str, tuple[str, ...]], ...]
    hollywood: bool
    oklahoma: bool
    current: tuple[SheetDisplay, ...]
    earlier: tuple[SheetDisplay, ...]
    """The earlier games shown (all of them, or the last `EARLIER_SHOWN`)."""
    earlier_left_out: int
    """How many earlier games (the first ones) the page leaves out."""
    hands: tuple[HandLine, ...]
    """The hands of the current game (Hollywood: of the current three columns)."""
    earlier_hands: tuple[HandLine, ...]
    """The hands of the earlier games shown."""
    next_number: int
    """The number the next hand recorded will have."""
    next_up: NextUp
    game_over: bool
    next_game: int
    net: tuple[str, ...]
    round_total: tuple[str, ...]
    """Hollywood: who collects over the three columns of this round."""
    undo: str
    """What "Undo" would undo, in words ("" when there is nothing to undo)."""
    chart: str
    """The running totals as SVG markup (`sheets.chart.score_chart`; names escaped there)."""
    games_won: tuple[tuple[str, int], ...]
    """Each side and the games it has won in this match (empty until a game is won)."""
    language: str | None = None
    """The match's own language (its printed sheets follow it); None: the reader's."""


def next_up(counted: Tally) -> NextUp:
    """Who deals next and who plays (three players: who sits out; four: each table)."""
    match = counted.match
    w = words()
    if counted.game_over:
        return NextUp((w._("The game is over. %(name)s deals the first hand of the next game.",
                           name=counted.next_dealer),))
    seats = counted.upcoming
    if match.teams:
        return NextUp(tuple(
            w._("Deal %(deal)s, table %(table)s: %(a)s v %(b)s; %(dealer)s deals.", deal=seat.deal,
                table=seat.table, a=seat.players[0], b=seat.players[1], dealer=seat.dealer)
            for seat in seats))
    seat = seats[0]
    if len(match.players) == 3:
        return NextUp((w._("%(dealer)s deals next and sits out; %(a)s and %(b)s play.",
                           dealer=seat.dealer, a=seat.players[0], b=seat.players[1]),))
    return NextUp((w._("%(dealer)s deals next.", dealer=seat.dealer),))


EARLIER_SHOWN: Final = 4
"""Earlier games a match page shows unless asked for all (Hollywood: their columns too)."""


def hand_lines(view: MatchSnapshot, first: int = 1) -> tuple[HandLine, ...]:
    """The lines of the hands numbered ``first`` and on."""
    counted = view.tally
    rules = counted.match.rules
    lines = []
    for result in counted.hands[first - 1:]:
        upcard, spade = upcard_of(result, rules)
        lines.append(HandLine(
            id=view.hand_ids[result.position], number=result.number,
            games=", ".join(str(n) for n in result.games),
            dealer=result.dealer, players=words()._(" v ").join(result.players),
            text=hand_text(result),
            outcome="wash" if result.outcome is None else result.outcome.value,
            winner=result.winner, points=result.points, upcard=upcard, spade=spade,
            pending=result.pending, kind=result.kind))
    return tuple(lines)


CHANGE_TEXTS: Final = {
    "record": N_("the recording of %(hand)s"),
    "correct": N_("the correction of %(hand)s"),
    "delete": N_("the deletion of a hand"),
    "new_game": N_("the start of a new game"),
    "finish": N_("finishing the match"),
    "reopen": N_("reopening the match"),
    "undo": N_("an undo"),
    "language": N_("a change of the match's language"),
}


def change_text(view: MatchSnapshot, change: Change) -> str:
    """A change of the audit trail in words: "the recording of hand 7"."""
    number = hand_number_of(view, change.hand_id)
    w = words()
    hand = w._("hand %(n)s", n=number) if number else w._("a hand")
    text = CHANGE_TEXTS.get(change.action)
    return w._(text, hand=hand) if text else change.action


def undo_text(view: MatchSnapshot, last: Change | None) -> str:
    """The last change still in effect (``last``), as the undo button names it."""
    return change_text(view, last) if last else ""


def hand_number_of(view: MatchSnapshot, hand_id: int | None) -> int | None:
    """The number of the hand stored as ``hand_id`` (None: a marker, or no longer there)."""
    if hand_id is None or hand_id not in view.hand_ids:
        return None
    position = view.hand_ids.index(hand_id)
    entries = view.match.entries
    if isinstance(entries[position], NewGame):
        return None
    return sum(not isinstance(e, NewGame) for e in entries[:position]) + 1


def collect_lines(balances: dict[str, int], stake: float) -> tuple[str, ...]:
    """Who collects how much from whom, from each side's balance (+ collects, − pays)."""
    payers = [unit for unit, balance in balances.items() if balance < 0]
    w = words()
    lines = []
    for unit, points in balances.items():
        if points > 0:
            values = {"name": unit, "points": points, "payers": w._(" and ").join(payers)}
            if stake:
                lines.append(w._("%(name)s collects %(points)s points (%(money)s) from %(payers)s",
                                 money=money(points * stake), **values))
            else:
                lines.append(w._("%(name)s collects %(points)s points from %(payers)s", **values))
    return tuple(lines)


def net_lines(counted: Tally) -> tuple[str, ...]:
    """Over every finished game of the match."""
    return collect_lines(counted.balances, counted.match.rules.stake)


def round_lines(counted: Tally) -> tuple[str, ...]:
    """Over the games being played (Hollywood: the three columns of this round)."""
    balances = dict.fromkeys(counted.units, 0)
    for game in counted.current_games:
        for payment in game.payments:
            balances[payment.payer] -= payment.points
            balances[payment.payee] += payment.points
    return collect_lines(balances, counted.match.rules.stake)


def match_page(view: MatchSnapshot, last: Change | None, all_earlier: bool = False) -> MatchPage:
    """The page of ``view`` (``last``: the change an undo would take back); ``all_earlier``:
    every earlier game and its hands, not only the last few."""
    counted = view.tally
    match = view.match
    current = counted.current_games
    current_numbers = {game.number for game in current}
    base = preset(match.preset) if match.preset in PRESETS else Rules()
    changed = tuple((option_label(name), value_words(name, value))
                    for name, value in match.rules.differences(base).items())
    earlier = [game for game in counted.games if game.number not in current_numbers]
    shown = earlier if all_earlier else earlier[-EARLIER_SHOWN * len(current):]
    left_out = earlier[:len(earlier) - len(shown)]
    # the last hand left out is in one of the last games left out (a round's columns)
    first = max((n for game in left_out[-len(current):] for n in game.hands), default=0) + 1
    lines = hand_lines(view, first)
    boundary = max((n for game in shown for n in game.hands), default=0)
    return MatchPage(
        id=view.id,
        title=match_title(match.players, match.units, view.name),
        name=view.name,
        version=view.version,
        language=view.language,
        finished=view.finished,
        preset=match.preset,
        rule_changes=changed,
        players=match.players,
        teams=tuple((team.name, team.members) for team in match.teams or ()),
        hollywood=match.rules.scoring == "hollywood",
        oklahoma=match.rules.oklahoma,
        current=tuple(sheet_display(game, counted) for game in current),
        earlier=tuple(sheet_display(game, counted) for game in shown),
        earlier_left_out=len(left_out),
        hands=tuple(line for line in lines if line.number > boundary),
        earlier_hands=tuple(line for line in lines if line.number <= boundary),
        next_number=len(counted.hands) + 1,
        next_up=next_up(counted),
        game_over=counted.game_over,
        next_game=max(game.number for game in counted.games) + 1,
        net=net_lines(counted),
        round_total=round_lines(counted),
        undo=undo_text(view, last),
        # a long match: the chart of the games the page shows (the rest would be a blur)
        chart=score_chart(replace(counted, games=(*shown, *current)) if left_out else counted,
                          w=words()),
        games_won=games_won(counted),
    )


def games_won(counted: Tally) -> tuple[tuple[str, int], ...]:
    """Each side's games won so far, once any game is won (the match's standing in games)."""
    won = [game.winner for game in counted.games if game.winner is not None]
    if not won:
        return ()
    return tuple((unit, won.count(unit)) for unit in counted.units)
