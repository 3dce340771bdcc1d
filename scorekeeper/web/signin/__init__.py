"""Signing in with the household passphrase (page and API), signing out, and the CSRF token API.
"""
