"""Reading a hand from a photo through the app: how long an upload takes, by photo size.

In-process (Flask's test client, so no network): each photo is sent to
``POST /settle/photo`` as the page's form sends it, checked, decoded, read for
cards, re-encoded and stored, and the page rendered with the cards filled in.
The photos: a shipped sample (2000×1500) and the same scaled to 12 and 24
megapixels with sensor noise (JPEG quality 92), as a phone takes them. OpenCV
runs on one thread. Run by hand:

    PYTHONPATH=. /work/venv/bin/python bench/photo_upload.py [--runs 5]
"""

from __future__ import annotations

import argparse
import io
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

import cv2
import numpy as np

REPOSITORY = Path(__file__).resolve().parents[1]
SAMPLE = REPOSITORY / "sample_photos" / "gin_fan_1.jpg"


def phone_photo(megapixels: float) -> bytes:
    image = cv2.imread(str(SAMPLE))
    if megapixels:
        scale = (megapixels * 1e6 / (image.shape[0] * image.shape[1])) ** 0.5
        size = (round(image.shape[1] * scale), round(image.shape[0] * scale))
        image = cv2.resize(image, size, interpolation=cv2.INTER_CUBIC)
        noise = np.random.default_rng(0).normal(0, 4, image.shape)
        image = np.clip(image + noise, 0, 255).astype(np.uint8)
    ok, data = cv2.imencode(".jpg", image, [cv2.IMWRITE_JPEG_QUALITY, 92])
    assert ok
    return data.tobytes()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    cv2.setNumThreads(1)
    with tempfile.TemporaryDirectory() as folder:
        os.environ["SCOREKEEPER_INSTANCE_PATH"] = folder
        sys.path.insert(0, str(REPOSITORY))
        from scorekeeper.web import create_app

        client = create_app({"TESTING": True}).test_client()
        print(f"{'photo':<28} {'MB':>5} {'median ms':>10} {'worst ms':>9} {'cards':>6}")
        for name, megapixels in (("sample 2000x1500", 0), ("12 megapixels", 12),
                                 ("24 megapixels", 24)):
            data = phone_photo(megapixels)
            times = []
            for _ in range(args.runs):
                start = time.perf_counter()
                response = client.post("/settle/photo", data={
                    "photo_side": "knocker", "photo": (io.BytesIO(data), "photo.jpg")},
                    content_type="multipart/form-data")
                times.append((time.perf_counter() - start) * 1000)
                assert response.status_code == 200, response.status_code
            cards = response.text.count('class="read-box')
            print(f"{name:<28} {len(data) / 1e6:>5.1f} {statistics.median(times):>10.0f} "
                  f"{max(times):>9.0f} {cards:>6}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
