"""The previews tell the truth: what a change would do equals what the ledger then does."""

from __future__ import annotations

import pytest
from match_helpers import ledger_of

from scorekeeper.ledger import tally_dict
from scorekeeper.web.matches.what_if import correcting, deleting, recording, undoing

KNOCK = {"knocker": "Ann", "knocker_deadwood": 4, "defender_deadwood": 20}
GIN = {"knocker": "Bob", "gin": True, "defender_deadwood": 31}
CARDS = {"cards": {"Ann": "3S 4S 5S 6S 8H 8D 8C AC 2D 3C",
                   "Bob": "2S 7S KH KD KC 4H 5H 6H JD QC"}, "knocker": "Ann"}


@pytest.fixture
def store(app):
    return ledger_of(app)


@pytest.fixture
def played(store):
    view = store.create_match(["Ann", "Bob", "Cal"], first_dealer="Cal")
    for hand in (KNOCK, {"knocker": "Ann", "knocker_deadwood": 2, "defender_deadwood": 40},
                 {"wash": True}, {"knocker": "Bob", "knocker_deadwood": 0, "gin": True,
                                  "defender_deadwood": 33}):
        view = store.record_hand(view.id, hand, version=view.version)
    return view


def games(counted):
    return tally_dict(counted)["games"], tally_dict(counted)["dealers"]


def test_recording(store, played):
    hand = {"knocker": "Bob", "knocker_deadwood": 3, "defender_deadwood": 30}
    preview = recording(played.match, hand)
    done = store.record_hand(played.id, hand, version=played.version)
    assert games(preview.tally) == games(done.tally)
    assert preview.hand.number == 5 and preview.hand.points == 27


def test_correcting_and_deleting(store, played):
    first = played.match.entries[0]
    hand = {"knocker": "Ann", "knocker_deadwood": 1, "defender_deadwood": 41}
    preview = correcting(played.match, 0, hand)
    done = store.correct_hand(played.id, played.hand_ids[0], hand, version=played.version)
    assert games(preview.tally) == games(done.tally)
    assert preview.tally.match.entries[0].dealer == first.dealer  # the dealer is kept
    preview = deleting(done.match, 2)
    done = store.delete_hand(done.id, done.hand_ids[2], version=done.version)
    assert games(preview.tally) == games(done.tally)


@pytest.mark.parametrize("change", ["record", "correct", "delete", "new_game", "finish"])
def test_undoing_each_kind_of_change(store, played, change):
    view = played
    if change == "record":
        knocker = view.tally.next_players[0]
        view = store.record_hand(view.id, {"knocker": knocker, "knocker_deadwood": 0,
                                           "gin": True, "defender_deadwood": 50},
                                 version=view.version)
    elif change == "correct":
        view = store.correct_hand(view.id, view.hand_ids[1], KNOCK, version=view.version)
    elif change == "delete":
        view = store.delete_hand(view.id, view.hand_ids[1], version=view.version)
    elif change == "new_game":
        view = store.start_new_game(view.id, version=view.version)
    else:
        view = store.finish_match(view.id, version=view.version)
    last = store.changes(view.id)[-1]
    assert last.action == change
    preview = undoing(view.match, view.hand_ids, last)
    undone = store.undo(view.id, version=view.version)
    assert games(preview.tally) == games(undone.tally)
    assert games(undone.tally) == games(played.tally)


def test_the_undo_page_shows_the_totals_it_will_leave(app, client, store, played):
    view = store.correct_hand(played.id, played.hand_ids[0], CARDS, version=played.version)
    page = client.get(f"/matches/{view.id}/undo").text
    assert "The totals after the undo" in page
    after = {game["number"]: game["points"] for game in tally_dict(played.tally)["games"]}
    for name, points in after[1].items():
        assert f'data-after="{name}"><strong>{points}</strong>' in page
