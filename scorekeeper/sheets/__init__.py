"""Printable score sheets: blank score pads and finished match sheets (Jinja + WeasyPrint).

Pads: `PadOptions` -> `render_pad_pdf` / `render_pad_html`. Match sheets: a
`MatchView` (see `sheets.model`) -> `render_match_pdf` / `render_match_html`.
"""
