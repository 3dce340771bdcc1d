"""The match ledger on the pages and in the JSON API: matches, recording and correcting hands
(a side read from a photo included), undo, new games.
"""
