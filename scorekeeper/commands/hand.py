"""`scorekeeper deadwood` and `scorekeeper settle`: one hand, from the cards."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterator
from typing import Any, TextIO

from ..api_models.base import Error
from ..cli import cli_wording
from ..errors import AppError
from ..gin import Outcome, Rules, Settlement, parse_card, parse_cards, parse_layout, rules_for, settle
from ..gin.cards import canonical_text
from ..gin.explain import cards_text
from ..gin.phrases import N_, THE_HAND, Holder
from ..gin.rules import PRESETS, parse_assignment, parse_overrides
from ..remedies import with_remedy
from ..verdicts import (
    deadwood_dict,
    deadwood_request,
    player_names,
    settle_request,
    settlement_dict,
    ties_dicts,
)
from ..wording import Wording, explanation, outcome_name, wording_for
from .arguments import add_rule_overrides


def register(subparsers: Any, w: Wording) -> None:
    deadwood = subparsers.add_parser(
        "deadwood",
        help=w._("the best melds and deadwood of 10 cards, or the best discard of 11"),
        description=w._("10 cards: the arrangement with the least deadwood. 11 cards (just "
                        "drew): every discard, best first, with what it leaves and whether it "
                        "allows a knock or gin under the rules; and Big Gin."),
    )
    deadwood.add_argument("cards", nargs="*", metavar=w._("cards"),
                          help=w._("cards, e.g. %(example)s",
                                   example="AS 2S 3S 7H 7D 7C 9C TD JD QD"))
    deadwood.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    deadwood.add_argument("--jsonl", action="store_true",
                          help=w._("read %(request)s per line on stdin, answer per line",
                                   request='{"cards": CARDS}'))
    deadwood.add_argument("--all", action="store_true",
                          help=w._("10 cards: every arrangement that ties for the least "
                                   "deadwood"))
    _rules_arguments(deadwood, w)
    deadwood.set_defaults(func=run_deadwood)

    settle_cmd = subparsers.add_parser(
        "settle",
        help=w._("settle a finished hand from both revealed hands"),
        description=w._("Settle a hand: the knocker's best layout (or the one given), the "
                        "defender's best melds and lay-offs, the outcome and the points."),
    )
    settle_cmd.add_argument("--knocker", metavar=w._("KNOCKER"),
                            help=w._("the knocker's 10 cards (11 for Big Gin)"))
    settle_cmd.add_argument("--defender", metavar=w._("DEFENDER"),
                            help=w._("the defender's 10 cards"))
    settle_cmd.add_argument("--knocker-melds", metavar=w._("LAYOUT"),
                            help=w._("the melds the knocker laid out, e.g. %(example)s",
                                     example='"3S 4S 5S | 6H 6D 6C"'))
    settle_cmd.add_argument("--names", default=None, metavar=w._("NAMES"),
                            help=w._("the two players, knocker first (default %(names)s)",
                                     names=_default_names(w)))
    settle_cmd.add_argument("--json", action="store_true", help=w._("answer in JSON"))
    settle_cmd.add_argument("--jsonl", action="store_true",
                            help=w._("read one JSON request per line on stdin, answer per line"))
    _rules_arguments(settle_cmd, w)
    settle_cmd.set_defaults(func=run_settle)


def _default_names(w: Wording) -> str:
    """The players' names when ``--names`` is not given, in the words of the output (JSON's
    are English)."""
    return f"{w._('Knocker')},{w._('Defender')}"


def _rules_arguments(parser: argparse.ArgumentParser, w: Wording) -> None:
    parser.add_argument("--rules", default="standard", choices=sorted(PRESETS),
                        metavar=w._("PRESET"),
                        help=w._("a preset: %(presets)s (default %(preset)s)",
                                 presets=", ".join(PRESETS), preset="standard"))
    add_rule_overrides(parser, w, "--set gin_bonus=25")
    parser.add_argument("--upcard", metavar=w._("UPCARD"),
                        help=w._("the first upcard (Oklahoma's knock limit)"))


def _dashes(args: argparse.Namespace) -> argparse.Namespace:
    """Undo an argparse quirk: ``--names=--`` arrives as ``[]`` (it drops the ``--``)."""
    for key, value in vars(args).items():
        if value == [] and key not in ("set", "cards"):
            setattr(args, key, "--")
    args.set = ["--" if item == [] else item for item in args.set]
    return args


def _rules(args: argparse.Namespace) -> Rules:
    return parse_overrides(rules_for(args.rules), dict(parse_assignment(a) for a in args.set))


def run_deadwood(args: argparse.Namespace) -> int:
    args = _dashes(args)
    rules = _rules(args)
    lang = cli_wording(args).lang  # the language's own rank letters too (German B, D)
    upcard = parse_card(args.upcard, lang) if args.upcard else None
    if args.jsonl:
        return _jsonl(sys.stdin, sys.stdout, lambda obj: deadwood_request(obj, rules, upcard))
    if not args.cards:
        raise AppError(N_("give the cards (10, or 11 just after drawing), or %(flag)s"),
                       flag="--jsonl")
    cards = parse_cards(" ".join(args.cards), who=THE_HAND, language=lang)
    if len(cards) not in (10, 11):
        raise AppError(N_("the hand has %(count)s cards; %(command)s takes 10 (or 11 after "
                          "drawing)"), count=len(cards), command="deadwood")
    report = deadwood_dict(cards, rules, upcard)
    if args.all and len(cards) == 10:
        report = {**report, "arrangements": ties_dicts(cards, rules)}
    if args.json:
        print(json.dumps(report))
    else:
        print(_deadwood_text(report, cli_wording(args)))
    return 0


def _pretty(names: list[str]) -> str:
    return cards_text([parse_card(name) for name in names])


def _melds_text(melds: list[list[str]], w: Wording) -> str:
    """Melds as laid out (a run in playing order: Q♠K♠A♠2♠)."""
    return "  ".join("".join(parse_card(name).pretty for name in meld)
                     for meld in melds) or w._("none")


def _deadwood_text(report: dict[str, Any], w: Wording) -> str:
    none = w._("none")
    if "options" not in report:
        lines = [
            w._("Deadwood %(deadwood)s", deadwood=w.number(report["deadwood"])),
            w._("Melds:     %(melds)s", melds=_melds_text(report["melds"], w)),
            w._("Unmatched: %(cards)s", cards=_pretty(report["unmatched"]) or none),
        ]
        ties = report.get("arrangements", [])
        if len(ties) > 1:
            lines.append(w._("%(count)s arrangements tie for it:", count=w.number(len(ties))))
            lines.extend(f"  {_melds_text(t['melds'], w)} | {_pretty(t['unmatched']) or '-'}"
                         for t in ties)
        return "\n".join(lines)
    lines = []
    if report["big_gin"]:
        lines.append(w._("Big Gin: all 11 cards meld (if the rules play it)."))
    best = report["options"][0]
    if best["gin"]:
        ending = w._("it leaves gin")
    elif best["knock"]:
        ending = w._("it allows a knock")
    else:
        ending = w._("it does not allow a knock under these rules")
    lines.append(w._("Best discard: %(card)s, leaving %(deadwood)s deadwood; %(ending)s.",
                     card=_pretty([best["discard"]]), deadwood=w.number(best["deadwood"]),
                     ending=ending))
    lines.append(w._("Every discard, best first:"))
    for option in report["options"]:
        what = w._("gin") if option["gin"] else w._("knock") if option["knock"] else "-"
        lines.append(w._("%(card)s %(deadwood)s  %(what)s  %(melds)s; unmatched %(cards)s",
                         card=_pretty([option["discard"]]).rjust(3),
                         deadwood=w.number(option["deadwood"]).rjust(3), what=what.ljust(5),
                         melds=_melds_text(option["melds"], w),
                         cards=_pretty(option["unmatched"]) or none))
    return "\n".join(lines)


def run_settle(args: argparse.Namespace) -> int:
    args = _dashes(args)
    if args.jsonl:
        return _jsonl(sys.stdin, sys.stdout, lambda obj: settlement_dict(settle_request(obj)))
    if not args.knocker or not args.defender:
        raise AppError(N_("give %(knocker)s and %(defender)s (or %(jsonl)s)"),
                       knocker="--knocker CARDS", defender="--defender CARDS", jsonl="--jsonl")
    try:
        given = args.names if args.names is not None else _default_names(
            wording_for() if args.json else cli_wording(args))
        names = player_names(given.split(","))
    except ValueError:
        raise AppError(N_("%(flag)s takes two names (plain text) separated by a comma"),
                       flag="--names") from None
    rules = _rules(args)
    lang = cli_wording(args).lang  # the language's own rank letters too (German B, D)
    melds = canonical_text(args.knocker_melds, lang) if args.knocker_melds else None
    settlement = settle(
        parse_cards(args.knocker, who=Holder.player(names[0]), language=lang),
        parse_cards(args.defender, who=Holder.player(names[1]), language=lang),
        rules,
        upcard=parse_card(args.upcard, lang) if args.upcard else None,
        knocker_melds=parse_layout(melds, rules.runs) if melds else None,
        names=(names[0], names[1]),
    )
    if args.json:
        print(json.dumps(settlement_dict(settlement)))
    else:
        print(_settlement_text(settlement, cli_wording(args)))
    return 0


def _settlement_text(settlement: Settlement, w: Wording) -> str:
    score = settlement.score
    if score.outcome is Outcome.WASH:  # a gin laid off to zero (gin_layoffs): nobody won
        return "\n".join([w._("A wash: nobody scores."), "", *explanation(settlement.steps, w)])
    head = w.n_("%(outcome)s: %(points)s point to %(winner)s", "%(outcome)s: %(points)s points to %(winner)s",
                score.points, outcome=outcome_name(score.outcome, w).upper(),
                points=w.number(score.points), winner=settlement.winner_name)
    return "\n".join([head, "", *explanation(settlement.steps, w)])


def _jsonl(source: TextIO, sink: TextIO, answer: Callable[[Any], dict[str, Any]]) -> int:
    """Answer each JSON line of ``source`` on its own line; a bad line answers {"error": ...}
    (a line that is not JSON, not UTF-8 text, nested too deeply, or that the request refuses).
    """
    for number, line in enumerate(_lines(source), start=1):
        if isinstance(line, bytes):
            result = _fault(f"line {number} is not UTF-8 text")
        elif not line.strip():
            continue
        else:
            result = _answer_line(line, number, answer)
        sink.write(json.dumps(result) + "\n")
        sink.flush()
    return 0


def _lines(source: TextIO) -> Iterator[str | bytes]:
    """The lines of ``source`` as text; a line that is not UTF-8 comes as its bytes."""
    raw = getattr(source, "buffer", None)
    if raw is None:
        yield from source
        return
    for line in raw:
        try:
            yield line.decode("utf-8")
        except UnicodeDecodeError:
            yield line


def _answer_line(line: str, number: int, answer: Callable[[Any], dict[str, Any]]
                 ) -> dict[str, Any]:
    try:
        return answer(json.loads(line))
    except json.JSONDecodeError as error:
        return _fault(f"line {number} is not JSON: {error.msg}")
    except RecursionError:
        return _fault(f"line {number} is nested too deeply")
    except (ValueError, TypeError) as error:
        return _fault(with_remedy(error, rules='set "knocker_layout": "shown"', hand=""))


def _fault(message: str) -> dict[str, Any]:
    """A line's fault, as the API answers one (`api_models.base.Error`)."""
    return Error(error=message).dump()
