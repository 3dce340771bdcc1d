"""The photo script says each message by its English key; every key it uses must be in the list
the page translates (scorekeeper/web/photos/words.py), or a German page shows English."""

from __future__ import annotations

import re

from scorekeeper.resources import PACKAGE
from scorekeeper.web.photos.words import PHOTO_MESSAGES

SCRIPT = PACKAGE / "web" / "static" / "js" / "photos.js"


def test_every_message_the_photo_script_says_is_translated() -> None:
    said = set()
    for call in re.finditer(r'\bt\(((?:"(?:[^"\\]|\\.)*"\s*\+?\s*)+)',
                            SCRIPT.read_text(encoding="utf-8")):
        said.add("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', call.group(1))))
    assert len(said) > 20, "the script's messages were not found"
    assert said <= set(PHOTO_MESSAGES), sorted(said - set(PHOTO_MESSAGES))
