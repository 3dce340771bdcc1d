"""The body of a JSON API request, read or refused with a clear message."""

from __future__ import annotations

import json
from typing import Any

from flask import abort, request

from ...errors import RequestError


def json_body() -> Any:
    """The request body read as JSON; a 415 unless sent as JSON, a 400 unless it parses."""
    if not request.is_json:
        abort(415)
    try:
        return json.loads(request.get_data(cache=False))
    except RecursionError:
        raise RequestError("the body is not valid JSON: it is nested too deeply") from None
    except json.JSONDecodeError as error:
        raise RequestError(f"the body is not valid JSON: {error.msg} at line {error.lineno} "
                           f"column {error.colno}") from None
    except ValueError as error:
        raise RequestError(f"the body is not valid JSON: {error}") from None
