"""Who may open the app: this computer freely, a tablet on the network with the passphrase."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from email.utils import parsedate_to_datetime

import pytest
from access_helpers import (
    PASSPHRASE,
    TABLET_ADDRESS,
    network_client,
    session_cookie,
    set_passphrase,
    sign_in,
)
from html_reading import Elements

from scorekeeper.web import create_app
from scorekeeper.web.core.config import ConfigError


@pytest.fixture
def guest(app):
    """A tablet on the home network, not signed in; the household passphrase is set."""
    set_passphrase(app)
    return network_client(app)


def test_this_computer_opens_the_app_without_a_passphrase(client):
    assert client.get("/matches").status_code == 200
    assert client.post("/api/matches", json={"players": ["Ann", "Bob"]}).status_code == 201


def test_a_tablet_on_the_network_is_sent_to_sign_in(guest):
    response = guest.get("/matches?status=open")
    assert response.status_code == 303
    assert response.headers["Location"] == "/signin?next=/matches%3Fstatus%3Dopen"
    page = Elements(guest.get(response.headers["Location"]).text)
    assert "Type the household passphrase once" in page.text
    assert page.find("input", type="password", name="passphrase",
                     autocomplete="current-password")
    assert page.find("input", type="hidden", name="next", value="/matches?status=open")


def test_nothing_but_the_sign_in_page_is_open_before_signing_in(guest):
    assert guest.get("/").status_code == 303
    assert guest.get("/players").status_code == 303
    assert guest.get("/no/such/page").status_code == 303  # not even whether a page exists
    api = guest.get("/api/matches")
    assert api.status_code == 401
    assert api.get_json()["error"].startswith("sign in first")
    assert guest.post("/api/settle", json={}).status_code == 401
    refused = guest.post("/matches/new", data={"player_1": "Ann", "player_2": "Bob"})
    assert refused.status_code == 401
    assert "Sign in with the household passphrase first; nothing was changed." in refused.text
    # What the sign-in page itself needs stays open.
    assert guest.get("/static/css/app.css").status_code == 200
    assert guest.get("/manifest.webmanifest").status_code == 200
    assert guest.get("/api/csrf").get_json()["passphrase_needed"] is True


def test_the_right_passphrase_opens_the_app_and_keeps_it_open(guest, app):
    response = sign_in(guest, next_path="/players")
    assert response.status_code == 303
    assert response.headers["Location"] == "/players"
    assert guest.get("/matches").status_code == 200
    assert guest.post("/api/matches", json={"players": ["Ann", "Bob"]}).status_code == 201
    cookie = session_cookie(response)
    assert "HttpOnly" in cookie
    assert "SameSite=Lax" in cookie
    assert "Secure" not in cookie  # plain HTTP on the home network; see SESSION_COOKIE_SECURE
    expires = parsedate_to_datetime(re.search(r"Expires=([^;]+)", cookie).group(1))
    assert expires - datetime.now(UTC) > timedelta(days=399)  # the tablet stays signed in


def test_the_session_survives_a_restart_of_the_server(guest, app):
    sign_in(guest)
    restarted = create_app({"TESTING": True})  # the same instance folder, the same key
    other = network_client(restarted)
    other.set_cookie("scorekeeper_session", guest.get_cookie("scorekeeper_session").value)
    assert other.get("/matches").status_code == 200


def test_a_wrong_passphrase_is_refused_and_says_so(guest):
    response = sign_in(guest, "three blind rats")
    assert response.status_code == 401
    page = Elements(response.text)
    assert "That is not the household passphrase." in page.text
    assert page.find("input", name="passphrase", aria_invalid="true")
    assert guest.get("/matches").status_code == 303


def test_spaces_around_the_passphrase_do_not_matter(guest):
    assert sign_in(guest, f"  {PASSPHRASE} ").status_code == 303


def test_after_signing_in_only_local_paths_are_followed(guest):
    for target in ("https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:x"):
        assert sign_in(guest, next_path=target).headers["Location"] == "/"
        guest.post("/signout")


def test_signing_out(guest):
    sign_in(guest)
    page = Elements(guest.get("/matches").text)
    assert page.find("form", action="/signout")
    response = guest.post("/signout")
    assert response.headers["Location"] == "/signin"
    assert guest.get("/matches").status_code == 303


def test_a_new_passphrase_signs_every_tablet_out(guest, app):
    sign_in(guest)
    set_passphrase(app, "a brand new one")
    assert guest.get("/matches").status_code == 303
    assert sign_in(guest, PASSPHRASE).status_code == 401
    assert sign_in(guest, "a brand new one").status_code == 303


def test_without_a_passphrase_set_a_tablet_is_told_how_to_set_one(app):
    tablet = network_client(app)
    response = tablet.get("/matches")
    assert response.status_code == 503
    assert "run `scorekeeper passphrase`" in response.text
    assert tablet.get("/api/matches").status_code == 503
    assert "scorekeeper passphrase" in Elements(tablet.get("/signin").text).text


def test_signing_in_through_the_api(app):
    set_passphrase(app)
    tablet = network_client(app)
    token = tablet.get("/api/csrf").get_json()["csrf_token"]
    wrong = tablet.post("/api/signin", json={"passphrase": "nope nope"},
                        headers={"X-CSRF-Token": token})
    assert wrong.status_code == 401
    assert wrong.get_json() == {"error": "That is not the household passphrase."}
    assert tablet.post("/api/signin", json={"pass": PASSPHRASE},
                       headers={"X-CSRF-Token": token}).status_code == 400
    right = tablet.post("/api/signin", json={"passphrase": PASSPHRASE},
                        headers={"X-CSRF-Token": token})
    assert right.status_code == 200
    fresh = right.get_json()["csrf_token"]
    assert fresh != token  # a new token once signed in
    assert tablet.get("/api/matches").status_code == 200
    assert tablet.post("/api/signout", headers={"X-CSRF-Token": fresh}).status_code == 200
    assert tablet.get("/api/matches").status_code == 401


def test_the_sign_in_itself_needs_the_csrf_token(app, guest):
    """A page elsewhere cannot sign a tablet in to someone else's session."""
    forged = guest.post("/signin", data={"passphrase": PASSPHRASE}, csrf=False)
    assert forged.status_code == 403
    assert guest.get("/matches").status_code == 303


def test_require_passphrase_true_asks_this_computer_too(instance):
    app = create_app({"TESTING": True, "REQUIRE_PASSPHRASE": True})
    set_passphrase(app)
    local = network_client(app, "127.0.0.1")
    assert local.get("/matches").status_code == 303
    assert sign_in(local).status_code == 303
    assert local.get("/matches").status_code == 200


def test_require_passphrase_false_opens_it_to_everyone(instance):
    app = create_app({"TESTING": True, "REQUIRE_PASSPHRASE": "false"})
    assert network_client(app).get("/matches").status_code == 200


def test_ipv6_and_mapped_loopback_count_as_this_computer(app):
    set_passphrase(app)
    assert network_client(app, "::1").get("/matches").status_code == 200
    assert network_client(app, "::ffff:127.0.0.1").get("/matches").status_code == 200
    assert network_client(app, "fe80::1").get("/matches").status_code == 303


@pytest.mark.parametrize(("setting", "problem"), [
    ({"REQUIRE_PASSPHRASE": "sometimes"}, "REQUIRE_PASSPHRASE must be true, false or auto"),
    ({"SIGNIN_ATTEMPTS": 0}, "SIGNIN_ATTEMPTS must be a whole number (1 or more)"),
    ({"SESSION_COOKIE_SAMESITE": "None"}, "SESSION_COOKIE_SAMESITE must be Lax or Strict"),
])
def test_settings_that_would_weaken_it_are_refused(instance, setting, problem):
    with pytest.raises(ConfigError, match=re.escape(problem)):
        create_app(setting)


def test_behind_https_the_cookie_is_secure(instance):
    app = create_app({"TESTING": True, "SESSION_COOKIE_SECURE": True, "PROXIES": 1})
    set_passphrase(app)
    tablet = network_client(app, "127.0.0.1")  # the proxy, on this computer
    tablet.environ_base.update({"HTTP_X_FORWARDED_FOR": TABLET_ADDRESS,
                                "HTTP_X_FORWARDED_PROTO": "https"})
    assert tablet.get("/matches").status_code == 303  # the client's address counts, not 127…
    response = sign_in(tablet)
    assert "Secure" in session_cookie(response)


def test_the_session_key_is_kept_private_in_the_instance_folder(app, instance):
    key_file = instance / "secret_key"
    assert key_file.stat().st_mode & 0o777 == 0o600
    assert app.config["SECRET_KEY"] == key_file.read_text().strip()
    assert create_app().config["SECRET_KEY"] == app.config["SECRET_KEY"]
