// Rule options: when the preset changes, show each option's default under it,
// mark options set away from the preset, and tell the page whether Oklahoma is on.
// The form works without this script: the server reads the same fields.
(function () {
  "use strict";

  var select = document.querySelector("[data-preset-select]");
  if (!select) {
    return;
  }
  var note = document.querySelector("[data-preset-note]");
  var options = Array.prototype.slice.call(document.querySelectorAll("[data-preset-values]"));

  function presetValues(element, attribute) {
    try {
      return JSON.parse(element.getAttribute(attribute || "data-preset-values")) || {};
    } catch (error) {
      return {};
    }
  }

  // The value (data-preset-values) or, with a second argument, the words the page shows for it
  // in its language (data-preset-words).
  function valueUnderPreset(element, preset, attribute) {
    var values = presetValues(element, attribute);
    return Object.prototype.hasOwnProperty.call(values, preset) ? values[preset] : values.standard;
  }

  function control(element) {
    return element.querySelector("input, select");
  }

  function effective(name) {
    var element = document.querySelector('[data-option="' + name + '"]');
    if (!element) {
      return null;
    }
    var own = control(element).value.trim();
    return own !== "" ? own : valueUnderPreset(element, select.value);
  }

  function update() {
    var preset = select.value;
    var chosen = select.options[select.selectedIndex];
    if (note && chosen) {
      note.textContent = chosen.getAttribute("data-note") || "";
    }
    options.forEach(function (element) {
      var value = valueUnderPreset(element, preset);
      var words = valueUnderPreset(element, preset, "data-preset-words");
      element.querySelectorAll("[data-preset-value]").forEach(function (span) {
        span.textContent = words;
      });
      var input = element.querySelector("[data-preset-placeholder]");
      if (input) {
        input.placeholder = value;
      }
      var blank = element.querySelector("[data-preset-option]");
      if (blank) {
        blank.textContent = (blank.getAttribute("data-template") || "({value})").replace("{value}", words);
      }
      element.classList.toggle("changed", control(element).value.trim() !== "");
    });
    var named = document.querySelector("[data-rules-name]");
    if (named) {
      named.textContent = chosen ? chosen.textContent.trim() : preset;  // the preset's name in words
    }
    var oklahoma = effective("oklahoma");
    document.body.setAttribute("data-oklahoma", oklahoma === "on" ? "on" : "off");
  }

  select.addEventListener("change", update);
  options.forEach(function (element) {
    control(element).addEventListener("input", update);
    control(element).addEventListener("change", update);
  });
  update();
})();
