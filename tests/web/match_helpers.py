"""Helpers for the match pages' tests: start a match and record hands through the real app."""

from __future__ import annotations

from typing import Any

from flask import Flask
from flask.testing import FlaskClient
from html_reading import Elements

from scorekeeper.ledger import Ledger

# Hands of the web examples, as the forms take them (Ann knocks; Bob defends).
LAYOFF = {"knocker_cards": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C",
          "defender_cards": "2S 7S KH KD KC 4H 5H 6H JD QC"}          # knock, 14 to Ann
GIN = {"knocker_cards": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S",
       "defender_cards": "TC JC QC 2H 3H KD KH 5C 6D 8S"}             # gin, 64
OVER_LIMIT = {"knocker_cards": "3S 4S 5S 6H 6D 6C 9C TC KH QD",
              "defender_cards": "7S 8S AH AD 4C 5H KS KD QS 9D"}      # least deadwood 39


def ledger_of(app: Flask) -> Ledger:
    return Ledger(app.config["DATABASE"])


def start_match(client: FlaskClient, *players: str, first_dealer: str = "1",
                **fields: str) -> int:
    """Start a match through the form; returns its id."""
    data = {f"player_{n}": name for n, name in enumerate(players, start=1)}
    data.update(first_dealer=first_dealer, rules="standard")
    data.update(fields)
    response = client.post("/matches/new", data=data)
    assert response.status_code == 303, Elements(response.text).text[:600]
    return int(response.headers["Location"].split("/matches/")[1].split("?")[0])


def version(app: Flask, match_id: int) -> int:
    return ledger_of(app).get_match(match_id).version


def hand_form(app: Flask, match_id: int, kind: str, **fields: Any) -> dict[str, str]:
    data = {"kind": kind, "version": str(version(app, match_id))}
    data.update({name: str(value) for name, value in fields.items()})
    return data


def record(client: FlaskClient, app: Flask, match_id: int, kind: str, **fields: Any) -> Any:
    """Preview, then confirm a hand, as the pages do; returns the confirm's response."""
    data = hand_form(app, match_id, kind, **fields)
    preview = client.post(f"/matches/{match_id}/hands/preview", data=data)
    assert preview.status_code == 200, Elements(preview.text).text[:800]
    confirm = confirm_fields(preview.text)
    return client.post(f"/matches/{match_id}/hands", data=confirm)


def confirm_fields(html: str) -> dict[str, str]:
    """The hidden fields of the preview's confirm form."""
    page = Elements(html)
    form_started = False
    fields: dict[str, str] = {}
    for tag, attrs in page.tags:
        if tag == "form" and attrs.get("id") == "confirm-form":
            form_started = True
        elif form_started and tag == "input" and attrs.get("type") == "hidden":
            fields[attrs["name"]] = attrs.get("value", "")
        elif form_started and tag == "button":
            break
    assert fields, "no confirm form"
    return fields


def totals(app: Flask, match_id: int) -> dict[str, int]:
    """The current game's points, from the ledger."""
    view = ledger_of(app).get_match(match_id)
    return dict(view.tally.games[-1].points)
