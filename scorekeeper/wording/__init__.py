"""Words for people, in their language: the presentation layer below the web, CLI and sheets.

The engine (``scorekeeper.gin``) returns data: a verdict's steps, rule options
by name. This package chooses the words, through gettext catalogues kept in
``scorekeeper/translations`` (English is the source language; Spanish, German,
French and Italian are translated). ``Wording`` is one language's words and
number formats; `explanation` puts a verdict's steps in words; `rule_words`
names the rule options, their choices and the presets.
"""

from ..gin.phrases import N_
from .catalogue import (
    DEFAULT_LANGUAGE,
    LANGUAGES,
    Wording,
    language_from_environment,
    language_name,
    supported_language,
    wording_for,
)
from .terms import outcome_name
from .verdict import explanation, layout_text

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "N_",
    "Wording",
    "explanation",
    "language_from_environment",
    "language_name",
    "layout_text",
    "outcome_name",
    "supported_language",
    "wording_for",
]
