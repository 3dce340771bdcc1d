"""What every HTML form shares: the hidden fields the one form macro puts in.

Every form in the templates is written with the ``form`` macro of
``templates/macros/forms.html``, which calls `csrf_field` in each POST form:
the session's CSRF token (`csrf`), checked on every POST before any view runs.
"""

from __future__ import annotations

from .csrf import csrf_field

__all__ = ["csrf_field"]
