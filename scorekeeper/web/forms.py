"""What every HTML form shares: the hidden fields the one form macro puts in.

Every form in the templates is written with the ``form`` macro of
``templates/macros/forms.html``, which calls `csrf_field` in each POST form.
Until sign-in and CSRF tokens arrive (issue 7) the field is empty; then this
function returns the hidden token input and every form carries it.
"""

from __future__ import annotations

from markupsafe import Markup


def csrf_field() -> Markup:
    """The hidden CSRF input of a POST form (empty until issue 7 adds the token)."""
    return Markup("")
