"""A tally as plain text: the score sheet a terminal prints (``scorekeeper tally``)."""

from __future__ import annotations

from .games import Game
from .tally import Tally


def tally_text(tally: Tally) -> str:
    blocks = [game_text(game, tally) for game in tally.games]
    blocks.append(summary_text(tally))
    return "\n\n".join(blocks)


def game_text(game: Game, tally: Tally) -> str:
    units = game.units
    width = max(6, *(len(unit) for unit in units)) + 2
    title = f"Game {game.number}"
    if game.column is not None:
        title += f" (Hollywood round {game.round}, column {game.column})"
    title += f", to {game.target}"
    lines = [title, " " * 38 + "".join(unit.rjust(width) for unit in units)]
    for row in game.rows:
        dealt = "/".join(tally.hand(n).dealer for n in row.hands)
        what = f"{row.winner} {row.note} {row.points}" if row.winner else row.note
        label = f"{'+'.join(str(n) for n in row.hands):>5}  {dealt[:8]:<8} {what}"[:38]
        lines.append(label.ljust(38) + "".join(str(row.totals[u]).rjust(width) for u in units))
    boxes = game.boxes
    lines.append("boxes".rjust(38) + "".join(str(boxes[u]).rjust(width) for u in units))
    lines.append("final".rjust(38) + "".join(str(game.final[u]).rjust(width) for u in units))
    if game.over:
        verdict = f"{game.winner} wins" + (" (shutout)" if game.shutout else "")
        if game.shut_out and not game.shutout:
            verdict += f" ({', '.join(game.shut_out)} shut out)"
        for payment in game.payments:
            verdict += f"; {payment.payer} pays {payment.payee} {payment.points}"
        lines.append(verdict)
    elif game.abandoned:
        lines.append("abandoned (a new game was started)")
    else:
        lines.append("in play")
    return "\n".join(lines)


def summary_text(tally: Tally) -> str:
    net = tally.net
    if net:
        stake = tally.match.rules.stake
        owed = ", ".join(f"{unit} collects {points}" + (f" ({points * stake:.2f})" if stake
                                                       else "")
                         for unit, points in net.items())
    elif tally.match.rules.settlement:
        owed = "nobody owes anything"
    else:
        owed = "no settlement under these rules"
    seat = tally.upcoming[0]
    return (f"Net: {owed}.\nNext: {seat.dealer} deals; {seat.players[0]} and "
            f"{seat.players[1]} play" + (" (the game is over; the next hand starts a new one)."
                                    if tally.game_over else "."))
