"""Signing in with the household passphrase, and the CSRF token every change sends."""

from __future__ import annotations

from pydantic import Field

from .base import AnswerModel, RequestModel


class SignIn(RequestModel):
    passphrase: str


class SignedIn(AnswerModel):
    signed_in: bool
    csrf_token: str = Field(description="Send it as X-CSRF-Token with every change.")


class CsrfToken(AnswerModel):
    csrf_token: str = Field(description="Send it as X-CSRF-Token with every change, together "
                                        "with the session cookie this answer sets.")
    signed_in: bool
    passphrase_needed: bool = Field(description="Whether this client must sign in to use the "
                                                "app (it is not on the serving computer).")
