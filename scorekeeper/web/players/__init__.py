"""The players' pages: everyone who has played, with their record across matches.
"""
