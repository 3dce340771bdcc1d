"""The match page: totals big, the score sheet, who deals next, the game over, Hollywood."""

from __future__ import annotations

from html_reading import Elements
from match_helpers import ledger_of


def counts(knocker: str, kd: int, dd: int, **extra: object) -> dict[str, object]:
    return {"knocker": knocker, "knocker_deadwood": kd, "defender_deadwood": dd, **extra}


def play(app, players, rules="standard", hands=(), **options):
    store = ledger_of(app)
    view = store.create_match(list(players), rules, first_dealer=players[-1], **options)
    for hand in hands:
        view = store.record_hand(view.id, hand, version=view.version)
    return view


def texts(page: Elements, selector_attr: str) -> list[str]:
    return [attrs for tag, attrs in page.tags if selector_attr in attrs]


def test_totals_distance_to_the_target_and_the_sheet(app, client):
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 4, 20), counts("Bob", 0, 44, gin=True),
                                            {"wash": True}])
    page = Elements(client.get(f"/matches/{view.id}").text)
    text = page.text
    assert "Ann 16 84 to go · 1 box" in text
    assert "Bob 64 36 to go · 1 box" in text
    # The sheet, hand by hand: who dealt, what happened, who won what, the running totals.
    assert "1 Bob Ann knocked with 4; Bob had 20 Ann knock +16 16 0" in text
    assert "2 Bob Bob went gin; Ann had 44 Bob gin +64 16 64" in text
    assert "3 Ann Wash: nobody scored wash 16 64" in text
    assert "Ann deals next." in text  # the same dealer after a wash
    assert "Record hand 4" in text
    assert "Undo the recording of hand 3" in text


def test_three_players_show_who_sits_out(app, client):
    view = play(app, ["Ann", "Bob", "Cal"], hands=[counts("Ann", 5, 25)])
    text = Elements(client.get(f"/matches/{view.id}").text).text
    # Cal dealt, Ann beat Bob; the loser (Bob) deals and sits out, the winner plays on.
    assert "Bob deals next and sits out; Ann and Cal play." in text


def test_four_players_show_who_plays_whom_and_a_deal_waiting_for_its_other_table(app, client):
    view = play(app, ["Ann", "Bob", "Cal", "Dee"], hands=[counts("Ann", 5, 25)],
                teams={"Us": ["Ann", "Cal"], "Them": ["Bob", "Dee"]})
    text = Elements(client.get(f"/matches/{view.id}").text).text
    assert "Deal 1, table 2: Cal v Dee; Dee deals." in text
    assert "waiting for the other table" in text
    assert "Us 0 125 to go" in text


def test_oklahoma_shows_each_hands_upcard_and_marks_the_spade_doubling(app, client):
    view = play(app, ["Ann", "Bob"], "oklahoma",
                hands=[counts("Ann", 2, 20, upcard="5S"), counts("Bob", 3, 10, upcard="7H")])
    html = client.get(f"/matches/{view.id}").text
    page = Elements(html)
    assert "Upcard" in page.text
    sheet_cards = [attrs["data-card"] for tag, attrs in page.tags
                   if tag == "span" and "data-card" in attrs]
    assert "5S" in sheet_cards and "7H" in sheet_cards
    assert "Ann knock +36" in page.text       # (20 − 2) × 2
    assert page.text.count("×2") == 2         # the sheet and the hand list mark hand 1 only
    assert "Bob knock +7" in page.text


def test_a_won_game_shows_the_settlement_broken_down(app, client):
    # Three hands won by Ann for 110 points, Bob never scores: 110 + 3 boxes + 200 = 370.
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 0, 30, gin=True),
                                            counts("Ann", 2, 22), counts("Ann", 0, 20, gin=True)])
    assert view.tally.game_over
    page = Elements(client.get(f"/matches/{view.id}").text)
    text = page.text
    assert "Game over: Ann wins" in text
    assert "Game 1: Ann wins, a shutout" in text
    assert "Points 110 0" in text
    assert "Boxes 3 × 20 = 60 0 × 20 = 0" in text
    assert "Game bonus, doubled for the shutout 200" in text
    assert "Final 370 0" in text
    assert "Bob pays Ann 370 points" in text
    assert page.find("button", type="submit")  # start game 2 / finish
    assert "Start game 2" in text and "Finish the match" in text
    assert "Record hand" not in text
    # The sheet already says what each hand did: the list is one tap away, not a second copy.
    html = client.get(f"/matches/{view.id}").text
    collapsed = html[html.index("<details class=\"game-hands\""):]
    assert "Edit or delete a hand of this game (3)" in collapsed
    assert collapsed.index('aria-label="Edit hand 1"') < collapsed.index("</details>")


def test_stakes_turn_the_settlement_into_money(app, client):
    view = play(app, ["Ann", "Bob"], {"preset": "gin25", "stake": 0.05},
                hands=[counts("Ann", 0, 60, gin=True), counts("Bob", 5, 25),
                       counts("Ann", 0, 40, gin=True)])
    text = Elements(client.get(f"/matches/{view.id}").text).text
    payment = view.tally.games[0].payments[0]
    assert (payment.points, payment.amount) == (230, 11.5)
    assert "Bob pays Ann 230 points (11.50)" in text
    ledger_of(app).start_new_game(view.id, version=view.version)
    text = Elements(client.get(f"/matches/{view.id}").text).text
    assert "Over the match: Ann collects 230 points (11.50) from Bob." in text


def test_hollywood_shows_three_columns_side_by_side(app, client):
    view = play(app, ["Ann", "Bob"], "hollywood",
                hands=[counts("Ann", 4, 30), counts("Ann", 0, 30, gin=True),
                       counts("Bob", 2, 20), counts("Ann", 3, 40)])
    page = Elements(client.get(f"/matches/{view.id}").text)
    columns = page.find("section", data_column="1") + page.find("section", data_column="2") + \
        page.find("section", data_column="3")
    assert len(columns) == 3
    tables = [attrs["data-game"] for tag, attrs in page.tags if tag == "table"
              and "data-game" in attrs]
    assert tables == ["1", "2", "3"]
    text = page.text
    # Ann's 4th win went into all three games; game 1 closed at 113.
    assert "Game 1 to 100 Ann 113 won the game · 3 boxes Bob 18 82 to go · 1 box" in text
    assert "Game 2 to 100 Ann 87 13 to go · 2 boxes Bob 0 100 to go" in text
    assert "Game 3 to 100 Ann 37 63 to go · 1 box Bob 0 100 to go" in text
    assert "games 1, 2, 3" in text


def test_after_a_new_game_the_old_one_is_under_earlier_games(app, client):
    store = ledger_of(app)
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 0, 90, gin=True)])
    view = store.start_new_game(view.id, version=view.version)
    text = Elements(client.get(f"/matches/{view.id}").text).text
    assert "Game 2 · first to 100" in text
    assert "Earlier games" in text
    assert "Game 1: Ann won with a shutout (Ann 330, Bob 0)" in text
    assert "Over the match: Ann collects 330 points from Bob." in text


def test_a_finished_match_is_read_only_until_reopened(app, client):
    store = ledger_of(app)
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 4, 20)])
    store.finish_match(view.id, version=view.version)
    page = Elements(client.get(f"/matches/{view.id}").text)
    assert "Reopen the match" in page.text
    assert "Record hand" not in page.text
    assert not [a for t, a in page.tags if t == "a" and a.get("href", "").endswith("/edit")]


def test_an_unknown_match_is_a_404_page(client):
    response = client.get("/matches/999")
    assert response.status_code == 404
    assert "match 999" in Elements(response.text).text


def test_the_matches_list_has_open_and_finished_matches(app, client):
    store = ledger_of(app)
    first = play(app, ["Ann", "Bob"], name="Friday")
    second = play(app, ["Cal", "Dee"])
    store.finish_match(second.id, version=second.version)
    page = Elements(client.get("/matches").text)
    text = page.text
    assert text.index("Open") < text.index("Friday") < text.index("Finished") < \
        text.index("Cal v Dee")
    links = {a["href"] for t, a in page.tags if t == "a"}
    assert f"/matches/{first.id}" in links and f"/matches/{second.id}" in links


def test_the_navigation_links_to_matches_and_players(client):
    page = Elements(client.get("/settle").text)
    links = {a["href"] for t, a in page.tags if t == "a"}
    assert {"/matches", "/players"} <= links


def test_the_notice_shows_only_what_the_app_would_say(app, client):
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 4, 20)])
    page = Elements(client.get(f"/matches/{view.id}?done=recorded&hand=1").text)
    assert page.find("p", class_="notice", role="status", data_notice="")
    assert "Hand 1 recorded." in page.text
    for query in ("done=recorded&hand=<b>1</b>", "done=pwned", "done=undone&action=x&hand=1",
                  "done=new_game&game=two"):
        page = Elements(client.get(f"/matches/{view.id}?{query}").text)
        notices = page.find("p", class_="notice", role="status", data_notice="")
        assert not notices or "Undone: the last change." in page.text, query
        assert "<b>" not in page.text and "pwned" not in page.text


def test_a_hollywood_round_settles_each_column_and_adds_them_up(app, client):
    # Three gins of 110: the first closes game 1, the second opens and closes game 2 (game 1
    # takes no more entries), the third game 3. Each column: 110 + 1 box + 200 (a shutout).
    view = play(app, ["Ann", "Bob"], "hollywood",
                hands=[counts("Ann", 0, 90, gin=True)] * 3)
    assert view.tally.game_over
    page = Elements(client.get(f"/matches/{view.id}").text)
    text = page.text
    assert "Game over" in text
    for number in (1, 2, 3):
        assert f"Game {number}: Ann wins, a shutout" in text
        assert page.find("table", data_settlement=str(number))
    assert text.count("Bob pays Ann 330 points") == 6  # each column, and its settlement
    assert "The three games together: Ann collects 990 points from Bob." in text
    assert "Start games 4–6" in text
    response = client.post(f"/matches/{view.id}/new-game", data={"version": str(view.version)})
    text = Elements(client.get(response.headers["Location"]).text).text
    assert "Games 4 to 6 have started." in text
    assert "Game 4 to 100 Ann 0 100 to go" in text
    assert "Record hand 4" in text


def test_a_double_total_shutout_is_shown_as_the_winners_total_doubled(app, client):
    # gin25: no boxes, game bonus 100, a shutout doubles the whole total: (110 + 100) × 2.
    view = play(app, ["Ann", "Bob"], "gin25", hands=[counts("Ann", 0, 85, gin=True)])
    rows = Elements(client.get(f"/matches/{view.id}").text).text
    assert "Points 110 0 Game bonus 100 Shutout: the winner's total doubled × 2 Final 420 0" \
        in rows
    assert "Bob pays Ann 420 points" in rows


def test_a_long_match_shows_its_last_earlier_games_and_a_way_to_all_of_them(app, client):
    """Each hand a gin past the target ends a game, so 10 hands make 10 games: the page shows the
    current game, the last four earlier ones with their hands, and links to the rest."""
    hands = [{"knocker": "Ann" if n % 2 else "Bob", "gin": True, "defender_deadwood": 10}
             for n in range(10)]
    view = ledger_of(app).import_match({"players": ["Ann", "Bob"], "first_dealer": "Ann",
                                        "rules": {"preset": "standard", "target": 25},
                                        "hands": hands})
    assert len(view.tally.games) == 10
    page = client.get(f"/matches/{view.id}").text
    assert [f"Game {n}:" in page for n in range(1, 10)] == [False] * 5 + [True] * 4
    assert 'data-hand="5"' not in page and 'data-hand="6"' in page
    assert 'data-earlier-left-out="5"' in page
    assert "Game 10" in page and 'data-hand="10"' in page
    everything = client.get(f"/matches/{view.id}?earlier=all").text
    assert all(f"Game {n}:" in everything for n in range(1, 10))
    assert all(f'data-hand="{n}"' in everything for n in range(1, 11))
    assert "data-earlier-left-out" not in everything


def test_the_score_as_a_picture_and_the_match_standing_at_the_top(app, client):
    # Game 1: Ann 60 + 45 = 105 wins (Bob 10); game 2: Bob 27.
    view = play(app, ["Ann", "Bob"], hands=[counts("Ann", 1, 61), counts("Bob", 1, 11),
                                            counts("Ann", 1, 46), counts("Bob", 1, 28)])
    html = client.get(f"/matches/{view.id}").text
    page = Elements(html)
    svg = html[html.index("<svg class=\"score-chart\""):html.index("</svg>")]
    assert svg.count('data-line="Ann"') == svg.count('data-line="Bob"') == 2  # one per game
    assert 'data-game-boundary="2"' in svg and 'data-target-line="100"' in svg
    assert "Game 1: Ann won (Ann 105, Bob 10). Game 2, in play: Ann 0, Bob 27. " \
        "Bob leads by 27." in svg
    # Before the sheets: how many games each side won and the balance of the match.
    head = html[:html.index('class="totals"')]
    assert "Games won: <strong>Ann 1</strong>, <strong>Bob 0</strong>" in head
    assert "Over the match: Ann collects 215 points from Bob." in Elements(head).text
    assert "The score as a picture" in page.text


def test_no_chart_and_no_standing_before_the_first_hand(app, client):
    view = play(app, ["Ann", "Bob"])
    html = client.get(f"/matches/{view.id}").text
    assert "score-chart" not in html and "data-standing" not in html
