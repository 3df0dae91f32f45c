"""Powerline's pictures in words: every description fits Discord's limit in every language, and "Read the board"
names every spot the planner may offer, and every line, city and station a board shows."""

import random
import re
from dataclasses import replace
from functools import cache

import pytest
from fluent.syntax import FluentParser, ast

from engine.powerline import POWERLINE, Variants
from engine.powerline.board import board_number, load_board
from engine.powerline.events import LineCompleted
from engine.powerline.history import round_states
from engine.powerline.plan import SubmitPlan
from engine.powerline.planning import PlanBuilder, Spot, chart_for
from engine.powerline.playout import random_walk_plan
from engine.powerline.rules import load_rules
from engine.powerline.state import PowerlineState
from i18n.catalog import FALLBACK, LANGUAGES, LOCALES_DIR, Catalog
from render.core.picture import ALT_LIMIT
from render.powerline import (
    BOARD,
    CENTER,
    PREVIEW,
    STANDINGS,
    SUMMARY,
    TIMELAPSE,
    board_text,
    describe_board,
    describe_center,
    describe_preview,
    describe_round_summary,
    describe_standings,
    describe_timelapse,
    words,
)
from render.powerline.words import say, vp
from tests.render.helpers import NAMES, play
from tests.render.labels import keys_drawn

SHARED = Catalog("shared")
PLANNER = Catalog("powerline")

GAMES = (
    (1, 3, 15, Variants()),
    (2, 4, 3, Variants(construction_limits=True)),
    (3, 7, 9, Variants(adventure_island=True, contracts="by_colour")),
    (4, 8, 12, Variants(special_contracts="alone", vacation=False)),
    (5, 9, 6, Variants(construction_limits=True, adventure_island=True, special_contracts="mixed")),
    (6, 11, 13, Variants(contracts="any", tiles_over_side_a=True)),
    (6, 12, 15, Variants(construction_limits=True)),
)
"""Players, seed, rounds played and rules of the games the tests read: every variant, early, late and finished."""


@cache
def game(index: int) -> tuple[PowerlineState, tuple, tuple[PowerlineState, ...]]:
    """A game of random plans: its public state, the last round's events and its states round by round."""
    players, seed, rounds, variants = GAMES[index]
    record, events = play(players, seed, rounds, variants)
    return POWERLINE.player_view(record.state, None), tuple(events), tuple(round_states(record))


def drafts(state: PowerlineState, seat: int, rng: random.Random) -> list[tuple[str, tuple]]:
    """Partial plans a planner may show: from each end, a random walk through the legal spots."""
    found = []
    for start in load_rules().plan_starts:
        builder = PlanBuilder(state, seat, start)
        found.append((start, ()))
        while options := builder.options():
            builder.add(rng.choice(options))
            found.append((start, tuple(builder.placements)))
    return found


def descriptions(index: int, lang: str) -> list[str]:
    state, events, states = game(index)
    names = NAMES[: len(state.players)]
    found = [describe_center(state, names, lang=lang), describe_standings(state, names, lang=lang)]
    found.append(describe_round_summary(state, events, names, lang=lang))
    rng = random.Random(index)
    for seat in range(len(state.players)):
        found.append(describe_board(state, seat, names, lang=lang))
        found.append(describe_timelapse(states, seat, names, lang=lang))
        if not state.finished:
            found += [describe_preview(state, seat, s, p, names, lang=lang) for s, p in drafts(state, seat, rng)]
    return found


@pytest.mark.parametrize("index", range(len(GAMES)))
def test_every_description_fits_and_each_language_says_it_in_its_own_words(index):
    said = {lang: descriptions(index, lang) for lang in LANGUAGES}
    for texts in said.values():
        assert all(0 < len(t) <= ALT_LIMIT for t in texts), max(texts, key=len)
    for english, german, french in zip(said["en"], said["de"], said["fr"], strict=True):
        assert len({english, german, french}) == 3, english


def test_a_description_too_long_for_discord_says_where_the_rest_is():
    """A six-player game's summary with long names says more than 1,024 characters: the cut is told."""
    state, events, _ = game(5)
    names = tuple(name * 4 for name in NAMES)
    for lang in LANGUAGES:
        said = describe_round_summary(state, events, names, lang=lang)
        assert len(said) <= ALT_LIMIT and said.endswith(SHARED.text(lang, "alt-more"))


def test_the_pictures_pair_each_drawing_with_its_describer():
    pairs = {
        PREVIEW: describe_preview,
        BOARD: describe_board,
        CENTER: describe_center,
        SUMMARY: describe_round_summary,
        STANDINGS: describe_standings,
        TIMELAPSE: describe_timelapse,
    }
    assert all(picture.describe is describer for picture, describer in pairs.items())
    state, _, _ = game(1)
    png, words = BOARD(state, 0, NAMES[:2], lang="de")
    assert png.startswith(b"\x89PNG") and words == describe_board(state, 0, NAMES[:2], lang="de")


def test_descriptions_open_with_whose_board_or_which_round_then_the_scores():
    state, events, states = game(2)
    names = NAMES[:3]
    board = describe_board(state, 1, names, lang="en")
    assert board.startswith(f"{names[1]}: Board ") and vp("en", state.players[1].vp) in board.partition("\n")[0]
    center = describe_center(state, names, lang="fr").splitlines()
    assert center[0] == say("fr", "round-of", round=state.round, rounds=15)
    assert all(f"{name} {vp('fr', p.vp)}" in center[1] for name, p in zip(names, state.players, strict=True))
    summary = describe_round_summary(state, events, names, lang="de").splitlines()
    assert summary[0].startswith(say("de", "round-of", round=state.round - 1, rounds=15))
    assert [line.partition(" ")[0] for line in summary[1:4]] == list(names)
    timelapse = describe_timelapse(states, 0, names, lang="en")
    assert timelapse.startswith(names[0]) and len(timelapse.splitlines()) == len(states)


def planned(state: PowerlineState, seat: int) -> PowerlineState:
    """The public view once `seat` has handed in a random plan."""
    plan = random_walk_plan(state, seat, random.Random(seat))
    after, _ = POWERLINE.apply(state, SubmitPlan(seat, state.round, plan))
    return POWERLINE.player_view(after, None)


def city_waiting() -> tuple[PowerlineState, int, str]:
    """A six-player game where a player's supplied cities wait for energy instead: the state, the seat, a line."""
    state, _, _ = game(5)
    seat = next(k for k, p in enumerate(state.players) if p.supplied)
    player = state.players[seat]
    waits = replace(player, supplied=(), waiting=player.supplied + player.waiting, energy=0)
    line = load_board(player.board).lines[player.supplied[0]].id
    return replace(state, players=tuple(waits if k == seat else p for k, p in enumerate(state.players))), seat, line


def test_sealed_plans_are_told_only_as_handed_in():
    """The pictures get the public view: whether a seat has planned, never where its workers go."""
    state, _, _ = game(1)
    names = NAMES[:2]
    seat = state.waiting_for[0]
    sealed = planned(state, seat)
    worth = vp("en", state.players[seat].vp)
    assert say("en", "alt-seat-planning", name=names[seat], vp=worth) in describe_center(state, names, lang="en")
    assert say("en", "alt-seat-planned", name=names[seat], vp=worth) in describe_center(sealed, names, lang="en")
    before, after = board_text(state, names, lang="en"), board_text(sealed, names, lang="en")
    assert before.replace("still planning", "plan in") == after.replace("still planning", "plan in")


# -- Read the board -----------------------------------------------------------------------------------------
def section(text: str, lang: str, state: PowerlineState, seat: int, name: str) -> list[str]:
    """A player's part of the board's text, from their heading to the next player's (empty if it is missing)."""
    player = state.players[seat]
    head = f"## {say(lang, 'read-player', name=name, board=board_number(player.board), vp=vp(lang, player.vp))}"
    lines = text.splitlines()
    if head not in lines:
        return []
    start = lines.index(head)
    end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")), len(lines))
    return lines[start:end]


def line_entry(lines: list[str], lang: str, line_id: str) -> tuple[str, list[str]]:
    """A line's bullet in a player's section and its sub-bullets (the runs of open segments)."""
    opening = f"- {say(lang, 'read-line-name', line=line_id)} ("
    found = [i for i, line in enumerate(lines) if line.startswith(opening)]
    if len(found) != 1:
        return "", []
    runs = []
    for line in lines[found[0] + 1 :]:
        if not line.startswith("  - "):
            break
        runs.append(line.removeprefix("  - "))
    return lines[found[0]], runs


def names_spot(lines: list[str], lang: str, where: Spot) -> bool:
    """The line's bullet lists the spot under the end it grows from, in the words the planner names it with."""
    _, runs = line_entry(lines, lang, where.line)
    run_opening = say(lang, "read-from", origin=where.origin, segments="\x00").partition("\x00")[0]
    seg = say(lang, "read-seg", position=where.position, needs=where.needs)
    return any(run.startswith(run_opening) and seg in run.removeprefix(run_opening).split(", ") for run in runs)


def offered_spots(state: PowerlineState, seat: int, rng: random.Random) -> list[Spot]:
    """Every spot the planner offers the first worker from either end, then later workers of random plans."""
    spots = []
    for start in load_rules().plan_starts:
        builder = PlanBuilder(state, seat, start)
        while options := builder.options():
            spots += [builder.spot(o) for o in options if o.line is not None]
            builder.add(rng.choice(options))
    return spots


def unread(text: str, state: PowerlineState, names: tuple[str, ...], lang: str) -> list[str]:
    """What the board's text leaves out or misreads: each player's supplies, chart, every line's progress and
    city, every station and every spot the planner may offer."""
    wrong = []
    for seat, player in enumerate(state.players):
        board = load_board(player.board)
        lines = section(text, lang, state, seat, names[seat])
        if f"- {say(lang, 'alt-supply', energy=player.energy, jokers=player.jokers)}" not in lines:
            wrong.append(f"{names[seat]}: energy and jokers")
        for line in board.lines:
            bullet, runs = line_entry(lines, lang, line.id)
            progress = player.lines[line.index]
            if progress.built == 0:
                status, count = say(lang, "read-open"), 2
            elif progress.built == line.length:
                status = say(lang, "read-supplied" if line.index in player.supplied else "read-waiting")
                count = 0
            else:
                origin = line.ends[0] if progress.direction > 0 else line.ends[1]
                status, count = say(lang, "read-building", built=progress.built, origin=origin), 1
            if not bullet.endswith(f" {status}") or len(runs) != count:
                wrong.append(f"{names[seat]}: line {line.id}")
        for station in board.stations:
            done = say(lang, "read-station-done" if station.index in player.stations else "read-station-open")
            opening = say(lang, "read-station", station=station.id, kind="\x00").partition("\x00")[0]
            if not any(line.startswith(f"- {opening}") and line.endswith(f" {done}") for line in lines):
                wrong.append(f"{names[seat]}: station {station.id}")
        columns = [
            say(lang, "read-chart-column", workers=k + 1, left=left, total=total)
            for k, (left, total) in enumerate(zip(player.chart, chart_for(state).columns, strict=True))
        ]
        if not all(any(line.startswith(f"  - {column}") for line in lines) for column in columns):
            wrong.append(f"{names[seat]}: worker chart")
        if not state.finished:
            rng = random.Random(seat)
            wrong += [
                f"{names[seat]}: {spot}"
                for spot in offered_spots(state, seat, rng)
                if not names_spot(lines, lang, spot)
            ]
    return wrong


@pytest.mark.parametrize("index", range(len(GAMES)))
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_board_in_words_reads_every_board_and_names_every_spot_the_planner_may_offer(index, lang):
    state, _, _ = game(index)
    names = NAMES[: len(state.players)]
    text = board_text(state, names, lang=lang)
    assert text.startswith("## ") and all(line.startswith(("#", "- ", "  - ")) for line in text.splitlines())
    assert unread(text, state, names, lang) == []
    for letter in state.tiles:
        tile = say(lang, "alt-tile", letter=letter, what=say(lang, f"tile-{letter}"), pays="\x00").partition("\x00")[0]
        assert f"- {tile}" in text


def test_spots_are_read_in_the_planners_own_words():
    """ "from W1: seg 4 (needs 2)" reads as the planner's option "Line A · from W1 · seg 4 (needs 2)"."""
    for lang in LANGUAGES:
        worded = PLANNER.text(lang, "spot-segment", line="A", origin="W1", position=4, needs=2)
        assert say(lang, "read-seg", position=4, needs=2) in worded
        assert say(lang, "read-from", origin="W1", segments="").strip(" :") in worded


def test_the_check_catches_a_board_whose_words_leave_something_out():
    """The check above fails when the text forgets a built city, misreads one, or leaves out a station tile or a
    spot."""
    state, _, _ = game(5)
    names = NAMES[: len(state.players)]
    text = board_text(state, names, lang="en")
    seat = next(k for k, p in enumerate(state.players) if p.supplied)
    player = state.players[seat]
    city = load_board(player.board).lines[player.supplied[0]]
    lines = text.splitlines()
    bullet, _ = line_entry(section(text, "en", state, seat, names[seat]), "en", city.id)
    assert bullet.endswith(say("en", "read-supplied"))
    at = lines.index(bullet, lines.index(section(text, "en", state, seat, names[seat])[0]))
    left_out = "\n".join(lines[:at] + lines[at + 1 :])
    assert unread(left_out, state, names, "en") == [f"{names[seat]}: line {city.id}"]
    misread = "\n".join(
        [*lines[:at], bullet.replace(say("en", "read-supplied"), say("en", "read-waiting")), *lines[at + 1 :]]
    )
    assert unread(misread, state, names, "en") == [f"{names[seat]}: line {city.id}"]
    done = say("en", "read-station-done")
    assert done in text and unread(text.replace(done, say("en", "read-station-open")), state, names, "en")
    waiting, seat, _ = city_waiting()
    assert unread(board_text(waiting, names, lang="en"), waiting, names, "en") == []
    assert unread(text, waiting, names, "en") == [f"{names[seat]}: energy and jokers"] + [
        f"{names[seat]}: line {load_board(player.board).lines[i].id}" for i in sorted(player.supplied)
    ]
    last_spot = re.compile(r", seg \d+ \(needs \d\)$", re.MULTILINE)
    assert unread(last_spot.sub("", text), state, names, "en"), "a line's farthest spot left out"


def test_every_word_for_the_pictures_in_words_is_used(monkeypatch):
    """Each `alt-` and `read-` message is said by some description or by the board's text."""

    def describe_all() -> None:
        for index in range(len(GAMES)):
            descriptions(index, FALLBACK)
            state, _, _ = game(index)
            board_text(state, NAMES[: len(state.players)], lang=FALLBACK)
        state, events, _ = game(5)
        describe_round_summary(state, events, tuple(name * 4 for name in NAMES), lang=FALLBACK)
        waiting, seat, line = city_waiting()
        describe_board(waiting, seat, NAMES, lang=FALLBACK)
        describe_round_summary(waiting, (LineCompleted(seat, line),), NAMES, lang=FALLBACK)
        board_text(waiting, NAMES, lang=FALLBACK)
        first = POWERLINE.player_view(play(2, 4, 0)[0].state, None)
        describe_board(first, 0, NAMES, lang=FALLBACK)
        describe_center(planned(first, 0), NAMES, lang=FALLBACK)

    asked = keys_drawn(monkeypatch, words, describe_all)
    catalog = FluentParser().parse((LOCALES_DIR / FALLBACK / "powerline-images.ftl").read_text(encoding="utf-8"))
    keys = {entry.id.name for entry in catalog.body if isinstance(entry, ast.Message)}
    own = {key for key in keys if key.startswith(("alt-", "read-"))}
    assert own and own - asked == set()
