"""The form that records (or corrects) one hand of a match: from the cards, the counts, or a wash.

The fields are kept as typed, so a refused hand is shown again with its
input. `HandForm.field_errors` checks each field on its own (which card,
which count); `HandForm.hand_dict` turns the form into the ledger's HAND
dict (docs/ledger.md), whose cross-field faults (a card in both hands, a
knock over the limit, gin with deadwood) the ledger reports.

Who may have knocked comes from the match: the two players of the next
hand (three players: not the dealer; four: either table still to play), or
of the hand being corrected. The defender is the knocker's opponent there.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, fields
from typing import Any, Final

from ...errors import AppError
from ...gin import GinError, Rules, parse_card, parse_cards, parse_layout
from ...gin.cards import canonical_text
from ...gin.phrases import N_, Holder
from ...ledger import CardsHand, CountsHand, Hand, Seat
from ...ledger.model import KNOCKER_LAYOUTS
from ...photos.store import is_photo_id
from ..core.language import current_language, fault, words

KINDS: Final = ("cards", "counts", "wash")
FINISHES: Final = ("knock", "gin", "big_gin")
MAX_TEXT: Final = 200
MAX_DEADWOOD: Final = 98
"""The most deadwood ten cards can hold (the ledger refuses more)."""

FIELD_LABELS: Final = {
    "kind": N_("How the hand is recorded"),
    "knocker": N_("Who knocked"),
    "knocker_cards": N_("Knocker's cards"),
    "defender_cards": N_("Defender's cards"),
    "knocker_melds": N_("Knocker's melds"),
    "knocker_layout": N_("Score the melds as laid out"),
    "upcard": N_("Upcard"),
    "finish": N_("How the hand ended"),
    "knocker_deadwood": N_("Knocker's deadwood"),
    "defender_deadwood": N_("Defender's deadwood"),
    "table": N_("Which table"),
    "version": N_("Match version"),
    "photo_knocker": N_("Photo of the knocker's cards"),
    "photo_defender": N_("Photo of the defender's cards"),
}


class FormFieldError(AppError):
    """A field left empty or filled with something it does not take."""


@dataclass(frozen=True)
class KnockerChoice:
    """A player who may have knocked this hand, and the opponent they played."""

    knocker: str
    defender: str
    dealer: str
    table: int | None

    @property
    def label(self) -> str:
        where = f", table {self.table}" if self.table else ""
        return f"{self.knocker} (against {self.defender}{where})"


def knocker_choices(seats: Sequence[Seat]) -> list[KnockerChoice]:
    """Each player of each seat, with their opponent there."""
    choices = []
    for seat in seats:
        a, b = seat.players
        choices.append(KnockerChoice(a, b, seat.dealer, seat.table))
        choices.append(KnockerChoice(b, a, seat.dealer, seat.table))
    return choices


@dataclass
class HandForm:
    """The fields as text, exactly as submitted."""

    kind: str = "cards"
    knocker: str = ""
    knocker_cards: str = ""
    defender_cards: str = ""
    knocker_melds: str = ""
    knocker_layout: str = ""
    """This hand's own ``knocker_layout`` (``shown``: the melds scored as laid out); "": the
    match's rules."""
    upcard: str = ""
    finish: str = "knock"
    knocker_deadwood: str = ""
    defender_deadwood: str = ""
    table: str = ""
    version: str = ""
    photo_knocker: str = ""
    photo_defender: str = ""
    """The photos the sides' cards were read from (random ids; kept with the hand)."""

    @classmethod
    def from_mapping(cls, data: Mapping[str, str], kind: str | None = None) -> HandForm:
        """Read a submitted form (or a query string); unknown fields are ignored."""
        form = cls()
        for spec in fields(cls):
            value = data.get(spec.name)
            if value is not None:
                setattr(form, spec.name, str(value).strip())
        if kind is not None:
            form.kind = kind
        for name in ("photo_knocker", "photo_defender"):  # only photo ids, else dropped
            if not is_photo_id(getattr(form, name)):
                setattr(form, name, "")
        for name in ("knocker_cards", "defender_cards", "upcard", "knocker_melds"):
            # The page language's rank letters (German BS for the jack of spades) as the rules'.
            setattr(form, name, canonical_text(getattr(form, name), current_language()))
        if not form.finish:
            form.finish = "knock"
        return form

    @classmethod
    def from_hand(cls, hand: Hand, kind: str | None = None) -> HandForm:
        """The form filled in from a recorded hand (to correct it)."""
        form = cls(kind=kind or hand.kind)
        if hand.upcard is not None:
            form.upcard = str(hand.upcard)
        if isinstance(hand, CardsHand):
            form.knocker = hand.knocker
            form.knocker_cards = " ".join(str(card) for card in hand.knocker_cards)
            form.defender_cards = " ".join(str(card) for card in hand.defender_cards)
            if hand.knocker_melds:
                form.knocker_melds = " | ".join(str(meld) for meld in hand.knocker_melds)
            form.knocker_layout = hand.knocker_layout or ""
        elif isinstance(hand, CountsHand):
            form.knocker = hand.knocker
            form.finish = "big_gin" if hand.big_gin else "gin" if hand.gin else "knock"
            form.knocker_deadwood = str(hand.knocker_deadwood)
            form.defender_deadwood = str(hand.defender_deadwood)
        return form

    def values(self) -> dict[str, str]:
        return {spec.name: getattr(self, spec.name) for spec in fields(self)}

    def carried(self) -> list[tuple[str, str]]:
        """The fields a confirm (or "change it") carries for this kind of hand, non-empty only."""
        keep = {"cards": ("knocker", "knocker_cards", "defender_cards", "knocker_melds",
                          "knocker_layout", "upcard", "photo_knocker", "photo_defender"),
                "counts": ("knocker", "finish", "knocker_deadwood", "defender_deadwood",
                           "upcard"),
                "wash": ("table", "upcard")}.get(self.kind, ())
        return [("kind", self.kind),
                *((name, getattr(self, name)) for name in keep if getattr(self, name))]

    def photo_ids(self) -> dict[str, str]:
        """The photo each side's cards were read from, by side (a cards hand only)."""
        if self.kind != "cards":
            return {}
        found = {"knocker": self.photo_knocker, "defender": self.photo_defender}
        return {side: photo_id for side, photo_id in found.items() if photo_id}

    # -- checking -------------------------------------------------------------------------

    def field_errors(self, choices: Sequence[KnockerChoice], rules: Rules) -> dict[str, str]:
        """Faults found in one field alone, by field name."""
        errors: dict[str, str] = {}
        for name, value in self.values().items():
            if len(value) > MAX_TEXT:
                errors[name] = words()._("too long (at most %(limit)s characters)", limit=MAX_TEXT)
        if self.kind not in KINDS:
            return {**errors, "kind": words()._(
                "choose the cards, the counts or a wash, not %(given)s", given=repr(self.kind))}
        checks: dict[str, Callable[[], object]] = {"upcard": lambda: self._upcard(rules)}
        if self.kind == "wash":
            checks["table"] = lambda: self._table(choices)
        else:
            checks["knocker"] = lambda: self._choice(choices)
        if self.kind == "cards":
            checks["knocker_cards"] = lambda: self._cards(self.knocker_cards, "knocker")
            checks["defender_cards"] = lambda: self._cards(self.defender_cards, "defender")
            # read as any rules allow (a run round the corner too); settling the hand checks
            # it against the match's rules
            checks["knocker_melds"] = lambda: self.knocker_melds and parse_layout(
                self.knocker_melds, "round_the_corner")
            checks["knocker_layout"] = self._layout
        elif self.kind == "counts":
            checks["finish"] = lambda: self._finish(rules)
            checks["knocker_deadwood"] = lambda: self._knocker_deadwood()
            checks["defender_deadwood"] = lambda: _deadwood(self.defender_deadwood, "defender")
        for name, check in checks.items():
            if name in errors:
                continue
            try:
                check()
            except (GinError, AppError) as error:
                errors[name] = fault(error)
        return errors

    def _layout(self) -> str:
        if self.knocker_layout and self.knocker_layout not in KNOCKER_LAYOUTS:
            raise FormFieldError(N_("choose whether the melds are scored as laid out"))
        return self.knocker_layout

    @property
    def as_shown(self) -> bool:
        """The melds given are to be scored exactly as laid out (this hand's own choice)."""
        return self.kind == "cards" and self.knocker_layout == "shown"

    def _upcard(self, rules: Rules) -> object:
        if not self.upcard:
            if rules.oklahoma and self.kind != "wash":
                raise FormFieldError(N_("Oklahoma needs the hand's first upcard (it sets the "
                                        "knock limit)"))
            return None
        return parse_card(self.upcard)

    def _choice(self, choices: Sequence[KnockerChoice]) -> KnockerChoice:
        if not self.knocker:
            raise FormFieldError(N_("choose who knocked (or went gin)"))
        for choice in choices:
            if choice.knocker == self.knocker:
                return choice
        playing = ", ".join(choice.knocker for choice in choices)
        raise FormFieldError(N_("%(name)s did not play this hand (it was played by "
                                "%(playing)s)"), name=self.knocker, playing=playing)

    def _table(self, choices: Sequence[KnockerChoice]) -> KnockerChoice | None:
        tables = {choice.table for choice in choices}
        if tables == {None} or len(tables) == 1:
            return choices[0] if choices else None
        for choice in choices:
            if str(choice.table) == self.table:
                return choice
        raise FormFieldError(N_("choose the table whose hand was a wash"))

    def _cards(self, text: str, role: str) -> object:
        who = Holder.player(self.knocker) if role == "knocker" and self.knocker else Holder(role)
        if not text:
            raise FormFieldError(ENTER_CARDS[role])
        return parse_cards(text, who=who)

    def _finish(self, rules: Rules) -> str:
        if self.finish not in FINISHES:
            raise FormFieldError(N_("choose knock, gin or Big Gin"))
        if self.finish == "big_gin" and not rules.big_gin:
            raise FormFieldError(N_("Big Gin is not played under this match's rules"))
        return self.finish

    def _knocker_deadwood(self) -> int:
        if self.finish in ("gin", "big_gin") and not self.knocker_deadwood:
            return 0
        return _deadwood(self.knocker_deadwood, "knocker")

    # -- the ledger's hand ------------------------------------------------------------------

    def hand_dict(self, choices: Sequence[KnockerChoice]) -> dict[str, Any]:
        """The HAND the ledger takes (call after `field_errors` found nothing)."""
        hand: dict[str, Any]
        if self.kind == "wash":
            hand = {"wash": True}
            choice = self._table(choices)
            if choice is not None and choice.table is not None:
                hand["players"] = [choice.knocker, choice.defender]
        elif self.kind == "cards":
            choice = self._choice(choices)
            hand = {"cards": {choice.knocker: self.knocker_cards,
                              choice.defender: self.defender_cards},
                    "knocker": choice.knocker}
            if self.knocker_melds:
                hand["knocker_melds"] = self.knocker_melds
                if self.knocker_layout:  # without melds there is no layout to score as shown
                    hand["knocker_layout"] = self.knocker_layout
        else:
            choice = self._choice(choices)
            hand = {"knocker": choice.knocker, "defender": choice.defender,
                    "knocker_deadwood": self._knocker_deadwood(),
                    "defender_deadwood": _deadwood(self.defender_deadwood, "defender"),
                    "gin": self.finish == "gin", "big_gin": self.finish == "big_gin"}
        if self.upcard:
            hand["upcard"] = self.upcard
        return hand

    def names(self, choices: Sequence[KnockerChoice]) -> tuple[str, str]:
        """(knocker, defender) as chosen, for labels; blanks when not chosen yet."""
        for choice in choices:
            if choice.knocker == self.knocker:
                return choice.knocker, choice.defender
        return "", ""


ENTER_CARDS: Final = {
    "knocker": N_("enter the knocker's cards: tap them, or type them (AS 2S 3S …)"),
    "defender": N_("enter the defender's cards: tap them, or type them (AS 2S 3S …)"),
}
DEADWOOD_FAULTS: Final = {
    "knocker": (N_("enter the knocker's deadwood count"),
                N_("the knocker's deadwood is a whole number of points, not %(given)s"),
                N_("the knocker's deadwood of %(value)s is more than ten cards can hold")),
    "defender": (N_("enter the defender's deadwood count"),
                 N_("the defender's deadwood is a whole number of points, not %(given)s"),
                 N_("the defender's deadwood of %(value)s is more than ten cards can hold")),
}


def _deadwood(text: str, role: str) -> int:
    empty, not_a_number, too_many = DEADWOOD_FAULTS[role]
    if not text:
        raise FormFieldError(empty)
    if not text.isdigit():
        raise FormFieldError(not_a_number, given=repr(text))
    value = int(text)
    if value > MAX_DEADWOOD:
        raise FormFieldError(too_many, value=value)
    return value


def parse_kind(value: str | None, default: str = "cards") -> str:
    """``cards``, ``counts`` or ``wash`` (anything else: ``default``)."""
    return value if value in KINDS else default


