"""Reading the app's HTML in tests: the stdlib parser, no scraping library."""

from __future__ import annotations

import re
from html.parser import HTMLParser


class Elements(HTMLParser):
    """Every start tag with its attributes, and the page text with tags removed."""

    def __init__(self, html: str) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.text_parts: list[str] = []
        self.script_bodies: list[str] = []
        self._in_script = False
        self.feed(html)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, {name: value or "" for name, value in attrs}))
        self._in_script = tag == "script"

    def handle_endtag(self, tag: str) -> None:
        if tag == "script":
            self._in_script = False

    def handle_data(self, data: str) -> None:
        if self._in_script:
            self.script_bodies.append(data)
        else:
            self.text_parts.append(data)

    def find(self, tag: str, **attrs: str) -> list[dict[str, str]]:
        """Tags named ``tag`` whose attributes include ``attrs`` (``class_`` for class)."""
        wanted = {name.rstrip("_").replace("_", "-") if name != "class_" else "class": value
                  for name, value in attrs.items()}
        return [found for name, found in self.tags
                if name == tag and all(found.get(k) == v for k, v in wanted.items())]

    @property
    def text(self) -> str:
        """The page's words, whitespace collapsed (U+FE0E text-form selectors removed)."""
        return re.sub(r"\s+", " ", "".join(self.text_parts).replace("\ufe0e", "")).strip()


def field_value(html: str, name: str) -> str:
    """The value a text input named ``name`` shows."""
    inputs = Elements(html).find("input", name=name)
    assert inputs, f"no input named {name}"
    return inputs[0].get("value", "")
