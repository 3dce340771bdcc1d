"""Helpers for the photo tests: the shipped sample photos, uploads through the pages, and what
the photos folder holds."""

from __future__ import annotations

import io
import json
from pathlib import Path
from typing import Any, Final

from flask import Flask
from flask.testing import FlaskClient
from html_reading import Elements

REPOSITORY: Final = Path(__file__).resolve().parents[2]
SAMPLES: Final = REPOSITORY / "sample_photos"
LABELS: Final[dict[str, list[str]]] = json.loads((SAMPLES / "labels.json").read_text())

# Two hands photographed as dealt from one deck: no card in both. Every card of both is read,
# and surely.
KNOCKER_PHOTO: Final = "knock_fan_1.jpg"  # 7S 7H 7D 7C 9S TS JS QS KS AH: knocks with A♥ = 1
KNOCKER_UNSURE: Final[list[str]] = []
# The same ten cards in another fan: the shipped model reads all ten, and is unsure of 10♠
# (0.73) and J♠ (0.80), both under 0.85.
UNSURE_PHOTO: Final = "gin_fan_1.jpg"
UNSURE_READS: Final = ["TS", "JS"]
UNSURE_MISSED: Final[list[str]] = []
UNSURE_PHOTO_READ: Final = sorted(set(LABELS[UNSURE_PHOTO]) - set(UNSURE_MISSED))
"""The cards the shipped model reads from UNSURE_PHOTO, sure or not."""
DEFENDER_PHOTO: Final = "gin_fan_2.jpg"   # 2D-6D, 8S 8H 8C, QC QH: 20 deadwood
SMALL_PHOTO: Final = "edje_IMG_2560.jpg"  # a real photo, four cards: TC QS QD KC


def sample(name: str) -> bytes:
    return (SAMPLES / name).read_bytes()


def upload(name: str, data: bytes | None = None) -> tuple[io.BytesIO, str]:
    """A file part for the test client: the bytes (a sample's, unless given) and a file name."""
    return io.BytesIO(sample(name) if data is None else data), name


def send_photo(client: FlaskClient, url: str, side: str, name: str, data: bytes | None = None,
               **fields: str) -> Any:
    """Send a photo as the page's form does: its fields, the side, the file, as multipart."""
    body: dict[str, Any] = {**fields, "photo_side": side, "photo": upload(name, data)}
    return client.post(url, data=body, content_type="multipart/form-data")


def settle_photo(client: FlaskClient, side: str, name: str, data: bytes | None = None,
                 **fields: str) -> Any:
    return send_photo(client, "/settle/photo", side, name, data,
                      **{"knocker_name": "Ann", "defender_name": "Bob", **fields})


def inputs(html: str) -> dict[str, str]:
    """Every named input of the page with its value, as the form would send it: checked radio
    buttons only, no file input, and no choice of side for the next photo."""
    found: dict[str, str] = {}
    for tag, attrs in Elements(html).tags:
        if tag != "input" or not attrs.get("name") or attrs.get("type") == "file":
            continue
        if attrs.get("type") == "radio" and ("checked" not in attrs or
                                             attrs["name"] == "photo_side"):
            continue
        found[attrs["name"]] = attrs.get("value", "")
    return found


def read_cards(html: str, side: str) -> list[str]:
    """The cards read from the photo of ``side`` shown on the page, in the photo's order."""
    page = Elements(html)
    figure_started = False
    cards = []
    for tag, attrs in page.tags:
        if tag == "figure":
            figure_started = attrs.get("data-side") == side
        elif figure_started and "data-read" in attrs:
            cards.append(attrs["data-read"])
    return cards


def stored_files(app: Flask) -> list[Path]:
    """Every file in the photos folder (waiting and kept), hidden ones included."""
    folder = Path(app.config["PHOTOS_FOLDER"])
    return sorted(p for p in folder.rglob("*") if p.is_file()) if folder.exists() else []
