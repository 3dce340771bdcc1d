"""Rules every page keeps, so a strict Content-Security-Policy and CSRF tokens fit without rework.

No inline script, no inline event handler, no style attribute; every asset
from the app itself (no CDN); every form through the one macro.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from html_reading import Elements
from web_examples import LAYOFF_DEFENDER, LAYOFF_KNOCKER, TIE_DEFENDER, TIE_KNOCKER

TEMPLATES = Path(__file__).resolve().parents[2] / "templates"


def pages(client) -> dict[str, str]:
    return {
        "form": client.get("/settle").text,
        "form with errors": client.post("/settle", data={"knocker": "XX"}).text,
        "verdict": client.post("/settle", data={
            "knocker": LAYOFF_KNOCKER, "defender": LAYOFF_DEFENDER}).text,
        "verdict with a better layout": client.post("/settle", data={
            "knocker": TIE_KNOCKER, "defender": TIE_DEFENDER, "knock_limit": "20",
            "knocker_melds": "TS JS QS | AC 2C 3C 4C 5C"}).text,
        "not found": client.get("/no/such/page").text,
    }


@pytest.fixture
def all_pages(client):
    return pages(client)


def test_no_inline_script_style_or_handler(all_pages):
    for name, html in all_pages.items():
        page = Elements(html)
        for tag, attrs in page.tags:
            assert tag != "style", name
            assert "style" not in attrs, (name, tag, attrs)
            handlers = [a for a in attrs if a.startswith("on")]
            assert not handlers, (name, tag, handlers)
            if tag == "script":
                assert attrs.get("src"), (name, "inline script")
        assert not "".join(page.script_bodies).strip(), name


def test_every_asset_comes_from_the_app(all_pages, client):
    for name, html in all_pages.items():
        for tag, attrs in Elements(html).tags:
            url = attrs.get("src") or (attrs.get("href") if tag == "link" else None)
            if url:
                assert url.startswith("/") and not url.startswith("//"), (name, url)
                assert client.get(url).status_code == 200, url


def test_scripts_and_styles_carry_a_version_that_follows_the_file(all_pages):
    page = Elements(all_pages["form"])
    urls = [a["src"] for a in page.find("script")] + \
        [a["href"] for a in page.find("link", rel="stylesheet")]
    assert len(urls) == 6  # app.css, photos.css; rules.js, page.js, picker.js, photos.js
    assert all("?v=" in url for url in urls)


def test_every_form_is_written_with_the_form_macro():
    for template in TEMPLATES.rglob("*.html"):
        if template.name == "forms.html":
            continue
        assert "<form" not in template.read_text(), template


def test_security_headers_on_pages_and_the_api(client):
    for response in (client.get("/settle"), client.post("/api/settle", json={})):
        policy = response.headers["Content-Security-Policy"]
        assert "script-src 'self'" in policy and "style-src 'self'" in policy
        assert "unsafe-inline" not in policy
        assert "frame-ancestors 'none'" in policy
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["Referrer-Policy"] == "same-origin"


def test_the_navigation_links_only_pages_that_exist(client):
    page = Elements(client.get("/settle").text)
    links = {a["href"]: a for a in page.find("a") if a.get("href", "").startswith("/")}
    assert links["/settle"].get("aria-current") == "page"
    assert "/matches" in links and "/players" in links and "/score-pad" in links
    assert not page.find("span", class_="nav-later")


def test_the_verdict_tells_suits_by_symbol_and_name(all_pages):
    page = Elements(all_pages["verdict"])
    cards = page.find("span", role="img")
    assert cards
    for card in cards:
        assert card["aria-label"].split(" of ")[1].split(",")[0] in {
            "clubs", "diamonds", "hearts", "spades"}
    assert "♠" in page.text and "♥" in page.text
