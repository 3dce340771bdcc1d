"""The pieces every page shares: the app's settings, errors, who may open it, CSRF, security
headers, the OpenAPI document, the navigation, and the shared view-models (cards, rules, verdicts).

Nothing here imports a feature package (`settle`, `matches`, `photos`, `printing`, `players`, `signin`).
"""
