"""Rendered photos of cards on tables, for training the corner-index classifier and for samples.

Everything here is drawn by the project: card faces in many fonts, index
layouts and pip shapes (`faces`), table surfaces (`tables`), and hands laid
in rows, fans and groups under uneven light (`scenes`). Nothing is read from
the network. Needs Pillow (for fonts), which is installed with the app.
"""
