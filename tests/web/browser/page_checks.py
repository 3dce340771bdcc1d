"""What the browser tests measure on a page: axe-core's accessibility rules and the layout.

- `axe_violations(page)`: axe-core (the copy packaged by axe-playwright-python) run on the
  page as it is now; each violation as ``"rule: target (summary)"``.
- `sideways(page)`: how far the page reaches past the right edge of the window (0: it
  does not scroll sideways).
- `small_targets(page)`: every visible link, button and form control smaller than
  44 × 44 CSS px (WCAG 2.5.5, the size a fingertip needs); a link inside running text
  is exempt, as WCAG allows.
- `clipped(page)`: boxes that scroll sideways inside the page (a table wider than its
  column, its last column cut off).
- `programmer_names(page)`: option names as the code spells them (``knock_limit``) in the
  visible text; a player reads every option in words.
- `on_first_screen(page, selector)`: whether the element lies wholly inside the window
  without scrolling.

`WIDTHS` are the window widths the layout tests try: small and large phones, a tablet
in portrait and landscape, a laptop.
"""

from __future__ import annotations

import re
from typing import Any

from axe_playwright_python.sync_playwright import Axe

WIDTHS = (360, 390, 768, 1024, 1366)
HEIGHTS = {360: 740, 390: 844, 768: 1024, 1024: 768, 1366: 900}
PHONE, TABLET = 390, 768
MIN_TARGET = 44

_axe = Axe()
AXE_OPTIONS = {
    "resultTypes": ["violations"],
    # Every rule axe-core has, its experimental ones too (label-content-name-mismatch:
    # a button's spoken name must hold the text it shows).
    "runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa",
                                          "best-practice", "experimental"]},
}


def axe_violations(page: Any) -> list[str]:
    """axe-core's violations (WCAG 2.0-2.2 A and AA, and its best practices) on the page."""
    results = _axe.run(page, options=AXE_OPTIONS)
    found = []
    for violation in results.response["violations"]:
        for node in violation["nodes"]:
            target = " ".join(str(part) for part in node["target"])
            summary = node.get("failureSummary", "").replace("\n", " ")
            found.append(f"{violation['id']}: {target} ({summary})")
    return found


def resize(page: Any, width: int) -> None:
    page.set_viewport_size({"width": width, "height": HEIGHTS[width]})


SIDEWAYS_SCRIPT = """() => {
  const root = document.documentElement;
  return Math.max(root.scrollWidth, document.body.scrollWidth) - root.clientWidth;
}"""


def sideways(page: Any) -> int:
    """How many CSS px the page is wider than the window (0 when it fits)."""
    return int(page.evaluate(SIDEWAYS_SCRIPT))


def widest(page: Any) -> list[str]:
    """The elements that reach past the window's right edge (to say what is too wide)."""
    return list(page.evaluate("""() => {
      const edge = document.documentElement.clientWidth;
      const out = [];
      for (const el of document.querySelectorAll('body *')) {
        const box = el.getBoundingClientRect();
        if (box.width && box.right > edge + 0.5) {
          const name = el.tagName.toLowerCase() + (el.id ? '#' + el.id : '')
            + (el.className && typeof el.className === 'string'
               ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
          out.push(name + ' right=' + Math.round(box.right));
        }
      }
      return out.slice(0, 8);
    }"""))


SMALL_TARGETS_SCRIPT = """(minimum) => {
  const chosen = 'a[href], button, input:not([type=hidden]), select, textarea, summary, '
               + '[role=button], label.chip';
  const inText = (el) => {
    // A link in a sentence (WCAG 2.5.8 "inline" exception): its block holds other text.
    if (el.tagName !== 'A') return false;
    const block = el.closest('p, li, dd, td, figcaption, small');
    return block && block.textContent.trim().length > el.textContent.trim().length + 2
      && getComputedStyle(el).display === 'inline';
  };
  const out = [];
  for (const el of document.querySelectorAll(chosen)) {
    if (el.closest('[hidden], .sr-only, .skip-link')) continue;
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let box = el.getBoundingClientRect();
    if (!box.width && !box.height) continue;
    // A radio or checkbox inside its label: the label is what is tapped.
    if ((el.type === 'radio' || el.type === 'checkbox') && el.closest('label')) {
      box = el.closest('label').getBoundingClientRect();
    }
    if (el.tagName === 'INPUT' && (el.type === 'radio' || el.type === 'checkbox')
        && !el.closest('label') && el.labels && el.labels.length) {
      box = el.labels[0].getBoundingClientRect();
    }
    if (inText(el)) continue;
    if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
      const text = (el.getAttribute('aria-label') || el.textContent || el.value || el.name
                    || '').trim().replace(/\\s+/g, ' ').slice(0, 30);
      out.push(el.tagName.toLowerCase() + ' "' + text + '" '
               + Math.round(box.width) + 'x' + Math.round(box.height));
    }
  }
  return out;
}"""


def small_targets(page: Any, minimum: int = MIN_TARGET) -> list[str]:
    """Every visible tap target smaller than ``minimum`` × ``minimum`` CSS px."""
    return list(page.evaluate(SMALL_TARGETS_SCRIPT, minimum))


CLIPPED_SCRIPT = """() => {
  const out = [];
  for (const el of document.querySelectorAll('body *')) {
    const style = getComputedStyle(el);
    // A box that scrolls sideways inside the page (a text field's own text may run on).
    if (!['auto', 'scroll'].includes(style.overflowX)) continue;
    if (el.closest('.sr-only') || !el.clientWidth || el.matches('input, textarea, select')) continue;
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push(el.tagName.toLowerCase() + (el.className ? '.' + String(el.className).trim()
        .split(/\\s+/).join('.') : '') + ' ' + el.scrollWidth + '>' + el.clientWidth);
    }
  }
  return out;
}"""


def clipped(page: Any) -> list[str]:
    """Boxes that scroll sideways inside the page: their content is wider than they are."""
    return list(page.evaluate(CLIPPED_SCRIPT))


def on_first_screen(page: Any, selector: str) -> bool:
    """Whether ``selector``'s element is wholly inside the window as the page stands."""
    return bool(page.eval_on_selector(selector, """(el) => {
      const box = el.getBoundingClientRect();
      return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight
        && box.right <= window.innerWidth && box.width > 0;
    }"""))


def layout_faults(page: Any, widths: tuple[int, ...] = WIDTHS) -> list[str]:
    """At each width: the page scrolls sideways, or a tap target is too small."""
    faults = []
    for width in widths:
        resize(page, width)
        over = sideways(page)
        if over > 0:
            faults.append(f"{width}px: {over}px too wide: {widest(page)}")
        faults.extend(f"{width}px: small target {found}" for found in small_targets(page))
        faults.extend(f"{width}px: clipped {found}" for found in clipped(page))
    return faults


PROGRAMMER_NAME = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
"""An option's name as the code spells it (knock_limit, double_game_bonus): never for a player."""


def programmer_names(page: Any) -> list[str]:
    """Words in the page's visible text (every <details> opened) spelled as code spells them."""
    text = page.evaluate("""() => {
      const closed = [...document.querySelectorAll('details:not([open])')];
      closed.forEach((d) => { d.open = true; });
      const text = document.body.innerText;
      closed.forEach((d) => { d.open = false; });
      return text;
    }""")
    return sorted(set(PROGRAMMER_NAME.findall(text)))
