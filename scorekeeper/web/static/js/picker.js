// The 52-card picker: tap the knocker's, the defender's cards and the upcard.
// It writes the same text fields a player could type into (and reads them back
// as they are typed), so the form posts exactly as it does without JavaScript.
// A card in one hand cannot be tapped for the other; the upcard may be any card.
// Names come from the form: text fields marked data-name-input="knocker"/"defender" (settle
// a hand), or the checked knocker radio, whose data-opponent names the defender (a match).
(function () {
  "use strict";

  var form = document.querySelector("form[data-picker-form]");
  var picker = document.getElementById("picker");
  if (!form || !picker || !window.scorekeeperPage) {
    return;
  }

  var SUIT_ORDER = "SHDC";
  var RANK_ORDER = "A23456789TJQK";
  var SUIT_LETTER = { "♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S" };
  var SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
  // The page's words (data-words on the picker, from the catalogue): page.js.
  var t = window.scorekeeperPage.translator(picker);
  function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  var ROLE = { knocker: t("Knocker"), defender: t("Defender"), upcard: t("Upcard") };
  var MAX = { knocker: 11, defender: 10, upcard: 1 };
  var BADGE = { knocker: t("K"), defender: t("D"), upcard: t("UP") };

  var inputs = {
    knocker: form.querySelector('[data-cards="knocker"]'),
    defender: form.querySelector('[data-cards="defender"]'),
    upcard: form.querySelector('[data-cards="upcard"]')
  };
  if (!inputs.upcard) {
    delete inputs.upcard;  // a match without Oklahoma has no upcard to tap
  }
  // One hand only ("Can I knock?"): the cards just drawn, 10 or 11 of them.
  var oneHand = !inputs.defender;
  if (oneHand) {
    delete inputs.defender;
    BADGE.knocker = "✓";  // no knocker or defender here: a tapped card is simply in the hand
  }
  var buttons = Array.prototype.slice.call(picker.querySelectorAll("[data-card]"));
  var targets = Array.prototype.slice.call(picker.querySelectorAll("[data-target]"));
  var status = document.getElementById("picker-status");
  var liveCounts = document.querySelector("[data-live-counts]");
  var clearButton = picker.querySelector('[data-clear="current"]');
  var clearLabel = picker.querySelector("[data-clear-label]");

  // Each side: the cards read from its field (canonical codes) and the pieces
  // that are not cards (kept, so the server names them when the form is sent).
  var state = { knocker: [], defender: [], upcard: [] };
  var stray = { knocker: [], defender: [], upcard: [] };
  var twice = { knocker: [], defender: [], upcard: [] };
  var current = "knocker";

  // The page language's own rank letters (German B D for Bube, Dame), read in the rank's place.
  var LOCAL_RANKS = {};
  try {
    LOCAL_RANKS = JSON.parse(picker.getAttribute("data-rank-letters") || "{}") || {};
  } catch (error) {
    LOCAL_RANKS = {};
  }

  function parseCard(text) {
    var cleaned = text.trim().toUpperCase().replace(/[\uFE0E\uFE0F]/g, "");
    if (cleaned.length === 2 && Object.prototype.hasOwnProperty.call(LOCAL_RANKS, cleaned[0])) {
      cleaned = LOCAL_RANKS[cleaned[0]] + cleaned[1];
    }
    var match = /^(10|[2-9AJQKT])([CDHS♣♦♥♠♧♢♡♤])$/.exec(cleaned);
    if (!match) {
      return null;
    }
    var rank = match[1] === "10" ? "T" : match[1];
    return rank + (SUIT_LETTER[match[2]] || match[2]);
  }

  function pretty(code) {
    return (code[0] === "T" ? "10" : code[0]) + SUIT_SYMBOL[code[1]];
  }

  function compare(a, b) {
    return SUIT_ORDER.indexOf(a[1]) - SUIT_ORDER.indexOf(b[1]) ||
      RANK_ORDER.indexOf(a[0]) - RANK_ORDER.indexOf(b[0]);
  }

  function read(side) {
    var codes = [];
    var pieces = [];
    var repeated = [];
    inputs[side].value.split(/[\s,;]+/).forEach(function (piece) {
      if (!piece) {
        return;
      }
      var code = parseCard(piece);
      if (code && codes.indexOf(code) < 0) {
        codes.push(code);
      } else {
        pieces.push(piece);
        if (code) {
          repeated.push(code);
        }
      }
    });
    state[side] = codes;
    stray[side] = pieces;
    twice[side] = repeated;
  }

  function write(side) {
    inputs[side].value = state[side].slice().sort(compare).concat(stray[side]).join(" ");
    // Tell others on the page (photos.js) that a hand changed; setting .value fires nothing.
    form.dispatchEvent(new CustomEvent("picker:change", { detail: { side: side } }));
  }

  function typedName(side) {
    return window.scorekeeperPage.typedName(form, side);
  }

  function nameOf(side) {
    return typedName(side) || (side === "knocker" ? t("the knocker") : t("the defender"));
  }

  function holder(code) {
    if (state.knocker.indexOf(code) >= 0) {
      return "knocker";
    }
    if (state.defender.indexOf(code) >= 0) {
      return "defender";
    }
    return null;
  }

  function inBoth(code) {
    return state.knocker.indexOf(code) >= 0 && state.defender.indexOf(code) >= 0;
  }

  function say(message, warn) {
    status.textContent = message;
    status.classList.toggle("warn", Boolean(warn));
  }

  function countText(side) {
    if (side === "upcard") {
      return state.upcard.length ? pretty(state.upcard[0]) : t("none");
    }
    var n = state[side].length;
    if (oneHand) {
      return String(n);
    }
    return side === "knocker" && n === 11 ? t("11 (Big Gin)") : n + "/10";
  }

  function render() {
    buttons.forEach(function (button) {
      var code = button.getAttribute("data-card");
      var owner = holder(code);
      var both = inBoth(code);  // typed into both hands: the server will refuse it
      var isUpcard = state.upcard.indexOf(code) >= 0;
      var blocked = current !== "upcard" && owner !== null && owner !== current && !both;
      var pressed = current === "upcard" ? isUpcard : owner === current;
      button.classList.toggle("is-knocker", owner === "knocker");
      button.classList.toggle("is-defender", owner === "defender");
      button.classList.toggle("is-upcard", isUpcard);
      button.classList.toggle("is-conflict", both);
      button.setAttribute("aria-pressed", pressed ? "true" : "false");
      button.setAttribute("aria-disabled", blocked ? "true" : "false");
      var badges = [];
      if (both) {
        badges.push(BADGE.knocker, BADGE.defender);
      } else if (owner) {
        badges.push(BADGE[owner]);
      }
      if (isUpcard) {
        badges.push(BADGE.upcard);
      }
      button.querySelector(".owner").textContent = badges.join("·");
      var label = button.getAttribute("data-label");
      if (both) {
        label += t(", in both hands");
      } else if (owner) {
        label += t(", in {name}'s hand", { name: nameOf(owner) });
      }
      if (isUpcard) {
        label += t(", the upcard");
      }
      // Spoken from the button's own text (no aria-label, which would hide the visible "A♠").
      button.querySelector("[data-spoken]").textContent = label;
    });
    targets.forEach(function (target) {
      var side = target.getAttribute("data-target");
      target.setAttribute("aria-pressed", side === current ? "true" : "false");
      target.classList.toggle("full", side !== "upcard" && state[side].length >= 10);
    });
    document.querySelectorAll("[data-count-for]").forEach(function (element) {
      element.textContent = countText(element.getAttribute("data-count-for"));
    });
    document.querySelectorAll("[data-name-for]").forEach(function (element) {
      element.textContent = typedName(element.getAttribute("data-name-for"));
    });
    if (liveCounts) {
      var upcardOffered = inputs.upcard && document.body.getAttribute("data-oklahoma") !== "off";
      liveCounts.textContent = oneHand ? t("Cards: {n}", { n: countText("knocker") }) :
        t("Knocker {knocker} · Defender {defender}",
          { knocker: countText("knocker"), defender: countText("defender") }) +
        (upcardOffered ? t(" · Upcard {upcard}", { upcard: countText("upcard") }) : "");
    }
    if (clearLabel) {
      clearLabel.textContent = oneHand ? t("the cards") : current === "upcard" ? t("the upcard") :
        t("{name}'s cards", { name: nameOf(current) });
    }
  }

  // ---- What is wrong with a typed hand, said next to its field as it is typed ----

  function listed(items) {
    return items.length < 2 ? items.join("") :
      items.slice(0, -1).join(", ") + t(" and ") + items[items.length - 1];
  }

  // The faults of one side; `complete`: also a count short of a full hand (when sending).
  function faults(side, complete) {
    var found = [];
    var notCards = stray[side].filter(function (piece) { return !parseCard(piece); });
    if (notCards.length) {
      found.push(t(notCards.length > 1 ? "{cards} are not cards (ranks A 2–10 J Q K, suits S H D C)." :
        "{cards} is not a card (ranks A 2–10 J Q K, suits S H D C).", { cards: listed(notCards) }));
    }
    if (twice[side].length) {
      found.push(t("{cards} typed twice.", { cards: listed(twice[side].map(pretty)) }));
    }
    if (side === "defender") {
      var shared = state.defender.filter(function (code) { return state.knocker.indexOf(code) >= 0; });
      if (shared.length) {
        found.push(t(shared.length > 1 ? "{cards} are in both hands." : "{cards} is in both hands.",
          { cards: listed(shared.map(pretty)) }));
      }
    }
    var n = state[side].length;
    if (side === "upcard") {
      if (n > 1) {
        found.push(t("One upcard only: {cards}.", { cards: listed(state.upcard.map(pretty)) }));
      }
      return found;
    }
    var most = MAX[side];
    if (oneHand && (n > most || (complete && n < 10))) {
      found.push(t("{n} cards: tap 10, or 11 with the card just drawn.", { n: n }));
    } else if (n > most || (complete && n < 10)) {
      var needs = side === "knocker" ?
        (n === 1 ? "{name}'s hand has {n} card; it needs 10 (11 for Big Gin)." :
          "{name}'s hand has {n} cards; it needs 10 (11 for Big Gin).") :
        (n === 1 ? "{name}'s hand has {n} card; it needs 10." : "{name}'s hand has {n} cards; it needs 10.");
      var sentence = t(needs, { name: nameOf(side), n: n });
      found.push(typedName(side) ? sentence : capital(sentence));
    }
    return found;
  }

  function errorLine(side) {
    var input = inputs[side];
    var id = "live-error-" + side;
    var line = document.getElementById(id);
    if (!line) {
      line = document.createElement("p");
      line.id = id;
      line.className = "field-error live-error";
      line.setAttribute("data-live-error", side);
      line.hidden = true;
      var field = input.closest(".field") || input.parentNode;
      field.appendChild(line);
      var described = (input.getAttribute("aria-describedby") || "").split(" ").filter(Boolean);
      if (described.indexOf(id) < 0) {
        described.push(id);
        input.setAttribute("aria-describedby", described.join(" "));
      }
    }
    return line;
  }

  // Show each side's faults next to its field; returns the sides that have one.
  function check(complete) {
    var wrong = [];
    Object.keys(inputs).forEach(function (side) {
      var found = faults(side, complete);
      var line = errorLine(side);
      line.textContent = found.join(" ");
      line.hidden = !found.length;
      inputs[side].setAttribute("aria-invalid", found.length ? "true" : "false");
      if (found.length) {
        wrong.push(side);
      }
    });
    return wrong;
  }

  function choose(side) {
    current = side;
    say(side === "upcard" ? t("Tap the first upcard (it may be in a hand).") :
      t("Tap {name}'s cards.", { name: nameOf(side) }));
    render();
  }

  function tap(code) {
    if (current === "upcard") {
      state.upcard = state.upcard[0] === code ? [] : [code];
      stray.upcard = [];
      write("upcard");
      say(state.upcard.length ? t("Upcard {card}.", { card: pretty(code) }) : t("No upcard."));
      render();
      return;
    }
    var side = current;
    var owner = inBoth(code) ? side : holder(code);
    if (owner && owner !== side) {
      say(t("{card} is in {name}'s hand. Tap {role} above to take it back.",
        { card: pretty(code), name: nameOf(owner), role: ROLE[owner] }), true);
      return;
    }
    var cards = state[side];
    var at = cards.indexOf(code);
    if (at >= 0) {
      cards.splice(at, 1);
      say(t("{card} taken back from {name}'s hand.", { card: pretty(code), name: nameOf(side) }));
    } else if (cards.length >= MAX[side]) {
      say(t("{name} already has {n} cards; tap one to take it back.",
        { name: nameOf(side), n: cards.length }), true);
      return;
    } else {
      cards.push(code);
      say(t("{card} to {name} ({count}).", { card: pretty(code), name: nameOf(side), count: countText(side) }));
    }
    write(side);
    if (!oneHand && side === "knocker" && at < 0 && cards.length === 10 &&
        state.defender.length === 0) {
      current = "defender";
      say(t("Ten cards for {knocker}. Now tap {defender}'s cards.",
        { knocker: nameOf("knocker"), defender: nameOf("defender") }));
    }
    render();
  }

  buttons.forEach(function (button) {
    button.addEventListener("click", function () {
      tap(button.getAttribute("data-card"));
    });
  });
  targets.forEach(function (target) {
    target.addEventListener("click", function () {
      choose(target.getAttribute("data-target"));
    });
  });
  Object.keys(inputs).forEach(function (side) {
    inputs[side].addEventListener("input", function () {
      read(side);
      render();
      // The server's message about this field is out of date once it is typed in again.
      var field = inputs[side].closest(".field");
      if (field) {
        field.querySelectorAll(".field-error:not(.live-error)").forEach(function (old) {
          old.hidden = true;
        });
      }
      check(false);
    });
  });
  // A hand that cannot be settled is not sent: say what is wrong next to its field instead.
  // (Sending a photo to be read is another matter: it goes with the hands as they are.)
  form.addEventListener("submit", function (event) {
    if (event.submitter && event.submitter.hasAttribute("data-photo-send")) {
      return;
    }
    var wrong = check(true);
    if (wrong.length) {
      event.preventDefault();
      event.stopImmediatePropagation();
      say(t("Not sent: {fault}", { fault: faults(wrong[0], true)[0] }), true);
      inputs[wrong[0]].focus();
    }
  }, true);
  form.addEventListener("change", render);  // the rules (Oklahoma or not) decide the upcard
  form.querySelectorAll("[data-name-input]").forEach(function (input) {
    input.addEventListener("input", render);
    input.addEventListener("change", render);
  });
  if (clearButton) {
    clearButton.addEventListener("click", function () {
      state[current] = [];
      stray[current] = [];
      write(current);
      say(t("Cleared."));
      render();
    });
  }

  Object.keys(inputs).forEach(read);
  picker.hidden = false;
  render();
})();
