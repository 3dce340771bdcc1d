"""Build step: ship the top-level ``templates/`` folder inside the package.

Everything else is declared in pyproject.toml. The project keeps its Jinja
templates at the repository root (the sheets and the web app share them), which
is outside the ``scorekeeper`` package; a wheel built from that layout would
leave them behind. This ``build_py`` copies them to ``scorekeeper/templates`` in
the build, where ``scorekeeper.resources.templates_dir`` finds them once
installed. An editable install skips the copy and reads ``templates/`` in place.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent


class BuildPyWithTemplates(build_py):
    """``build_py`` that also copies ``templates/`` to ``<build>/scorekeeper/templates``."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        source = ROOT / "templates"
        target = Path(self.build_lib) / "scorekeeper" / "templates"
        for path in sorted(source.rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                destination = target / path.relative_to(source)
                self.mkpath(str(destination.parent))
                self.copy_file(str(path), str(destination))


setup(cmdclass={"build_py": BuildPyWithTemplates})
