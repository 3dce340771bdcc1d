"""Real headless Chromium (Debian's /usr/bin/chromium) on the real server, at tablet size.

The server is `scorekeeper serve` (waitress) on a free loopback port, started
once for the session. Each test opens a fresh browser context with touch, at
820×1180 (portrait) or 1180×820 (landscape), and fails if the page logs an
error (a Content-Security-Policy refusal is one).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from server_process import served

CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]
EXPECTED_STATUS = "Failed to load resource: the server responded with a status of 400"
"""A form shown again with its faults answers 400; Chromium logs that, and it is no fault."""
VIEWPORTS = {"portrait": {"width": 820, "height": 1180},
             "landscape": {"width": 1180, "height": 820}}


@pytest.fixture(scope="session")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip("Debian's chromium is not installed at /usr/bin/chromium "
                    "(`make test` installs it)")
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS,
                                              headless=True)
        yield launched
        launched.close()


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    with served(tmp_path_factory.mktemp("server")) as url:
        yield url


@pytest.fixture
def tablet(browser: Any, live_server: str) -> Iterator[Callable[..., Any]]:
    """Open a page on a touch tablet: ``tablet("landscape", javascript=False)``."""
    contexts = []
    problems: list[str] = []

    def open_page(orientation: str = "portrait", javascript: bool = True) -> Any:
        context = browser.new_context(
            viewport=VIEWPORTS[orientation], has_touch=True, is_mobile=True,
            device_scale_factor=1, java_script_enabled=javascript, base_url=live_server,
        )
        contexts.append(context)
        page = context.new_page()
        page.set_default_timeout(10_000)
        page.on("console", lambda message: message.type == "error"
                and not message.text.startswith(EXPECTED_STATUS)
                and problems.append(f"console: {message.text}"))
        page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
        return page

    yield open_page
    for context in contexts:
        context.close()
    assert not problems, problems


@pytest.fixture
def shoot(tmp_path: Path) -> Callable[[Any, str], Path]:
    """``shoot(page, name)``: a full-page screenshot saved under the test's temporary folder."""

    def save(page: Any, name: str) -> Path:
        path = tmp_path / f"{name}.png"
        page.screenshot(path=str(path), full_page=True)
        return path

    return save
