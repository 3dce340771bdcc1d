"""The ledger's service layer: what the web app and the command line call.

`Ledger(path)` opens (creating and upgrading) the database. Every change
names the match version it was made against and runs in one transaction: a
stale version raises `ConflictError`, a hand the rules refuse raises
`HandError`; either way the database is left as it was. Every change returns
the new `MatchSnapshot` (the match, its tally and its version, and what the change
changed). See docs/ledger.md.

A match is kept folded in memory between calls (`kept`), checked against the
stored version each time, so that recording or correcting the last hand costs
the same in a long match as in a short one.
"""

from __future__ import annotations

import json
import os
import random
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from dataclasses import replace
from pathlib import Path
from typing import Any, Literal

from sqlite_utils import Database

from ..gin.phrases import N_
from ..names import name_problem
from .backups import AutoBackups, BackupPolicy, BackupThread
from .checkpoints import CHECK_EVERY, FALLBACK_PAGES, Checkpointer
from .db import Connections, backup, default_db_path, reading, translated
from .describe import match_from_dict, match_to_dict
from .errors import (
    ConflictError,
    LedgerError,
    MatchError,
    NotFoundError,
    UnusableDatabaseError,
)
from .fold import Folded
from .group import GroupWriter
from .history import PlayerRecord, player_records
from .identity import check_file
from .kept import Kept, KeptMatches
from .migrations import LATEST, migrate, now
from .model import Entry, Match, NewGame, check_language, is_text
from .paths import aside_path
from .photos import (
    NewPhoto,
    Photo,
    bytes_used,
    delete_photo_row,
    file_photo,
    get_photo,
    insert_photos,
    photo_counts,
    photos_of,
)
from .records import Change, Changed, MatchSnapshot, MatchSummary, change_from_row, to_json
from .statistics import Played
from .store import (
    StoredMatch,
    entry_row,
    hand_row,
    head_row,
    insert_match,
    load_rest,
    stamp_of,
    stored_match,
)
from .tally import tally
from .views import hands_csv
from .writes import (
    as_stored,
    conflict_message,
    insert_hand,
    last_undoable,
    log_change,
    parse_entry,
    revert,
    reverted,
    update_hand,
    with_facts,
    with_seat_facts,
    without,
)

__all__ = ["Change", "Changed", "Ledger", "MatchSnapshot", "MatchSummary"]

EXPORT_FORMAT = "scorekeeper-match"
EXPORT_VERSION = 1


class Ledger:
    """Matches in one SQLite file. Safe to use from several threads and processes: each call
    opens its own connection."""

    def __init__(self, path: str | os.PathLike[str] | None = None, *,
                 backups: BackupPolicy | None = None) -> None:
        """Open the database at ``path`` (default `default_db_path()`), creating or upgrading it.

        The file is checked first: one that is not SQLite, is damaged, belongs to another
        program or to a newer version raises an `UnusableDatabaseError` and nothing is
        written. An older schema is upgraded after a copy of the file is kept beside it.
        ``backups``: back up now and then every ``every_changes`` changes (see `backups`).
        """
        self.path = Path(path) if path is not None else default_db_path()
        found = check_file(self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise UnusableDatabaseError(N_("cannot make the folder %(folder)s: %(why)s"),
                                        folder=str(self.path.parent),
                                        why=str(error.strerror or error)) from None
        self._connections = Connections(self.path)
        self._group = GroupWriter(self._connections.get, self.path)
        with self._open() as db:
            if 0 < found.version < LATEST:
                backup(db, aside_path(self.path, f"before-upgrade-v{found.version}"))
            migrate(db)
        self._matches = KeptMatches()
        self.checkpointer: Checkpointer | None = None
        self.backups: AutoBackups | None = None
        self.backup_thread: BackupThread | None = None
        if backups is not None:
            self.backups = AutoBackups(self.path, backups, self._open)
            self.backups.on_start()

    @contextmanager
    def _open(self) -> Iterator[Database]:
        """This thread's connection (kept open between calls, see `db.Connections`)."""
        with translated(self.path):
            yield self._connections.get()

    def close(self) -> None:
        """Close the connections to the file (a later call opens one again) and stop the
        background checkpoints and backups. Dropping the ledger closes the connections too."""
        if self.checkpointer is not None:
            self.checkpointer.stop()
            self.checkpointer = None
            self._connections.autocheckpoint = None
        if self.backup_thread is not None:
            self.backup_thread.stop()
            self.backup_thread = None
        self._connections.close()

    def checkpoint_in_background(self, every: float = CHECK_EVERY) -> Checkpointer:
        """Fold the write-ahead log back into the file from a thread of its own, every
        ``every`` seconds, instead of inside the commit that fills it (`checkpoints`; a
        server's choice: `close` stops it). Already running: the running one."""
        if self.checkpointer is None or not self.checkpointer.running:
            self._connections.autocheckpoint = FALLBACK_PAGES
            self.checkpointer = Checkpointer(self.path, every)
            self.checkpointer.start()
        return self.checkpointer

    def back_up_in_background(self) -> BackupThread | None:
        """Take the automatic backups from a thread of its own instead of inside the change
        that makes one due (`backups.BackupThread`; a server's choice: `close` stops it). None
        without automatic backups; already running: the running one."""
        if self.backups is None:
            return None
        if self.backup_thread is None or not self.backup_thread.running:
            self.backup_thread = BackupThread(self.backups)
            self.backup_thread.start()
        return self.backup_thread

    def _kept(self, db: Database, match_id: int, keep: bool = True) -> Kept:
        """The match as stored now: the kept fold when it is of this very state, else loaded
        and folded from its hands (and kept, with ``keep``: a state read inside a write
        transaction may not be committed yet). Raises `NotFoundError`."""
        head = head_row(db, match_id)
        stamp = stamp_of(head)
        kept = self._matches.get(match_id, stamp)
        if kept is not None and (kept.stored.name, kept.stored.finished_at,
                                 kept.stored.language) != (
                head["name"], head["finished_at"], head.get("language")):
            kept = None  # the row was changed by hand, without a new version
        if kept is None:
            stored = load_rest(db, head)
            kept = Kept(stamp, stored, Folded.of(stored.match))
            if keep:
                self._matches.put(kept)
        return kept

    @contextmanager
    def _writing(self) -> Iterator[Database]:
        """A change (one transaction, shared with the changes queued at the same time, see
        `group`): committed when the block ends, rolled back on any error."""
        with translated(self.path), self._group.change() as db:
            yield db

    @contextmanager
    def _change(self, match_id: int, version: int,
                finished_ok: bool = False) -> Iterator[_Changing]:
        with translated(self.path):
            with self._writing() as db:
                kept = self._kept(db, match_id, keep=False)
                stored = kept.stored
                if not isinstance(version, int) or isinstance(version, bool):
                    raise LedgerError(N_("%(key)s must be the match's version number, not "
                                         "%(version)s"), key="version", version=repr(version))
                if version != stored.version:
                    raise ConflictError(conflict_message(db, stored, version))
                if stored.finished and not finished_ok:
                    raise LedgerError(N_("match %(match)s is finished; reopen it to change it"),
                                      match=str(match_id))
                changing = _Changing(db, kept)
                yield changing
            if changing.done is not None:
                self._matches.put(changing.done)
        self._changed(changing.logged)

    def _changed(self, logged: int | None = None) -> None:
        """After a committed change (``logged``: its id in the audit trail, if known): the
        automatic backup, when one is due."""
        if self.backups is not None and (logged is None or self.backups.may_be_due(logged)):
            if self.backup_thread is not None and self.backup_thread.running:
                self.backup_thread.nudge()
                return
            with self._open() as db:
                self.backups.after_change(db)

    @staticmethod
    def _snapshot(kept: Kept, changed: Changed | None = None) -> MatchSnapshot:
        stored = kept.stored
        return MatchSnapshot(stored.id, stored.name, stored.version, stored.created_at,
                         stored.updated_at, stored.finished, stored.match, kept.tally,
                         stored.hand_ids, changed, stored.language)

    def _done(self, changing: _Changing, action: str, hand_id: int | None, index: int,
              folded: Folded, hand_ids: tuple[int, ...],
              positions: tuple[int, ...]) -> MatchSnapshot:
        """After the rows are written: the match's new state (kept once committed) and its view,
        with what changed from entry ``index`` on."""
        before = changing.kept
        head = changing.head
        assert head is not None, "every change is logged before its outcome is made"
        done = Kept(stamp_of(head), stored_match(head, folded.match, hand_ids, positions),
                    folded)
        changing.done = done
        first_hand, first_game = folded.unchanged_before(min(index, len(hand_ids)))
        return self._snapshot(done, Changed(action, hand_id, self._snapshot(before), index,
                                        first_hand, first_game))

    # -- matches -------------------------------------------------------------------------

    def create_match(self, players: Sequence[str], rules: str | Mapping[str, Any] = "standard",
                     *, first_dealer: str | None = None,
                     teams: Mapping[str, Sequence[str]] | Sequence[Sequence[str]] | None = None,
                     name: str = "", language: str | None = None) -> MatchSnapshot:
        """Start a match. ``first_dealer`` None: picked at random (the cut). ``language``:
        the match's own (its printed sheets follow it), None for none."""
        if isinstance(players, str) or not isinstance(players, Sequence):
            raise LedgerError(N_("%(key)s must be a list of 2, 3 or 4 names"), key="players")
        description: dict[str, Any] = {"rules": rules, "players": list(players)}
        if first_dealer is not None:
            description["first_dealer"] = first_dealer
        elif players:
            description["first_dealer"] = random.choice(list(players))
        if isinstance(teams, Mapping):
            description["teams"] = dict(teams)
        elif isinstance(teams, Sequence) and not isinstance(teams, str):
            description["teams"] = [list(team) if isinstance(team, Sequence)
                                    and not isinstance(team, str) else team for team in teams]
        elif teams is not None:
            raise MatchError(N_("%(key)s must be %(named)s or %(listed)s"), key="teams",
                             named='{"Team name": [player, player], ...}',
                             listed="[[player, player], [player, player]]")
        return self._insert(match_from_dict(description), name, "create",
                            language=check_language(language))

    def _insert(self, match: Match, name: str, action: str, created_at: str | None = None,
                finished_at: str | None = None, language: str | None = None) -> MatchSnapshot:
        if not isinstance(name, str) or len(name) > 80 or not is_text(name):
            raise LedgerError(N_("a match's name is plain text of at most 80 characters"))
        if problem := name_problem(name):
            raise LedgerError(N_("the match name %(name)s %(problem)s"), name=repr(name),
                              problem=problem)
        counted = tally(match)
        at = now()
        with self._writing() as db:
            match_id = insert_match(db, replace(match, entries=()), name, at, created_at,
                                    finished_at, language)
            settled = {result.position: result for result in counted.hands}
            for position, entry in enumerate(match.entries, start=1):
                insert_hand(db, match_id, position,
                            with_facts(entry, settled.get(position - 1)), at)
            db.execute("INSERT INTO changes (match_id, version, action, after, at) "
                       "VALUES (?, 1, ?, ?, ?)",
                       [match_id, action, to_json({"hands": len(match.entries)}), at])
        self._changed()
        return self.get_match(match_id)

    def get_match(self, match_id: int) -> MatchSnapshot:
        with self._open() as db, reading(db):
            return self._snapshot(self._kept(db, match_id))

    def list_matches(self, status: Literal["open", "finished"] | None = None
                     ) -> list[MatchSummary]:
        """Matches, most recently changed first; ``status`` keeps the open or finished ones."""
        where = {"open": "WHERE m.finished_at IS NULL",
                 "finished": "WHERE m.finished_at IS NOT NULL", None: ""}[status]
        sql = f"""SELECT m.*, (SELECT COUNT(*) FROM hands h WHERE h.match_id = m.id
                                AND h.kind != 'new_game') AS hand_count,
                         (SELECT json_group_array(name) FROM (SELECT name FROM match_players p
                                WHERE p.match_id = m.id ORDER BY seat)) AS player_names
                  FROM matches m {where} ORDER BY m.updated_at DESC, m.id DESC"""
        with self._open() as db, reading(db):
            return [MatchSummary(row["id"], row["name"], row["preset"],
                                 tuple(json.loads(row["player_names"])), row["hand_count"],
                                 row["version"], row["created_at"], row["updated_at"],
                                 row["finished_at"] is not None)
                    for row in db.query(sql)]

    def finish_match(self, match_id: int, *, version: int) -> MatchSnapshot:
        """Mark the match finished (its hands can no longer change until reopened)."""
        with self._change(match_id, version) as changing:
            db = changing.db
            at = now()
            db.execute("UPDATE matches SET finished_at = ? WHERE id = ?", [at, match_id])
            changing.log("finish", None, {"finished_at": None}, {"finished_at": at})
            return changing.unchanged_entries(self, "finish")

    def set_language(self, match_id: int, language: str | None, *,
                     version: int) -> MatchSnapshot:
        """Give the match its own language (``en``, ``es``, ``de``, ``fr``, ``it``), or none
        (None: its printed sheets follow whoever prints them). A finished match may change
        it too: it is how the match prints, not what was played. A change of its own in the
        audit trail (``language``), not taken back by undo."""
        chosen = check_language(language)
        with self._change(match_id, version, finished_ok=True) as changing:
            db, stored = changing.db, changing.stored
            db.execute("UPDATE matches SET language = ? WHERE id = ?", [chosen, match_id])
            changing.log("language", None, {"language": stored.language},
                       {"language": chosen})
            return changing.unchanged_entries(self, "language")

    def reopen_match(self, match_id: int, *, version: int) -> MatchSnapshot:
        with self._change(match_id, version, finished_ok=True) as changing:
            db, stored = changing.db, changing.stored
            if not stored.finished:
                raise LedgerError(N_("match %(match)s is not finished"), match=str(match_id))
            db.execute("UPDATE matches SET finished_at = NULL WHERE id = ?", [match_id])
            changing.log("reopen", None, {"finished_at": stored.finished_at},
                      {"finished_at": None})
            return changing.unchanged_entries(self, "reopen")

    # -- hands -----------------------------------------------------------------------------

    def record_hand(self, match_id: int, hand: Mapping[str, Any] | Entry, *,
                    version: int, photos: Sequence[NewPhoto] = ()) -> MatchSnapshot:
        """Add a hand at the end: from the cards, the counts, or a wash (see docs/ledger.md).
        ``photos`` are kept with it, in the same transaction (see `photos`)."""
        with self._change(match_id, version) as changing:
            db, stored, folded = changing.db, changing.stored, changing.kept.folded
            index = len(stored.match.entries)
            entry = parse_entry(hand, folded.number_at(index))
            entry = as_stored(with_seat_facts(entry, folded.next_seat(entry)))
            folded = folded.appended(entry)
            place = (stored.positions[-1] + 1) if stored.positions else 1
            row = insert_hand(db, match_id, place, entry, now())
            hand_id = row["id"]
            if photos:
                insert_photos(db, match_id, hand_id, entry, photos, now())
                row = hand_row(db, hand_id)
            action = "new_game" if isinstance(entry, NewGame) else "record"
            changing.log(action, hand_id, None, row)
            return self._done(changing, action, hand_id, index, folded,
                              (*stored.hand_ids, hand_id), (*stored.positions, place))

    def start_new_game(self, match_id: int, *, version: int) -> MatchSnapshot:
        """The players start a new game (after a won game; an unfinished one is abandoned)."""
        return self.record_hand(match_id, NewGame(), version=version)

    def correct_hand(self, match_id: int, hand_id: int, hand: Mapping[str, Any] | Entry, *,
                     version: int, photos: Sequence[NewPhoto] = ()) -> MatchSnapshot:
        """Replace a recorded hand (any field, cards included); every later total follows.
        A correction that names no dealer keeps the dealer recorded. ``photos`` join the
        hand's photos (those it had are kept)."""
        with self._change(match_id, version) as changing:
            db, stored, folded = changing.db, changing.stored, changing.kept.folded
            index = stored.index_of(hand_id)
            entry = parse_entry(hand, folded.number_at(index))
            old = stored.match.entries[index]
            if isinstance(old, NewGame) or isinstance(entry, NewGame):
                raise LedgerError(N_("a new-game marker and a hand cannot be corrected into each "
                                     "other; delete the entry instead"))
            if entry.dealer is None:
                entry = replace(entry, dealer=old.dealer)
            entry = as_stored(with_facts(entry, folded.corrected(index, entry)
                                          .result_at(index)))
            folded = folded.corrected(index, entry)
            before = hand_row(db, hand_id)
            update_hand(db, hand_id, {**entry_row(entry), "updated_at": now()})
            if photos:
                insert_photos(db, match_id, hand_id, entry, photos, now())
            changing.log("correct", hand_id, before, hand_row(db, hand_id))
            return self._done(changing, "correct", hand_id, index, folded, stored.hand_ids,
                              stored.positions)

    def delete_hand(self, match_id: int, hand_id: int, *, version: int) -> MatchSnapshot:
        """Remove a hand (or a new-game marker); everything after it is recomputed."""
        with self._change(match_id, version) as changing:
            db, stored = changing.db, changing.stored
            index = stored.index_of(hand_id)
            folded = changing.kept.folded.deleted(index)
            before = hand_row(db, hand_id)
            db.execute("DELETE FROM hands WHERE id = ?", [hand_id])
            changing.log("delete", hand_id, before, None)
            return self._done(changing, "delete", hand_id, index, folded,
                              without(stored.hand_ids, index), without(stored.positions, index))

    def undo(self, match_id: int, *, version: int) -> MatchSnapshot:
        """Undo the last change still in effect (repeat to go further back)."""
        with self._change(match_id, version, finished_ok=True) as changing:
            db = changing.db
            last = last_undoable(db, match_id)
            if last is None:
                raise LedgerError(N_("match %(match)s has nothing to undo"), match=str(match_id))
            before, after = revert(db, last)
            folded, index, hand_ids, positions = reverted(changing.kept, last, after)
            undo_id = changing.log("undo", last.hand_id, before, after)
            db.execute("UPDATE changes SET undone_by = ? WHERE id = ?", [undo_id, last.id])
            return self._done(changing, "undo", last.hand_id, index, folded, hand_ids,
                              positions)

    # -- photos kept with hands (see `photos`) -----------------------------------------------

    def photos(self, match_id: int, hand_id: int | None = None) -> list[Photo]:
        """The match's photos (or one hand's, deleted hands included), oldest first."""
        with self._open() as db, reading(db):
            head_row(db, match_id)
            return photos_of(db, match_id, hand_id)

    def photo(self, match_id: int, photo_id: int) -> Photo:
        with self._open() as db, reading(db):
            return get_photo(db, match_id, photo_id)

    def photo_counts(self, match_id: int) -> dict[int, int]:
        """How many photos each hand has (by hand id; hands without photos left out)."""
        with self._open() as db, reading(db):
            return photo_counts(db, match_id)

    def photo_bytes(self, match_id: int) -> int:
        """The size of the match's photo files together (for a per-match limit)."""
        with self._open() as db, reading(db):
            return bytes_used(db, match_id)

    def photo_by_file(self, file: str) -> Photo | None:
        """The photo kept under a file name, in any match (None: no hand keeps it)."""
        with self._open() as db, reading(db):
            return file_photo(db, file)

    def delete_photo(self, match_id: int, photo_id: int) -> Photo:
        """Forget a photo (the caller removes its file); refused while the match is finished."""
        with self._writing() as db:
            if head_row(db, match_id)["finished_at"] is not None:
                raise LedgerError(N_("match %(match)s is finished; reopen it to delete its photos"),
                                  match=str(match_id))
            return delete_photo_row(db, match_id, photo_id)

    # -- audit trail -----------------------------------------------------------------------

    def changes(self, match_id: int) -> list[Change]:
        """Every change made to the match, oldest first."""
        with self._open() as db, reading(db):
            head_row(db, match_id)
            return [change_from_row(row) for row in db.query(
                "SELECT * FROM changes WHERE match_id = ? ORDER BY id", [match_id])]

    def last_undoable(self, match_id: int) -> Change | None:
        """The change `undo` would take back (None: nothing to undo)."""
        with self._open() as db, reading(db):
            head_row(db, match_id)
            return last_undoable(db, match_id)

    def hand_history(self, match_id: int, hand_id: int) -> list[Change]:
        """What happened to one hand, oldest first: each change with the hand before and after."""
        found = [c for c in self.changes(match_id) if c.hand_id == hand_id]
        if not found:
            raise NotFoundError(N_("match %(match)s never had a hand %(hand)s"), match=str(match_id),
                                hand=str(hand_id))
        return found

    # -- players ---------------------------------------------------------------------------

    def players(self) -> list[str]:
        """Every player's name that has been in a match, alphabetically."""
        with self._open() as db, reading(db):
            return [row["name"] for row in db.query(
                "SELECT name FROM players ORDER BY name COLLATE NOCASE")]

    def player_records(self) -> dict[str, PlayerRecord]:
        """Every player's history across all matches (see `history.PlayerRecord`)."""
        with self._open() as db, reading(db):
            ids = [row["id"] for row in db.query("SELECT id FROM matches ORDER BY id")]
            tallies = [(match_id, self._kept(db, match_id).tally) for match_id in ids]
        return player_records(tallies)

    def played(self) -> list[Played]:
        """Every match as the statistics read it (`statistics.Played`), in the order started."""
        with self._open() as db, reading(db):
            rows = list(db.query("SELECT id, created_at FROM matches ORDER BY created_at, id"))
            return [Played(row["id"], row["created_at"], self._kept(db, row["id"]).tally)
                    for row in rows]

    def player_history(self, name: str) -> PlayerRecord:
        for player, record in self.player_records().items():
            if player.casefold() == name.casefold():
                return record
        raise NotFoundError(N_("no match has a player called %(name)s"), name=repr(name))

    # -- export, import, CSV, backup ---------------------------------------------------------

    def export_match(self, match_id: int) -> dict[str, Any]:
        """The match as JSON: its description (also valid `scorekeeper tally` input) and facts."""
        view = self.get_match(match_id)
        return {"format": EXPORT_FORMAT, "format_version": EXPORT_VERSION, "id": view.id,
                "name": view.name, "language": view.language, "created_at": view.created_at,
                "finished": view.finished, **match_to_dict(view.match)}

    def import_match(self, description: Mapping[str, Any]) -> MatchSnapshot:
        """Store an exported match (or any match description) as a new match."""
        if not isinstance(description, Mapping):
            raise LedgerError(N_("an imported match must be a JSON object"))
        if description.get("format", EXPORT_FORMAT) != EXPORT_FORMAT:
            raise LedgerError(N_("not a %(format)s export: format is %(given)s"),
                              format=EXPORT_FORMAT, given=repr(description.get("format")))
        format_version = description.get("format_version", EXPORT_VERSION)
        if not isinstance(format_version, int) or format_version > EXPORT_VERSION:
            raise LedgerError(N_("this export is from a newer version of the program"))
        match = match_from_dict(description)
        name = description.get("name", "")
        created = description.get("created_at")
        finished = description.get("finished", False)
        return self._insert(match, name if isinstance(name, str) else "", "import",
                            created if isinstance(created, str) else None,
                            now() if finished is True else None,
                            check_language(description.get("language")))

    def hands_csv(self, match_id: int) -> str:
        return hands_csv(self.get_match(match_id).tally)

    def backup(self, path: str | os.PathLike[str]) -> Path:
        """A consistent copy of the whole database at ``path`` (safe while the app runs)."""
        target = Path(path)
        if target.resolve() == self.path.resolve():
            raise LedgerError(N_("the backup must go to another file than the database itself"))
        if target.is_file() and target.stat().st_size:
            try:
                check_file(target)
            except UnusableDatabaseError:
                raise LedgerError(N_("%(file)s already exists and is not a scorekeeper database; "
                                     "give the backup another name"), file=str(target)) from None
        with self._open() as db:
            return backup(db, target)


class _Changing:
    """A change under way: its transaction, the match as it stood, and (once written) the
    match's new state, kept when the transaction commits."""

    def __init__(self, db: Database, kept: Kept) -> None:
        self.db = db
        self.kept = kept
        self.done: Kept | None = None
        self.logged: int | None = None
        """The id of the change's entry in the audit trail, once written."""
        self.head: dict[str, Any] | None = None
        """The match's row as the change left it, once logged (`writes.log_change`)."""

    def log(self, action: str, hand_id: int | None, before: Mapping[str, Any] | None,
            after: Mapping[str, Any] | None) -> int:
        """Write the change into the audit trail (`writes.log_change`); its id."""
        self.logged, self.head = log_change(self.db, self.stored, action, hand_id, before,
                                            after)
        return self.logged

    @property
    def stored(self) -> StoredMatch:
        return self.kept.stored

    def unchanged_entries(self, ledger: Ledger, action: str) -> MatchSnapshot:
        """The outcome of a change to the match's own row only (finish, reopen)."""
        stored = self.stored
        return ledger._done(self, action, None, len(stored.hand_ids), self.kept.folded,
                            stored.hand_ids, stored.positions)
