"""The print pages keep the app's markup rules, and a sheet's HTML carries a policy of its own
that allows its one style element (by hash) and nothing else: no script, no style attribute."""

from __future__ import annotations

import base64
import hashlib
import re
from pathlib import Path

import pytest
from html_reading import Elements
from print_matches import HOLLYWOOD, PARTNERSHIP, STANDARD, record

from scorekeeper.web.printing.responses import sheet_policy, slug, style_hashes

SHEET_TEMPLATES = Path(__file__).resolve().parents[2] / "templates" / "sheets"


@pytest.fixture
def print_pages(app, client) -> dict[str, str]:
    stored = record(app, STANDARD)
    return {
        "score pad": client.get("/score-pad").text,
        "score pad refused": client.get("/score-pad?games=9&paper=a5").text,
        "match page": client.get(f"/matches/{stored.id}").text,
        "sheet page": client.get(f"/matches/{stored.id}/sheet?appendix=1").text,
        "sheet page refused": client.get(f"/matches/{stored.id}/sheet?paper=a5").text,
    }


def test_print_pages_have_no_inline_script_style_or_handler(print_pages, client):
    for name, html in print_pages.items():
        page = Elements(html)
        for tag, attrs in page.tags:
            assert tag != "style", name
            assert "style" not in attrs, (name, tag, attrs)
            assert not [a for a in attrs if a.startswith("on")], (name, tag)
            if tag == "script":
                assert attrs.get("src"), name
            url = attrs.get("src") or (attrs.get("href") if tag == "link" else None)
            if url and tag != "iframe":
                assert url.startswith("/") and client.get(url).status_code == 200, url


def test_the_print_pages_keep_the_apps_policy(app, client):
    stored = record(app, STANDARD)
    for url in ("/score-pad", f"/matches/{stored.id}/sheet"):
        policy = client.get(url).headers["Content-Security-Policy"]
        assert "style-src 'self'" in policy and "frame-ancestors 'none'" in policy


def hashes_of(html: str) -> list[str]:
    """Each <style> element's text hashed as the browser hashes it (CSP Level 2)."""
    return ["'sha256-" + base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() + "'"
            for text in re.findall(r"<style>(.*?)</style>", html, re.S)]


def test_a_sheets_html_allows_its_own_style_and_nothing_else(app, client):
    urls = ["/score-pad.html", "/score-pad.html?preset=hollywood",
            "/score-pad.html?games=3&orientation=landscape"]
    for description in (STANDARD, HOLLYWOOD, PARTNERSHIP):
        urls.append(f"/matches/{record(app, description).id}/sheet.html?appendix=1")
    for url in urls:
        response = client.get(url)
        assert response.status_code == 200, url
        html = response.text
        policy = dict(part.strip().split(" ", 1)
                      for part in response.headers["Content-Security-Policy"].split(";"))
        assert policy["default-src"] == "'none'"
        assert policy["style-src"].split() == hashes_of(html) != []
        assert "script-src" not in policy   # default-src 'none': no script at all
        assert policy["frame-ancestors"] == "'self'"
        assert response.headers["X-Frame-Options"] == "SAMEORIGIN"
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        page = Elements(html)
        assert not page.find("script") and not page.script_bodies
        assert all("style" not in attrs for _, attrs in page.tags), url


def test_the_sheet_templates_use_no_style_attribute_or_script():
    """A style attribute would need 'unsafe-inline' (or 'unsafe-hashes') in the sheet's policy."""
    for template in SHEET_TEMPLATES.glob("*.html"):
        text = template.read_text()
        assert not re.search(r"\sstyle\s*=", text), template
        assert "<script" not in text, template


def test_the_policy_of_a_document_without_style_allows_none():
    assert "style-src 'none'" in sheet_policy("<p>plain</p>")
    two = "<style>a{}</style><style>b{}</style><style>a{}</style>"
    assert len(style_hashes(two)) == 3
    assert sheet_policy(two).count("sha256-") == 2


def test_file_names_keep_plain_words():
    assert slug("Friday: Zoë v Bob") == "friday-zoe-v-bob"
    assert slug("<script>") == "script"
    assert slug("♠♥") == ""
    assert len(slug("a" * 100)) == 40
