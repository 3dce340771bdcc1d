// What picker.js and photos.js share, loaded before either: the page's words and the players'
// names as the form gives them. Nothing here touches the page.
window.scorekeeperPage = (function () {
  "use strict";

  // A translator from an element's data-words (the page's words, keyed by their English
  // text, from the catalogue); a word not there is its English key. "{name}" is filled in.
  function translator(element) {
    var words = {};
    try {
      words = JSON.parse((element && element.getAttribute("data-words")) || "{}") || {};
    } catch (error) {
      words = {};
    }
    return function (key, values) {
      var text = Object.prototype.hasOwnProperty.call(words, key) ? words[key] : key;
      return text.replace(/\{(\w+)\}/g, function (whole, name) {
        return values && Object.prototype.hasOwnProperty.call(values, name) ? values[name] : whole;
      });
    };
  }

  // The name of the "knocker" or "defender" as typed in `form` (settle a hand: text fields
  // marked data-name-input), or as chosen (a match: the checked knocker radio, whose
  // data-opponent names the defender); "" while not known.
  function typedName(form, side) {
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

  return { translator: translator, typedName: typedName };
})();
