"""Two PDFs are laid out at once; a third request waits its turn (and then gets its PDF),
so printing never takes every server thread's share of the interpreter."""

from __future__ import annotations

import threading
from contextlib import ExitStack

from scorekeeper.web.printing.responses import PDFS_AT_ONCE, pdf_slot


def test_a_pdf_waits_while_the_slots_are_taken(client):
    answers = []
    with ExitStack() as held:
        for _ in range(PDFS_AT_ONCE):
            held.enter_context(pdf_slot())
        waiting = threading.Thread(target=lambda: answers.append(client.get("/score-pad.pdf")))
        waiting.start()
        waiting.join(timeout=0.5)
        assert waiting.is_alive() and not answers   # no slot free: it waits
        page = client.get("/score-pad.html")        # an HTML view needs no slot
        assert page.status_code == 200
    waiting.join(timeout=60)
    assert not waiting.is_alive()
    assert answers[0].status_code == 200 and answers[0].data.startswith(b"%PDF-")
