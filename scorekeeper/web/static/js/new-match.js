// Starting a match: the first-dealer choices show the names as they are typed, a seat with
// no name cannot be chosen, and the team names are asked only when four players are named.
// Without this script the form still works: the server checks the same things.
(function () {
  "use strict";

  var form = document.getElementById("new-match-form");
  if (!form) {
    return;
  }
  var teams = form.querySelector("[data-teams]");

  function seat(n) {
    var input = form.querySelector('[name="player_' + n + '"]');
    return input ? input.value.trim() : "";
  }

  function update() {
    var named = 0;
    for (var n = 1; n <= 4; n += 1) {
      var name = seat(n);
      named += name ? 1 : 0;
      var label = form.querySelector('[data-dealer-choice="' + n + '"]');
      var text = form.querySelector('[data-seat-name="' + n + '"]');
      if (text) {
        text.textContent = name || "Player " + n;
      }
      if (label) {
        label.hidden = !name;
        var radio = label.querySelector("input");
        if (!name && radio.checked) {
          form.querySelector('[name="first_dealer"][value="cut"]').checked = true;
        }
      }
    }
    if (teams) {
      teams.hidden = named < 4;
      var first = form.querySelector('[name="team_1"]');
      var second = form.querySelector('[name="team_2"]');
      if (first && seat(1) && seat(3)) {
        first.placeholder = seat(1) + " & " + seat(3);
      }
      if (second && seat(2) && seat(4)) {
        second.placeholder = seat(2) + " & " + seat(4);
      }
    }
  }

  form.querySelectorAll('input[name^="player_"]').forEach(function (input) {
    input.addEventListener("input", update);
  });
  update();
})();
