"""Hands the web tests settle, each checked against the rules (see the test that uses it)."""

from __future__ import annotations

from typing import Final

# Ann knocks with A♣ 2♦ 3♣ = 6; Bob lays off 2♠ and 7♠ on her 3♠4♠5♠6♠, keeps J♦ Q♣ = 20.
LAYOFF_KNOCKER: Final = "3S 4S 5S 6S 8H 8D 8C AC 2D 3C"
LAYOFF_DEFENDER: Final = "2S 7S KH KD KC 4H 5H 6H JD QC"

# Gin: Bob is left with 44 deadwood; 44 + 20 = 64.
GIN_KNOCKER: Final = "AS 2S 3S 4H 5H 6H 9C 9D 9H 9S"
GIN_DEFENDER: Final = "TC JC QC 2H 3H KD KH 5C 6D 8S"

# Knocker 9, defender 9: equal counts are an undercut, 0 + 10 = 10 to the defender.
UNDERCUT_KNOCKER: Final = "3S 4S 5S 6H 6D 6C 9C TC JC 9D"
UNDERCUT_DEFENDER: Final = "7S 8S 9S 2H 2C 2D 4H AD AC 3D"

# The least deadwood of this hand is 39: no knock under the limit of 10.
OVER_LIMIT_KNOCKER: Final = "3S 4S 5S 6H 6D 6C 9C TC KH QD"
OVER_LIMIT_DEFENDER: Final = "7S 8S AH AD 4C 5H KS KD QS 9D"

# Oklahoma: knocker 2 against 65; the upcard 5♠ sets the limit at 5 and doubles: 63 × 2 = 126.
OKLAHOMA_KNOCKER: Final = "3S 4S 5S 6H 6D 6C 9C TC JC 2D"
OKLAHOMA_DEFENDER: Final = "7S 8S AH AD 4C 5H KH KD QS 9D"

# knock_limit 20: 10♠J♠Q♠ and Q♥Q♦ tie at 20 deadwood whichever way. Laid out as the run,
# Bob lays off 9♠ K♠ and undercuts (14 to Bob); the Q set would have won Ann 5: 19 better.
TIE_KNOCKER: Final = "TS JS QS QH QD AC 2C 3C 4C 5C"
TIE_DEFENDER: Final = "9S KS QC 7H 8H 9H 2D 3D 4D 6S"
TIE_WORSE_LAYOUT: Final = "TS JS QS | AC 2C 3C 4C 5C"
