"""Advice about a photo (vision's notes, codes with values) in words, in every language."""

from __future__ import annotations

import pytest

from scorekeeper.photos import Reading
from scorekeeper.wording import LANGUAGES, wording_for
from scorekeeper.wording.photos import note_from_english, note_text
from vision.results import NOTE_CODES, UNREAD_CAUSES, Note


def test_each_note_has_words_in_english() -> None:
    assert note_text(Note("blurred")) == ("the photo looks blurred; hold the camera still and "
                                          "let it focus")
    assert note_text(Note("unread", 3, "glare")) == (
        "3 more card corners could not be read (glare lies on them: tilt the cards or move the "
        "light); check that every card is listed")
    assert note_text(Note("unread", 1, "small")).startswith("1 more card corner could not")


@pytest.mark.parametrize("lang", sorted(set(LANGUAGES) - {"en"}))
def test_every_note_is_translated(lang: str) -> None:
    english, words = wording_for("en"), wording_for(lang)
    notes = [Note(c) for c in NOTE_CODES if c != "unread"] + [
        Note("unread", 2, cause) for cause in UNREAD_CAUSES]
    for note in notes:
        assert note_text(note, words) != note_text(note, english), (lang, note)
    assert "2" in note_text(Note("unread", 2, "dark"), words)


def test_a_reading_keeps_its_notes_as_codes_and_reads_old_english_ones() -> None:
    reading = Reading(100, 80, (), (Note("blurred"), Note("unread", 2, "faint")))
    assert Reading.from_dict(reading.to_dict()) == reading
    old = {"width": 100, "height": 80, "cards": [], "warnings": [
        "the photo looks blurred; hold the camera still and let it focus",
        "2 more card corners could not be read (glare lies on them: tilt the cards or move the "
        "light); check that every card is listed",
        "advice this version no longer gives"]}
    assert Reading.from_dict(old).warnings == (Note("blurred"), Note("unread", 2, "glare"))
    assert note_from_english("some cards are uncertain; check the marked ones") == (
        "uncertain", 0, "")


def test_a_note_of_an_unknown_kind_is_refused() -> None:
    with pytest.raises(ValueError, match="not a photo note"):
        Reading.from_dict({"width": 1, "height": 1, "cards": [], "warnings": [{"code": "x"}]})
