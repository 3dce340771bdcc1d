"""A tally as plain text: the score sheet a terminal prints (``scorekeeper tally`` and
``show``), in the language of the command line (``--lang`` or the environment's locale)."""

from __future__ import annotations

from typing import Final

from babel.numbers import format_decimal

from ..gin.scoring import Outcome
from ..wording import N_, Wording, outcome_name, wording_for
from .games import Game
from .results import HandResult
from .tally import Tally

ROW_NOTES: Final = {
    "both tables": N_("both tables"),
    "one table": N_("one table"),
    "split": N_("split"),
    "split, even": N_("split, even"),
    "wash": N_("wash"),
}
"""The notes of a row that are not an outcome (a partnership's deal, a wash)."""
_OUTCOMES: Final = {outcome.label: outcome for outcome in Outcome}


def note_text(note: str, w: Wording) -> str:
    """A row's note (``gin``, ``undercut``, ``both tables``...) in ``w``'s language."""
    if note in _OUTCOMES and note != "wash":
        return outcome_name(_OUTCOMES[note], w)
    return w._(ROW_NOTES[note]) if note in ROW_NOTES else note


def tally_text(tally: Tally, w: Wording | None = None) -> str:
    words = w or wording_for()
    blocks = [game_text(game, tally, words) for game in tally.games]
    blocks.append(summary_text(tally, words))
    return "\n\n".join(blocks)


def game_text(game: Game, tally: Tally, w: Wording | None = None) -> str:
    words = w or wording_for()
    units = game.units
    width = max(6, *(len(unit) for unit in units)) + 2
    if game.column is not None:
        title = words._("Game %(n)s (Hollywood round %(round)s, column %(column)s), to "
                        "%(target)s", n=game.number, round=game.round, column=game.column,
                        target=game.target)
    else:
        title = words._("Game %(n)s, to %(target)s", n=game.number, target=game.target)
    lines = [title, " " * 38 + "".join(unit.rjust(width) for unit in units)]
    for row in game.rows:
        dealt = "/".join(tally.hand(n).dealer for n in row.hands)
        note = note_text(row.note, words)
        what = f"{row.winner} {note} {words.number(row.points)}" if row.winner else note
        label = f"{'+'.join(str(n) for n in row.hands):>5}  {dealt[:8]:<8} {what}"[:38]
        lines.append(label.ljust(38) + "".join(words.number(row.totals[u]).rjust(width) for u in units))
    boxes = game.boxes
    lines.append(words._("boxes").rjust(38) + "".join(words.number(boxes[u]).rjust(width)
                                                       for u in units))
    lines.append(words._("final").rjust(38) + "".join(words.number(game.final[u]).rjust(width)
                                                       for u in units))
    lines.append(_game_end(game, words))
    return "\n".join(lines)


def _game_end(game: Game, w: Wording) -> str:
    if game.over:
        verdict = (w._("%(name)s wins (shutout)", name=game.winner) if game.shutout
                   else w._("%(name)s wins", name=game.winner))
        if game.shut_out and not game.shutout:
            verdict += " " + w._("(%(names)s shut out)", names=", ".join(game.shut_out))
        for payment in game.payments:
            verdict += "; " + w._("%(payer)s pays %(payee)s %(points)s", payer=payment.payer,
                                  payee=payment.payee, points=w.number(payment.points))
        return verdict
    if game.abandoned:
        return w._("abandoned (a new game was started)")
    return w._("in play")


def summary_text(tally: Tally, w: Wording | None = None) -> str:
    words = w or wording_for()
    net = tally.net
    if net:
        stake = tally.match.rules.stake
        owed = ", ".join(
            words._("%(unit)s collects %(points)s", unit=unit, points=words.number(points))
            + (f" ({format_decimal(points * stake, format='0.00', locale=words.lang)})"
               if stake else "")
            for unit, points in net.items())
    elif tally.match.rules.settlement:
        owed = words._("nobody owes anything")
    else:
        owed = words._("no settlement under these rules")
    seat = tally.upcoming[0]
    values = {"owed": owed, "dealer": seat.dealer, "first": seat.players[0],
              "second": seat.players[1]}
    if tally.game_over:
        return words._("Net: %(owed)s.\nNext: %(dealer)s deals; %(first)s and %(second)s play "
                       "(the game is over; the next hand starts a new one).", **values)
    return words._("Net: %(owed)s.\nNext: %(dealer)s deals; %(first)s and %(second)s play.",
                   **values)


def result_text(result: HandResult, w: Wording | None = None) -> str:
    """A hand in a few words: ``Ann gin, 45`` or ``wash`` (``scorekeeper hands``)."""
    words = w or wording_for()
    if result.score is None:
        return words._("wash")
    if result.score.winner is None:
        return words._("wash (gin laid off)")
    return words._("%(name)s %(outcome)s, %(points)s", name=result.winner,
                   outcome=outcome_name(result.score.outcome, words),
                   points=words.number(result.points))
