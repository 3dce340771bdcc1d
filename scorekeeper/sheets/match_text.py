"""The words a match sheet prints: settlements, game headings, outcome notes, the meta line.

Each takes the sheet's `Wording` (English when none is given): numbers and money are
written as its language writes them.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..wording import Wording
from .model import GameResult, GameSheet, HandRow, MatchSheet, Payment
from .words import ENGLISH, money, versus


def payment_text(payment: Payment | None, teams: bool = False, w: Wording = ENGLISH) -> str:
    """``Bob pays Ann 370 points`` (with the money at a stake), or ``Even``. Teams take the
    plural: ``Them pay Us 250 points``."""
    if payment is None or payment.points == 0:
        return w._("Even: nobody pays")
    values = {"payer": payment.payer, "payee": payment.payee,
              "points": w.number(payment.points)}
    if teams:
        text = w.n_("%(payer)s pay %(payee)s %(points)s point",
                    "%(payer)s pay %(payee)s %(points)s points", payment.points, **values)
    else:
        text = w.n_("%(payer)s pays %(payee)s %(points)s point",
                    "%(payer)s pays %(payee)s %(points)s points", payment.points, **values)
    if payment.money is not None:
        text += f" ({money(payment.money, w)})"
    return text


def payments_text(result: GameResult, teams: bool = False, w: Wording = ENGLISH) -> str:
    """A game's settlement: one payment, or (three players) each loser's, ``;``-separated."""
    if not result.payments:
        return payment_text(None, w=w)
    return "; ".join(payment_text(payment, teams, w) for payment in result.payments)


def balances_text(balances: Mapping[str, int], stake: float = 0.0,
                  w: Wording = ENGLISH) -> str:
    """``Cal collects 478 points: Ann pays 214, Bob pays 264`` (with the money at a stake:
    ``Cal collects 478 points (4.78): ...``); empty when all are even."""
    def amount(points: int) -> str:
        return f" ({money(points * stake, w)})" if stake else ""

    collect = [w.n_("%(name)s collects %(points)s point", "%(name)s collects %(points)s points",
                    points, name=name, points=w.number(points)) + amount(points)
               for name, points in balances.items() if points > 0]
    pay = [w._("%(name)s pays %(points)s", name=name, points=w.number(-points)) + amount(-points)
           for name, points in balances.items() if points < 0]
    if not collect:
        return ""
    return f"{', '.join(collect)}: {', '.join(pay)}"


def net_text(view: MatchSheet, w: Wording = ENGLISH) -> str:
    """The match's settlement over all games, or ``Even: nobody pays`` once a game settled
    even; empty while no game is won or when the rules settle nothing."""
    if view.net is not None:
        return payment_text(view.net, bool(view.teams), w)
    text = balances_text(view.balances, view.rules.stake, w)
    if text:
        return text
    finished = any(game.result for game in view.games)
    return payment_text(None, w=w) if finished and view.rules.settlement else ""


def game_heading(game: GameSheet, w: Wording = ENGLISH) -> str:
    """``Game 1: won by Ann, a shutout``, ``Game 2: not finished`` or ``... abandoned``."""
    number = w.number(game.number)
    result = game.result
    if result is None:
        if game.abandoned:
            return w._("Game %(n)s: abandoned (a new game was started)", n=number)
        return w._("Game %(n)s: not finished", n=number)
    if result.shutout:
        return w._("Game %(n)s: won by %(name)s, a shutout", n=number, name=result.winner)
    return w._("Game %(n)s: won by %(name)s", n=number, name=result.winner)


def outcome_notes(hand: HandRow, w: Wording = ENGLISH) -> list[str]:
    """Small print beside the outcome: an Oklahoma spade's doubling and any extra boxes."""
    notes = []
    if hand.multiplier > 1:
        notes.append(f"×{hand.multiplier}")
    if hand.extra_boxes:
        notes.append(w.n_("+%(num)s box", "+%(num)s boxes", hand.extra_boxes))
    return notes


def opponent_note(hand: HandRow, view: MatchSheet, w: Wording = ENGLISH) -> str:
    """``v Cal``: whom the knocker played, where more than two sit at the table; a wash
    there says who played it (``Ann v Cal``)."""
    if len(view.people) < 3:
        return ""
    if hand.knocker and hand.defender:
        return w._("v %(name)s", name=hand.defender)
    return versus(hand.players, w)


def meta_line(view: MatchSheet, w: Wording = ENGLISH) -> str:
    """``Friday 7 March · 9 hands (1 wash) · 2 games``."""
    washes = sum(1 for hand in view.hands if hand.is_wash)
    parts = [view.played_on] if view.played_on else []
    hands = w.n_("%(num)s hand", "%(num)s hands", len(view.hands))
    if washes:
        hands += " (" + w.n_("%(num)s wash", "%(num)s washes", washes) + ")"
    parts.append(hands)
    if view.hollywood:
        parts.append(w._("Hollywood: three games") if len(view.games) <= 3
                     else w._("Hollywood: %(n)s games", n=len(view.games)))
    else:
        parts.append(w.n_("%(num)s game", "%(num)s games", len(view.games)))
    return " · ".join(parts)


def teams_line(view: MatchSheet) -> str:
    """``Us: Ann & Cal · Them: Bob & Dee``; empty without teams, or when the teams are
    named after their players already (``Ann & Cal``)."""
    if all(team.name == " & ".join(team.members) for team in view.teams):
        return ""
    return " · ".join(f"{team.name}: {' & '.join(team.members)}" for team in view.teams)
