"""Photos: receiving and reading one (for the forms that read a photo into a side), serving
them, the kept photos of a match, and ``POST /api/recognize``.
"""
