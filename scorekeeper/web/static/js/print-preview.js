// Fits each sheet preview to its panel, as a print preview does: the framed sheet is laid
// out at its paper's width and scaled down to fit, not squeezed into a narrower column, and
// the frame is one sheet of that paper tall (a longer sheet scrolls inside it). Without this
// script the frame keeps the panel's width and scrolls sideways.
(function () {
  "use strict";

  var PX_PER_MM = 96 / 25.4;

  function fit(frame) {
    var holder = frame.parentElement;
    var natural = parseFloat(frame.getAttribute("data-page-width-mm")) * PX_PER_MM;
    var tall = parseFloat(frame.getAttribute("data-page-height-mm")) * PX_PER_MM;
    if (!holder || !natural || !tall) {
      return;
    }
    var scale = Math.min(1, holder.clientWidth / natural);
    var shown = Math.round(tall * scale);
    frame.classList.add("fitted");
    frame.style.width = natural + "px";
    frame.style.height = tall + "px";
    frame.style.transform = "scale(" + scale + ")";
    holder.style.height = shown + "px";
  }

  function fitAll() {
    document.querySelectorAll("[data-sheet-frame]").forEach(fit);
  }

  window.addEventListener("resize", fitAll);
  fitAll();
}());
