// A form marked data-once is sent once: after the first tap its submit buttons are
// disabled, so a double tap on "Confirm" sends one request. (The server refuses a second
// one anyway: it carries the match version the first one already moved on from.)
(function () {
  "use strict";

  document.querySelectorAll("form[data-once]").forEach(function (form) {
    form.addEventListener("submit", function (event) {
      if (form.getAttribute("data-sent") === "yes") {
        event.preventDefault();
        return;
      }
      form.setAttribute("data-sent", "yes");
      // Disable after the browser has read the form (a disabled button sends no value).
      window.setTimeout(function () {
        form.querySelectorAll("button[type=submit]").forEach(function (button) {
          button.disabled = true;
          button.setAttribute("aria-busy", "true");
        });
      }, 0);
    });
  });
})();
