"""`scorekeeper recognize`: cards per photo in text or JSON; a bad photo named, the rest read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import cv2

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "scorekeeper", "recognize", *args],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=120)


def test_json_lists_each_photo_with_its_cards_and_errors(samples: Path, tmp_path: Path,
                                                          labels: dict[str, list[str]]) -> None:
    broken = tmp_path / "broken.jpg"
    broken.write_bytes((samples / "hand_grid_1.jpg").read_bytes()[:3000])
    text = tmp_path / "notes.jpg"
    text.write_text("not a photo at all")
    debug = tmp_path / "debug"
    done = _run(str(samples / "hand_grid_1.jpg"), str(broken), str(text),
                str(samples / "blank_table.jpg"), "--json", "--debug", str(debug))
    assert done.returncode == 2, done.stderr
    photos = json.loads(done.stdout)["photos"]
    assert [Path(p["file"]).name for p in photos] == ["hand_grid_1.jpg", "broken.jpg",
                                                       "notes.jpg", "blank_table.jpg"]
    good, cut, notes, blank = photos
    assert sorted(c["card"] for c in good["cards"]) == sorted(labels["hand_grid_1.jpg"])
    for card in good["cards"]:
        assert set(card) >= {"card", "confidence", "box", "low_confidence"}
        assert len(card["box"]) == 4 and 0 <= card["confidence"] <= 1
    assert "cut short" in cut["error"] and "cards" not in cut
    assert "not a picture" in notes["error"]
    assert blank["cards"] == []
    assert (debug / "hand_grid_1.3-detections.jpg").exists()


def test_text_output_names_the_cards_and_a_missing_file(samples: Path) -> None:
    done = _run(str(samples / "hand_grid_1.jpg"), "no/such/photo.jpg")
    assert done.returncode == 2
    assert done.stdout.startswith(str(samples / "hand_grid_1.jpg") + ": 4 cards:")
    assert done.stderr == "scorekeeper recognize: no/such/photo.jpg: no such file\n"


def test_a_large_photo_is_read_reduced_and_placed_on_its_own_pixels(samples: Path,
                                                                    tmp_path: Path) -> None:
    small = cv2.imread(str(samples / "gin_row_2.jpg"))
    big = tmp_path / "big.jpg"  # 4000 x 3000: decoded at half size for reading
    cv2.imwrite(str(big), cv2.resize(small, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC))
    reads = {}
    for name, path in (("small", samples / "gin_row_2.jpg"), ("big", big)):
        done = _run(str(path), "--json")
        assert done.returncode == 0, done.stderr
        reads[name] = json.loads(done.stdout)["photos"][0]
    assert (reads["big"]["width"], reads["big"]["height"]) == (4000, 3000)
    # Both are read from 2000 x 1500 pixels, but the big photo's were enlarged, compressed
    # again and decoded at half size: a few levels apart, which may tip one card either way.
    big_cards = {c["card"] for c in reads["big"]["cards"]}
    small_cards = {c["card"] for c in reads["small"]["cards"]}
    assert len(big_cards ^ small_cards) <= 1 and len(big_cards & small_cards) >= 7
    # A card read at both its corners is placed at the surer one, which either photo may
    # decide differently by a hair; a card read at one corner has one place.
    small_boxes = {c["card"]: c["box"] for c in reads["small"]["cards"] if c["corners"] == 1}
    big_boxes = {c["card"]: c["box"] for c in reads["big"]["cards"] if c["corners"] == 1}
    common = set(big_boxes) & set(small_boxes)
    assert len(common) >= 5
    for card in common:
        box = big_boxes[card]
        assert max(abs(b - 2 * s) for b, s in zip(box, small_boxes[card], strict=True)) < 12
