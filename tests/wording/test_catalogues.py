"""The catalogues are complete, current and compiled: a word added to a page or to the code without
running `make messages` (extract + update) and translating it, or `make translations`, fails here."""

import pytest

from scorekeeper.wording.rules import missing_words

from .catalogues import TRANSLATED, extracted, ids, mo, po, pot


def test_the_template_matches_the_code_and_the_templates():
    fresh, kept = ids(extracted()), ids(pot())
    assert not fresh - kept, "run `make messages`: new words not in messages.pot"
    assert not kept - fresh, "run `make messages`: messages.pot keeps words no longer used"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_each_language_has_every_message_translated(lang):
    catalog = po(lang)
    assert ids(catalog) == ids(pot()), f"run `make messages` for {lang}"
    untranslated = [m.id for m in catalog if m.id and not (
        m.string if isinstance(m.string, str) else all(m.string))]
    assert untranslated == [], f"{lang}: untranslated"
    fuzzy = [m.id for m in catalog if m.id and m.fuzzy]
    assert fuzzy == [], f"{lang}: fuzzy (check and unmark)"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_are_kept_in_every_translation(lang):
    catalog = po(lang)
    faults = [(message.id, [str(e) for e in errors]) for message, errors in catalog.check()]
    assert faults == []


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_compiled_catalogue_is_the_translated_one(lang):
    compiled = {_key(m.id): _key(m.string) for m in mo(lang) if m.id}
    written = {_key(m.id): _key(m.string) for m in po(lang) if m.id}
    assert compiled == written, f"run `make translations` for {lang}"


def test_every_rule_option_choice_and_preset_has_words():
    assert missing_words() == []


def _key(value):
    return value if isinstance(value, str) else tuple(value)
