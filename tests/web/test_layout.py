"""The web app's layout (docs/architecture.md): `core` and one package per feature.

A feature may use another feature's forms, models and helpers, never its routes (a module
that makes a `Blueprint`); `core` uses no feature at all. Read from the source, so a new
import that breaks the layout fails here, not in review.
"""

from __future__ import annotations

import ast
from pathlib import Path

import scorekeeper.web

WEB = Path(scorekeeper.web.__file__).parent
PACKAGE = "scorekeeper.web"
FEATURES = tuple(sorted(path.parent.name for path in WEB.glob("*/__init__.py")
                        if path.parent.name != "core"))
"""Every package of the web app but `core` is a feature (a new one is checked as it lands)."""
NAMED_FEATURES = ("settle", "matches", "photos", "printing", "players", "signin")


def module_name(path: Path) -> str:
    parts = path.relative_to(WEB).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join((PACKAGE, *parts))


def imported_modules(path: Path) -> set[str]:
    """Every module ``path`` imports, as absolute names (``from . import x`` counts ``x`` too)."""
    own = module_name(path)
    return imports_of(path.read_text(), own if path.name == "__init__.py" else own.rsplit(".", 1)[0])


def imports_of(source: str, package: str) -> set[str]:
    """The modules ``source``, a module of ``package``, imports."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def makes_blueprint(path: Path) -> bool:
    return any(isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Blueprint"
               for node in ast.walk(ast.parse(path.read_text(), str(path))))


def feature_of(module: str) -> str | None:
    parts = module.split(".")
    if parts[:2] == ["scorekeeper", "web"] and len(parts) > 2 and parts[2] in FEATURES:
        return parts[2]
    return None


ROUTE_MODULES = {module_name(path) for path in WEB.rglob("*.py") if makes_blueprint(path)}


def test_every_feature_has_a_package_and_routes():
    assert set(NAMED_FEATURES) <= set(FEATURES)
    for feature in FEATURES:
        assert (WEB / feature / "__init__.py").is_file()
        assert any(feature_of(module) == feature for module in ROUTE_MODULES), feature


def test_no_module_is_left_outside_core_and_the_features():
    loose = sorted(path.name for path in WEB.glob("*.py") if path.name != "__init__.py")
    assert loose == []


def test_no_feature_imports_another_features_routes():
    crossings = []
    for feature in FEATURES:
        for path in sorted((WEB / feature).rglob("*.py")):
            for module in sorted(imported_modules(path)):
                other = feature_of(module)
                if other not in (None, feature) and module in ROUTE_MODULES:
                    crossings.append(f"{module_name(path)} imports {module}")
    assert crossings == []


def test_core_imports_no_feature():
    crossings = [f"{module_name(path)} imports {module}"
                 for path in sorted((WEB / "core").rglob("*.py"))
                 for module in sorted(imported_modules(path)) if feature_of(module)]
    assert crossings == []


def test_the_walk_resolves_relative_imports_of_routes():
    """What the checks above read: relative imports made absolute, names imported as modules."""
    source = "from ..matches.hand_routes import render_hand_form\nfrom ..matches import routes\n"
    found = imports_of(source, "scorekeeper.web.photos")
    assert {"scorekeeper.web.matches.hand_routes", "scorekeeper.web.matches.routes"} <= found
    assert {"scorekeeper.web.matches.hand_routes", "scorekeeper.web.matches.routes"} <= ROUTE_MODULES
    assert feature_of("scorekeeper.web.matches.hand_routes") == "matches"
