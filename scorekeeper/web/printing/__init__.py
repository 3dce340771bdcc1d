"""Printing: the blank score pad and a match's score sheet, as a page, HTML and PDF.
"""
