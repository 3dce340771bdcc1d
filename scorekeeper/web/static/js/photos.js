// Read a hand from a photo: send the photo as soon as it is chosen, fill that side's cards,
// show the cards read over the photo, and let a tap fix or leave out a card.
//
// The photo travels as the page's own form would send it (new FormData(form): every field,
// the CSRF token included) to the panel's upload address; the answer is the same page the
// plain form gets, from which the photo part and the side's cards are taken. The cards are
// always written into the form's card fields (which picker.js shows), so what is sent in
// the end is what the fields say. Nothing is settled or recorded here.
(function () {
  "use strict";

  var panel = document.querySelector("[data-photo-panel]");
  if (!panel || !window.fetch || !window.FormData || !window.DOMParser) {
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
  var maxBytes = parseInt(panel.getAttribute("data-max-bytes"), 10) || 0;
  var SIDES = ["knocker", "defender"];
  var ROLE = { knocker: "the knocker", defender: "the defender" };
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
    var typed = form.querySelector('input[type="text"][data-name-input="' + side + '"]');
    if (typed) {
      return typed.value.trim();
    }
    var chosen = form.querySelector('input[type="radio"][data-name-input="knocker"]:checked');
    if (!chosen) {
      return "";
    }
    return side === "knocker" ? chosen.value : chosen.getAttribute("data-opponent") || "";
  }

  // "Ann's hand", or "the knocker's hand" before the names are known.
  function handOf(side) {
    return (typedName(side) || ROLE[side]) + "'s hand";
  }

  function whoseCards(side) {
    var name = typedName(side);
    return name ? name + "'s cards (" + ROLE[side] + ")" : ROLE[side] + "'s cards";
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
    var side = chip.closest("[data-photo]").getAttribute("data-side");
    var code = chip.getAttribute("data-card");
    if (read(side).cards.indexOf(code) >= 0) {
      return "in";
    }
    return read(other(side)).cards.indexOf(code) >= 0 ? "conflict" : "out";
  }

  function refresh() {
    panel.querySelectorAll("[data-photo]").forEach(function (figure) {
      var side = figure.getAttribute("data-side");
      var conflictNote = figure.querySelector("[data-conflict-note]");
      chipsOf(figure).forEach(function (chip) {
        var state = stateOf(chip);
        var code = chip.getAttribute("data-card");
        var fixed = code !== chip.getAttribute("data-read");
        var unsure = chip.getAttribute("data-unsure") === "yes" && !fixed && state !== "out" &&
          chip.getAttribute("data-checked") !== "yes";
        var note = "";
        if (state === "conflict") {
          note = "also in " + handOf(other(side));
        } else if (state === "out") {
          note = "left out";
        } else if (fixed) {
          note = "was " + pretty(chip.getAttribute("data-read"));
        } else if (unsure) {
          note = "unsure: check it";
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
        unsureCount.querySelector(".unsure-count").textContent = unsureLeft + " unsure";
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
    var side = chip.closest("[data-photo]").getAttribute("data-side");
    var code = chip.getAttribute("data-card");
    var readCode = chip.getAttribute("data-read");
    var state = stateOf(chip);
    fixTitle.textContent = "Read as " + pretty(readCode) + " (" + chip.getAttribute("data-sure") +
      " % sure)" + (code !== readCode ? ", now " + pretty(code) : "");
    fixState.textContent = {
      "in": pretty(code) + " is in " + handOf(side) + ".",
      "conflict": pretty(code) + " is in " + handOf(other(side)) + ", and a card cannot " +
        "be in both: choose the card this really is, move it to this hand, or leave it out.",
      "out": pretty(code) + " is left out of " + handOf(side) + "."
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
    button.textContent = fixCard.value === code ? "Yes, it is " + pretty(code) :
      "Change it to " + pretty(fixCard.value);
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
    var side = chip.closest("[data-photo]").getAttribute("data-side");
    var code = chip.getAttribute("data-card");
    var mine = read(side);
    var theirs = read(other(side));
    var at = mine.cards.indexOf(code);
    if (action === "change") {
      var chosen = fixCard.value;
      if (chosen !== code && theirs.cards.indexOf(chosen) >= 0) {
        fixMessage.textContent = pretty(chosen) + " is in " + handOf(other(side)) +
          ". Fix that hand first, or choose another card.";
        return;
      }
      if (chosen !== code && mine.cards.indexOf(chosen) >= 0) {
        fixMessage.textContent = pretty(chosen) + " is already in this hand.";
        return;
      }
      if (at >= 0) {
        mine.cards.splice(at, 1);
      }
      if (chosen === code && theirs.cards.indexOf(code) >= 0) {
        fixMessage.textContent = pretty(code) + " is in " + handOf(other(side)) +
          ": choose the card this really is, or move it.";
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
    return text || "The photo could not be read (the app answered " + response.status + ").";
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
    if (response.ok) {
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

  function send() {
    var file = fileInput.files && fileInput.files[0];
    if (!file) {
      return;
    }
    if (maxBytes && file.size > maxBytes) {
      say("The photo is too large to send: " + (file.size / 1048576).toFixed(1) + " MB, and at " +
        "most " + Math.round(maxBytes / 1048576) + " MB can be sent. Take it again at a lower " +
        "resolution.", true);
      fileInput.value = "";
      return;
    }
    var side = chosenSide();
    var body = new FormData(form);  // every field and the CSRF token, as the form sends them
    panel.classList.add("is-busy");
    say("Reading " + whoseCards(side) + "…");
    fileInput.disabled = true;
    fetch(panel.getAttribute("data-upload-url"), {
      method: "POST", body: body, credentials: "same-origin"
    }).then(function (response) {
      return response.text().then(function (html) {
        take(new DOMParser().parseFromString(html, "text/html"), response, side);
      });
    }).catch(function () {
      say("The photo could not be sent (is the app still running, and the tablet on its " +
        "network?). Try again.", true);
    }).then(function () {
      panel.classList.remove("is-busy");
      fileInput.disabled = false;
      fileInput.value = "";
      refresh();
    });
  }

  // -- wiring ---------------------------------------------------------------------------------

  fileInput.addEventListener("change", send);
  panel.addEventListener("click", function (event) {
    var target = event.target.closest ? event.target.closest("[data-fix], [data-detection]") : null;
    if (!target || !panel.contains(target)) {
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
  reveal(panel);
  refresh();
})();
