"""A match's title as every page names it (the match page, its sheet, its photos, the players)."""

from __future__ import annotations

from collections.abc import Sequence

from .language import words


def match_title(players: Sequence[str], units: Sequence[str], name: str = "") -> str:
    """The match's own name, else its players (or, with partners, its teams) joined by " v "
    (in the page's language: " gegen ", " contre "…)."""
    return name or words()._(" v ").join(units if len(players) == 4 else players)
