"""The Jinja environment the sheets render with: the project's `templates/`, autoescaped.

The templates use no custom filters or globals, so the web app's own Jinja
environment (Flask's, pointed at the same folder) renders them from the same
context: call `pad_context` or `match_context` and pass the result along.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import jinja2

TEMPLATES_DIR = Path(__file__).resolve().parents[2] / "templates"
"""``<repository root>/templates``."""


@cache
def environment() -> jinja2.Environment:
    """A plain Jinja environment on the templates folder; user text is always escaped.

    Whitespace handling is Jinja's default, as in Flask, so both render the same bytes.
    """
    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(TEMPLATES_DIR),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
    )


def render_template(name: str, context: dict[str, Any]) -> str:
    """Render ``templates/<name>`` with ``context`` to HTML text."""
    return environment().get_template(name).render(**context)
