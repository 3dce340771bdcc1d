"""The line a page shows after a change ("Hand 7 recorded."), carried in the redirect's query.

Only known codes and numbers travel in the address, never free text, so a
link cannot make the page say something the app did not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from flask import url_for

from .page import CHANGE_TEXTS

MESSAGES: Final = {
    "created": "The match is on. {dealer} deals first.",
    "recorded": "Hand {hand} recorded.",
    "already": "Hand {hand} was already recorded (the confirm was sent twice); it counts once.",
    "corrected": "Hand {hand} corrected: every total after it is worked out again.",
    "deleted": "Hand {hand} deleted: every total after it is worked out again.",
    "undone": "Undone: {action}.",
    "new_game": "Game {game} has started.",
    "new_round": "Games {game} to {last} have started.",
    "finished": "The match is finished. Reopen it to change it.",
    "reopened": "The match is open again.",
}


def match_url(match_id: int, done: str = "", **numbers: int | str) -> str:
    """The match page, with a notice to show (``done``) and its numbers. No #fragment: after a
    change the page opens at the top, on the totals and what comes next (issue 12)."""
    args: dict[str, Any] = {"done": done, **numbers} if done else {}
    return url_for("matches.show", match_id=match_id, **args)


def notice(args: Mapping[str, str], dealer: str) -> str:
    """The notice named by a query string (empty for none or for anything unknown)."""
    template = MESSAGES.get(args.get("done", ""))
    if template is None:
        return ""
    hand = args.get("hand", "")
    game = args.get("game", "")
    action = args.get("action", "")
    if not (hand.isdigit() or "{hand}" not in template) or (
            "{game}" in template and not game.isdigit()):
        return ""
    what = CHANGE_TEXTS.get(action, "the last change")
    if "{hand}" in what and not hand.isdigit():
        what = "the last change"
    last = str(int(game) + 2) if game.isdigit() else ""
    text = template.format(hand=hand, game=game, last=last, dealer=dealer,
                           action=what.format(hand=f"hand {hand}"))
    return text + photos_notice(args) if args.get("done") in ("recorded", "corrected") else text


PHOTO_MESSAGES: Final = {
    "photos": ("1 photo of its cards is kept with it.",
               "{n} photos of its cards are kept with it."),
    "expired": ("1 photo had expired (photos wait a day to be kept) and was not kept.",
                "{n} photos had expired (photos wait a day to be kept) and were not kept."),
    "full": ("1 photo was not kept: the match's photos fill the space allowed for them "
             "(delete some from the hands' photo pages).",
             "{n} photos were not kept: the match's photos fill the space allowed for them "
             "(delete some from the hands' photo pages)."),
}


def photos_notice(args: Mapping[str, str]) -> str:
    """What became of the photos of a hand just recorded (numbers only travel in the address)."""
    parts = []
    for name, (one, many) in PHOTO_MESSAGES.items():
        count = args.get(name, "")
        if count.isdigit() and 0 < int(count) < 10:
            parts.append(" " + (one if count == "1" else many.format(n=int(count))))
    return "".join(parts)
