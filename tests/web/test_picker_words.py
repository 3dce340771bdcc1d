"""The card picker's script says each message by its English key; every key it uses must be in
the list the page translates, or a German page shows English (as "the cards leeren" did)."""

from __future__ import annotations

import re

from scorekeeper.resources import PACKAGE
from scorekeeper.web.core.picker_words import PICKER_MESSAGES

SCRIPT = PACKAGE / "web" / "static" / "js" / "picker.js"


def test_every_message_the_picker_says_is_translated() -> None:
    said = set(re.findall(r'\bt\("((?:[^"\\]|\\.)*)"', SCRIPT.read_text(encoding="utf-8")))
    assert said, "the script's messages were not found"
    assert said <= set(PICKER_MESSAGES), sorted(said - set(PICKER_MESSAGES))
