"""The words a match sheet prints: settlements, game headings, outcome notes, the meta line."""

from __future__ import annotations

from collections.abc import Mapping

from .model import GameResult, GameSheet, HandRow, MatchSheet, Payment


def payment_text(payment: Payment | None, teams: bool = False) -> str:
    """``Bob pays Ann 370 points`` (with the money at a stake), or ``Even``. Teams take the
    plural: ``Them pay Us 250 points``."""
    if payment is None or payment.points == 0:
        return "Even: nobody pays"
    text = f"{payment.payer} {'pay' if teams else 'pays'} {payment.payee} {payment.points} points"
    if payment.money is not None:
        text += f" ({payment.money:.2f})"
    return text


def payments_text(result: GameResult, teams: bool = False) -> str:
    """A game's settlement: one payment, or (three players) each loser's, ``;``-separated."""
    if not result.payments:
        return payment_text(None)
    return "; ".join(payment_text(payment, teams) for payment in result.payments)


def balances_text(balances: Mapping[str, int], stake: float = 0.0) -> str:
    """``Cal collects 478 points: Ann pays 214, Bob pays 264`` (with the money at a stake:
    ``Cal collects 478 points (4.78): ...``); empty when all are even."""
    def money(points: int) -> str:
        return f" ({points * stake:.2f})" if stake else ""

    collect = [f"{name} collects {points} points{money(points)}"
               for name, points in balances.items() if points > 0]
    pay = [f"{name} pays {-points}{money(-points)}"
           for name, points in balances.items() if points < 0]
    if not collect:
        return ""
    return f"{', '.join(collect)}: {', '.join(pay)}"


def net_text(view: MatchSheet) -> str:
    """The match's settlement over all games, or ``Even: nobody pays`` once a game settled
    even; empty while no game is won or when the rules settle nothing."""
    if view.net is not None:
        return payment_text(view.net, bool(view.teams))
    text = balances_text(view.balances, view.rules.stake)
    if text:
        return text
    finished = any(game.result for game in view.games)
    return payment_text(None) if finished and view.rules.settlement else ""


def game_heading(game: GameSheet) -> str:
    """``Game 1: won by Ann, a shutout``, ``Game 2: not finished`` or ``... abandoned``."""
    name = f"Game {game.number}"
    result = game.result
    if result is None:
        if game.abandoned:
            return f"{name}: abandoned (a new game was started)"
        return f"{name}: not finished"
    text = f"{name}: won by {result.winner}"
    return text + (", a shutout" if result.shutout else "")


def outcome_notes(hand: HandRow) -> list[str]:
    """Small print beside the outcome: an Oklahoma spade's doubling and any extra boxes."""
    notes = []
    if hand.multiplier > 1:
        notes.append(f"×{hand.multiplier}")
    if hand.extra_boxes:
        notes.append(f"+{hand.extra_boxes} box{'es' if hand.extra_boxes > 1 else ''}")
    return notes


def opponent_note(hand: HandRow, view: MatchSheet) -> str:
    """``v Cal``: whom the knocker played, where more than two sit at the table; a wash
    there says who played it (``Ann v Cal``)."""
    if len(view.people) < 3:
        return ""
    if hand.knocker and hand.defender:
        return f"v {hand.defender}"
    return " v ".join(hand.players)


def _plural(count: int, word: str, plural: str = "") -> str:
    return f"{count} {word if count == 1 else plural or word + 's'}"


def meta_line(view: MatchSheet) -> str:
    """``Friday 7 March · 9 hands (1 wash) · 2 games``."""
    washes = sum(1 for hand in view.hands if hand.is_wash)
    parts = [view.played_on] if view.played_on else []
    hands = _plural(len(view.hands), "hand")
    parts.append(hands + (f" ({_plural(washes, 'wash', 'washes')})" if washes else ""))
    if view.hollywood:
        parts.append("Hollywood: three games" if len(view.games) <= 3
                     else f"Hollywood: {len(view.games)} games")
    else:
        parts.append(_plural(len(view.games), "game"))
    return " · ".join(parts)


def teams_line(view: MatchSheet) -> str:
    """``Us: Ann & Cal · Them: Bob & Dee``; empty without teams, or when the teams are
    named after their players already (``Ann & Cal``)."""
    if all(team.name == " & ".join(team.members) for team in view.teams):
        return ""
    return " · ".join(f"{team.name}: {' & '.join(team.members)}" for team in view.teams)
