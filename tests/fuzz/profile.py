"""Hypothesis settings for the fuzz tests: modest by default so CI stays fast.

``SCOREKEEPER_FUZZ=deep pytest tests/fuzz`` runs twenty times as many examples (tens of minutes);
``SCOREKEEPER_FUZZ=ci`` (the default) keeps the whole folder to a few seconds and is derandomized:
the same examples on every run, so a submission's CI result does not depend on luck. The deep
profile draws fresh random examples each run; that is where new faults are looked for.
"""

from __future__ import annotations

import os

from hypothesis import HealthCheck, settings

settings.register_profile(
    "scorekeeper-fuzz-ci", max_examples=100, deadline=None, print_blob=True, derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile(
    "scorekeeper-fuzz-deep", max_examples=5000, deadline=None, print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

PROFILE = "scorekeeper-fuzz-" + os.environ.get("SCOREKEEPER_FUZZ", "ci")
SCALE = 20 if PROFILE.endswith("deep") else 1


def fuzz(examples: int) -> settings:
    """Settings for one test: ``examples`` examples in CI (twenty times as many when deep)."""
    return settings(settings.get_profile(PROFILE), max_examples=examples * SCALE)
