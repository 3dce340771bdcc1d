"""``--help`` of the command and of every subcommand, and argparse's own refusals, in the
language asked for (``--lang``, or the environment's locale), checked as the pages are: a
word of the app's English source that the language's own translations never use is English
left over. Option names, their choices and the commands' names are code and stay."""

from __future__ import annotations

import argparse
import re
import sys
import threading
from pathlib import Path

import pytest
from babel.messages.extract import extract_python

from scorekeeper.cli import build_parser, main
from scorekeeper.cli_words import ARGPARSE_MESSAGES, asked_language, speaking
from scorekeeper.gin.rules import PRESETS
from scorekeeper.wording import LANGUAGES as LANGUAGE_CODES
from scorekeeper.wording import wording_for

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "web"))
from test_every_page_every_language import english_words, own_words, words

LANGUAGES = ("es", "de", "fr", "it")
PARSER_FAULTS = {
    ".__call__() not defined", "conflicting subparser: %s", "conflicting subparser alias: %s",
    "unknown parser %(parser_name)r (choices: %(choices)s)", 'argument "-" with mode %r',
    "can't open '%(filename)s': %(error)s", "cannot merge actions - two groups are named %r",
    "'required' is an invalid argument for positionals",
    "invalid option string %(option)r: must start with a character %(prefix_chars)r",
    "dest= is required for options like %r", "invalid conflict_resolution value: %r",
    ("conflicting option string: %s", "conflicting option strings: %s"),
    "mutually exclusive arguments must be optional", "cannot have multiple subparser arguments",
    "%r is not callable", "show program's version number and exit",
}
"""argparse's messages that only a parser defined wrongly (or a feature not used: FileType,
``version``) can show: a bug of ours, not something a user meets."""
NAMES = {"scorekeeper", "gin", "big", "rummy", "hollywood", "oklahoma", "json", "jsonl", "csv",
         "pdf", "html", "jpeg", "jpegs", "png", "heic", "sqlite", "waitress", "stdin",
         "stdout", "db", "toml"}
"""Names of programs, formats and games that no language translates."""
REFUSALS = (["restore"], ["serve", "--port", "abc"], ["settle", "--rules", "bogus"],
            ["tally", "a", "--bogus"], ["settle", "--knocker"], ["nosuch"], [],
            ["matches", "--open", "--finished"], ["tally", "a.json", "--lang", "xx"])


def subcommands() -> list[str]:
    parser = build_parser()
    return list(next(a for a in parser._actions
                     if isinstance(a, argparse._SubParsersAction)).choices)


def code_words() -> set[str]:
    """The words the parser spells as code: option names, their choices and defaults, the
    commands, the presets."""
    parser = build_parser()
    spelled: set[str] = set(subcommands()) | set(PRESETS) | set(LANGUAGE_CODES)
    parsers = [parser, *next(a for a in parser._actions
                             if isinstance(a, argparse._SubParsersAction)).choices.values()]
    for each in parsers:
        for action in each._actions:
            for option in action.option_strings:
                spelled |= words(option.replace("-", " "))
            for choice in action.choices or ():
                spelled |= words(str(choice))
            if isinstance(action.default, str):
                spelled |= words(action.default)
    return spelled


def without_code(text: str) -> str:
    """The text less what a program reads as it is: option names (``--knocker-melds``), an
    option set to a value (``three_player_settlement=pairs``), environment variables,
    commands in backquotes, JSON, quoted values, cards, file names and choice lists."""
    text = re.sub(r"`[^`]*`|\$\w+|\{[^}]*\}|'[^']*'|\S+=\S+", " ", text)
    text = re.sub(r"(?<![\w-])--?[\w-]+|\b(?:10|[2-9TJQKA])[SHDC]\b", " ", text)
    return re.sub(r"\S*\w\.\w+\S*|\S*/\S*", " ", text)


def english_left(text: str, lang: str) -> set[str]:
    return ((words(without_code(text)) & english_words()) - own_words(lang) - NAMES
            - code_words())


def run(capsys: pytest.CaptureFixture[str], args: list[str]) -> tuple[int, str]:
    try:
        status = main(args)
    except SystemExit as done:
        status = int(done.code or 0)
    out = capsys.readouterr()
    return status, out.out + out.err


def _msgid(message: str | tuple[str | None, ...]) -> str | tuple[str, ...]:
    """A message as extracted: its text, or its singular and plural (the count left out)."""
    return message if isinstance(message, str) else tuple(m for m in message if m)


def test_our_argparse_messages_are_argparses_own():
    with open(argparse.__file__, "rb") as source:
        found = {_msgid(message) for _, _, message, _ in extract_python(
            source, {"_": None, "ngettext": (1, 2)}, [], {}) if message}
    ours = set(ARGPARSE_MESSAGES)
    assert ours <= found, "argparse no longer says these: " + repr(ours - found)
    assert found - ours - PARSER_FAULTS == set(), "argparse says new things to translate"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_help_and_refusal_speaks_the_language(capsys, lang):
    cases = [["--help"], *([name, "--help"] for name in subcommands()), *REFUSALS]
    left, same = {}, []
    for case in cases:
        english = run(capsys, case)
        status, text = run(capsys, ["--lang", lang, *case])
        assert status == english[0], case
        assert text.strip(), case
        if text == english[1]:
            same.append(case)
        if english_left(text, lang):
            left[" ".join(case)] = sorted(english_left(text, lang))
    assert left == {}
    assert same == []


def test_the_environment_chooses_the_language_too(capsys, monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    status, text = run(capsys, ["restore", "--help"])
    assert status == 0 and text.startswith("uso: scorekeeper restore")
    assert "mostra questo aiuto ed esce" in text
    status, text = run(capsys, ["--lang", "de", "restore"])
    assert status == 2 and "diese Argumente fehlen: DATEI" in text


def test_the_language_is_the_last_one_asked_for():
    assert asked_language(["--lang", "fr", "settle", "--lang", "de"], {}) == "de"
    assert asked_language(["settle", "--lang=es"], {}) == "es"
    assert asked_language(["settle", "--lang", "xx"], {"LANG": "fr_FR.UTF-8"}) == "fr"
    assert asked_language(["--lang", "it", "settle", "--lang", "xx"], {}) == "it"
    assert asked_language(["settle", "--", "--lang", "de"], {}) == "en"


def test_the_check_finds_english_help():
    """The check itself: English help read as German is full of English words."""
    text = build_parser().format_help()
    assert {"usage", "options", "message", "language", "environment", "locale"} <= english_left(
        text, "de")


def test_another_thread_keeps_argparses_own_words():
    """Inside `speaking` argparse says German on this thread only; a parser used on another
    thread meanwhile says what argparse says by itself."""
    inside, outside = threading.Event(), threading.Event()
    seen: dict[str, str] = {}

    def german() -> None:
        with speaking(wording_for("de")):
            seen["de"] = argparse.ArgumentParser(prog="p").format_help()
            inside.set()
            outside.wait(10)

    worker = threading.Thread(target=german)
    worker.start()
    assert inside.wait(10)
    seen["other"] = argparse.ArgumentParser(prog="p").format_help()
    outside.set()
    worker.join(10)
    assert seen["de"].startswith("Aufruf: p") and "Optionen:" in seen["de"]
    assert seen["other"].startswith("usage: p") and "options:" in seen["other"]
    assert argparse.ArgumentParser(prog="p").format_help() == seen["other"]
