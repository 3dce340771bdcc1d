"""Copies of the shipped model's first network, for tests that change its json or its file."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from vision.classifier import MODEL_FILE


def first_network(folder: Path, **info: object) -> Path:
    """A copy of the shipped model's first network alone in `folder` (its json names no
    ensemble `members`, so the copy is one network whatever ships), with the json's entries
    `info` set, or removed where given as None. Returns the copy's .onnx path."""
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(MODEL_FILE, folder / MODEL_FILE.name)
    table = json.loads(MODEL_FILE.with_suffix(".json").read_text())
    table.pop("members", None)
    for key, value in info.items():
        if value is None:
            table.pop(key, None)
        else:
            table[key] = value
    (folder / MODEL_FILE.with_suffix(".json").name).write_text(json.dumps(table))
    return folder / MODEL_FILE.name
