"""Where the app finds its own files: the Jinja templates.

The templates live in the repository's top-level ``templates/`` folder (the
sheets and the web app share it). A checkout run with ``PYTHONPATH=.`` and an
editable install read that folder itself, so an edited template shows at once.
An installed wheel has no repository around it: the build backend puts
``templates/`` into the wheel as ``scorekeeper/templates`` (``force-include``
in ``pyproject.toml``), and that copy is used when it is there.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

PACKAGE: Final = Path(__file__).resolve().parent


def templates_dir(package: Path = PACKAGE) -> Path:
    """The templates folder: the copy inside an installed ``package``, else the checkout's
    (the folder beside the package)."""
    bundled = package / "templates"
    if bundled.is_dir():
        return bundled
    return package.parent / "templates"


TEMPLATES_DIR: Final = templates_dir()
