"""The kept fold always agrees with a full replay of the hands.

The ledger keeps each match folded in memory and extends the fold with each new hand; a
correction, a deletion or an undo folds again from the entry it touched. These tests make
random sequences of records, corrections, deletes, new games and undos, under each kind of
match, and check after every step that:

- the match as the ledger answers it is exactly what a fresh ledger (nothing kept) loads from
  the file and tallies from the first hand;
- the compact answer to the change brings the whole match as it was before up to date
  (what a client that keeps a copy does with it).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.ledger import (
    LedgerError,
    NewGame,
    entry_from_dict,
    match_from_dict,
    tally,
)
from scorekeeper.ledger.fold import Folded
from scorekeeper.ledger.service import Ledger, MatchSnapshot
from scorekeeper.ledger.tally import tally_of

KINDS: dict[str, dict[str, Any]] = {
    "standard": {"players": ["Ann", "Bob"], "rules": {"preset": "standard", "target": 40}},
    "hollywood": {"players": ["Ann", "Bob"], "rules": {"preset": "hollywood", "target": 40}},
    "oklahoma": {"players": ["Ann", "Bob"], "rules": {"preset": "oklahoma", "target": 40}},
    "layout shown": {"players": ["Ann", "Bob"],
                     "rules": {"preset": "standard", "target": 40, "knocker_layout": "shown"}},
    "three players": {"players": ["Ann", "Bob", "Cal"],
                      "rules": {"preset": "standard", "target": 40}},
    "partnerships": {"players": ["Ann", "Bob", "Cal", "Dee"],
                     "teams": {"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]},
                     "rules": {"preset": "standard", "target": 60}},
}
"""Low targets, so that games end (boxes, bonuses, shutouts, new games) within a few hands."""

CARDS = {"knocker": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C", "defender": "2S 7S KH KD KC 4H 5H 6H JD QC"}
KEPT_BACK = "4S 5S 6S | 8H 8D 8C"


@st.composite
def hands(draw: st.DrawFn, players: list[str]) -> dict[str, Any]:
    """A hand some of the time refused (a player who sat out, a knock over the limit)."""
    kind = draw(st.sampled_from(["counts", "counts", "counts", "gin", "wash", "cards", "shown"]))
    knocker = draw(st.sampled_from(players))
    if kind == "wash":
        return {"wash": True}
    if kind in ("cards", "shown"):
        defender = draw(st.sampled_from([p for p in players if p != knocker]))
        hand = {"cards": {knocker: CARDS["knocker"], defender: CARDS["defender"]},
                "knocker": knocker}
        if kind == "shown":
            # 3♠ kept back (9, the cheapest is 6): refused unless the hand is scored as shown
            # (then 7♠ is laid off on 4-5-6♠); the hand's own knocker_layout, or the match's
            hand |= {"knocker_melds": KEPT_BACK,
                     "knocker_layout": draw(st.sampled_from([None, "shown", "cheapest", "any"]))}
        return hand
    theirs = draw(st.integers(0, 45))
    if kind == "gin":
        return {"knocker": knocker, "gin": True, "defender_deadwood": theirs}
    return {"knocker": knocker, "knocker_deadwood": draw(st.integers(1, 12)),
            "defender_deadwood": theirs}


def step(ledger: Ledger, view: MatchSnapshot, data: st.DataObject, players: list[str]
         ) -> MatchSnapshot:
    """One random change (refused ones change nothing and give back ``view``)."""
    action = data.draw(st.sampled_from(["record"] * 5 + ["correct", "correct", "delete",
                                                         "undo", "new_game"]))
    ids = view.hand_ids
    try:
        if action == "record":
            return ledger.record_hand(view.id, data.draw(hands(players)), version=view.version)
        if action == "new_game":
            return ledger.start_new_game(view.id, version=view.version)
        if action == "undo":
            return ledger.undo(view.id, version=view.version)
        if not ids:
            return view
        # mostly the last entries, as at a table; now and then an early one
        index = data.draw(st.one_of(st.integers(max(0, len(ids) - 2), len(ids) - 1),
                                    st.integers(0, len(ids) - 1)))
        if action == "delete":
            return ledger.delete_hand(view.id, ids[index], version=view.version)
        if isinstance(view.match.entries[index], NewGame):
            return view
        return ledger.correct_hand(view.id, ids[index], data.draw(hands(players)),
                                   version=view.version)
    except LedgerError:  # a hand the rules refuse, nothing to undo, ...
        return view


def apply_change(whole: dict[str, Any], change: dict[str, Any]) -> dict[str, Any]:
    """What a client keeping the whole match (``GET``) does with the answer to a change
    (docs/ledger.md, "The answer to a change")."""
    out = copy.deepcopy(whole)
    for key in ("version", "finished", "updated_at"):
        out[key] = change[key]
    entries = [entry for entry in out["entries"] if entry["id"] not in change["removed"]]
    for entry in change["entries"]:
        fresh = {"id": entry["id"], "input": entry["input"]}
        at = next((i for i, there in enumerate(entries) if there["id"] == entry["id"]), None)
        if at is None:
            entries.insert(entry["index"], fresh)
        else:
            entries[at] = fresh
    out["entries"] = entries
    counted = out["tally"]
    for key, size in (("hands", "hand_count"), ("games", "game_count")):
        kept = counted[key][:change[size]]
        for item in change[key]:
            if item["number"] <= len(kept):
                kept[item["number"] - 1] = item
            else:
                kept.append(item)
        counted[key] = kept
    totals = dict(change["totals"])
    totals.pop("current_games")
    counted.update(totals)
    counted["dealers"] = [hand["dealer"] for hand in counted["hands"]]
    return out


def check(ledger: Ledger, path: Path, before: MatchSnapshot, view: MatchSnapshot) -> None:
    whole = view.to_dict()
    assert whole == ledger.get_match(view.id).to_dict()
    fresh = Ledger(path).get_match(view.id)
    assert fresh.to_dict() == whole
    assert fresh.tally == view.tally == tally(view.match)
    if view.changed is not None:
        assert apply_change(before.to_dict(), view.change_dict()) == whole


@pytest.mark.parametrize("kind", sorted(KINDS))
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_the_kept_match_is_always_a_full_replay(tmp_path_factory: Any, kind: str,
                                                data: st.DataObject) -> None:
    path = tmp_path_factory.mktemp("incremental") / "scorekeeper.db"
    ledger = Ledger(path)
    setup = KINDS[kind]
    view = ledger.create_match(setup["players"], setup["rules"], teams=setup.get("teams"),
                               first_dealer=setup["players"][0])
    for _ in range(data.draw(st.integers(5, 30))):
        before = view
        view = step(ledger, view, data, setup["players"])
        check(ledger, path, before, view)


@pytest.mark.parametrize("kind", sorted(KINDS))
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_a_fold_from_any_entry_is_a_fold_from_the_start(kind: str, data: st.DataObject
                                                         ) -> None:
    """The pure fold alone, over many more sequences: add, correct, insert or delete an entry
    (mostly near the end), folding again from there."""
    setup = KINDS[kind]
    base = match_from_dict({**setup, "first_dealer": setup["players"][0], "hands": []})
    folded = Folded.of(base)
    entry = hands(setup["players"]).map(entry_from_dict) | st.just(NewGame())
    for _ in range(data.draw(st.integers(5, 40))):
        size = len(folded.match.entries)
        action = data.draw(st.sampled_from(["add", "add", "add", "correct", "insert",
                                            "delete"]))
        index = data.draw(st.integers(max(0, size - 3), size) | st.integers(0, size))
        try:
            if action == "add" or index == size:
                folded = folded.appended(data.draw(entry))
            elif action == "correct":
                folded = folded.corrected(index, data.draw(entry))
            elif action == "insert":
                folded = folded.inserted(index, data.draw(entry))
            else:
                folded = folded.deleted(index)
        except LedgerError:
            continue
        assert tally_of(folded) == tally(folded.match)
