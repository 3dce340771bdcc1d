"""The line a page shows after a change ("Hand 7 recorded."), carried in the redirect's query.

Only known codes and numbers travel in the address, never free text, so a
link cannot make the page say something the app did not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final

from flask import url_for

from ...wording import N_
from ..core.language import words
from .page import CHANGE_TEXTS

LAST_CHANGE: Final = N_("the last change")

MESSAGES: Final = {
    "created": N_("The match is on. %(dealer)s deals first."),
    "recorded": N_("Hand %(hand)s recorded."),
    "already": N_("Hand %(hand)s was already recorded (the confirm was sent twice); it counts once."),
    "corrected": N_("Hand %(hand)s corrected: every total after it is worked out again."),
    "deleted": N_("Hand %(hand)s deleted: every total after it is worked out again."),
    "undone": N_("Undone: %(action)s."),
    "new_game": N_("Game %(game)s has started."),
    "new_round": N_("Games %(game)s to %(last)s have started."),
    "finished": N_("The match is finished. Reopen it to change it."),
    "reopened": N_("The match is open again."),
    "language": N_("The match's sheets now print in its own language, whatever the page's."),
    "no_language": N_("The match's sheets now print in the language of the page that prints them."),
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
    if not (hand.isdigit() or "%(hand)s" not in template) or (
            "%(game)s" in template and not game.isdigit()):
        return ""
    w = words()
    what = CHANGE_TEXTS.get(action, LAST_CHANGE)
    if "%(hand)s" in what and not hand.isdigit():
        what = LAST_CHANGE
    last = str(int(game) + 2) if game.isdigit() else ""
    action_text = w._(what, hand=w._("hand %(n)s", n=hand)) if "%(hand)s" in what else w._(what)
    text = w._(template, hand=hand, game=game, last=last, dealer=dealer, action=action_text)
    return text + photos_notice(args) if args.get("done") in ("recorded", "corrected") else text


PHOTO_MESSAGES: Final = {
    "photos": (N_("%(num)s photo of its cards is kept with it."),
               N_("%(num)s photos of its cards are kept with it.")),
    "expired": (N_("%(num)s photo had expired (photos wait a day to be kept) and was not kept."),
                N_("%(num)s photos had expired (photos wait a day to be kept) and were not kept.")),
    "full": (N_("%(num)s photo was not kept: the match's photos fill the space allowed for them "
                "(delete some from the hands' photo pages)."),
             N_("%(num)s photos were not kept: the match's photos fill the space allowed for them "
                "(delete some from the hands' photo pages).")),
}


def photos_notice(args: Mapping[str, str]) -> str:
    """What became of the photos of a hand just recorded (numbers only travel in the address)."""
    parts = []
    for name, (one, many) in PHOTO_MESSAGES.items():
        count = args.get(name, "")
        if count.isdigit() and 0 < int(count) < 10:
            n = int(count)  # 1 to 9: one form for 1, the other for the rest, in every language here
            parts.append(" " + words()._(one if n == 1 else many, num=n))
    return "".join(parts)
