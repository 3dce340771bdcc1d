// Read a hand from a photo: send the photo as soon as it is chosen, fill that side's cards,
// show the cards read over the photo, and let a tap fix or leave out a card. A photo of both
// hands fills both sides (the nearer hand as the knocker's for now); a button under each hand
// says who knocked with it (swapping the two if need be), and ⇄ moves a card to the other hand.
//
// The photo travels as the page's own form would send it (new FormData(form): every field,
// the CSRF token included) to the panel's upload address; the answer is the same page the
// plain form gets, from which the photo part and the side's cards are taken. The cards are
// always written into the form's card fields (which picker.js shows), so what is sent in
// the end is what the fields say. Nothing is settled or recorded here. The messages come in
// the page's language (data-words on the panel, keyed by their English text:
// scorekeeper/web/photos/words.py).
(function () {
  "use strict";

  var panel = document.querySelector("[data-photo-panel]");
  if (!panel || !window.fetch || !window.FormData || !window.DOMParser ||
      !window.scorekeeperPage) {
    return;
  }
  var form = panel.closest("form");
  var fileInput = panel.querySelector("[data-photo-input]");
  var sendButton = panel.querySelector("[data-photo-send]");
  var status = panel.querySelector("[data-photo-status]");
  var fix = panel.querySelector("[data-photo-fix]");
  var fixCard = fix.querySelector("[data-fix-card]");
  var fixTitle = fix.querySelector("[data-fix-title]");
  var fixState = fix.querySelector("[data-fix-state]");
  var fixMessage = fix.querySelector("[data-fix-message]");
  var bothInput = form.querySelector("[data-photo-both]");
  var maxBytes = parseInt(panel.getAttribute("data-max-bytes"), 10) || 0;
  var t = window.scorekeeperPage.translator(panel);  // page.js
  var SIDES = ["knocker", "defender"];
  var SUIT_LETTER = { "♣": "C", "♦": "D", "♥": "H", "♠": "S" };
  var SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
  var fields = {
    knocker: form.querySelector('[data-cards="knocker"]'),
    defender: form.querySelector('[data-cards="defender"]')
  };
  var open = null;  // the chip whose card is being fixed

  function other(side) {
    return side === "knocker" ? "defender" : "knocker";
  }

  function parseCard(text) {
    var cleaned = text.trim().toUpperCase().replace(/[\uFE0E\uFE0F]/g, "");
    var match = /^(10|[2-9AJQKT])([CDHS♣♦♥♠])$/.exec(cleaned);
    if (!match) {
      return null;
    }
    return (match[1] === "10" ? "T" : match[1]) + (SUIT_LETTER[match[2]] || match[2]);
  }

  function pretty(code) {
    return (code[0] === "T" ? "10" : code[0]) + SUIT_SYMBOL[code[1]];
  }

  // A side's field as {cards: [codes], stray: [pieces that are not cards]}.
  function read(side) {
    var cards = [];
    var stray = [];
    fields[side].value.split(/[\s,;]+/).forEach(function (piece) {
      var code = piece ? parseCard(piece) : null;
      if (code && cards.indexOf(code) < 0) {
        cards.push(code);
      } else if (piece) {
        stray.push(piece);
      }
    });
    return { cards: cards, stray: stray };
  }

  function write(side, hand) {
    fields[side].value = hand.cards.concat(hand.stray).join(" ");
    fields[side].dispatchEvent(new Event("input", { bubbles: true }));  // picker.js re-reads it
  }

  function typedName(side) {
    return window.scorekeeperPage.typedName(form, side);
  }

  // "Ann's hand", or "the knocker's hand" before the names are known.
  function handOf(side) {
    var name = typedName(side);
    if (name) {
      return t("{name}'s hand", { name: name });
    }
    return side === "knocker" ? t("the knocker's hand") : t("the defender's hand");
  }

  function whoseCards(side) {
    var name = typedName(side);
    if (side === "knocker") {
      return name ? t("{name}'s cards (the knocker)", { name: name }) : t("the knocker's cards");
    }
    return name ? t("{name}'s cards (the defender)", { name: name }) : t("the defender's cards");
  }

  // -- a photo of both hands --------------------------------------------------------------------

  function isBoth(figure) {
    return figure.getAttribute("data-side") === "both";
  }

  function listsOf(figure) {
    return Array.prototype.slice.call(figure.querySelectorAll("[data-hand-list]"));
  }

  function listFor(figure, side) {
    return listsOf(figure).filter(function (list) {
      return list.getAttribute("data-list-side") === side;
    })[0];
  }

  // The side a card read stands for: the photo's, or for a photo of both hands, its list's.
  function sideOf(chip) {
    var figure = chip.closest("[data-photo]");
    if (!isBoth(figure)) {
      return figure.getAttribute("data-side");
    }
    return chip.closest("[data-hand-list]").getAttribute("data-list-side");
  }

  function holderOf(code) {
    if (read("knocker").cards.indexOf(code) >= 0) {
      return "knocker";
    }
    return read("defender").cards.indexOf(code) >= 0 ? "defender" : "";
  }

  // Each card in the list of the hand whose field holds it (a card in neither stays put).
  function place(figure) {
    var lists = listsOf(figure);
    chipsOf(figure).forEach(function (chip) {
      var holder = holderOf(chip.getAttribute("data-card"));
      var list = holder ? listFor(figure, holder) : chip.closest("[data-hand-list]");
      var cards = list.querySelector("[data-hand-cards]");
      var item = chip.closest("li");
      if (item.parentNode !== cards) {
        cards.appendChild(item);
      }
      var box = boxOf(chip);
      if (box) {
        box.classList.toggle("hand-0", list === lists[0]);
        box.classList.toggle("hand-1", list === lists[1]);
      }
    });
    lists.forEach(function (list) {
      var role = list.querySelector("[data-list-role]");
      role.textContent = list.getAttribute("data-list-side") === "knocker" ?
        t("(in the knocker's field)") : t("(in the defender's field)");
    });
  }

  // Who may have knocked: the record-a-hand form's players, else just "this hand".
  function knockChoices() {
    var radios = form.querySelectorAll('input[type="radio"][data-name-input="knocker"]');
    if (!radios.length) {
      return [{ label: t("This hand knocked"), radio: null }];
    }
    return Array.prototype.map.call(radios, function (radio) {
      return { label: t("{name} knocked", { name: radio.value }), radio: radio };
    });
  }

  function knockButtons(figure) {
    listsOf(figure).forEach(function (list) {
      var box = list.querySelector("[data-knock-buttons]");
      if (!box || box.childElementCount) {
        return;
      }
      knockChoices().forEach(function (choice, k) {
        var button = document.createElement("button");
        button.type = "button";
        button.className = "button knock-button";
        button.setAttribute("data-knock", String(k));
        button.setAttribute("aria-pressed", "false");
        button.textContent = choice.label;
        box.appendChild(button);
      });
      box.hidden = false;
    });
  }

  function swapHands(figure) {
    var knocker = read("knocker");
    var defender = read("defender");
    listsOf(figure).forEach(function (list) {
      list.setAttribute("data-list-side", other(list.getAttribute("data-list-side")));
    });
    write("knocker", defender);
    write("defender", knocker);
  }

  function knocked(button) {
    var list = button.closest("[data-hand-list]");
    var figure = list.closest("[data-photo]");
    var choice = knockChoices()[parseInt(button.getAttribute("data-knock"), 10)];
    if (list.getAttribute("data-list-side") !== "knocker") {
      swapHands(figure);
    }
    if (choice && choice.radio) {
      choice.radio.checked = true;
      choice.radio.dispatchEvent(new Event("change", { bubbles: true }));
    }
    figure.querySelectorAll("[data-knock]").forEach(function (other) {
      other.setAttribute("aria-pressed", other === button ? "true" : "false");
    });
    var where = list.querySelector(".hand-where").textContent.trim();
    say(choice && choice.radio ?
      t("{where}: {name} knocked with it. Check the hand, then confirm it.",
        { where: where, name: choice.radio.value }) :
      t("{where}: the knocker's. Settle the hand when the cards are right.", { where: where }));
  }

  function moveCard(button) {
    var figure = button.closest("[data-photo]");
    var chip = button.closest("li").querySelector("button[data-detection]");
    var code = chip.getAttribute("data-card");
    var from = sideOf(chip);
    var to = other(from);
    var mine = read(from);
    var theirs = read(to);
    var at = mine.cards.indexOf(code);
    if (at >= 0) {
      mine.cards.splice(at, 1);
      write(from, mine);
    }
    if (theirs.cards.indexOf(code) < 0) {
      theirs.cards.push(code);
      write(to, theirs);
    }
    refresh();
    var where = listFor(figure, to).querySelector(".hand-where").textContent.trim();
    say(t("{card} moved to {where}.", {
      card: pretty(code), where: where.charAt(0).toLowerCase() + where.slice(1)
    }));
    button.focus();
  }

  function chipsOf(figure) {
    return Array.prototype.slice.call(figure.querySelectorAll("button[data-detection]"));
  }

  function boxOf(chip) {
    var figure = chip.closest("[data-photo]");
    return figure.querySelector('g[data-detection="' + chip.getAttribute("data-detection") + '"]');
  }

  // Where a card read stands against the hands as they are now in the fields.
  function stateOf(chip) {
    var side = sideOf(chip);
    var code = chip.getAttribute("data-card");
    if (read(side).cards.indexOf(code) >= 0) {
      return "in";
    }
    return read(other(side)).cards.indexOf(code) >= 0 ? "conflict" : "out";
  }

  function refresh() {
    panel.querySelectorAll("[data-photo]").forEach(function (figure) {
      var conflictNote = figure.querySelector("[data-conflict-note]");
      if (isBoth(figure)) {
        place(figure);
      }
      chipsOf(figure).forEach(function (chip) {
        var side = sideOf(chip);
        var state = stateOf(chip);
        var code = chip.getAttribute("data-card");
        var fixed = code !== chip.getAttribute("data-read");
        var unsure = chip.getAttribute("data-unsure") === "yes" && !fixed && state !== "out" &&
          chip.getAttribute("data-checked") !== "yes";
        var note = "";
        if (state === "conflict") {
          note = t("also in {hand}", { hand: handOf(other(side)) });
        } else if (state === "out") {
          note = t("left out");
        } else if (fixed) {
          note = t("was {card}", { card: pretty(chip.getAttribute("data-read")) });
        } else if (unsure) {
          note = t("unsure: check it");
        }
        var box = boxOf(chip);
        [chip, box].forEach(function (element) {
          if (!element) {
            return;
          }
          ["in", "conflict", "out", "read"].forEach(function (name) {
            element.classList.toggle("state-" + name, name === state);
          });
          element.classList.toggle("unsure", unsure);
          element.classList.toggle("is-fixed", fixed);
          element.classList.toggle("is-open", chip === open);
        });
        chip.querySelector("[data-read-label]").textContent = pretty(code);
        chip.querySelector("[data-read-label]").className =
          "read-label " + ("HD".indexOf(code[1]) >= 0 ? "red" : "black");
        chip.querySelector("[data-read-note]").textContent = note;
        // Spoken from what it shows (card, sureness, note) and its hidden ": tap to fix it".
        chip.removeAttribute("aria-label");
        if (box) {
          box.querySelector("[data-box-label]").textContent = pretty(code) + (unsure ? "?" : "");
        }
      });
      if (conflictNote) {  // the server's line about conflicts, until none is left
        conflictNote.hidden = !figure.querySelector("button.read-card.state-conflict");
      }
      // The count of unsure cards and the advice to check them, until each is fixed,
      // checked or left out.
      var unsureLeft = figure.querySelectorAll("button.read-card.unsure").length;
      var unsureCount = figure.querySelector("[data-unsure-count]");
      if (unsureCount) {
        unsureCount.hidden = unsureLeft === 0;
        unsureCount.querySelector(".unsure-count").textContent =
          t("{n} unsure", { n: unsureLeft });
      }
      var unsureNote = figure.querySelector("[data-unsure-note]");
      if (unsureNote) {
        unsureNote.hidden = unsureLeft === 0;
      }
    });
    if (open) {
      describe(open);
    }
  }

  // -- fixing one card ------------------------------------------------------------------------

  function describe(chip) {
    var side = sideOf(chip);
    var code = chip.getAttribute("data-card");
    var readCode = chip.getAttribute("data-read");
    var state = stateOf(chip);
    var values = { card: pretty(readCode), sure: chip.getAttribute("data-sure"), now: pretty(code) };
    fixTitle.textContent = code !== readCode ? t("Read as {card} ({sure} % sure), now {now}", values) :
      t("Read as {card} ({sure} % sure)", values);
    fixState.textContent = {
      "in": t("{card} is in {hand}.", { card: pretty(code), hand: handOf(side) }),
      "conflict": t("{card} is in {hand}, and a card cannot be in both: choose the card this " +
        "really is, move it to this hand, or leave it out.",
        { card: pretty(code), hand: handOf(other(side)) }),
      "out": t("{card} is left out of {hand}.", { card: pretty(code), hand: handOf(side) })
    }[state];
    label();
    fix.querySelector('[data-fix="move"]').hidden = state !== "conflict";
    fix.querySelector('[data-fix="remove"]').hidden = state !== "in";
    fix.querySelector('[data-fix="restore"]').hidden = state !== "out";
  }

  // The main button says what it does: keep the card as read, or change it to the one chosen.
  function label() {
    var button = fix.querySelector('[data-fix="change"]');
    var code = open ? open.getAttribute("data-card") : "";
    button.textContent = fixCard.value === code ? t("Yes, it is {card}", { card: pretty(code) }) :
      t("Change it to {card}", { card: pretty(fixCard.value) });
  }

  function openFix(chip) {
    open = chip;
    chip.closest("[data-photo]").appendChild(fix);
    fixCard.value = chip.getAttribute("data-card");
    fixMessage.textContent = "";
    fix.hidden = false;
    refresh();
    fixCard.focus();
  }

  function closeFix() {
    var chip = open;
    open = null;
    fix.hidden = true;
    refresh();
    if (chip) {
      chip.focus();
    }
  }

  function act(action) {
    if (action === "close" || !open) {
      closeFix();
      return;
    }
    var chip = open;
    var side = sideOf(chip);
    var code = chip.getAttribute("data-card");
    var mine = read(side);
    var theirs = read(other(side));
    var at = mine.cards.indexOf(code);
    if (action === "change") {
      var chosen = fixCard.value;
      if (chosen !== code && theirs.cards.indexOf(chosen) >= 0) {
        fixMessage.textContent = t("{card} is in {hand}. Fix that hand first, or choose " +
          "another card.", { card: pretty(chosen), hand: handOf(other(side)) });
        return;
      }
      if (chosen !== code && mine.cards.indexOf(chosen) >= 0) {
        fixMessage.textContent = t("{card} is already in this hand.", { card: pretty(chosen) });
        return;
      }
      if (at >= 0) {
        mine.cards.splice(at, 1);
      }
      if (chosen === code && theirs.cards.indexOf(code) >= 0) {
        fixMessage.textContent = t("{card} is in {hand}: choose the card this really is, or " +
          "move it.", { card: pretty(code), hand: handOf(other(side)) });
        return;
      }
      mine.cards.push(chosen);
      chip.setAttribute("data-card", chosen);
      chip.setAttribute("data-checked", "yes");
      write(side, mine);
    } else if (action === "move") {
      theirs.cards.splice(theirs.cards.indexOf(code), 1);
      write(other(side), theirs);
      mine = read(side);
      mine.cards.push(code);
      chip.setAttribute("data-checked", "yes");
      write(side, mine);
    } else if (action === "remove" && at >= 0) {
      mine.cards.splice(at, 1);
      write(side, mine);
    } else if (action === "restore" && theirs.cards.indexOf(code) < 0 && at < 0) {
      mine.cards.push(code);
      write(side, mine);
    }
    closeFix();
  }

  // -- sending a photo ------------------------------------------------------------------------

  function say(message, isError) {
    status.textContent = message;
    status.classList.toggle("is-error", Boolean(isError));
  }

  function chosenSide() {
    var checked = panel.querySelector("[data-photo-side]:checked");
    return checked ? checked.value : "knocker";
  }

  function reveal(root) {
    root.querySelectorAll("[data-photo-js]").forEach(function (element) {
      element.hidden = false;
    });
    root.querySelectorAll("[data-photo-nojs]").forEach(function (element) {
      element.hidden = true;
    });
  }

  function faultOf(page, response) {
    var problem = page.querySelector(".problem, .error-summary, main p");
    var text = problem ? problem.textContent.trim() : "";
    return text || t("The photo could not be read (the app answered {status}).",
      { status: response.status });
  }

  function take(page, response, side) {
    var answered = page.querySelector("[data-photo-panel]");
    var disclosure = panel.closest("details");
    if (disclosure) {
      disclosure.open = true;  // what the photo gave is shown, even if the panel was closed
    }
    if (!answered) {
      say(faultOf(page, response), true);
      return;
    }
    if (open) {
      closeFix();
    }
    var readings = panel.querySelector("[data-photo-readings]");
    var fresh = answered.querySelector("[data-photo-readings]");
    readings.replaceWith(document.importNode(fresh, true));
    reveal(panel);
    var answeredStatus = answered.querySelector("[data-photo-status]");
    say(answeredStatus.textContent.trim(), !response.ok);
    if (response.ok && side === "both") {
      SIDES.forEach(function (each) {
        var filled = page.querySelector('[data-cards="' + each + '"]');
        if (filled) {
          fields[each].value = filled.value;
          fields[each].dispatchEvent(new Event("input", { bubbles: true }));
        }
      });
      var both = panel.querySelector('[data-photo-side][value="both"]');
      if (both) {
        both.checked = true;
      }
      setUp();
    } else if (response.ok) {
      var filled = page.querySelector('[data-cards="' + side + '"]');
      if (filled) {
        fields[side].value = filled.value;
        fields[side].dispatchEvent(new Event("input", { bubbles: true }));
      }
      // The photo side moves on to the other hand only once this one is complete (10 cards):
      // after a photo that read 7, the next photo is most likely of the same hand again.
      var next = answered.querySelector("[data-photo-side]:checked");
      var complete = fields[side].value.trim().split(/[\s,;]+/).filter(Boolean).length >= 10;
      var nextSide = next && (complete ? next.value : side);
      var mine = nextSide && panel.querySelector('[data-photo-side][value="' + nextSide + '"]');
      if (mine) {
        mine.checked = true;
      }
    }
  }

  // Send the photo chosen in ``input``; ``both``: a photo of both hands (the quick button).
  function send(input, both) {
    var file = input.files && input.files[0];
    if (!file) {
      return;
    }
    if (maxBytes && file.size > maxBytes) {
      say(t("The photo is too large to send: {size} MB, and at most {limit} MB can be sent. " +
        "Take it again at a lower resolution.", {
          size: (file.size / 1048576).toFixed(1), limit: Math.round(maxBytes / 1048576)
        }), true);
      input.value = "";
      return;
    }
    var side = both ? "both" : chosenSide();
    var body = new FormData(form);  // every field and the CSRF token, as the form sends them
    if (both) {
      body.set("photo", file);
      body.set("photo_side", "both");
    }
    panel.classList.add("is-busy");
    say(side === "both" ? t("Reading both hands…") : t("Reading {whose}…", { whose: whoseCards(side) }));
    input.disabled = true;
    fetch(panel.getAttribute("data-upload-url"), {
      method: "POST", body: body, credentials: "same-origin"
    }).then(function (response) {
      return response.text().then(function (html) {
        take(new DOMParser().parseFromString(html, "text/html"), response, side);
      });
    }).catch(function () {
      say(t("The photo could not be sent (is the app still running, and the tablet on its " +
        "network?). Try again."), true);
    }).then(function () {
      panel.classList.remove("is-busy");
      input.disabled = false;
      input.value = "";
      refresh();
    });
  }

  // The buttons of each photo of both hands (once per photo shown).
  function setUp() {
    panel.querySelectorAll('[data-photo][data-side="both"]').forEach(knockButtons);
  }

  // -- wiring ---------------------------------------------------------------------------------

  fileInput.addEventListener("change", function () {
    send(fileInput, false);
  });
  if (bothInput) {
    bothInput.addEventListener("change", function () {
      send(bothInput, true);
    });
  }
  panel.addEventListener("click", function (event) {
    var target = event.target.closest ?
      event.target.closest("[data-fix], [data-detection], [data-move], [data-knock]") : null;
    if (!target || !panel.contains(target)) {
      return;
    }
    if (target.hasAttribute("data-move")) {
      moveCard(target);
      return;
    }
    if (target.hasAttribute("data-knock")) {
      knocked(target);
      return;
    }
    if (target.hasAttribute("data-fix")) {
      act(target.getAttribute("data-fix"));
      return;
    }
    var figure = target.closest("[data-photo]");
    var chip = figure && figure.querySelector('button[data-detection="' +
      target.getAttribute("data-detection") + '"]');
    if (chip) {
      if (chip === open) {
        closeFix();
      } else {
        openFix(chip);
      }
    }
  });
  fixCard.addEventListener("change", function () {
    fixMessage.textContent = "";
    label();
  });
  fix.addEventListener("keydown", function (event) {
    if (event.key === "Escape") {
      closeFix();
    }
  });
  form.addEventListener("input", function (event) {
    if (event.target === fields.knocker || event.target === fields.defender ||
        event.target.hasAttribute("data-name-input")) {
      refresh();
    }
  });
  form.addEventListener("change", refresh);
  form.addEventListener("picker:change", refresh);
  if (sendButton) {
    sendButton.remove();  // the photo goes as soon as it is chosen
  }
  reveal(form);
  setUp();
  refresh();
})();
