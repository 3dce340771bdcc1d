"""The text of a page that a person reads or hears, for the language tests."""

from __future__ import annotations

import re
from collections.abc import Collection
from html.parser import HTMLParser


class _Texts(HTMLParser):
    """Text nodes outside the ``skipped`` tags, and the values of the ``shown`` attributes,
    each with its white space made single spaces."""

    def __init__(self, shown: Collection[str], skipped: Collection[str]) -> None:
        super().__init__()
        self.shown = shown
        self.skipped = skipped
        self.found: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.skipped:
            self._skip += 1
        self.found.extend(" ".join(value.split()) for name, value in attrs
                          if name in self.shown and value)

    def handle_endtag(self, tag: str) -> None:
        if tag in self.skipped:
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.found.append(" ".join(data.split()))


def page_texts(html: str, shown: Collection[str], skipped: Collection[str]) -> set[str]:
    """The page's texts (see `_Texts`) that hold a word of three letters or more."""
    reader = _Texts(shown, skipped)
    reader.feed(html)
    return {text for text in reader.found if re.search(r"[A-Za-z]{3,}", text)}
