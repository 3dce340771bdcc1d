"""Every fault answered as a page or, under ``/api/``, as ``{"error": "..."}`` with a 4xx status.

Faults a user can fix (`GinError`, `AppError`) are 4xx with their own message;
HTTP faults (no such page, wrong method, body too large) are explained in
words; only a bug is a 500, and its page says nothing of the internals.
"""

from __future__ import annotations

from typing import Final

from flask import Flask, Response, jsonify, render_template, request
from werkzeug.exceptions import HTTPException, InternalServerError

from ...api_models.base import Error
from ...errors import AppError, ConflictError, NotFoundError, RequestError
from ...gin.errors import GinError
from ...gin.phrases import N_, Phrase, phrase
from ...ledger.errors import LedgerError
from ...remedies import with_remedy
from ...wording.faults import fault_text, phrase_text
from .language import words
from .ledger_access import LedgerUnavailableError

MAX_MESSAGE: Final = 400

STATUS: Final[tuple[tuple[type[Exception], int], ...]] = (
    (RequestError, 400),
    (NotFoundError, 404),
    (ConflictError, 409),
    (GinError, 422),
    (LedgerUnavailableError, 503),
    (LedgerError, 422),
    (AppError, 400),
)
"""The status for each kind of user fault, most specific first. What the ledger refuses
(a hand the rules refuse, a match that cannot be set up, a finished match) is a 422."""


def status_for(error: Exception) -> int:
    """The status of a user fault: its own ``status`` if it has one (a photo refused), else by
    its kind."""
    own = getattr(error, "status", None)
    if isinstance(own, int) and 400 <= own < 600:
        return own
    for kind, status in STATUS:
        if isinstance(error, kind):
            return status
    return 400


def short(message: str) -> str:
    """A message cut to a length a page can show (a pasted novel is not echoed whole)."""
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


def is_api_request() -> bool:
    return request.path == "/api" or request.path.startswith("/api/")


def error_response(message: str | Phrase, status: int,
                   title: str = N_("That did not work")) -> Response:
    """The answer to a fault: JSON for the API (in English: it is an API), the error page for
    everything else, in the page's language (``message`` a `Phrase`, or text already worded;
    ``title`` a message marked with `N_`)."""
    if is_api_request():
        response = jsonify(Error(error=short(str(message))).dump())
    else:
        w = words()
        text = phrase_text(message, w) if isinstance(message, Phrase) else message
        response = Response(render_template("errors/error.html", title=w._(title),
                                             message=short(text)))
    response.status_code = status
    return response


HTTP_MESSAGES: Final[dict[int, tuple[str, str]]] = {
    400: (N_("Bad request"), N_("The request could not be read.")),
    404: (N_("Not found"), N_("There is no page at %(path)s.")),
    405: (N_("Not allowed"), N_("%(path)s does not take a %(method)s request.")),
    413: (N_("Too large"), N_("The request is larger than the %(limit)s-byte limit.")),
    415: (N_("Wrong kind of body"),
          N_("Send the request body as JSON (Content-Type: application/json).")),
}


def http_error(error: HTTPException) -> Response:
    status = error.code or 500
    title, template = HTTP_MESSAGES.get(status, (error.name, error.description or error.name))
    values = {"path": request.path, "method": request.method,
              "limit": str(request.max_content_length or 0)}
    message = phrase(template, **{name: value for name, value in values.items()
                                  if f"%({name})s" in template})
    response = error_response(message, status, title)
    allow = dict(error.get_headers()).get("Allow")
    if allow:
        response.headers["Allow"] = allow
    return response


def _user_error(error: Exception) -> Response:
    if is_api_request():  # a program: how to ask for the layout as shown (pages offer a button)
        message = with_remedy(error, rules='set "knocker_layout": "shown"',
                              hand='give the hand "knocker_layout": "shown"')
        return error_response(message, status_for(error))
    return error_response(fault_text(error, words()), status_for(error))


def _internal_error(error: InternalServerError) -> Response:
    return error_response(Phrase(N_("Something went wrong on our side. Please try again.")), 500,
                          N_("Internal error"))


def register(app: Flask) -> None:
    app.register_error_handler(HTTPException, http_error)
    app.register_error_handler(GinError, _user_error)
    app.register_error_handler(AppError, _user_error)
    app.register_error_handler(InternalServerError, _internal_error)
