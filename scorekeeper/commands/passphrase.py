"""`scorekeeper passphrase`: set, check or remove the household passphrase of the web app.

Only a slow salted hash is kept (``passphrase`` in the instance folder, mode
0600; `scorekeeper.web.core.passphrase`). Setting a new one signs every tablet out.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import Any, TextIO

from ..cli import cli_wording, environment_wording
from ..errors import AppError
from ..gin.phrases import N_
from ..paths import instance_dir
from ..web.core import passphrase
from ..wording import Wording
from ..wording.faults import fault_text

ATTEMPTS = 3


def register(subparsers: Any, w: Wording) -> None:
    command = subparsers.add_parser(
        "passphrase",
        help=w._("set the household passphrase that opens the app from other devices"),
        description=w._("Set the household passphrase a tablet or phone types once to open the "
                        "app when it is served to the network (%(command)s). It is asked twice "
                        "on the terminal and kept only as a slow salted hash in the instance "
                        "folder. Setting a new one signs every device out.",
                        command="scorekeeper serve --host 0.0.0.0"),
    )
    what = command.add_mutually_exclusive_group()
    what.add_argument("--stdin", action="store_true",
                      help=w._("read the passphrase from the first line of standard input "
                               "(for scripts) instead of asking on the terminal"))
    what.add_argument("--remove", action="store_true",
                      help=w._("forget the passphrase (the app is then refused to other "
                               "devices)"))
    what.add_argument("--status", action="store_true",
                      help=w._("say whether a passphrase is set, and where"))
    command.set_defaults(func=run_passphrase)


def ask_new(out: TextIO = sys.stderr, w: Wording | None = None) -> str:
    """Ask for a new passphrase twice on the terminal (without echo) until both agree."""
    w = w or environment_wording()
    print(w._("Choose the household passphrase (at least %(least)s characters; a few words are "
              "easy to type on a tablet and hard to guess).", least=passphrase.MIN_LENGTH),
          file=out, flush=True)
    for _ in range(ATTEMPTS):
        first = getpass.getpass(w._("New passphrase: "), stream=out)
        try:
            passphrase.check_new(first)
        except passphrase.PassphraseError as error:
            text = fault_text(error, w)
            print(f"  {text[0].upper()}{text[1:]}.", file=out, flush=True)
            continue
        if getpass.getpass(w._("The same again: "), stream=out) == first:
            return first
        print("  " + w._("The two did not match; once more."), file=out, flush=True)
    raise AppError(N_("no passphrase set (the tries ran out); run `scorekeeper passphrase` "
                      "again"))


def from_stdin(stream: TextIO) -> str:
    line = stream.readline()
    if not line:
        raise AppError(N_("no passphrase on standard input (give it as the first line)"))
    return line.rstrip("\r\n")


def set_passphrase(instance: Path, text: str) -> Path:
    try:
        return passphrase.store(instance, text)
    except passphrase.PassphraseError:
        raise
    except OSError as error:
        raise AppError(N_("cannot write the passphrase into %(folder)s: %(why)s"),
                       folder=str(instance), why=str(error.strerror or error)) from None


def run_passphrase(args: argparse.Namespace) -> int:
    instance = instance_dir()
    path = passphrase.passphrase_file(instance)
    w = cli_wording(args)
    if args.status:
        stored = passphrase.load(instance)
        print(w._("A household passphrase is set (%(file)s).", file=str(path)) if stored else
              w._("No household passphrase is set (it would be kept in %(file)s).",
                  file=str(path)))
        return 0
    if args.remove:
        removed = passphrase.remove(instance)
        print(w._("The household passphrase is removed (%(file)s); other devices cannot open "
                  "the app until a new one is set.", file=str(path)) if removed else
              w._("No household passphrase was set."))
        return 0
    if args.stdin:
        text = from_stdin(sys.stdin)
    elif sys.stdin.isatty():
        text = ask_new(w=w)
    else:
        raise AppError(N_("there is no terminal to ask on: give the passphrase on standard "
                          "input with %(flag)s"), flag="--stdin")
    had_one = path.exists()
    written = set_passphrase(instance, text)
    print(w._("The household passphrase is set (its hash is kept in %(file)s).",
              file=str(written)))
    if had_one:
        print(w._("Every device signed in with the old one must sign in again."))
    return 0
