"""Installing to a home screen: the manifest and the icons it names."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

ICONS = Path(__file__).resolve().parents[2] / "scorekeeper" / "web" / "static" / "icons"


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def test_the_manifest_is_served_as_a_web_manifest(client):
    response = client.get("/manifest.webmanifest")
    assert response.status_code == 200
    assert response.mimetype == "application/manifest+json"
    manifest = response.get_json(force=True)
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "/"
    assert manifest["orientation"] == "any"  # portrait and landscape
    assert manifest["name"] and manifest["short_name"]


def test_every_icon_in_the_manifest_is_a_png_of_its_stated_size(client):
    manifest = client.get("/manifest.webmanifest").get_json(force=True)
    purposes = set()
    for icon in manifest["icons"]:
        response = client.get(icon["src"])
        assert response.status_code == 200, icon["src"]
        width, height = png_size(response.data)
        assert f"{width}x{height}" == icon["sizes"]
        purposes.add(icon["purpose"])
    assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
    assert purposes == {"any", "maskable"}


def test_every_page_links_the_manifest_and_the_icons(client):
    page = client.get("/settle").text
    assert '<link rel="manifest" href="/manifest.webmanifest">' in page
    assert 'rel="apple-touch-icon"' in page
    assert '<meta name="viewport" content="width=device-width, initial-scale=1' in page


@pytest.mark.parametrize(("path", "size"), [
    ("/apple-touch-icon.png", (180, 180)),
    ("/apple-touch-icon-precomposed.png", (180, 180)),
])
def test_the_apple_touch_icon_is_where_ios_looks(client, path, size):
    response = client.get(path)
    assert response.status_code == 200
    assert png_size(response.data) == size


def test_the_favicon_path_leads_to_the_small_icon(client):
    response = client.get("/favicon.ico", follow_redirects=True)
    assert response.status_code == 200
    assert png_size(response.data) == (32, 32)


def test_the_committed_icons_are_the_sizes_their_names_say():
    expected = {"icon-192.png": 192, "icon-512.png": 512, "maskable-512.png": 512,
                "apple-touch-icon.png": 180, "favicon-32.png": 32}
    for name, size in expected.items():
        assert png_size((ICONS / name).read_bytes()) == (size, size), name
