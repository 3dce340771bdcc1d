"""The command line's own words: which language ``--help`` and argparse's messages speak.

The language is chosen before the parser is built (its help strings are worded as it is
built): a first look at the arguments for ``--lang X`` or ``--lang=X`` (before or after
the command), else the environment's locale. An unsupported ``--lang`` falls back to the
environment here; the parsed arguments then refuse it, in that language.

argparse words its own text (``usage:``, ``options:``, "show this help message and exit",
"the following arguments are required: …") through ``gettext.gettext`` with its own
msgids. `ARGPARSE_MESSAGES` marks those a user can meet for our catalogues, and
`speaking` routes argparse's lookups to one `Wording` while a parser is built and used:
the route is a context variable, so another thread (or a parser used outside `speaking`)
gets argparse's own ``gettext`` as before, and English is never routed at all.
"""

from __future__ import annotations

import argparse
import gettext
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Final

from .gin.phrases import N_
from .wording import DEFAULT_LANGUAGE, Wording, language_from_environment, supported_language


def n_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a message with a plural for the catalogues; the pair, unchanged."""
    return singular, plural


ARGPARSE_MESSAGES: Final = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("the following arguments are required: %s"),
    N_("unrecognized arguments: %s"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("invalid %(type)s value: %(value)r"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    n_("expected %s argument", "expected %s arguments"),
    N_("not allowed with argument %s"),
    N_("one of the arguments %s is required"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
)
"""argparse's own messages that a user can meet (its others mean a bug in the parser's
definition). Each is argparse's msgid exactly; `tests/ledger/test_cli_help_languages.py`
checks them against argparse's source."""

_SPEAKING: ContextVar[Wording | None] = ContextVar("scorekeeper_argparse_words", default=None)
_ARGPARSE_GETTEXT: Final[Callable[[str], str]] = getattr(argparse, "_", gettext.gettext)
_ARGPARSE_NGETTEXT: Final[Callable[[str, str, int], str]] = getattr(
    argparse, "ngettext", gettext.ngettext)


def _gettext(message: str) -> str:
    w = _SPEAKING.get()
    return _ARGPARSE_GETTEXT(message) if w is None else w.translations.gettext(message)


def _ngettext(singular: str, plural: str, count: int) -> str:
    w = _SPEAKING.get()
    if w is None:
        return _ARGPARSE_NGETTEXT(singular, plural, count)
    return w.translations.ngettext(singular, plural, count)


def _route_argparse() -> None:
    """Point argparse's lookups at `_gettext` and `_ngettext` (once): each asks the current
    context's `Wording`, and answers as argparse's own when there is none."""
    if getattr(argparse, "_", None) is not _gettext:
        argparse._ = _gettext  # type: ignore[attr-defined]
        argparse.ngettext = _ngettext  # type: ignore[attr-defined]


@contextmanager
def speaking(w: Wording) -> Iterator[Wording]:
    """argparse's own messages in ``w``'s language inside the block (this thread only)."""
    _route_argparse()
    token = _SPEAKING.set(None if w.lang == DEFAULT_LANGUAGE else w)
    try:
        yield w
    finally:
        _SPEAKING.reset(token)


def argparse_text(msgid: str, /, **values: object) -> str:
    """One of `ARGPARSE_MESSAGES` as argparse would say it now (in `speaking`'s language)."""
    text = _gettext(msgid)
    return text % values if values else text


def asked_language(argv: Sequence[str], environ: Mapping[str, str] | None = None) -> str:
    """The language the arguments ask for (``--lang X`` or ``--lang=X``: the last supported
    one given, as argparse keeps the last), else the environment's; before anything is
    parsed. (An unsupported one is then refused by `scorekeeper.cli.main` in this language.)"""
    asked: str | None = None
    for position, word in enumerate(argv):
        if word == "--":
            break
        given = None
        if word == "--lang" and position + 1 < len(argv):
            given = argv[position + 1]
        elif word.startswith("--lang="):
            given = word.removeprefix("--lang=")
        asked = supported_language(given) or asked
    return asked or language_from_environment(environ)
