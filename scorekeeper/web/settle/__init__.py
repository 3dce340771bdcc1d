"""Settle one hand without a match: the form, the verdict page, a side read from a photo, and
the JSON API of the engine (settle, deadwood, rules, and the OpenAPI document).
"""
