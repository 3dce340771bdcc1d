"""The verdict, the rule options and the command line in the player's language."""

import os
import subprocess
import sys

import pytest

from scorekeeper.gin import parse_cards, rules_for, settle
from scorekeeper.wording import explanation, language_from_environment, wording_for
from scorekeeper.wording.rules import option_label, value_text

ANN = parse_cards("3S 4S 5S 6S 8C 8D 8H AC 3D 2C")
BOB = parse_cards("7S 2D 4D 5D QC 2H KH JD JC 9C")


def test_the_explanation_in_german_uses_the_table_words():
    words = explanation(settle(ANN, BOB, names=("Ann", "Bob")).steps, wording_for("de"))
    assert words[0] == "Ann klopft: 3♠4♠5♠6♠, 8♣8♦8♥; Restkarten A♣ 2♣ 3♦ = 6."
    assert words[1] == "Das Klopfen ist erlaubt: die Klopfgrenze ist 10."
    assert words[2].startswith("Bob legt 7♠ an 3♠4♠5♠6♠ an")
    assert words[-1] == "Restpunkte Bob 62 − Ann 6 = 56 Punkte für Ann."


@pytest.mark.parametrize(("lang", "last"), [
    ("es", "(Sueltas de Bob 62 − 6 de Ann) × 2 por la carta descubierta de picas 7♠ = 112 puntos para Ann."),
    ("fr", "(Points morts de Bob 62 − 6 pour Ann) × 2 pour la carte retournée à pique 7♠ "
           "= 112 points pour Ann."),
    ("it", "(Punti spaiati di Bob 62 − 6 di Ann) × 2 per la carta scoperta di picche 7♠ = 112 punti a Ann."),
])
def test_the_oklahoma_doubling_in_each_language(lang, last):
    verdict = settle(ANN, BOB, rules_for("oklahoma"), upcard=parse_cards("7S")[0], names=("Ann", "Bob"))
    assert explanation(verdict.steps, wording_for(lang))[-1] == last


def test_options_are_named_in_words_and_numbers_in_the_locale():
    assert option_label("knock_limit", wording_for("de")) == "Klopfgrenze"
    assert value_text("shutout", "double_game_bonus", wording_for("en")) == "double the game bonus"
    assert value_text("stake", 0.5, wording_for("de")) == "0,5"
    assert value_text("target", 1000, wording_for("fr")) == "1\u202f000"


@pytest.mark.parametrize(("environ", "lang"), [
    ({}, "en"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
    ({"LC_MESSAGES": "it_IT", "LANG": "es_ES"}, "it"),
    ({"LANGUAGE": "pt:es", "LANG": "de_DE"}, "es"),
    ({"LANG": "pt_BR.UTF-8"}, "en"),
])
def test_the_command_line_follows_the_environment_locale(environ, lang):
    assert language_from_environment(environ) == lang


def _settle(*options, env=None):
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *options, "settle",
         "--knocker", "3S 4S 5S 6S 8C 8D 8H AC 3D 2C",
         "--defender", "7S 2D 4D 5D QC 2H KH JD JC 9C", "--names", "Ann,Bob"],
        capture_output=True, text=True, env=env, check=False)


def test_the_command_line_speaks_the_language_asked_for():
    german = _settle("--lang", "de")
    assert german.returncode == 0, german.stderr
    assert german.stdout.startswith("KLOPFEN: 56 Punkte für Ann\n\nAnn klopft:")

    spanish = _settle(env={**os.environ, "LANG": "es_ES.UTF-8", "LC_ALL": "", "LANGUAGE": ""})
    assert spanish.stdout.startswith("CIERRE: 56 puntos para Ann")
    unknown = _settle("--lang", "xx")
    assert unknown.returncode == 2 and "--lang takes one of en, es, de, fr, it" in unknown.stderr


def test_json_stays_as_it_is_in_any_language():
    answer = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--lang", "de", "settle", "--json", "--knocker",
         "3S 4S 5S 6S 8C 8D 8H AC 3D 2C", "--defender", "7S 2D 4D 5D QC 2H KH JD JC 9C"],
        capture_output=True, text=True, check=True)
    assert '"outcome": "knock"' in answer.stdout and "knocks:" in answer.stdout
