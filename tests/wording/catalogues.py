"""The catalogues as the tests read them: extracted afresh from the code, and as kept on disk."""

from __future__ import annotations

import re
import shlex
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.frontend import parse_keywords, parse_mapping_cfg
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from scorekeeper.wording import LANGUAGES
from scorekeeper.wording.catalogue import TRANSLATIONS

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = [code for code in LANGUAGES if code != "en"]


def makefile_keywords() -> dict[str, object]:
    """The extraction keywords exactly as `make messages` passes them to pybabel."""
    text = (ROOT / "Makefile").read_text()
    line = re.search(r"^EXTRACT_KEYWORDS := (.*)$", text, re.M)
    assert line, "the Makefile names its EXTRACT_KEYWORDS"
    words = [w for w in shlex.split(line.group(1)) if w != "-k"]
    return {**DEFAULT_KEYWORDS, **parse_keywords(words)}


@cache
def extracted() -> Catalog:
    """What `make messages` would extract now, from the code and the templates."""
    with open(ROOT / "babel.cfg") as config:
        method_map, options_map = parse_mapping_cfg(config)
    catalog = Catalog()
    for filename, lineno, message, comments, context in extract_from_dir(
            str(ROOT), method_map, options_map, keywords=makefile_keywords()):
        catalog.add(message, None, [(filename, lineno)], auto_comments=comments, context=context)
    return catalog


def po(lang: str) -> Catalog:
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.po", "rb") as f:
        return read_po(f, locale=lang)


def mo(lang: str) -> Catalog:
    with open(TRANSLATIONS / lang / "LC_MESSAGES" / "messages.mo", "rb") as f:
        return read_mo(f)


def pot() -> Catalog:
    with open(TRANSLATIONS / "messages.pot", "rb") as f:
        return read_po(f)


def ids(catalog: Catalog) -> set[object]:
    return {message.id for message in catalog if message.id}
