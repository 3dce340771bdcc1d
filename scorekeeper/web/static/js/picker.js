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
  if (!form || !picker) {
    return;
  }

  var SUIT_ORDER = "SHDC";
  var RANK_ORDER = "A23456789TJQK";
  var SUIT_LETTER = { "♣": "C", "♦": "D", "♥": "H", "♠": "S", "♧": "C", "♢": "D", "♡": "H", "♤": "S" };
  var SUIT_SYMBOL = { C: "♣", D: "♦", H: "♥", S: "♠" };
  var ROLE = { knocker: "Knocker", defender: "Defender", upcard: "Upcard" };
  var MAX = { knocker: 11, defender: 10, upcard: 1 };
  var BADGE = { knocker: "K", defender: "D", upcard: "UP" };

  var inputs = {
    knocker: form.querySelector('[data-cards="knocker"]'),
    defender: form.querySelector('[data-cards="defender"]'),
    upcard: form.querySelector('[data-cards="upcard"]')
  };
  if (!inputs.upcard) {
    delete inputs.upcard;  // a match without Oklahoma has no upcard to tap
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
  var current = "knocker";

  function parseCard(text) {
    var cleaned = text.trim().toUpperCase().replace(/[\uFE0E\uFE0F]/g, "");
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
    inputs[side].value.split(/[\s,;]+/).forEach(function (piece) {
      if (!piece) {
        return;
      }
      var code = parseCard(piece);
      if (code && codes.indexOf(code) < 0) {
        codes.push(code);
      } else {
        pieces.push(piece);
      }
    });
    state[side] = codes;
    stray[side] = pieces;
  }

  function write(side) {
    inputs[side].value = state[side].slice().sort(compare).concat(stray[side]).join(" ");
    // Tell others on the page (photos.js) that a hand changed; setting .value fires nothing.
    form.dispatchEvent(new CustomEvent("picker:change", { detail: { side: side } }));
  }

  function typedName(side) {
    var input = form.querySelector('input[type="text"][data-name-input="' + side + '"]');
    if (input) {
      return input.value.trim();
    }
    var chosen = form.querySelector('input[type="radio"][data-name-input="knocker"]:checked');
    if (!chosen) {
      return "";
    }
    return side === "knocker" ? chosen.value : chosen.getAttribute("data-opponent") || "";
  }

  function nameOf(side) {
    return typedName(side) || (side === "knocker" ? "the knocker" : "the defender");
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
      return state.upcard.length ? pretty(state.upcard[0]) : "none";
    }
    var n = state[side].length;
    return side === "knocker" && n === 11 ? "11 (Big Gin)" : n + "/10";
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
        label += ", in both hands";
      } else if (owner) {
        label += ", in " + nameOf(owner) + "'s hand";
      }
      if (isUpcard) {
        label += ", the upcard";
      }
      button.setAttribute("aria-label", label);
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
      liveCounts.textContent = "Knocker " + countText("knocker") + " · Defender " +
        countText("defender") + (inputs.upcard ? " · Upcard " + countText("upcard") : "");
    }
    if (clearLabel) {
      clearLabel.textContent = current === "upcard" ? "the upcard" : nameOf(current) + "'s cards";
    }
  }

  function choose(side) {
    current = side;
    say(side === "upcard" ? "Tap the first upcard (it may be in a hand)." :
      "Tap " + nameOf(side) + "'s cards.");
    render();
  }

  function tap(code) {
    if (current === "upcard") {
      state.upcard = state.upcard[0] === code ? [] : [code];
      stray.upcard = [];
      write("upcard");
      say(state.upcard.length ? "Upcard " + pretty(code) + "." : "No upcard.");
      render();
      return;
    }
    var side = current;
    var owner = inBoth(code) ? side : holder(code);
    if (owner && owner !== side) {
      say(pretty(code) + " is in " + nameOf(owner) + "'s hand. Tap " + ROLE[owner] +
        " above to take it back.", true);
      return;
    }
    var cards = state[side];
    var at = cards.indexOf(code);
    if (at >= 0) {
      cards.splice(at, 1);
      say(pretty(code) + " taken back from " + nameOf(side) + "'s hand.");
    } else if (cards.length >= MAX[side]) {
      say(nameOf(side) + " already has " + cards.length + " cards; tap one to take it back.", true);
      return;
    } else {
      cards.push(code);
      say(pretty(code) + " to " + nameOf(side) + " (" + countText(side) + ").");
    }
    write(side);
    if (side === "knocker" && at < 0 && cards.length === 10 && state.defender.length === 0) {
      current = "defender";
      say("Ten cards for " + nameOf("knocker") + ". Now tap " + nameOf("defender") + "'s cards.");
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
    });
  });
  form.querySelectorAll("[data-name-input]").forEach(function (input) {
    input.addEventListener("input", render);
    input.addEventListener("change", render);
  });
  if (clearButton) {
    clearButton.addEventListener("click", function () {
      state[current] = [];
      stray[current] = [];
      write(current);
      say("Cleared.");
      render();
    });
  }

  Object.keys(inputs).forEach(read);
  picker.hidden = false;
  render();
})();
