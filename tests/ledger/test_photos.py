"""Photos kept with hands: written with the hand in one transaction, never moving the match's
version, kept through a deletion (undo brings the hand back with them), deleted on their own."""

from __future__ import annotations

import pytest

from scorekeeper.errors import NotFoundError
from scorekeeper.ledger import HandError, Ledger, LedgerError, NewPhoto

CARDS = {"cards": {"Ann": "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S",
                   "Bob": "TC JC QC 2H 3H KD KH 5C 6D 8S"}, "knocker": "Ann"}   # gin, 64
OVER_LIMIT = {"cards": {"Ann": "3S 4S 5S 6H 6D 6C 9C TC KH QD",
                        "Bob": "7S 8S AH AD 4C 5H KS KD QS 9D"}, "knocker": "Ann"}


def photo(side: str, n: int, size: int = 1000) -> NewPhoto:
    return NewPhoto(side, f"{n:032x}.jpg", size, "image/jpeg", 2000, 1500,
                    {"width": 2000, "height": 1500, "cards": [], "warnings": []})


@pytest.fixture
def match(ledger: Ledger):
    return ledger.create_match(["Ann", "Bob"], first_dealer="Bob")


def test_photos_are_kept_with_the_hand_they_came_with(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version,
                              photos=[photo("knocker", 1), photo("defender", 2)])
    hand_id = view.hand_ids[0]
    kept = ledger.photos(match.id, hand_id)
    assert [(p.side, p.player, p.file, p.size) for p in kept] == [
        ("knocker", "Ann", f"{1:032x}.jpg", 1000), ("defender", "Bob", f"{2:032x}.jpg", 1000)]
    assert view.version == 2  # the photos are no change of their own
    assert ledger.photo_counts(match.id) == {hand_id: 2}
    assert ledger.photo_bytes(match.id) == 2000
    assert ledger.photo_by_file(f"{2:032x}.jpg") == kept[1]
    assert "photos" not in str(ledger.export_match(match.id))  # exports leave photos out


def test_a_refused_hand_keeps_no_photo(ledger, match):
    with pytest.raises(HandError, match="knock limit"):
        ledger.record_hand(match.id, OVER_LIMIT, version=match.version,
                           photos=[photo("knocker", 1)])
    assert ledger.photos(match.id) == []
    assert ledger.get_match(match.id).version == match.version


@pytest.mark.parametrize(("bad", "message"), [
    (NewPhoto("dealer", f"{1:032x}.jpg", 10, "image/jpeg", 10, 10), "knocker's or the defender"),
    (NewPhoto("knocker", "../../etc/passwd", 10, "image/jpeg", 10, 10), "never a path"),
    (NewPhoto("knocker", "a/b.jpg", 10, "image/jpeg", 10, 10), "never a path"),
    (NewPhoto("knocker", f"{1:032x}.jpg", 10, "text/html", 10, 10), "not 'text/html'"),
    (NewPhoto("knocker", f"{1:032x}.jpg", 0, "image/jpeg", 10, 10), "size"),
])
def test_a_photo_that_is_not_sound_is_refused_with_its_hand(ledger, match, bad, message):
    with pytest.raises(LedgerError, match=message):
        ledger.record_hand(match.id, CARDS, version=match.version, photos=[bad])
    assert ledger.get_match(match.id).hand_ids == ()


def test_one_file_is_kept_once(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version, photos=[photo("knocker", 1)])
    with pytest.raises(LedgerError, match="already kept"):
        ledger.record_hand(match.id, {"wash": True}, version=view.version,
                           photos=[photo("knocker", 1)])


def test_a_deleted_hand_keeps_its_photos_and_undo_brings_both_back(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version, photos=[photo("knocker", 1)])
    hand_id = view.hand_ids[0]
    view = ledger.delete_hand(match.id, hand_id, version=view.version)
    assert view.hand_ids == ()
    assert [p.hand_id for p in ledger.photos(match.id)] == [hand_id]
    view = ledger.undo(match.id, version=view.version)
    assert view.hand_ids == (hand_id,)
    assert ledger.photo_counts(match.id) == {hand_id: 1}


def test_an_undone_recording_leaves_its_photos_with_the_match(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version, photos=[photo("knocker", 1)])
    view = ledger.undo(match.id, version=view.version)
    assert view.hand_ids == ()
    assert len(ledger.photos(match.id)) == 1  # listed as a hand no longer in the match


def test_a_correction_adds_photos_and_keeps_the_old_ones(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version, photos=[photo("knocker", 1)])
    hand_id = view.hand_ids[0]
    corrected = {**CARDS, "knocker": "Bob", "cards": {"Bob": CARDS["cards"]["Ann"],
                                                      "Ann": CARDS["cards"]["Bob"]}}
    ledger.correct_hand(match.id, hand_id, corrected, version=view.version,
                        photos=[photo("knocker", 2)])
    assert [(p.side, p.player) for p in ledger.photos(match.id, hand_id)] == [
        ("knocker", "Ann"), ("knocker", "Bob")]


def test_deleting_a_photo(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version,
                              photos=[photo("knocker", 1), photo("defender", 2)])
    first = ledger.photos(match.id)[0]
    assert ledger.delete_photo(match.id, first.id) == first
    assert [p.side for p in ledger.photos(match.id)] == ["defender"]
    assert ledger.get_match(match.id).version == view.version
    with pytest.raises(NotFoundError, match=f"no photo {first.id}"):
        ledger.delete_photo(match.id, first.id)
    other = ledger.create_match(["Cal", "Dee"], first_dealer="Cal")
    with pytest.raises(NotFoundError):  # a photo is deleted only through its own match
        ledger.delete_photo(other.id, ledger.photos(match.id)[0].id)


def test_a_finished_match_keeps_its_photos(ledger, match):
    view = ledger.record_hand(match.id, CARDS, version=match.version, photos=[photo("knocker", 1)])
    ledger.finish_match(match.id, version=view.version)
    with pytest.raises(LedgerError, match="finished; reopen it"):
        ledger.delete_photo(match.id, ledger.photos(match.id)[0].id)
